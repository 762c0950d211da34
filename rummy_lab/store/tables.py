"""Shared tables: create, take a seat, append an action, follow the log, list a class.

A table is its rules, seats and deal (one row) plus its action log (one row an action).
Appends are checked in a transaction against the engine: the seat must be the one to move
and the action legal; the log's primary key (table, n) lets exactly one of two racing
appends in. Each :class:`TableStore` (one per kernel) keeps a replayed game per table and
applies only the new rows, validating every one, so a forged row is refused, never played.
"""

from __future__ import annotations

import hashlib
import json
import secrets
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import delete, event, func, insert, select, update
from sqlalchemy.engine import Connection, Engine, create_engine
from sqlalchemy.exc import IntegrityError

from ..core.actions import Action, NextHand, action_from_dict
from ..core.errors import RummyError
from ..core.game import Game
from ..core.names import clean_name
from ..core.phases import Phase
from ..core.variants import Rules, rules_from_options
from ..i18n.messages import msg, title_of
from . import schema
from .errors import answering_methods
from .seats import HUMAN, SeatTicket, normal_code

__all__ = ["SeatTicket", "TableInfo", "TableStore", "HUMAN", "TablePage"]

_CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I: easy to read aloud
_CODE_LENGTH = 6
ACTIVE_SECONDS = 15 * 60  # a table with an action this recent counts as active
BUSY_MS = 10_000  # SQLite: how long a write waits for another's lock before it fails



@dataclass(frozen=True)
class TableInfo:
    """One line of the teacher's list of tables."""

    code: str
    title: str  # the rules' title (a catalog text renders itself in each language)
    players: tuple[str, ...]
    kinds: tuple[str, ...]
    claimed: tuple[bool, ...]
    hand: int
    scores: tuple[int, ...]
    to_move: str
    phase: str
    actions: int
    idle_seconds: float
    #: per seat: seconds a human seat has had nobody in it (None: held, or a bot's)
    empty_seconds: tuple[float | None, ...] = ()
    last_at: float = 0.0  # the time of its last action (or its creation), server clock


@dataclass(frozen=True)
class TablePage:
    """One page of a class's tables, the most recently played first."""

    tables: list[TableInfo]
    total: int   # tables of the class
    active: int  # of them played within ACTIVE_SECONDS


def _hash(ticket: str) -> str:
    return hashlib.sha256(ticket.encode()).hexdigest()


def _sqlite_pragmas(engine: Engine) -> None:
    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute(f"PRAGMA busy_timeout={int(BUSY_MS)}")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.close()


