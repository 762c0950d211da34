"""The teacher's dashboard without a browser (issue 12): nothing before the password, a
pause after wrong tries, the live list of a class's tables, a read-only watched table that
hides the hands unless asked, and the exports (CSV and saved games) — on SQLite and on a
throw-away PostgreSQL."""

from __future__ import annotations

import base64
import io
import json
import zipfile

import pandas as pd
import pytest
from helpers.german_ui import english_in, html_text, state_texts
from helpers.teacher_class import PASSWORD, Class, unlocked

from rummy_lab import Game
from rummy_lab.cli import main, teacher_password
from rummy_lab.core.record import state_dict
from rummy_lab.store import TableStore, schema
from rummy_lab.store.export import (
    HISTORY_COLUMNS,
    RESULT_COLUMNS,
    class_codes,
    class_results,
    games_zip,
    hand_histories,
    results_csv,
    write_class_export,
)
from rummy_lab.ui.state import TABLE_LABELS
from rummy_lab.ui.teacher import MAX_TRIES, PASSWORD_ENV, TeacherDashboard


@pytest.fixture(params=["sqlite", "postgresql"])
def url(request, tmp_path):
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'tables.db'}"
    url = request.getfixturevalue("postgres_url")
    store = TableStore(url)  # a clean database for every test
    with store.engine.begin() as conn:
        conn.exec_driver_sql("TRUNCATE " + ", ".join(t.name for t in schema.metadata.tables.values()))
    return url


class Clock:
    def __init__(self):
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def synced(dash: TeacherDashboard) -> str:
    """Everything the browser holds of the dashboard, as one text."""
    return json.dumps({k: getattr(dash, k) for k in ("dash", "state", "scores", "command",
                                                      "download")}, default=str)


def hand_codes(game: Game) -> set[str]:
    return {c.code for hand in game.hands for c in hand}


def shown_codes(state: dict) -> set[str]:
    """Every card code drawn face up anywhere in a table state."""
    found: set[str] = set()

    def walk(v):
        if isinstance(v, dict):
            if isinstance(v.get("code"), str) and not v.get("face_down"):
                found.add(v["code"])
            for x in v.values():
                walk(x)
        elif isinstance(v, list):
            for x in v:
                walk(x)
    walk(state)
    return found


# -- the password ------------------------------------------------------------------------
def test_nothing_is_shown_before_the_password_and_wrong_tries_pause(url):
    klass = Class(url)
    code = klass.table()
    klass.play(code, 4)
    clock = Clock()
    dash = TeacherDashboard(TableStore(url), password=PASSWORD, clock=clock)
    dash.poll()
    dash.send_command("watch", code=code)
    dash.send_command("export", kind="results")
    for attempt in ("", "chalk", PASSWORD.upper()):
        assert dash.dash["stage"] == "login"
        text = synced(dash)
        assert code not in text and "Ann" not in text and "Ben" not in text, text
        assert dash.state == {} and dash.download == {} and not dash.dash.get("tables")
        dash.send_command("login", password=attempt)
    assert "wait 30 seconds" in dash.dash["error"]
    dash.send_command("login", password=PASSWORD)  # right, but during the pause
    assert dash.dash["stage"] == "login" and "wait" in dash.dash["error"]
    assert PASSWORD not in synced(dash)       # the password does not stay in the model
    clock.now += 31
    dash.send_command("login", password=PASSWORD)
    assert dash.dash["stage"] == "open"
    assert [row["code"] for row in dash.dash["tables"]] == [code]
    dash.send_command("logout")
    assert dash.dash["stage"] == "login" and code not in synced(dash)


def test_the_pause_grows_and_counts_wrong_tries(tmp_path):
    clock = Clock()
    dash = TeacherDashboard(TableStore(f"sqlite:///{tmp_path / 't.db'}"), password=PASSWORD,
                            clock=clock)
    for _ in range(MAX_TRIES - 1):
        dash.login("nope")
        assert dash.dash["error"] == "Wrong password."
    dash.login("nope")
    assert "wait 30 seconds" in dash.dash["error"]
    clock.now += 30
    for _ in range(MAX_TRIES):
        dash.login("nope")
    assert "wait 60 seconds" in dash.dash["error"]


def test_without_a_password_the_dashboard_explains_and_shows_nothing(tmp_path, monkeypatch):
    monkeypatch.delenv(PASSWORD_ENV, raising=False)
    klass = Class(f"sqlite:///{tmp_path / 't.db'}")
    code = klass.table()
    dash = TeacherDashboard(klass.teacher_store)
    assert dash.dash["stage"] == "unset"
    assert PASSWORD_ENV in dash.dash["labels"]["teacher_no_password"]
    assert "--teacher-password-file" in dash.dash["labels"]["teacher_no_password"]
    dash.send_command("login", password="")
    dash.send_command("watch", code=code)
    assert dash.dash["stage"] == "unset" and code not in synced(dash)
    monkeypatch.setenv(PASSWORD_ENV, PASSWORD)
    assert TeacherDashboard(klass.teacher_store).login(PASSWORD)


