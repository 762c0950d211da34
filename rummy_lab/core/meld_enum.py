"""Listing melds: every reading of a group of cards, and every meld a hand can make.

:func:`meld_readings` reads one group; :func:`hand_melds` / :func:`iter_hand_melds` list
every group of a hand, by bit masks when the hand holds each face once and no joker
(:func:`_single_melds`), else by the general search (:func:`_general_melds`); both list
the same readings in the same order. The caches here (rules shapes, set plans, run
positions, shared plain readings) are bounded or keyed by rules.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from itertools import chain, combinations, combinations_with_replacement, product
from operator import attrgetter

from .cards import SUITS, Card, Suit, card_index, holds, suit_of
from .meld_types import Placed, Reading, set_order
from .runs import HIGH_ACE, LOW_ACE, RunWindow, run_window
from .variants import Rules

__all__ = ["meld_readings", "hand_melds", "iter_hand_melds"]


def _run_readings(naturals: list[Card], jokers: list[Card], rules: Rules) -> list[Reading]:
    suit = suit_of(naturals[0])
    length = len(naturals) + len(jokers)
    if length < rules.run_min or any(c.suit != suit for c in naturals):
        return []
    aces = [c for c in naturals if c.rank == LOW_ACE]
    others = {c.rank: c for c in naturals if c.rank != LOW_ACE}
    if len(others) + len(aces) != len(naturals) or len(aces) > 1:
        return []
    window = run_window(rules)
    out = []
    for ace_at in window.positions(LOW_ACE) if aces else (None,):
        pos = dict(others)
        if ace_at is not None:
            pos[ace_at] = aces[0]
        lo, hi = min(pos), max(pos)
        for a in range(hi - length + 1, lo + 1):
            b = a + length - 1
            if not window.fits(a, b):
                continue
            spare = iter(jokers)
            placed = tuple(Placed(pos[r], r, suit) if r in pos else Placed(next(spare), r, suit)
                           for r in range(a, b + 1))
            out.append(Reading("run", placed))
    return out


def _set_readings(naturals: list[Card], jokers: list[Card], rules: Rules) -> list[Reading]:
    rank = naturals[0].rank
    size = len(naturals) + len(jokers)
    if any(c.rank != rank for c in naturals) or not rules.set_min <= size <= rules.set_max:
        return []
    suits = [c.suit for c in naturals]
    if rules.set_distinct_suits:
        if len(set(suits)) != len(suits):
            return []
        free = [s for s in SUITS if s not in suits]
        choices: Iterable[tuple[Suit, ...]] = combinations(free, len(jokers))
    else:
        choices = combinations_with_replacement(SUITS, len(jokers))
    out = []
    for chosen in choices:
        placed = [Placed(c, rank, suit_of(c)) for c in naturals]
        placed += [Placed(j, rank, s) for j, s in zip(jokers, chosen)]
        placed.sort(key=set_order)
        out.append(Reading("set", tuple(placed)))
    return out


def meld_readings(cards: list[Card], rules: Rules) -> list[Reading]:
    """Every legal reading of ``cards`` as one new meld (empty list: not a meld)."""
    naturals = sorted((c for c in cards if not c.is_joker), key=Card.sort_key)
    jokers = sorted((c for c in cards if c.is_joker), key=lambda c: c.copy)
    if (not naturals or len(naturals) < rules.min_natural_cards
            or len(set(cards)) != len(cards) or (jokers and not rules.has_jokers)):
        return []
    return _set_readings(naturals, jokers, rules) + _run_readings(naturals, jokers, rules)


def hand_melds(hand: Sequence[Card], rules: Rules, include: Card | None = None,
               prefer: Card | None = None) -> list[Reading]:
    """Every reading of every group of ``hand`` cards that is a legal new meld.

    The one general meld enumerator: the legal moves (``meld_search.candidate_melds``,
    so bots and hints too) are built from it, and the solver's specialised move
    generator is tested against it. Copies of one face (two decks) and jokers are interchangeable, so each
    group is listed once per multiset of faces and number of jokers, using the first
    copies in hand (``include``, else ``prefer``, first for its face). With ``include``,
    only melds holding that card. Every group is read by :func:`meld_readings`.
    :func:`iter_hand_melds` gives the same readings one by one, in the same order.
    """
    if include is None:  # (the listing's case, at every play: no iterator in between)
        lanes = _single_lanes(hand)
        if lanes is not None:
            return [_plain_reading(start, group)
                    for start, group in _single_groups(hand, lanes, rules, None, None)]
    return list(iter_hand_melds(hand, rules, include, prefer))


def iter_hand_melds(hand: Sequence[Card], rules: Rules, include: Card | None = None,
                    prefer: Card | None = None) -> Iterator[Reading]:
    """The readings of :func:`hand_melds`, found lazily (a caller that needs only one,
    or the first that works, stops early)."""
    if include is not None:
        hand = _may_join(hand, include)
    lanes = _single_lanes(hand)
    if lanes is None:
        return _general_melds(hand, rules, include, prefer)
    return _single_melds(hand, lanes, rules, include)


def _may_join(hand: Sequence[Card], include: Card | None) -> Sequence[Card]:
    """The cards of ``hand`` that could share a meld with natural ``include``: a set of
    its rank or a run of its suit (jokers too)."""
    if include is None or include.is_joker:
        return hand
    rank, suit = include.rank, include.suit
    return [c for c in hand if c.rank == rank or c.suit == suit or c.is_joker]


def _single_melds(hand: Sequence[Card], lanes: int, rules: Rules,
                  include: Card | None) -> Iterator[Reading]:
    """:func:`_general_melds` for a hand holding every face once and no joker (``lanes``:
    :func:`_single_lanes`): the same readings in the same order, found with bit masks."""
    if include is None:
        return iter([_plain_reading(start, group)
                     for start, group in _single_groups(hand, lanes, rules, None, None)])
    if not holds(hand, include):
        return iter(())
    return iter([_plain_reading(start, group) for start, group
                 in _single_groups(hand, lanes, rules, include.rank, include.suit)
                 if holds(group, include)])


def _general_melds(hand: Sequence[Card], rules: Rules, include: Card | None,
                   prefer: Card | None) -> Iterator[Reading]:
    """Every reading of every meld of ``hand`` (already :func:`_may_join` ``include``):
    any copies, any jokers."""
    first = include if include is not None else prefer
    jokers: list[Card] = []
    copies: dict[tuple, list[Card]] = {}
    for c in hand:
        if c.is_joker:
            jokers.append(c)
        else:
            held = copies.get(c.face)
            if held is None:
                copies[c.face] = [c]
            else:
                held.append(c)
    if jokers and not rules.has_jokers:
        jokers = []
    elif len(jokers) > 1:
        jokers.sort(key=_copy_of)
        if first is not None and first.is_joker and holds(jokers, first):
            del jokers[card_index(jokers, first)]
            jokers.insert(0, first)
    if first is not None and not first.is_joker and holds(copies.get(first.face, ()), first):
        held = copies[first.face]
        del held[card_index(held, first)]
        held.insert(0, first)
    only_rank: int | None = None
    only_suit: Suit | None = None
    if include is not None and not include.is_joker:
        if not holds(copies.get(include.face, ()), include):
            return
        only_rank, only_suit = include.rank, include.suit
    seen: set[frozenset] = set()
    for start, group in chain(_set_groups(copies, jokers, rules, only_rank),
                              _run_groups(copies, jokers, rules, only_suit)):
        if include is not None and not holds(group, include):
            continue
        if start is not None:  # no joker: one reading, known already (no need to search)
            yield _plain_reading(start, group)
            continue
        key = frozenset(group)
        if key not in seen:
            seen.add(key)
            yield from meld_readings(group, rules)


def _single_lanes(hand: Sequence[Card]) -> int | None:
    """The hand's lane bits (:attr:`Card.lane_bit`) when it holds every face at most once
    and no joker, else None (copies and jokers take the general search)."""
    lanes = sum(map(_LANE_BIT, hand))  # distinct bits add up without a carry, copies carry
    return lanes if lanes.bit_count() == len(hand) and not lanes >> 64 else None


_LANE_BIT = attrgetter("lane_bit")


def _single_groups(hand: Sequence[Card], lanes: int, rules: Rules, only_rank: int | None,
                   only_suit: Suit | None) -> list[tuple[int, list[Card]]]:
    """The joker-free groups of a hand holding each face once (``lanes``: its lane bits),
    exactly as :func:`_set_groups` and :func:`_run_groups` list them, in their order:
    found with bit masks instead of trying every rank and suit."""
    _, need, set_min, set_max, least, window, inside, run_min = _single_shape(rules)
    sp, he, di, cl = lanes & 0xFFFF, lanes >> 16 & 0xFFFF, lanes >> 32 & 0xFFFF, lanes >> 48
    # sets: the ranks held in ``least`` suits or more
    ranks = (sp & he & (di | cl) | (sp | he) & di & cl if least == 3
             else _held_in(least, [sp, he, di, cl]) if least <= 4 else 0)
    rows = lanes | (lanes & _LOW_ACES) << (HIGH_ACE - LOW_ACE) if window.ace_high else lanes
    rows &= inside  # run positions; lane edges stay empty, so no stretch crosses suits
    if run_min == 3:  # positions starting a stretch of run_min
        starts = rows & rows >> 1 & rows >> 2
    else:
        starts = rows
        for _ in range(run_min - 1):
            starts &= starts >> 1
    found: list[tuple[int, list[Card]]] = []
    if not (ranks or starts):
        return found
    if only_rank is not None:
        ranks &= 1 << only_rank
    # sets, in the order the hand first shows their ranks (one rank: no order to find)
    for rank in (dict.fromkeys([c.rank for c in hand if ranks & c.bit]) if ranks & (ranks - 1)
                 else (ranks.bit_length() - 1,) if ranks else ()):
        faces = [x for x in hand if x.rank == rank]
        for _, picks, _ in _set_plan((1,) * len(faces), need, set_min, set_max, 0):
            found.append((0, [faces[i] for i in picks]))  # no joker: starts at 0
    if not starts:
        return found
    positions = _positions(window)
    suits = [i for i in range(4) if (starts >> 16 * i) & 0xFFFF]
    if len(suits) > 1:  # runs, in the order the hand first shows their suits
        suits = list(dict.fromkeys([c.suit_index for c in hand if c.suit_index in suits]))
    for i in suits:
        shift = 16 * i
        at_suit = (starts >> shift) & 0xFFFF
        if ((rows >> shift) & 0xFFFF).bit_count() < need or (only_suit is not None
                                                             and SUITS[i] != only_suit):
            continue
        at = {p: x for x in hand if x.suit_index == i for p in positions[x.rank]}
        while at_suit:
            a = (at_suit & -at_suit).bit_length() - 1
            at_suit &= at_suit - 1
            found += _held_runs(at, a, window, run_min)
    return found


def _held_runs(row: dict[int, Card], a: int, window: RunWindow,
               run_min: int) -> Iterator[tuple[int, list[Card]]]:
    """The joker-free runs of ``row`` (run position -> card) starting at position ``a``,
    shortest first: each held stretch of ``run_min`` cards or more."""
    held: list[Card] = []
    for b in range(a, window.reach(a) + 1):
        card = row.get(b)
        if card is None:
            break
        held.append(card)
        if b - a + 1 >= run_min:
            yield (a, list(held))


_LOW_ACES = sum(1 << (16 * i + LOW_ACE) for i in range(4))  # the ace's bit in every suit lane
_SHAPES: dict[Rules, tuple] = {}
_LAST_SHAPE: list[tuple] = [(None,)]  # the shape asked for last (a game asks with its rules)


def _single_shape(rules: Rules) -> tuple:
    """What :func:`_single_groups` reads of ``rules``, kept per rules: (rules, need,
    set_min, set_max, naturals a set needs, run window, run positions in every lane,
    run_min)."""
    last = _LAST_SHAPE[0]  # read once: another thread may put its own
    if last[0] is rules:
        return last
    shape = _SHAPES.get(rules)
    if shape is None:
        window, need = run_window(rules), max(1, rules.min_natural_cards)
        inside = ((1 << (window.high + 1)) - (1 << window.low)) * sum(1 << (16 * i)
                                                                     for i in range(4))
        shape = _SHAPES[rules] = (rules, need, rules.set_min, rules.set_max,
                                  max(need, rules.set_min), window, inside, rules.run_min)
    _LAST_SHAPE[0] = shape
    return shape


def _held_in(least: int, rows: list[int]) -> int:
    """The rank bits set in at least ``least`` of the four suit ``rows``."""
    counted = [0, 0, 0, 0]  # counted[k]: ranks held in more than k suits
    for row in rows:
        for k in (3, 2, 1):
            counted[k] |= counted[k - 1] & row
        counted[0] |= row
    return counted[least - 1]


def _copy_of(card: Card) -> int:
    return card.copy


def _plain_reading(start: int, group: list[Card]) -> Reading:
    """The reading of joker-free ``group``: a set (``start`` 0) or a run from ``start``.
    Readings are immutable and cards interned, so each is built once and then shared."""
    key = (start, *group)
    found = _PLAIN.get(key)
    if found is None:
        if len(_PLAIN) >= _PLAIN_LIMIT:
            _PLAIN.clear()
        found = _PLAIN[key] = _read_plain(start, group)
    return found


_PLAIN: dict[tuple, Reading] = {}
_PLAIN_LIMIT = 100_000  # a bound on memory; every deck of one or two packs fits far below


def _read_plain(start: int, group: list[Card]) -> Reading:
    if not start:
        return Reading("set", tuple(sorted((Placed(c, c.rank, suit_of(c)) for c in group),
                                           key=set_order)))
    return Reading("run", tuple(Placed(c, start + i, suit_of(c)) for i, c in enumerate(group)))


def _set_groups(copies: dict, jokers: list[Card], rules: Rules,
                only: int | None = None) -> Iterator[tuple]:
    """Candidate sets as (0 if joker-free else None, cards): naturals of one rank (any
    multiset of held copies) plus jokers; only of rank ``only`` if given."""
    need, set_min, set_max = max(1, rules.min_natural_cards), rules.set_min, rules.set_max
    cap = 1 if rules.set_distinct_suits else set_max
    spare = len(jokers)
    by_rank: dict[int, list[list[Card]]] = {}  # rank -> the usable copies of each face
    for (rank, _), cards in copies.items():
        if only is None or rank == only:
            faces = by_rank.get(rank)
            if faces is None:
                by_rank[rank] = [cards[:cap]]
            else:
                faces.append(cards[:cap])
    least = max(need, set_min - spare)  # naturals a rank needs: most ranks are skipped on this
    for faces in by_rank.values():
        if len(faces) < least and sum(map(len, faces)) < least:
            continue
        flat = [c for cs in faces for c in cs]
        for start, picks, j in _set_plan(tuple(map(len, faces)), need, set_min, set_max, spare):
            yield (start, [flat[i] for i in picks] + jokers[:j])


_SET_PLANS: dict[tuple, tuple] = {}


def _set_plan(lens: tuple[int, ...], need: int, set_min: int, set_max: int,
              spare: int) -> tuple[tuple[int | None, tuple[int, ...], int], ...]:
    """For faces held ``lens`` times each: every (start, picked naturals, jokers added) of
    a set, in order (each face's copies taken 0..all, then 0..``spare`` jokers); kept per
    shape. The picks index the faces' copies laid end to end."""
    key = (lens, need, set_min, set_max, spare)
    plan = _SET_PLANS.get(key)
    if plan is None:
        offsets = [sum(lens[:i]) for i in range(len(lens))]
        found = []
        for mult in product(*(range(n + 1) for n in lens)):
            picks = tuple(off + k for off, m in zip(offsets, mult) for k in range(m))
            size = len(picks)
            for j in range(min(spare, set_max - size) + 1):
                if size >= need and size + j >= set_min:
                    found.append((None if j else 0, picks, j))
        plan = _SET_PLANS[key] = tuple(found)
    return plan


_POSITIONS: dict[RunWindow, dict[int, tuple[int, ...]]] = {}


def _positions(window: RunWindow) -> dict[int, tuple[int, ...]]:
    """rank -> the run positions a natural card of that rank may take (kept per window)."""
    found = _POSITIONS.get(window)
    if found is None:
        found = _POSITIONS[window] = {r: window.positions(r) for r in range(1, 14)}
    return found


def _run_groups(copies: dict, jokers: list[Card], rules: Rules,
                only: Suit | None = None) -> Iterator[tuple]:
    """Candidate runs as (lowest position if joker-free else None, cards): every window
    of positions, each held natural in it used or stood in for by a joker, jokers
    filling the rest; only of suit ``only`` if given."""
    window, need = run_window(rules), max(1, rules.min_natural_cards)
    spare, run_min, positions = len(jokers), rules.run_min, _positions(window)
    rows: dict[Suit, dict[int, Card]] = {}
    for (rank, suit), cards in copies.items():
        if only is None or suit == only:
            row = rows.get(suit)
            if row is None:
                row = rows[suit] = {}
            for p in positions[rank]:
                row[p] = cards[0]
    for row in rows.values():
        if len(row) < need or len(row) + spare < run_min:
            continue
        if not spare:  # the same walk as below, without jokers: only held stretches
            for a in sorted(row):
                if a + run_min - 1 in row:
                    yield from _held_runs(row, a, window, run_min)
            continue
        starts = {p - k for p in row for k in range(spare + 1)}
        for a in sorted(p for p in starts if window.low <= p <= window.high):
            held = []
            missing = 0
            for b in range(a, window.reach(a) + 1):
                card = row.get(b)
                if card is None:
                    missing += 1
                    if missing > spare:
                        break
                else:
                    held.append(card)
                if b - a + 1 < run_min:
                    continue
                if not missing:
                    yield (a, list(held))
                for t in range(not missing, min(spare - missing, len(held) - need) + 1):
                    for drop in combinations(held, t):
                        gone = set(drop)
                        yield (None, [c for c in held if c not in gone] + jokers[:missing + t])
