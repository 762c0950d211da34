"""The teacher's projector view at 1920 x 1080, 1280 x 800 and 1440 x 900 (issue 27.4), in
chromium on `rummy-lab serve` with a SQLite store, English and German: turning it on hides
the hands (even when "Show hands" was on) until the teacher shows them in that view; every
face-up card's corner index is at least 40 px tall on 1920 x 1080 (the same share of the
largest 16:9 size that fits other screens: 27 px on 1280 x 800, 30 px on 1440 x 900) and
the log's text at least 20 px (13, 15 px), with the hands hidden and
shown; the view fits the screen (no part outside the window, nothing left to scroll). A
learner's projector switch on 05 does the same for their table: the whole felt (piles,
an 11-card hand, every button) on the screen, every face-up corner index as big.
Screenshots: /tmp/shots/polish/{teacher,student}-projector-*.png."""

from __future__ import annotations

import pytest
from helpers.screen_fit import CARD_INDEX, OUTSIDE_WINDOW, SCROLL_LEFT, serve_lessons, shot
from helpers.teacher_pages import ROOT, TABLE, face_up, hands, unlock_teacher
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from rummy_lab.ui.demo_table import DemoTable

pytestmark = pytest.mark.browser
LOAD = 120_000
MIN_INDEX = 40  # px on a 1920 px wide screen: a card's corner read from the back of a room (8 m)
LOG_TEXT = 20  # px on a 1920 px wide screen: the log's lines (were 14 px)
SCREENS = [{"width": 1920, "height": 1080}, {"width": 1280, "height": 800},
           {"width": 1440, "height": 900}]
#: JS: (selector) -> the drawn font size in px (zoom included) of the elements matching it
FONT_PX = """(selector) => [...document.querySelectorAll(selector)].map((e) =>
  Math.round(parseFloat(getComputedStyle(e).fontSize) * (e.currentCSSZoom ?? 1)))"""


def on_screen(page, px: int) -> int:
    """``px`` on a 1920 x 1080 screen scaled to this one: by the largest 16:9 size that fits
    it (projected as large: as readable)."""
    size = page.viewport_size
    return round(px * min(size["width"] / 1920, size["height"] / 1080))


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    """`rummy-lab serve` on a SQLite store with a teacher password: (base url, store url)."""
    yield from serve_lessons(tmp_path_factory.mktemp("projector"), "projector-voila.log")


def assert_fits_and_reads(page, what: str) -> None:
    page.wait_for_timeout(400)  # the view's scroll and the cards' motion settle
    index = page.evaluate(CARD_INDEX, f"{TABLE} [data-code]")
    assert index and min(index) >= on_screen(page, MIN_INDEX), f"{what}: card index {min(index or [0])} px"
    log = page.evaluate(FONT_PX, f"{TABLE} .rl-log li")
    assert log and min(log) >= on_screen(page, LOG_TEXT), f"{what}: log text {log[:3]} px"
    outside = page.evaluate(OUTSIDE_WINDOW, f"{ROOT} *")
    assert not outside, f"{what}: outside the window: {outside[:5]}"
    left = page.evaluate(SCROLL_LEFT)
    assert left <= 1, f"{what}: {left} px more below the fold"


@pytest.mark.parametrize("screen", SCREENS, ids=lambda s: f"{s['width']}x{s['height']}")
@pytest.mark.parametrize("lang", ["en", "de"])
def test_projector_hides_hands_reads_from_the_back_and_fits(browser, server, lang, screen):
    base, url = server
    size = f"{lang} {screen['width']}x{screen['height']}"
    demo = DemoTable(url)
    game = demo.play(8)  # mid-hand: three hands of 4-7 cards, a meld, a pile
    assert game.phase in ("draw", "play")
    context = browser.new_context(viewport=screen)
    page = context.new_page()
    page.set_default_timeout(60_000)
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    try:
        unlock_teacher(page, base, lang, timeout=LOAD)
        page.locator(f"{ROOT} tr[data-code='{demo.code}'] .rl-tc-watch").click()
        page.locator(TABLE).wait_for()
        show = page.locator(f"{ROOT} input[data-tc='hands']")
        rev = f"() => document.querySelector('{TABLE}').dataset.rev % 2 === "
        show.check()  # the teacher looks at the hands on their own screen...
        page.wait_for_function(rev + "1")
        assert face_up(page) >= hands(game)
        # ... and turns the projector on: the class must not see them
        page.locator(f"{ROOT} input[data-tc='project']").check()
        page.locator(f"{ROOT}.rl-tc-projecting").wait_for()
        try:
            page.wait_for_function(rev + "0", timeout=20_000)
        except PlaywrightTimeout:
            pytest.fail(f"{size}: the projector view kept every hand face up ('Show hands' on)")
        assert not show.is_checked()
        assert not face_up(page) & hands(game), "the projector shows hidden hands"
        assert_fits_and_reads(page, f"{size}, hands hidden")
        shot(page, "polish", f"teacher-projector-{lang}")
        # shown in the projector view only when the teacher asks there
        show.check()
        page.wait_for_function(rev + "1")
        assert face_up(page) >= hands(game)
        assert_fits_and_reads(page, f"{size}, hands shown")
        shot(page, "polish", f"teacher-projector-hands-{lang}")
        assert not errors, errors
    finally:
        context.close()


@pytest.mark.parametrize("screen", SCREENS, ids=lambda s: f"{s['width']}x{s['height']}")
@pytest.mark.parametrize("lang", ["en", "de"])
def test_learners_projector_shows_the_whole_table_readable(browser, server, lang, screen):
    base, _ = server
    context = browser.new_context(viewport=screen)
    page = context.new_page()
    page.set_default_timeout(60_000)
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    table = ".rl-lesson-play .rl-table-root"
    try:
        page.goto(f"{base}/voila/render/05_play.ipynb?lang={lang}", wait_until="commit",
                  timeout=LOAD)
        page.locator(".rl-setup-form .rl-start").click(timeout=LOAD)
        page.locator(f"{table} button[data-op='draw']:enabled").click(timeout=LOAD)
        page.locator(f"{table} .rl-hand .rl-card").nth(10).wait_for()
        page.locator(f"{table} .rl-projector-btn:not(.rl-save)").click()
        page.wait_for_timeout(600)
        index = page.evaluate(CARD_INDEX, f"{table} [data-code]")
        assert len(index) >= 12 and min(index) >= on_screen(page, MIN_INDEX), f"card index {index}"
        outside = page.evaluate(OUTSIDE_WINDOW, f"{table} .rl-felt, {table} .rl-hand .rl-card, "
                                                f"{table} .rl-actions .rl-btn")
        shot(page, "polish", f"student-projector-{lang}")
        assert not outside, f"below the fold: {outside[:4]}"
        page.locator(f"{table} .rl-projector-btn:not(.rl-save)").click()  # off for the next page
        assert not errors, errors
    finally:
        context.close()
