"""Listing every legal action: ``legal_actions()`` and the choice among two-deck copies.

:class:`GameListing` is part of :class:`~rummy_lab.core.game.Game`. Every listed action
passes the same checks as :meth:`Game.check`; tests/helpers/brute_force.py proves the list
complete.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from functools import reduce
from itertools import product
from operator import attrgetter, or_

from . import actions as act
from .actions import Action
from .cards import Card, holds
from .checks import GameChecks
from .legality import (
    discardable,
    swappable,
)
from .meld_search import candidate_melds
from .melds import (
    Placed,
    TableMeld,
    layoff_options,
    layoff_targets,
)
from .phases import ActionKind, Phase
from .variants import Rules

__all__ = ["GameListing"]


class GameListing(GameChecks):
    """The move listing of :class:`Game`."""

    # -- legal actions -------------------------------------------------------------------
    def legal_actions(self, melds: bool = True) -> list[Action]:
        """Every action the current player may take now (melds listed per reading).

        ``melds=False``: every one but the new melds — what a table needs for its buttons
        and lay-off targets, without enumerating the melds of a big hand (thousands, with
        two decks and jokers); such a partial listing is not kept.
        The listing is kept until the state changes (the same state lists once, e.g. for
        a seat's view and then its table); :meth:`Game.apply` drops it, :meth:`Game.undo`
        rebuilds the game without it."""
        phase = self.phase
        if phase == Phase.GAME_OVER:
            return []
        if phase == Phase.HAND_OVER:
            return [act.NextHand()]
        if self._offered is not None and self._listing_is_current():
            return [a for a in self._offered if melds or a.kind != ActionKind.MELD]
        if not melds and phase == Phase.PLAY:
            return self._legal_plays(melds=False)
        found = self._legal_draws() if phase == Phase.DRAW else self._legal_plays()
        # applying one of these very objects skips the re-check (the tuple keeps them alive)
        self._offered = tuple(found)
        self._listed_at = (len(self.history), phase, self.current, self.hand, self.turn)
        return found

    def _listing_is_current(self) -> bool:
        """Does the kept listing belong to this state: the same history length, phase and
        seat, and the very same hand and turn objects (the key holds them, so no other
        object can take their place)?"""
        length, phase, seat, hand, turn = self._listed_at
        return (length == len(self.history) and phase == self.phase and seat == self.current
                and hand is self.hand and turn is self.turn)

    def _legal_draws(self) -> list[Action]:
        out: list[Action] = [_DRAW] if self.hand.stock else [act.EndHand()]
        pile = self.hand.discard
        for card in reversed(pile if self.rules.draw_from_discard == "any" else pile[-1:]):
            action = _take(card)
            if self._check_take(action) is None:
                out.append(action)
        return out

    def _legal_plays(self, melds: bool = True) -> list[Action]:
        hand, rules, obligation = self.hand.hands[self.current], self.rules, self.turn.obligation
        twins = self._twins_possible and len({c.face for c in hand}) < len(hand)
        spot = self._spot()
        out: list[Action] = []
        readings = candidate_melds(hand, rules, None, obligation) if melds else []
        # the obligation's own melds: tried first when checking that other melds leave a way
        tries = [rd for rd in readings if holds([p.card for p in rd.placed], obligation)][:8] \
            if obligation is not None else []
        for rd in readings:
            action = act.Meld(rd.kind, rd.placed)
            if self._meld_context(action, spot, tries) is None:
                out.append(action)
            elif twins:  # another copy of a card may keep the obligation or a discard
                out += self._first_legal(action, skip_first=True)[:1]
        layoffs: list[act.LayOff] = []
        swaps: list[act.SwapJoker] = []
        # the hand's faces as lane bits: most melds take none of them
        held = reduce(or_, map(_LANE_BIT, hand), 0) if self.hand.table else 0
        jokers = [c for c in hand if c.is_joker] if held >> 64 and rules.has_jokers else ()
        by_face: dict | None = None
        for meld in self.hand.table:
            if held & _fitting_faces(meld, rules):
                if by_face is None:
                    by_face = {}
                    for card in hand:
                        by_face.setdefault(card.face, []).append(card)
                for face, options in layoff_targets(meld, rules).items():
                    for card in by_face.get(face, ()):
                        layoffs += [act.LayOff(card, meld.id, o.rank, o.suit) for o in options]
            for card in jokers:
                layoffs += [act.LayOff(card, meld.id, o.rank, o.suit)
                            for o in layoff_options(card, meld, rules)]
            if rules.joker_swap and any(p.is_joker for p in meld.placed):
                swaps += [act.SwapJoker(c, meld.id) for c in hand
                          if not c.is_joker and swappable(c, meld)]
        plays: list[Action] = [a for a in layoffs if self._layoff_context(a, spot) is None] \
            if layoffs else []
        if swaps:
            plays += [a for a in swaps if self._check_swap(a) is None]
        may_discard = discardable(spot)
        discards: list[Action] = _discards(may_discard)
        if twins:
            out, plays, discards = (_first_per_face(out), _first_per_face(plays),
                                    _first_per_face(discards))
        out += plays + discards
        if self._end_turn_refusal(may_discard) is None:  # the play phase: _check_end_turn
            out.append(_END_TURN)
        return out

    def _twin_variants(self, action: Action) -> Iterator[Action]:
        """``action`` with each of its hand cards replaced by every other copy held of the
        same face (two decks), the action itself first."""
        hand = self.hand.hands[self.current]
        cards = act.action_cards(action)
        options = [[c] + [x for x in hand if x.face == c.face and x is not c] for c in cards]
        for combo in product(*options):
            if len(set(combo)) == len(combo):
                yield _with_cards(action, combo)

    def _first_legal(self, action: Action, skip_first: bool = False) -> list[Action]:
        """The first copy-variant of ``action`` that is legal now (empty list: none)."""
        variants = self._twin_variants(action)
        if skip_first:
            next(variants)
        for a in variants:
            if self.check(a) is None:
                return [a]
        return []


_DRAW = act.DrawStock()
# The (immutable, shared) actions taking or discarding a card.
_TAKES: dict[Card, act.TakeDiscard] = {}
_DISCARDS: dict[Card, act.Discard] = {}


def _take(card: Card) -> act.TakeDiscard:
    """The (immutable, shared) action of taking ``card`` from the pile."""
    action = _TAKES.get(card)
    if action is None:
        action = _TAKES[card] = act.TakeDiscard(card)
    return action


def _discard(card: Card) -> act.Discard:
    action = _DISCARDS.get(card)
    if action is None:
        action = _DISCARDS[card] = act.Discard(card)
    return action


def _discards(cards: list[Card]) -> list[Action]:
    """The shared discard action of each card."""
    try:
        return list(map(_DISCARDS.__getitem__, cards))
    except KeyError:  # a card not discarded before in this process
        return [_discard(c) for c in cards]


_LANE_BIT = attrgetter("lane_bit")


def _fitting_faces(meld: TableMeld, rules: Rules) -> int:
    """The lane bits (:attr:`Card.lane_bit`) of the natural faces that can be laid off on
    ``meld`` (:func:`layoff_targets`); kept on the immutable meld with its rules."""
    kept = meld.__dict__.get("_fitting")
    if kept is None or kept[0] is not rules:
        bits = sum(Card(rank, suit).lane_bit for rank, suit in layoff_targets(meld, rules))
        kept = meld.__dict__["_fitting"] = (rules, bits)
    return kept[1]


def _first_per_face(actions) -> list[Action]:
    """Drop actions that differ only in which copy of a card they use."""
    seen, out = set(), []
    for a in actions:
        key = tuple((v.face if isinstance(v, Card) else v) for v in a.__dict__.values())
        if (a.kind, key) not in seen:
            seen.add((a.kind, key))
            out.append(a)
    return out


_END_TURN = act.EndTurn()


def _with_cards(action: Action, cards: tuple[Card, ...]) -> Action:
    """``action`` playing ``cards`` (same faces, maybe other copies) instead."""
    if isinstance(action, act.Meld):
        return act.Meld(action.meld_kind, tuple(Placed(c, p.rank, p.suit, p.by)
                                        for c, p in zip(cards, action.placed)))
    if isinstance(action, (act.TakeDiscard, act.LayOff, act.SwapJoker, act.Discard)) and cards:
        return replace(action, card=cards[0])
    return action
