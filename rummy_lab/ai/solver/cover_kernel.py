"""The compiled core of the one-deck fast path: moves from a hand mask, then an exact cover.

:func:`cover` is written in the subset of Python that numba compiles. Until it is
compiled in this process, callers run it as it is — plain Python (its arrays are lists:
the module's ``np`` is :class:`_ListArrays` here) — so no call ever waits for the JIT.
The compile goes to numba's on-disk cache (:func:`cache_dir`), so it happens once per
machine; each later process only loads it. Who compiles, and when:

* heavy callers (benchmarks, long library loops that ask for it) call
  :func:`compile_now`: it compiles or loads in the calling thread;
* every other caller runs plain Python, and once its plain calls have cost
  :data:`LOAD_AFTER_SECONDS` it loads the kernel in the calling thread — only if the
  disk cache already holds it (:func:`cached`: a marker file, checked without importing
  numba). Nothing compiles at import, in a background thread or at page start, except
  the play table's explicit :func:`warm_up`. ``RUMMY_LAB_PLAIN_KERNEL=1`` keeps the
  plain kernel (no load at all).

A hand is a 64-bit mask with one 16-bit lane per suit (♠♥♦♣), bit ``16 * suit + rank``:
:attr:`Card.lane_bit <rummy_lab.core.cards.Card.lane_bit>`. The rules are one small
int64 table (:func:`rule_table`), built once per rules and card worth, followed by room
for the kernel's work.
"""

from __future__ import annotations

import hashlib
import math
import os
import sys
import threading
import time
import types
from collections.abc import Callable, Sequence
from itertools import combinations

__all__ = ["cover", "current", "rule_table", "warm_up", "compile_now", "compiled",
           "compile_seconds", "cached", "cache_dir", "plain_spent", "SET", "RUN", "HIGH_RUN"]


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
RULES_SIZE = _VALUES + 14  # the rules part of the table; then room for the kernel

# The memo's hash: fold the 62 bits into 21, then multiply (no overflow in int64).
_FOLD, _MIX = (1 << 21) - 1, 0x9E3779B1
_MAX_MOVES = 4 * 91 + 13 * 11  # every run window of every suit, every set of every rank
_WORTH, _KIND = _MAX_MOVES, 2 * _MAX_MOVES  # parts of the moves array
_FILL, _INDEX = 65, 129  # parts of the index array (first: 65 entries, fill: 64)
_DEPTH = 66  # the search removes a card at each level: at most 62 levels
_OPT, _BEST, _ADD = _DEPTH, 2 * _DEPTH, 3 * _DEPTH  # parts of the stack array
# After the rules, the table has room for the kernel's large arrays (moves, order,
# stack: each entry is written before it is read), so that a compiled call allocates
# only the two small zeroed ones: a compiled call holds the GIL, so no two calls use that
# room at once; a plain call's slices of it are copies.
_AT_MOVES = RULES_SIZE
_AT_ORDER = _AT_MOVES + 3 * _MAX_MOVES
_AT_STACK = _AT_ORDER + _MAX_MOVES
_TABLE_SIZE = _AT_STACK + 4 * _DEPTH


