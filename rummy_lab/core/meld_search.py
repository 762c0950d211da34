"""Enumerating the melds a hand can make, and whether a card has any legal use."""

from __future__ import annotations

from itertools import combinations

from .cards import SUITS, Card
from .melds import Placed, Reading, TableMeld, layoff_options, meld_readings
from .variants import Rules

__all__ = ["candidate_melds", "card_has_use"]


def _pick_copies(hand: list[Card], include: Card | None) -> dict:
    """One natural card per face (``include`` preferred for its face); jokers apart."""
    faces: dict = {}
    for c in hand:
        if not c.is_joker and (c.face not in faces or c == include):
            faces[c.face] = c
    return faces


def _jokers(hand: list[Card], include: Card | None) -> list[Card]:
    jokers = sorted((c for c in hand if c.is_joker), key=lambda c: c.copy)
    if include is not None and include.is_joker:
        jokers.remove(include)
        jokers.insert(0, include)
    return jokers


def _set_groups(faces: dict, hand: list[Card], rules: Rules, jokers: list[Card]):
    by_rank: dict[int, list[Card]] = {}
    pool = faces.values() if rules.set_distinct_suits else (c for c in hand if not c.is_joker)
    for c in pool:
        by_rank.setdefault(c.rank, []).append(c)
    need = max(1, rules.min_natural_cards)
    smallest = max(need, rules.set_min - len(jokers))
    for cards in by_rank.values():
        if len(cards) < smallest:
            continue
        for k in range(need, min(len(cards), rules.set_max) + 1):
            for nat in combinations(cards, k):
                for j in range(0, min(len(jokers), rules.set_max - k) + 1):
                    if k + j >= rules.set_min:
                        yield list(nat) + jokers[:j]


def _ranks_by_suit(faces: dict, rules: Rules) -> list[dict[int, Card]]:
    """Per suit (♠♥♦♣ order): rank → card, an ace also at 14 where it may be high."""
    by_suit: dict = {s: {} for s in SUITS}
    for (rank, suit), card in faces.items():
        by_suit[suit][rank] = card
        if rank == 1 and rules.ace_high:
            by_suit[suit][14] = card
    return list(by_suit.values())


def _run_readings(faces: dict, rules: Rules, jokers: list[Card], include: Card | None):
    """Every run reading of the hand: each window of ranks, each natural present either
    placed or (to keep it in hand) replaced by a joker, the jokers in copy order."""
    top = 14 if rules.ace_high else 13
    need = max(1, rules.min_natural_cards)
    spare, run_min = len(jokers), rules.run_min
    for suit, ranks in zip(SUITS, _ranks_by_suit(faces, rules)):
        if len(ranks) < need or (include is not None and not include.is_joker
                                 and include.suit != suit):
            continue
        for a in range(1, top - run_min + 2):
            for b in range(a + run_min - 1, top + 1):
                if a == 1 and b == 14:
                    break
                present = [r for r in range(a, b + 1) if r in ranks]
                missing = b - a + 1 - len(present)
                if missing > spare:
                    break
                for extra in range(0, min(spare - missing, len(present) - need) + 1):
                    for as_joker in combinations(present, extra):
                        used = missing + extra
                        if include is not None and include.is_joker and not used:
                            continue
                        chosen = set(present) - set(as_joker)
                        if include is not None and not include.is_joker and not any(
                                ranks[r] is include for r in chosen):
                            continue
                        spare_iter = iter(sorted(jokers[:used], key=lambda c: c.copy))
                        yield Reading("run", tuple(
                            Placed(ranks[r], r, suit) if r in chosen
                            else Placed(next(spare_iter), r, suit) for r in range(a, b + 1)))


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
    a, b, c, d = lanes
    if rules.set_min <= 2 or (rules.set_min == 3 and (a & b & (c | d) | (a | b) & c & d)) \
            or (rules.set_min == 4 and a & b & c & d) or rules.set_min > 4:
        return True
    for lane in lanes:
        if rules.ace_high and lane & 2:
            lane |= 1 << 14
        for _ in range(rules.run_min - 1):
            lane &= lane >> 1
        if lane:
            return True
    return False


