"""A demonstration class table: Ann and Ben, each on a device of their own, with an Easy bot.

Their moves are chosen by a bot, so a teacher's dashboard has a live table to watch —
for screenshots, demonstrations and tests (``DemoTable(url).move()`` plays one move).
"""

from __future__ import annotations

from ..ai.bots import make_bot
from ..core.game import Game
from ..core.variants import variant
from ..store.tables import TableStore

SEATS = [("Ann", "human"), ("Ben", "human"), ("Bot", "easy")]
BOT_SEAT = 2


class DemoTable:
    """A shared table of class ``class_code``: seats 0 and 1 are students (each a store
    client of its own, like two devices), seat 2 an Easy bot. A fixed ``seed`` gives the
    same deal and, with the bots' seeds, the same game every time."""

    def __init__(self, url: str, *, class_code: str = "7b", seed: int = 109,
                 variant_name: str = "basic", coach_seed: int = 3, bot_seed: int = 4):
        self.code = TableStore(url).create(variant(variant_name), SEATS,
                                           class_code=class_code, seed=seed)
        self.devices = {}
        for seat in (0, 1):
            device = TableStore(url)
            self.devices[seat] = (device, device.claim(self.code, seat))
        self.coach = make_bot("hard", seed=coach_seed)  # what the students choose
        self.bot = make_bot("easy", seed=bot_seed)

    def game(self) -> Game:
        """The table's game as a device sees it now."""
        return self.devices[0][0].game(self.code)

    def move(self) -> Game:
        """The player to move makes one move (the bot's whole turn counts as one);
        returns the game after it."""
        game = self.game()
        if game.current == BOT_SEAT:
            self.devices[0][0].play_bots(self.code, self.bot.choose)
        else:
            store, ticket = self.devices[game.current]
            store.append(ticket, self.coach.choose(store.game(self.code), game.current))
        return self.game()

    def play(self, moves: int) -> Game:
        """Up to ``moves`` moves, fewer if the hand ends first; returns the game."""
        game = self.game()
        for _ in range(moves):
            if game.phase not in ("draw", "play"):
                break
            game = self.move()
        return game
