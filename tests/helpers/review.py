"""What a seat could see at a point of a game: the review's hidden-information checks."""

from __future__ import annotations

from rummy_lab.core.game import Game
from rummy_lab.core.views import seat_view


def seen_then(game: Game, seat: int, index: int) -> set[str]:
    """Codes of the cards ``seat`` could see just before action ``index``."""
    g = Game(game.rules, game.players, game.seed, game.first_dealer, game.start)
    for action in game.history[:index]:
        g.apply(action)
    v = seat_view(g, seat)
    return {c.code for c in v.hand} | {c.code for c in v.discard} | \
        {p.card.code for m in v.table for p in m.placed}