@answering_methods
class TableStore:
    """Shared tables in the database at ``url`` (``sqlite:///file.db`` or
    ``postgresql+psycopg://user@host:port/db``). A database that fails (locked, damaged,
    down) is a :class:`~.errors.StoreError` from every method, its detail in the log."""

    def __init__(self, url: str = "sqlite:///rummy-lab-tables.db") -> None:
        # pre-ping: a connection the database dropped (a restart) is replaced, not used
        self.engine = create_engine(url, pool_pre_ping=True)
        if self.engine.dialect.name == "sqlite":
            _sqlite_pragmas(self.engine)
        schema.metadata.create_all(self.engine)
        self._games: dict[str, Game] = {}
        self._seats: dict[str, list[dict[str, str]]] = {}
        self._lock = threading.RLock()  # the replayed games are shared by a kernel's threads

    # -- tables and seats ----------------------------------------------------------------
    def create(self, rules: Rules, seats: Sequence[tuple[str, str]],
               class_code: str = "class", seed: int | None = None) -> str:
        """A new table with ``seats`` as (name, "human" or a bot level); returns its code.
        ``seed`` fixes the deal (demonstrations, tests); by default it is random."""
        if not 2 <= len(seats) <= 8 or not any(kind == HUMAN for _, kind in seats):
            raise RummyError(msg("table_seats"))
        names = [clean_name(name) for name, _ in seats]
        Game(rules, names)  # validates names and the player count for these rules
        row = {"class_code": str(class_code)[:64], "rules": json.dumps(rules.options()),
               "seats": json.dumps([{"name": n, "kind": k} for n, (_, k) in zip(names, seats)]),
               "seed": secrets.randbits(63) if seed is None else int(seed) % 2**63, "dealer": 0, "created": time.time()}
        for _ in range(20):
            code = "".join(secrets.choice(_CODE_LETTERS) for _ in range(_CODE_LENGTH))
            try:
                with self.engine.begin() as conn:
                    conn.execute(insert(schema.tables).values(code=code, **row))
                return code
            except IntegrityError:
                continue  # that code exists: draw another
        raise RummyError(msg("table_full_codes"))  # pragma: no cover

    def seats(self, code: str) -> list[dict[str, str]]:
        """The seats of table ``code``: name and kind ("human" or a bot level)."""
        self._row(code)
        return [dict(s) for s in self._seats[code]]

    def claim(self, code: str, seat: int, name: str | None = None,
              browser: str | None = None) -> SeatTicket:
        """Take free human ``seat`` of table ``code``; the ticket lets this browser back in.
        ``browser`` (the id a browser keeps) holds one seat of a table at most."""
        seats = self.fresh_seats(self._normal(code))
        code = self._normal(code)
        if not (isinstance(seat, int) and 0 <= seat < len(seats)):
            raise RummyError(msg("table_no_seat", seat=seat))
        if seats[seat]["kind"] != HUMAN:
            raise RummyError(msg("table_bot_seat", name=seats[seat]["name"]))
        ticket, typed = secrets.token_urlsafe(24), clean_name(name or "")
        try:
            with self.engine.begin() as conn:
                if browser is not None:
                    held = conn.execute(select(schema.holders.c.seat).where(
                        schema.holders.c.code == code,
                        schema.holders.c.browser_hash == _hash(browser))).scalar()
                    if held is not None:
                        raise RummyError(msg("class_one_seat", n=int(held) + 1))
                conn.execute(insert(schema.claims).values(
                    code=code, seat=seat, ticket_hash=_hash(ticket),
                    name=(typed or seats[seat]["name"])[:64]))
                if browser is not None:
                    conn.execute(insert(schema.holders).values(
                        code=code, seat=seat, browser_hash=_hash(browser)))
                if typed:
                    seats = self._rename(conn, code, seat, typed)
        except IntegrityError:
            raise RummyError(msg("table_seat_taken", name=seats[seat]["name"])) from None
        with self._lock:
            self._seats[code] = seats
        return SeatTicket(code, seat, ticket)

    @staticmethod
    def _rename(conn: Connection, code: str, seat: int, name: str) -> list[dict[str, str]]:
        """``seat`` of ``code`` carries the name its student typed (after the claim row is
        written, so the seats read here are the newest); another seat's name is refused."""
        raw = conn.execute(select(schema.tables.c.seats).where(
            schema.tables.c.code == code).with_for_update()).scalar()
        seats = json.loads(str(raw))
        if any(s["name"] == name for i, s in enumerate(seats) if i != seat):
            raise RummyError(msg("names_distinct"))
        if seats[seat]["name"] != name:
            seats[seat] = {**seats[seat], "name": name}
            conn.execute(update(schema.tables).where(schema.tables.c.code == code).values(
                seats=json.dumps(seats)))
        return seats

    def release(self, ticket: SeatTicket) -> None:
        """The ticket's browser leaves its seat: the seat is free for anyone."""
        self._check_ticket(ticket)
        self.free_seat(ticket.code, ticket.seat)

    def free_seat(self, code: str, seat: int) -> None:
        """Free human ``seat`` of table ``code`` (the teacher's, or a leaving browser's):
        its ticket no longer plays; the seat counts as empty from now."""
        code = self._normal(code)
        self._human_seat(code, seat)
        with self.engine.begin() as conn:
            self._unclaim(conn, code, seat)
            conn.execute(insert(schema.vacated).values(code=code, seat=seat, at=time.time()))

    def give_to_bot(self, code: str, seat: int, level: str) -> None:
        """Human ``seat`` of table ``code`` is played by a ``level`` bot from now on (its
        name stays; whoever held it holds nothing). The caller checks ``level``."""
        code = self._normal(code)
        if not isinstance(level, str) or level in ("", HUMAN):
            raise RummyError(msg("table_seats"))
        seats = self._human_seat(code, seat)
        seats[seat] = {**seats[seat], "kind": level}
        with self.engine.begin() as conn:
            self._unclaim(conn, code, seat)
            conn.execute(update(schema.tables).where(schema.tables.c.code == code).values(
                seats=json.dumps(seats)))
        with self._lock:
            self._seats[code] = seats

    def fresh_seats(self, code: str) -> list[dict[str, str]]:
        """The seats as the database has them now (the teacher may have given one to a
        bot since this kernel first read them)."""
        code = self._normal(code)
        self._row(code)
        with self.engine.connect() as conn:
            raw = conn.execute(select(schema.tables.c.seats).where(
                schema.tables.c.code == code)).scalar()
        with self._lock:
            self._seats[code] = json.loads(str(raw))
        return self.seats(code)

    def vacancies(self, code: str) -> dict[int, float]:
        """Seconds each free human seat of table ``code`` has been empty (since it was
        freed, or since the table was made)."""
        code = self._normal(code)
        seats = self.seats(code)
        with self.engine.connect() as conn:
            return self._vacancies(conn, [code], {code: seats})[code]

    def class_of(self, code: str) -> str | None:
        """The class table ``code`` belongs to (None: no such table)."""
        with self.engine.connect() as conn:
            return conn.execute(select(schema.tables.c.class_code).where(
                schema.tables.c.code == self._normal(code))).scalar()

    def claimed(self, code: str) -> set[int]:
        """The seats of table ``code`` a browser holds already."""
        code = self._normal(code)
        self._row(code)
        with self.engine.connect() as conn:
            return {int(s) for s in conn.execute(select(schema.claims.c.seat).where(
                schema.claims.c.code == code)).scalars()}

    def resume(self, code: str, ticket: str) -> SeatTicket:
        """The seat held by ``ticket`` at table ``code`` (after a reload)."""
        code = self._normal(code)
        with self.engine.connect() as conn:
            seat = conn.execute(select(schema.claims.c.seat).where(
                schema.claims.c.code == code,
                schema.claims.c.ticket_hash == _hash(str(ticket)))).scalar()
        if seat is None:
            raise RummyError(msg("table_no_ticket"))
        return SeatTicket(code, int(seat), str(ticket))

    # -- the log ---------------------------------------------------------------------------
    def game(self, code: str) -> Game:
        """Table ``code`` replayed up to its newest action (the kernel's own copy: hidden
        cards included — show a seat only ``game.view(seat)``)."""
        code = self._normal(code)
        with self._lock, self.engine.connect() as conn:
            return self._sync(conn, code)

    def append(self, ticket: SeatTicket, action: Action, expect: int | None = None) -> Game:
        """Add ``action`` for the ticket's seat; refused with a reason unless that seat is to
        move and the action is legal, or when another device's action came first (also when
        the log no longer has ``expect`` actions: the player chose on an older table)."""
        self._check_ticket(ticket)
        return self._append(ticket.code, ticket.seat, action, expect)

    def play_bots(self, code: str, decide: Callable[[Game, int], Action],
                  limit: int | None = None) -> int:
        """Let bot seats move while one is to move (at most ``limit`` actions); returns how
        many actions were added. Several kernels may call it at once: each action is
        appended only onto the log it was chosen on, and a lost race just stops."""
        code = self._normal(code)
        added = 0
        while limit is None or added < limit:
            with self._lock:
                game = self.game(code)
                seat = game.current
                if game.over or self._seats[code][seat]["kind"] == HUMAN or \
                        game.phase == Phase.HAND_OVER:
                    return added
                try:
                    self._append(code, seat, decide(game, seat), len(game.history))
                except RummyError:
                    return added
            added += 1
        return added

    def since(self, code: str, n: int) -> int:
        """How many actions table ``code`` has beyond the first ``n`` (a cheap poll)."""
        with self.engine.connect() as conn:
            count = conn.execute(select(func.count()).select_from(schema.actions).where(
                schema.actions.c.code == self._normal(code), schema.actions.c.n > n)).scalar()
        return int(count or 0)

    def tables(self, class_code: str = "class") -> list[TableInfo]:
        """Every table of a class, newest first (the exports)."""
        return self.table_page(class_code, limit=None, newest=True).tables

    def table_page(self, class_code: str = "class", offset: int = 0,
                   limit: int | None = 20, newest: bool = False) -> TablePage:
        """``limit`` tables of a class from ``offset`` on, the most recently played first
        (so the active ones lead; ``newest``: the newest first), with how many there are:
        only that page is replayed."""
        last = select(schema.actions.c.code, func.max(schema.actions.c.at).label("at")) \
            .group_by(schema.actions.c.code).subquery()
        activity = func.coalesce(last.c.at, schema.tables.c.created)
        mine = schema.tables.c.class_code == class_code
        query = select(schema.tables.c.code, schema.tables.c.created, activity).select_from(
            schema.tables.outerjoin(last, last.c.code == schema.tables.c.code)).where(
            mine).order_by(schema.tables.c.created.desc() if newest else activity.desc(),
                           schema.tables.c.code).offset(max(0, int(offset)))
        now = time.time()
        with self.engine.connect() as conn:
            rows = conn.execute(query if limit is None else query.limit(int(limit))).all()
            total, active = conn.execute(select(
                func.count(), func.count().filter(activity > now - ACTIVE_SECONDS)).select_from(
                schema.tables.outerjoin(last, last.c.code == schema.tables.c.code)).where(
                mine)).one()
            codes = [code for code, _, _ in rows]
            seats = {code: self.fresh_seats(code) for code in codes}
            empty = self._vacancies(conn, codes, seats)
        out = []
        for code, _created, at in rows:
            game = self.game(code)
            out.append(TableInfo(
                code=code, title=title_of(game.rules), players=tuple(game.players),
                kinds=tuple(s["kind"] for s in seats[code]),
                claimed=tuple(s["kind"] == HUMAN and i not in empty[code]
                              for i, s in enumerate(seats[code])),
                hand=game.hand_number, scores=tuple(game.scores),
                to_move=game.players[game.current], phase=game.phase,
                actions=len(game.history), idle_seconds=max(0.0, now - at),
                empty_seconds=tuple(empty[code].get(i) for i in range(len(seats[code]))),
                last_at=float(at)))
        return TablePage(out, int(total or 0), int(active or 0))

    # -- inside ------------------------------------------------------------------------------
    @staticmethod
    def normal(code: str) -> str:
        """A table code as typed ("k7p 2qx") in its stored form ("K7P2QX")."""
        return normal_code(code)

    _normal = normal

    def _row(self, code: str) -> None:
        with self._lock:
            self._row_locked(code)

    def _row_locked(self, code: str) -> None:
        if code in self._games:
            return
        with self.engine.connect() as conn:
            row = conn.execute(select(schema.tables).where(
                schema.tables.c.code == self._normal(code))).mappings().first()
        if row is None:
            raise RummyError(msg("table_unknown", code=code))
        seats = json.loads(row["seats"])
        rules = rules_from_options(json.loads(row["rules"]))
        self._seats[row["code"]] = seats
        self._games[row["code"]] = Game(rules, [s["name"] for s in seats], int(row["seed"]),
                                        int(row["dealer"]))

    def _sync(self, conn: Connection, code: str) -> Game:
        self._row(code)
        game = self._games[code]
        game.players[:] = [s["name"] for s in self._seats[code]]  # as their students typed
        rows = conn.execute(select(schema.actions.c.n, schema.actions.c.seat,
                                   schema.actions.c.action).where(
            schema.actions.c.code == code, schema.actions.c.n > len(game.history)).order_by(
            schema.actions.c.n)).all()
        for n, seat, raw in rows:
            try:
                action = action_from_dict(json.loads(raw))
                if n != len(game.history) + 1 or not self._may_act(game, seat, action):
                    raise RummyError(msg("table_not_your_turn"))
                game.apply(action)
            except (RummyError, ValueError) as err:
                raise RummyError(msg("table_log_damaged", code=code, n=n,
                                     reason=str(err))) from None
        return game

    @staticmethod
    def _may_act(game: Game, seat: int, action: Action) -> bool:
        return seat == game.current or isinstance(action, NextHand)

    def _human_seat(self, code: str, seat: object) -> list[dict[str, str]]:
        """The fresh seats of ``code``, once ``seat`` is checked to be a human one."""
        seats = self.fresh_seats(code)
        if not (isinstance(seat, int) and 0 <= seat < len(seats)):
            raise RummyError(msg("table_no_seat", seat=str(seat)[:20]))
        if seats[seat]["kind"] != HUMAN:
            raise RummyError(msg("table_bot_seat", name=seats[seat]["name"]))
        return seats

    @staticmethod
    def _unclaim(conn: Connection, code: str, seat: int) -> None:
        for table in (schema.claims, schema.holders, schema.vacated):
            conn.execute(delete(table).where(table.c.code == code, table.c.seat == seat))

    @staticmethod
    def _vacancies(conn: Connection, codes: list[str],
                   seats: dict[str, list[dict[str, str]]]) -> dict[str, dict[int, float]]:
        """For each table: its free human seats → seconds empty."""
        if not codes:
            return {}
        now = time.time()
        created = {str(c): float(at) for c, at in conn.execute(select(
            schema.tables.c.code, schema.tables.c.created).where(
            schema.tables.c.code.in_(codes))).all()}
        held = {(c, int(s)) for c, s in conn.execute(select(
            schema.claims.c.code, schema.claims.c.seat).where(schema.claims.c.code.in_(codes)))}
        freed = {(c, int(s)): float(at) for c, s, at in conn.execute(select(
            schema.vacated.c.code, schema.vacated.c.seat, schema.vacated.c.at).where(
            schema.vacated.c.code.in_(codes)))}
        return {code: {i: max(0.0, now - freed.get((code, i), created[code]))
                       for i, s in enumerate(seats[code])
                       if s["kind"] == HUMAN and (code, i) not in held} for code in codes}

    def _check_ticket(self, ticket: SeatTicket) -> None:
        held = self.resume(ticket.code, ticket.ticket)
        if held.seat != ticket.seat:
            raise RummyError(msg("table_no_ticket"))

    def _append(self, code: str, seat: int, action: Action, expect: int | None = None) -> Game:
        code = self._normal(code)
        with self._lock:
            return self._append_locked(code, seat, action, expect)

    def _append_locked(self, code: str, seat: int, action: Action, expect: int | None) -> Game:
        try:
            with self.engine.begin() as conn:
                game = self._sync(conn, code)
                if expect is not None and len(game.history) != expect:
                    raise RummyError(msg("table_moved_on"))
                if not self._may_act(game, seat, action):
                    raise RummyError(msg("table_not_your_turn"))
                reason = game.check(action)
                if reason:
                    raise RummyError(reason)
                conn.execute(insert(schema.actions).values(
                    code=code, n=len(game.history) + 1, seat=seat,
                    action=json.dumps(action.to_dict()), at=time.time()))
        except IntegrityError:
            raise RummyError(msg("table_moved_on")) from None
        game.apply(action)
        return game
