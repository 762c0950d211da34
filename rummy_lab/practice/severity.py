"""One severity scale for a choice that cost points: fine / inaccuracy / mistake / blunder.

The same four words grade a *best discard* drill and a decision of a reviewed game; what
differs is the measure, so each measure states its limits (the lowest value of
inaccuracy, mistake and blunder) once here, and the severity only grows with the value.
Card values set both: a low card is worth 2–5 points, a middle card 6–9, a face card 10
(an ace 15 in Rummy 500).

* :data:`DISCARD_LOSS` — points of the exact meld solver's score lost by a discard (an
  exact whole number: nothing to smooth). Any loss is at least an *inaccuracy* (1: a low
  card kept instead of another, which rarely changes who wins a hand); a *mistake* from
  5, about a middle card, most of a hand's typical margin between the best and the
  second-best discard; a *blunder* from 10, a face card or a broken meld, the loss that
  turns a won hand into a lost one.
* :data:`DECISION_COST` — the points a decision of a played game cost, an *estimate*
  (the review weighs the chance that the hand ends before a plan pays), so the limits
  sit above its noise: under 3 (less than a low card) is *fine*; an *inaccuracy* costs
  less than a face card (3); a *mistake* up to about two face cards (10: a set of low
  cards, a missed lay-off); a *blunder* more (25: a broken set of face cards, a hand not
  gone out).
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["SEVERITIES", "Scale", "DISCARD_LOSS", "DECISION_COST", "discard_severity",
           "decision_severity"]

SEVERITIES = ("fine", "inaccuracy", "mistake", "blunder")


@dataclass(frozen=True)
class Scale:
    """A measure in points and the lowest value of each severity above ``fine``."""

    measure: str
    limits: tuple[float, float, float]

    def __post_init__(self) -> None:
        if list(self.limits) != sorted(self.limits) or self.limits[0] <= 0:
            raise ValueError(f"limits must grow from above 0: {self.limits}")

    def of(self, value: float) -> str:
        """The severity of ``value`` points on this scale."""
        return SEVERITIES[sum(value >= limit for limit in self.limits)]


DISCARD_LOSS = Scale("exact solver points lost by a discard", (1, 5, 10))
DECISION_COST = Scale("estimated points a game decision cost", (3.0, 10.0, 25.0))


def discard_severity(loss: float) -> str:
    """A best-discard drill's severity for a loss of ``loss`` solver points."""
    return DISCARD_LOSS.of(loss)


def decision_severity(cost: float) -> str:
    """A reviewed decision's severity for an estimated cost of ``cost`` points."""
    return DECISION_COST.of(cost)
