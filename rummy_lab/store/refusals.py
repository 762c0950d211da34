"""Rule refusals met at class tables, kept in the store (table ``rl_refusals``): a seat's
session may rebuild its game from the action log, so the refusals it saw would be lost
with the game; the teacher's class view counts them per student and rule."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.dialects import postgresql, sqlite

from . import schema
from .errors import answering

__all__ = ["record_refusal", "refusals_at"]

R = schema.refusals


def _insert(dialect: str):
    return (postgresql.insert if dialect == "postgresql" else sqlite.insert)(R)


def record_refusal(store, code: str, seat: int, rule: str) -> None:
    """Count one refusal of ``rule`` (a catalog key) met by ``seat`` of table ``code``."""
    rule = str(rule)[:80]
    with answering("record_refusal"), store.engine.begin() as conn:
        ins = _insert(store.engine.dialect.name).values(code=code, seat=seat, rule=rule,
                                                        count=1)
        conn.execute(ins.on_conflict_do_update(index_elements=["code", "seat", "rule"],
                                               set_={"count": R.c.count + 1}))


def refusals_at(store, codes):
    """The refusals of table ``codes`` (one code: {seat: {rule: count}}; a list of codes,
    one query: {code: {seat: {rule: count}}})."""
    many = not isinstance(codes, str)
    wanted = list(codes) if many else [codes]
    out: dict[str, dict[int, dict[str, int]]] = {}
    if wanted:
        with answering("refusals_at"), store.engine.connect() as conn:
            for code, seat, rule, count in conn.execute(
                    select(R.c.code, R.c.seat, R.c.rule, R.c.count)
                    .where(R.c.code.in_(wanted))):
                out.setdefault(code, {}).setdefault(seat, {})[rule] = count
    return out if many else out.get(codes, {})


