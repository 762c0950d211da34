"""The state a game is made of: the hand in play, the current turn, and the fields that
the game's checks and listing (mixed into :class:`~rummy_lab.core.game.Game`) read."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .cards import Card
from .melds import TableMeld
from .phases import Phase

if TYPE_CHECKING:
    from .actions import Action
    from .scoring import HandResult
    from .variants import Rules

__all__ = ["GameFields", "HandState", "TurnState"]


@dataclass(slots=True)
class TurnState:
    """What the current turn has done so far."""

    taken: Card | None = None          # card taken from the discard pile this turn
    obligation: Card | None = None     # taken card that must still be melded/laid off
    placed_before: bool = False        # the player had placed cards before this turn
    table_had_meld: bool = False       # a meld was on the table when the turn began


@dataclass(slots=True)
class HandState:
    """Everything about the hand in play."""

    number: int
    dealer: int
    hands: list[list[Card]]
    stock: list[Card]                  # top of the stock is the last element
    discard: list[Card]                # top of the pile is the last element
    table: list[TableMeld] = field(default_factory=list)
    placed_any: list[bool] = field(default_factory=list)
    turns: int = 0
    rebuilds: int = 0
    next_meld_id: int = 0


class GameFields:
    """The fields of a game (set by ``Game.__init__``), declared for its mix-ins."""

    rules: Rules
    players: list[str]
    seed: int
    first_dealer: int
    start: dict | None
    history: list[Action]
    actors: list[int]
    results: list[HandResult]
    scores: list[int]
    winners: list[int]
    pool: int
    hand: HandState
    turn: TurnState
    phase: Phase
    current: int
    _twins_possible: bool
    _offered: tuple[Action, ...] | None  # the last listing (cleared by apply)
    _listed_at: tuple                    # Game._revision() of that listing

    @property
    def n(self) -> int:
        """How many players."""
        return len(self.players)
