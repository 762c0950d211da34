"""A password throttle per client address in the class's database, shared by every kernel.

The teacher password is checked inside a page's kernel, and every page has its own kernel:
a throttle in a kernel's memory is a throttle per page (a fresh page per three guesses
was ~1.6 guesses a second). Here each try is first counted as wrong in the store's
``rl_logins`` table (one row per realm and client, the policy of :mod:`rummy_lab.access.
backoff`), then checked; a right password clears the row. Two kernels racing for one
client's row: one write wins, the other try is refused unchecked. The table stays small:
rows quiet for the policy's ``forget`` time are dropped, and at most ``max_clients`` rows
per realm are kept.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from sqlalchemy import delete, func, insert, select, update
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError

from ..access.backoff import Attempts, Backoff
from .errors import answering_methods
from .schema import logins

__all__ = ["StoredThrottle"]

RACED = 1.0  # seconds a try must wait when another kernel wrote the same row first


@answering_methods
class StoredThrottle:
    """Wrong tries of ``realm`` per client, in ``engine``'s database (wall-clock seconds:
    the kernels are separate processes)."""

    def __init__(self, engine: Engine, realm: str, policy: Backoff, max_clients: int = 4096,
                 clock: Callable[[], float] = time.time):
        self.engine, self.realm, self.policy = engine, realm, policy
        self.max_clients, self.clock = max_clients, clock

    def _where(self, client: str):
        return (logins.c.realm == self.realm) & (logins.c.client == client)

    def begin(self, client: str) -> tuple[float, float]:
        """Start a try of ``client``: (0, pause) when it may be checked now — it is counted
        as wrong already, ``pause`` being what that wrong try earns —, else (seconds to
        wait, 0) and the try must be refused unchecked."""
        now = self.clock()
        with self.engine.connect() as conn:
            row = conn.execute(select(logins.c.wrong, logins.c.locked_until, logins.c.last)
                               .where(self._where(client))).first()
        old = Attempts(row.wrong, row.locked_until, row.last) if row else Attempts()
        wait = old.wait(self.policy, now)
        if wait > 0:
            return wait, 0.0
        new = old.after_wrong(self.policy, now)
        values = {"wrong": new.wrong, "locked_until": new.locked_until, "last": new.last}
        try:
            with self.engine.begin() as conn:
                if row is None:
                    self._prune(conn, now)
                    conn.execute(insert(logins).values(realm=self.realm, client=client,
                                                       **values))
                    return 0.0, new.wait(self.policy, now)
                same = (self._where(client) & (logins.c.wrong == old.wrong)
                        & (logins.c.locked_until == old.locked_until))
                if conn.execute(update(logins).where(same).values(**values)).rowcount != 1:
                    return RACED, 0.0
        except IntegrityError:
            return RACED, 0.0
        return 0.0, new.wait(self.policy, now)

    def right(self, client: str) -> None:
        """``client`` gave the right password: its count starts again."""
        with self.engine.begin() as conn:
            conn.execute(delete(logins).where(self._where(client)))

    def _prune(self, conn, now: float) -> None:
        mine = logins.c.realm == self.realm
        conn.execute(delete(logins).where(mine & (logins.c.last < now - self.policy.forget)))
        count = conn.execute(select(func.count()).select_from(logins).where(mine)).scalar_one()
        if count >= self.max_clients:
            oldest = (select(logins.c.last).where(mine).order_by(logins.c.last)
                      .offset(count - self.max_clients).limit(1)).scalar_subquery()
            conn.execute(delete(logins).where(mine & (logins.c.last <= oldest)))
