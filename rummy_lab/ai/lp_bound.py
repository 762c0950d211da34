"""Card prices that bound any packing of moves: the dual of the meld solver's LP relaxation.

The solver packs *moves* (groups of cards with a gain) into a hand, each card used once.
Prices ``y`` (one per kind of resource: a face, the jokers, a table meld) with
``sum(y over a move's cards) >= the move's gain`` for every move bound every packing of
every part of the hand: its gain is at most the sum of ``y`` over the cards it may use.
The best such prices are the LP dual; a small simplex finds them in floating point, then
they are rounded up and repaired in exact integers, so the bound is valid whatever the
floating point did (only its tightness depends on it).
"""

from __future__ import annotations

import math
import sys
from collections.abc import Callable, Sequence
from typing import Any

__all__ = ["dual_prices", "warm", "warm_up"]

_MAX_PIVOTS = 400
_CHECK_EVERY = 8  # pivots between two looks at the clock
_REFACTOR = 64  # pivots between two fresh inversions of the basis


def warm() -> bool:
    """Is numpy imported (so the first LP does not wait ~0.1 s for it)?"""
    return "numpy" in sys.modules


def warm_up() -> None:
    """Import numpy now (e.g. in a worker thread when a table opens), not in a hint."""
    import numpy  # noqa: F401


def _float_lp(columns: Sequence[Sequence[tuple[int, int]]], caps: Sequence[int],
              gains: Sequence[int], over: Callable[[], bool] | None = None,
              ) -> tuple[list[float], list[float]] | None:
    """Approximate (duals, primal x) of max gains·x, A x <= caps, x >= 0 (revised
    simplex from the slack basis, Dantzig's rule: only the small basis inverse is
    updated, so a pivot costs one pricing product, not a pass over a full tableau;
    the inverse is recomputed every :data:`_REFACTOR` pivots); None once ``over()``
    says time is up (asked every :data:`_CHECK_EVERY` pivots)."""
    import numpy as np  # only large hands come here

    m, n = len(caps), len(columns)
    matrix = np.zeros((m, n))
    for k, column in enumerate(columns):
        for row, times in column:
            matrix[row, k] += times
    full = np.hstack([matrix, np.eye(m)])  # the slacks' columns after the moves'
    gain = np.concatenate([np.asarray(gains, dtype=float), np.zeros(m)])
    inverse: Any = np.eye(m)
    xb = np.asarray(caps, dtype=float)
    basis = np.arange(n, n + m)
    for pivot in range(_MAX_PIVOTS):
        if over is not None and pivot % _CHECK_EVERY == 0 and over():
            return None
        if pivot and pivot % _REFACTOR == 0:
            inverse = np.linalg.inv(full[:, basis])
            xb = inverse @ np.asarray(caps, dtype=float)
        reduced = (gain[basis] @ inverse) @ full - gain
        c = int(np.argmin(reduced))
        if reduced[c] >= -1e-9:
            break
        u = inverse @ full[:, c]
        positive = u > 1e-9
        if not positive.any():
            break
        ratios = np.where(positive, xb / np.where(positive, u, 1.0), np.inf)
        r = int(np.argmin(ratios))
        xb -= ratios[r] * u
        xb[r] = ratios[r]
        row = inverse[r] / u[r]
        inverse -= np.outer(u, row)
        inverse[r] = row
        basis[r] = c
    primal = [0.0] * n
    for r, var in enumerate(basis.tolist()):
        if var < n:
            primal[var] = float(xb[r])
    return [max(0.0, float(v)) for v in gain[basis] @ inverse], primal


def dual_prices(columns: Sequence[Sequence[tuple[int, int]]], caps: Sequence[int],
                gains: Sequence[int], over: Callable[[], bool] | None = None,
                ) -> tuple[list[int], list[float]] | None:
    """Integer prices, one per row, with ``sum(times * price) >= gain`` for every column
    (a column lists its (row, times)), exact whatever the floating-point LP returned;
    and the LP's (approximate) fractional packing, one value per column, as a hint.
    None if ``over()`` (a clock) says time is up before the LP is solved."""
    solved = _float_lp(columns, caps, gains, over)
    if solved is None:
        return None
    duals, primal = solved
    prices = [math.ceil(v - 1e-7) for v in duals]
    for column, gain in zip(columns, gains):
        short = gain - sum(times * prices[row] for row, times in column)
        if short > 0:  # raising a price keeps every other column covered
            row, times = column[0]
            prices[row] += -(-short // times)
    return prices, primal
