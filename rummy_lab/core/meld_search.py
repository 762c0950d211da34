"""Enumerating the melds a hand can make, and whether a card has any legal use."""

from __future__ import annotations

from collections.abc import Iterator

from .cards import Card
from .melds import Reading, iter_hand_melds
from .runs import HIGH_ACE, run_window
from .variants import Rules

__all__ = ["candidate_melds", "iter_candidate_melds"]


def _could_meld(hand: list[Card], rules: Rules) -> bool:
    """Cheap pre-check with bit masks: False only when no set or run can exist."""
    mask = 0
    for c in hand:
        if mask & c.lane_bit:
            return True  # two cards of one face (two decks): leave it to the full search
        mask |= c.lane_bit
    if mask >> 64:
        return True  # jokers
    lanes = [(mask >> shift) & 0xFFFF for shift in (0, 16, 32, 48)]
    sp, he, di, cl = lanes
    if rules.set_min <= 2 or (rules.set_min == 3 and (sp & he & (di | cl) | (sp | he) & di & cl)) \
            or (rules.set_min == 4 and sp & he & di & cl) or rules.set_min > 4:
        return True
    ace_high = run_window(rules).ace_high
    for lane in lanes:
        if ace_high and lane & 2:
            lane |= 1 << HIGH_ACE
        for _ in range(rules.run_min - 1):
            lane &= lane >> 1
        if lane:
            return True
    return False


def candidate_melds(hand: list[Card], rules: Rules, include: Card | None = None,
                    prefer: Card | None = None) -> list[Reading]:
    """Every reading of every meld ``hand`` can make (see :func:`melds.hand_melds`, the
    one general enumerator), after a cheap bit-mask check. With ``include``, only melds
    containing that card; ``prefer`` is the copy of its face to use (two decks)."""
    return list(iter_candidate_melds(hand, rules, include, prefer))


def iter_candidate_melds(hand: list[Card], rules: Rules, include: Card | None = None,
                         prefer: Card | None = None) -> Iterator[Reading]:
    """The readings of :func:`candidate_melds`, found lazily."""
    if len(hand) < min(rules.set_min, rules.run_min) or not _could_meld(hand, rules):
        return iter(())
    return iter_hand_melds(hand, rules, include, prefer)
