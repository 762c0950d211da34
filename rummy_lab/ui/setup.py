"""SetupPanel: choose a variant, its main options and the seats, then play below the form.

The play page is a box of three components, each its own widget model with its own
traits and script (ui/widget.py): the setup form (``setup_form``, a :class:`SetupForm`:
``choices`` what may be chosen and every label, ``form`` what is chosen, written by the
browser), "Play with classmates" (``lobby_view``, a :class:`LobbyView`, answered by
:class:`ClassLobby` as ``class_lobby``) and the card table (``card_table``, a
:class:`CardTable`), in which each game is run by a :class:`TableSession`. The page
composes them: it starts games from the form, hands the lobby what it needs, and keeps
the game in play as a file (``saved``). A page is 8 models (each with its Layout), and
"Start game" creates no widget at all, so nothing leaks from one game to the next;
``page.form``, ``page.state``, ``page.lobby`` … name the components' traits.

The seed of a game is drawn from ``random.SystemRandom`` (64 bits) and never synced.
Only ``SetupPanel(teacher=True)`` shows a seed field; whoever starts the server may fix
every deal with the environment variable ``RUMMY_LAB_DEAL_SEED`` (demonstrations, tests).
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable

import ipywidgets as widgets

from ..ai.bots import BOT_LEVELS, make_bot
from ..core.errors import RummyError
from ..core.game import Game
from ..core.names import clean_name
from ..core.record import game_to_json
from ..core.variants import VARIANTS, Rules, variant
from ..formats.replay_code import game_from_replay_code
from .lobby import ClassLobby
from .messages import LANGS, learner_guard, t, variant_title
from .saves import MAX_UPLOAD, read_upload, sealed_file
from .switchable import LanguageSwitch
from .table import TableSession
from .widget import CardTable, LobbyView, Part, SetupForm, close_all

__all__ = ["SetupPanel", "MAIN_OPTIONS", "SEED_ENV"]

NAMES = ["Ada", "Ben", "Cleo", "Dev", "Emil", "Fay", "Gus", "Hana"]
SEATS = len(NAMES)
NAME_LEN = 24
MAX_REPLAY_CODE = 200  # characters of a typed replay code looked at (a short one has 24)
SEED_ENV = "RUMMY_LAB_DEAL_SEED"
SEED_LIMIT = 2**64
_RANDOM = random.SystemRandom()

#: option key -> (applies to rules?, rules option values when ticked / unticked)
MAIN_OPTIONS: dict[str, tuple[Callable[[Rules], bool], dict[str, object], dict[str, object]]] = {
    "ace_mode": (lambda r: True, {"ace_mode": "low_or_high"}, {"ace_mode": "low"}),
    "joker_swap": (lambda r: r.has_jokers, {"joker_swap": True}, {"joker_swap": False}),
    "romme": (lambda r: r.romme_multiplier > 1, {"romme_multiplier": 2}, {"romme_multiplier": 1}),
    "cutthroat": (lambda r: r.pool_size > 0, {"cutthroat": True}, {}),
}
_CHECKED = {"ace_mode": lambda r: r.ace_high, "joker_swap": lambda r: r.joker_swap,
            "romme": lambda r: r.romme_multiplier > 1, "cutthroat": lambda r: False}
_LABELS = ["setup_title", "variant", "players", "target_label", "four_colour", "btn_start",
           "seed", "seed_hint", "seed_random", "setup_options", "table_bot_speed", "table_load",
           "table_resume", "table_replay_code", "table_replay_play", "setup_skip_start"]
SPEEDS = ("fast", "normal", "slow")


def _as_int(value, default: int) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        return default


class SetupPanel(LanguageSwitch, widgets.VBox):
    """A form that starts a game in the card table below it (its session is
    ``self.table``), and "Play with classmates" (``self.class_lobby``).

    ``lang`` "en" or "de" (default: the page's, followed); ``bot_delay`` the pause after
    each bot move; ``teacher=True`` shows every hand and lets the seed be chosen.
    """

    seat_names = NAMES
    # the components' traits, by their names (see ui/widget.py for what each means)
    form, choices, error, start, load = (Part("setup_form") for _ in range(5))
    lobby, lobby_cmd = Part("lobby_view"), Part("lobby_view")
    state, command, scores, saved, review = (Part("card_table") for _ in range(5))

    def __init__(self, lang: str | None = None, bot_delay: float = 0.4, teacher: bool = False):
        self._start_lang(lang)
        self.bot_delay, self.teacher = bot_delay, teacher
        self.table: TableSession | None = None
        form = self._clean(self._defaults("basic"), "basic")
        self.setup_form = SetupForm(form=form, choices=self._choices(form["variant"]))
        self.lobby_view, self.card_table = LobbyView(), CardTable()
        super().__init__([self.setup_form, self.lobby_view, self.card_table])
        self.add_class("rl-setup")  # widgets/play_page.js: where the three meet
        for part in self.children:
            part.add_class("rl-page-part")  # widgets/setup.css: their edges
        self.setup_form.observe(self._guard(self._on_form), names=["form"])
        self.setup_form.observe(self._guard(lambda _: self.start_game()), names=["start"])
        self.setup_form.observe(self._guard(self._on_load), names=["load"])
        self.card_table.observe(self._guard(self._keep_saved), names=["state"])
        self._saved_at: tuple | None = None
        self.class_lobby = ClassLobby(self)  # "Play with classmates" (ui/lobby.py)

    def send_command(self, op: str, **params) -> None:
        """Do what the table's browser does: write a command to the card table."""
        self.card_table.send_command(op, **params)

    def close(self) -> None:
        """Close the page, its three components and their Layout models."""
        if self.table is not None:
            self.table.detach()
        close_all(self.setup_form, self.lobby_view, self.card_table, self)

    def _relabel(self) -> None:
        """Every label in the new language: the form, a default "You" seat, the game."""
        form = self.form
        if form.get("seats") and form["seats"][0]["name"] in {t("you", lang) for lang in LANGS}:
            seats = [dict(seat) for seat in form["seats"]]
            seats[0]["name"] = t("you", self.lang)
            self.setup_form.form = {**form, "seats": seats}
        self.setup_form.choices = self._choices(self.form["variant"])
        self.class_lobby.relabel()
        if self.table is not None:
            if not self.lobby.get("seated"):  # a shared table's names are everyone's
                self._rename_you(self.table.game.players)
            self.table.lang = self.table.scoreboard.lang = self.lang
            self.table.relabel_log()
            self.table.scoreboard.update()
            self.table._refresh()

    def _rename_you(self, players: list[str]) -> None:
        """A seat named by the form's default "You" is "Du" in German (and back)."""
        you = t("you", self.lang)
        if you not in players:
            players[:] = [you if p in {t("you", lang) for lang in LANGS} else p for p in players]

    # -- the form -------------------------------------------------------------------------
    def _guard(self, fn):
        def run(*args):
            with learner_guard(lambda text: setattr(self.setup_form, "error", text), self.lang):
                fn(*args)
        return run

    def _rules(self) -> Rules:
        return variant(self.form["variant"])

    def _kinds(self) -> list[tuple[str, str]]:
        return [("human", t("human", self.lang))] + [
            (lv, t("bot", self.lang, level=t(f"level_{lv}", self.lang))) for lv in BOT_LEVELS]

    def _defaults(self, name: str) -> dict:
        rules = variant(name)
        return {"variant": name, "players": rules.min_players, "target": rules.target,
                "options": {k: _CHECKED[k](rules) for k in MAIN_OPTIONS},
                "seats": [{"name": t("you", self.lang) if i == 0 else NAMES[i],
                           "kind": "human" if i == 0 else next(iter(BOT_LEVELS))}
                          for i in range(SEATS)],
                "four_colour": False, "seed": "", "speed": "normal"}

    def _choices(self, name: str) -> dict:
        """What the form offers for variant ``name``, and every label it shows."""
        rules = variant(name)
        return {
            "variants": [[k, variant_title(k, self.lang)] for k in VARIANTS],
            "players": list(range(rules.min_players, rules.max_players + 1)),
            "targets": list(rules.target_choices),
            "show_target": len(rules.target_choices) > 1,
            "options": [[k, t(f"opt_{k}", self.lang)] for k, (applies, _, _) in
                        MAIN_OPTIONS.items() if applies(rules)],
            "kinds": [list(k) for k in self._kinds()],
            "seats": [{"label": t("seat", self.lang, n=i + 1),
                       "name": t("setup_seat_name", self.lang, n=i + 1),
                       "kind": t("setup_seat_kind", self.lang, n=i + 1)} for i in range(SEATS)],
            "teacher": bool(self.teacher),
            "speeds": [[k, t(f"table_speed_{k}", self.lang)] for k in SPEEDS],
            "labels": {k: t(k, self.lang) for k in _LABELS},
            "upload_limit": MAX_UPLOAD,  # bytes: the page's guard sends no bigger save
        }

    def _clean(self, form: dict, previous: str) -> dict:
        """The form as the browser sent it, made valid; a new variant resets its options."""
        asked = form.get("variant")
        name = asked if isinstance(asked, str) and asked in VARIANTS else previous
        base = self._defaults(name)
        rules = variant(name)
        if name != previous:
            form = {**form, "target": base["target"], "options": base["options"]}
        players = _as_int(form.get("players"), rules.min_players)
        target = _as_int(form.get("target"), rules.target)
        sent_options, sent_seats = form.get("options"), form.get("seats")
        options = sent_options if isinstance(sent_options, dict) else {}
        seats = sent_seats if isinstance(sent_seats, list) else []
        kinds = {k for k, _ in self._kinds()}
        clean_seats = []
        for i, default in enumerate(base["seats"]):
            seat = seats[i] if i < len(seats) and isinstance(seats[i], dict) else default
            clean_seats.append({
                "name": str(seat.get("name", default["name"]))[:NAME_LEN],
                "kind": seat.get("kind") if seat.get("kind") in kinds else default["kind"]})
        clean = {
            "variant": name,
            "players": players if rules.min_players <= players <= rules.max_players
            else rules.min_players,
            "target": target if target in rules.target_choices else rules.target,
            "options": {k: bool(options.get(k, base["options"][k])) for k in MAIN_OPTIONS},
            "seats": clean_seats, "four_colour": bool(form.get("four_colour")), "seed": "",
            "speed": form.get("speed") if form.get("speed") in SPEEDS else "normal"}
        if self.teacher:  # learners can neither see nor choose the seed
            clean["seed"] = "".join(ch for ch in str(form.get("seed", "")) if ch.isdigit())[:20]
        return clean

    def _on_form(self, change) -> None:
        previous = change["old"].get("variant", "basic") if change["old"] else "basic"
        clean = self._clean(change["new"] if isinstance(change["new"], dict) else {}, previous)
        if clean["variant"] != previous:
            self.setup_form.choices = self._choices(clean["variant"])
        if clean != change["new"]:
            self.setup_form.form = clean
        if self.table is not None:  # the bot speed and the colours apply at once
            self.table.bot_delay = self.delay()
            self.table.set_four_colour(clean["four_colour"])

    def delay(self) -> float:
        """The pause after each bot move for the chosen speed ("normal": the page's)."""
        speed = self.form.get("speed", "normal")
        return {"fast": 0.0, "slow": max(1.0, 2 * self.bot_delay)}.get(speed, self.bot_delay)

    def rules_options(self) -> dict:
        """The chosen options, as keyword arguments for :func:`variant`."""
        opts: dict[str, object] = {}
        base, form = self._rules(), self.form
        for key, (applies, on, off) in MAIN_OPTIONS.items():
            if applies(base):
                opts.update(on if form["options"].get(key) else off)
        if len(base.target_choices) > 1:
            opts["target"] = form["target"]
        return opts

    # -- starting a game ----------------------------------------------------------------
    def _seed(self) -> int:
        """The teacher's seed, the server's fixed deal, or 64 random bits."""
        text = self.form.get("seed", "") if self.teacher else ""
        text = text or os.environ.get(SEED_ENV, "")
        if not text:
            return _RANDOM.getrandbits(64)
        seed = _as_int(text, -1)
        if not 0 <= seed < SEED_LIMIT:
            raise RummyError(t("seed_invalid", self.lang))
        return seed

    # -- saving and resuming ----------------------------------------------------------
    def save_text(self) -> str:
        """The game in play as a downloadable file: sealed, or plain JSON for a teacher."""
        table = self.table
        if table is None or not table.keeps_saves:
            return ""
        if self.teacher:
            return game_to_json(table.game)
        levels = {str(s): bot.level for s, bot in table.bots.items()}
        return sealed_file({"record": game_to_json(table.game), "seat": table.seat,
                            "bots": levels, "four_colour": bool(table._ui.get("four_colour"))})

    def _keep_saved(self, change) -> None:
        table, state = self.table, change["new"] or {}
        if table is None:
            return
        if table.game.phase == "game_over" or not table.keeps_saves:
            self.card_table.saved = ""
            return
        mark = (id(table), len(table.game.history))
        if state.get("my_turn") and state.get("phase") == "draw" and mark != self._saved_at:
            self._saved_at = mark
            self.card_table.saved = self.save_text()

    def _on_load(self, change) -> None:
        sent = change["new"] or {}
        if sent.get("text"):
            self.resume(str(sent["text"]))
        elif sent.get("code"):
            self.replay(str(sent["code"]))

    def resume(self, text: str) -> TableSession:
        """Play on from a saved game (a sealed save; a teacher may load plain records)."""
        got = read_upload(text, self.lang, plain_ok=self.teacher)
        if "record" in got:
            game = Game.from_json(got["record"])
            seat, levels, four = 0, {str(s): "easy" for s in range(1, game.n)}, False
        else:
            data = got["sealed"]
            game = Game.from_json(str(data.get("record", "")))
            seat, levels = int(data.get("seat", 0)), dict(data.get("bots") or {})
            four = bool(data.get("four_colour"))
            if game.phase in ("draw", "play"):  # what a draw showed is not shown again
                game.reshuffle(_RANDOM.getrandbits(64))
        bots = {int(s): make_bot(str(lv), seed=game.seed + int(s)) for s, lv in levels.items()}
        self._play(game, seat, bots, four)
        assert self.table is not None
        self.table._say(t("table_loaded", self.lang), "ok")
        self.table._refresh()
        return self.table

    def replay(self, code: str) -> TableSession:
        """The game of a replay code (shown at game over) from its first deal: this page
        plays seat 1, the form's bots (or Easy ones) the others."""
        names = [t("you", self.lang), *NAMES[1:]]
        game = game_from_replay_code(str(code)[:MAX_REPLAY_CODE], names)
        kinds = [s["kind"] for s in self.form["seats"]]
        bots = {i: make_bot(kinds[i] if kinds[i] != "human" else "easy", seed=game.seed + i)
                for i in range(1, game.n)}
        self._play(game, 0, bots, bool(self.form.get("four_colour")))
        assert self.table is not None
        self.table._say(t("table_replayed", self.lang), "ok")
        self.table._refresh()
        return self.table

    def _play(self, game: Game, seat: int, bots: dict, four_colour: bool) -> None:
        """Play ``game`` in the card table as ``seat`` (a game or shared seat there stops)."""
        if self.table is not None:
            self.table.detach()
        self.table = None
        if self.lobby.get("seated"):  # a shared table's seat is left (its ticket is kept)
            self.class_lobby.tell(seated=None)
        self.table = TableSession(game, seat=seat, bots=bots, teacher=self.teacher,
                                  lang=self.lang, bot_delay=self.delay(),
                                  four_colour=four_colour, view=self.card_table,
                                  play_again=self._guard(self.start_game))
        self.setup_form.error = ""

    def start_game(self) -> TableSession:
        """Build the game from the form and play it in the card table (the last one stops)."""
        lang, form = self.lang, self.form
        n = form["players"]
        names = [clean_name(s["name"], NAME_LEN) for s in form["seats"][:n]]
        kinds = [s["kind"] for s in form["seats"][:n]]
        if "human" not in kinds:
            raise RummyError(t("need_human", lang))
        if len(set(names)) != n or not all(names):
            raise RummyError(t("names_differ", lang))
        rules = variant(form["variant"], **self.rules_options())
        seed = self._seed()
        game = Game(rules, names, seed=seed)
        bots = {i: make_bot(k, seed=seed + i) for i, k in enumerate(kinds) if k != "human"}
        self._play(game, kinds.index("human"), bots, form["four_colour"])
        assert self.table is not None
        return self.table
