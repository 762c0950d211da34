"""The solver's entry points: best_arrangement, HandSolver, meld_candidates, min_deadwood."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from ...core.cards import Card, CardsIn, parse_cards
from ...core.melds import TableMeld
from ...core.variants import Rules
from ..gc_pause import no_gc_pauses
from .answer import Arrangement, Outcome, resolve_objective
from .build import Builder
from .fast import fast_arrangement, fast_min_deadwood
from .limit import Limit
from .moves import FACE_BITS, SCALE, Layout, gains_for, hand_moves, joker_room
from .search import Search


def prepare(hand: Sequence[Card], rules: Rules, table: Sequence[TableMeld], objective: str,
             complete: bool = False):
    """Layout, moves and search for a hand (``complete``: keep splittable moves too)."""
    lay = Layout(hand, rules, len(table))
    gains = gains_for(rules, objective)
    moves = hand_moves(lay, rules, gains, table, complete)
    rooms = [joker_room(m, rules) for m in table] if lay.jokers else [0] * len(table)
    return lay, moves, Search(lay, moves, rooms, gains)


def best_arrangement(hand: CardsIn, rules: Rules, table: Sequence[TableMeld] = (), *,
                     objective: str | None = None,
                     limit: Limit | None = None) -> Arrangement:
    """The best way to lay down ``hand`` now: new melds plus lay-offs onto ``table``.

    ``hand`` is a list of cards, a list of their texts (``["7S", "7H"]``) or one text
    (``"7S 7H 7D JK"``).
    ``objective`` 'deadwood' minimises the value kept in hand; 'net' maximises
    placed value − value kept. Default: 'deadwood' for ``winner_collects`` scoring,
    'net' otherwise. Ties go to placing more cards. Exact, unless the search uses up
    ``limit`` (a :class:`Limit`: time and/or search nodes): then the answer is the best
    of a few greedy ones, with ``proven`` False.
    """
    if not table:  # (the fast path reads card texts itself: no card objects made)
        fast = fast_arrangement(hand, rules, resolve_objective(rules, objective))
        if fast is not None:
            return fast
    hand = parse_cards(hand)
    with no_gc_pauses():  # its objects are freed by reference counting: no 40 ms pauses
        return HandSolver(hand, rules, table, objective=objective).arrangement(hand, limit)



class HandSolver:
    """One search for ``cards`` and any part of them (the hand less a discard, the hand
    plus the top few pile cards): moves are generated once and exact values are shared,
    so solving many related hands costs little more than solving the largest."""

    def __init__(self, cards: CardsIn, rules: Rules,
                 table: Sequence[TableMeld] = (), *, objective: str | None = None):
        self.rules, self.table = rules, list(table)
        self.objective = resolve_objective(rules, objective)
        self.cards = list(parse_cards(cards))
        self.lay, _, self.search = prepare(self.cards, rules, self.table, self.objective)
        self.full = self.search.start()

    def state(self, cards: Sequence[Card]) -> int:
        """The packed state of ``cards`` (a part of the solver's cards)."""
        lay, state = self.lay, self.full & ~(self.lay.nat_mask | (15 << self.lay.joker_shift))
        for card in cards:
            if card.is_joker:
                state += (1 << lay.joker_shift) if lay.jokers else 0
            elif (f := lay.index[card.face]) in self.search.used:
                state += 1 << (FACE_BITS * f)
        return state

    def upper_bound(self, cards: Sequence[Card]) -> int:
        """A score that ``cards`` cannot beat (every useful card placed at its best; with
        the LP prices once a search computed them)."""
        return self.search.bound(self.state(cards)) // SCALE - self._value(cards)

    def lower_bound(self, cards: Sequence[Card], limit: Limit | None = None) -> int:
        """A score that ``cards`` reach: the best of the search's greedy passes (charged
        to ``limit`` as :meth:`outcome` charges them)."""
        search = self.search
        greedy, rest = search.greedy(self.state(cards))
        if limit is not None:
            limit.spend(len(search.orders[0]) // 4)
        return (sum(m.gain for m in greedy) + search.tail(rest)) // SCALE - self._value(cards)

    def _value(self, cards: Sequence[Card]) -> int:
        return sum(self.rules.card_value(c) for c in cards)

    def prime(self, limit: Limit | None = None) -> bool:
        """Compute the LP prices now (big hands), so that :meth:`upper_bound` of every
        part of the cards is the LP bound; False if ``limit``'s deadline came first."""
        return self.search.prepare(limit)

    def gain_bound(self, cards: Sequence[Card]) -> int:
        """A :attr:`Outcome.gain` that ``cards`` cannot beat."""
        return self.search.bound(self.state(cards))

    def outcome(self, cards: Sequence[Card], limit: Limit | None = None) -> Outcome:
        """Score and kept cards of ``cards`` (exact unless ``limit`` came first)."""
        with no_gc_pauses():
            moves, state, proven = self.search.path(self.state(cards), limit)
        gain = sum(m.gain for m in moves) + self.search.tail(state)
        placed = Counter(f for m in moves for f in m.faces)
        jokers = sum(m.jokers for m in moves) + self._lone_jokers(state)
        left, lay = [], self.lay
        for card in sorted(cards, key=Card.sort_key):
            if card.is_joker and lay.jokers:
                if jokers:
                    jokers -= 1
                    continue
            elif not card.is_joker and placed[f := lay.index[card.face]]:
                placed[f] -= 1
                continue
            left.append(card)
        return Outcome(gain // SCALE - self._value(cards), tuple(left), proven, gain)

    def reaches(self, cards: Sequence[Card], gain: int, limit: Limit | None = None,
                ) -> bool | None:
        """Does the best arrangement of ``cards`` reach :attr:`Outcome.gain` ``gain``?
        (None: ``limit`` came first.) Cheaper than :meth:`outcome` when it does not."""
        with no_gc_pauses():
            return self.search.reaches(self.state(cards), gain, limit)

    def _lone_jokers(self, state: int) -> int:
        return self.search.tail(state) // self.search.joker_gain if self.search.joker_gain > 0 else 0

    def arrangement(self, cards: Sequence[Card], limit: Limit | None = None) -> Arrangement:
        """The full :class:`Arrangement` of ``cards`` (a part of the solver's cards)."""
        lay, search = self.lay, self.search
        with no_gc_pauses():
            moves, state, proven = search.path(self.state(cards), limit)
        builder = Builder(lay, self.rules, self.table)
        mine = set(cards)
        builder.pools = [[c for c in pool if c in mine] for pool in lay.pools]
        builder.jokers = [c for c in lay.joker_cards if c in mine]
        for move in moves:
            builder.play(move)
        builder.join_runs()
        jokers = (state >> lay.joker_shift) & 15
        if jokers and search.joker_gain > 0:
            builder.lone_jokers(state, search.rooms, jokers)
        return builder.arrangement(self.objective, proven)


def meld_candidates(hand: CardsIn, rules: Rules) -> list[tuple[Card, ...]]:
    """Every group of ``hand`` cards that is a legal new meld, up to interchangeable
    copies and jokers (one representative per multiset of faces and joker count)."""
    lay = Layout(parse_cards(hand), rules, 0)
    out = []
    for move in hand_moves(lay, rules, gains_for(rules, "net"), (), complete=True):
        faces = [lay.pools[f][move.faces[:k].count(f)] for k, f in enumerate(move.faces)]
        out.append(tuple(faces) + tuple(lay.joker_cards[:move.jokers]))
    return out


def min_deadwood(hand: CardsIn, rules: Rules) -> int:
    """Smallest value that can stay in ``hand`` after melding (no table, no lay-offs)."""
    fast = fast_min_deadwood(hand, rules)  # (it reads card texts itself)
    if fast is not None:
        return fast
    hand = parse_cards(hand)
    with no_gc_pauses():
        _, _, search = prepare(hand, rules, (), "deadwood")
        placed = search.value(search.start()) // SCALE  # gains are points * SCALE + cards
    return sum(rules.card_value(c) for c in hand) - placed
