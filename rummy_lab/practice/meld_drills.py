"""Drills on melds: *legal or not* (which groups may be put down), *lay off* (where a card
can go) and *joker swap* (which card frees which joker).

Groups and tables are drawn at random from the variant's deck; whether a group is a meld
is :func:`~rummy_lab.core.melds.check_meld`'s answer, whether a lay-off or a swap is
allowed is :meth:`Game.can`'s, and every refusal shown is the engine's own reason.
"""

from __future__ import annotations

import random
from typing import Any

from ..core.actions import LayOff, SwapJoker
from ..core.cards import SUITS, Card, make_deck
from ..core.game import Game
from ..core.melds import (
    Reading,
    TableMeld,
    check_meld,
    hand_melds,
    layoff_options,
    meld_readings,
)
from ..core.variants import Rules
from ..core.words import cards_str
from ..i18n.messages import msg, title_of
from .base import Draft, learner_draft, shuffled_deck, table_game

__all__ = ["legal_or_not", "lay_off", "joker_swap", "meld_themes"]

_GROUPS = 4


# -- legal or not -----------------------------------------------------------------------------

def _players_for(rules: Rules, copies: bool) -> int:
    """Fewest players whose deck has two copies of a face (``copies``), else the fewest."""
    for n in range(rules.min_players, rules.max_players + 1):
        if not copies or rules.decks_for(n)[0] > 1:
            return n
    return rules.min_players


def meld_themes(rules: Rules) -> list[str]:
    """The meld themes that exist under ``rules`` (copies need two decks, jokers jokers)."""
    themes = ["set", "run", "ace"]
    if rules.has_jokers:
        themes.append("joker")
    if rules.decks_for(_players_for(rules, True))[0] > 1:
        themes.append("copies")
    return themes


class _Pool:
    """Physical cards of a deck handed out once each, by face."""

    def __init__(self, deck: list[Card]):
        self.left = list(deck)

    def take(self, rank: int, suit) -> Card | None:
        for i, c in enumerate(self.left):
            if (c.is_joker and rank == 0) or (c.rank == rank and c.suit == suit and rank):
                return self.left.pop(i)
        return None


def _faces(theme: str, rng: random.Random, rules: Rules, legal_try: bool) -> list[tuple]:
    """Faces (rank, suit) of one group of ``theme``; rank 0 is a joker. ``legal_try``
    aims at a meld, otherwise at a near miss (the engine decides which it is)."""
    suit, rank = rng.choice(SUITS), rng.randint(1, 13)
    size = rng.choice((3, 3, 4))
    if theme == "set":
        suits = rng.sample(SUITS, size)
        faces = [(rank, s) for s in suits]
        if not legal_try:
            faces[-1] = (rng.choice([r for r in range(1, 14) if r != rank]), faces[-1][1])
        return faces
    if theme == "run":
        start = rng.randint(2, 14 - size)
        faces = [(r, suit) for r in range(start, start + size)]
        if not legal_try:
            if rng.random() < 0.5:
                faces[-1] = (min(13, faces[-1][0] + 1), suit) if faces[-1][0] < 13 \
                    else (faces[0][0] - 1, suit)
                faces[1] = (faces[1][0], rng.choice([s for s in SUITS if s != suit])) \
                    if rng.random() < 0.5 else faces[1]
            else:
                faces[1] = (faces[1][0], rng.choice([s for s in SUITS if s != suit]))
        return faces
    if theme == "ace":
        shape = rng.choice(((1, 2, 3), (12, 13, 1), (13, 1, 2), (11, 12, 13, 1), (1, 2, 3, 4)))
        return [(r, suit) for r in shape]
    if theme == "joker":
        base = _faces(rng.choice(("set", "run")), rng, rules, True)
        jokers = 1 if legal_try else rng.choice((1, 2))
        for i in rng.sample(range(len(base)), min(jokers, len(base) - 1)):
            base[i] = (0, None)
        if not legal_try and jokers == 1:
            base.append((0, None))
        return base
    # copies: two cards of one face (two decks)
    faces = [(rank, suit), (rank, suit), (rank, rng.choice([s for s in SUITS if s != suit]))]
    if rng.random() < 0.5:
        start = rng.randint(1, 11)
        faces = [(start, suit), (start, suit), (start + 1, suit), (start + 2, suit)]
    if legal_try:
        faces = sorted(set(faces), key=lambda f: f[0])
    return faces