def rule_table(low: int, high: int, run_min: int, run_worth: Sequence[int],
               set_worth: Sequence[int], set_sizes: Sequence[int],
               values: Sequence[int]) -> list[int]:
    """The rules as one table of ints (a numpy int64 array for the compiled kernel):
    run window ``low``..``high`` (positions, 14 = high ace), ``run_min``, worth of a run
    card by position (index 1..14) and of a set card by rank (1..13), the set sizes
    allowed (in the order sets are generated) and the value of a card by rank; then
    zeros, the kernel's room (:data:`RULES_SIZE` is where it starts)."""
    table = [0] * _TABLE_SIZE
    table[_LOW], table[_HIGH], table[_RUN_MIN] = low, high, run_min
    for p in range(1, 15):
        table[_PREFIX + p] = table[_PREFIX + p - 1] + run_worth[p]
    table[_SET_WORTH:_SET_WORTH + 14] = set_worth[:14]
    table[_VALUES:_VALUES + 14] = values[:14]
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
    # one array per kind of data (in the table's room): moves as mask, worth, kind
    moves = t[_AT_MOVES:_AT_ORDER]
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
                            moves[n] = ((span & 0x3FFE) | ((span >> 14 & 1) << 1)) << (16 * s)
                            moves[_WORTH + n] = t[_PREFIX + b] - t[_PREFIX + a - 1]
                            moves[_KIND + n] = HIGH_RUN if b == 14 else RUN
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
            moves[n] = mask
            moves[_WORTH + n] = t[_SET_WORTH + r] * size
            moves[_KIND + n] = SET
            n += 1
            slot += 1
    if n == 0:
        return 0, total, total, 0, 0, 0
    # the moves by their lowest card (a stable counting sort): with first = index[:65]
    # moves order[first[i]:first[i + 1]] start at card bit i
    index = np.zeros(_INDEX, dtype=np.int64)  # first (65), fill (64)
    order = t[_AT_ORDER:_AT_STACK]
    has = 0
    union = 0
    for k in range(n):
        lb = moves[k] & -moves[k]
        index[int(math.log2(lb)) + 1] += 1
        has |= lb
        union |= moves[k]
    for i in range(64):
        index[i + 1] += index[i]
        index[_FILL + i] = index[i]
    for k in range(n):
        i = int(math.log2(moves[k] & -moves[k]))
        order[index[_FILL + i]] = k
        index[_FILL + i] += 1
    # memoised best value of every remaining set of cards (open addressing): keys, values
    size_memo = 64
    memo = np.zeros(2 * size_memo, dtype=np.int64)
    used = 0
    # the search's stack: remaining cards, option being tried, best so far, its worth
    stack = t[_AT_STACK:_TABLE_SIZE]
    root = union
    sp = 0
    stack[0] = root
    stack[_OPT] = -1
    ret = 0
    while sp >= 0:
        rem = stack[sp]
        if stack[_OPT + sp] == -1:  # entering: drop low cards no move starts at, look up
            lead = rem & has
            rem = rem & -(lead & -lead) if lead else 0
            if rem == 0:
                ret = 0
                sp -= 1
                continue
            h = ((rem ^ rem >> 21 ^ rem >> 42) & _FOLD) * _MIX >> 20 & (size_memo - 1)
            found = -1
            while memo[h]:
                if memo[h] == rem:
                    found = h
                    break
                h = (h + 1) & (size_memo - 1)
            if found >= 0:
                ret = memo[size_memo + found]
                sp -= 1
                continue
            stack[sp] = rem
            stack[_OPT + sp] = 0  # option 0: leave the lowest card
            stack[_BEST + sp] = 0
            stack[_ADD + sp] = 0
            lb = rem & -rem
            sp += 1
            stack[sp] = rem ^ lb
            stack[_OPT + sp] = -1
            continue
        # returning: option stack[_OPT + sp] is worth stack[_ADD + sp] + ret
        got = stack[_ADD + sp] + ret
        if stack[_OPT + sp] == 0 or got > stack[_BEST + sp]:
            stack[_BEST + sp] = got
        lb = rem & -rem
        i = int(math.log2(lb))
        k = index[i] + stack[_OPT + sp]  # options 1.. are the moves from the lowest card
        pushed = False
        while k < index[i + 1]:
            m = moves[order[k]]
            stack[_OPT + sp] += 1
            if m & rem == m:
                stack[_ADD + sp] = moves[_WORTH + order[k]]
                sp += 1
                stack[sp] = rem ^ m
                stack[_OPT + sp] = -1
                pushed = True
                break
            k += 1
        if pushed:
            continue
        best = stack[_BEST + sp]
        if 2 * (used + 1) > size_memo:  # grow the memo, then store
            old = memo
            size_memo *= 2
            memo = np.zeros(2 * size_memo, dtype=np.int64)
            for j in range(size_memo // 2):
                x = old[j]
                if x:
                    g = ((x ^ x >> 21 ^ x >> 42) & _FOLD) * _MIX >> 20 & (size_memo - 1)
                    while memo[g]:
                        g = (g + 1) & (size_memo - 1)
                    memo[g] = x
                    memo[size_memo + g] = old[size_memo // 2 + j]
        h = ((rem ^ rem >> 21 ^ rem >> 42) & _FOLD) * _MIX >> 20 & (size_memo - 1)
        while memo[h]:
            h = (h + 1) & (size_memo - 1)
        memo[h] = rem
        memo[size_memo + h] = best
        used += 1
        ret = best
        sp -= 1
    value = ret
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
        k = index[i] - 2  # options: rem itself (its value), leave its lowest card, moves
        while k < index[i + 1]:
            add = 0
            x = rem
            if k == index[i] - 1:
                x = rem ^ lb
            elif k >= index[i]:
                m = moves[order[k]]
                if m & rem != m:
                    k += 1
                    continue
                x = rem ^ m
                add = moves[_WORTH + order[k]]
            lead = x & has
            x = x & -(lead & -lead) if lead else 0
            got = 0
            if x:
                h = ((x ^ x >> 21 ^ x >> 42) & _FOLD) * _MIX >> 20 & (size_memo - 1)
                while memo[h] != x:
                    h = (h + 1) & (size_memo - 1)
                got = memo[size_memo + h]
            if k == index[i] - 2:
                target = got
            elif add + got == target:
                break
            k += 1
        if k == index[i] - 1:
            rem ^= lb
            continue
        m = moves[order[k]]
        if moves[_KIND + order[k]] == SET:
            set_mask |= m
        else:
            run_mask |= m
            if moves[_KIND + order[k]] == HIGH_RUN:
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
_state: dict = {"thread": None, "seconds": None, "cached": None, "error": None,
                "plain": 0.0, "looked": False}

PLAIN_ENV = "RUMMY_LAB_PLAIN_KERNEL"  # set to 1: never load or compile lazily
LOAD_AFTER_SECONDS = 1.0  # plain-kernel time after which a caller loads the cached
# kernel (about what the load costs: numpy and numba imports plus numba's cache read,
# 0.5-1.2 s of CPU on 2 shared cores)
_HERE = os.path.dirname(os.path.abspath(__file__))


def cache_dir(environ=os.environ) -> str:
    """Where numba caches the kernel: ``NUMBA_CACHE_DIR`` if set, else numba's own place
    next to this file when that is writable, else a per-user directory
    (``$XDG_CACHE_HOME/rummy-lab/numba``, default ``~/.cache/rummy-lab/numba``), which
    :func:`compile_now` then gives numba as ``NUMBA_CACHE_DIR``."""
    if environ.get("NUMBA_CACHE_DIR"):
        return environ["NUMBA_CACHE_DIR"]
    tree = os.path.join(_HERE, "__pycache__")
    if os.access(tree if os.path.isdir(tree) else _HERE, os.W_OK):
        return tree
    home = environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(home, "rummy-lab", "numba")


def _marker() -> str:
    """The file that says this kernel (this source file, Python and numba versions) is
    in numba's disk cache: written after a cached compile, read without numba."""
    from importlib.metadata import version

    source = os.stat(__file__)
    stamp = f"{sys.version}|{version('numba')}|{source.st_mtime_ns}|{source.st_size}|{_HERE}"
    name = "rummy_lab_cover." + hashlib.sha1(stamp.encode()).hexdigest()[:16] + ".ok"
    return os.path.join(cache_dir(), name)


def cached() -> bool:
    """Does the disk cache hold the compiled kernel (so loading it is quick)?"""
    try:
        return os.path.exists(_marker())
    except Exception:  # noqa: BLE001 - no numba installed, no home: not cached
        return False


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
        where = cache_dir()
        if not os.environ.get("NUMBA_CACHE_DIR") and not where.startswith(_HERE):
            os.environ["NUMBA_CACHE_DIR"] = where  # read by numba when it is imported
            if "numba" in sys.modules:
                sys.modules["numba"].config.CACHE_DIR = where
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
        where = getattr(getattr(jitted, "stats", None), "cache_path", None) or ""
        if _state["cached"] and any(n.endswith(".nbi") for n in _listing(where)):
            try:
                with open(_marker(), "w") as marker:
                    marker.write(f"{_state['seconds']:.3f} s\n")
            except OSError:
                pass
        return _state["seconds"]


def _listing(where: str) -> list[str]:
    try:
        return os.listdir(where)
    except OSError:
        return []


def plain_spent(seconds: float) -> None:
    """A caller ran the plain kernel for ``seconds``: once such calls add up to
    :data:`LOAD_AFTER_SECONDS`, load the compiled kernel if the disk cache holds it
    (in this thread; looked at once a process)."""
    _state["plain"] += seconds
    if _state["plain"] < LOAD_AFTER_SECONDS or _state["looked"]:
        return
    _state["looked"] = True
    if os.environ.get(PLAIN_ENV) or _state["thread"] is not None or not cached():
        return  # (a warm-up thread is compiling it: no call waits for that)
    try:
        compile_now()
    except Exception as error:  # noqa: BLE001 - the plain kernel stays: same answers
        _state["error"] = repr(error)


def _compile_in_background() -> None:
    try:
        compile_now()
    except Exception as error:  # noqa: BLE001 - the plain kernel stays: same answers
        _state["error"] = repr(error)


def warm_up(wait: bool = False) -> None:
    """Compile the kernel in a background thread: started once, however often this is
    called (``wait``: until it is ready). Only the play table calls it, when it opens.
    Should the compile fail, the plain kernel stays in use (the reason is in
    ``_state["error"]``)."""
    with _lock:
        thread = _state["thread"]
        if thread is None and not compiled():
            thread = _state["thread"] = threading.Thread(
                target=_compile_in_background, daemon=True, name="rummy-lab kernel compile")
            thread.start()
    if wait and thread is not None:
        thread.join()
