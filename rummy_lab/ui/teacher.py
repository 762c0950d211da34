"""TeacherDashboard: the teacher's live view of a class's shared tables (ONE anywidget model).

Nothing is shown before the teacher password is given: the kernel fills the synced
``dash`` (list of tables), ``state`` (the watched table) and ``scores`` only after a
login checked with :func:`hmac.compare_digest`. The password comes from the environment
variable ``RUMMY_LAB_TEACHER_PASSWORD`` (``rummy-lab serve --teacher-password-file FILE``
sets it); without one the dashboard only explains how to set it. Three wrong tries lock
the login for a while (longer each time), for the client address on every page and
kernel: the count lives in the store (:mod:`rummy_lab.store.throttle`).

Once unlocked, the kernel polls the store (:mod:`rummy_lab.store`) about once a second
(:meth:`TeacherDashboard.start_polling`, an asyncio task in the kernel's loop) and
redraws the list when something in it changed (the idle times tick in the browser): one
page of :data:`PAGE_SIZE` tables, the most recently played first; players, variant, hand,
scores, whose turn, idle time, empty seats. The poll stops while the browser is gone
(:mod:`.heartbeat`). A seat can be freed or given to a bot. Any table can be
watched read-only, with the hands hidden (only what lies on the table) or shown, and
projected (the one table, full width, bigger). Nothing the browser sends is ever played:
the dashboard has no seat and appends nothing. Exports (results CSV, hand histories CSV,
saved games ZIP, see :mod:`rummy_lab.store.export`) travel as ``download`` payloads that
widgets/teacher.js turns into browser downloads.
"""

from __future__ import annotations

import asyncio
import base64
import functools
import hmac
import os
import time
from collections.abc import Callable

import anywidget
import traitlets

from ..access.backoff import CLIENT_ENV, Backoff
from ..core.cards import Card
from ..core.errors import RummyError
from ..core.game import Game
from ..i18n.messages import msg
from ..store import export
from ..store.tables import HUMAN, TableInfo, TableStore
from ..store.throttle import StoredThrottle
from . import assets
from .class_view import ClassReviews, class_csv, class_data
from .heartbeat import Heartbeat
from .lobby_rules import empty_note
from .messages import in_lang, learner_guard, t
from .narrate import hand_result_lines, phrase, sentence
from .scoreboard import Scoreboard
from .state import card_desc, hand_ended, table_state
from .switchable import LanguageSwitch

__all__ = ["TeacherDashboard", "PASSWORD_ENV", "MAX_TRIES", "POLL_SECONDS"]

PASSWORD_ENV = "RUMMY_LAB_TEACHER_PASSWORD"
#: Three wrong teacher passwords, then one every 30 s, 60 s, 120 s … at most every hour.
TEACHER_POLICY = Backoff(free=3, first=30.0, longest=3600.0)
MAX_TRIES = TEACHER_POLICY.free   # wrong passwords before a pause
POLL_SECONDS = 1.0
LOG_LINES = 40
PAGE_SIZE = 12         # tables in one page of the list
BOT_LEVEL = "medium"   # who plays a seat the teacher gives to a bot
_LABELS = ["teacher_no_password", "teacher_password", "teacher_login",
           "teacher_logout", "teacher_class", "teacher_no_class", "teacher_tables", "teacher_no_tables",
           "view_table", "teacher_col_turn", "teacher_col_idle", "teacher_watch",
           "teacher_close", "teacher_show_hands", "teacher_project", "teacher_exports",
           "teacher_export_results", "teacher_export_histories", "teacher_export_games",
           "variant", "players", "hand", "scores", "teacher_free", "teacher_to_bot",
           "teacher_newer", "teacher_older"]
#: export kind -> (function giving the bytes, file suffix, MIME type)
EXPORTS: dict[str, tuple[Callable[[TableStore, str], bytes], str, str]] = {
    "results": (export.results_csv, "results.csv", "text/csv"),
    "histories": (export.histories_csv, "hand-histories.csv", "text/csv"),
    "games": (export.games_zip, "saved-games.zip", "application/zip"),
}


