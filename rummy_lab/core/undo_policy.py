"""What a learner may take back: nothing that showed a card, nothing past another player.

Undo rebuilds the game from its log, so an undone stock draw would let a learner peek at
the stock's top card and draw again. In learner mode an action may be taken back only if
it revealed no card to anyone (a stock draw, taking the top discard off a pile that is not
spread — the card beneath shows —, ending a hand and dealing the next one all do) and
only while no other player has moved since. Teachers may undo anything.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..i18n.messages import Text, msg
from .actions import Discard, DrawStock, EndHand, NextHand, TakeDiscard

if TYPE_CHECKING:
    from .game import Game

__all__ = ["learner_undo_refusal"]


def learner_undo_refusal(game: Game, seat: int, steps: int) -> Text | None:
    """Why ``seat`` may not take back the last ``steps`` actions, or None when it may.

    Walks back from the present, so it costs O(steps): the pile's size before each of
    the seat's own actions follows from the size now (a discard added one card; where
    the pile is not spread, a take removed exactly the top card)."""
    if steps < 1 or steps > len(game.history):
        return msg("nothing_to_undo")
    first = len(game.history) - steps
    if any(actor != seat for actor in game.actors[first:]):
        return msg("undo_after_others")
    spread, pile = game.rules.pile_spread, len(game.discard_pile)
    for action in reversed(game.history[first:]):
        if isinstance(action, (DrawStock, EndHand, NextHand)):
            return msg("undo_reveals")
        if isinstance(action, Discard):
            pile -= 1
        elif isinstance(action, TakeDiscard):
            if not spread and pile != 0:  # a card showed beneath (or the count is unsure)
                return msg("undo_reveals")
            pile += 1
        if pile < 0:  # the pile was turned into a new stock meanwhile: be safe
            return msg("undo_reveals")
    return None
