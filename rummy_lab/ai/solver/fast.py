"""Fast path for one-deck, joker-free hands without table melds: the hand as a 64-bit
mask (one 16-bit lane per suit) and the exact cover kernel of :mod:`.cover_kernel`."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from itertools import combinations
from operator import attrgetter
from time import perf_counter
from typing import Any

from ...core.cards import CARD_TEXTS, SUITS, Card, CardsIn, parse_cards
from ...core.melds import Placed, Reading
from ...core.runs import HIGH_ACE, LOW_ACE, card_rank, run_window
from ...core.variants import Rules
from . import cover_kernel
from .answer import Arrangement
from .moves import gains_for

_LANE = attrgetter("lane_bit")
_JOKER_LANE = 1 << 62  # a joker's lane bit (1 << 64) or a carry into it lies above this

# Placed are immutable values, so one object serves every answer: the Placed of each
# first-copy card at its rank, by lane bit index, and of each first-copy ace held high.
_CARD0: list[Card | None] = [None] * 64
_PLACED0: list = [None] * 64
for _s, _suit in enumerate(SUITS):
    for _r in range(1, 14):
        _CARD0[16 * _s + _r] = _card = Card(_r, _suit)
        _PLACED0[16 * _s + _r] = Placed(_card, _r, _suit)
_HIGH0 = [Placed(Card(LOW_ACE, suit), HIGH_ACE, suit) for suit in SUITS]


class _Tables:
    """The rule table of the kernel for one (rules, card worth): a list (for its plain
    Python run) and, once the kernel is compiled, the same as a numpy int64 array."""

    __slots__ = ("array", "items", "ace_bonus")

    def __init__(self, rules: Rules, objective: str | None):
        values = [0] + [rules.card_value(_CARD0[r]) for r in range(1, 14)]  # (♠ of rank r)
        if objective is None:  # min_deadwood: a card is worth its value
            set_worth, run_worth = values, [0] + [values[card_rank(p)] for p in range(1, 15)]
        else:  # best_arrangement: its search gain for the objective
            gains = gains_for(rules, objective)
            set_worth = [0] + [gains.natural(r) for r in range(1, 14)]
            run_worth = [0] + [gains.position(p) for p in range(1, 15)]
        window = run_window(rules)
        sizes = range(max(rules.set_min, rules.min_natural_cards), min(rules.set_max, 4) + 1)
        self.items = cover_kernel.rule_table(window.low, window.high, rules.run_min,
                                             run_worth, set_worth, sizes, values)
        self.array: Any = None  # numpy int64 array
        ace = rules.card_value(_CARD0[LOW_ACE], low_ace_in_run=True)
        self.ace_bonus = ace - values[LOW_ACE]  # placed value of a low ace, beyond its value


@functools.lru_cache(maxsize=64)
def _tables_for(rules: Rules, objective: str | None) -> _Tables:
    return _Tables(rules, objective)


_COVER = cover_kernel.cover
# objective (None: min_deadwood's card values) -> the last (rules, tables) used with it
_LAST: dict[str | None, tuple] = {}
_UNSET = (None, None)


def _fast_tables(rules: Rules, objective: str | None = None) -> _Tables:
    """The kernel's tables for these rules: per-rules setup, not a cache of answers. The
    last ones used are checked first, by identity (hashing a Rules runs Python code)."""
    last_rules, tables = _LAST.get(objective, _UNSET)
    if rules is not last_rules:
        tables = _tables_for(rules, objective)
        _LAST[objective] = (rules, tables)
    return tables


# Larger hands go to the general search: the kernel's memo grows with the hand (it ran
# for minutes on 52 cards), while the general search's bounds handle them in ms.
FAST_CARDS = 20


def clear_tables() -> None:
    """Forget the kept rule tables (benchmarks time a cold start with it)."""
    _tables_for.cache_clear()
    _LAST.clear()


def _hand_mask(hand: Sequence[Card]) -> int | None:
    """The lane mask of a one-deck, joker-free hand of at most :data:`FAST_CARDS` cards;
    None for any other hand."""
    if len(hand) > FAST_CARDS:
        return None
    mask = sum(map(_LANE, hand))
    if mask >= _JOKER_LANE or mask.bit_count() != len(hand):  # a joker, or a face twice
        return None
    return mask


def _text_mask(hand: CardsIn, bits: dict[Card | str, int]) -> int | None:
    """:func:`_hand_mask` of cards or card texts, each read by ``bits`` (no card objects
    made: text is converted by the same lookup); KeyError for a card or text not in it."""
    tokens = hand.split() if isinstance(hand, str) else hand
    if len(tokens) > FAST_CARDS:
        return None
    mask = sum(map(bits.__getitem__, tokens))
    return mask if mask.bit_count() == len(tokens) else None  # (else a face twice)


def _kernel(rules: Rules, objective: str | None = None) -> tuple[Any, Any, _Tables]:
    """The kernel to call now, its table and the tables for these rules: the compiled
    kernel and the numpy table once it is ready, else the plain one (timed) and the list."""
    last_rules, tables = _LAST.get(objective, _UNSET)
    if rules is not last_rules:
        tables = _fast_tables(rules, objective)
    run = cover_kernel.current[0]
    if run is _COVER:
        return _plain, tables.items, tables
    if tables.array is None:  # numpy is loaded: the compile imported it
        import numpy

        tables.array = numpy.zeros(len(tables.items), dtype=numpy.int64)  # (with room for the
        tables.array[:cover_kernel.RULES_SIZE] = tables.items[:cover_kernel.RULES_SIZE]  # kernel)
    return run, tables.array, tables


def _plain(mask: int, table: list[int], arrange: int) -> tuple[int, int, int, int, int, int]:
    """The plain kernel: its cost counts towards loading the compiled one."""
    start = perf_counter()
    got = _COVER(mask, table, arrange)
    cover_kernel.plain_spent(perf_counter() - start)
    return got


def fast_min_deadwood(hand: CardsIn, rules: Rules) -> int | None:
    """Min deadwood of a one-deck, joker-free hand; None for any other hand."""
    try:
        mask = _text_mask(hand, _BIT_ANY)
    except KeyError:  # a joker, a text spelled otherwise (lower case, spaces), copy 10+
        mask = _hand_mask(parse_cards(hand))
    if mask is None:
        return None
    run, table, _ = _kernel(rules)
    value, total = run(mask, table, 0)[:2]
    return total - value


# The readings of first-copy cards, built once at import (immutable values, like the
# Placed above): every run window of every suit, keyed by its position bits shifted to
# the suit's lane (bit 14 = a high ace), and every group of one rank's suits, keyed by
# its lane mask; of 3 cards or more (the rules allow no shorter run or set).
_RUNS0 = {((1 << (b + 1)) - (1 << a)) << (16 * s): Reading("run", tuple(
              _HIGH0[s] if p == HIGH_ACE else _PLACED0[16 * s + p] for p in range(a, b + 1)))
          for s in range(4) for a in range(1, HIGH_ACE - 1) for b in range(a + 2, min(a + 13, 15))}
_SETS0 = {sum(1 << (16 * s + r) for s in suits): Reading("set", tuple(
              _PLACED0[16 * s + r] for s in suits))
          for r in range(1, 14) for n in (3, 4) for suits in combinations(range(4), n)}
# Lane bits of first-copy cards and of their texts; of any copy's (for min_deadwood).
_BIT0: dict[Card | str, int] = {card: card.lane_bit for card in _CARD0 if card is not None}
_BIT0.update({text: card.lane_bit for text, card in CARD_TEXTS.items() if card in _BIT0})
_BIT_ANY: dict[Card | str, int] = {card: card.lane_bit for card in CARD_TEXTS.values()
                                   if not card.is_joker}
_BIT_ANY.update({text: card.lane_bit for text, card in CARD_TEXTS.items() if card in _BIT_ANY})
_SUIT_LANES = 0x1_0001_0001_0001  # bit 0 of each suit's lane


def fast_arrangement(hand: CardsIn, rules: Rules, objective: str) -> Arrangement | None:
    """:func:`best_arrangement` of a one-deck, joker-free hand with no table; None for
    any other hand."""
    try:  # first copies only: the melds are the readings built above
        mask = _text_mask(hand, _BIT0)
    except KeyError:  # a joker, a second copy, a text spelled otherwise
        return _any_copies(parse_cards(hand), rules, objective)
    if mask is None:  # too many cards, or a card twice
        return None
    run, table, tables = _kernel(rules, objective)
    _, total, kept, sets, runs, high = run(mask, table, 1)
    if not sets | runs:
        return Arrangement.quick((), _cards0(mask), kept, 0, objective)
    melds: list[Reading] = []
    low_aces = 0
    suits = runs
    try:  # (rules made without validation may allow shorter melds: built card by card)
        while suits:  # runs by suit, then by lowest position; touching runs are one
            s = (suits & -suits).bit_length() - 1 >> 4
            lane = runs >> 16 * s & 0x3FFE
            suits ^= lane << 16 * s
            if high >> s & 1:  # positions: the ace stands above the king
                lane ^= 2 | 1 << 14
            elif lane & 2:
                low_aces += 1
            while lane:
                block = lane & ~(lane + (lane & -lane))  # the lowest block of touching positions
                lane ^= block
                melds.append(_RUNS0[block << 16 * s])
        bits = sets
        while bits:  # sets in the order of their lowest card
            group = bits & _SUIT_LANES << ((bits & -bits).bit_length() - 1 & 15)
            bits ^= group
            melds.append(_SETS0[group])
    except KeyError:
        return _any_copies(parse_cards(hand), rules, objective)
    return Arrangement.quick(tuple(melds), _cards0(mask & ~(sets | runs)), kept,
                             total - kept + low_aces * tables.ace_bonus, objective)


def _byte_tables() -> list[list[tuple[Card, ...]]]:
    """The first-copy cards of each byte of a lane mask, by the byte's value: a byte's
    lowest card, then those of the byte without it."""
    tables = []
    for k in range(8):
        cards: list[tuple[Card, ...]] = [()]
        for v in range(1, 256):
            low = _CARD0[8 * k + (v & -v).bit_length() - 1]
            cards.append(((low,) if low else ()) + cards[v & v - 1])
        tables.append(cards)
    return tables


_BYTES0 = _byte_tables()


def _cards0(mask: int) -> tuple[Card, ...]:
    """The first-copy cards of ``mask`` by lane bit: the order of Card.sort_key."""
    b0, b1, b2, b3, b4, b5, b6, b7 = _BYTES0
    x = mask.to_bytes(8, "little")
    return (*b0[x[0]], *b1[x[1]], *b2[x[2]], *b3[x[3]], *b4[x[4]], *b5[x[5]], *b6[x[6]], *b7[x[7]])


def _any_copies(hand: Sequence[Card], rules: Rules, objective: str) -> Arrangement | None:
    """:func:`fast_arrangement` of a hand that may hold second copies (cards found by
    their lane bit); None for a hand with a joker or a face twice."""
    mask = _hand_mask(hand)
    if mask is None:
        return None
    run, table, tables = _kernel(rules, objective)
    _, total, kept, sets, runs, high = run(mask, table, 1)
    if not sets | runs:
        return Arrangement.quick((), tuple(sorted(hand, key=_LANE)), kept, 0, objective)
    by_bit = {card.lane_bit: card for card in hand}
    melds: list[Reading] = []
    low_aces = 0
    for s in range(4):  # runs by suit, then by lowest position; touching runs are one
        lane = runs >> (16 * s) & 0x3FFE
        if not lane:
            continue
        if high >> s & 1:  # positions: the ace stands above the king
            lane ^= 2 | 1 << 14
        elif lane & 2:
            low_aces += 1
        while lane:
            low = lane & -lane
            block = lane & ~(lane + low)  # the lowest block of touching positions
            lane ^= block
            first = low.bit_length() - 1
            placed = []
            for p in range(first, first + block.bit_count()):
                i = 16 * s + (1 if p == HIGH_ACE else p)
                card = by_bit[1 << i]
                if card is _CARD0[i]:
                    placed.append(_HIGH0[s] if p == HIGH_ACE else _PLACED0[i])
                else:
                    placed.append(Placed(card, p, SUITS[s]))
            melds.append(Reading("run", tuple(placed)))
    bits = sets
    while bits:  # sets in the order of their lowest card
        rank = (bits & -bits).bit_length() - 1 & 15
        bits &= ~(0x1_0001_0001_0001 << rank)
        placed = []
        for s in range(4):
            i = 16 * s + rank
            if sets >> i & 1:
                card = by_bit[1 << i]
                placed.append(_PLACED0[i] if card is _CARD0[i] else Placed(card, rank, SUITS[s]))
        melds.append(Reading("set", tuple(placed)))
    rest = mask & ~(sets | runs)
    left = []
    while rest:  # by lane bit: the order of Card.sort_key
        b = rest & -rest
        left.append(by_bit[b])
        rest ^= b
    return Arrangement.quick(tuple(melds), tuple(left), kept,
                             total - kept + low_aces * tables.ace_bonus, objective)
