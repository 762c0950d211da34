"""08_practice as a Voilà dashboard in Debian's chromium, served like `make serve` with the
record in a SQLite store of its own (``RUMMY_LAB_STORE``).

The page's drill lives in the page's kernel; the test knows which drill it is the way the
kernel does: from the learner's stored record (the browser's learner id is set before the
page loads). Checked: the page at 390, 768, 1280 and 1920 px in English and German (the
drill, nothing wider than the window; screenshots in /tmp/shots/practice/); a drill answered
right by mouse and one wrong by keyboard, each verdict exactly the engine's own text (the
reason, not only the answer); the record (and so the progress per rule) after a reload and
after the server was restarted on the same store.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from conftest import CHROMIUM, free_port, need_executable, start_server, stop_server
from helpers.dashboard_pages import Page
from helpers.drills import click_answer, wrong_of
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from rummy_lab.core.variants import variant
from rummy_lab.i18n.messages import t
from rummy_lab.practice import next_exercise, rule_table
from rummy_lab.store.attempts import AttemptStore
from rummy_lab.ui.practice_record import attempts_of

pytestmark = pytest.mark.browser

PAGE = "08_practice"
SHOTS = Path("/tmp/shots/practice")
LEARNER = "voila-practice-learner-0001"
ID_KEY = "rummy-lab-practice-id"  # widgets/practice.js
BASIC = variant("basic")
LOAD = 120_000


class PracticeServer:
    """``rummy-lab serve`` on one port (the browser's storage is per origin) and one store."""

    def __init__(self, store_url: str):
        self.store_url, self.port = store_url, free_port()
        self.cli = need_executable(Path(sys.executable).with_name("rummy-lab"), "rummy-lab")
        self.start()

    def start(self) -> None:
        env = {**os.environ, "RUMMY_LAB_STORE": self.store_url,
               "PATH": str(Path(sys.executable).parent) + os.pathsep + os.environ["PATH"]}
        self.url, self.proc, self.log = start_server(
            [self.cli, "serve", "--port", str(self.port)], self.port, "practice-voila.log", env)

    def stop(self) -> None:
        stop_server(self.proc, self.log)


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    need_executable(CHROMIUM, "chromium")
    need_executable(Path(sys.executable).with_name("voila"), "voila")
    s = PracticeServer(f"sqlite:///{tmp_path_factory.mktemp('practice') / 'tables.db'}")
    yield s
    s.stop()


def open_page(browser, server, lang: str, width: int, learner: str) -> Page:
    tab = Page(browser, server.url, server.proc)
    tab.page.set_viewport_size({"width": width, "height": 900})
    tab.context.add_init_script(f"window.localStorage.setItem('{ID_KEY}', '{learner}');")
    go(tab, lang)
    return tab


def go(tab: Page, lang: str) -> None:
    tab.page.goto(f"{tab.base}/voila/render/{PAGE}.ipynb?lang={lang}", wait_until="commit",
                  timeout=LOAD)
    tab.page.locator(".rl-lesson-practice .rl-practice-prompt").wait_for(timeout=LOAD)


def current(server, learner: str, lang: str):
    """The drill the page's kernel shows this learner now (from the stored record)."""
    store = AttemptStore(server.store_url)
    try:
        attempts = attempts_of(store, learner)
    finally:
        store.close()
    return next_exercise(attempts, BASIC, lang), attempts


def shown_prompt(tab: Page, ex) -> None:
    tab.page.wait_for_function(
        "p => document.querySelector('.rl-practice-prompt')?.textContent === p", arg=ex.prompt)


def board_levels(tab: Page) -> list[tuple[str, str]]:
    return tab.page.eval_on_selector_all(
        ".rl-practice-rules li", "els => els.map(e => [e.querySelector('.rl-practice-rule')"
        ".textContent, e.querySelector('.rl-practice-level').textContent])")


def shows_levels(tab: Page, levels: list[list[str]], timeout: float = 30_000) -> None:
    """Wait until the page's progress board shows ``levels`` (the board is its own sync
    message, so it may be drawn a moment after the verdict); fail with what it shows."""
    try:
        tab.page.wait_for_function(
            "want => JSON.stringify([...document.querySelectorAll('.rl-practice-rules li')].map("
            "e => [e.querySelector('.rl-practice-rule').textContent,"
            " e.querySelector('.rl-practice-level').textContent])) === JSON.stringify(want)",
            arg=levels, timeout=timeout)
    except PlaywrightTimeout:
        pass
    assert board_levels(tab) == levels


def expected_levels(attempts, lang: str) -> list[list[str]]:
    return [[t(r["rule"], lang), t(f"practice_level_{r['level']}", lang)]
            for r in rule_table(attempts, BASIC)]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_page_at_every_size(browser, server, lang):
    SHOTS.mkdir(parents=True, exist_ok=True)
    for width in (390, 768, 1280, 1920):
        learner = f"voila-size-{lang}-{width}-learner"
        tab = open_page(browser, server, lang, width, learner)
        try:
            ex, _ = current(server, learner, lang)
            shown_prompt(tab, ex)
            assert tab.page.inner_text(".rl-practice-kind")
            box = tab.page.locator(".rl-lesson-practice").bounding_box()
            assert box and box["x"] >= 0 and box["x"] + box["width"] <= width + 1, (width, box)
            wide = tab.page.evaluate(
                "() => [...document.querySelectorAll('.rl-lesson-practice *')].filter("
                "e => e.getBoundingClientRect().right > window.innerWidth + 1).length")
            assert wide == 0, f"{wide} parts wider than {width} px"
            height = tab.page.evaluate("document.querySelector('#rendered_cells')?."
                                       "scrollHeight || document.body.scrollHeight")
            tab.page.set_viewport_size({"width": width, "height": min(max(900, height + 40), 6000)})
            tab.page.screenshot(path=str(SHOTS / f"practice-{lang}-{width}.png"), full_page=True)
            assert not tab.page_errors and not tab.blocked
        finally:
            tab.close()


def test_right_by_mouse_wrong_by_keyboard_and_the_record_stays(browser, server):
    tab = open_page(browser, server, "en", 1280, LEARNER)
    try:
        page = tab.page
        ex, _ = current(server, LEARNER, "en")
        shown_prompt(tab, ex)
        right = sorted(ex.answer) if ex.multi else ex.answer
        click_answer(page, ex, right)
        ok = page.locator(".rl-practice-ok")
        ok.wait_for()
        verdict = ex.grade(right)
        assert verdict.correct and ok.inner_text() == verdict.feedback

        page.click(".rl-practice-next")
        ex2, attempts = current(server, LEARNER, "en")
        assert [a.correct for a in attempts] == [True]
        shown_prompt(tab, ex2)
        wrong = wrong_of(ex2)
        if ex2.choices is None:
            page.focus(".rl-practice-number")
            page.keyboard.type(str(wrong))
            page.keyboard.press("Enter")
        else:
            ids = [c.id for c in ex2.choices]
            page.focus(".rl-practice-choice")
            for cid in [wrong] if isinstance(wrong, str) else wrong:
                page.keyboard.press(str(ids.index(cid) + 1))
            page.keyboard.press("c")
        bad = page.locator(".rl-practice-bad")
        bad.wait_for()
        expected = ex2.grade(wrong)
        assert not expected.correct and expected.feedback != expected.answer_text
        assert bad.inner_text() == expected.feedback, "the verdict must be the engine's reason"
        _, attempts = current(server, LEARNER, "en")
        assert [a.correct for a in attempts] == [True, False]
        levels = expected_levels(attempts, "en")
        shows_levels(tab, levels)

        go(tab, "en")  # a reload: the same record
        shows_levels(tab, levels)
        assert page.inner_text(".rl-practice-prompt") == current(server, LEARNER, "en")[0].prompt

        server.stop()  # a restarted server: the same record from the same store
        server.start()
        go(tab, "de")
        shows_levels(tab, expected_levels(attempts, "de"))
        assert page.inner_text(".rl-practice-prompt") == current(server, LEARNER, "de")[0].prompt
        assert not tab.page_errors
    finally:
        tab.close()
