"""*The pile* (a spread discard pile, Rummy 500): may you take this card, which cards come
with it, and what must you then do?

The hand, the table and the pile are drawn at random, with a card in the pile that makes
a meld with the hand; every answer is the engine's: ``Game.check(TakeDiscard(...))``
decides what may be taken (its refusal is the reason shown), the cards that come along are
those the taken card brings into the hand, and the duty after the pick is the turn's
obligation and ``Game.check(Discard(...))``.
"""

from __future__ import annotations

import random

from ..core.actions import Discard, TakeDiscard
from ..core.cards import Card
from ..core.game import Game
from ..core.melds import hand_melds
from ..core.variants import Rules
from ..core.words import cards_str
from ..i18n.messages import msg
from .base import Draft, learner_draft, shuffled_deck, table_game
from .meld_drills import _table

__all__ = ["the_pile", "PILE_PARTS"]

PILE_PARTS = ("take", "comes", "must")


def _position(rules: Rules, rng: random.Random) -> tuple[Game, int]:
    deck = shuffled_deck(rules, 2, rng)
    table = _table(rules, rng, deck, rng.choice((0, 1, 2)))
    hand, other, pile = deck[:7], deck[7:14], deck[14:20]
    rest = deck[20:]
    useful = [c for c in rest[:30] if hand_melds([*hand, c], rules, include=c)]
    if useful:
        pile.insert(len(pile) - rng.randint(1, 4), rng.choice(useful))
    seed = rng.randrange(2**31)
    owners = [rng.randrange(2) for _ in table]
    return table_game(rules, seed, [hand, other], table, owners, discard=pile, phase="draw",
                      current=0, dealer=1, placed_any=[0 in owners, 1 in owners],
                      turns=4), seed


def _again(game: Game) -> Game:
    """A fresh copy of the position (the same start and seed)."""
    return Game(game.rules, game.players, game.seed, game.first_dealer, game.start)


def the_pile(rules: Rules, rng: random.Random) -> Draft:
    game, _ = _position(rules, rng)
    pile = list(game.discard_pile)
    part = rng.choice(PILE_PARTS)
    takeable = [c for c in pile if game.can(TakeDiscard(c))]
    deep = [c for c in takeable if c is not pile[-1]]
    if part != "take" and not deep:
        part = "take"
    choices = [(c.code, str(c), (c.code,)) for c in pile]
    if part == "take":
        why = {c.code: (msg("practice_may_take", card=c) if game.can(TakeDiscard(c))
                        else game.check(TakeDiscard(c))) for c in pile}
        answer = frozenset(c.code for c in takeable)
        return learner_draft(game, msg("practice_pile_take_prompt"), "rule_pile_take", answer,
                             choices, multi=True, why=why,
                             answer_text=cards_str(takeable) or msg("practice_none_of_them"))
    card = rng.choice(deep if part == "comes" or rng.random() < 0.6 else takeable)
    after = _again(game).apply(TakeDiscard(card))
    came = [c for c in after.hands[0] if c not in set(game.hands[0])]
    if part == "comes":
        why = {c.code: msg("practice_comes_with" if c in came else "practice_stays",
                           card=c, taken=card) for c in pile}
        return learner_draft(game, msg("practice_pile_comes_prompt", card=card),
                             "rule_pile_comes", frozenset(c.code for c in came), choices,
                             {"picked": card.code}, multi=True, why=why,
                             answer_text=cards_str(came))
    return _must_do(rules, game, after, card)


def _must_do(rules: Rules, game: Game, after: Game, card: Card) -> Draft:
    """What the pick obliges: the obligation to use ``card``, the ban on discarding it."""
    other = next(c for c in after.hands[0] if c is not card)
    no_discard = after.check(Discard(card))
    if after.turn.obligation is card:
        answer, reason = "use", after.check(Discard(other))
    elif no_discard is not None:
        answer, reason = "no_discard", no_discard
    else:
        answer, reason = "free", msg("practice_pick_free", card=card)
    choices = [("use", msg("practice_must_use", card=card), (card.code,)),
               ("no_discard", msg("practice_must_not_discard", card=card), (card.code,)),
               ("free", msg("practice_must_nothing"), ())]
    why = {cid: reason for cid, _, _ in choices}
    if answer != "use":
        why["use"] = msg("practice_no_obligation", card=card, reason=reason)
    label = next(label for cid, label, _ in choices if cid == answer)
    return learner_draft(game, msg("practice_pile_must_prompt", card=card), "rule_pile_must",
                         answer, choices, {"picked": card.code}, why=why, answer_text=label)