def _group(theme: str, rng: random.Random, rules: Rules, pool: _Pool) -> list[Card] | None:
    faces = _faces(theme, rng, rules, rng.random() < 0.5)
    cards = [pool.take(r, s) for r, s in faces]
    if any(c is None for c in cards):
        return None
    return [c for c in cards if c is not None]


def legal_or_not(rules: Rules, rng: random.Random) -> Draft:
    themes = meld_themes(rules)
    theme = rng.choice(themes)
    players = _players_for(rules, theme == "copies")
    groups: list[list[Card]] = []
    while len(groups) < _GROUPS:
        groups, pool = [], _Pool(make_deck(*rules.decks_for(players)))
        for _ in range(40):  # a few draws may find their cards used up: start again
            pick = theme if len(groups) < 2 else rng.choice(themes)
            group = _group(pick, rng, rules, pool)
            if group:
                groups.append(group)
                if len(groups) == _GROUPS:
                    break
    rng.shuffle(groups)
    choices: list[tuple[str, Any, tuple[str, ...]]] = []
    why: dict[str, Any] = {}
    legal: set[str] = set()
    for i, cards in enumerate(groups):
        cid = f"m{i + 1}"
        result = check_meld(cards, rules)
        choices.append((cid, cards_str(cards), tuple(c.code for c in cards)))
        if result:
            legal.add(cid)
            why[cid] = msg("practice_is_meld", cards=cards_str(cards))
        else:
            why[cid] = result.reason
    answer = frozenset(legal)
    text = ", ".join(cards_str(groups[int(c[1:]) - 1]) for c in sorted(answer)) \
        or msg("practice_none_of_them")
    return Draft(msg("practice_legal_prompt", title=title_of(rules)),
                 {"groups": [list(c) for _, _, c in choices], "players": players},
                 f"rule_meld_{theme}", answer, choices, multi=True, why=why,
                 answer_text=text)


# -- a table of melds -------------------------------------------------------------------------

def _table(rules: Rules, rng: random.Random, deck: list[Card], want: int,
           joker_melds: int = 0) -> list[Reading]:
    """Up to ``want`` disjoint melds found in the top of ``deck`` (removed from it);
    ``joker_melds`` of them with a joker standing for one of their natural cards."""
    sample = deck[:24]
    readings = [rd for rd in hand_melds([c for c in sample if not c.is_joker], rules)
                if len(rd.placed) <= 4]
    rng.shuffle(readings)
    used: set[Card] = set()
    chosen: list[Reading] = []
    jokers = [c for c in deck if c.is_joker]
    for rd in readings:
        cards = [p.card for p in rd.placed]
        if used.intersection(cards) or len(chosen) >= want:
            continue
        if len(chosen) < joker_melds:
            if not jokers:
                continue
            rd = _with_joker(rd, jokers.pop(), rng, rules) or rd
            cards = [p.card for p in rd.placed]
        used.update(cards)
        chosen.append(rd)
    deck[:] = [c for c in deck if c not in used]
    return chosen


def _with_joker(rd: Reading, joker: Card, rng: random.Random, rules: Rules) -> Reading | None:
    """``rd`` with a joker in place of one natural card, read by the engine as standing
    for that card; None when no such reading exists."""
    i = rng.randrange(len(rd.placed))
    old = rd.placed[i]
    cards = [p.card for p in rd.placed]
    cards[i] = joker
    for reading in meld_readings(cards, rules):
        stand = next(p for p in reading.placed if p.is_joker)
        if (stand.rank % 13, stand.suit) == (old.rank % 13, old.suit):
            return reading
    return None


def _game(rules: Rules, rng: random.Random, hand: list[Card], table: list[Reading],
          deck: list[Card]) -> Game:
    owners = [rng.randrange(2) for _ in table]
    other = [c for c in deck if c not in set(hand)][:6]
    return table_game(rules, rng.randrange(2**31), [hand, other], table, owners, phase="play",
                      current=0, dealer=1, placed_any=[0 in owners, 1 in owners], turns=4)


# -- lay off --------------------------------------------------------------------------------

