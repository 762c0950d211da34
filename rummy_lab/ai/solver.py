"""Exact meld solver: the best new melds and lay-offs for a hand, under any variant.

The hand is reduced to *face counts* (the two 7♥ of a two-deck game are
interchangeable, and so are jokers), packed into one integer with three bits a face,
five bits for the jokers and two bits per table meld. A *move* — one new meld, or
every card laid off onto one table meld — is packed the same way, so ``state - move``
plays it, and a guard bit per digit tells in one subtraction whether it fits.

The search branches on the lowest face still held (faces in rank order): play a move
that contains it, or leave one copy (every move holds a natural card, so this covers
everything except jokers laid off alone, counted in closed form at the end). It is a
branch and bound with memoised exact values, so it is exact. Its bound is the smaller
of the cards' best gains and, for large hands, their LP prices (the dual of the packing
LP, :mod:`rummy_lab.ai.lp_bound`: they bound every part of the hand, and they order
the moves); the search first looks for answers at the bound, then ever further below. Moves that split into two
smaller moves with the same cards and points (a 7-card run, a long lay-off chain) are
not generated; the answer joins touching runs again. Legality is generated from the
rules and confirmed with :mod:`rummy_lab.core.melds` (``meld_readings``, ``layoff_options``)
when the answer is built.

``min_deadwood`` and ``best_arrangement`` (without table melds) have a fast path for
one-deck, joker-free hands: 52-bit masks, run tables per suit row and a tiny exact
cover search.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import combinations, product
from time import perf_counter
from typing import NamedTuple

from ..core.cards import SUITS, Card, Suit, parse_cards
from ..core.errors import RummyError
from ..core.melds import (
    LayoffOption,
    Placed,
    Reading,
    TableMeld,
    _plain_reading,
    layoff_options,
    meld_readings,
    placed_value,
)
from ..core.runs import LOW_ACE, card_rank, run_window
from ..core.variants import Rules
from . import lp_bound

__all__ = ["Arrangement", "HandSolver", "Limit", "Outcome", "OutOfTime", "best_arrangement", "min_deadwood", "meld_candidates", "OBJECTIVES"]

OBJECTIVES = ("deadwood", "net")
_SCALE = 256  # a move gains points * _SCALE + cards: equal points go to placing more cards
_FACE_BITS = 3  # per face: two count bits (three decks at most) and a guard bit
_JOKER_BITS = 5  # four count bits and a guard bit
_TOKEN_BITS = 2  # per table meld: "still open" bit and a guard bit
_SUIT_INDEX = {s: i for i, s in enumerate(SUITS)}
_CHECK_EVERY = 512  # search nodes between two looks at the clock
_FAST_CARDS = 20  # best_arrangement takes the 52-bit fast path up to this many cards
_LP_CARDS = 18  # hands of this many useful cards or more get LP prices as a second bound


class OutOfTime(Exception):
    """The exact search used up its :class:`Limit` (the caller falls back to greedy)."""


@dataclass
class Limit:
    """How far searches may go: until ``deadline`` (a ``time.perf_counter()`` value) and
    for ``nodes`` search nodes (None: no bound). Searches record the nodes they ``used``,
    here and in the ``parent`` limit this one is a share of. A node limit gives the same
    answers on any machine; a deadline bounds the wait on a busy one."""

    deadline: float | None = None
    nodes: int | None = None
    used: int = 0
    parent: Limit | None = None

    def spend(self, nodes: int) -> None:
        self.used += nodes
        if self.parent is not None:
            self.parent.spend(nodes)

    def over(self) -> bool:
        return (self.nodes is not None and self.used >= self.nodes) or self.late()

    def late(self) -> bool:
        """Is the deadline past? (Work that is not counted in nodes stops only then.)"""
        return self.deadline is not None and perf_counter() > self.deadline

    def share(self, parts: int) -> Limit:
        """A limit for the next of ``parts`` tasks: an equal part of what is left."""
        parts = max(parts, 1)
        deadline = nodes = None
        if self.deadline is not None:
            now = perf_counter()
            deadline = now + max(0.0, self.deadline - now) / parts
        if self.nodes is not None:
            nodes = max(0, self.nodes - self.used) // parts
        return Limit(deadline, nodes, parent=self)


# -- the answer ------------------------------------------------------------------------

@dataclass(frozen=True)
class Arrangement:
    """What to lay down: new ``melds``, ``layoffs`` onto table melds, cards ``left``.

    ``proven`` is False when the search hit its limit and this is a greedy answer.
    ``layoffs`` are in playing order (a chain 8♣ then 9♣ onto a run ending at 7♣).
    ``deadwood`` is the value of ``left``; ``placed_value`` the value of every placed
    card (an ace melded low in A-2-3 counted by ``rules.ace_low_value``).
    """

    melds: tuple[Reading, ...]
    layoffs: tuple[tuple[Card, LayoffOption], ...]
    left: tuple[Card, ...]
    deadwood: int
    placed_value: int
    objective: str = "deadwood"
    proven: bool = True  # False: the limit came first; a good answer, maybe not the best

    @property
    def score(self) -> int:
        """The objective, higher is better: −deadwood, or placed − deadwood for 'net'."""
        if self.objective == "deadwood":
            return -self.deadwood
        return self.placed_value - self.deadwood

    @property
    def placed_count(self) -> int:
        return sum(len(m.placed) for m in self.melds) + len(self.layoffs)


def _objective(rules: Rules, objective: str | None) -> str:
    if objective is None:
        return "deadwood" if rules.scoring == "winner_collects" else "net"
    if objective not in OBJECTIVES:
        raise RummyError(f"Unknown objective {objective!r}: use 'deadwood' or 'net'.")
    return objective


# -- packing a hand ----------------------------------------------------------------------

class _Move(NamedTuple):
    """A new meld (``target`` -1) or a package of lay-offs onto table meld ``target``."""

    mask: int
    gain: int
    faces: tuple[int, ...]  # local face indices, with repeats
    jokers: int
    target: int = -1
    chain: tuple = ()  # lay-offs: ((position, face or -1 for a joker), ...) in order


class _Layout:
    """Faces of the hand (sorted), their physical cards and the packed-integer layout."""

    def __init__(self, hand: Sequence[Card], rules: Rules, n_table: int):
        if len(set(hand)) != len(hand):
            raise RummyError("The same physical card appears twice in the hand.")
        pools: dict[tuple[int, Suit], list[Card]] = {}
        self.joker_cards = sorted((c for c in hand if c.is_joker), key=lambda c: c.copy)
        for card in sorted((c for c in hand if not c.is_joker), key=Card.sort_key):
            suit = card.suit
            assert suit is not None  # jokers are filtered out above
            pools.setdefault((card.rank, suit), []).append(card)
        if any(len(p) > 3 for p in pools.values()) or len(self.joker_cards) > 15:
            raise RummyError("A hand holds at most three copies of a card and 15 jokers.")
        self.faces = sorted(pools, key=lambda f: (f[0], _SUIT_INDEX[f[1]]))
        self.pools = [pools[f] for f in self.faces]
        self.index = {f: i for i, f in enumerate(self.faces)}
        self.jokers = len(self.joker_cards) if rules.has_jokers else 0
        self.joker_shift = _FACE_BITS * len(self.faces)
        self.token_shift = self.joker_shift + _JOKER_BITS
        n = len(self.faces)
        self.nat_mask = sum(3 << (_FACE_BITS * i) for i in range(n))
        self.guard = (sum(4 << (_FACE_BITS * i) for i in range(n)) + (16 << self.joker_shift)
                      + sum(2 << (self.token_shift + _TOKEN_BITS * t) for t in range(n_table)))

    def count(self, i: int) -> int:
        return len(self.pools[i])

    def face_at(self, position: int, suit: Suit) -> int | None:
        """Local index of the run position's face (14 = high ace), None if not held."""
        return self.index.get((card_rank(position), suit))

    def token(self, t: int) -> int:
        return 1 << (self.token_shift + _TOKEN_BITS * t)

    def mask(self, faces: Sequence[int], jokers: int) -> int:
        return sum(1 << (_FACE_BITS * i) for i in faces) + (jokers << self.joker_shift)

    def full_state(self, n_table: int) -> int:
        state = sum(len(p) << (_FACE_BITS * i) for i, p in enumerate(self.pools))
        state += self.jokers << self.joker_shift
        return state + sum(self.token(t) for t in range(n_table))


