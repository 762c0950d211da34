"""The cards of a meld: a :class:`Placed` card (what it stands for, who placed it) and a
:class:`Reading` (one legal way to read some cards as a meld), with what they are worth.

A joker's ``rank`` and ``suit`` are its declared identity; a high ace stands for rank 14.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import SUITS, Card, Suit
from .runs import HIGH_ACE, LOW_ACE, card_rank
from .variants import Rules
from .words import face_text

__all__ = ["Placed", "Reading", "set_order", "placed_value", "ace_position", "joker_key"]


@dataclass(frozen=True, slots=True)
class Placed:
    """A card on the table and what it stands for (``rank`` 14 = high ace)."""

    card: Card
    rank: int
    suit: Suit
    by: int = -1

    @property
    def is_joker(self) -> bool:
        return self.card.is_joker

    def __str__(self) -> str:
        return str(self.card) if not self.card.is_joker else f"🃏({face_text(self.rank, self.suit)})"


@dataclass(frozen=True)
class Reading:
    """One legal way to read some cards as a meld: kind and every card's identity."""

    kind: str
    placed: tuple[Placed, ...]

    @property
    def joker_faces(self) -> tuple[str, ...]:
        return tuple(face_text(p.rank, p.suit) for p in self.placed if p.is_joker)

    def __str__(self) -> str:
        return " ".join(map(str, self.placed))



def set_order(p: Placed) -> tuple[int, bool, int]:
    """Cards of a set lie in suit order, a joker after the natural card of its suit."""
    return (SUITS.index(p.suit), p.is_joker, p.card.copy)


def placed_value(p: Placed, kind: str, rules: Rules) -> int:
    return rules.card_value(p.card, low_ace_in_run=(kind == "run" and p.rank == 1))


def joker_key(reading: Reading) -> list[tuple[int, int]]:
    """What the jokers of ``reading`` stand for, in a comparable order."""
    return sorted((card_rank(p.rank), SUITS.index(p.suit)) for p in reading.placed if p.is_joker)


def ace_position(reading: Reading) -> int | None:
    """Where the ace of a run reading stands (1 low, 14 high), None without an ace."""
    if reading.kind != "run":
        return None
    return next((p.rank for p in reading.placed if p.rank in (LOW_ACE, HIGH_ACE)), None)

