"""Enumerating the melds a hand can make, and whether a card has any legal use."""

from __future__ import annotations

from collections.abc import Iterator

from .cards import Card
from .meld_enum import hand_melds, iter_hand_melds
from .meld_types import Reading
from .variants import Rules

__all__ = ["candidate_melds", "iter_candidate_melds"]


def candidate_melds(hand: list[Card], rules: Rules, include: Card | None = None,
                    prefer: Card | None = None) -> list[Reading]:
    """Every reading of every meld ``hand`` can make (see :func:`melds.hand_melds`, the
    one general enumerator). With ``include``, only melds containing that card;
    ``prefer`` is the copy of its face to use (two decks)."""
    if len(hand) < min(rules.set_min, rules.run_min):
        return []
    return hand_melds(hand, rules, include, prefer)


def iter_candidate_melds(hand: list[Card], rules: Rules, include: Card | None = None,
                         prefer: Card | None = None) -> Iterator[Reading]:
    """The readings of :func:`candidate_melds`, found lazily."""
    if len(hand) < min(rules.set_min, rules.run_min):
        return iter(())
    return iter_hand_melds(hand, rules, include, prefer)
