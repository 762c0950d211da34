"""The compiled core of the one-deck fast path: moves from a hand mask, then an exact cover.

:func:`cover` is written in the subset of Python that numba compiles. Until it is
compiled in this process, callers run it as it is — plain Python (its arrays are lists:
the module's ``np`` is :class:`_ListArrays` here) — so no call ever waits for the JIT;
:func:`warm_up` compiles it (``njit(cache=True)``, with numpy arrays) in a background
thread, once, and then :data:`current` switches to the compiled code. Neither numba nor
numpy is imported before that.

A hand is a 64-bit mask with one 16-bit lane per suit (♠♥♦♣), bit ``16 * suit + rank``:
:attr:`Card.lane_bit <rummy_lab.core.cards.Card.lane_bit>`. The rules are one small
int64 table (:func:`rule_table`), built once per rules and card worth.
"""

from __future__ import annotations

import math
import threading
import time
import types
from collections.abc import Callable, Sequence
from itertools import combinations

__all__ = ["cover", "current", "rule_table", "warm_up", "compile_now", "compiled",
           "compile_seconds", "SET", "RUN", "HIGH_RUN"]


class _ListArrays:
    """What :func:`cover` needs of numpy, with lists: its plain-Python run."""

    int64 = int

    @staticmethod
    def empty(n: int, dtype: type = int) -> list[int]:
        return [0] * n

    zeros = empty


np = _ListArrays  # the compiled copy of cover sees numpy under this name

SET, RUN, HIGH_RUN = 0, 1, 2  # kinds of move (a run through a high ace is HIGH_RUN)

# Layout of the rule table (int64): offsets of its parts.
_LOW, _HIGH, _RUN_MIN = 0, 1, 2
_PREFIX = 3          # 15 entries: sum of the run worth of positions 1..p (p = 0..14)
_SET_WORTH = 18      # 14 entries: worth of one card of rank r in a set (r = 0..13)
_SUBSETS = 32        # 16 patterns x 8 slots: suit subsets forming a set, 0-terminated
_VALUES = _SUBSETS + 16 * 8  # 14 entries: the value (points) of a card of rank r
_TABLE_SIZE = _VALUES + 14

# The memo's hash: fold the 62 bits into 21, then multiply (no overflow in int64).
_FOLD, _MIX = (1 << 21) - 1, 0x9E3779B1
_MAX_MOVES = 4 * 91 + 13 * 11  # every run window of every suit, every set of every rank


def rule_table(low: int, high: int, run_min: int, run_worth: Sequence[int],
               set_worth: Sequence[int], set_sizes: Sequence[int],
               values: Sequence[int]) -> list[int]:
    """The rules as one table of ints (numpy int64 for the compiled kernel): run window ``low``..``high`` (positions, 14 = high
    ace), ``run_min``, worth of a run card by position (index 1..14) and of a set card
    by rank (1..13), the set sizes allowed (in the order sets are generated) and the
    value of a card by rank."""
    table = [0] * _TABLE_SIZE
    table[_LOW], table[_HIGH], table[_RUN_MIN] = low, high, run_min
    for p in range(1, 15):
        table[_PREFIX + p] = table[_PREFIX + p - 1] + run_worth[p]
    table[_SET_WORTH:_SET_WORTH + 14] = set_worth[:14]
    table[_VALUES:_VALUES + 14] = values[:14]
    assert len(table) == _TABLE_SIZE
    for pattern in range(16):
        suits = [s for s in range(4) if pattern >> s & 1]
        slot = _SUBSETS + 8 * pattern
        for n in set_sizes:  # as itertools.combinations(suits, n): lexicographic
            for group in combinations(suits, n):
                table[slot] = sum(1 << s for s in group)
                slot += 1
    return table


