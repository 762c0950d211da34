"""Shared tables for class mode: a table is its append-only action log in a database.

SQLite is the embedded default (one file, nothing else to run); PostgreSQL serves a class
spread over several machines, through the same code and a connection URL. Every kernel
replays the log through the engine, so only legal actions by the seat to move enter it.
"""

from importlib import import_module
from typing import Any

from .seats import HUMAN, SeatTicket

__all__ = ["SeatTicket", "TableInfo", "TableStore", "HUMAN"]


def __getattr__(name: str) -> Any:
    """TableInfo and TableStore load SQLAlchemy: only when asked for (kernels that never
    open a shared table stay small)."""
    if name in ("TableInfo", "TableStore"):
        return getattr(import_module(".tables", __name__), name)
    raise AttributeError(name)
