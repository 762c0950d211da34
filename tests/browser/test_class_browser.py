"""Class mode in Debian's chromium: two to four browsers at one shared table.

A `rummy-lab serve --store URL` server runs with the tables in (a) a temporary SQLite file
and (b) a throw-away PostgreSQL cluster on loopback (tests/helpers/postgres.py); every browser
context is one student (own kernel, own localStorage). Played by clicks: a student
creates a table on the play page (two humans and an Easy bot), reads the code; the other
enters it and takes the free seat; both play a whole hand (draw, discard the first card)
while the bot moves by itself; one reloads mid-hand and is back at the seat with the same
hand; at the hand's end both click "Next hand" at the same instant: one wins, the other
is told why. Every websocket frame a browser receives is searched for every card its
seat may not see (tests/ui/test_ui_hidden_info.py's search), and turn propagation between
the browsers is measured (run with ``-s`` to see it).
"""

from __future__ import annotations

import contextlib
import os
import statistics
import sys
from pathlib import Path

import pytest
from conftest import CHROMIUM, free_port, need_executable, start_server, stop_server
from helpers.class_pages import (
    GAME_TARGET,
    HAND,
    LOAD_TIMEOUT,
    LONG_TARGET,
    TABLE,
    Student,
    check_hidden,
    create_table,
    human_turns,
    join_table,
    play_turn,
    quick_seed,
    shown_messages,
    watch_as_teacher,
)
from helpers.postgres import throwaway_postgres
from helpers.teacher_pages import PASSWORD as TEACHER_PASSWORD
from helpers.teacher_pages import ROOT as TEACHER_ROOT
from helpers.teacher_pages import TABLE as TEACHER_TABLE
from helpers.teacher_pages import face_up, hands

from rummy_lab.store.tables import TableStore
from rummy_lab.ui.setup import SEED_ENV

pytestmark = pytest.mark.browser





@pytest.fixture(scope="module", params=["sqlite", "postgresql"])
def class_server(request, tmp_path_factory):
    """``rummy-lab serve --store URL``: yields (base url, store url)."""
    need_executable(CHROMIUM, "chromium")
    need_executable(Path(sys.executable).with_name("voila"), "voila")
    cli = need_executable(Path(sys.executable).with_name("rummy-lab"), "the rummy-lab command")
    with contextlib.ExitStack() as stack:
        if request.param == "sqlite":
            url = f"sqlite:///{tmp_path_factory.mktemp('class') / 'tables.db'}"
        else:
            url = stack.enter_context(throwaway_postgres(free_port()))
        port = free_port()
        env = {**os.environ, SEED_ENV: str(quick_seed()),
               "PATH": str(Path(sys.executable).parent) + os.pathsep + os.environ["PATH"]}
        secret = tmp_path_factory.mktemp("teacher") / "teacher.txt"
        secret.write_text(TEACHER_PASSWORD + "\n")
        env.pop("RUMMY_LAB_TEACHER_PASSWORD", None)
        base, proc, log = start_server([cli, "serve", "--port", str(port), "--store", url,
                                        "--teacher-password-file", str(secret)],
                                       port, f"class-{request.param}-voila.log", env=env)
        yield base, url
        stop_server(proc, log)




















@pytest.fixture
def students(browser, class_server):
    made: list[Student] = []

    def make(width: int = 1280) -> Student:
        made.append(Student(browser, class_server[0], width))
        return made[-1]
    yield make
    for s in made:
        s.close()




