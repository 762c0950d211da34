"""A class without a browser, for the teacher's dashboard tests: tables the teacher made,
students playing them from their own devices (each its own store), and a dashboard
unlocked with the teacher's password."""

from __future__ import annotations

from rummy_lab import Game, variant
from rummy_lab.ai.bots import make_bot
from rummy_lab.store import TableStore
from rummy_lab.ui.teacher import TeacherDashboard

PASSWORD = "chalk-and-cheese"


class Class:
    """A class: tables made by the teacher, students playing from their own devices."""

    def __init__(self, url: str, class_code: str = "7b"):
        self.url, self.class_code = url, class_code
        self.teacher_store = TableStore(url)
        self.devices: dict[str, dict[int, tuple[TableStore, object]]] = {}
        self.coach = make_bot("hard", seed=7)   # students and bot go out: hands are scored

    def table(self, name: str = "basic", join=(0, 1)) -> str:
        code = self.teacher_store.create(
            variant(name), [("Ann", "human"), ("Ben", "human"), ("Bot", "easy")],
            class_code=self.class_code, seed=101 + len(self.devices))  # fixed deals: a
        # random one sometimes ends with the stock and nobody out (no scores to export)
        self.devices[code] = {}
        for seat in join:
            device = TableStore(self.url)
            self.devices[code][seat] = (device, device.claim(code, seat))
        return code

    def play(self, code: str, actions: int = 10_000) -> Game:
        """Students and the bot play until ``actions`` were added or the hand is over;
        returns the game."""
        done = 0
        device = next(iter(self.devices[code].values()))[0]
        while done < actions:
            game = device.game(code)
            if game.phase not in ("draw", "play"):
                break
            if game.current == 2:
                done += device.play_bots(code, self.coach.choose)
                continue
            store, ticket = self.devices[code][game.current]
            store.append(ticket, self.coach.choose(store.game(code), game.current))
            done += 1
        return device.game(code)



def unlocked(url: str, **kw) -> TeacherDashboard:
    dash = TeacherDashboard(TableStore(url), password=PASSWORD, **kw)
    dash.send_command("login", password=PASSWORD)
    assert dash.dash["stage"] == "open", dash.dash
    return dash

