"""One learner-readable refusal for any trouble with the class's database.

A locked or damaged SQLite file, or a PostgreSQL server that is down, raises deep inside
SQLAlchemy with the SQL, its parameters, host and port in the text. The store turns each
into a :class:`StoreError` ("the class's database is not answering — try again or tell
your teacher", in the learner's language); the detail goes to the server's log only
(logger ``rummy_lab.store``). Nothing is lost: an append either committed or did not, and
the same move can be made again once the database answers.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

from sqlalchemy.exc import DBAPIError, DisconnectionError
from sqlalchemy.exc import TimeoutError as PoolTimeout

from ..core.errors import RummyError
from ..i18n.messages import msg

__all__ = ["StoreError", "DATABASE_ERRORS", "answering", "answering_methods"]

log = logging.getLogger("rummy_lab.store")

#: what SQLAlchemy raises when the database itself fails (IntegrityError, a lost race, is
#: handled where it can happen)
DATABASE_ERRORS = (DBAPIError, DisconnectionError, PoolTimeout)

C = TypeVar("C", bound=type)


class StoreError(RummyError):
    """The class's database did not answer; nothing was written."""

    def __init__(self) -> None:
        super().__init__(msg("store_unavailable"))


@contextmanager
def answering(what: str) -> Iterator[None]:
    """Run the block; a database failure is logged with its detail and re-raised as
    :class:`StoreError` (without the original as its cause: no SQL travels on)."""
    try:
        yield
    except DATABASE_ERRORS as err:
        log.error("the class's database failed in %s: %s", what, err, exc_info=True)
        raise StoreError() from None


def _guarded(method: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(method)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        with answering(method.__qualname__):
            return method(*args, **kwargs)
    return wrapper


def answering_methods(cls: C) -> C:
    """Class decorator: every public method of ``cls`` (and ``__init__``) answers a
    database failure with :class:`StoreError`."""
    for name, value in list(vars(cls).items()):
        if isinstance(value, (staticmethod, classmethod)) or not callable(value):
            continue  # plain helpers (no database)
        if name == "__init__" or not name.startswith("_"):
            setattr(cls, name, _guarded(value))
    return cls
