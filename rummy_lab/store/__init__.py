"""Shared tables for class mode: a table is its append-only action log in a database.

SQLite is the embedded default (one file, nothing else to run); PostgreSQL serves a class
spread over several machines, through the same code and a connection URL. Every kernel
replays the log through the engine, so only legal actions by the seat to move enter it.
"""

from .tables import SeatTicket, TableInfo, TableStore

__all__ = ["SeatTicket", "TableInfo", "TableStore"]