class _Gains:
    """Gain of placing one card: value in hand (+ value placed, for 'net'), scaled."""

    def __init__(self, rules: Rules, objective: str):
        self.table = {}
        for rank in range(14):
            card = Card(rank, None if rank == 0 else Suit.SPADES)
            for low in (False, True):
                points = rules.card_value(card)
                if objective == "net":
                    points += rules.card_value(card, low_ace_in_run=low)
                self.table[rank, low] = points * _SCALE + 1
        self.joker = self.table[0, False]

    def natural(self, rank: int) -> int:
        return self.table[rank, False]

    def position(self, position: int) -> int:
        """Gain of a natural card at run position ``position`` (1 low ace, 14 high ace)."""
        return self.table[card_rank(position), position == LOW_ACE]


# -- generating moves ------------------------------------------------------------------

def _joker_swaps(present: list[tuple[int, int]], missing: int, jokers: int, min_nat: int,
                 keep_first: bool = False):
    """(naturals, jokers) choices for positions: missing ones need jokers, others may
    (``keep_first``: never the first one)."""
    for t in range(jokers - missing + 1):
        if len(present) - t < min_nat:
            return
        if not t:
            yield present, missing  # (not copied: callers only read it)
            continue
        for swapped in combinations(range(int(keep_first), len(present)), t):
            naturals = [p for k, p in enumerate(present) if k not in swapped]
            yield naturals, missing + t


def _set_choices(lay: _Layout, rank: int, suits: Sequence[Suit], distinct: bool):
    """Every multiset of held naturals of ``rank`` among ``suits``: tuples of faces."""
    held = [i for s in suits if (i := lay.index.get((rank, s))) is not None]
    ranges = [range(min(lay.count(i), 1 if distinct else 3) + 1) for i in held]
    for mult in product(*ranges):
        yield tuple(i for i, m in zip(held, mult) for _ in range(m))


def _set_splits(naturals: int, jokers: int, rules: Rules) -> bool:
    """Can a set of this many naturals and jokers be split into two legal sets?"""
    nat_min = max(1, rules.min_natural_cards)
    size = naturals + jokers
    return any(nat_min <= n1 <= s1 and nat_min <= naturals - n1 <= size - s1
               for s1 in range(rules.set_min, size - rules.set_min + 1)
               for n1 in range(naturals + 1))


def _new_set_moves(lay: _Layout, rules: Rules, gains: _Gains, rank: int, add,
                   complete: bool) -> None:
    min_nat = max(1, rules.min_natural_cards)
    limit = min(rules.set_max, 4) if rules.set_distinct_suits else rules.set_max
    for naturals in _set_choices(lay, rank, SUITS, rules.set_distinct_suits):
        if len(naturals) < min_nat:
            continue
        for j in range(lay.jokers + 1):
            size = len(naturals) + j
            if size > limit:
                break
            if size >= rules.set_min and (complete or not _set_splits(len(naturals), j, rules)):
                add(_Move(lay.mask(naturals, j), gains.natural(rank) * len(naturals)
                          + gains.joker * j, naturals, j))


def _run_splits(window: range, naturals: list[tuple], rules: Rules) -> bool:
    """Can this run be cut into two legal runs (same cards, same points)? ``naturals``
    are (position, face, ...) in position order."""
    nat_min, run_min, total = max(1, rules.min_natural_cards), rules.run_min, len(naturals)
    if len(window) < 2 * run_min or total < 2 * nat_min:
        return False
    below = 0  # naturals below the cut
    for edge in range(window[0] + run_min, window[-1] - run_min + 2):
        while below < total and naturals[below][0] < edge:
            below += 1
        if below >= nat_min and total - below >= nat_min:
            return True
    return False


