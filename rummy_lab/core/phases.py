"""The phases of a turn and the kinds of action, as string enums.

Members are ``str``: they compare equal to the words saved games and replay codes hold
(``Phase.DRAW == "draw"``) and are written as those words, so saved JSON is unchanged.
"""

from __future__ import annotations

from enum import StrEnum

__all__ = ["Phase", "ActionKind", "TURN_PHASES"]


class Phase(StrEnum):
    """Where a game stands: the current seat must draw, or play, or the hand (or game) is over."""

    DRAW = "draw"
    PLAY = "play"
    HAND_OVER = "hand_over"
    GAME_OVER = "game_over"


class ActionKind(StrEnum):
    """What an :class:`~rummy_lab.core.actions.Action` does (its ``kind`` in saved games)."""

    DRAW = "draw"
    TAKE = "take"
    MELD = "meld"
    LAYOFF = "layoff"
    SWAP = "swap"
    DISCARD = "discard"
    END_TURN = "end_turn"
    END_HAND = "end_hand"
    NEXT_HAND = "next_hand"


#: the phases in which a seat is on turn (draws, then plays)
TURN_PHASES = (Phase.DRAW, Phase.PLAY)
