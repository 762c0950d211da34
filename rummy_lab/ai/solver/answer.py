"""What the solver answers: an :class:`Arrangement` to lay down, or a quick :class:`Outcome`."""

from __future__ import annotations

from dataclasses import dataclass

from ...core.cards import Card
from ...core.errors import RummyError
from ...core.melds import LayoffOption, Reading
from ...core.variants import Rules

OBJECTIVES = ("deadwood", "net")


@dataclass(frozen=True)
class Arrangement:
    """What to lay down: new ``melds``, ``layoffs`` onto table melds, cards ``left``.

    ``proven`` is False when the search hit its limit and this is a greedy answer.
    ``layoffs`` are in playing order (a chain 8♣ then 9♣ onto a run ending at 7♣).
    ``deadwood`` is the value of ``left``; ``placed_value`` the value of every placed
    card (an ace melded low in A-2-3 counted by ``rules.ace_low_value``).
    """

    melds: tuple[Reading, ...]
    layoffs: tuple[tuple[Card, LayoffOption], ...]
    left: tuple[Card, ...]
    deadwood: int
    placed_value: int
    objective: str = "deadwood"
    proven: bool = True  # False: the limit came first; a good answer, maybe not the best

    @property
    def score(self) -> int:
        """The objective, higher is better: −deadwood, or placed − deadwood for 'net'."""
        if self.objective == "deadwood":
            return -self.deadwood
        return self.placed_value - self.deadwood

    @property
    def placed_count(self) -> int:
        return sum(len(m.placed) for m in self.melds) + len(self.layoffs)

    @classmethod
    def quick(cls, melds: tuple, left: tuple, deadwood: int, placed_value: int,
              objective: str) -> Arrangement:
        """The same as ``Arrangement(melds, (), left, ...)``, proven, without the frozen
        dataclass's per-field ``object.__setattr__`` (half the fast path's build time)."""
        made = object.__new__(cls)
        fields = made.__dict__  # (stores are quicker than update's keywords)
        fields["melds"], fields["layoffs"], fields["left"] = melds, (), left
        fields["deadwood"], fields["placed_value"] = deadwood, placed_value
        fields["objective"], fields["proven"] = objective, True
        return made


def resolve_objective(rules: Rules, objective: str | None) -> str:
    if objective is None:
        return "deadwood" if rules.scoring == "winner_collects" else "net"
    if objective not in OBJECTIVES:
        raise RummyError(f"Unknown objective {objective!r}: use 'deadwood' or 'net'.")
    return objective



@dataclass(frozen=True)
class Outcome:
    """A quick answer for some cards: the objective value (``score``, as
    :attr:`Arrangement.score`), the cards kept in hand, and whether it is proven best."""

    score: int
    left: tuple[Card, ...]
    proven: bool
    gain: int = 0  # in the search's units: points * SCALE plus the cards placed
