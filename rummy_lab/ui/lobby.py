"""ClassLobby: "Play with classmates" inside the play page's one widget model.

The browser (widgets/lobby.js) writes ``lobby_cmd`` dicts ``{"n", "op", ...}``:
``create`` (a shared table from the setup form; this browser takes its first human seat),
``find`` (the seats of a table code), ``claim`` (take a free seat), ``resume`` (after a
reload: the code and the ticket the browser kept) and ``leave`` (the seat becomes free);
the table :data:`OPERATIONS` lists them, any other op is refused and changes nothing.
``create`` and ``claim`` carry the id the browser keeps (one seat a browser at a table)
and are limited per page (:mod:`.lobby_rules`). Python answers in ``lobby``: labels, the
table looked at, its seats and, once seated, the code and the ticket (kept by the browser
in localStorage, keyed by the table code). The table is played by a
:class:`SharedSession` in the same model; the database is opened on first use.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from typing import TYPE_CHECKING

import traitlets

from ..core.errors import RummyError
from ..core.names import clean_name
from ..core.variants import variant
from ..store.seats import HUMAN, SeatTicket, normal_code
from .heartbeat import Heartbeat
from .lobby_rules import CLAIM_LIMIT, CREATE_LIMIT, RateLimit, empty_note
from .messages import LANGS, learner_guard, t
from .table import TableSession
from .widget import CardTable

if TYPE_CHECKING:
    from ..store.tables import TableStore

__all__ = ["ClassLobby", "CLASS_CODE", "OPERATIONS"]

CLASS_CODE = "class"
_LABELS = ["class_title", "class_intro", "class_create", "class_code_label", "class_find",
           "class_take", "class_taken", "class_tell", "class_leave",
           "class_you_play", "class_seats", "class_code_hint", "class_leave_confirm",
           "class_your_name", "class_full"]
MAX_BROWSER_ID = 64
MAX_NAME_SENT = 200  # characters of a typed seat name looked at (clean_name cuts to 40)


class ClassLobby(CardTable):
    """The class-mode half of the play page (mixed into :class:`SetupPanel`)."""

    lobby = traitlets.Dict().tag(sync=True)
    lobby_cmd = traitlets.Dict().tag(sync=True)
    lang: str
    seat_names: list[str]  # the form's default names (SetupPanel)
    table: TableSession | None
    form: dict

    def rules_options(self) -> dict:  # the setup form's (SetupPanel)
        raise NotImplementedError

    def _seed(self) -> int:  # the setup form's (SetupPanel)
        raise NotImplementedError

    def _lobby_start(self, store: TableStore | None = None) -> None:
        """Draw the lobby; ``store`` (default: the kernel's shared store, opened lazily)."""
        self._store = store
        self._creates = RateLimit(CREATE_LIMIT, "class_limit_create")
        self._claims = RateLimit(CLAIM_LIMIT, "class_limit_claim")
        self._browser = secrets.token_urlsafe(18)  # until the browser says its own id
        self.heartbeat = Heartbeat(self, on_return=self._browser_back)
        self.lobby = {"labels": {k: t(k, self.lang) for k in _LABELS}, "seated": None,
                      "code": "", "seats": [], "error": "", "rev": 0}
        self.observe(self._on_lobby, names=["lobby_cmd"])

    def _lobby_relabel(self) -> None:
        """The lobby in the page's new language: labels, the seats looked at, the seat held."""
        if not self.lobby:  # not drawn yet
            return
        changes: dict = {"labels": {k: t(k, self.lang) for k in _LABELS},
                         "error": self.lobby.get("error", "")}
        code, seated = self.lobby.get("code", ""), self.lobby.get("seated")
        if code and self.lobby.get("seats"):
            changes["seats"] = self._seat_list(code)
        if seated:
            changes["seated"] = {**seated, "you_play": self._you_play(seated["code"],
                                                                      seated["seat"])}
        self._tell(**changes)

    def _you_play(self, code: str, seat: int) -> str:
        name = self.store.seats(code)[seat]["name"]
        return t("class_you_play", self.lang, n=seat + 1, name=name)

    @property
    def store(self) -> TableStore:
        if self._store is None:
            from ..store.config import shared_store

            self._store = shared_store()
        return self._store

    def _tell(self, **changes) -> None:
        self.lobby = {**self.lobby, "error": "", **changes, "rev": self.lobby["rev"] + 1}

    def _on_lobby(self, change) -> None:
        cmd = change["new"]
        if not isinstance(cmd, dict) or not cmd.get("op"):
            return
        self.heartbeat.beat()
        self.lobby_cmd = {"n": cmd.get("n", 0)}
        op = cmd["op"]
        handler = OPERATIONS.get(op) if isinstance(op, str) else None
        with learner_guard(lambda text: self._tell(error=text), self.lang):
            if handler is None:
                raise RummyError(t("unknown_command", self.lang))
            handler(self, cmd)

    def _browser_id(self, cmd: dict) -> str:
        """The id this browser keeps (lobby.js), bounded; else this page's own."""
        given = cmd.get("browser")
        if isinstance(given, str) and 8 <= len(given) <= MAX_BROWSER_ID:
            self._browser = given
        return self._browser

    def _browser_back(self) -> None:
        """Beats came back after a gap: the shared table polls again."""
        table = getattr(self, "table", None)
        if table is not None and hasattr(table, "resume_polling"):
            table.resume_polling()

    # -- the commands ---------------------------------------------------------------------
    def _lobby_create(self, cmd: dict) -> None:
        form, you = self.form, t("you", self.lang)
        # the host's "You" would name them "You" on every classmate's screen too
        seats = [(self.seat_names[i] if clean_name(s["name"]) == you else clean_name(s["name"]),
                  s["kind"]) for i, s in enumerate(form["seats"][:form["players"]])]
        if HUMAN not in [k for _, k in seats]:
            raise RummyError(t("need_human", self.lang))
        rules = variant(form["variant"], **self.rules_options())
        self._creates.take(self.lang)
        code = self.store.create(rules, seats, CLASS_CODE, seed=self._seed())
        first = next(i for i, (_, k) in enumerate(seats) if k == HUMAN)
        self._sit(self.store.claim(code, first, browser=self._browser_id(cmd)))

    def _lobby_find(self, cmd: dict) -> None:
        code = normal_code(str(cmd.get("code", "")))
        if not code:
            raise RummyError(t("class_code_hint", self.lang))
        self._tell(code=code, seats=self._seat_list(code))

    def _lobby_claim(self, cmd: dict) -> None:
        code, seat = str(cmd.get("code", ""))[:40], cmd.get("seat")
        name = clean_name(str(cmd.get("name", ""))[:MAX_NAME_SENT])  # the student's own
        if name in {t("you", lang) for lang in LANGS}:  # "You" on every classmate's screen
            name = ""  # keeps the creator's name
        try:
            self._claims.take(self.lang)
            ticket = self.store.claim(code, seat if isinstance(seat, int) else -1, name=name,
                                      browser=self._browser_id(cmd))
        except RummyError as err:
            self._tell(error=err.in_lang(self.lang), seats=self._seat_list(code))
            return
        self._sit(ticket)

    def _lobby_resume(self, cmd: dict) -> None:
        try:
            ticket = self.store.resume(str(cmd.get("code", "")), str(cmd.get("ticket", "")))
        except RummyError as err:
            self._tell(error=err.in_lang(self.lang), forget=str(cmd.get("code", "")))
            return
        self._sit(ticket)

    def _lobby_leave(self, cmd: dict) -> None:
        """Leave the table: the seat is freed for anyone (lobby.js asks first)."""
        seated = self.lobby.get("seated") or {}
        table = getattr(self, "table", None)
        ticket = getattr(table, "ticket", None)
        self._stop_table()
        if ticket is not None:
            try:
                self.store.release(ticket)
            except RummyError:  # freed already (by the teacher): nothing more to free
                pass
        self.state, self.scores = {}, {}
        self._tell(seated=None, seats=[], code="", forget=seated.get("code", ""))

    # -- inside -----------------------------------------------------------------------------
    def _seat_list(self, code: str) -> list[dict]:
        seats, empty = self.store.fresh_seats(code), self.store.vacancies(code)
        return [{"seat": i, "name": s["name"], "human": s["kind"] == HUMAN,
                 "free": i in empty, "empty": empty_note(empty.get(i), self.lang),
                 "label": t("seat", self.lang, n=i + 1),
                 "role": t("human", self.lang) if s["kind"] == HUMAN else
                 t("bot", self.lang, level=t(f"level_{s['kind']}", self.lang))}
                for i, s in enumerate(seats)]

    def _stop_table(self) -> None:
        table = getattr(self, "table", None)
        if table is not None:
            table.detach()
        self.table = None

    def _sit(self, ticket: SeatTicket) -> None:
        """Play ``ticket``'s seat in this widget (a game running here stops)."""
        self._stop_table()
        from .shared_session import SharedSession  # loads the database layer

        self.table = SharedSession(self.store, ticket, view=self, lang=self.lang,
                                   four_colour=bool(self.form.get("four_colour")),
                                   listening=lambda: not self.heartbeat.gone(),
                                   on_lost=lambda: self._tell(
                                       seated=None, forget=ticket.code,
                                       error=t("class_seat_lost", self.lang)))
        self._tell(code=ticket.code, seats=[], forget="", seated={
            "code": ticket.code, "seat": ticket.seat, "ticket": ticket.ticket,
            "you_play": self._you_play(ticket.code, ticket.seat)})


#: The lobby's commands (``op`` → method); nothing else the browser names is run.
OPERATIONS: dict[str, Callable[[ClassLobby, dict], None]] = {
    "create": ClassLobby._lobby_create, "find": ClassLobby._lobby_find,
    "claim": ClassLobby._lobby_claim, "resume": ClassLobby._lobby_resume,
    "leave": ClassLobby._lobby_leave}