def _suit_row(lay: _Layout, suit: Suit) -> list[int | None]:
    """Local face index of each run position 0..14 of ``suit`` (14 = high ace)."""
    return [None] + [lay.face_at(p, suit) for p in range(1, 15)]


def _new_run_moves(lay: _Layout, rules: Rules, gains: _Gains, suit: Suit, add: _Collector,
                   complete: bool) -> None:
    """Runs of ``suit``, jokers pushed to the high end (a run whose lowest card is a joker
    is also made one step higher). Unless ``complete``, a run that splits into two legal
    runs is skipped (its halves are moves too), which keeps long suits cheap. The mask
    and gain of the naturals are summed as the window grows."""
    window = run_window(rules)
    top = window.high
    min_nat = max(1, rules.min_natural_cards)
    longest = 2 * max(rules.run_min, min_nat + lay.jokers) - 1
    row = _suit_row(lay, suit)
    for a in range(window.low, top + 1):
        present: list[tuple[int, int, int, int]] = []  # (position, face, unit, gain)
        missing = mask = gain = 0
        for b in range(a, window.reach(a) + 1):
            if not complete and b - a >= longest:
                break
            face = row[b]
            if face is None:
                missing += 1
                if missing > lay.jokers:
                    break
            else:
                unit, worth = 1 << (_FACE_BITS * face), gains.position(b)
                present.append((b, face, unit, worth))
                mask, gain = mask + unit, gain + worth
            if b - a + 1 >= rules.run_min and (row[a] is not None or b == top):
                _window_moves(lay, rules, gains, range(a, b + 1), present, missing,
                              (mask, gain), add, complete, b == top)


def _window_moves(lay: _Layout, rules: Rules, gains: _Gains, window: range, present: list,
                  missing: int, total: tuple[int, int], add: _Collector, complete: bool,
                  at_top: bool) -> None:
    """The runs of one window: its naturals (``total``: their mask and gain), some of
    them swapped for jokers; the cards are listed only for moves that are kept."""
    min_nat = max(1, rules.min_natural_cards)
    # a run whose lowest card is a joker is the same cards one step higher, with the
    # joker on top (a move too), except at the top of the window
    if not at_top and present[0][0] != window[0]:
        return
    shift, joker = lay.joker_shift, gains.joker
    for naturals, j in _joker_swaps(present, missing, lay.jokers, min_nat, not at_top):
        mask, gain = total
        if len(naturals) < len(present):
            mask = sum(n[2] for n in naturals)
            gain = sum(n[3] for n in naturals)
        mask, gain = mask + (j << shift), gain + joker * j
        if add.wants(mask, gain) and (complete or not _run_splits(window, naturals, rules)):
            faces = tuple(n[1] for n in naturals)
            add.put(_Move(mask, gain, faces, j))


def _set_package_moves(lay: _Layout, rules: Rules, gains: _Gains, t: int, meld: TableMeld,
                       add) -> None:
    used = {p.suit for p in meld.placed}
    room = rules.set_max - len(meld)
    suits: Sequence[Suit] = SUITS
    if rules.set_distinct_suits:
        suits = [s for s in SUITS if s not in used]
        room = min(room, len(suits))
    for naturals in _set_choices(lay, meld.rank, suits, rules.set_distinct_suits):
        for j in range(lay.jokers + 1):
            if not naturals or len(naturals) + j > room:
                break
            add(_Move(lay.mask(naturals, j) + lay.token(t), gains.natural(meld.rank)
                      * len(naturals) + gains.joker * j, naturals, j, t,
                      tuple((meld.rank, i) for i in naturals) + ((meld.rank, -1),) * j))


def _chain(lay: _Layout, suit: Suit, positions: Sequence[int]) -> list[int]:
    """Jokers needed to fill the first k positions, for every k (stops past the jokers)."""
    need = [0]
    for p in positions:
        need.append(need[-1] + (lay.face_at(p, suit) is None))
        if need[-1] > lay.jokers:
            break
    return need


def _run_package_moves(lay: _Layout, rules: Rules, gains: _Gains, t: int, meld: TableMeld,
                       add, complete: bool) -> None:
    """Chains at both ends of a table run. A side that could be a new run on its own
    (long enough, enough naturals) is left to the new-run moves, so sides stay short."""
    window = run_window(rules)
    suit, lo, hi = meld.suit, meld.low, meld.high
    longest = 13 if complete else max(rules.run_min, max(1, rules.min_natural_cards)
                                      + lay.jokers) - 1
    low_pos = list(range(lo - 1, window.low - 1, -1))[:longest]
    high_pos = list(range(hi + 1, window.high + 1))[:longest]
    need_low, need_high = _chain(lay, suit, low_pos), _chain(lay, suit, high_pos)
    for k, miss_low in enumerate(need_low):
        for m, miss_high in enumerate(need_high):
            if miss_low + miss_high > lay.jokers:
                break
            if k + m == 0 or not window.fits(lo - k, hi + m):
                continue
            _chain_moves(lay, rules, gains, t, suit, low_pos[:k] + high_pos[:m], k,
                         miss_low + miss_high, add, complete)


def _side_is_a_run(positions: list[int], held: dict, rules: Rules) -> bool:
    naturals = sum(p in held for p in positions)
    return len(positions) >= rules.run_min and naturals >= max(1, rules.min_natural_cards)


def _chain_moves(lay: _Layout, rules: Rules, gains: _Gains, t: int, suit: Suit,
                 positions: list[int], k: int, missing: int, add, complete: bool) -> None:
    present = [(p, f) for p in positions if (f := lay.face_at(p, suit)) is not None]
    for naturals, j in _joker_swaps(present, missing, lay.jokers, 1):
        chosen = dict(naturals)
        if not complete and (_side_is_a_run(positions[:k], chosen, rules)
                             or _side_is_a_run(positions[k:], chosen, rules)):
            continue
        chain = tuple((p, chosen.get(p, -1)) for p in positions)
        faces = tuple(chosen.values())
        gain = sum(gains.position(p) for p in chosen) + gains.joker * j
        add(_Move(lay.mask(faces, j) + lay.token(t), gain, faces, j, t, (k, chain)))


