"""What one seat may see: its own hand and the public table, never hidden cards."""

from __future__ import annotations

import copy
import dataclasses
import random
from dataclasses import dataclass, field, replace

from ..i18n.messages import msg
from .actions import Action
from .cards import Card
from .display import ShowsAsHtml
from .errors import RummyError
from .melds import TableMeld
from .phases import TURN_PHASES
from .variants import Rules

__all__ = ["SeatView", "seat_view", "BotView", "bot_view"]


@dataclass(frozen=True)
class SeatView(ShowsAsHtml):
    """A seat's information set. Opponents' hands are counts; the stock is a count."""

    seat: int
    players: tuple[str, ...]
    rules_name: str
    hand: tuple[Card, ...]
    table: tuple[TableMeld, ...]
    discard: tuple[Card, ...]          # bottom → top; only the top when the pile is squared
    discard_size: int
    stock_size: int
    hand_sizes: tuple[int, ...]
    scores: tuple[int, ...]
    current: int
    phase: str
    hand_number: int
    dealer: int
    pool: int
    obligation: Card | None
    taken: Card | None
    legal: tuple[Action, ...]

    @property
    def my_turn(self) -> bool:
        return self.current == self.seat and self.phase in TURN_PHASES



def seat_view(game, seat: int, legal: bool = True, melds: bool = True) -> SeatView:
    """The view of ``seat``. Legal actions are included only on that seat's turn (and
    ``legal``: a caller that checks single actions may skip the listing; ``melds=False``:
    every legal action but new melds, see :meth:`Game.legal_actions`)."""
    h = game.hand
    if not 0 <= seat < game.n:
        raise RummyError(msg("no_such_seat", seat=seat))
    spread = game.rules.pile_spread
    mine = game.current == seat
    return SeatView(
        seat=seat, players=tuple(game.players), rules_name=game.rules.name,
        hand=tuple(sorted(h.hands[seat], key=Card.sort_key)), table=tuple(h.table),
        discard=tuple(h.discard if spread else h.discard[-1:]), discard_size=len(h.discard),
        stock_size=len(h.stock), hand_sizes=tuple(len(x) for x in h.hands),
        scores=tuple(game.scores), current=game.current, phase=game.phase,
        hand_number=h.number, dealer=h.dealer, pool=game.pool,
        obligation=game.turn.obligation if mine else None,
        taken=game.turn.taken if mine else None,
        legal=tuple(game.legal_actions(melds)) if mine and legal else (),
    )


@dataclass(frozen=True)
class BotView(SeatView):
    """All a computer player may use: the seat's view plus public knowledge.

    Besides :class:`SeatView` it holds the rules, the whole discard pile (every card in
    it was shown face up when it was discarded), the public log of the hand (a stock
    draw names no card) and the turn count. :meth:`check` / :meth:`can` judge a
    hypothetical action of the seat. They run the engine's own checks on a stand-in
    game in which every unseen card (other hands, the stock) is replaced by a fixed
    arrangement of the unseen cards. So nothing a bot can reach depends on where the
    hidden cards really lie.
    """

    rules: Rules = field(repr=False, default=None)  # type: ignore[assignment]
    pile: tuple[Card, ...] = ()
    log: tuple[tuple[int, Action], ...] = ()
    turns: int = 0
    _judge: object = field(repr=False, compare=False, default=None)

    @property
    def n(self) -> int:
        return len(self.players)

    def check(self, action: Action) -> str | None:
        """Why the seat may not play ``action`` now, or None (the engine's reason)."""
        return self._judge.check(action)  # type: ignore[attr-defined]

    def can(self, action: Action) -> bool:
        return self.check(action) is None

    def meld_by_id(self, meld_id: int) -> TableMeld:
        for m in self.table:
            if m.id == meld_id:
                return m
        raise RummyError(msg("no_such_meld", meld=meld_id))


def _stand_in(game, seat: int):
    """A copy of ``game`` for judging ``seat``'s actions with the unseen cards replaced by a
    canonical arrangement of themselves (same counts), and no seed or random state."""
    h = game.hand
    unseen = [c for i, hand in enumerate(h.hands) if i != seat for c in hand] + list(h.stock)
    unseen.sort(key=Card.sort_key)
    it = iter(unseen)
    hands = [list(hand) if i == seat else [next(it) for _ in hand]
             for i, hand in enumerate(h.hands)]
    stock = list(it)
    judge = copy.copy(game)
    judge.hand = replace(h, hands=hands, stock=stock, discard=list(h.discard),
                         table=list(h.table), placed_any=list(h.placed_any))
    judge.turn = copy.copy(game.turn)
    judge.seed, judge.start, judge._rng = 0, None, random.Random(0)
    judge.reshuffles = []  # their salts are random state too
    judge.history, judge.actors = list(game.history), list(game.actors)
    judge.scores, judge.results, judge.players = list(game.scores), list(game.results), \
        list(game.players)
    return judge


def bot_view(game, seat: int, legal: bool = True) -> BotView:
    """What a bot playing ``seat`` may know, built only from the seat's information
    (``legal=False``: without the listing of legal actions; :meth:`BotView.can` still judges)."""
    judge = _stand_in(game, seat)
    base = seat_view(judge, seat, legal)
    fields = {f.name: getattr(base, f.name) for f in dataclasses.fields(SeatView)}
    return BotView(**fields, rules=game.rules, pile=tuple(judge.hand.discard),
                   log=tuple(judge.hand_log()), turns=judge.hand.turns, _judge=judge)
