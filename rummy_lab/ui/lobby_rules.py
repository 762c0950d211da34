"""Class mode's house rules, in one place: how often one page may create tables and take
seats, and when a free seat counts as empty (said on every page at that table)."""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable

from ..core.errors import RummyError
from .messages import t

__all__ = ["RateLimit", "EMPTY_SECONDS", "CREATE_LIMIT", "CLAIM_LIMIT", "empty_minutes",
           "empty_note"]

EMPTY_SECONDS = 60.0   # a free human seat this long is "empty" on every page of its table
CREATE_LIMIT = (3, 10)  # tables one page may create: per minute, in all
CLAIM_LIMIT = (6, 20)   # seats one page may take: per minute, in all


class RateLimit:
    """At most ``per_minute`` uses in any 60 seconds and ``total`` in all; a use beyond
    them is refused with the catalog text ``key`` (parameters ``n`` and ``total``)."""

    def __init__(self, limits: tuple[int, int], key: str,
                 clock: Callable[[], float] = time.monotonic):
        self.per_minute, self.total = limits
        self.key, self._clock = key, clock
        self._recent: deque[float] = deque()
        self._used = 0

    def take(self, lang: str) -> None:
        """Count one use, or raise :class:`RummyError` (nothing counted) when over."""
        now = self._clock()
        while self._recent and now - self._recent[0] >= 60:
            self._recent.popleft()
        if self._used >= self.total or len(self._recent) >= self.per_minute:
            raise RummyError(t(self.key, lang, n=self.per_minute, total=self.total))
        self._recent.append(now)
        self._used += 1


def empty_minutes(seconds: float | None) -> int | None:
    """Whole minutes a seat has been empty, once that counts (None: not empty long)."""
    if seconds is None or seconds < EMPTY_SECONDS:
        return None
    return int(seconds // 60)


def empty_note(seconds: float | None, lang: str) -> str:
    """'empty for 3 min' for a seat empty long enough, else ''."""
    n = empty_minutes(seconds)
    return "" if n is None else t("class_empty_for", lang, n=n)