def test_serve_takes_the_teacher_password_from_a_file(tmp_path, capsys):
    good, short = tmp_path / "teacher.txt", tmp_path / "short.txt"
    good.write_text(f"{PASSWORD}\nsecond line\n")
    short.write_text("abc\n")
    assert teacher_password(str(good)) == PASSWORD and teacher_password(None) == ""
    assert main(["serve", "--teacher-password-file", str(short), "--dry-run"]) == 2
    assert "at least 8 characters" in capsys.readouterr().err
    assert main(["serve", "--teacher-password-file", str(tmp_path / "nope"), "--dry-run"]) == 2
    assert "cannot read it" in capsys.readouterr().err
    assert main(["serve", "--teacher-password-file", str(good), "--dry-run"]) == 0


# -- the list and the watched table --------------------------------------------------------
def test_the_list_shows_every_table_of_the_class_live(url):
    klass = Class(url)
    first, second = klass.table(), klass.table("rummy500", join=(0,))
    Class(url, "other").table()
    dash = unlocked(url, class_code="7b")
    rows = {row["code"]: row for row in dash.dash["tables"]}
    assert set(rows) == {first, second}
    assert set(dash.dash["classes"]) == {"7b", "other"}
    assert rows[second]["title"] == "Rummy 500" and rows[second]["hand"] == 1
    notes = [p["note"] for p in rows[second]["players"]]
    assert notes == ["", "not joined", "Easy bot"]
    game = klass.play(first, 7)
    dash.poll()
    row = next(r for r in dash.dash["tables"] if r["code"] == first)
    assert row["actions"] == len(game.history) >= 7
    assert row["turn"] == game.players[game.current]
    assert [p["turn"] for p in row["players"]] == [i == game.current for i in range(3)]
    assert 0 <= dash.dash["now"] - row["last_at"] < 60
    game = klass.play(first)
    dash.poll()
    row = next(r for r in dash.dash["tables"] if r["code"] == first)
    assert row["turn"] in ("hand over", "game over")
    assert [p["score"] for p in row["players"]] == list(game.scores)
    dash.send_command("class", **{"class": "other"})
    assert dash.dash["class_code"] == "other" and first not in synced(dash)


def test_the_list_is_never_older_than_the_watched_table(url, monkeypatch):
    """A move landing while the dashboard polls: the list must not lag behind the table
    (the list was read first once, and a hand's end then waited on the scoreboard's plot)."""
    klass = Class(url)
    code = klass.table()
    klass.play(code, 5)
    dash = unlocked(url)
    dash.send_command("watch", code=code)
    store, real = dash.store, dash.store.table_page

    def tables_then_a_move(*args, **kwargs):
        got = real(*args, **kwargs)
        klass.play(code, 1)  # a student's move lands right after this read
        return got

    monkeypatch.setattr(store, "table_page", tables_then_a_move)
    dash.poll()
    row = next(r for r in dash.dash["tables"] if r["code"] == code)
    assert 2 * row["actions"] >= dash.state["rev"], (row["actions"], dash.state["rev"])


def test_the_watched_table_is_read_only_and_hides_the_hands_unless_asked(url):
    klass = Class(url)
    code = klass.table()
    klass.play(code, 5)
    dash = unlocked(url)
    dash.send_command("watch", code=code.lower())
    device = klass.devices[code][0][0]
    game = device.game(code)
    hidden = hand_codes(game)
    state = dash.state
    assert state["prompt"] == f"Table {code} (read-only)"
    assert not shown_codes(state) & hidden, shown_codes(state) & hidden
    assert state["hand"] == [] and not state["teacher"]
    assert [p["count"] for p in state["players"]] == [len(h) for h in game.hands]
    assert not any(b["visible"] for b in state["buttons"].values())
    assert all(state["labels"].get(k) for k in TABLE_LABELS), "a table text is missing"
    before = len(game.history)
    for op, extra in (("draw", {}), ("take", {}), ("discard", {"cards": [game.hands[0][0].code]}),
                      ("next_hand", {}), ("undo", {})):
        dash.send_command(op, **extra)
        assert "read-only" in dash.dash["error"]
    assert len(TableStore(url).game(code).history) == before  # nothing was played
    dash.send_command("hands", on=True)
    assert shown_codes(dash.state) >= hidden and dash.state["teacher"]
    dash.send_command("hands", on=False)
    assert not shown_codes(dash.state) & hidden
    # the view follows new moves of the students
    rev, log = dash.state["rev"], len(dash.state["log"])
    game = klass.play(code, 3)
    dash.poll()
    assert dash.state["rev"] != rev and len(dash.state["log"]) > log
    assert dash.state["discard"]["size"] == len(game.discard_pile)
    assert not shown_codes(dash.state) & hand_codes(game)
    assert dash.state["hand_title"] == "The hands are hidden."
    game = klass.play(code)  # to the hand's end: the rules show every hand, and so does the title
    dash.poll()
    assert game.phase in ("hand_over", "game_over")
    assert shown_codes(dash.state) >= hand_codes(game) and dash.state["hand_title"] == ""
    dash.send_command("project", on=True)
    assert dash.dash["project"] is True
    dash.send_command("close")
    assert dash.state == {} and dash.dash["watching"] is None and dash.dash["project"] is False


