"""The learners' practice record: one row per answered drill, in the class's store.

A learner is the id their browser keeps (a random token; only its hash is stored) and, in
class mode, the name they gave: an id keeps its first name, and a name in a class belongs
to one id, so nobody writes into another learner's record. Every value is checked before
anything is written (types, sizes, the shape of kinds, rules and seeds); a bad one is one
:class:`RummyError` and no row. Whether an answer was right is not taken from the caller
of :meth:`AttemptStore.add` on trust by the practice page: it grades the answer with the
engine first (rummy_lab/ui/practice_record.py); the store keeps what it is given, checked.
"""

from __future__ import annotations

import csv
import hashlib
import io
import re
import time
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Engine, create_engine, insert, select

from ..core.errors import RummyError, short_repr
from ..core.names import clean_name
from ..i18n.messages import msg
from . import schema
from .errors import answering_methods
from .export import inert_cell
from .tables import TableStore, _sqlite_pragmas

__all__ = ["AttemptRow", "AttemptStore", "ATTEMPT_COLUMNS", "attempts_csv"]

_LEARNER = re.compile(r"[A-Za-z0-9_-]{16,128}")
_WORD = re.compile(r"[a-z][a-z0-9_]{0,47}")
_RULES = re.compile(r"[a-z0-9]{1,24}(\+[a-z]{1,16})?")
_MAX_ANSWER = 200
_MAX_SEED = 2**63 - 1
_MAX_POINTS = 100_000
ATTEMPT_COLUMNS = ["learner", "name", "class", "kind", "variant", "seed", "rule", "answer",
                   "correct", "hinted", "points_lost", "at"]


@dataclass(frozen=True)
class AttemptRow:
    """One stored attempt (``learner``: the first 12 hex digits of the id's hash)."""

    learner: str
    name: str
    class_code: str
    kind: str
    rules: str
    seed: int
    rule: str
    answer: str
    correct: bool
    hinted: bool
    points_lost: int | None
    at: float


def _hash(learner: str) -> str:
    return hashlib.sha256(learner.encode()).hexdigest()


def _bad(field: str, value: Any) -> RummyError:
    return RummyError(msg("attempt_bad_value", field=field, value=short_repr(value, 40)))


def _text(field: str, value: Any, pattern: re.Pattern) -> str:
    if not isinstance(value, str) or not pattern.fullmatch(value):
        raise _bad(field, value)
    return value


def _whole(field: str, value: Any, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise _bad(field, value)
    return value


def _flag(field: str, value: Any) -> bool:
    if not isinstance(value, bool):
        raise _bad(field, value)
    return value


def check_learner(learner: Any) -> str:
    """The learner id if it is one a browser keeps (16–128 letters, digits, - or _)."""
    if not isinstance(learner, str) or not _LEARNER.fullmatch(learner):
        raise RummyError(msg("attempt_bad_learner"))
    return learner


@answering_methods
class AttemptStore:
    """Practice attempts in the database at ``url``, or in the database of a
    :class:`~.tables.TableStore` (the same store as the shared tables)."""

    def __init__(self, where: str | TableStore = "sqlite:///rummy-lab-tables.db") -> None:
        if isinstance(where, TableStore):
            self.engine: Engine = where.engine
        else:
            self.engine = create_engine(where, pool_pre_ping=True)
            if self.engine.dialect.name == "sqlite":
                _sqlite_pragmas(self.engine)
        schema.metadata.create_all(self.engine, tables=[schema.attempts])

    def add(self, learner: str, *, kind: str, rules: str, seed: int, rule: str, answer: str,
            correct: bool, hinted: bool = False, points_lost: int | None = None,
            name: str = "", class_code: str = "class", at: float | None = None) -> None:
        """Store one attempt of ``learner`` (checked first; a bad value writes nothing)."""
        row = {"learner_hash": _hash(check_learner(learner)),
               "kind": _text("kind", kind, _WORD), "rules": _text("rules", rules, _RULES),
               "seed": _whole("seed", seed, 0, _MAX_SEED), "rule": _text("rule", rule, _WORD),
               "correct": _flag("correct", correct), "hinted": _flag("hinted", hinted),
               "points_lost": None if points_lost is None
               else _whole("points_lost", points_lost, 0, _MAX_POINTS)}
        if not isinstance(answer, str) or len(answer) > _MAX_ANSWER:
            raise RummyError(msg("practice_answer_too_long", n=_MAX_ANSWER))
        if not isinstance(name, str) or len(name) > 200 or not isinstance(class_code, str) \
                or len(class_code) > 64:
            raise _bad("name", name)
        row.update(answer=answer, name=clean_name(name), class_code=class_code,
                   at=time.time() if at is None else float(at))
        with self.engine.begin() as conn:
            self._owner_check(conn, row)
            conn.execute(insert(schema.attempts).values(**row))

    def _owner_check(self, conn, row: dict) -> None:
        """An id keeps its first name; a name of a class belongs to one id."""
        t = schema.attempts
        known = conn.execute(select(t.c.name, t.c.class_code).where(
            t.c.learner_hash == row["learner_hash"]).limit(1)).first()
        if known is not None and (known.name, known.class_code) != (row["name"],
                                                                    row["class_code"]):
            raise RummyError(msg("attempt_other_learner"))
        if row["name"]:
            other = conn.execute(select(t.c.learner_hash).where(
                t.c.class_code == row["class_code"], t.c.name == row["name"],
                t.c.learner_hash != row["learner_hash"]).limit(1)).first()
            if other is not None:
                raise RummyError(msg("attempt_name_taken", name=row["name"]))

    def of(self, learner: str) -> list[AttemptRow]:
        """Every attempt of ``learner``, oldest first."""
        t = schema.attempts
        query = select(t).where(t.c.learner_hash == _hash(check_learner(learner)))
        return self._rows(query.order_by(t.c.at, t.c.id))

    def everything(self, class_code: str | None = None) -> list[AttemptRow]:
        """Every attempt (of one class), oldest first: the teacher's export."""
        t = schema.attempts
        query = select(t) if class_code is None else select(t).where(
            t.c.class_code == str(class_code)[:64])
        return self._rows(query.order_by(t.c.at, t.c.id))

    def _rows(self, query) -> list[AttemptRow]:
        with self.engine.connect() as conn:
            return [AttemptRow(r.learner_hash[:12], r.name, r.class_code, r.kind, r.rules,
                               int(r.seed), r.rule, r.answer, bool(r.correct), bool(r.hinted),
                               r.points_lost, float(r.at)) for r in conn.execute(query)]

    def close(self) -> None:
        self.engine.dispose()


def attempts_csv(rows: list[AttemptRow]) -> bytes:
    """One CSV row per attempt (UTF-8 with a byte-order mark; text cells made inert)."""
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(ATTEMPT_COLUMNS)
    for r in rows:
        when = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(r.at))
        writer.writerow([inert_cell(v) for v in (
            r.learner, r.name, r.class_code, r.kind, r.rules, r.seed, r.rule, r.answer,
            r.correct, r.hinted, "" if r.points_lost is None else r.points_lost, when)])
    return out.getvalue().encode("utf-8-sig")
