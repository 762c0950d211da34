"""Computer players. A bot reads only what its seat may know and returns a legal action.

``make_bot("easy" | "medium" | "hard", seed=...)`` builds one; ``bot.choose(game, seat)``
returns the action for ``seat`` (which must be the player to move).
"""

from __future__ import annotations

import random

from .actions import Action, Discard, DrawStock, Meld
from .errors import RummyError

__all__ = ["Bot", "EasyBot", "make_bot", "BOT_LEVELS"]


class Bot:
    """Base class: subclasses implement :meth:`decide` on the seat's view."""

    level = "bot"

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)

    def choose(self, game, seat: int) -> Action:
        if game.current != seat or game.phase not in ("draw", "play"):
            raise RummyError(f"It is not {game.players[seat]}'s turn.")
        view = game.view(seat)
        return self.decide(view)

    def decide(self, view) -> Action:  # pragma: no cover - abstract
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class EasyBot(Bot):
    """Plays plausibly but loosely: melds what it sees, discards its highest loose card."""

    level = "easy"

    def decide(self, view) -> Action:
        legal = list(view.legal)
        if view.phase == "draw":
            draws = [a for a in legal if isinstance(a, DrawStock)]
            return draws[0] if draws and self.rng.random() < 0.8 else self.rng.choice(legal)
        melds = [a for a in legal if isinstance(a, Meld)]
        if melds and self.rng.random() < 0.7:
            return max(melds, key=lambda a: len(a.placed))
        plays = [a for a in legal if a.kind in ("layoff", "swap")]
        if plays and self.rng.random() < 0.5:
            return self.rng.choice(plays)
        discards = [a for a in legal if isinstance(a, Discard)]
        if discards:
            return self.rng.choice(discards)
        return self.rng.choice(legal)


BOT_LEVELS = {"easy": EasyBot}


def make_bot(level: str = "easy", seed: int | None = None) -> Bot:
    """A bot of ``level`` ('easy', 'medium' or 'hard')."""
    try:
        return BOT_LEVELS[level.lower()](seed)
    except KeyError:
        raise RummyError(f"Unknown bot level '{level}': choose {', '.join(BOT_LEVELS)}.") from None