class _Follower:
    """A watched table: a replay of its log (the kernel's own copy) that narrates each
    new action once, the way the card table's log does."""

    def __init__(self, code: str, game: Game, lang: str):
        self.code, self.lang = code, lang
        self.shadow = Game(game.rules, list(game.players), game.seed, game.first_dealer,
                           game.start)
        self.lines: list[str] = []
        self.catch_up(game)

    def catch_up(self, game: Game) -> bool:
        """Narrate the actions ``game`` has beyond the shadow; True when there were any."""
        new = game.history[len(self.shadow.history):]
        for action in new:
            g = self.shadow
            seat, results = g.current, len(g.results)
            self.lines.append(sentence(g.players[seat], [phrase(action, g, self.lang)],
                                       self.lang))
            g.apply(action)
            if len(g.results) > results:
                title, lines = hand_result_lines(g, self.lang, list(g.players), None)
                self.lines += [title, *lines]
        del self.lines[:-LOG_LINES]
        return bool(new)


def _guarded(method):
    """Run a callback; an error becomes a message on the dashboard, never a traceback."""

    @functools.wraps(method)
    def wrapper(self, *args, **kwargs):
        with learner_guard(lambda text: self._set(error=text), self.lang):
            return method(self, *args, **kwargs)
        return None
    return wrapper


