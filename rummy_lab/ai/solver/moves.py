"""Packing a hand into one integer (face counts, jokers, table melds) and generating its moves."""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from itertools import combinations, product
from typing import NamedTuple

from ...core.cards import SUITS, Card, Suit
from ...core.errors import RummyError
from ...core.melds import TableMeld
from ...core.runs import LOW_ACE, MAX_RUN, card_rank, run_window
from ...core.variants import Rules

SCALE = 256  # a move gains points * SCALE + cards: equal points go to placing more cards
FACE_BITS = 3  # per face: two count bits (three decks at most) and a guard bit
JOKER_BITS = 5  # four count bits and a guard bit
TOKEN_BITS = 2  # per table meld: "still open" bit and a guard bit
SUIT_INDEX = {s: i for i, s in enumerate(SUITS)}
LP_CARDS = 18  # hands of this many useful cards or more get LP prices as a second bound


class Move(NamedTuple):
    """A new meld (``target`` -1) or a package of lay-offs onto table meld ``target``."""

    mask: int
    gain: int
    faces: tuple[int, ...]  # local face indices, with repeats
    jokers: int
    target: int = -1
    chain: tuple = ()  # lay-offs: ((position, face or -1 for a joker), ...) in order


class Layout:
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
        self.faces = sorted(pools, key=lambda f: (f[0], SUIT_INDEX[f[1]]))
        self.pools = [pools[f] for f in self.faces]
        self.index = {f: i for i, f in enumerate(self.faces)}
        self.jokers = len(self.joker_cards) if rules.has_jokers else 0
        self.joker_shift = FACE_BITS * len(self.faces)
        self.token_shift = self.joker_shift + JOKER_BITS
        n = len(self.faces)
        self.nat_mask = sum(3 << (FACE_BITS * i) for i in range(n))
        self.guard = (sum(4 << (FACE_BITS * i) for i in range(n)) + (16 << self.joker_shift)
                      + sum(2 << (self.token_shift + TOKEN_BITS * t) for t in range(n_table)))

    def count(self, i: int) -> int:
        return len(self.pools[i])

    def face_at(self, position: int, suit: Suit) -> int | None:
        """Local index of the run position's face (14 = high ace), None if not held."""
        return self.index.get((card_rank(position), suit))

    def token(self, t: int) -> int:
        return 1 << (self.token_shift + TOKEN_BITS * t)

    def mask(self, faces: Sequence[int], jokers: int) -> int:
        return sum(1 << (FACE_BITS * i) for i in faces) + (jokers << self.joker_shift)

    def full_state(self, n_table: int) -> int:
        state = sum(len(p) << (FACE_BITS * i) for i, p in enumerate(self.pools))
        state += self.jokers << self.joker_shift
        return state + sum(self.token(t) for t in range(n_table))


class Gains:
    """Gain of placing one card: value in hand (+ value placed, for 'net'), scaled."""

    def __init__(self, rules: Rules, objective: str):
        self.table = {}
        for rank in range(14):
            card = Card(rank, None if rank == 0 else Suit.SPADES)
            for low in (False, True):
                points = rules.card_value(card)
                if objective == "net":
                    points += rules.card_value(card, low_ace_in_run=low)
                self.table[rank, low] = points * SCALE + 1
        self.joker = self.table[0, False]

    def natural(self, rank: int) -> int:
        return self.table[rank, False]

    def position(self, position: int) -> int:
        """Gain of a natural card at run position ``position`` (1 low ace, 14 high ace)."""
        return self.table[card_rank(position), position == LOW_ACE]


# -- generating moves ------------------------------------------------------------------

def _joker_swaps(present: list[tuple[int, int]], missing: int, jokers: int, min_nat: int):
    """(naturals, jokers) choices for positions: missing ones need jokers, others may."""
    for t in range(jokers - missing + 1):
        if len(present) - t < min_nat:
            return
        if not t:
            yield present, missing  # (not copied: callers only read it)
            continue
        for swapped in combinations(range(len(present)), t):
            naturals = [p for k, p in enumerate(present) if k not in swapped]
            yield naturals, missing + t


def _set_choices(lay: Layout, rank: int, suits: Sequence[Suit], distinct: bool):
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


