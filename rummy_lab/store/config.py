"""Which database holds the class's shared tables: one setting for every kernel.

``RUMMY_LAB_STORE`` is a SQLAlchemy URL (``sqlite:///path/tables.db`` or
``postgresql+psycopg://user@host:port/db``); ``rummy-lab serve --store URL`` sets it for
the dashboards' kernels. Unset, the tables live in ``rummy-lab-tables.db`` in the folder
the server was started from (SQLite: nothing else to run).
"""

from __future__ import annotations

import os
from functools import cache
from pathlib import Path

from .tables import TableStore

__all__ = ["STORE_ENV", "DEFAULT_FILE", "store_url", "shared_store"]

STORE_ENV = "RUMMY_LAB_STORE"
DEFAULT_FILE = "rummy-lab-tables.db"


def store_url() -> str:
    """The configured URL, or the SQLite file in the current folder."""
    url = os.environ.get(STORE_ENV, "").strip()
    return url or f"sqlite:///{Path.cwd() / DEFAULT_FILE}"


@cache
def _store(url: str) -> TableStore:
    return TableStore(url)


def shared_store() -> TableStore:
    """This kernel's one :class:`TableStore` for the configured URL (opened once)."""
    return _store(store_url())