def test_two_students_and_a_bot_play_a_hand(students, class_server):
    base, url = class_server
    ada, ben = students(), students()
    ada.open()
    code = create_table(ada, target=LONG_TARGET)
    ada.shot(f"host-{url.split(':')[0]}")
    ben.open()
    join_table(ben, code, 1)
    store = TableStore(url)
    lags: list[float] = []
    turns, reloaded = 0, False
    for mover, _truth in human_turns(ada, ben, store, code, ("hand_over", "game_over"), 90):
        play_turn(mover, ben if mover is ada else ada, lags)
        turns += 1
        if turns == 4 and not reloaded:   # Ben reloads mid-hand: back at his seat
            hand = ben.page.evaluate(HAND)
            ben.page.reload(wait_until="commit")
            ben.page.locator(TABLE).wait_for(timeout=LOAD_TIMEOUT)
            assert ben.table_code() == code
            ben.page.wait_for_function(f"() => ({HAND})().length === {len(hand)}")
            assert sorted(ben.page.evaluate(HAND)) == sorted(hand)
            reloaded = True
    assert reloaded
    truth = store.game(code)
    assert truth.phase == "hand_over" and 2 in truth.actors
    for s in (ada, ben):
        s.page.locator(f"{TABLE} .rl-result").wait_for()
    ada.shot(f"hand-over-{url.split(':')[0]}", TABLE)

    # both click "Next hand" at the same instant: one wins, the other is told why
    marks = {s: len(s.frames) for s in (ada, ben)}
    at = ada.page.evaluate("() => Date.now() + 400")
    for s in (ada, ben):
        s.page.evaluate(f"""() => setTimeout(() => document.querySelector(
            "{TABLE} button[data-op='next_hand']").click(), {at} - Date.now())""")
    for s in (ada, ben):
        s.page.wait_for_function(
            f"() => document.querySelector('{TABLE}').dataset.phase === 'draw' && "
            f"!document.querySelector('{TABLE}').classList.contains('rl-busy')")
    ada.page.wait_for_timeout(600)
    truth = store.game(code)
    assert [a.kind for a in truth.history].count("next_hand") == 1
    told = {s.seat: shown_messages(s, marks[s]) for s in (ada, ben)}
    refused = [text for said in told.values() for kind, text in said if kind == "error"]
    assert len(refused) == 1 and "came first" in refused[0], told
    for s in (ada, ben):
        assert not s.errors, s.errors
    lags.sort()
    p50, p95 = statistics.median(lags), lags[max(0, round(0.95 * len(lags)) - 1)]
    print(f"\n{url.split(':')[0]}: {turns} human turns; a move reached the other browser "
          f"in p50 {p50:.2f} s, p95 {p95:.2f} s, max {lags[-1]:.2f} s (n={len(lags)})")
    # "within a second": the median; p95 is printed (it grows with the machine's load)
    assert p50 < 1.0, [round(x, 2) for x in lags]


def test_two_students_finish_a_game_against_a_bot_while_the_teacher_follows(
        students, class_server, browser):
    """The issue's end-to-end case: a game (to 50) from the first deal to its end, two
    students on two browsers and an Easy bot, the teacher's dashboard watching it live."""
    base, url = class_server
    ada, ben = students(), students()
    ada.open()
    code = create_table(ada, target=GAME_TARGET)
    ben.open()
    join_table(ben, code, 1)
    teacher, teacher_page = watch_as_teacher(browser, base, code)
    store = TableStore(url)
    lags: list[float] = []
    try:
        for mover, truth in human_turns(ada, ben, store, code, ("game_over",), 120):
            # the teacher's view follows with every hand face down
            teacher_page.wait_for_function(
                f"() => Number(document.querySelector('{TEACHER_TABLE}')?.dataset.rev) >= "
                f"{2 * len(truth.history)}", timeout=10_000)
            shown = face_up(teacher_page)
            assert not shown & hands(truth), f"hidden cards for the teacher: {shown & hands(truth)}"
            play_turn(mover, ben if mover is ada else ada, lags)
        truth = store.game(code)
        assert truth.phase == "game_over" and truth.rules.target == GAME_TARGET
        assert max(truth.scores) >= GAME_TARGET
        for s in (ada, ben):
            s.page.locator(f"{TABLE} .rl-result").wait_for()
            assert not s.errors, s.errors
        teacher_page.wait_for_function(
            f"() => Number(document.querySelector('{TEACHER_TABLE}')?.dataset.rev) >= "
            f"{2 * len(truth.history)}", timeout=10_000)
        teacher_page.locator(f"{TEACHER_ROOT} tr[data-code='{code}'] .rl-tc-turn",
                             has_text="game over").wait_for(timeout=10_000)
        ada.shot(f"game-over-{url.split(':')[0]}", TABLE)
    finally:
        teacher.close()


def test_four_browsers_see_only_their_own_hands(students, class_server):
    """Four students at one table (on the narrow screen too): every browser's frames are
    searched for the other hands after each of two rounds of play."""
    base, url = class_server
    host = students()
    host.open()
    page = host.page
    page.locator("[data-focus='players']").select_option("4")
    for seat in (1, 2, 3):
        page.locator(f"[data-focus='kind:{seat}']").select_option("human")
        page.wait_for_function(f"() => document.querySelector(\"[data-focus='kind:{seat}']\")"
                               ".value === 'human'")
    page.wait_for_timeout(300)
    page.locator(".rl-lobby-create").click()
    code = host.table_code()
    host.seat = 0
    others = [students(390 if seat == 3 else 1280) for seat in (1, 2, 3)]
    for seat, s in enumerate(others, start=1):
        s.open()
        join_table(s, code, seat)
    everyone = [host] + others
    store = TableStore(url)
    lags: list[float] = []
    for _ in range(8):   # two rounds: draw and discard, four players
        truth = store.game(code)
        mover = everyone[truth.current]
        for s in everyone:
            check_hidden(s, truth)
        play_turn(mover, everyone[(truth.current + 1) % 4], lags)
        play_turn(mover, everyone[(truth.current + 1) % 4], lags)
    truth = store.game(code)
    for s in everyone:
        assert check_hidden(s, truth) > 100
        assert not s.errors, s.errors
    others[2].shot(f"narrow-{url.split(':')[0]}", TABLE)
