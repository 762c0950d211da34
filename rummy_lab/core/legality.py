"""The turn in progress: what may be discarded, going out, and whether the turn can end.

One rule keeps every reachable state playable: an action is accepted only when the
player can still finish the turn afterwards: discard a card, go out, or (holding
nothing but jokers, or where the discard is optional) end the turn, with the card taken
from the pile used first when it must be. The pick check, every play check and
``legal_actions()`` all ask :func:`can_finish`, so none of them can strand a player.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from functools import partial
from itertools import chain, filterfalse
from typing import NamedTuple

from .cards import Card, Suit, card_index, holds
from .meld_search import iter_candidate_melds
from .melds import Placed, Reading, TableMeld, check_swap, layoff_options
from .variants import Rules

__all__ = ["Spot", "new_spot", "discard_ban_kind", "play_blocked_by_going_out", "can_discard",
           "discardable", "turn_can_end", "can_finish", "finishes_after", "after_play", "table_with_layoff", "table_with_swap",
           "table_with_meld", "swappable"]


class Spot(NamedTuple):
    """The part of the game state a turn's legality depends on (a light immutable tuple:
    one is built for every checked action)."""

    rules: Rules
    seat: int
    hand: tuple[Card, ...]
    table: tuple[TableMeld, ...]
    obligation: Card | None      # the taken card that must still be melded or laid off
    taken: Card | None           # the card taken from the pile this turn
    may_go_out: bool             # going out is allowed now (opening restriction)

    @property
    def own_meld(self) -> bool:
        return any(m.owner == self.seat for m in self.table)


# ``new_spot(fields)`` is ``Spot(*fields)`` built in C (the named tuple's own constructor
# is Python code, and one spot is built for every checked action).
new_spot: Callable[[tuple], Spot] = partial(tuple.__new__, Spot)


def discard_ban_kind(rules: Rules, card: Card, taken: Card | None, hand_size: int) -> str | None:
    """Why ``card`` itself may not be discarded from a hand of ``hand_size`` cards:
    'joker', 'taken', 'taken_unless_last', or None."""
    if card.is_joker and not rules.joker_discard:
        return "joker"
    if (rules.taken_card_discard_ban and card is taken
            and not (rules.taken_card_discard_if_last and hand_size == 1)):
        return "taken_unless_last" if rules.taken_card_discard_if_last else "taken"
    return None


def play_blocked_by_going_out(spot: Spot, cards_left: int, ends_turn: bool = False) -> bool:
    """A play (or, ``ends_turn``, a discard) leaving ``cards_left`` cards is refused when
    going out is not allowed now: it would go out, or leave a single card whose discard
    would go out."""
    if not spot.rules.opening_restriction or spot.may_go_out:
        return False
    keep_one = not ends_turn and spot.rules.discard_required
    return cards_left == 0 or (keep_one and cards_left < 2)


def can_discard(spot: Spot, card: Card) -> bool:
    """May ``card`` be discarded now (the same rule as the discard check)?"""
    n = len(spot.hand)
    return (spot.obligation is None
            and discard_ban_kind(spot.rules, card, spot.taken, n) is None
            and not play_blocked_by_going_out(spot, n - 1, ends_turn=True))


def discardable(spot: Spot) -> list[Card]:
    """Every card of the hand that may be discarded now (:func:`can_discard` of each), in
    hand order (the checks that do not depend on the card are made once)."""
    n, rules, taken = len(spot.hand), spot.rules, spot.taken
    if spot.obligation is not None or (rules.opening_restriction and  # else never blocked
                                       play_blocked_by_going_out(spot, n - 1, ends_turn=True)):
        return []
    if rules.joker_discard:  # then only the taken card can be banned (discard_ban_kind)
        cards = list(spot.hand)
        if taken is not None and discard_ban_kind(rules, taken, taken, n):
            if cards and cards[-1] is taken:  # a taken card usually lies last
                del cards[-1]
            elif holds(cards, taken):
                del cards[card_index(cards, taken)]
        return cards
    # a natural card other than the taken one is never banned (discard_ban_kind)
    return [c for c in spot.hand
            if (not c.is_joker and c is not taken) or discard_ban_kind(rules, c, taken, n) is None]


def turn_can_end(spot: Spot) -> bool:
    """Can the turn end right now: out, by a discard, or without one (only jokers left,
    or the discard is optional)? An open obligation must be met first."""
    if not spot.hand:
        return True
    if spot.obligation is not None:
        return False
    if not spot.rules.discard_required or discardable(spot):
        return True
    return all(c.is_joker for c in spot.hand)


def can_finish(spot: Spot) -> bool:
    """Can the player still end this turn legally, playing cards first if needed?"""
    return turn_can_end(spot) or _finish(spot, {})


def finishes_after(spot: Spot, removed: Sequence[Card],
                   table: Callable[[], tuple[TableMeld, ...]],
                   added: tuple[Card, ...] = (),
                   tries: Sequence[Reading] = ()) -> tuple[bool, Spot]:
    """Can the turn still end after ``removed`` left the hand for ``table()`` (``added``
    came back)? Also the spot after the play, for the reason. ``table`` is only built
    when the turn cannot simply end at once (:func:`turn_can_end` does not read it).
    ``tries``: melds of the obligation's card known from before the play, tried first
    (the same first step :func:`can_finish` would search; many plays leave one intact)."""
    after = after_play(spot, removed, spot.table, added)
    if turn_can_end(after):
        return True, after
    after = new_spot((after.rules, after.seat, after.hand, table(), after.obligation,
                      after.taken, after.may_go_out))
    return _meld_then_end(after, tries) or _finish(after, {}), after


def _meld_then_end(spot: Spot, readings: Sequence[Reading]) -> bool:
    """A quick proof that the turn can end: one of ``readings`` that holds the obligation's
    card is still in the hand, may be melded, and leaves a turn that can end (the first
    step of :func:`_next_spots`). False proves nothing."""
    target = spot.obligation
    if target is None or not readings:
        return False
    held = set(spot.hand)
    for rd in readings:
        cards = [p.card for p in rd.placed]
        if (holds(cards, target) and held.issuperset(cards)
                and not play_blocked_by_going_out(spot, len(spot.hand) - len(cards))
                and turn_can_end(after_play(spot, cards, spot.table))):
            return True
    return False


def _finish(spot: Spot, memo: dict) -> bool:
    if turn_can_end(spot):
        return True
    key = (frozenset(spot.hand), spot.table, spot.obligation)
    if key in memo:
        return memo[key]
    memo[key] = False  # a cycle (swaps back and forth) is no way out
    target = spot.obligation or (spot.taken if holds(spot.hand, spot.taken) else None)
    usable, readings = _could_ever_use(spot, target)
    if not usable:
        return False
    found = any(_finish(nxt, memo) for nxt in _next_spots(spot, target, readings))
    memo[key] = found
    return found


def _could_ever_use(spot: Spot, target: Card | None) -> tuple[bool, Iterator[Reading] | None]:
    """A quick bound: False only when no sequence of plays can get ``target`` (natural)
    onto the table. It must join a set of its rank or a run of its suit, on the table
    already or made from the hand and the jokers a swap could bring. Also returns the
    target's melds from the hand when that is what the bound computed."""
    if target is None or target.is_joker:
        return True, None
    rank, suit = target.rank, target.suit
    if any(m.rank == rank if m.kind == "set" else m.suit == suit for m in spot.table):
        return True, None
    jokers = [p.card for m in spot.table for p in m.placed if p.is_joker] \
        if spot.rules.joker_swap else []
    readings = iter_candidate_melds(list(spot.hand) + jokers, spot.rules, include=target)
    first = next(readings, None)  # found lazily: one is enough to know, often to finish
    if first is None:
        return False, None
    return True, None if jokers else chain((first,), readings)