class _Collector:
    """The distinct moves found so far: the best gain for each set of cards (mask)."""

    def __init__(self) -> None:
        self.best: dict[int, _Move] = {}

    def wants(self, mask: int, gain: int) -> bool:
        old = self.best.get(mask)
        return old is None or gain > old.gain

    def put(self, move: _Move) -> None:
        self.best[move.mask] = move

    def __call__(self, move: _Move) -> None:
        if self.wants(move.mask, move.gain):
            self.put(move)


def _moves(lay: _Layout, rules: Rules, gains: _Gains, table: Sequence[TableMeld],
           complete: bool = False) -> list[_Move]:
    """Distinct moves (best gain kept when several readings use the same cards). Unless
    ``complete``, moves that split into smaller moves of equal points are left out."""
    add = _Collector()
    by_rank: dict[int, int] = {}
    by_suit: dict[Suit, int] = {}
    for (rank, suit), pool in zip(lay.faces, lay.pools):
        by_rank[rank] = by_rank.get(rank, 0) + len(pool)
        by_suit[suit] = by_suit.get(suit, 0) + 1
    need = max(rules.min_natural_cards, 1)
    for rank, n in by_rank.items():
        if n >= need and n + lay.jokers >= rules.set_min:
            _new_set_moves(lay, rules, gains, rank, add, complete)
    for suit, n in by_suit.items():
        if n >= need and n + lay.jokers >= rules.run_min:
            _new_run_moves(lay, rules, gains, suit, add, complete)
    for t, meld in enumerate(table):
        if meld.kind == "set":
            _set_package_moves(lay, rules, gains, t, meld, add)
        else:
            _run_package_moves(lay, rules, gains, t, meld, add, complete)
    return list(add.best.values())


# -- the search ------------------------------------------------------------------------

def _joker_room(meld: TableMeld, rules: Rules) -> int:
    """How many jokers alone can still be laid off onto ``meld``."""
    if meld.kind == "set":
        room = rules.set_max - len(meld)
        if rules.set_distinct_suits:
            room = min(room, 4 - len({p.suit for p in meld.placed}))
        return max(room, 0)
    return run_window(rules).room(meld.low, meld.high)


