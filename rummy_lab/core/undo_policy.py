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
from .actions import Action, DrawStock, EndHand, NextHand, TakeDiscard

if TYPE_CHECKING:
    from .game import Game

__all__ = ["learner_undo_refusal"]


def _reveals(before: Game, action: Action) -> bool:
    if isinstance(action, (DrawStock, EndHand, NextHand)):
        return True
    if isinstance(action, TakeDiscard):
        return not before.rules.pile_spread and len(before.discard_pile) > 1
    return False


def learner_undo_refusal(game: Game, seat: int, steps: int) -> Text | None:
    """Why ``seat`` may not take back the last ``steps`` actions, or None when it may."""
    if steps < 1 or steps > len(game.history):
        return msg("nothing_to_undo")
    first = len(game.history) - steps
    if any(actor != seat for actor in game.actors[first:]):
        return msg("undo_after_others")
    replayed = type(game)(game.rules, game.players, game.seed, game.first_dealer, game.start)
    for i, action in enumerate(game.history):
        if i >= first and _reveals(replayed, action):
            return msg("undo_reveals")
        replayed.apply(action)
    return None
