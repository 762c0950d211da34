"""The review's measure: what the rest of a turn is worth to one seat, in points.

Every number here is built from what the seat could see (its :class:`BotView` and the
cards it has not seen, :func:`unseen_cards`), never from the hidden cards themselves.

The measure is the seat's points *if the hand were scored after this turn*, corrected by
the chance that it goes on:

* cards laid down count for the seat (where the variant scores placed cards);
* a card kept in hand counts against it; a meld or lay-off kept in hand is worth what it
  would bring when laid down next turn, except with the chance :func:`hand_end_risk`
  that another player goes out first (then it counts against the seat);
* going out adds :attr:`Measure.out_value`, the points the others are expected to be
  caught with (their hand sizes times the mean value of the cards the seat has not seen).

A draw from the stock is worth the average over the cards the seat has not seen. The
exact solver values every hand; it is bounded by search nodes (never by the clock), so a
review gives the same numbers on every machine.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from ..ai.solver import Limit
from ..ai.strategy import solver_for
from ..core.actions import Action, LayOff, Meld, SwapJoker
from ..core.cards import Card
from ..core.melds import TableMeld, placed_value
from ..core.variants import Rules

__all__ = ["Measure", "Turn", "hand_end_risk", "unseen_cards", "OUT_RISK", "REVIEW_NODES",
           "DEEPER"]

#: search nodes per hand valued. A search stops when it is done, so this only matters where
#: it would not finish: games of a learner who took a 55+ card pile needed up to ~25,000
#: (at 2,500, 63 of 842 decisions were unproven; a larger budget is also quicker there,
#: as no search is wasted: benchmarks/README.md, "review.py")
REVIEW_NODES = 25_000
#: a decision not proven within REVIEW_NODES is judged again with this many times the nodes
#: (then, still unproven, it gets no verdict)
DEEPER = 10
#: chance that an opponent holding this many cards goes out before the seat's next turn
#: (more cards: the last value); a rough guide from the hand sizes everybody can see
OUT_RISK = {1: 0.5, 2: 0.35, 3: 0.2, 4: 0.12, 5: 0.08}
OUT_RISK_REST = 0.04


def hand_end_risk(hand_sizes: Sequence[int], seat: int) -> float:
    """The chance that somebody else goes out before ``seat`` plays again."""
    stay = 1.0
    for s, size in enumerate(hand_sizes):
        if s != seat and size:
            stay *= 1.0 - OUT_RISK.get(size, OUT_RISK_REST)
    return 1.0 - stay


def unseen_cards(universe: Sequence[Card], view, known_elsewhere: Sequence[Card]) -> list[Card]:
    """The cards ``view``'s seat has not seen: the hand's cards (``universe``, the deck)
    less its own hand, the table, the discard pile and the cards it saw an opponent
    take (``known_elsewhere``)."""
    seen = set(view.hand) | set(view.pile) | set(known_elsewhere)
    seen.update(p.card for m in view.table for p in m.placed)
    return sorted((c for c in universe if c not in seen), key=Card.sort_key)


@dataclass(frozen=True)
class Turn:
    """The best rest of a turn from some cards: its ``value``, the cards the best
    arrangement leaves, the discard it ends with (None: out, or nothing to discard)."""

    value: float
    left: tuple[Card, ...]
    discard: Card | None
    out: bool


class Measure:
    """Values of hands for one seat at one decision (see the module docstring)."""

    def __init__(self, view, unseen: Sequence[Card], nodes: int = REVIEW_NODES):
        self.rules: Rules = view.rules
        self.seat, self.nodes = view.seat, nodes
        self.net = self.rules.scoring != "winner_collects"
        self.risk = hand_end_risk(view.hand_sizes, view.seat)
        self.unseen = list(unseen)
        mean = (sum(self.rules.card_value(c) for c in self.unseen) / len(self.unseen)
                if self.unseen else 0.0)
        caught = [view.hand_sizes[s] * mean for s in range(len(view.hand_sizes))
                  if s != view.seat]
        #: what going out is worth: the others' expected cards in hand (all of them where
        #: the winner collects, else the average opponent's, as the seat gains against each)
        self.out_value = (sum(caught) if not self.net else sum(caught) / max(len(caught), 1))
        self.proven = True

    def faces(self) -> dict:
        """One unseen card of each face (copies of a face are worth the same)."""
        first: dict = {}
        for c in self.unseen:
            first.setdefault(c.face, c)
        return first

    def value(self, cards) -> int:
        return sum(self.rules.card_value(c) for c in cards)

    def gain(self, action: Action, table: Sequence[TableMeld]) -> float:
        """Points ``action`` lays down for the seat (0 where the winner collects)."""
        if not self.net:
            return 0.0
        if isinstance(action, Meld):
            return float(sum(placed_value(p, action.meld_kind, self.rules) for p in action.placed))
        if isinstance(action, LayOff):
            meld = next((m for m in table if m.id == action.meld), None)
            low = meld is not None and meld.kind == "run" and action.rank == 1
            return float(self.rules.card_value(action.card, low_ace_in_run=low))
        if isinstance(action, SwapJoker):
            return float(self.rules.card_value(action.card))
        return 0.0

    def outcome(self, cards: Sequence[Card], table: Sequence[TableMeld], cover=()):
        """The solver's (score, cards left) for ``cards`` (``cover``: more cards the same
        solver should hold, so that related hands share its exact values)."""
        cards = list(cards)
        solver = solver_for(cards + [c for c in cover if c not in set(cards)], self.rules, table)
        out = solver.outcome(cards, Limit(nodes=self.nodes))
        self.proven = bool(self.proven and out.proven)
        return out

    def arrangement(self, cards: Sequence[Card], table: Sequence[TableMeld]):
        cards = list(cards)
        arr = solver_for(cards, self.rules, table).arrangement(cards, Limit(nodes=self.nodes))
        self.proven = self.proven and arr.proven
        return arr

    def kept(self, cards: Sequence[Card], table: Sequence[TableMeld]) -> float:
        """What keeping ``cards`` (the turn over) is worth: laid down next turn unless the
        hand ends first."""
        if not cards:
            return self.out_value
        later = self.outcome(cards, table).score
        return (1.0 - self.risk) * later - self.risk * self.value(cards)

    def best_turn(self, cards: Sequence[Card], table: Sequence[TableMeld],
                  banned: Card | None = None, cover=()) -> Turn:
        """The best rest of the turn from ``cards``: lay down the best arrangement, then
        discard the highest card left (not ``banned``, the card just taken)."""
        if not cards:
            return Turn(self.out_value, (), None, True)
        out = self.outcome(cards, table, cover)
        left = tuple(out.left)
        rules = self.rules
        free = [c for c in left if (rules.joker_discard or not c.is_joker) and c is not banned]
        if not left:
            return Turn(out.score + self.out_value, left, None, True)
        if not free:  # only cards that may not be discarded: they stay in hand
            return Turn(out.score + 0.0, left, None, False)
        drop = max(free, key=lambda c: (rules.card_value(c), Card.sort_key(c)))
        rest = len(left) == 1
        return Turn(out.score + rules.card_value(drop) + (self.out_value if rest else 0.0),
                    left, drop, rest)

    def stock_turn(self, hand: Sequence[Card], table: Sequence[TableMeld], cover=()) -> float:
        """The average best rest of the turn after a card from the stock."""
        faces = Counter(c.face for c in self.unseen)
        if not faces:
            return self.best_turn(hand, table, cover=cover).value
        first = self.faces()
        total = sum(n * self.best_turn([*hand, first[f]], table, cover=cover).value
                    for f, n in faces.items())
        return total / sum(faces.values())
