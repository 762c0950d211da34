"""The run window: which rank positions a run may cover under the rules' ace mode.

This is the one home of the ace rules of runs. A run *position* is 1..13 for A..K,
and 14 for an ace above the king (a "high ace"). Every ace mode is a window of
positions; a run never holds more than 13 positions, so it never has an ace at both
ends and never turns the corner (K-A-2).
"""

from __future__ import annotations

from dataclasses import dataclass

from .variants import Rules

__all__ = ["RunWindow", "run_window", "card_rank", "LOW_ACE", "HIGH_ACE", "MAX_RUN"]

LOW_ACE = 1
HIGH_ACE = 14
MAX_RUN = 13  # A..K or 2..A: never both aces, never K-A-2


def card_rank(position: int) -> int:
    """The card rank at a run position (a high ace, 14, is an ace, 1)."""
    return LOW_ACE if position == HIGH_ACE else position


@dataclass(frozen=True, slots=True)
class RunWindow:
    """The positions runs may use: ``low``..``high`` and at most :data:`MAX_RUN` of them."""

    low: int
    high: int

    def fits(self, a: int, b: int) -> bool:
        """May a run cover positions ``a``..``b``?"""
        return self.low <= a <= b <= self.high and b - a < MAX_RUN

    def reach(self, a: int) -> int:
        """The highest position a run starting at ``a`` may reach."""
        return min(self.high, a + MAX_RUN - 1)

    def room(self, a: int, b: int) -> int:
        """How many positions a run covering ``a``..``b`` can still grow by."""
        return max(min(MAX_RUN, self.high - self.low + 1) - (b - a + 1), 0)

    def positions(self, rank: int) -> tuple[int, ...]:
        """Positions a natural card of ``rank`` may take in a run (an ace: low and/or high)."""
        if rank == LOW_ACE:
            return tuple(p for p in (LOW_ACE, HIGH_ACE) if self.low <= p <= self.high)
        return (rank,) if self.low <= rank <= self.high else ()

    def ends(self, a: int, b: int) -> tuple[tuple[str, int], ...]:
        """Where a run covering ``a``..``b`` can grow: ``("low", a-1)``, ``("high", b+1)``."""
        return tuple((end, p) for end, p, span in (("low", a - 1, (a - 1, b)),
                                                   ("high", b + 1, (a, b + 1)))
                     if self.fits(*span))

    def spans(self, length: int) -> range:
        """Lowest positions of every legal run of ``length`` positions."""
        if length > MAX_RUN:
            return range(0)
        return range(self.low, self.high - length + 2)

    @property
    def ace_high(self) -> bool:
        """May an ace stand above the king?"""
        return self.high >= HIGH_ACE

    @property
    def ace_low(self) -> bool:
        """May an ace stand below the two?"""
        return self.low <= LOW_ACE


# Each ace mode of :class:`Rules` (``ace_mode``) is one row.
_WINDOWS = {
    "low": RunWindow(LOW_ACE, 13),  # A-2-3 only: runs end at the king
    "low_or_high": RunWindow(LOW_ACE, HIGH_ACE),  # A-2-3 or Q-K-A, never K-A-2
}


def run_window(rules: Rules) -> RunWindow:
    """The run window of ``rules`` (by its ``ace_mode``)."""
    return _WINDOWS[rules.ace_mode]
