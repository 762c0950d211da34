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


@contextmanager
def throwaway_postgres(port: int) -> Iterator[str]:
    """Start a cluster on 127.0.0.1:``port``; yield a SQLAlchemy URL to database 'rummy'."""
    initdb, server = _binary("initdb"), _binary("postgres")
    folder = tempfile.mkdtemp(prefix="rl-pg-")
    as_user: list[str] = []
    if os.geteuid() == 0:
        pg = pwd.getpwnam("postgres")
        os.chown(folder, pg.pw_uid, pg.pw_gid)
        as_user = ["runuser", "-u", "postgres", "--"]
    data = os.path.join(folder, "data")
    subprocess.run(as_user + [initdb, "-D", data, "-A", "trust", "-U", "postgres",
                              "--no-sync", "-E", "UTF8"], check=True, capture_output=True)
    log = open(os.path.join(tempfile.gettempdir(), f"rl-pg-{port}.log"), "w")
    proc = subprocess.Popen(as_user + [server, "-D", data, "-p", str(port), "-k", folder,
                                       "-c", "listen_addresses=127.0.0.1", "-c", "fsync=off"],
                            stdout=log, stderr=subprocess.STDOUT)
    try:
        import psycopg

        deadline = time.monotonic() + 30
        while True:
            try:
                with psycopg.connect(f"host=127.0.0.1 port={port} user=postgres dbname=postgres",
                                     autocommit=True, connect_timeout=2) as conn:
                    conn.execute("CREATE DATABASE rummy")
                break
            except psycopg.OperationalError:
                if proc.poll() is not None or time.monotonic() > deadline:
                    pytest.fail(f"PostgreSQL did not start; see {log.name}", pytrace=False)
                time.sleep(0.3)
        yield f"postgresql+psycopg://postgres@127.0.0.1:{port}/rummy"
    finally:
        stop_process(proc, 20)
        log.close()
        shutil.rmtree(folder, ignore_errors=True)
