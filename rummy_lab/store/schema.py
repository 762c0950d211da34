"""The database schema of shared tables (SQLAlchemy Core; SQLite and PostgreSQL)."""

from __future__ import annotations

from sqlalchemy import (
    BigInteger,
    Boolean,
    Column,
    Float,
    ForeignKey,
    Integer,
    MetaData,
    String,
    Table,
    Text,
)

metadata = MetaData()

#: One row per table: its rules, seats and deal. ``seed`` never leaves the server.
tables = Table(
    "rl_tables", metadata,
    Column("code", String(12), primary_key=True),
    Column("class_code", String(64), nullable=False, index=True),
    Column("rules", Text, nullable=False),          # Rules.options() as JSON
    Column("seats", Text, nullable=False),          # [{"name": str, "kind": "human"|level}]
    Column("seed", BigInteger, nullable=False),
    Column("dealer", Integer, nullable=False),
    Column("created", Float, nullable=False),
)


def _of_table(name: str, *columns: Column) -> Table:
    """A table of rows that belong to one row of ``rl_tables``: its ``code`` leads the key."""
    return Table(name, metadata,
                 Column("code", String(12), ForeignKey("rl_tables.code"), primary_key=True),
                 *columns)


def _per_seat(name: str, *columns: Column) -> Table:
    """A table of rows about one seat of a table: (``code``, ``seat``) lead the key."""
    return _of_table(name, Column("seat", Integer, primary_key=True), *columns)


#: Which browser holds a human seat: the hash of a secret ticket kept by that browser.
claims = _per_seat("rl_claims", Column("ticket_hash", String(64), nullable=False),
                   Column("name", String(64), nullable=False))

#: The log. (code, n) is the primary key: two racing appends of action n, one wins.
actions = _of_table(
    "rl_actions",
    Column("n", Integer, primary_key=True),
    Column("seat", Integer, nullable=False),
    Column("action", Text, nullable=False),         # Action.to_dict() as JSON
    Column("at", Float, nullable=False),
)

#: Wrong passwords per client address, shared by every kernel (store/throttle.py): the
#: teacher password's throttle. Rows of clients quiet for an hour are dropped.
logins = Table(
    "rl_logins", metadata,
    Column("realm", String(16), primary_key=True),
    Column("client", String(64), primary_key=True),
    Column("wrong", Integer, nullable=False),
    Column("locked_until", Float, nullable=False),
    Column("last", Float, nullable=False, index=True),
)

#: Which browser holds a seat of a table: one seat a browser (the hash of an id it keeps).
holders = _of_table("rl_holders", Column("browser_hash", String(64), primary_key=True),
                    Column("seat", Integer, nullable=False))

#: When a human seat was last freed (left, or freed by the teacher): how long it is empty.
vacated = _per_seat("rl_vacated", Column("at", Float, nullable=False))

#: Rule refusals a seat met at a class table (store/refusals.py): the review of a class
#: game counts them, and a seat's session may rebuild its game from the log at any time.
refusals = _per_seat("rl_refusals", Column("rule", String(80), primary_key=True),
                     Column("count", Integer, nullable=False))

#: Practice: one row per answered drill (rummy_lab/store/attempts.py), keyed by the hash
#: of the id a learner's browser keeps; ``name`` in class mode.
attempts = Table(
    "rl_attempts", metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("learner_hash", String(64), nullable=False, index=True),
    Column("class_code", String(64), nullable=False),
    Column("name", String(64), nullable=False),
    Column("kind", String(32), nullable=False),
    Column("rules", String(32), nullable=False),
    Column("seed", BigInteger, nullable=False),
    Column("rule", String(64), nullable=False),
    Column("answer", String(200), nullable=False),
    Column("correct", Boolean, nullable=False),
    Column("hinted", Boolean, nullable=False),
    Column("points_lost", Integer),
    Column("at", Float, nullable=False),
)