class _Search:
    """Branch and bound on the lowest held face: play a move that holds it, or leave one
    copy. Exact values are memoised; a state whose value was only bounded (it could not
    beat the best already found) is remembered with that bound.

    The optimistic bound is the smaller of two. One: the best gain of every card still
    held, except that cards that only ever meld with a joker ("needy" faces) count for at
    most ``rescue`` per joker held (the most needy gain one joker ever brings into a
    move). Two, for hands of :data:`_LP_CARDS` cards or more: the sum of the cards'
    LP prices (:mod:`rummy_lab.ai.lp_bound`), which bound every part of the hand.
    """

    def __init__(self, lay: _Layout, moves: list[_Move], rooms: list[int], gains: _Gains):
        self.lay, self.moves = lay, moves
        self.face_bound = [max(0, gains.table[r, False], gains.table[r, r == 1])
                           for r, _ in lay.faces]
        self.joker_bound = max(0, gains.joker)
        free = {f for m in moves if not m.jokers for f in m.faces}
        self.needy = [f not in free for f in range(len(lay.faces))]
        self.used = {f for m in moves for f in m.faces}
        self.rooms = rooms
        self.joker_gain = gains.joker
        self.rescue = 0
        for move in moves:
            if move.jokers:
                needy = self.split(move.faces, move.jokers)[1]
                self.rescue = max(self.rescue, -(-needy // move.jokers))
        self.prices: list[int] | None = None  # set by prepare()
        self.by_face: list[list[tuple]] = []
        self.ready = False
        self.exact: dict[int, int] = {}
        self.bounded: dict[int, int] = {}
        self.choice: dict[int, _Move | None] = {}
        self.orders = [sorted(moves, key=key) for key in (
            lambda m: (m.jokers, -m.gain),  # keep jokers for later, big moves first
            lambda m: (m.jokers, -m.gain / (len(m.faces) + m.jokers)),  # dense moves first
            lambda m: -m.gain)]

    def prepare(self, limit: Limit | None = None) -> bool:
        """Compute the LP prices (big hands only) and the search's move lists, once; the
        first answers (greedy, the cheap bound) do without them. False, to be done later,
        if ``limit``'s deadline comes first (nodes do not count LP work: a node limit
        gives the same answer everywhere); with a deadline, also while numpy is not yet
        imported (:func:`~rummy_lab.ai.lp_bound.warm_up` does it ahead of time)."""
        if self.ready:
            return True
        if limit is not None and limit.late():
            return False
        moves = self.moves
        over = limit.late if limit is not None and limit.deadline is not None else None
        got = self._prices(moves, over)
        if got is None:
            return False
        self.prices, packing = got
        with_prices = self.prices is not None
        priced = [((self.price(m) - m.gain) if with_prices else 0, m.jokers, -packing[k],
                   -m.gain, k, m) for k, m in enumerate(moves)]
        priced.sort()  # moves the LP prices fully and uses most first
        self.by_face = [[] for _ in self.lay.faces]
        for cost, *_, move in priced:
            sure, needy = self.split(move.faces, move.jokers)
            self.by_face[min(move.faces)].append((move.mask, move.gain, sure, needy,
                                                  cost + move.gain if with_prices else 0,
                                                  move))
        if self.prices is not None:  # the LP's packing, rounded
            self.orders.append([p[-1] for p in sorted(priced, key=lambda p: p[2])])
        self.ready = True
        return True

    def _prices(self, moves: list[_Move], over: Callable[[], bool] | None = None,
                ) -> tuple[list[int] | None, list[float]] | None:
        """LP prices of the faces, then the jokers, then each table meld, and the LP's
        packing (a value per move); None and zeros for small hands (their search is
        quicker than the LP). None if ``over()`` came first, or numpy is not imported
        yet and there is an ``over``."""
        lay, n = self.lay, len(self.lay.faces)
        cards = sum(lay.count(f) for f in self.used) + lay.jokers
        if cards < _LP_CARDS or not moves:
            return None, [0.0] * len(moves)
        columns = []
        for move in moves:
            column: dict[int, int] = {}
            for f in move.faces:
                column[f] = column.get(f, 0) + 1
            if move.jokers:
                column[n] = move.jokers
            if move.target >= 0:
                column[n + 1 + move.target] = 1
            columns.append(list(column.items()))
        gains = [m.gain for m in moves]
        if lay.jokers and self.joker_gain > 0 and any(self.rooms):
            columns.append([(n, 1)])  # a joker laid off alone
            gains.append(self.joker_gain)
        caps = [lay.count(f) for f in range(n)] + [lay.jokers] + [1] * len(self.rooms)
        if over is not None and not lp_bound.warm():
            return None
        solved = lp_bound.dual_prices(columns, caps, gains, over)
        if solved is None:
            return None
        return solved[0], solved[1][:len(moves)]

    def price(self, move: _Move) -> int:
        """The LP prices of a move's cards (0 without prices)."""
        if self.prices is None:
            return 0
        n = len(self.lay.faces)
        return (sum(self.prices[f] for f in move.faces) + move.jokers * self.prices[n]
                + (self.prices[n + 1 + move.target] if move.target >= 0 else 0))

    def priced(self, state: int) -> int:
        """The LP bound of ``state`` (a very large number without prices)."""
        if self.prices is None:
            return 1 << 62
        lay, n = self.lay, len(self.lay.faces)
        total = sum(self.prices[f] * ((state >> (_FACE_BITS * f)) & 3) for f in range(n))
        total += self.prices[n] * ((state >> lay.joker_shift) & 15)
        return total + sum(self.prices[n + 1 + t] for t in range(len(self.rooms))
                           if state & lay.token(t))

    def split(self, faces: Sequence[int], jokers: int) -> tuple[int, int]:
        """Optimistic gains of these cards (faces with repeats): (jokers and sure
        faces, needy faces)."""
        sure = needy = 0
        for f in faces:
            if self.needy[f]:
                needy += self.face_bound[f]
            else:
                sure += self.face_bound[f]
        return sure + jokers * self.joker_bound, needy

    def start(self) -> int:
        """The hand's state, without faces that no move uses (they always stay)."""
        state = self.lay.full_state(len(self.rooms))
        for f in set(range(len(self.lay.faces))) - self.used:
            state -= self.lay.count(f) << (_FACE_BITS * f)
        return state

    def tail(self, state: int) -> int:
        """Only jokers left: lay them off alone onto table melds that got no package."""
        jokers = (state >> self.lay.joker_shift) & 15
        if not jokers or self.joker_gain <= 0:
            return 0
        room = sum(r for t, r in enumerate(self.rooms) if state & self.lay.token(t))
        return min(jokers, room) * self.joker_gain

    def searcher(self, limit: Limit | None = None):
        """The recursive search as a closure (locals are faster than attributes).

        ``best(state, sure, needy, lp, alpha)`` is the exact value of ``state`` if it
        exceeds ``alpha``, else an upper bound ≤ alpha; ``sure`` and ``needy`` are
        :meth:`split` of the cards in ``state``, ``lp`` its :meth:`priced` bound. Exact states remember their best move
        in ``self.choice`` (None: leave one card). Once ``limit`` is used up it raises
        :class:`OutOfTime`; what it stored until then stays true. Returns ``best`` and
        the count of nodes not yet spent from ``limit``.
        """
        self.prepare()
        exact, bounded, choice, tail = self.exact, self.bounded, self.choice, self.tail
        nat_mask, guard, shift, rescue = (self.lay.nat_mask, self.lay.guard,
                                          self.lay.joker_shift, self.rescue)
        info = {}
        for f, moves in enumerate(self.by_face):
            unit = 1 << (_FACE_BITS * f)
            cost = (0, self.face_bound[f]) if self.needy[f] else (self.face_bound[f], 0)
            price = self.prices[f] if self.prices is not None else 0
            info[unit] = info[unit << 1] = (moves, unit) + cost + (price,)
        clock = [0]

        def best(state: int, sure: int, needy: int, lp: int, alpha: int) -> int:
            value = exact.get(state)
            if value is not None:
                return value
            bound = sure + min(needy, ((state >> shift) & 15) * rescue)
            if bound <= alpha or lp <= alpha:
                if lp < bound:
                    bound = lp
                return bound
            value = bounded.get(state)
            if value is not None and value <= alpha:
                return value
            nat = state & nat_mask
            if not nat:
                value = exact[state] = tail(state)
                return value
            if limit is not None:
                clock[0] += 1
                if clock[0] == _CHECK_EVERY:
                    clock[0] = 0
                    limit.spend(_CHECK_EVERY)
                    if limit.over():
                        raise OutOfTime
            moves, unit, unit_sure, unit_needy, unit_lp = info[nat & -nat]
            lifted = state | guard
            value, floor, pick = -1, alpha, None
            for mask, gain, cost_sure, cost_needy, cost_lp, move in moves:
                if cost_lp - gain >= lp - floor:  # LP order: so are the later moves
                    if lp - cost_lp + gain > value:
                        value, pick = lp - cost_lp + gain, None
                    break
                if (lifted - mask) & guard == guard:
                    got = gain + best(state - mask, sure - cost_sure, needy - cost_needy,
                                      lp - cost_lp, floor - gain)
                    if got > value:
                        value, pick = got, move
                        if got > floor:
                            floor = got
            got = best(state - unit, sure - unit_sure, needy - unit_needy, lp - unit_lp, floor)
            if got > value:
                value, pick = got, None
            if value > alpha:
                exact[state] = value
                choice[state] = pick
            else:
                bounded[state] = value
            return value

        return best, clock

    def split_state(self, state: int) -> tuple[int, int]:
        """:meth:`split` of the cards in ``state``."""
        faces = [f for f in range(len(self.lay.faces))
                 for _ in range((state >> (_FACE_BITS * f)) & 3)]
        return self.split(faces, (state >> self.lay.joker_shift) & 15)

    def bound(self, state: int) -> int:
        """A gain that ``state`` cannot beat (the search's first bound)."""
        sure, needy = self.split_state(state)
        return min(sure + min(needy, ((state >> self.lay.joker_shift) & 15) * self.rescue),
                   self.priced(state))

    def value(self, state: int, limit: Limit | None = None, floor: int = 0) -> int:
        """Exact best total gain from ``state`` (an answer's path is then in ``choice``),
        known to be at least ``floor`` (a greedy answer's gain: the search only looks
        for better). The search first only looks for answers near the bound (with
        LP prices, it is often reached), then ever further below it."""
        sure, needy = self.split_state(state)
        lp = self.priced(state)
        best, clock = self.searcher(limit)
        top, step = self.bound(state), _SCALE
        try:
            while True:
                alpha = max(floor - 1, top - step)
                got = best(state, sure, needy, lp, alpha)
                if got > alpha or alpha < floor:
                    return got
                top, step = got, step * 4
        finally:
            if limit is not None:
                limit.spend(clock[0])

    def path(self, state: int, limit: Limit | None = None) -> tuple[list[_Move], int, bool]:
        """The moves of one optimal answer, the state left (jokers and tokens) and True;
        past ``limit``, the greedy answer's moves, its state and False (True if the
        bound shows that the greedy answer is best)."""
        greedy, rest = self.greedy(state)
        if limit is not None:  # the greedy passes cost about a node per 4 moves
            limit.spend(len(self.orders[0]) // 4)
        floor = sum(m.gain for m in greedy) + self.tail(rest)
        if floor >= self.bound(state):  # the cheap bound, or the LP's once computed
            return greedy, rest, True
        if not self.prepare(limit):  # no time left for the LP prices and the search
            return greedy, rest, False
        if len(self.orders) > 3:  # the LP's greedy pass, and its bound
            greedy, rest = self.greedy(state)
            floor = sum(m.gain for m in greedy) + self.tail(rest)
            if floor >= self.bound(state):
                return greedy, rest, True
        try:
            if limit is not None and limit.over() and state not in self.exact:
                raise OutOfTime
            self.value(state, limit, floor)
        except OutOfTime:
            return greedy, rest, False
        chosen = []
        while nat := state & self.lay.nat_mask:
            move = self.choice[state]
            if move is None:
                state -= 1 << (_FACE_BITS * (((nat & -nat).bit_length() - 1) // _FACE_BITS))
            else:
                chosen.append(move)
                state -= move.mask
        return chosen, state, True

    def greedy(self, state: int) -> tuple[list[_Move], int]:
        """A quick answer: the best of a few greedy passes (each plays every move that
        still fits, in its own order); then the state left without natural cards."""
        guard, best = self.lay.guard, -1
        kept: tuple[list[_Move], int] = ([], state)
        for order in self.orders:
            chosen, rest = [], state
            for move in order:
                if ((rest | guard) - move.mask) & guard == guard:
                    chosen.append(move)
                    rest -= move.mask
            rest &= ~self.lay.nat_mask
            gain = sum(m.gain for m in chosen) + self.tail(rest)
            if gain > best:
                best, kept = gain, (chosen, rest)
        return kept


# -- turning moves into cards ------------------------------------------------------------

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


class _Builder:
    """Hands out physical cards for the chosen moves and records the lay-offs."""

    def __init__(self, lay: _Layout, rules: Rules, table: Sequence[TableMeld]):
        self.lay, self.rules = lay, rules
        self.pools = [list(p) for p in lay.pools]
        self.jokers = list(lay.joker_cards)
        self.table = list(table)
        self.melds: list[Reading] = []
        self.layoffs: list[tuple[Card, LayoffOption]] = []
        self.placed = 0

    def card(self, face: int) -> Card:
        return self.jokers.pop(0) if face < 0 else self.pools[face].pop(0)

    def play(self, move: _Move) -> None:
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
                      key=lambda m: (_SUIT_INDEX[m.placed[0].suit], m.placed[0].rank))
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


# -- public API ------------------------------------------------------------------------

@functools.lru_cache(maxsize=64)
def _gains(rules: Rules, objective: str) -> _Gains:
    """Gains for these rules (a Rules hashes once, so the lookup is cheap)."""
    return _Gains(rules, objective)


def _prepare(hand: Sequence[Card], rules: Rules, table: Sequence[TableMeld], objective: str,
             complete: bool = False):
    """Layout, moves and search for a hand (``complete``: keep splittable moves too)."""
    lay = _Layout(hand, rules, len(table))
    gains = _gains(rules, objective)
    moves = _moves(lay, rules, gains, table, complete)
    rooms = [_joker_room(m, rules) for m in table] if lay.jokers else [0] * len(table)
    return lay, moves, _Search(lay, moves, rooms, gains)


def _cards(hand: Sequence[Card] | str) -> Sequence[Card]:
    """Cards as given, or parsed from text such as ``"7S 7H 7D JK"``."""
    return parse_cards(hand) if isinstance(hand, str) else hand


def best_arrangement(hand: Sequence[Card] | str, rules: Rules, table: Sequence[TableMeld] = (), *,
                     objective: str | None = None,
                     limit: Limit | None = None) -> Arrangement:
    """The best way to lay down ``hand`` now: new melds plus lay-offs onto ``table``.

    ``hand`` is a list of cards or text (``"7S 7H 7D JK"``).
    ``objective`` 'deadwood' minimises the value kept in hand; 'net' maximises
    placed value − value kept. Default: 'deadwood' for ``winner_collects`` scoring,
    'net' otherwise. Ties go to placing more cards. Exact, unless the search uses up
    ``limit`` (a :class:`Limit`: time and/or search nodes): then the answer is the best
    of a few greedy ones, with ``proven`` False.
    """
    hand = _cards(hand)
    if not table and len(hand) <= _FAST_CARDS:
        fast = _fast_arrangement(hand, rules, _objective(rules, objective))
        if fast is not None:
            return fast
    return HandSolver(hand, rules, table, objective=objective).arrangement(hand, limit)


@dataclass(frozen=True)
class Outcome:
    """A quick answer for some cards: the objective value (``score``, as
    :attr:`Arrangement.score`), the cards kept in hand, and whether it is proven best."""

    score: int
    left: tuple[Card, ...]
    proven: bool


class HandSolver:
    """One search for ``cards`` and any part of them (the hand less a discard, the hand
    plus the top few pile cards): moves are generated once and exact values are shared,
    so solving many related hands costs little more than solving the largest."""

    def __init__(self, cards: Sequence[Card] | str, rules: Rules,
                 table: Sequence[TableMeld] = (), *, objective: str | None = None):
        self.rules, self.table = rules, list(table)
        self.objective = _objective(rules, objective)
        self.cards = list(_cards(cards))
        self.lay, _, self.search = _prepare(self.cards, rules, self.table, self.objective)
        self.full = self.search.start()

    def state(self, cards: Sequence[Card]) -> int:
        """The packed state of ``cards`` (a part of the solver's cards)."""
        lay, state = self.lay, self.full & ~(self.lay.nat_mask | (15 << self.lay.joker_shift))
        for card in cards:
            if card.is_joker:
                state += (1 << lay.joker_shift) if lay.jokers else 0
            elif (f := lay.index[card.face]) in self.search.used:
                state += 1 << (_FACE_BITS * f)
        return state

    def upper_bound(self, cards: Sequence[Card]) -> int:
        """A score that ``cards`` cannot beat (every useful card placed at its best; with
        the LP prices once a search computed them)."""
        return self.search.bound(self.state(cards)) // _SCALE - self._value(cards)

    def _value(self, cards: Sequence[Card]) -> int:
        return sum(self.rules.card_value(c) for c in cards)

    def outcome(self, cards: Sequence[Card], limit: Limit | None = None) -> Outcome:
        """Score and kept cards of ``cards`` (exact unless ``limit`` came first)."""
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
        return Outcome(gain // _SCALE - self._value(cards), tuple(left), proven)

    def _lone_jokers(self, state: int) -> int:
        return self.search.tail(state) // self.search.joker_gain if self.search.joker_gain > 0 else 0

    def arrangement(self, cards: Sequence[Card], limit: Limit | None = None) -> Arrangement:
        """The full :class:`Arrangement` of ``cards`` (a part of the solver's cards)."""
        lay, search = self.lay, self.search
        moves, state, proven = search.path(self.state(cards), limit)
        builder = _Builder(lay, self.rules, self.table)
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


def meld_candidates(hand: Sequence[Card] | str, rules: Rules) -> list[tuple[Card, ...]]:
    """Every group of ``hand`` cards that is a legal new meld, up to interchangeable
    copies and jokers (one representative per multiset of faces and joker count)."""
    lay = _Layout(_cards(hand), rules, 0)
    out = []
    for move in _moves(lay, rules, _gains(rules, "net"), (), complete=True):
        faces = [lay.pools[f][move.faces[:k].count(f)] for k, f in enumerate(move.faces)]
        out.append(tuple(faces) + tuple(lay.joker_cards[:move.jokers]))
    return out


def min_deadwood(hand: Sequence[Card] | str, rules: Rules) -> int:
    """Smallest value that can stay in ``hand`` after melding (no table, no lay-offs)."""
    hand = _cards(hand)
    fast = _fast_min_deadwood(hand, rules)
    if fast is not None:
        return fast
    _, _, search = _prepare(hand, rules, (), "deadwood")
    placed = search.value(search.start()) // _SCALE  # gains are points * _SCALE + cards
    return sum(rules.card_value(c) for c in hand) - placed


# -- fast path: one deck, no jokers ------------------------------------------------------


@functools.lru_cache(maxsize=64)
def _fast_tables(rules: Rules, objective: str | None = None) -> tuple:
    """(worth of a set card by rank, set moves by rank and suit pattern, one run cache per
    suit, worth of a run card by position) for these rules. A card's worth is its value
    (``objective`` None: for min_deadwood) or its search gain for ``objective``."""
    if objective is None:
        values = [0] + [rules.card_value(Card(r, Suit.SPADES)) for r in range(1, 14)]
        run_worth = [0] + [values[card_rank(p)] for p in range(1, 15)]
    else:
        gains = _gains(rules, objective)
        values = [0] + [gains.natural(r) for r in range(1, 14)]
        run_worth = [0] + [gains.position(p) for p in range(1, 15)]
    sizes = range(max(rules.set_min, rules.min_natural_cards), min(rules.set_max, 4) + 1)
    sets: list[list[tuple[tuple[int, int], ...]]] = [[() for _ in range(16)] for _ in range(14)]
    for rank in range(1, 14):
        for pattern in range(16):
            suits = [s for s in range(4) if pattern >> s & 1]
            sets[rank][pattern] = tuple(
                (sum(1 << (13 * s + rank - 1) for s in group), values[rank] * n)
                for n in sizes for group in combinations(suits, n))
    return (values, sets, ({}, {}, {}, {}), run_worth)


def _row_runs(row: int, suit: int, rules: Rules, worth: list[int]) -> tuple:
    """Runs within one suit's 13-bit row as (52-bit mask, worth); bit 13 is a high ace."""
    window = run_window(rules)
    width = window.high
    bits = sum(1 << (p - 1) for p in range(window.low, width + 1)
               if row >> (card_rank(p) - 1) & 1)
    out = []
    start = None
    for i in range(width + 1):
        if i < width and bits >> i & 1:
            start = i if start is None else start
            continue
        if start is not None:
            for a in range(start, i - rules.run_min + 1):
                for b in range(a + rules.run_min, i + 1):
                    if window.fits(a + 1, b):
                        span = ((1 << (b - a)) - 1) << a
                        out.append((((span & 0x1FFF) | (span >> 13)) << (13 * suit),
                                    sum(worth[k + 1] for k in range(a, b))))
        start = None
    return tuple(out)


def _fast_moves(hand: Sequence[Card], rules: Rules,
                objective: str | None) -> tuple[list[tuple[int, int]], int] | None:
    """(moves as (52-bit mask, worth), total value of the hand) of a one-deck, joker-free
    hand; None for any other hand."""
    values, sets, run_caches, run_worth = _fast_tables(rules, objective)
    rows = [0, 0, 0, 0]
    patterns = [0] * 14
    counts = [0] * 14
    full = []
    total = 0
    for card in hand:
        rank = card.rank
        if not rank:
            return None
        s = card.suit_index  # a natural card's ♠♥♦♣ index, 0-3
        bit = 1 << (rank - 1)
        if rows[s] & bit:
            return None
        rows[s] |= bit
        patterns[rank] |= 1 << s
        total += values[rank]
        counts[rank] += 1
        if counts[rank] == 3:
            full.append(rank)
    moves: list[tuple[int, int]] = []
    for s in range(4):
        cache = run_caches[s]
        runs = cache.get(rows[s])
        if runs is None:
            runs = cache[rows[s]] = _row_runs(rows[s], s, rules, run_worth)
        moves += runs
    for rank in full:
        moves += sets[rank][patterns[rank]]
    return moves, total


def _fast_min_deadwood(hand: Sequence[Card], rules: Rules) -> int | None:
    """Min deadwood of a one-deck, joker-free hand over 52-bit masks; None otherwise."""
    found = _fast_moves(hand, rules, None)
    if found is None:
        return None
    moves, total = found
    return total - _best_cover(moves)


def _fast_arrangement(hand: Sequence[Card], rules: Rules, objective: str) -> Arrangement | None:
    """:func:`best_arrangement` of a one-deck, joker-free hand with no table (52-bit
    masks, as :func:`_fast_min_deadwood`); None for any other hand."""
    found = _fast_moves(hand, rules, objective)
    if found is None:
        return None
    by_bit = {1 << (13 * card.suit_index + card.rank - 1): card for card in hand}
    run_worth = _fast_tables(rules, objective)[3]
    sets: list[Reading] = []
    runs: list[tuple[int, int, list[Card]]] = []
    covered = 0
    for mask, _ in _cover_moves(found[0]):
        covered |= mask
        cards = [by_bit[mask & -mask]]
        while mask := mask & (mask - 1):
            cards.append(by_bit[mask & -mask])
        ranks = {c.rank for c in cards}
        if len(ranks) == 1:
            sets.append(_plain_reading(0, cards))
            continue
        high = 13 in ranks and 1 in ranks and (
            len(cards) < 13 or run_worth[14] > run_worth[1])  # A-K or 2-A: the better
        by_pos = sorted(cards, key=lambda c: 14 if high and c.rank == 1 else c.rank)
        runs.append((cards[0].suit_index, by_pos[0].rank, by_pos))
    runs.sort(key=lambda r: (r[0], r[1]))
    melds: list[Reading] = []
    low_aces = 0
    for k, (suit, low, cards) in enumerate(runs):  # touching runs of a suit: one run
        low_aces += low == LOW_ACE
        if k and runs[k - 1][0] == suit and runs[k - 1][1] + len(runs[k - 1][2]) == low:
            low, cards = runs[k - 1][1], runs[k - 1][2] + cards
            melds.pop()
        runs[k] = (suit, low, cards)
        melds.append(_plain_reading(low, cards))
    values = _fast_tables(rules)[0]
    # bits are suit-major, rank-minor: the order of Card.sort_key
    left = tuple(card for bit, card in sorted(by_bit.items()) if not bit & covered)
    deadwood = sum(values[c.rank] for c in left)
    placed = sum(values[c.rank] for c in hand) - deadwood
    if low_aces:
        ace = Card(LOW_ACE, Suit.SPADES)
        placed += low_aces * (rules.card_value(ace, low_ace_in_run=True) - values[LOW_ACE])
    return Arrangement(tuple(melds + sets), (), left, deadwood, placed, objective)


def _cover_moves(moves: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The moves of one best cover (as :func:`_best_cover` values it)."""
    union = size = 0
    for m, _ in moves:
        union |= m
        size += m.bit_count()
    if size == union.bit_count():
        return moves
    by_low: dict[int, list[tuple[int, int]]] = {}
    for m, v in moves:
        by_low.setdefault(m & -m, []).append((m, v))
    memo: dict[int, int] = {}
    chosen, rem = [], union
    while rem:
        low = rem & -rem
        if low not in by_low:
            rem ^= low
            continue
        value = _cover_search(rem, by_low, memo)
        if (_cover_search(rem ^ low, by_low, memo) if rem ^ low else 0) == value:
            rem ^= low
            continue
        for m, v in by_low[low]:
            if m & rem == m and v + (_cover_search(rem ^ m, by_low, memo) if rem ^ m else 0) \
                    == value:
                chosen.append((m, v))
                rem ^= m
                break
    return chosen


def _best_cover(moves: list[tuple[int, int]]) -> int:
    """Largest total value of pairwise disjoint moves (masks over the 52 cards)."""
    if len(moves) <= 1:
        return moves[0][1] if moves else 0
    union = size = 0
    for m, _ in moves:
        union |= m
        size += m.bit_count()
    if size == union.bit_count():
        return sum(v for _, v in moves)
    by_low: dict[int, list[tuple[int, int]]] = {}
    for m, v in moves:
        by_low.setdefault(m & -m, []).append((m, v))
    return _cover_search(union, by_low, {})


def _cover_search(rem: int, by_low: dict, memo: dict) -> int:
    value = memo.get(rem)
    if value is not None:
        return value
    key = rem
    low = rem & -rem
    while low not in by_low:  # no move starts at this card: it stays
        rem ^= low
        if not rem:
            memo[key] = 0
            return 0
        low = rem & -rem
    value = _cover_search(rem ^ low, by_low, memo) if rem ^ low else 0
    for m, v in by_low[low]:
        if m & rem == m:
            got = v + (_cover_search(rem ^ m, by_low, memo) if rem ^ m else 0)
            if got > value:
                value = got
    memo[key] = value
    return value
