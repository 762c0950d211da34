"""A throw-away PostgreSQL cluster on loopback for tests (Debian's postgresql package).

``initdb`` and ``postgres`` refuse to run as root, so as root they run as the
``postgres`` user on a private data directory; the cluster listens on 127.0.0.1 on a free
port and is stopped (and its directory removed) at the end. A missing server FAILS the
tests that need it: `make test` installs the package.
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import subprocess
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from conftest import stop_process


def _binary(name: str) -> str:
    found = sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"))
    if not found:
        pytest.fail(f"PostgreSQL's {name} is missing; run `make test` (it installs the "
                    "postgresql package)", pytrace=False)
    return found[-1]


class Cluster:
    """A throw-away cluster on 127.0.0.1:``port`` that a test may stop and start again
    (the database being down for a while)."""

    def __init__(self, port: int) -> None:
        initdb, self.server = _binary("initdb"), _binary("postgres")
        self.port, self.proc = port, None
        self.folder = tempfile.mkdtemp(prefix="rl-pg-")
        self.as_user: list[str] = []
        if os.geteuid() == 0:
            pg = pwd.getpwnam("postgres")
            os.chown(self.folder, pg.pw_uid, pg.pw_gid)
            self.as_user = ["runuser", "-u", "postgres", "--"]
        self.data = os.path.join(self.folder, "data")
        subprocess.run(self.as_user + [initdb, "-D", self.data, "-A", "trust", "-U", "postgres",
                                       "--no-sync", "-E", "UTF8"], check=True, capture_output=True)
        self.log = open(os.path.join(tempfile.gettempdir(), f"rl-pg-{port}.log"), "w")
        self.url = f"postgresql+psycopg://postgres@127.0.0.1:{port}/rummy"
        self.created = False

    def start(self) -> None:
        """Start the server and wait until it answers (creating database 'rummy' once)."""
        import psycopg

        self.proc = subprocess.Popen(
            self.as_user + [self.server, "-D", self.data, "-p", str(self.port), "-k", self.folder,
                            "-c", "listen_addresses=127.0.0.1", "-c", "fsync=off"],
            stdout=self.log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 30
        while True:
            try:
                with psycopg.connect(f"host=127.0.0.1 port={self.port} user=postgres "
                                     "dbname=postgres", autocommit=True, connect_timeout=2) as conn:
                    if not self.created:
                        conn.execute("CREATE DATABASE rummy")
                        self.created = True
                break
            except psycopg.OperationalError:
                if self.proc.poll() is not None or time.monotonic() > deadline:
                    pytest.fail(f"PostgreSQL did not start; see {self.log.name}", pytrace=False)
                time.sleep(0.3)

    def stop(self) -> None:
        """Shut the server down cleanly (``pg_ctl stop -m fast``: it can start again)."""
        if self.proc is None:
            return
        subprocess.run(self.as_user + [_binary("pg_ctl"), "-D", self.data, "stop", "-m", "fast",
                                       "-w", "-t", "20"], capture_output=True)
        stop_process(self.proc, 20)
        self.proc = None

    def remove(self) -> None:
        self.stop()
        self.log.close()
        shutil.rmtree(self.folder, ignore_errors=True)


@contextmanager
def throwaway_cluster(port: int) -> Iterator[Cluster]:
    """A started :class:`Cluster`, removed at the end."""
    cluster = Cluster(port)
    try:
        cluster.start()
        yield cluster
    finally:
        cluster.remove()


@contextmanager
def throwaway_postgres(port: int) -> Iterator[str]:
    """Start a cluster on 127.0.0.1:``port``; yield a SQLAlchemy URL to database 'rummy'."""
    with throwaway_cluster(port) as cluster:
        yield cluster.url