def swappable(card: Card, meld: TableMeld) -> bool:
    """Cheap pre-filter: a joker of ``meld`` stands for ``card``'s face (check_swap decides)."""
    return any(p.is_joker and p.suit == card.suit and p.rank % 13 == card.rank % 13
               for p in meld.placed)


def _next_spots(spot: Spot, target: Card | None,
                readings: Iterator[Reading] | None = None) -> Iterator[Spot]:
    """The states one play away that could lead to an end of the turn.

    With a ``target`` (the card that must leave the hand by a play) these are its own
    melds, lay-offs and swaps, plus the plays that can make room for it: lay-offs onto
    runs (a chain towards the target), swaps (they bring a joker), and, where lay-offs
    need an own meld first, melds. Other plays only remove cards and never help.
    """
    r, hand = spot.rules, list(spot.hand)
    needs_own = r.layoff_needs_own_meld and not spot.own_meld
    if readings is None:
        readings = iter_candidate_melds(hand, r, include=target)
    if target is not None and needs_own:
        readings = chain(readings, (rd for rd in iter_candidate_melds(hand, r)
                                    if not holds([p.card for p in rd.placed], target)))
    for rd in readings:
        cards = [p.card for p in rd.placed]
        if not play_blocked_by_going_out(spot, len(hand) - len(cards)):
            yield after_play(spot, cards, table_with_meld(spot.table, rd.kind, rd.placed,
                                                          spot.seat))
    for meld in spot.table:
        jokers_in = r.joker_swap and any(p.is_joker for p in meld.placed)
        for card in _distinct_faces(hand, target):
            helps = (target is None or card is target
                     or (meld.kind == "run" and (target.is_joker or meld.suit == target.suit)))
            if helps and not needs_own and not play_blocked_by_going_out(spot, len(hand) - 1):
                for o in layoff_options(card, meld, r):
                    table = table_with_layoff(spot.table, meld.id, card, o.rank, o.suit,
                                              spot.seat)
                    yield after_play(spot, [card], table)
            if jokers_in and not card.is_joker and swappable(card, meld):
                swap = check_swap(card, meld, r)
                if swap:
                    table, joker = table_with_swap(spot.table, meld.id, swap.index, card,
                                                   spot.seat)
                    yield after_play(spot, [card], table, added=(joker,))


