"""What a seat of a shared table is and how a table code is written: light, no database."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["HUMAN", "SeatTicket", "normal_code"]

HUMAN = "human"


@dataclass(frozen=True)
class SeatTicket:
    """What a browser keeps to hold (and after a reload, retake) its seat."""

    code: str
    seat: int
    ticket: str


def normal_code(code: str) -> str:
    """A table code as typed ("k7p 2qx") in its stored form ("K7P2QX")."""
    return "".join(str(code).split()).upper()[:12]
