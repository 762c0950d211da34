"""Sets and runs: what is a legal meld, lay-off or joker swap, and why not.

A meld on the table is a :class:`TableMeld`: an ordered tuple of :class:`Placed`
cards, each with the card it *stands for* (a joker's declared identity; a high ace
stands for rank 14) and the seat that placed it.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from itertools import chain, combinations, combinations_with_replacement, product
from operator import attrgetter

from ..i18n.messages import msg, one_of
from .cards import (
    SUITS,
    Card,
    Suit,
    card_index,
    holds,
    parse_card,
    parse_cards,
    rank_name,
    suit_of,
)
from .display import ShowsAsHtml
from .errors import RummyError
from .runs import HIGH_ACE, LOW_ACE, RunWindow, card_rank, run_window
from .variants import Rules

__all__ = ["Placed", "TableMeld", "Reading", "MeldCheck", "LayoffOption", "LayoffCheck",
           "layoff_targets", "hand_melds", "iter_hand_melds",
           "SwapCheck", "check_meld", "meld_readings", "layoff_options", "check_layoff",
           "check_swap", "face_text", "meld_value"]


def face_text(rank: int, suit: Suit) -> str:
    return rank_name(rank) + suit.symbol


@dataclass(frozen=True, slots=True)
class Placed:
    """A card on the table and what it stands for (``rank`` 14 = high ace)."""

    card: Card
    rank: int
    suit: Suit
    by: int = -1

    @property
    def is_joker(self) -> bool:
        return self.card.is_joker

    def __str__(self) -> str:
        return str(self.card) if not self.card.is_joker else f"🃏({face_text(self.rank, self.suit)})"


@dataclass(frozen=True)
class Reading:
    """One legal way to read some cards as a meld: kind and every card's identity."""

    kind: str
    placed: tuple[Placed, ...]

    @property
    def joker_faces(self) -> tuple[str, ...]:
        return tuple(face_text(p.rank, p.suit) for p in self.placed if p.is_joker)

    def __str__(self) -> str:
        return " ".join(map(str, self.placed))


@dataclass(frozen=True)
class TableMeld(ShowsAsHtml):
    """A meld on the table. ``owner`` melded it; lay-offs record their own placer."""

    id: int
    kind: str
    owner: int
    placed: tuple[Placed, ...]

    @property
    def cards(self) -> list[Card]:
        return [p.card for p in self.placed]

    @property
    def suit(self) -> Suit:
        return self.placed[0].suit

    @property
    def rank(self) -> int:
        return self.placed[0].rank

    @property
    def low(self) -> int:
        return self.placed[0].rank

    @property
    def high(self) -> int:
        return self.placed[-1].rank

    def __len__(self) -> int:
        return len(self.placed)

    def __str__(self) -> str:
        return " ".join(map(str, self.placed))

    def with_layoff(self, card: Card, rules: Rules, *, end: str | None = None,
                    rank: int | None = None, suit: Suit | None = None,
                    by: int = -1) -> TableMeld:
        """This meld with ``card`` laid off by seat ``by``. ``end`` ('low'/'high'),
        ``rank`` (the position it stands for, 14 = high ace) and ``suit`` pick one way
        when several fit. Raises :class:`RummyError` with the reason when it does not fit
        or when the choice is left open."""
        options = [o for o in layoff_options(card, self, rules)
                   if (end is None or o.end == end) and (rank is None or o.rank == rank)
                   and (suit is None or o.suit == suit)]
        if not options:
            res = check_layoff(card, self, rules, end=end, suit=suit)
            raise RummyError(res.reason or msg("cannot_stand_there", card=card, meld=self))
        if len(options) > 1:
            choices = one_of([o.describe(card) for o in options])
            raise RummyError(msg("fits_several", card=card, choices=choices))
        option = options[0]
        return self.grown(Placed(card, option.rank, option.suit, by))

    def grown(self, new: Placed) -> TableMeld:
        """This meld with ``new`` added, unchecked (a set keeps suit order; a run grows at
        the end ``new.rank`` belongs to). :meth:`with_layoff` checks first."""
        if self.kind == "set":
            placed = tuple(sorted(self.placed + (new,), key=_set_order))
        elif new.rank < self.low:
            placed = (new,) + self.placed
        else:
            placed = self.placed + (new,)
        return TableMeld(self.id, self.kind, self.owner, placed)

    def swapped(self, index: int, card: Card, by: int) -> TableMeld:
        """This meld with ``card`` (placed by ``by``) in place of the card at ``index``,
        unchecked; :meth:`with_swap` checks first."""
        old = self.placed[index]
        placed = list(self.placed)
        placed[index] = Placed(card, old.rank, old.suit, by)
        return TableMeld(self.id, self.kind, self.owner, tuple(placed))

    def with_swap(self, card: Card, rules: Rules, *, by: int = -1) -> TableMeld:
        """This meld with natural ``card`` (placed by seat ``by``) in place of the joker
        standing for it; ``check_swap(card, meld, rules).joker`` is the joker taken.
        Raises :class:`RummyError` with the reason when the swap is not allowed."""
        res = check_swap(card, self, rules)
        if not res:
            raise RummyError(res.reason)
        return self.swapped(res.index, card, by)