def cover(hand: int, t, arrange: int) -> tuple[int, int, int, int, int, int]:
    """Best exact cover of ``hand`` (lane mask) by the runs and sets of table ``t``.

    Returns (best total worth of disjoint moves, value of the hand, value of the cards
    the chosen cover leaves, cards in the chosen sets, cards in the chosen runs, suits
    whose chosen run holds a high ace as bits); the last four only with ``arrange``.
    The chosen cover is the first best one in this order: leave the lowest card
    (suit-major, rank-minor) if that costs nothing, else the first move from it, runs
    before sets, runs by start then end.
    """
    masks = np.empty(_MAX_MOVES, dtype=np.int64)
    worths = np.empty(_MAX_MOVES, dtype=np.int64)
    kinds = np.empty(_MAX_MOVES, dtype=np.int64)
    lows = np.empty(_MAX_MOVES, dtype=np.int64)
    n = 0
    low, high, run_min = t[_LOW], t[_HIGH], t[_RUN_MIN]
    total = 0
    for s in range(4):
        row = (hand >> (16 * s)) & 0x3FFE  # bit r: rank r held
        for r in range(1, 14):
            if row >> r & 1:
                total += t[_VALUES + r]
        pos = row | ((row >> 1 & 1) << 14)  # bit p: the card of run position p is held
        start = 0
        for p in range(1, high + 2):
            if p <= high and p >= low and pos >> p & 1:
                if start == 0:
                    start = p
                continue
            if start:
                for a in range(start, p - run_min + 1):
                    for b in range(a + run_min - 1, p):
                        if b - a < 13:  # never both aces, never K-A-2
                            span = ((1 << (b - a + 1)) - 1) << a
                            mask = ((span & 0x3FFE) | ((span >> 14 & 1) << 1)) << (16 * s)
                            masks[n] = mask
                            worths[n] = t[_PREFIX + b] - t[_PREFIX + a - 1]
                            kinds[n] = HIGH_RUN if b == 14 else RUN
                            n += 1
            start = 0
    for r in range(1, 14):
        pattern = 0
        for s in range(4):
            pattern |= (hand >> (16 * s + r) & 1) << s
        slot = _SUBSETS + 8 * pattern
        while t[slot]:
            sub = t[slot]
            mask = 0
            size = 0
            for s in range(4):
                if sub >> s & 1:
                    mask |= 1 << (16 * s + r)
                    size += 1
            masks[n] = mask
            worths[n] = t[_SET_WORTH + r] * size
            kinds[n] = SET
            n += 1
            slot += 1
    # moves grouped by their lowest card (a stable counting sort), in generation order
    first = np.zeros(65, dtype=np.int64)
    has = 0
    for k in range(n):
        lb = masks[k] & -masks[k]
        lows[k] = int(math.log2(lb))
        first[lows[k] + 1] += 1
        has |= lb
    for i in range(64):
        first[i + 1] += first[i]
    order = np.empty(max(n, 1), dtype=np.int64)
    fill = first[:64].copy()
    for k in range(n):
        order[fill[lows[k]]] = k
        fill[lows[k]] += 1
    # memoised best value of every remaining set of cards (open addressing)
    size_memo = 64
    keys = np.zeros(size_memo, dtype=np.int64)
    vals = np.empty(size_memo, dtype=np.int64)
    used = 0
    stack_rem = np.empty(66, dtype=np.int64)
    stack_opt = np.empty(66, dtype=np.int64)
    stack_best = np.empty(66, dtype=np.int64)
    stack_add = np.empty(66, dtype=np.int64)
    union = 0
    for k in range(n):
        union |= masks[k]
    root = union
    value = 0
    sp = 0
    stack_rem[0] = root
    stack_opt[0] = -1
    ret = 0
    while sp >= 0 and root:
        rem = stack_rem[sp]
        if stack_opt[sp] == -1:  # entering: drop low cards no move starts at, look up
            lead = rem & has
            rem = rem & -(lead & -lead) if lead else 0
            if rem == 0:
                ret = 0
                sp -= 1
                continue
            h = ((rem ^ rem >> 21 ^ rem >> 42) & _FOLD) * _MIX >> 20 & (size_memo - 1)
            found = -1
            while keys[h]:
                if keys[h] == rem:
                    found = h
                    break
                h = (h + 1) & (size_memo - 1)
            if found >= 0:
                ret = vals[found]
                sp -= 1
                continue
            stack_rem[sp] = rem
            stack_opt[sp] = 0  # option 0: leave the lowest card
            stack_best[sp] = 0
            stack_add[sp] = 0
            lb = rem & -rem
            sp += 1
            stack_rem[sp] = rem ^ lb
            stack_opt[sp] = -1
            continue
        # returning: option stack_opt[sp] is worth stack_add[sp] + ret
        got = stack_add[sp] + ret
        if stack_opt[sp] == 0 or got > stack_best[sp]:
            stack_best[sp] = got
        lb = rem & -rem
        i = int(math.log2(lb))
        k = first[i] + stack_opt[sp]  # options 1.. are the moves from the lowest card
        pushed = False
        while k < first[i + 1]:
            m = masks[order[k]]
            stack_opt[sp] += 1
            if m & rem == m:
                stack_add[sp] = worths[order[k]]
                sp += 1
                stack_rem[sp] = rem ^ m
                stack_opt[sp] = -1
                pushed = True
                break
            k += 1
        if pushed:
            continue
        best = stack_best[sp]
        if 2 * (used + 1) > size_memo:  # grow the memo, then store
            old_keys, old_vals = keys, vals
            size_memo *= 2
            keys = np.zeros(size_memo, dtype=np.int64)
            vals = np.empty(size_memo, dtype=np.int64)
            for j in range(size_memo // 2):
                if old_keys[j]:
                    x = old_keys[j]
                    g = ((x ^ x >> 21 ^ x >> 42) & _FOLD) * _MIX >> 20 & (size_memo - 1)
                    while keys[g]:
                        g = (g + 1) & (size_memo - 1)
                    keys[g] = old_keys[j]
                    vals[g] = old_vals[j]
        h = ((rem ^ rem >> 21 ^ rem >> 42) & _FOLD) * _MIX >> 20 & (size_memo - 1)
        while keys[h]:
            h = (h + 1) & (size_memo - 1)
        keys[h] = rem
        vals[h] = best
        used += 1
        ret = best
        sp -= 1
    value = ret if root else 0
    set_mask = run_mask = high_suits = 0
    rem = root
    while arrange and rem:  # the first best cover: every value needed is in the memo
        lead = rem & has
        rem = rem & -(lead & -lead) if lead else 0
        if rem == 0:
            break
        lb = rem & -rem
        i = int(math.log2(lb))
        target = 0
        k = first[i] - 2  # options: rem itself (its value), leave its lowest card, moves
        while k < first[i + 1]:
            add = 0
            x = rem
            if k == first[i] - 1:
                x = rem ^ lb
            elif k >= first[i]:
                m = masks[order[k]]
                if m & rem != m:
                    k += 1
                    continue
                x = rem ^ m
                add = worths[order[k]]
            lead = x & has
            x = x & -(lead & -lead) if lead else 0
            got = 0
            if x:
                h = ((x ^ x >> 21 ^ x >> 42) & _FOLD) * _MIX >> 20 & (size_memo - 1)
                while keys[h] != x:
                    h = (h + 1) & (size_memo - 1)
                got = vals[h]
            if k == first[i] - 2:
                target = got
            elif add + got == target:
                break
            k += 1
        if k == first[i] - 1:
            rem ^= lb
            continue
        m = masks[order[k]]
        if kinds[order[k]] == SET:
            set_mask |= m
        else:
            run_mask |= m
            if kinds[order[k]] == HIGH_RUN:
                high_suits |= 1 << (i // 16)
        rem ^= m
    kept = total
    covered = set_mask | run_mask
    while covered:
        lb = covered & -covered
        i = int(math.log2(lb))
        kept -= t[_VALUES + (i & 15)]
        covered ^= lb
    return value, total, kept, set_mask, run_mask, high_suits



# The kernel callers use: plain :func:`cover` until the compiled one is ready.
current: list[Callable] = [cover]
_lock = threading.Lock()
_state: dict = {"thread": None, "seconds": None, "cached": None, "error": None}


def compiled() -> bool:
    """Is the compiled kernel in use?"""
    return current[0] is not cover


def compile_seconds() -> float | None:
    """Seconds the compile (or the load from numba's disk cache) took; None before."""
    return _state["seconds"]


def compile_now() -> float:
    """Compile :func:`cover` (or load it from numba's disk cache) in this thread and
    switch :data:`current` to it; returns the seconds it took (0.0 if it was ready)."""
    with _lock:
        if compiled():
            return 0.0
        start = time.perf_counter()
        import numpy
        from numba import njit

        source = types.FunctionType(cover.__code__, {**cover.__globals__, "np": numpy},
                                    "cover")
        source.__qualname__ = cover.__qualname__
        try:
            jitted = njit(cache=True)(source)
            _state["cached"] = True
        except RuntimeError:  # no writable cache directory: compile in memory only
            jitted = njit(source)
            _state["cached"] = False
        jitted.compile("(int64, int64[::1], int64)")
        jitted(0b1110, numpy.zeros(_TABLE_SIZE, dtype=numpy.int64), 1)  # first call's setup
        current[0] = jitted
        _state["seconds"] = time.perf_counter() - start
        return _state["seconds"]


def _compile_in_background() -> None:
    try:
        compile_now()
    except Exception as error:  # noqa: BLE001 - the plain kernel stays: same answers
        _state["error"] = repr(error)


def warm_up(wait: bool = False) -> None:
    """Compile the kernel in a background thread: started once, however often this is
    called (``wait``: until it is ready). Should the compile fail, the plain kernel
    stays in use (the reason is in ``_state["error"]``)."""
    with _lock:
        thread = _state["thread"]
        if thread is None and not compiled():
            thread = _state["thread"] = threading.Thread(
                target=_compile_in_background, daemon=True, name="rummy-lab kernel compile")
            thread.start()
    if wait and thread is not None:
        thread.join()