def candidate_melds(hand: list[Card], rules: Rules, include: Card | None = None,
                    prefer: Card | None = None) -> list[Reading]:
    """Every reading of every meld ``hand`` can make, one card per face (of two copies
    the first, or ``prefer``/``include``); jokers may also stand in for cards held.

    With ``include``, only melds containing that card are returned.
    """
    if len(hand) < min(rules.set_min, rules.run_min) or not _could_meld(hand, rules):
        return []
    keep = include or prefer
    jokers = _jokers(hand, keep) if rules.has_jokers else []
    faces = _pick_copies(hand, keep)
    if not jokers:
        return _natural_readings(faces, hand, rules, include)
    seen, out = set(), []
    readings = [rd for group in _set_groups(faces, hand, rules, jokers)
                if include is None or include in group
                for rd in meld_readings(group, rules) if rd.kind == "set"]
    readings += _run_readings(faces, rules, jokers, include)
    for rd in readings:
        key = (rd.kind, tuple((p.card, p.rank, p.suit) for p in rd.placed))
        if key not in seen:
            seen.add(key)
            out.append(rd)
    return out


def _natural_readings(faces: dict, hand: list[Card], rules: Rules, include) -> list[Reading]:
    """Without jokers every group has exactly one reading: build it directly."""
    out = []
    for group in _set_groups(faces, hand, rules, []):
        if include is None or include in group:
            group.sort(key=lambda c: (c.suit_index, c.copy))
            out.append(Reading("set", tuple(Placed(c, c.rank, c.suit) for c in group)))
    for a, group in _run_windows(faces, rules):
        if include is None or include in group:
            out.append(Reading("run", tuple(Placed(c, a + i, c.suit)
                                            for i, c in enumerate(group))))
    return out


def _run_windows(faces: dict, rules: Rules):
    """(lowest rank, cards) of every joker-free run in ``faces`` (14 = a high ace)."""
    top = 14 if rules.ace_high else 13
    for ranks in _ranks_by_suit(faces, rules):
        if len(ranks) < rules.run_min:
            continue
        for a in range(1, top - rules.run_min + 2):
            cards = []
            for b in range(a, top + 1):
                card = ranks.get(b)
                if card is None or (a == 1 and b == 14):
                    break
                cards.append(card)
                if len(cards) >= rules.run_min:
                    yield a, list(cards)


def card_has_use(card: Card, hand: list[Card], table: list[TableMeld], rules: Rules) -> bool:
    """Can ``card`` (in ``hand``) be melded or laid off this turn, possibly after laying
    off other cards of the hand first (a chain such as 5♠ then 4♠ onto 6♠ 7♠ 8♠)?"""
    if any(layoff_options(card, m, rules) for m in table):
        return True
    if any(_reachable_by_chain(card, hand, m, rules) for m in table if m.kind == "run"):
        return True
    return bool(candidate_melds(hand, rules, include=card))


def _reachable_by_chain(card: Card, hand: list[Card], meld: TableMeld, rules: Rules) -> bool:
    """Could other hand cards extend run ``meld`` until ``card`` fits at one end?"""
    if not card.is_joker and card.suit != meld.suit:
        return False
    faces = {c.face for c in hand if c is not card and not c.is_joker}
    jokers = sum(1 for c in hand if c.is_joker and c is not card)
    top = 14 if rules.ace_high else 13
    targets = [card.rank] + ([14] if card.rank == 1 and rules.ace_high else [])
    for target in targets:
        if card.is_joker:
            return False
        if target < meld.low:
            gap = range(target + 1, meld.low)
        elif target > meld.high and target <= top:
            gap = range(meld.high + 1, target)
        else:
            continue
        lo, hi = min(target, meld.low), max(target, meld.high)
        if lo == 1 and hi == 14:
            continue
        missing = sum(1 for r in gap if (1 if r == 14 else r, meld.suit) not in faces)
        if missing <= jokers:
            return True
    return False