def _set_order(p: Placed) -> tuple[int, bool, int]:
    """Cards of a set lie in suit order, a joker after the natural card of its suit."""
    return (SUITS.index(p.suit), p.is_joker, p.card.copy)


@dataclass(frozen=True)
class MeldCheck:
    """Result of :func:`check_meld`. Truthy when the cards form a meld."""

    ok: bool
    kind: str | None = None
    reason: str = ""
    readings: tuple[Reading, ...] = ()
    rules: Rules | None = field(default=None, repr=False, compare=False)

    def __bool__(self) -> bool:
        return self.ok

    def choices(self) -> list[tuple[str, str]]:
        """(label, declaration) of every reading: its name for a learner (the jokers'
        cards; an ace low or high with what it counts when only that tells them apart)
        and what to write in ``declare`` to pick it."""
        rules = self.rules or Rules()
        return [(reading_label(r, self.readings, rules), _declaration(r, self.readings))
                for r in self.readings]

    def choice(self) -> str:
        """The reason to give when the meld is ambiguous: every reading, told apart, and
        what to declare."""
        labels, declarations = zip(*self.choices())
        return msg("declare_reading", options=one_of(list(labels)), example=declarations[0])

    @property
    def ambiguous(self) -> bool:
        """More than one reading: the player must say what the jokers stand for (or
        where the ace stands): see :meth:`choice`."""
        return len(self.readings) > 1

    @property
    def reading(self) -> Reading | None:
        return self.readings[0] if len(self.readings) == 1 else None


# -- reading a group of cards as a meld ---------------------------------------------

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
        placed.sort(key=_set_order)
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
                                           key=_set_order)))
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


# Words that declare where the ace of a run stands (declare="high" or "AS high").
ACE_WORDS = {"low": LOW_ACE, "high": HIGH_ACE, "tief": LOW_ACE, "niedrig": LOW_ACE,
             "hoch": HIGH_ACE}


def _parse_declare(declare) -> tuple[list[tuple[int, Suit]], int | None]:
    """(joker faces, declared ace position or None) from ``declare``."""
    if declare is None:
        return [], None
    items = declare.split() if isinstance(declare, str) else list(declare)
    faces, ace = [], None
    for item in items:
        if isinstance(item, str) and item.strip().lower() in ACE_WORDS:
            ace = ACE_WORDS[item.strip().lower()]
            continue
        card = item if isinstance(item, Card) else parse_card(str(item))
        if card.is_joker:
            raise RummyError(msg("joker_declared_joker"))
        faces.append((card.rank, suit_of(card)))
    return faces, ace


def _joker_key(reading: Reading) -> list[tuple[int, int]]:
    return sorted((card_rank(p.rank), SUITS.index(p.suit)) for p in reading.placed if p.is_joker)