def _new_set_moves(lay: Layout, rules: Rules, gains: Gains, rank: int, add,
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
                add(Move(lay.mask(naturals, j), gains.natural(rank) * len(naturals)
                          + gains.joker * j, naturals, j))


def _run_splits(naturals: list[int], extra: int, rooms: tuple[int, int], rules: Rules) -> bool:
    """Can a run of these natural positions (ascending), its gaps filled by jokers and
    ``extra`` more jokers at its ends (at most ``rooms`` below and above), be cut into
    two legal runs (same cards, same positions, so same points)?"""
    nat_min, run_min = max(1, rules.min_natural_cards), rules.run_min
    first, last = naturals[0], naturals[-1]
    for i in range(nat_min, len(naturals) - nat_min + 1):
        gap = naturals[i] - naturals[i - 1] - 1  # its jokers may go to either side
        need_low = max(0, run_min - (naturals[i - 1] - first + 1))
        need_high = max(0, run_min - (last - naturals[i] + 1))
        if need_low + need_high > extra + gap:
            continue
        # jokers below the run: enough for the low side, and few enough for the high one
        if max(0, extra - rooms[1], need_low - gap) <= min(extra, rooms[0],
                                                           extra + gap - need_high):
            return True
    return False


def _suit_row(lay: Layout, suit: Suit) -> list[int | None]:
    """Local face index of each run position 0..14 of ``suit`` (14 = high ace)."""
    return [None] + [lay.face_at(p, suit) for p in range(1, 15)]


def _new_run_moves(lay: Layout, rules: Rules, gains: Gains, suit: Suit, add: _Collector,
                   complete: bool) -> None:
    """Runs of ``suit``, each set of natural positions once: grown upwards from its
    lowest card, the gaps filled by jokers, then each count of jokers at the ends.
    Unless ``complete``, a run that splits into two legal runs is skipped (its halves
    are moves too), and a set of naturals that splits without jokers at its ends is
    not grown (every larger one splits too), which keeps long suits cheap."""
    window = run_window(rules)
    size = min(MAX_RUN, window.high - window.low + 1)
    jokers, run_min = lay.jokers, rules.run_min
    min_nat = max(1, rules.min_natural_cards)
    # a run of 2 * max(run_min, min_nat + jokers) cards or more always splits in halves
    longest = size if complete else min(size, 2 * max(run_min, min_nat + jokers) - 1)
    row = _suit_row(lay, suit)
    held = [(p, f, 1 << (FACE_BITS * f), gains.position(p))
            for p in range(window.low, window.high + 1) if (f := row[p]) is not None]
    shift, joker = lay.joker_shift, gains.joker

    def grow(at: int, naturals: list[int], faces: list[int], mask: int, gain: int,
             gaps: int) -> None:
        first, last, k = naturals[0], naturals[-1], len(naturals)
        if k >= min_nat:
            rooms = (first - window.low, window.high - last)
            for j in range(max(gaps, run_min - k), jokers + 1):
                if k + j > longest or j - gaps > rooms[0] + rooms[1]:
                    break
                if complete or not _run_splits(naturals, j - gaps, rooms, rules):
                    add(Move(mask + (j << shift), gain + joker * j, tuple(faces), j))
            if not complete and _run_splits(naturals, 0, (0, 0), rules):
                return
        for n in range(at, len(held)):
            p, f, unit, worth = held[n]
            gap = p - last - 1
            if gaps + gap > jokers or p - first + 1 > longest:
                break
            grow(n + 1, naturals + [p], faces + [f], mask + unit, gain + worth, gaps + gap)

    for n, (p, f, unit, worth) in enumerate(held):
        grow(n + 1, [p], [f], unit, worth, 0)
    release(grow)


def _set_package_moves(lay: Layout, rules: Rules, gains: Gains, t: int, meld: TableMeld,
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
            add(Move(lay.mask(naturals, j) + lay.token(t), gains.natural(meld.rank)
                      * len(naturals) + gains.joker * j, naturals, j, t,
                      tuple((meld.rank, i) for i in naturals) + ((meld.rank, -1),) * j))


def _chain(lay: Layout, suit: Suit, positions: Sequence[int]) -> list[int]:
    """Jokers needed to fill the first k positions, for every k (stops past the jokers)."""
    need = [0]
    for p in positions:
        need.append(need[-1] + (lay.face_at(p, suit) is None))
        if need[-1] > lay.jokers:
            break
    return need


def _run_package_moves(lay: Layout, rules: Rules, gains: Gains, t: int, meld: TableMeld,
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


def _chain_moves(lay: Layout, rules: Rules, gains: Gains, t: int, suit: Suit,
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
        add(Move(lay.mask(faces, j) + lay.token(t), gain, faces, j, t, (k, chain)))


def release(fn: Callable) -> None:
    """Empty the closure cell by which a recursive inner function refers to itself: that
    cycle would keep it and all it holds (every move, a whole search) alive until a full
    garbage collection — a 40 ms pause in a busy kernel."""
    for cell in getattr(fn, "__closure__", None) or ():
        if cell.cell_contents is fn:
            cell.cell_contents = None


class _Collector:
    """The distinct moves found so far: the best gain for each set of cards (mask)."""

    def __init__(self) -> None:
        self.best: dict[int, Move] = {}

    def wants(self, mask: int, gain: int) -> bool:
        old = self.best.get(mask)
        return old is None or gain > old.gain

    def put(self, move: Move) -> None:
        self.best[move.mask] = move

    def __call__(self, move: Move) -> None:
        if self.wants(move.mask, move.gain):
            self.put(move)


def hand_moves(lay: Layout, rules: Rules, gains: Gains, table: Sequence[TableMeld],
           complete: bool = False) -> list[Move]:
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



def joker_room(meld: TableMeld, rules: Rules) -> int:
    """How many jokers alone can still be laid off onto ``meld``."""
    if meld.kind == "set":
        room = rules.set_max - len(meld)
        if rules.set_distinct_suits:
            room = min(room, 4 - len({p.suit for p in meld.placed}))
        return max(room, 0)
    return run_window(rules).room(meld.low, meld.high)


@functools.lru_cache(maxsize=64)
def gains_for(rules: Rules, objective: str) -> Gains:
    """Gains for these rules (a Rules hashes once, so the lookup is cheap)."""
    return Gains(rules, objective)