def lay_off(rules: Rules, rng: random.Random) -> Draft:
    deck = shuffled_deck(rules, 2, rng)
    table = _table(rules, rng, deck, rng.choice((2, 3)))
    fitting = [c for c in deck if any(layoff_options(c, rd_meld, rules)
                                     for rd_meld in _as_melds(table))]
    card = rng.choice(fitting) if fitting and rng.random() < 0.6 else deck[0]
    rest = [c for c in deck if c is not card and not c.is_joker][:4]
    game = _game(rules, rng, [card, *rest], table, deck)
    fits: set[str] = set()
    why: dict[str, Any] = {}
    choices: list[tuple[str, Any, tuple[str, ...]]] = []
    for m in game.table:
        cid = f"t{m.id}"
        choices.append((cid, str(m), tuple(c.code for c in m.cards)))
        ok = [o for o in layoff_options(card, m, rules)
              if game.can(LayOff(card, m.id, o.rank, o.suit))]
        if ok:
            fits.add(cid)
            why[cid] = msg("practice_layoff_fits", card=card, meld=m)
        else:
            o = layoff_options(card, m, rules)
            rank, suit = (o[0].rank, o[0].suit) if o else (m.placed[0].rank, m.placed[0].suit)
            why[cid] = game.check(LayOff(card, m.id, rank, suit))
    choices.append(("none", msg("practice_nowhere"), ()))
    why["none"] = msg("practice_fits_somewhere", card=card) if fits \
        else msg("ls_fits_nowhere", card=card)
    answer = frozenset(fits or {"none"})
    text = ", ".join(str(game.meld_by_id(int(c[1:]))) for c in sorted(fits)) \
        or msg("practice_nowhere")
    return learner_draft(game, msg("practice_layoff_prompt", card=card), "rule_layoff", answer,
                         choices, {"focus": card.code}, multi=True, why=why, answer_text=text)


def _as_melds(table: list[Reading]) -> list[TableMeld]:
    return [TableMeld(i, rd.kind, 0, rd.placed) for i, rd in enumerate(table)]


# -- joker swap ------------------------------------------------------------------------------

def joker_swap(rules: Rules, rng: random.Random) -> Draft:
    deck = shuffled_deck(rules, 2, rng)
    table = _table(rules, rng, deck, 2, joker_melds=rng.choice((1, 2)))
    stood = [p for rd in table for p in rd.placed if p.is_joker]
    naturals = [c for c in deck if not c.is_joker]
    hand: list[Card] = []
    for p in stood:  # the card the joker stands for, or a near look-alike
        rank = p.rank % 13 or 13
        near = [c for c in naturals if c not in hand and
                ((c.rank == rank and c.suit == p.suit) if rng.random() < 0.6
                 else (c.rank == rank or c.suit == p.suit))]
        if near:
            hand.append(rng.choice(near))
    hand += [c for c in naturals if c not in hand][: 4 - len(hand)]
    game = _game(rules, rng, hand, table, deck)
    choices: list[tuple[str, Any, tuple[str, ...]]] = []
    why: dict[str, Any] = {}
    right: set[str] = set()
    for m in game.table:
        if not any(p.is_joker for p in m.placed):
            continue
        for c in hand:
            cid = f"{c.code}@{m.id}"
            choices.append((cid, msg("practice_swap_choice", card=c, meld=m), (c.code,)))
            reason = game.check(SwapJoker(c, m.id))
            if reason is None:
                right.add(cid)
                why[cid] = msg("practice_swap_frees", card=c, meld=m)
            else:
                why[cid] = reason
    choices.append(("none", msg("practice_no_swap"), ()))
    why["none"] = msg("practice_swap_exists") if right else msg("practice_swap_none")
    answer = frozenset(right or {"none"})
    labels = {cid: label for cid, label, _ in choices}
    return learner_draft(game, msg("practice_swap_prompt"), "rule_joker_swap", answer, choices,
                         multi=True, why=why,
                         answer_text=_joined([labels[c] for c in sorted(answer)]))


def _joined(labels):
    """Several choice labels as one text (each rendered in the reader's language)."""
    out = labels[0]
    for label in labels[1:]:
        out = msg("practice_and", a=out, b=label)
    return out