def ace_position(reading: Reading) -> int | None:
    """Where the ace of a run reading stands (1 low, 14 high), None without an ace."""
    if reading.kind != "run":
        return None
    return next((p.rank for p in reading.placed if p.rank in (LOW_ACE, HIGH_ACE)), None)


def _matches(reading: Reading, faces: list[tuple[int, Suit]], ace: int | None) -> bool:
    if ace is not None and ace_position(reading) != ace:
        return False
    if not faces and ace is not None:
        return True
    return _joker_key(reading) == sorted((r, SUITS.index(s)) for r, s in faces)


def check_meld(cards, rules: Rules, declare=None) -> MeldCheck:
    """Can ``cards`` be laid down as a new meld under ``rules``?

    ``declare`` names what the jokers stand for (``"8D"`` or ``["8D", "9D"]``) and,
    with the word ``low`` or ``high``, where the ace of a run stands (``"high"`` for
    2…A, ``"AS low"`` for a joker as a low ace) when more than one reading exists. The
    result carries ``ok``, ``kind``, every remaining reading and, when not ok, a
    learner-readable ``reason``; :meth:`MeldCheck.choice` asks for a declaration.
    """
    cards = list(parse_cards(cards))
    readings = meld_readings(cards, rules)
    if not readings:
        return MeldCheck(False, reason=_why_not_meld(cards, rules), rules=rules)
    faces, ace = _parse_declare(declare)
    if faces or ace is not None:
        n_jokers = sum(c.is_joker for c in cards)
        if len(faces) != n_jokers and (faces or ace is None):
            return MeldCheck(False, reason=msg("declare_each", n=n_jokers), rules=rules)
        readings = [r for r in readings if _matches(r, faces, ace)]
        if not readings:
            said = " ".join(face_text(*f) for f in faces)
            if ace is None:
                reason = msg("jokers_cannot_be", faces=said)
            elif faces:
                reason = msg("jokers_ace_cannot_be", faces=said, word=msg(_ACE_WORD[ace]))
            else:
                reason = msg("ace_cannot_be", word=msg(_ACE_WORD[ace]))
            return MeldCheck(False, reason=reason, rules=rules)
    kinds = {r.kind for r in readings}
    return MeldCheck(True, kind=readings[0].kind if len(kinds) == 1 else None,
                     readings=tuple(readings), rules=rules)


_ACE_WORD = {LOW_ACE: "word_ace_low", HIGH_ACE: "word_ace_high"}


def reading_label(reading: Reading, others: tuple[Reading, ...], rules: Rules):
    """A learner's name for ``reading`` among ``others``: the jokers' cards and, when
    that does not tell them apart, where the ace stands and what it counts."""
    faces = " ".join(reading.joker_faces)
    ace = ace_position(reading)
    twins = [r for r in others if _joker_key(r) == _joker_key(reading)]
    if ace is None or len(twins) < 2:
        return faces or str(reading)
    first, last = reading.placed[0], reading.placed[-1]
    span = dict(word=msg(_ACE_WORD[ace]), ace=face_text(LOW_ACE, first.suit),
                first=face_text(first.rank, first.suit), last=face_text(last.rank, last.suit))
    holder = next(p for p in reading.placed if p.rank == ace)
    if holder.is_joker:
        return msg("reading_joker_ace", **span)
    return msg("reading_ace", value=placed_value(holder, "run", rules), **span)


def _declaration(reading: Reading, others: tuple[Reading, ...]):
    """What to write in ``declare`` to pick ``reading``."""
    faces = " ".join(face_text(card_rank(p.rank), p.suit) for p in reading.placed
                     if p.is_joker)
    ace = ace_position(reading)
    if ace is None or len([r for r in others if _joker_key(r) == _joker_key(reading)]) < 2:
        return faces
    return msg("declare_ace", faces=faces + " " if faces else "", word=msg(_ACE_WORD[ace]))


_RANK_WORDS = {1: "ranks_ace", 11: "ranks_jack", 12: "ranks_queen", 13: "ranks_king"}