def test_a_table_of_another_class_is_not_opened(tmp_path):
    url = f"sqlite:///{tmp_path / 't.db'}"
    Class(url).table()
    foreign = Class(url, "other").table()
    dash = unlocked(url, class_code="7b")
    dash.send_command("watch", code=foreign)
    assert foreign in dash.dash["error"] and dash.state == {}


# -- exports ---------------------------------------------------------------------------------
def test_exports_give_results_histories_and_saved_games(url, tmp_path):
    klass = Class(url)
    first, second = klass.table(), klass.table("rummy500")
    games = {first: klass.play(first), second: klass.play(second, 12)}
    store = TableStore(url)
    assert class_codes(store) == ["7b"]
    results = class_results(store, "7b")
    assert list(results.columns) == RESULT_COLUMNS
    assert len(results) == sum(len(g.results) * 3 for g in games.values()) == 3
    done = results[results["table"] == first]
    assert sum(games[first].scores) > 0, "somebody went out and scored"
    assert list(done["total"]) == list(games[first].scores)
    assert list(done["points"]) == list(games[first].results[0].points)
    histories = hand_histories(store, "7b")
    assert list(histories.columns) == HISTORY_COLUMNS
    for code, game in games.items():
        rows = histories[histories["table"] == code]
        assert list(rows["n"]) == list(range(1, len(game.history) + 1))
        assert list(rows["action"]) == [a.kind for a in game.history]
        assert list(rows["player"]) == [game.players[s] for s in game.actors]
    assert (histories[histories["action"] == "draw"]["cards"] == "").all()
    blob = games_zip(store, "7b")
    with zipfile.ZipFile(io.BytesIO(blob)) as zf:
        assert sorted(zf.namelist()) == sorted(f"{c}.json" for c in games)
        for code, game in games.items():
            loaded = Game.from_json(zf.read(f"{code}.json").decode())
            assert state_dict(loaded) == state_dict(game)
    written = write_class_export(store, tmp_path / "out", "7b")
    assert {p.name for p in written} >= {"results.csv", "hand_histories.csv",
                                         f"{first}.json", f"{second}.json"}
    back = pd.read_csv(tmp_path / "out" / "results.csv", encoding="utf-8-sig")
    assert back.to_dict("records") == results.to_dict("records")
    # the same bytes reach the browser as a download
    dash = unlocked(url)
    dash.send_command("export", kind="results")
    assert dash.download["name"] == "7b-results.csv" and dash.download["mime"] == "text/csv"
    assert base64.b64decode(dash.download["base64"]) == results_csv(store, "7b")
    dash.send_command("export", kind="games")
    assert dash.download["n"] == 2 and dash.download["name"].endswith(".zip")
    assert "7b-saved-games.zip" in dash.dash["notice"]


# -- German ----------------------------------------------------------------------------------
def test_the_german_dashboard_has_no_english(tmp_path, monkeypatch):
    url = f"sqlite:///{tmp_path / 't.db'}"
    klass = Class(url)
    code = klass.table()
    klass.table(join=(0,))
    klass.play(code)
    out: list[str] = []
    monkeypatch.delenv(PASSWORD_ENV, raising=False)
    state_texts(TeacherDashboard(TableStore(url), lang="de").dash, out)
    clock = Clock()
    dash = TeacherDashboard(TableStore(url), password=PASSWORD, lang="de", clock=clock)
    for attempt in ("x", "y", "z", PASSWORD):
        dash.send_command("login", password=attempt)
        state_texts(dash.dash, out)
    clock.now += 31
    dash.send_command("login", password=PASSWORD)
    dash.send_command("watch", code=code)
    dash.send_command("draw")
    for on in (True, False):
        dash.send_command("hands", on=on)
        state_texts([dash.dash, dash.state], out)
    dash.send_command("export", kind="histories")
    state_texts(dash.dash, out)
    out.append(html_text(dash.scores["html"]))
    everything = " ".join(out)
    for sample in ("Lehrer-Passwort", "Tische der Klasse", "nicht beigetreten",
                   "Hand vorbei", "Zuschauen", "nur zuschauen", "Falsches Passwort",
                   "warte 30 Sekunden", "Spielverläufe"):
        assert sample in everything, sample
    problems = english_in({"teacher": out})
    assert not problems, problems


def test_the_demo_table_replays_the_same_game(tmp_path):
    """The demonstration table (screenshots, the teacher's browser test) is the same game
    every time, its moves come from the students' own devices, and it stops at the hand's end."""
    from rummy_lab.ui.demo_table import DemoTable

    games = [DemoTable(f"sqlite:///{tmp_path / f'demo{k}.db'}").play(12) for k in (1, 2)]
    assert state_dict(games[0]) == state_dict(games[1])
    assert len(games[0].hand_log()) >= 12 and games[0].phase in ("draw", "play")
    ended = DemoTable(f"sqlite:///{tmp_path / 'demo3.db'}").play(200)
    assert ended.phase not in ("draw", "play")
