"""Why an action is refused now: the checks of every action kind, with reasons.

:class:`GameChecks` is part of :class:`~rummy_lab.core.game.Game`; whether the turn can
still end after an action is decided by :mod:`rummy_lab.core.legality`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..i18n.messages import msg
from . import actions as act
from .actions import Action, action_problem
from .cards import Card, card_index, holds
from .legality import (
    Spot,
    can_finish,
    discard_ban_kind,
    discardable,
    finishes_after,
    new_spot,
    play_blocked_by_going_out,
    table_with_layoff,
    table_with_meld,
    table_with_swap,
)
from .melds import (
    Reading,
    TableMeld,
    check_layoff,
    check_meld,
    check_swap,
    layoff_options,
)
from .phases import ActionKind, Phase
from .state import GameFields

__all__ = ["GameChecks", "ACTION_KINDS"]


class GameChecks(GameFields):
    """The legality checks of :class:`Game` (each returns a reason or None)."""

    # -- checking ------------------------------------------------------------------------
    def check(self, action: Action) -> str | None:
        """Why ``action`` is refused now, or None when it is legal."""
        if malformed := action_problem(action):  # not an action at all (None, a look-alike)
            return malformed
        method = _CHECKS.get(action.kind)
        if method is None:
            return msg("unknown_action", action=repr(action))
        return method(self, action)

    def can(self, action: Action) -> bool:
        return self.check(action) is None

    def _need_phase(self, *phases: Phase) -> str | None:
        if self.phase in phases:
            return None
        if self.phase == Phase.GAME_OVER:
            return msg("game_over")
        if self.phase == Phase.HAND_OVER:
            return msg("hand_over")
        if self.phase == Phase.DRAW:
            return msg("draw_first" if self.rules.draw_from_discard != "none"
                       else "draw_first_stock")
        return msg("already_drew")

    def _check_draw(self, action: act.DrawStock) -> str | None:
        if err := self._need_phase(Phase.DRAW):
            return err
        if not self.hand.stock:
            return msg("stock_empty")
        return None

    def _check_take(self, action: act.TakeDiscard) -> str | None:
        if self.phase != Phase.DRAW:
            return self._need_phase(Phase.DRAW)
        r, pile = self.rules, self.hand.discard
        if r.draw_from_discard == "none":
            return msg("discards_dead")
        if not pile:
            return msg("pile_empty")
        if pile[-1] is action.card:
            depth = 0
        elif holds(pile, action.card):
            depth = len(pile) - 1 - card_index(pile, action.card)
        else:
            return msg("not_in_pile", card=action.card)
        if depth > 0 and r.draw_from_discard != "any":
            return msg("top_only", card=pile[-1])
        obliged = self._pick_obliged(depth)
        spot = self._spot(tuple(pile[len(pile) - 1 - depth:]), action.card,
                          action.card if obliged else None)
        if not can_finish(spot):
            return msg("pick_unusable" if obliged else "pick_dead_end", card=action.card)
        return None

    def _pick_obliged(self, depth: int) -> bool:
        """Must a card taken ``depth`` cards below the pile's top be used this turn?"""
        r = self.rules
        if not r.deep_pick_must_use:
            return False
        return depth > 0 or r.top_card_must_be_used or not self.hand.stock

    def _in_hand(self, card: Card) -> str | None:
        if not holds(self.hand.hands[self.current], card):
            return msg("not_in_hand", card=card)
        return None

    def _going_out_check(self, cards_left: int, ends_turn: bool = False,
                         spot: Spot | None = None) -> str | None:
        """Refuse a play that would leave too few cards when going out is not allowed
        (``spot``: :meth:`_spot` if already built)."""
        if play_blocked_by_going_out(spot or self._spot(), cards_left, ends_turn):
            return self._why_no_going_out()
        return None

    def _may_go_out(self) -> bool:
        if not self.rules.opening_restriction:
            return True
        if self.hand.turns < self.n:
            return self.current == (self.hand.dealer + 1) % self.n
        return self.turn.table_had_meld

    def _why_no_going_out(self) -> str:
        if self.hand.turns < self.n:
            return msg("no_out_first_round")
        return msg("no_out_no_meld")

    def _spot(self, added: tuple[Card, ...] = (), taken: Card | None = None,
              obligation: Card | None = None) -> Spot:
        """The turn's legality state now (``added``: cards being taken from the pile)."""
        if not added:
            taken, obligation = self.turn.taken, self.turn.obligation
        hand = self.hand
        return new_spot((self.rules, self.current, (*hand.hands[self.current], *added),
                         tuple(hand.table), obligation, taken,
                         not self.rules.opening_restriction or self._may_go_out()))

    def _finish_check(self, removed: Sequence[Card], table: Callable[[], tuple[TableMeld, ...]],
                      added: tuple[Card, ...] = (), spot: Spot | None = None,
                      tries: Sequence[Reading] = ()) -> str | None:
        """Refuse a play after which the turn could no longer end legally (``table``
        builds the table after the play, only when needed; ``tries``: see
        :func:`~rummy_lab.core.legality.finishes_after`)."""
        ok, after = finishes_after(spot or self._spot(), removed, table, added, tries)
        if ok:
            return None
        if after.obligation is not None:
            return msg("obligation_lost", card=after.obligation)
        return msg("stranded", cards=" ".join(map(str, after.hand)))

    def _discard_ban(self, card: Card, hand_size: int) -> str | None:
        """Why ``card`` itself may not be discarded from a hand of ``hand_size`` cards."""
        kind = discard_ban_kind(self.rules, card, self.turn.taken, hand_size)
        if kind == "joker":
            return msg("joker_no_discard")
        if kind is not None:
            return msg("taken_no_discard_unless_last" if kind == "taken_unless_last"
                       else "taken_no_discard", card=card)
        return None

    def _check_meld(self, action: act.Meld) -> str | None:
        if err := self._need_phase(Phase.PLAY):
            return err
        cards = list(action.cards)
        for c in cards:
            if err := self._in_hand(c):
                return err
        if len(set(cards)) != len(cards):
            return msg("card_twice")
        result = check_meld(cards, self.rules)
        if not result:
            return result.reason
        want = tuple((p.card, p.rank, p.suit) for p in action.placed)
        if not any(tuple((p.card, p.rank, p.suit) for p in rd.placed) == want
                   and rd.kind == action.meld_kind for rd in result.readings):
            return msg("cannot_stand", readings=" / ".join(str(rd) for rd in result.readings))
        return self._meld_context(action)

    def _meld_context(self, action: act.Meld, spot: Spot | None = None,
                      tries: Sequence[Reading] = ()) -> str | None:
        """Checks of a valid meld that depend on the situation (going out, obligations);
        ``spot``: :meth:`_spot` if already built; ``tries``: the obligation's melds."""
        spot = spot or self._spot()
        cards = action.cards
        if err := self._going_out_check(len(spot.hand) - len(cards), spot=spot):
            return err
        return self._finish_check(cards, lambda: table_with_meld(
            self.hand.table, action.meld_kind, action.placed, self.current,
            self.hand.next_meld_id), spot=spot, tries=tries)

    def _check_layoff(self, action: act.LayOff) -> str | None:
        r = self.rules
        if err := self._need_phase(Phase.PLAY) or self._in_hand(action.card):
            return err
        meld = self._find_meld(action.meld)
        if meld is None:
            return msg("no_such_meld", meld=action.meld)
        options = layoff_options(action.card, meld, r)
        if not any(o.rank == action.rank and o.suit == action.suit for o in options):
            res = check_layoff(action.card, meld, r)
            return res.reason or msg("cannot_stand_there", card=action.card, meld=meld)
        return self._layoff_context(action)

    def _layoff_context(self, action: act.LayOff, spot: Spot | None = None) -> str | None:
        """Checks of a fitting lay-off that depend on the situation."""
        if self.rules.layoff_needs_own_meld and not any(m.owner == self.current
                                                        for m in self.hand.table):
            return msg("layoff_own_meld_first")
        spot = spot or self._spot()
        if err := self._going_out_check(len(spot.hand) - 1, spot=spot):
            return err
        return self._finish_check((action.card,), lambda: self._table_with_layoff(action),
                                  spot=spot)

    def _check_swap(self, action: act.SwapJoker) -> str | None:
        if err := self._need_phase(Phase.PLAY) or self._in_hand(action.card):
            return err
        meld = self._find_meld(action.meld)
        if meld is None:
            return msg("no_such_meld", meld=action.meld)
        res = check_swap(action.card, meld, self.rules)
        if not res:
            return res.reason
        table, joker = table_with_swap(self.hand.table, meld.id, res.index, action.card,
                                       self.current)
        return self._finish_check((action.card,), lambda: table, added=(joker,))

    def _check_discard(self, action: act.Discard) -> str | None:
        if err := self._need_phase(Phase.PLAY) or self._in_hand(action.card):
            return err
        hand = self.hand.hands[self.current]
        if action.card.is_joker and not self.rules.joker_discard:
            return msg("joker_no_discard")
        if self.turn.obligation is not None:
            return msg("use_taken_first", card=self.turn.obligation)
        return (self._discard_ban(action.card, len(hand))
                or self._going_out_check(len(hand) - 1, ends_turn=True))

    def _check_end_turn(self, action: act.EndTurn) -> str | None:
        """Without a discard a turn ends only where the discard is optional, or (docs/rules.md
        [E]) holding nothing but jokers with no meld or lay-off left."""
        if err := self._need_phase(Phase.PLAY):
            return err
        key = self._end_turn_refusal()
        if key == "use_first":
            return msg(key, card=self.turn.obligation)
        return None if key is None else msg(key)

    def _end_turn_refusal(self, discards: list[Card] | None = None) -> str | None:
        """The message key of why the turn cannot end without a discard now (in the play
        phase), or None; ``discards``: :meth:`_discardable` if already known."""
        if self.turn.obligation is not None:
            return "use_first"
        if not self.rules.discard_required:
            return None
        hand = self.hand.hands[self.current]
        if discards is None:
            discards = self._discardable(hand)
        # usually the first card tells
        if discards and not discards[0].is_joker or any(not c.is_joker for c in discards):
            return "discard_to_end"
        if any(not c.is_joker for c in hand):
            return "discard_to_end" if discards else "end_turn_jokers_only"
        plays = [act.LayOff(c, m.id, o.rank, o.suit) for m in self.hand.table for c in hand
                 for o in layoff_options(c, m, self.rules)]
        if any(self.can(a) for a in plays):
            return "still_can_play"
        return None

    def _check_end_hand(self, action: act.EndHand) -> str | None:
        if err := self._need_phase(Phase.DRAW):
            return err
        if self.hand.stock:
            return msg("stock_not_empty")
        return None

    def _check_next_hand(self, action: act.NextHand) -> str | None:
        if self.phase != Phase.HAND_OVER:
            return msg("hand_not_over" if self.phase != Phase.GAME_OVER else "game_over")
        return None

    def _find_meld(self, meld_id: int) -> TableMeld | None:
        return next((m for m in self.hand.table if m.id == meld_id), None)

    def _discardable(self, hand: list[Card]) -> list[Card]:
        """The cards of ``hand`` that may be discarded now (same rules as _check_discard)."""
        return discardable(self._spot())

    def _table_with_layoff(self, action: act.LayOff) -> tuple[TableMeld, ...]:
        return table_with_layoff(self.hand.table, action.meld, action.card, action.rank,
                                 action.suit, self.current)


ACTION_KINDS = tuple(ActionKind)
_CHECKS: dict[str, Callable] = {k: getattr(GameChecks, f"_check_{k}") for k in ACTION_KINDS}  # action kind -> its check
