"""Turning the chosen moves back into cards: readings, lay-offs, joined runs."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from ...core.cards import Card
from ...core.melds import (
    LayoffOption,
    Placed,
    Reading,
    TableMeld,
    layoff_options,
    meld_readings,
    placed_value,
)
from ...core.variants import Rules
from .answer import Arrangement
from .moves import SUIT_INDEX, Layout, Move


def _best_reading(cards: list[Card], rules: Rules) -> Reading:
    readings = meld_readings(cards, rules)
    if not readings:
        raise AssertionError(f"solver and melds disagree: {cards} is not a meld")
    return max(readings, key=lambda r: sum(placed_value(p, r.kind, rules) for p in r.placed))


def _lay_off(card: Card, meld: TableMeld, rules: Rules, end: str | None,
             rank: int | None) -> tuple[LayoffOption, TableMeld]:
    """Lay ``card`` off at ``end`` (standing for ``rank``); return the option and new meld."""
    options = [o for o in layoff_options(card, meld, rules)
               if (end is None or o.end == end) and (rank is None or o.rank == rank)]
    if not options:
        raise AssertionError(f"solver and melds disagree: {card} onto {meld}")
    option = options[0]
    return option, meld.with_layoff(card, rules, end=option.end, rank=option.rank,
                                    suit=option.suit)


def _joined_run(low: Reading, high: Reading, rules: Rules) -> Reading | None:
    """``low`` and ``high`` as one run reading worth the same, if one is legal."""
    worth = sum(placed_value(p, "run", rules) for p in low.placed + high.placed)
    for reading in meld_readings([p.card for p in low.placed + high.placed], rules):
        if reading.kind == "run" and \
                sum(placed_value(p, "run", rules) for p in reading.placed) == worth:
            return reading
    return None


class Builder:
    """Hands out physical cards for the chosen moves and records the lay-offs."""

    def __init__(self, lay: Layout, rules: Rules, table: Sequence[TableMeld]):
        self.lay, self.rules = lay, rules
        self.pools = [list(p) for p in lay.pools]
        self.jokers = list(lay.joker_cards)
        self.table = list(table)
        self.melds: list[Reading] = []
        self.layoffs: list[tuple[Card, LayoffOption]] = []
        self.placed = 0

    def card(self, face: int) -> Card:
        return self.jokers.pop(0) if face < 0 else self.pools[face].pop(0)

    def play(self, move: Move) -> None:
        if move.target < 0:
            cards = [self.card(f) for f in move.faces] + [self.card(-1) for _ in range(move.jokers)]
            reading = _best_reading(cards, self.rules)
            self.melds.append(reading)
            self.placed += sum(placed_value(p, reading.kind, self.rules) for p in reading.placed)
        elif self.table[move.target].kind == "set":
            for _, face in move.chain:
                self.place(move.target, self.card(face), None, None)
        else:
            k, chain = move.chain
            for n, (position, face) in enumerate(chain):
                self.place(move.target, self.card(face), "low" if n < k else "high", position)

    def place(self, t: int, card: Card, end: str | None, rank: int | None) -> None:
        option, self.table[t] = _lay_off(card, self.table[t], self.rules, end, rank)
        self.layoffs.append((card, option))
        kind = self.table[t].kind
        self.placed += placed_value(Placed(card, option.rank, option.suit), kind, self.rules)

    def lone_jokers(self, state: int, rooms: list[int], count: int) -> None:
        for t, room in enumerate(rooms):
            if state & self.lay.token(t):
                for _ in range(min(room, count)):
                    self.place(t, self.card(-1), None, None)
                    count -= 1

    def join_runs(self) -> None:
        """Show runs of one suit that make one run (the search cuts long runs apart, and
        a greedy answer may put their jokers at other ends) as one run."""
        runs = sorted((m for m in self.melds if m.kind == "run"),
                      key=lambda m: (SUIT_INDEX[m.placed[0].suit], m.placed[0].rank))
        for low, high in combinations(runs, 2):
            if low.placed[0].suit == high.placed[0].suit:
                joined = _joined_run(low, high, self.rules)
                if joined is not None:
                    self.melds[self.melds.index(low)] = joined
                    self.melds.remove(high)
                    return self.join_runs()

    def arrangement(self, objective: str, proven: bool = True) -> Arrangement:
        rules = self.rules
        left = tuple(sorted([c for p in self.pools for c in p] + self.jokers, key=Card.sort_key))
        return Arrangement(tuple(self.melds), tuple(self.layoffs), left,
                           sum(rules.card_value(c) for c in left), self.placed, objective,
                           proven)
