"""Fast path for one-deck, joker-free hands without table melds: 52-bit masks,
run tables per suit row and a tiny exact cover search."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from itertools import combinations

from ...core.cards import Card, Suit
from ...core.melds import (
    Reading,
    _plain_reading,
)
from ...core.runs import LOW_ACE, card_rank, run_window
from ...core.variants import Rules
from .answer import Arrangement
from .moves import gains_for


@functools.lru_cache(maxsize=64)
def _fast_tables(rules: Rules, objective: str | None = None) -> tuple:
    """(worth of a set card by rank, set moves by rank and suit pattern, one run cache per
    suit, worth of a run card by position) for these rules. A card's worth is its value
    (``objective`` None: for min_deadwood) or its search gain for ``objective``."""
    if objective is None:
        values = [0] + [rules.card_value(Card(r, Suit.SPADES)) for r in range(1, 14)]
        run_worth = [0] + [values[card_rank(p)] for p in range(1, 15)]
    else:
        gains = gains_for(rules, objective)
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


def fast_min_deadwood(hand: Sequence[Card], rules: Rules) -> int | None:
    """Min deadwood of a one-deck, joker-free hand over 52-bit masks; None otherwise."""
    found = _fast_moves(hand, rules, None)
    if found is None:
        return None
    moves, total = found
    return total - _best_cover(moves)


def fast_arrangement(hand: Sequence[Card], rules: Rules, objective: str) -> Arrangement | None:
    """:func:`best_arrangement` of a one-deck, joker-free hand with no table (52-bit
    masks, as :func:`fast_min_deadwood`); None for any other hand."""
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
