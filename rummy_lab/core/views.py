"""What one seat may see: its own hand and the public table, never hidden cards."""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Action
from .cards import Card
from .display import ShowsAsHtml
from .errors import RummyError
from .melds import TableMeld

__all__ = ["SeatView", "seat_view"]


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
        return self.current == self.seat and self.phase in ("draw", "play")



def seat_view(game, seat: int) -> SeatView:
    """The view of ``seat``. Legal actions are included only on that seat's turn."""
    h = game.hand
    if not 0 <= seat < game.n:
        raise RummyError(f"There is no seat {seat}.")
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
        legal=tuple(game.legal_actions()) if mine else (),
    )
