"""The play table's keyboard in Debian's chromium, issue 27 item 7: a skip link as the
widget's first stop, one letter per action and a help panel listing them (English and
German), a whole turn (draw, meld, discard) in eight key presses from the hand, and the
four-colour tick of the play page's form taking effect mid-game.

How each failed on ad9e0f8 is in the commit message.
"""

from __future__ import annotations

import pytest
from helpers.screen_fit import serve_lessons
from helpers.voila_pages import READY

pytestmark = pytest.mark.browser
KEYS_TO_START = ["Tab", "Enter"]  # from the top of 05 to "Start game": the skip link, Enter
ACTIVE = "() => document.activeElement.className"


@pytest.fixture(scope="module")
def lessons(tmp_path_factory):
    yield from serve_lessons(tmp_path_factory.mktemp("keys"), "keys-voila.log")


def _open(browser, url, name):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(f"{url}/voila/render/{name}.ipynb", timeout=60_000)
    return context, page, errors


def test_a_whole_turn_in_eight_keys_and_the_help_lists_them(browser, voila_url):  # noqa: F811
    from playwright.sync_api import expect

    context, page, errors = _open(browser, voila_url, "table_keys")
    page.wait_for_selector(f"{READY} .rl-hand .rl-card", timeout=60_000)
    skip = page.locator(".rl-skip-link")
    expect(skip).to_have_text("Skip to your hand")
    skip.focus()
    page.keyboard.press("Enter")
    first = page.locator(".rl-hand .rl-card").first
    expect(first).to_be_focused()
    rev = int(page.locator(".rl-table-root").get_attribute("data-rev"))
    keys = ["d", "Space", "ArrowRight", "Space", "ArrowRight", "Space", "m", "x"]
    for key in keys:
        page.keyboard.press(key)
        if key in ("d", "m"):  # the move is drawn before the next key
            page.wait_for_function(
                f"() => +document.querySelector('.rl-table-root').dataset.rev > {rev}")
            rev = int(page.locator(".rl-table-root").get_attribute("data-rev"))
            expect(page.locator(".rl-table-root")).not_to_have_class("rl-busy")
    assert len(keys) <= 8
    expect(page.locator(".rl-log")).to_contain_text("Ben")  # the turn is over: Ben's turn came
    log = page.locator(".rl-log").inner_text()
    assert "A♠" in log and "2♠" in log and "3♠" in log, log  # the meld
    assert page.locator(".rl-melds .rl-card").count() >= 3
    # the help: "?" opens it, every action named with its key
    page.locator(".rl-hand .rl-card").first.focus()
    page.keyboard.press("?")
    help_box = page.locator(".rl-keys-help")
    expect(help_box).to_be_visible()
    text = help_box.inner_text()
    for word in ("Draw", "Meld", "Discard", "Hint", "Undo", "Keyboard shortcuts"):
        assert word in text, (word, text)
    page.keyboard.press("Escape")
    expect(help_box).to_be_hidden()
    context.close()
    assert not errors, errors


def test_german_help_and_the_four_colour_tick_mid_game(browser, voila_url):  # noqa: F811
    from playwright.sync_api import expect

    context, page, errors = _open(browser, voila_url, "setup_panel_de")
    page.get_by_role("button", name="Spiel starten").click()
    page.wait_for_selector(f"{READY} .rl-hand .rl-card", timeout=60_000)
    page.locator(".rl-keys-btn").click()
    text = page.locator(".rl-keys-help").inner_text()
    for word in ("Tastenkürzel", "Ziehen", "ablegen", "Anlegen", "Leertaste"):
        assert word in text, (word, text)
    expect(page.locator(".rl-skip-link")).to_have_text("Zu deiner Hand springen")
    before = page.evaluate("() => document.querySelector('.rl-hand').innerHTML")
    page.locator('.rl-setup-form input[data-focus="four_colour"]').first.check()
    page.wait_for_function(f"() => document.querySelector('.rl-hand').innerHTML !== {before!r}",
                           timeout=10_000)
    context.close()
    assert not errors, errors


@pytest.mark.parametrize("lang,label", [("en", "Skip to \u201cStart game\u201d"),
                                        ("de", "Zu \u201eSpiel starten\u201c springen")])
def test_start_game_is_a_few_keys_from_the_top_of_the_play_page(browser, lessons, lang, label):
    """Issue 27 item 7 on 05: from the page's top, Tab reaches a skip link first (before the
    nine lesson links and EN | DE) and Enter on it focuses "Start game": two keys, in
    English and German; Enter then starts the game. On the old page 'Start game' was the
    23rd Tab stop."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(f"{lessons[0]}/voila/render/05_play.ipynb?lang={lang}", wait_until="commit",
              timeout=120_000)
    page.locator(".rl-setup-form .rl-start").wait_for(timeout=120_000)
    page.wait_for_timeout(500)
    pressed: list[str] = []
    while "rl-start" not in page.evaluate(ACTIVE).split() and len(pressed) < 30:
        key = "Enter" if page.evaluate(ACTIVE) == "rl-start-skip" else "Tab"
        if key == "Enter":
            assert page.evaluate("() => document.activeElement.textContent") == label
        page.keyboard.press(key)
        pressed.append(key)
    assert pressed == KEYS_TO_START, f"{lang}: {len(pressed)} keys to Start: {pressed}"
    assert page.locator(".rl-start-skip").count() == 1, "one skip link, however often redrawn"
    page.keyboard.press("Enter")
    page.locator(f".rl-lesson-play {READY} .rl-hand .rl-card").first.wait_for(timeout=60_000)
    context.close()
    assert not errors, errors
