"""Shared browser-test plumbing: one Playwright + Debian chromium for the whole session,
and starting a local Voilà server that is ready before a test uses it.

Missing chromium or voila FAILS the tests that need them; nothing is skipped.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest
from helpers.local_server import free_port, wait_until_answering  # noqa: F401  (free_port: for the tests)

ROOT = Path(__file__).resolve().parent.parent
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--headless", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]

#: the lesson dashboards' fixtures (``voila_server``, ``tab``) for the tests that ask for them
pytest_plugins = ["helpers.dashboard_pages"]


def need_executable(path: Path | str, what: str) -> str:
    """The path of a program a test needs; fail (not skip) when it is missing."""
    path = Path(path)
    if not (path.is_file() and os.access(path, os.X_OK)):
        pytest.fail(f"{what} is missing ({path}); run `make install` / `make chromium`",
                    pytrace=False)
    return str(path)


#: Every browser of a test comes from 127.0.0.1: a test server allows that one client many
#: pages (a real class: --pages-per-client, default 8) unless the test sets its own limit.
TEST_PAGES_PER_CLIENT = "64"


def many_pages(cmd: list[str], env: dict | None) -> tuple[list[str], dict]:
    """``cmd`` and ``env`` with the test servers' page limit and no ready kernels, unless
    the test gave its own."""
    env = dict(os.environ if env is None else env)
    env.setdefault("RUMMY_LAB_PAGES_PER_CLIENT", TEST_PAGES_PER_CLIENT)
    words = [str(w) for w in cmd]
    if "serve" in words and "--pages-per-client" not in words:
        cmd = [*cmd, "--pages-per-client", TEST_PAGES_PER_CLIENT]
    if "serve" in words and "--pool" not in words:  # no ready kernels unless the test asks
        cmd = [*cmd, "--pool", "0"]
    return cmd, env


def start_server(cmd: list[str], port: int, log_name: str, env: dict | None = None):
    """Start a Voilà server; return (url, process, log file) once it answers HTTP."""
    ARTIFACTS.mkdir(exist_ok=True)
    cmd, env = many_pages(cmd, env)
    log = open(ARTIFACTS / log_name, "w")
    proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, cwd=ROOT, env=env)
    url = f"http://127.0.0.1:{port}"
    failure = wait_until_answering(proc, url + "/api")
    if failure:
        pytest.fail(f"{failure}; see {log.name}", pytrace=False)
    return url, proc, log


def stop_process(proc, seconds: float = 15) -> None:
    """Ask a server to stop; kill it when it does not within ``seconds``."""
    proc.terminate()
    try:
        proc.wait(timeout=seconds)
    except subprocess.TimeoutExpired:
        proc.kill()


def stop_server(proc, log) -> None:
    stop_process(proc)
    log.close()


@pytest.fixture(scope="session")
def browser():
    """Debian's chromium driven by Playwright, shared by every browser test."""
    need_executable(CHROMIUM, "chromium")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield b
        b.close()


@pytest.fixture(scope="session")
def postgres_url():
    """One throw-away PostgreSQL on loopback for the session (tests/helpers/postgres.py)."""
    from helpers.postgres import throwaway_postgres

    with throwaway_postgres(free_port()) as url:
        yield url


@pytest.fixture(params=["sqlite", "postgresql"])
def url(request, tmp_path):
    """A clean table store: SQLite in ``tmp_path``, or the session's PostgreSQL emptied."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'tables.db'}"
    from rummy_lab.store import schema
    from rummy_lab.store.tables import TableStore

    url = request.getfixturevalue("postgres_url")
    with TableStore(url).engine.begin() as conn:  # a clean database for every test
        conn.exec_driver_sql("TRUNCATE " + ", ".join(schema.metadata.tables))
    return url


@pytest.fixture
def watched(monkeypatch):
    """Widgets created from now on talk to a fake browser that records what it is sent
    (helpers/hidden_info.py); the fixture's value starts watching a seat."""
    from helpers.hidden_info import watching

    yield from watching(monkeypatch)


@pytest.fixture(scope="session")
def voila_url():
    """A standalone Voilà server of tests/notebooks/ on a free 127.0.0.1 port (fails,
    never skips, when chromium or voila is missing)."""
    import sys

    need_executable(CHROMIUM, "chromium")
    voila = need_executable(Path(sys.executable).with_name("voila"), "voila")
    port = free_port()
    url, proc, log = start_server(
        [voila, str(Path(__file__).resolve().parent / "notebooks"), "--no-browser",
         f"--port={port}", "--Voila.ip=127.0.0.1",
         "--MappingKernelManager.cull_idle_timeout=120",
         "--MappingKernelManager.cull_interval=30"], port, "voila.log")
    yield url
    stop_server(proc, log)