def _distinct_faces(hand: Sequence[Card], keep: Card | None) -> list[Card]:
    """One card per face (two copies act alike), but always ``keep`` itself."""
    seen: set = set()
    out = []
    for c in hand:
        if c is keep or c.face not in seen:
            out.append(c)
            if c is not keep:
                seen.add(c.face)
    return out


def after_play(spot: Spot, removed: Sequence[Card], table: tuple[TableMeld, ...],
               added: tuple[Card, ...] = ()) -> Spot:
    """The spot after ``removed`` left the hand for the table (``added`` came back)."""
    gone = set(removed)  # cards hash and compare by identity (interned)
    hand = (*filterfalse(gone.__contains__, spot.hand), *added)
    obligation = spot.obligation
    if obligation is not None and obligation in gone:
        obligation = None
    return new_spot((spot.rules, spot.seat, hand, table, obligation, spot.taken,
                     spot.may_go_out))


# -- the table after a play (melds are immutable: each play builds a new table) -------

def table_with_meld(table: Sequence[TableMeld], kind: str, placed: Sequence[Placed], seat: int,
                    meld_id: int | None = None) -> tuple[TableMeld, ...]:
    if meld_id is None:
        meld_id = max((m.id for m in table), default=-1) + 1
    placed = tuple(Placed(p.card, p.rank, p.suit, seat) for p in placed)
    return tuple(table) + (TableMeld(meld_id, kind, seat, placed),)


def table_with_layoff(table: Sequence[TableMeld], meld_id: int, card: Card, rank: int,
                      suit: Suit, seat: int) -> tuple[TableMeld, ...]:
    """The table with ``card`` laid off on meld ``meld_id`` (a fitting lay-off)."""
    new = Placed(card, rank, suit, seat)
    return tuple(m.grown(new) if m.id == meld_id else m for m in table)


def table_with_swap(table: Sequence[TableMeld], meld_id: int, index: int, card: Card,
                    seat: int) -> tuple[tuple[TableMeld, ...], Card]:
    """The table with ``card`` in place of the joker at ``index`` of the meld; the joker."""
    meld = next(m for m in table if m.id == meld_id)
    joker = meld.placed[index].card
    return tuple(m.swapped(index, card, seat) if m is meld else m for m in table), joker
