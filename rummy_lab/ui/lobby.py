"""ClassLobby: "Play with classmates", a part of the play page (:class:`SetupPanel`).

The lobby is a component of the page (``page.class_lobby``): it draws the ``lobby`` trait
of its own widget (``page.lobby_view``, a :class:`LobbyView`) and answers its
``lobby_cmd`` trait, and takes from the page what the lobby needs (the form, its rules and
seed, the language, the table, played in the page's ``card_table``).

The browser (widgets/lobby.js) writes ``lobby_cmd`` dicts ``{"n", "op", ...}``:
``create`` (a shared table from the setup form; this browser takes its first human seat),
``find`` (the seats of a table code), ``claim`` (take a free seat), ``resume`` (after a
reload: the code and the ticket the browser kept) and ``leave`` (the seat becomes free);
the table :data:`OPERATIONS` lists them, any other op is refused and changes nothing.
``create`` and ``claim`` carry the id the browser keeps (one seat a browser at a table)
and are limited per page (:mod:`.lobby_rules`). Python answers in ``lobby``: labels, the
table looked at, its seats and, once seated, the code and the ticket (kept by the browser
in localStorage, keyed by the table code). The table is played by a
:class:`SharedSession` in the page's card table; the database is opened on first use.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..core.errors import RummyError
from ..core.names import clean_name
from ..core.variants import variant
from ..store.seats import HUMAN, SeatTicket, normal_code
from .heartbeat import Heartbeat
from .lobby_rules import CLAIM_LIMIT, CREATE_LIMIT, RateLimit, empty_note
from .messages import LANGS, learner_guard, t

if TYPE_CHECKING:
    from ..store.tables import TableStore
    from .setup import SetupPanel

__all__ = ["ClassLobby", "CLASS_CODE", "OPERATIONS"]

CLASS_CODE = "class"
_LABELS = ["class_title", "class_intro", "class_create", "class_code_label", "class_find",
           "class_take", "class_taken", "class_tell", "class_leave",
           "class_you_play", "class_seats", "class_code_hint", "class_leave_confirm",
           "class_your_name", "class_full"]
MAX_BROWSER_ID = 64
MAX_NAME_SENT = 200  # characters of a typed seat name looked at (clean_name cuts to 40)


class ClassLobby:
    """The class-mode part of the play page ``page``: draws the ``lobby`` trait of
    ``page.lobby_view``, answers its ``lobby_cmd``; ``store`` (default: the kernel's shared
    store, opened lazily)."""

    def __init__(self, page: SetupPanel, store: TableStore | None = None) -> None:
        self.page, self.view = page, page.lobby_view
        self._store = store
        self._creates = RateLimit(CREATE_LIMIT, "class_limit_create")
        self._claims = RateLimit(CLAIM_LIMIT, "class_limit_claim")
        self._browser = secrets.token_urlsafe(18)  # until the browser says its own id
        self.heartbeat = Heartbeat(self.view, on_return=self._browser_back)  # its comm
        self.view.lobby = {"labels": {k: t(k, self.page.lang) for k in _LABELS}, "seated": None,
                           "code": "", "seats": [], "error": "", "rev": 0}
        self.view.observe(self._on_lobby, names=["lobby_cmd"])

    def relabel(self) -> None:
        """The lobby in the page's new language: labels, the seats looked at, the seat held."""
        if not self.view.lobby:  # not drawn yet
            return
        changes: dict = {"labels": {k: t(k, self.page.lang) for k in _LABELS},
                         "error": self.view.lobby.get("error", "")}
        code, seated = self.view.lobby.get("code", ""), self.view.lobby.get("seated")
        if code and self.view.lobby.get("seats"):
            changes["seats"] = self._seat_list(code)
        if seated:
            changes["seated"] = {**seated, "you_play": self._you_play(seated["code"],
                                                                      seated["seat"])}
        self.tell(**changes)

    def _you_play(self, code: str, seat: int) -> str:
        name = self.store.seats(code)[seat]["name"]
        return t("class_you_play", self.page.lang, n=seat + 1, name=name)

    @property
    def store(self) -> TableStore:
        if self._store is None:
            from ..store.config import shared_store

            self._store = shared_store()
        return self._store

    @store.setter
    def store(self, store: TableStore) -> None:
        self._store = store

    def tell(self, **changes) -> None:
        lobby = self.view.lobby
        self.view.lobby = {**lobby, "error": "", **changes, "rev": lobby["rev"] + 1}

    def _on_lobby(self, change) -> None:
        cmd = change["new"]
        if not isinstance(cmd, dict) or not cmd.get("op"):
            return
        self.heartbeat.beat()
        self.view.lobby_cmd = {"n": cmd.get("n", 0)}
        op = cmd["op"]
        handler = OPERATIONS.get(op) if isinstance(op, str) else None
        with learner_guard(lambda text: self.tell(error=text), self.page.lang):
            if handler is None:
                raise RummyError(t("unknown_command", self.page.lang))
            handler(self, cmd)

    def _browser_id(self, cmd: dict) -> str:
        """The id this browser keeps (lobby.js), bounded; else this page's own."""
        given = cmd.get("browser")
        if isinstance(given, str) and 8 <= len(given) <= MAX_BROWSER_ID:
            self._browser = given
        return self._browser

    def _browser_back(self) -> None:
        """Beats came back after a gap: the shared table polls again."""
        table = self.page.table
        if table is not None and hasattr(table, "resume_polling"):
            table.resume_polling()

    # -- the commands ---------------------------------------------------------------------
    def _lobby_create(self, cmd: dict) -> None:
        form, you = self.page.form, t("you", self.page.lang)
        # the host's "You" would name them "You" on every classmate's screen too
        seats = [(self.page.seat_names[i] if clean_name(s["name"]) == you else clean_name(s["name"]),
                  s["kind"]) for i, s in enumerate(form["seats"][:form["players"]])]
        if HUMAN not in [k for _, k in seats]:
            raise RummyError(t("need_human", self.page.lang))
        rules = variant(form["variant"], **self.page.rules_options())
        self._creates.take(self.page.lang)
        code = self.store.create(rules, seats, CLASS_CODE, seed=self.page._seed())
        first = next(i for i, (_, k) in enumerate(seats) if k == HUMAN)
        self._sit(self.store.claim(code, first, browser=self._browser_id(cmd)))

    def _lobby_find(self, cmd: dict) -> None:
        code = normal_code(str(cmd.get("code", "")))
        if not code:
            raise RummyError(t("class_code_hint", self.page.lang))
        self.tell(code=code, seats=self._seat_list(code))

    def _lobby_claim(self, cmd: dict) -> None:
        code, seat = str(cmd.get("code", ""))[:40], cmd.get("seat")
        name = clean_name(str(cmd.get("name", ""))[:MAX_NAME_SENT])  # the student's own
        if name in {t("you", lang) for lang in LANGS}:  # "You" on every classmate's screen
            name = ""  # keeps the creator's name
        try:
            self._claims.take(self.page.lang)
            ticket = self.store.claim(code, seat if isinstance(seat, int) else -1, name=name,
                                      browser=self._browser_id(cmd))
        except RummyError as err:
            self.tell(error=err.in_lang(self.page.lang), seats=self._seat_list(code))
            return
        self._sit(ticket)

    def _lobby_resume(self, cmd: dict) -> None:
        try:
            ticket = self.store.resume(str(cmd.get("code", "")), str(cmd.get("ticket", "")))
        except RummyError as err:
            self.tell(error=err.in_lang(self.page.lang), forget=str(cmd.get("code", "")))
            return
        self._sit(ticket)

    def _lobby_leave(self, cmd: dict) -> None:
        """Leave the table: the seat is freed for anyone (lobby.js asks first)."""
        seated = self.view.lobby.get("seated") or {}
        table = self.page.table
        ticket = getattr(table, "ticket", None)
        self._stop_table()
        if ticket is not None:
            try:
                self.store.release(ticket)
            except RummyError:  # freed already (by the teacher): nothing more to free
                pass
        self.page.card_table.state, self.page.card_table.scores = {}, {}
        self.tell(seated=None, seats=[], code="", forget=seated.get("code", ""))

    # -- inside -----------------------------------------------------------------------------
    def _seat_list(self, code: str) -> list[dict]:
        seats, empty = self.store.fresh_seats(code), self.store.vacancies(code)
        return [{"seat": i, "name": s["name"], "human": s["kind"] == HUMAN,
                 "free": i in empty, "empty": empty_note(empty.get(i), self.page.lang),
                 "label": t("seat", self.page.lang, n=i + 1),
                 "role": t("human", self.page.lang) if s["kind"] == HUMAN else
                 t("bot", self.page.lang, level=t(f"level_{s['kind']}", self.page.lang))}
                for i, s in enumerate(seats)]

    def _stop_table(self) -> None:
        table = self.page.table
        if table is not None:
            table.detach()
        self.page.table = None

    def _sit(self, ticket: SeatTicket) -> None:
        """Play ``ticket``'s seat in the page's card table (a game running there stops)."""
        self._stop_table()
        from .shared_session import SharedSession  # loads the database layer

        page = self.page
        page.table = SharedSession(self.store, ticket, view=page.card_table, lang=page.lang,
                                   four_colour=bool(page.form.get("four_colour")),
                                   listening=lambda: not self.heartbeat.gone(),
                                   on_lost=lambda: self.tell(
                                       seated=None, forget=ticket.code,
                                       error=t("class_seat_lost", page.lang)))
        self.tell(code=ticket.code, seats=[], forget="", seated={
            "code": ticket.code, "seat": ticket.seat, "ticket": ticket.ticket,
            "you_play": self._you_play(ticket.code, ticket.seat)})


#: The lobby's commands (``op`` → method); nothing else the browser names is run.
OPERATIONS: dict[str, Callable[[ClassLobby, dict], None]] = {
    "create": ClassLobby._lobby_create, "find": ClassLobby._lobby_find,
    "claim": ClassLobby._lobby_claim, "resume": ClassLobby._lobby_resume,
    "leave": ClassLobby._lobby_leave}
