"""Issue 29.4: trouble with the class's database reaches the learner as one message in
their language, never as SQL; nothing is lost and the move can be made again.

On d81e364 each case showed "Something went wrong in the table: OperationalError ...
[SQL: INSERT INTO rl_actions ...] [parameters: ...]" (the locked file, PostgreSQL down)
or "DatabaseError: (sqlite3.DatabaseError) file is not a database" (the damaged file).
"""

from __future__ import annotations

import sqlite3

import pytest
from conftest import free_port
from helpers.postgres import throwaway_cluster

from rummy_lab import variant
from rummy_lab.i18n.messages import t
from rummy_lab.store import tables
from rummy_lab.store.errors import StoreError
from rummy_lab.store.tables import TableStore
from rummy_lab.ui.shared_session import SharedSession
from rummy_lab.ui.widget import CardTable

#: what must never reach a page: SQL, its parameters, the driver's words, the address
LEAKS = ("INSERT", "SELECT", "rl_actions", "[SQL", "parameters", "OperationalError",
         "DatabaseError", "sqlite3", "psycopg", "127.0.0.1", "Traceback")


def seated(url: str) -> SharedSession:
    store = TableStore(url)
    code = store.create(variant("basic"), [("Ada", "human"), ("Ben", "human")], seed=5)
    return SharedSession(store, store.claim(code, 1), view=CardTable(), poll=0)


def shown(session: SharedSession) -> str:
    """Everything the page's model holds, as text."""
    return repr(session.card_table.state)


def draw(session: SharedSession) -> None:
    session.card_table.command = {"n": session.card_table.command.get("n", 0) + 1,
                                  "op": "draw"}


def assert_refused_politely(session: SharedSession, lang: str = "en") -> None:
    page = shown(session)
    assert session.state["message"]["kind"] == "error", page
    assert session.message == t("store_unavailable", lang), session.message
    assert not [leak for leak in LEAKS if leak in page], page
    assert session.game.phase == "draw" and not session.game.history


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_locked_sqlite_file(tmp_path, monkeypatch, lang):
    monkeypatch.setattr(tables, "BUSY_MS", 200)
    url = f"sqlite:///{tmp_path / 't.db'}"
    session = seated(url)
    session.lang = lang
    lock = sqlite3.connect(tmp_path / "t.db", isolation_level=None)
    lock.execute("BEGIN EXCLUSIVE")
    draw(session)
    assert_refused_politely(session, lang)
    lock.execute("ROLLBACK")
    lock.close()
    draw(session)  # the same move again, once the file is free
    assert session.game.phase == "play" and len(session.game.history) == 1
    assert TableStore(url).game(session.code).history == session.game.history


def test_a_damaged_sqlite_file(tmp_path, caplog):
    path = tmp_path / "t.db"
    path.write_bytes(b"this is no database" * 300)
    with pytest.raises(StoreError) as err:
        TableStore(f"sqlite:///{path}")
    assert err.value.in_lang("de") == t("store_unavailable", "de")
    assert err.value.__cause__ is None and err.value.__suppress_context__
    assert "file is not a database" in caplog.text  # the detail is in the server's log


def test_a_file_damaged_while_a_class_plays(tmp_path):
    url = f"sqlite:///{tmp_path / 't.db'}"
    session = seated(url)
    good = (tmp_path / "t.db").read_bytes()
    session.store.engine.dispose()  # the next statement opens the file anew
    for name in ("t.db-wal", "t.db-shm"):
        (tmp_path / name).unlink(missing_ok=True)
    (tmp_path / "t.db").write_bytes(b"\0garbage" * (len(good) // 8 + 1))
    draw(session)
    assert_refused_politely(session)


def test_postgresql_down_and_back():
    with throwaway_cluster(free_port()) as cluster:
        session = seated(cluster.url)
        cluster.stop()
        draw(session)
        assert_refused_politely(session)
        draw(session)
        assert_refused_politely(session)
        cluster.start()
        draw(session)
        assert session.game.phase == "play" and len(session.game.history) == 1, session.message
        assert TableStore(cluster.url).game(session.code).history == session.game.history
        cluster.stop()  # a restart between two moves: the pooled connections are dead
        cluster.start()
        hand = session.game.hands[session.seat]
        session.card_table.command = {"n": 99, "op": "discard", "cards": [hand[0].code]}
        assert len(session.game.history) == 2, session.message  # the first try works


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_lobby_on_a_damaged_class_database(tmp_path, monkeypatch, lang):
    """The play page's "Play with classmates" opens the class's store as a kernel does
    (RUMMY_LAB_STORE); a damaged file is the one sentence, and the page works once the
    file is good again (nothing cached the failure)."""
    from rummy_lab.store.config import STORE_ENV
    from rummy_lab.ui.setup import SetupPanel

    path = tmp_path / "class.db"
    path.write_bytes(b"\x00damaged" * 500)
    monkeypatch.setenv(STORE_ENV, f"sqlite:///{path}")
    page = SetupPanel(lang=lang)
    page.lobby_cmd = {"n": 1, "op": "create"}
    assert page.lobby["error"] == t("store_unavailable", lang)
    assert not [leak for leak in LEAKS if leak in repr(page.lobby)], page.lobby
    path.unlink()
    page.lobby_cmd = {"n": 2, "op": "create"}
    assert page.lobby["error"] == "" and page.lobby["seated"], page.lobby
