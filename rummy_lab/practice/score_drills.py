"""*Score it*: a hand has just ended; what does one player score under this variant?

The hands, the melds on the table (each card with the seat that placed it), the winner,
the pool and whether it was a Rommé are drawn at random; the score is the engine's
:func:`~rummy_lab.core.scoring.score_cards`. A wrong number is answered with the
breakdown of the seat's line (placed, held, Rommé bonus, pool).
"""

from __future__ import annotations

import random

from ..core.cards import Card
from ..core.melds import Placed, Reading, TableMeld, hand_melds
from ..core.scoring import score_cards
from ..core.variants import Rules
from ..core.words import cards_str
from ..i18n.messages import msg, title_of
from .base import PLAYERS, Draft, shuffled_deck

__all__ = ["score_it"]


def _melds_of(hand: list[Card], rules: Rules, rng: random.Random, most: int) -> list[Reading]:
    """Up to ``most`` disjoint melds of ``hand`` (the engine's meld enumerator)."""
    readings = hand_melds(hand, rules)
    rng.shuffle(readings)
    used: set[Card] = set()
    out: list[Reading] = []
    for rd in readings:
        cards = {p.card for p in rd.placed}
        if len(out) < most and not used & cards:
            used |= cards
            out.append(rd)
    return out


def score_it(rules: Rules, rng: random.Random) -> Draft:
    n = rng.choice([k for k in (2, 3) if rules.min_players <= k <= rules.max_players])
    deck = shuffled_deck(rules, n, rng)
    size = rules.hand_size_for(n)
    hands = [deck[i * size:(i + 1) * size] for i in range(n)]
    melds = [_melds_of(h, rules, rng, rng.choice((1, 2, 3))) for h in hands]
    winners = [s for s in range(n) if melds[s]]
    if not winners:
        return score_it(rules, rng)
    winner = rng.choice(winners)
    table: list[TableMeld] = []
    left: list[list[Card]] = []
    for s in range(n):
        shown = melds[s] if s == winner or rng.random() < 0.7 else []
        placed = {p.card for rd in shown for p in rd.placed}
        for rd in shown:
            table.append(TableMeld(len(table), rd.kind, s,
                                   tuple(Placed(p.card, p.rank, p.suit, s) for p in rd.placed)))
        left.append([] if s == winner else [c for c in hands[s] if c not in placed])
    romme = rules.romme_multiplier > 1 and rng.random() < 0.45
    pool = rules.pool_size * rng.choice((1, 1, 2)) if rules.pool_size else 0
    result = score_cards(rules, left, table, winner=winner, romme=romme, pool=pool)
    asked = rng.randrange(n)
    line = result.seats[asked]
    rule = ("rule_score_romme" if romme and asked == winner else
            "rule_score_pool" if pool and asked == winner else f"rule_score_{rules.scoring}")
    names = PLAYERS[:n]
    position = {"players": list(names), "winner": winner, "romme": romme, "pool": pool,
                "hands": [[c.code for c in h] for h in left],
                "table": [{"id": m.id, "kind": m.kind, "owner": m.owner,
                           "cards": [p.card.code for p in m.placed],
                           "stands_for": [[p.rank, p.suit.value, p.by] for p in m.placed]}
                          for m in table],
                "asked": asked}
    how = msg("practice_went_out_romme" if romme else "practice_went_out", name=names[winner])
    prompt = msg("practice_score_prompt", title=title_of(rules), how=how, name=names[asked],
                 hands=_hands_text(names, left), table=_table_text(names, table))
    return Draft(prompt, position, rule, line.points, None,
                 why={"*": _breakdown(rules, names, asked, winner, line, left)},
                 answer_text=str(line.points))


def _hands_text(names, hands) -> str:
    return "; ".join(f"{name}: {cards_str(h) or '–'}" for name, h in zip(names, hands))


def _table_text(names, table) -> str:
    return "; ".join(f"{names[m.owner]}: {m}" for m in table) or "–"


def _breakdown(rules: Rules, names, asked: int, winner: int, line, left):
    name = names[asked]
    if rules.scoring == "winner_collects":
        if asked != winner:
            return msg("practice_score_only_winner", name=name)
        held = [sum(rules.card_value(c) for c in h) for h in left]
        base = sum(held)
        key = "practice_score_collects_romme" if line.romme_bonus else "practice_score_collects"
        return msg(key, name=name,
                   sums=" + ".join(str(v) for s, v in enumerate(held) if s != winner) or "0",
                   base=base, bonus=line.romme_bonus, points=line.points)
    if rules.scoring == "cutthroat":
        if asked != winner:
            return msg("practice_score_only_winner", name=name)
        return msg("practice_score_cutthroat", name=name, placed=line.placed,
                   points=line.points)
    return msg("practice_score_net_pool" if line.pool else "practice_score_net", name=name, placed=line.placed, held=line.in_hand,
               pot=line.pool, points=line.points)