def rank_plural(rank: int):
    """"aces", "7s" … in the reader's language (for "the set of 7s")."""
    key = _RANK_WORDS.get(card_rank(rank))
    return msg(key) if key else msg("ranks_number", n=rank)


def _cards_text(cards: list[Card]) -> str:
    return " ".join(map(str, cards))


def _why_not_meld(cards: list[Card], rules: Rules) -> str:
    text = _cards_text(cards)
    naturals = [c for c in cards if not c.is_joker]
    jokers = len(cards) - len(naturals)
    if len(set(cards)) != len(cards):
        return msg("same_physical", cards=text)
    if len(cards) < min(rules.set_min, rules.run_min):
        return msg("meld_too_small", n=min(rules.set_min, rules.run_min), cards=text,
                   count=len(cards))
    if jokers and not rules.has_jokers:
        return msg("no_jokers_here")
    if len(naturals) < max(1, rules.min_natural_cards):
        need = max(1, rules.min_natural_cards)
        return msg("need_naturals", cards=text, n=need)
    ranks = {c.rank for c in naturals}
    suits = {c.suit for c in naturals}
    if len(ranks) == 1:
        if len(cards) > rules.set_max:
            return msg("set_too_big", cards=text, n=rules.set_max)
        if len(cards) < rules.set_min:
            return msg("set_too_small", cards=text, n=rules.set_min)
        if rules.set_distinct_suits:
            return msg("set_suits", cards=text)
        return msg("not_a_set", cards=text)
    if len(suits) > 1:
        return msg("neither", cards=text)
    return _why_not_run(naturals, jokers, rules, text)


def _turns_corner(ranks: list[int], length: int) -> bool:
    """Would these ranks make a run only by going round the corner (K-A-2)?"""
    return length <= 13 and any(all((r - start) % 13 < length for r in ranks)
                                for start in range(1, 14))


def _why_not_run(naturals: list[Card], jokers: int, rules: Rules, text: str) -> str:
    if len(naturals) + jokers < rules.run_min:
        return msg("run_too_short", cards=text, n=rules.run_min)
    ranks = sorted(c.rank for c in naturals)
    if len(set(ranks)) != len(ranks):
        return msg("run_same_rank", cards=text)
    window = run_window(rules)
    if LOW_ACE in ranks and max(ranks) >= 11 and min(r for r in ranks if r != 1) >= 11 - jokers:
        if not window.ace_high:
            return msg("ace_low", cards=text)
    if _turns_corner(ranks, len(naturals) + jokers):
        return msg("corner", cards=text)
    suit = suit_of(naturals[0])
    present = set(ranks)
    lo, hi = min(ranks), max(ranks)
    missing = [face_text(r, suit) for r in range(lo, hi + 1) if r not in present]
    if missing and len(missing) > jokers:
        return msg("run_gap", cards=text, missing=" ".join(missing))
    return msg("not_a_run", cards=text)


# -- laying off onto a meld on the table --------------------------------------------

@dataclass(frozen=True)
class LayoffOption:
    """One way a card can join a meld: at which ``end`` of a run, standing for what."""

    meld_id: int
    end: str | None
    rank: int
    suit: Suit

    def describe(self, card: Card) -> str:
        where = msg(f"layoff_end_{self.end}") if self.end else msg("layoff_to_set")
        if card.is_joker:
            return msg("layoff_as", face=face_text(self.rank, self.suit), where=where)
        return where


@dataclass(frozen=True)
class LayoffCheck:
    ok: bool
    reason: str = ""
    options: tuple[LayoffOption, ...] = field(default_factory=tuple)

    def __bool__(self) -> bool:
        return self.ok