class TeacherDashboard(LanguageSwitch, anywidget.AnyWidget):
    """The teacher's dashboard over ``store`` (default: this kernel's shared store).

    ``password`` overrides the environment (tests); ``class_code`` picks the class (default:
    the class with the newest table); ``lang`` "en" or "de" (default: the page's, followed
    when the teacher switches); ``clock`` is ``time.time``
    (tests move it to end a pause).
    """

    _esm, _css = assets.widget_files("teacher")
    dash = traitlets.Dict().tag(sync=True)
    state = traitlets.Dict().tag(sync=True)
    scores = traitlets.Dict().tag(sync=True)
    command = traitlets.Dict().tag(sync=True)
    download = traitlets.Dict().tag(sync=True)
    classview = traitlets.Dict().tag(sync=True)  # what the class gets wrong (ui/class_view.py)

    def __init__(self, store: TableStore | None = None, *, password: str | None = None,
                 class_code: str | None = None, lang: str | None = None,
                 clock: Callable[[], float] = time.time):
        super().__init__()
        self._start_lang(lang)
        self._clock = clock
        self._store = store
        self._password = (os.environ.get(PASSWORD_ENV, "") if password is None
                          else password).strip()
        self._class = class_code
        self._unlocked = False
        self._follow: _Follower | None = None
        self._hands = self._project = False
        self._results_seen = -1
        self._board: Scoreboard | None = None
        self._task: asyncio.Task | None = None
        self._downloads = 0
        self._reviews: ClassReviews | None = None
        self._page, self._every = 0, POLL_SECONDS
        self.heartbeat = Heartbeat(self, on_return=self._browser_back, clock=clock)
        self.add_class("rl-teacher-dashboard")
        self.observe(self._on_command, names=["command"])
        self._set(stage="login" if self._password else "unset")

    # -- what the browser sees ---------------------------------------------------------------
    @property
    def store(self) -> TableStore:
        if self._store is None:
            from ..store.config import shared_store

            self._store = shared_store()
        return self._store

    def _set(self, **changes) -> None:
        base = {"labels": {k: t(k, self.lang) for k in _LABELS}, "stage": "unset",
                "error": "", "notice": ""}
        self.dash = {**base, **self.dash, "error": "", "notice": "", **changes}

    def _relabel(self) -> None:
        """Every label, the list and the watched table in the new language."""
        self._set(labels={k: t(k, self.lang) for k in _LABELS})
        if self._follow is not None:
            self._follow.lang = self.lang
        if self._board is not None:
            self._board.lang = self.lang
        self.poll()

    # -- commands from the browser --------------------------------------------------------------
    @_guarded
    def _on_command(self, change) -> None:
        cmd = change["new"]
        if not isinstance(cmd, dict) or not cmd.get("op"):
            return
        self.command = {"n": cmd.get("n", 0)}  # forget it (a login's password too)
        self.heartbeat.beat()
        op = cmd["op"]
        if op == "login":
            self.login(str(cmd.get("password", "")))
            return
        if not self._unlocked:
            return self._set(error=t("teacher_password", self.lang))
        run = OPERATIONS.get(op) if isinstance(op, str) else None
        if run is None:  # anything else (a card click, "draw" …) is never played from here
            return self._set(error=t("teacher_read_only", self.lang))
        run(self, cmd)

    def send_command(self, op: str, **params) -> None:
        """Do what the browser does: write a command (through ``set_state``)."""
        n = int(self.command.get("n", 0)) + 1
        self.set_state({"command": {"n": n, "op": op, **params}})

    # -- the password ------------------------------------------------------------------------------
    def login(self, password: str) -> bool:
        """Unlock with ``password``; wrong ones count towards a pause."""
        if not self._password:
            self._set(stage="unset")
            return False
        # one count per client address for every page (server/login.py names the client)
        throttle = StoredThrottle(self.store.engine, "teacher", TEACHER_POLICY, clock=self._clock)
        client = os.environ.get(CLIENT_ENV, "")
        wait, pause = throttle.begin(client)
        if wait > 0:
            self._set(stage="login", error=t("teacher_locked", self.lang, n=int(wait + 0.999)))
            return False
        if not hmac.compare_digest(password.encode("utf-8"), self._password.encode("utf-8")):
            error = (t("teacher_locked", self.lang, n=int(pause + 0.999)) if pause > 0
                     else t("teacher_wrong_password", self.lang))
            self._set(stage="login", error=error)
            return False
        throttle.right(client)
        self._unlocked = True
        self._set(stage="open")
        self.poll()
        self.start_polling()
        return True

    def logout(self) -> None:
        """Lock again: every table and name leaves the browser."""
        self._unlocked = False
        self.stop_polling()
        self._follow, self._board = None, None
        self.state, self.scores, self.download = {}, {}, {}
        self.dash, self.classview = {}, {}
        self._set(stage="login")

    # -- polling ------------------------------------------------------------------------------------
    def start_polling(self, seconds: float = POLL_SECONDS) -> bool:
        """Poll the store every ``seconds`` in the kernel's event loop (False: no loop runs,
        e.g. in a plain script: call :meth:`poll` yourself)."""
        if self._task is not None and not self._task.done():
            return True
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return False
        self._every = seconds
        self._task = loop.create_task(self._poll_forever(seconds))
        return True

    def stop_polling(self) -> None:
        if self._task is not None:
            self._task.cancel()
            self._task = None

    async def _poll_forever(self, seconds: float) -> None:
        while self._unlocked:
            await asyncio.sleep(seconds)
            if self.heartbeat.gone():  # the browser is gone: stop until it beats again
                self._task = None
                return
            self.poll()

    def _browser_back(self) -> None:
        if self._unlocked:
            self.poll()
            self.start_polling(self._every)

    @_guarded
    def poll(self) -> None:
        """Read the store once: the list of tables and the watched table."""
        if not self._unlocked:
            return
        store = self.store
        # the watched table first, the list after it (so the list is never older than the
        # table), the scoreboard last (its first plot imports matplotlib: seconds)
        game = self._refresh_table() if self._follow is not None else None
        classes = export.class_codes(store)
        if self._class is None or (self._class not in classes and classes):
            self._class = classes[0] if classes else "class"
        page = store.table_page(self._class, self._page * PAGE_SIZE, PAGE_SIZE)
        pages = max(1, -(-page.total // PAGE_SIZE))
        if self._page >= pages:  # tables went away: the last page there is
            self._page = pages - 1
            page = store.table_page(self._class, self._page * PAGE_SIZE, PAGE_SIZE)
        content = dict(stage="open", classes=classes, class_code=self._class,
                       tables=[self._row(info) for info in page.tables],
                       page=self._page, pages=pages,
                       count=t("teacher_count", self.lang, active=page.active,
                               total=page.total, page=self._page + 1, pages=pages),
                       watching=self._follow.code if self._follow else None,
                       hands=self._hands, project=self._project)
        if any(self.dash.get(k) != v for k, v in content.items()):  # only what changed
            # travels: the idle times tick in the browser from "now" (server clock)
            self._keep(**content, now=time.time(),
                       updated=t("teacher_updated", self.lang, time=time.strftime("%H:%M:%S")))
        if game is not None:
            self._update_board(game)
        self._class_part()

    def _class_part(self) -> None:
        """The class view: the class's games reviewed in a worker, shown when ready."""
        if self._reviews is None:
            self._reviews = ClassReviews(self.store)
        cls = self._class or "class"
        self._reviews.refresh(cls)
        data = class_data(*self._reviews.student_reviews(cls), self._reviews.mastery(cls),
                          self.lang, self._reviews.pending)
        if data != self.classview:
            self.classview = data

    def class_csv(self) -> None:
        """The class view as CSV in ``download``."""
        if self._reviews is None:
            return
        self._downloads += 1
        name = f"{self._class or 'class'}-class-view.csv"
        cls = self._class or "class"
        data = class_csv(*self._reviews.student_reviews(cls), self._reviews.mastery(cls),
                         self.lang)
        self.download = {"n": self._downloads, "name": name, "mime": "text/csv",
                         "base64": base64.b64encode(data).decode("ascii")}
        self._set(notice=t("teacher_exported", self.lang, name=name))

    def _keep(self, **changes) -> None:
        """Like :meth:`_set`, but the error or notice shown stays."""
        self.dash = {**self.dash, **changes}

    def _row(self, info: TableInfo) -> dict:
        lang = self.lang
        players = []
        for i, name in enumerate(info.players):
            kind, empty = info.kinds[i], info.empty_seconds[i]
            if kind != HUMAN:
                note = t("bot", lang, level=t(f"level_{kind}", lang))
            else:
                note = "" if info.claimed[i] else (empty_note(empty, lang)
                                                   or t("teacher_not_joined", lang))
            players.append({"name": name, "note": note, "score": info.scores[i], "seat": i,
                            "human": kind == HUMAN, "held": kind == HUMAN and info.claimed[i],
                            "turn": info.phase in ("draw", "play") and name == info.to_move,
                            "free_confirm": t("teacher_free_confirm", lang, name=name,
                                              code=info.code),
                            "bot_confirm": t("teacher_bot_confirm", lang, name=name,
                                             code=info.code)})
        over = info.phase in ("hand_over", "game_over")
        return {"code": info.code, "title": in_lang(info.title, lang), "hand": info.hand,
                "players": players,
                "turn": t(f"teacher_phase_{info.phase}", lang) if over else info.to_move,
                "last_at": info.last_at, "actions": info.actions}

    # -- the seats --------------------------------------------------------------------------------
    def _class_seat(self, cmd: dict) -> tuple[str, int, str]:
        """(code, seat, name) of a human seat of a table of this class, from a command."""
        code, seat = TableStore.normal(str(cmd.get("code", ""))[:40]), cmd.get("seat")
        if self.store.class_of(code) != (self._class or "class"):
            raise RummyError(msg("table_unknown", code=code))
        seats = self.store.fresh_seats(code)
        if not (isinstance(seat, int) and 0 <= seat < len(seats)):
            raise RummyError(msg("table_no_seat", seat=str(seat)[:20]))
        return code, seat, seats[seat]["name"]

    def free_seat(self, cmd: dict) -> None:
        """Free a human seat: whoever holds it holds nothing; anyone may take it."""
        code, seat, name = self._class_seat(cmd)
        self.store.free_seat(code, seat)
        self._set(notice=t("teacher_freed", self.lang, name=name, code=code))
        self.poll()

    def give_to_bot(self, cmd: dict) -> None:
        """A medium bot plays a human seat from now on."""
        code, seat, name = self._class_seat(cmd)
        self.store.give_to_bot(code, seat, BOT_LEVEL)
        self._set(notice=t("teacher_botted", self.lang, name=name, code=code))
        self.poll()

    def turn_page(self, page: object) -> None:
        """Show page ``page`` (0: the most recently played tables) of the list."""
        self._page = max(0, min(int(page), 10**6)) if isinstance(page, int) else 0
        self.poll()

    # -- the watched table ------------------------------------------------------------------------
    def watch(self, code: str | None) -> None:
        """Follow table ``code`` read-only (None: close it)."""
        if not code:
            self._follow, self._board = None, None
            self.state, self.scores = {}, {}
            self._project = False
            return self.poll()
        code = TableStore.normal(code[:40])
        if self.store.class_of(code) != (self._class or "class"):
            raise RummyError(msg("table_unknown", code=code))
        self._follow = _Follower(code, self.store.game(code), self.lang)
        self._board, self._results_seen = None, -1
        self.poll()

    def show_hands(self, on: bool) -> None:
        """Show every hand face up (True) or only what lies on the table."""
        self._hands = bool(on)
        self.poll()

    def project(self, on: bool) -> None:
        """Projector view: the watched table alone, full width, bigger. Turning it on hides
        the hands (the class sees the room's screen) until the teacher shows them there."""
        project = bool(on) and self._follow is not None
        if project and not self._project:
            self._hands = False
        self._project = project
        self.poll()

    def _refresh_table(self) -> Game:
        """The watched table's state from the store; returns its game."""
        assert self._follow is not None
        game = self.store.game(self._follow.code)
        self._follow.catch_up(game)
        state = self.spectator_state(game, self._hands)
        state["log"] = list(self._follow.lines)
        state["message"] = {"text": self._follow.lines[-1] if self._follow.lines else "",
                            "kind": "info"}
        state["prompt"] = t("teacher_watching", self.lang, code=self._follow.code)
        state["rev"] = len(game.history) * 2 + int(self._hands)
        if state != self.state:
            self.state = state
        return game

    def _update_board(self, game: Game) -> None:
        """The watched table's scoreboard, redrawn when a hand was counted."""
        if self._board is None:
            self._board = Scoreboard(game, self.lang, self)
            self._results_seen = len(game.results)
        elif len(game.results) != self._results_seen:
            self._board.game = game
            self._board.update()
            self._results_seen = len(game.results)

    def spectator_state(self, game: Game, hands: bool) -> dict:
        """The card table's state for an onlooker: no seat, nothing to press; the hands
        face up only when ``hands`` is true (else only counts, as for any opponent)."""
        lang = self.lang
        state = table_state(game, 0, lang=lang, teacher=hands)
        shown = hands or hand_ended(game)  # a counted hand shows every hand, seat 0's too
        for row in state["players"]:
            row["you"] = False
            row["role"] = ""
            if shown and "cards" not in row:
                row["cards"] = [card_desc(c, lang)
                                for c in sorted(game.hands[row["seat"]], key=Card.sort_key)]
        for group in state["melds"]:
            group["title"] = t("melds_of", lang, name=group["name"])
        state.update(seat=-1, my_turn=False, hand=[], picking=None, chooser=None, cover=None,
                     result=None, hand_title="" if shown else t("teacher_hands_hidden", lang))
        state["discard"]["pickable"] = []
        state["buttons"] = {op: {"enabled": False, "visible": False, "primary": False}
                            for op in state["buttons"]}
        return state

    # -- exports ---------------------------------------------------------------------------------
    def choose_class(self, class_code: str) -> None:
        if class_code in export.class_codes(self.store):
            self._class, self._page = class_code, 0
            self.watch(None)

    def export(self, kind: str) -> None:
        """Put the class's ``kind`` export ("results", "histories", "games") in ``download``."""
        if kind not in EXPORTS:
            return
        make, suffix, mime = EXPORTS[kind]
        data = make(self.store, self._class or "class")
        self._downloads += 1
        name = f"{self._class or 'class'}-{suffix}"
        self.download = {"n": self._downloads, "name": name, "mime": mime,
                         "base64": base64.b64encode(data).decode("ascii")}
        self._set(notice=t("teacher_exported", self.lang, name=name))


#: The commands of an unlocked dashboard (``op`` → what it does); "login" comes before.
OPERATIONS: dict[str, Callable[[TeacherDashboard, dict], None]] = {
    "logout": lambda d, cmd: d.logout(),
    "class": lambda d, cmd: d.choose_class(str(cmd.get("class", ""))[:64]),
    "watch": lambda d, cmd: d.watch(str(cmd.get("code", ""))),
    "close": lambda d, cmd: d.watch(None),
    "hands": lambda d, cmd: d.show_hands(bool(cmd.get("on"))),
    "project": lambda d, cmd: d.project(bool(cmd.get("on"))),
    "export": lambda d, cmd: d.export(str(cmd.get("kind", ""))),
    "class_csv": lambda d, cmd: d.class_csv(),
    "free": TeacherDashboard.free_seat,
    "bot": TeacherDashboard.give_to_bot,
    "page": lambda d, cmd: d.turn_page(cmd.get("page")),
}
