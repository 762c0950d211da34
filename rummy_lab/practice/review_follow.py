"""Following a game action by action with what one seat knows, judging its decisions."""

from __future__ import annotations

from ..ai.bots import first_legal
from ..ai.strategy import arrangement_actions
from ..core import actions as act
from ..core.actions import Action
from ..core.cards import Card
from ..core.game import Game
from ..core.views import bot_view, seat_view
from ..i18n.messages import msg
from .review_decisions import Judged, draw_options, fork, judge_discard, judge_draw, judge_play
from .review_items import ReviewItem, action_text, position_of, severity
from .review_values import DEEPER, REVIEW_NODES, Measure, unseen_cards

__all__ = ["Follower"]

PLAYS = (act.Meld, act.LayOff, act.SwapJoker)
ENDS = (act.Discard, act.EndTurn)


class Follower:
    """A game followed action by action (:meth:`apply`), with what ``seat`` knows of the
    hidden cards from public moves; :meth:`judge` reviews the seat's next action,
    :meth:`best` is the engine's best move for it."""

    def __init__(self, game: Game, seat: int, lang: str = "en", nodes: int = REVIEW_NODES,
                 reshuffles=()):
        self.game, self.seat, self.lang, self.nodes = game, seat, lang, nodes
        self.reshuffles = list(reshuffles)
        self.rules = game.rules.options()
        self.turn = 0
        self._new_hand()

    def _new_hand(self) -> None:
        h = self.game.hand
        # the deck: the same cards whatever the deal (a start position's deck is its cards)
        self.universe = sorted([c for x in h.hands for c in x] + list(h.stock) + list(h.discard)
                               + [p.card for m in h.table for p in m.placed], key=Card.sort_key)
        self.known: dict[int, set] = {}  # cards the seat saw each opponent take
        self.turn = 0

    def reshuffle_before(self, index: int) -> None:
        while self.reshuffles and self.reshuffles[0][0] == index:
            self.game.reshuffle(self.reshuffles.pop(0)[1])

    def apply(self, action: Action, actor: int | None = None) -> None:
        """Apply ``action`` of ``actor`` (default: the player to move) to the game."""
        g = self.game
        actor = g.current if actor is None else actor
        if actor != self.seat and g.phase in ("draw", "play"):
            self._note(action, actor)
        number = g.hand.number
        g.apply(action)
        if g.hand.number != number:
            self._new_hand()

    def _note(self, action: Action, actor: int) -> None:
        """Track, from public moves only, the cards an opponent took from the pile."""
        known = self.known.setdefault(actor, set())
        if isinstance(action, act.TakeDiscard):
            pile = self.game.hand.discard
            at = next(i for i in range(len(pile) - 1, -1, -1) if pile[i] is action.card)
            known.update(pile[at:])
        elif isinstance(action, act.Meld):
            known.difference_update(action.cards)
        elif isinstance(action, (act.LayOff, act.SwapJoker, act.Discard)):
            known.discard(action.card)

    def _measure(self, nodes: int | None = None):
        view = bot_view(self.game, self.seat, legal=False)
        elsewhere = [c for s, cards in self.known.items() if s != self.seat for c in cards]
        return view, Measure(view, unseen_cards(self.universe, view, elsewhere),
                             self.nodes if nodes is None else nodes)

    def best(self) -> Action:
        """The engine's best move for the seat now (it must be the seat's turn): the
        review's own measure, so a player of these moves gets no costly decision."""
        view, m = self._measure()
        if view.phase == "draw":
            options, _ = draw_options(view, m)
            if options:
                return max(options, key=lambda o: o[1])[0]
            return first_legal(view, (act.DrawStock(), act.EndHand()))
        hand, table = list(view.hand), list(view.table)
        for action in arrangement_actions(m.arrangement(hand, table)):
            if view.can(action):
                return action
        turn = m.best_turn(hand, table, view.taken if view.rules.taken_card_discard_ban
                           else None)
        if turn.discard is not None and view.can(act.Discard(turn.discard)):
            return act.Discard(turn.discard)
        return first_legal(view, [act.Discard(c) for c in hand] + [act.EndTurn()])

    def judge(self, index: int, action: Action) -> ReviewItem | None:
        """The review item of the seat's ``action`` (number ``index`` of the log), about to
        be played; None for a decision without a choice. A decision whose values the
        search did not prove within ``nodes`` is judged again with :data:`DEEPER` times
        as many; if that is not proven either, the item gives no verdict."""
        if self.game.phase == "draw":
            self.turn += 1
        got = self._judged(action, self.nodes)
        if got is not None and not got[2]:
            got = self._judged(action, self.nodes * DEEPER)
        if got is None:
            return None
        view, judged, proven = got
        return self._item(index, view, judged, proven)

    def _judged(self, action: Action, nodes: int) -> tuple[object, Judged, bool] | None:
        """(the seat's view, the judgement of ``action``, were all its values proven?)."""
        view, m = self._measure(nodes)
        if isinstance(action, (act.DrawStock, act.TakeDiscard, act.EndHand)):
            judged = judge_draw(view, m, action)
        elif isinstance(action, PLAYS):
            after = _after(view, action)
            judged = judge_play(view, m, action, after.hand.hands[self.seat], after.hand.table)
        elif isinstance(action, ENDS):
            judged = judge_discard(view, m, action)
        else:
            return None
        return None if judged is None else (view, judged, m.proven)

    def _item(self, index: int, view, judged: Judged, proven: bool) -> ReviewItem:
        cost = round(judged.cost, 1) if proven else 0.0  # unproven: no verdict, no cost
        level = severity(cost)
        if not proven:
            issue, why = "unproven", msg("review_why_unproven", nodes=self.nodes * DEEPER)
        elif level == "fine":
            issue, why = "fine", msg("review_why_fine")
        else:
            issue = judged.issue
            why = msg(f"review_why_{issue}", **{**judged.params, "better": action_text(
                judged.better), "cost": int(cost) if cost == int(cost) else cost})
        choices = judged.choices()
        best = max(v for _, v in choices)
        options = tuple((a, round(max(0.0, best - v), 1)) for a, v in choices
                        if v != float("-inf")) if proven else ()
        return ReviewItem(index, view.hand_number, self.turn, judged.kind, issue,
                          judged.played, judged.better if level != "fine" else None, cost,
                          level, why, why.render(self.lang), seat_view(view._judge, view.seat,
                                                                       legal=False),
                          position_of(view), options, proven, self.rules)


def _after(view, action: Action):
    judge = fork(view)
    judge.apply(action)
    return judge