def layoff_options(card: Card, meld: TableMeld, rules: Rules) -> list[LayoffOption]:
    """Every way ``card`` can be laid off onto ``meld`` (empty: it does not fit)."""
    if card.is_joker and not rules.has_jokers:
        return []
    if meld.kind == "set":
        if len(meld) >= rules.set_max:
            return []
        used = {p.suit for p in meld.placed}
        if card.is_joker:
            suits = [s for s in SUITS if s not in used] if rules.set_distinct_suits else list(SUITS)
            return [LayoffOption(meld.id, None, meld.rank, s) for s in suits]
        if card.rank != meld.rank or (rules.set_distinct_suits and card.suit in used):
            return []
        return [LayoffOption(meld.id, None, meld.rank, suit_of(card))]
    if not card.is_joker and card.suit != meld.suit:
        return []
    return [LayoffOption(meld.id, end, p, meld.suit)
            for end, p in run_window(rules).ends(meld.low, meld.high)
            if card.is_joker or card.rank == card_rank(p)]


def layoff_targets(meld: TableMeld, rules: Rules) -> dict[tuple, list[LayoffOption]]:
    """For natural cards: face → the ways a card of that face can join ``meld``.

    Melds are immutable, so the answer is kept on the meld (per rules)."""
    cache = meld.__dict__.setdefault("_targets", {})
    found = cache.get(rules)
    if found is None:
        found = cache[rules] = _layoff_targets(meld, rules)
    return found


def _layoff_targets(meld: TableMeld, rules: Rules) -> dict[tuple, list[LayoffOption]]:
    out: dict[tuple, list[LayoffOption]] = {}
    if meld.kind == "set":
        if len(meld) < rules.set_max:
            used = {p.suit for p in meld.placed}
            for s in SUITS:
                if not (rules.set_distinct_suits and s in used):
                    out[(meld.rank, s)] = [LayoffOption(meld.id, None, meld.rank, s)]
        return out
    for end, p in run_window(rules).ends(meld.low, meld.high):
        out.setdefault((card_rank(p), meld.suit), []).append(
            LayoffOption(meld.id, end, p, meld.suit))
    return out


def check_layoff(card, meld: TableMeld, rules: Rules, end: str | None = None,
                 suit=None) -> LayoffCheck:
    """Does ``card`` fit ``meld``? ``end`` ('low'/'high') or ``suit`` (a joker on a set)
    pick one option when several exist. The reason says why not, or which meld/end fits."""
    card = card if isinstance(card, Card) else parse_card(card)
    options = layoff_options(card, meld, rules)
    if not options:
        return LayoffCheck(False, _why_not_layoff(card, meld, rules))
    if end is not None:
        options = [o for o in options if o.end == end]
        if not options:
            return LayoffCheck(False, msg("no_fit_end", card=card, end=end, meld=meld))
    if suit is not None:
        suit = suit if isinstance(suit, Suit) else parse_card("2" + str(suit)).suit
        options = [o for o in options if o.suit == suit]
        if not options:
            return LayoffCheck(False, msg("joker_suit_bad", suit=suit.symbol, meld=meld))
    return LayoffCheck(True, options=tuple(options))


def _why_not_layoff(card: Card, meld: TableMeld, rules: Rules) -> str:
    if card.is_joker and not rules.has_jokers:
        return msg("no_jokers_here")
    if meld.kind == "set":
        if len(meld) >= rules.set_max:
            return msg("set_full", meld=meld, n=rules.set_max)
        if card.rank != meld.rank:
            return msg("wrong_rank_set", card=card, ranks=rank_plural(meld.rank))
        holder = next(p for p in meld.placed if p.suit == card.suit)
        if holder.is_joker and rules.joker_swap:
            return msg("swap_instead", meld=meld, card=card)
        return msg("suit_taken", meld=meld, face=face_text(meld.rank, suit_of(card)))
    window = run_window(rules)
    ends = window.ends(meld.low, meld.high)
    if card.is_joker:  # a joker fits any open end: none is open
        return msg("run_full", meld=meld, n=len(meld))
    if card.suit != meld.suit:
        return msg("wrong_suit", card=card, meld=meld, suit=meld.suit.word[:-1])
    joker_here = next((p for p in meld.placed
                       if p.is_joker and card_rank(p.rank) == card.rank), None)
    if joker_here is not None and rules.joker_swap:
        return msg("swap_instead", meld=meld, card=card)
    if not ends:
        return msg("run_full", meld=meld, n=len(meld))
    if card.rank == LOW_ACE and meld.high == 13 and not window.ace_high:
        return msg("ace_after_king", card=card)
    if card.rank == 2 and meld.high == HIGH_ACE or card.rank == 13 and meld.low == LOW_ACE:
        return msg("corner_layoff")
    return msg("no_fit", card=card, meld=meld,
               ends=" / ".join(face_text(p, meld.suit) for _, p in ends))


# -- joker swap ----------------------------------------------------------------------

@dataclass(frozen=True)
class SwapCheck:
    """Result of :func:`check_swap`: the ``index`` of the joker in the meld, and the ``joker``."""

    ok: bool
    reason: str = ""
    index: int = -1
    joker: Card | None = None

    def __bool__(self) -> bool:
        return self.ok


def check_swap(card, meld: TableMeld, rules: Rules) -> SwapCheck:
    """Can natural ``card`` replace a joker of ``meld`` (the joker going to the hand)?"""
    card = card if isinstance(card, Card) else parse_card(card)
    if not rules.joker_swap:
        return SwapCheck(False, msg("no_swap_variant"))
    if card.is_joker:
        return SwapCheck(False, msg("swap_natural"))
    for i, p in enumerate(meld.placed):
        if p.is_joker and p.suit == card.suit and card_rank(p.rank) == card.rank:
            return SwapCheck(True, index=i, joker=p.card)
    if not any(p.is_joker for p in meld.placed):
        return SwapCheck(False, msg("no_joker", meld=meld))
    stands = ", ".join(face_text(p.rank, p.suit) for p in meld.placed if p.is_joker)
    return SwapCheck(False, msg("joker_is", meld=meld, faces=stands, card=card))


def meld_value(meld: TableMeld, rules: Rules, by: int | None = None) -> int:
    """Points of the cards in ``meld`` (only those placed by seat ``by`` if given)."""
    return sum(placed_value(p, meld.kind, rules) for p in meld.placed if by is None or p.by == by)


def placed_value(p: Placed, kind: str, rules: Rules) -> int:
    return rules.card_value(p.card, low_ace_in_run=(kind == "run" and p.rank == 1))


def validate_table_meld(meld: TableMeld, rules: Rules) -> str | None:
    """Why a meld given as data (a scenario, a position) is impossible, or None."""
    placed = meld.placed
    for p in placed:
        if not p.is_joker and p.suit != p.card.suit:
            return msg("cannot_stand_for", card=p.card, face=face_text(p.rank, p.suit))
        if not p.is_joker and p.card.rank != card_rank(p.rank):
            return msg("cannot_stand_for", card=p.card, face=face_text(p.rank, p.suit))
    if not any(not p.is_joker for p in placed):
        return msg("needs_natural")
    if meld.kind == "set":
        set_ranks = {p.rank for p in placed}
        suits = [p.suit for p in placed]
        if (len(set_ranks) != 1 or not rules.set_min <= len(placed) <= rules.set_max
                or HIGH_ACE in set_ranks):
            return msg("not_a_set_of", meld=meld, low=rules.set_min, high=rules.set_max)
        if rules.set_distinct_suits and len(set(suits)) != len(suits):
            return msg("set_suits", cards=meld)
        return None
    if meld.kind != "run":
        return msg("unknown_meld_kind", kind=repr(meld.kind))
    ranks = [p.rank for p in placed]
    if len({p.suit for p in placed}) != 1 or len(placed) < rules.run_min:
        return msg("not_a_run_of", meld=meld, n=rules.run_min)
    if ranks != list(range(ranks[0], ranks[0] + len(ranks))):
        return msg("run_not_consecutive", meld=meld)
    if not run_window(rules).fits(ranks[0], ranks[-1]):
        return msg("run_ace_rules", meld=meld, aces=msg(f"aces_{rules.ace_mode}"))
    return None
