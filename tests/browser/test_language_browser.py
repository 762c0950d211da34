"""Every lesson dashboard in German, in Debian's chromium, and the EN | DE switch.

A session fixture serves the notebooks like ``make serve`` (``rummy-lab serve`` on a free
port; it FAILS, never skips, when chromium or the command is missing). The walk takes
every notebook found in notebooks/ (a new lesson is walked without editing this file),
opens it with ``?lang=de``, clicks the main controls it finds (start a game, draw, next
step, play to the end, score) and asserts that no visible text or spoken label is
English (the checker of ``german_ui``). Then the switch: a click changes the page without
reloading it, the choice survives a reload (localStorage), and ``?lang=`` wins over it.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import nbformat
import pytest
from conftest import ARTIFACTS, CHROMIUM, free_port, need_executable, start_server, stop_server
from helpers.german_ui import english_in

pytestmark = pytest.mark.browser

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
WALK = sorted(p.stem for p in NOTEBOOKS.glob("[0-9][0-9]_*.ipynb"))
LOAD_TIMEOUT = 150_000  # ms; the strategy lab simulates for a while before its last cell
#: German labels of the main controls, clicked in this order where a page has them.
CONTROLS = ["Spiel starten", "Ziehen", "Tipp", "Weiter ▶", "Weiter ▶", "Bis zum Ende »",
            "Werten"]
#: Visible text and spoken labels (aria-label, title, alt, placeholder) of the page.
SEEN = """() => {
  const out = [document.body.innerText];
  for (const el of document.querySelectorAll('[aria-label],[title],[alt],[placeholder]')) {
    if (!el.checkVisibility()) continue;
    for (const a of ['aria-label', 'title', 'alt', 'placeholder']) {
      const v = el.getAttribute(a);
      if (v) out.push(v);
    }
  }
  return out;
}"""


@pytest.fixture(scope="module")
def server():
    need_executable(CHROMIUM, "chromium")
    cli = need_executable(Path(sys.executable).with_name("rummy-lab"), "the rummy-lab command")
    port = free_port()
    env = {**os.environ, "PATH": str(Path(sys.executable).parent) + os.pathsep + os.environ["PATH"]}
    url, proc, log = start_server([cli, "serve", "--port", str(port)], port,
                                  "language-voila.log", env=env)
    yield url
    stop_server(proc, log)


@pytest.fixture
def context(browser):
    ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    yield ctx
    ctx.close()


def _last_cell(name: str) -> str:
    return nbformat.read(NOTEBOOKS / f"{name}.ipynb", as_version=4).cells[-1]["id"]


def open_page(page, base: str, name: str, query: str = "") -> None:
    """Go to a dashboard and wait until every cell and the language switch are there."""
    page.goto(f"{base}/voila/render/{name}.ipynb{query}", wait_until="commit",
              timeout=LOAD_TIMEOUT)
    page.locator(f'[id="cell-id={_last_cell(name)}"]').wait_for(state="attached",
                                                               timeout=LOAD_TIMEOUT)
    page.locator(".rl-language button").first.wait_for(timeout=LOAD_TIMEOUT)
    page.wait_for_load_state("load")
    page.wait_for_timeout(1500)  # the kernel's answer to the switch's first message


def lang_shown(page) -> str | None:
    """The language the page shows; <html lang> (screen readers, hyphenation) says the same."""
    shown, html = page.evaluate("() => [document.documentElement.dataset.rlLang || null,"
                                " document.documentElement.lang]")
    assert shown is None or html == shown, f"<html lang={html!r}> on a page shown in {shown}"
    return shown


@pytest.mark.parametrize("name", WALK)
def test_every_dashboard_in_german_shows_no_english(server, context, name):
    page = context.new_page()
    page.set_default_timeout(30_000)
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    open_page(page, server, name, "?lang=de")
    assert lang_shown(page) == "de"
    seen = page.evaluate(SEEN)
    for label in CONTROLS:
        button = page.get_by_role("button", name=label, exact=True)
        if button.count() and button.first.is_visible() and button.first.is_enabled():
            button.first.click()
            page.wait_for_timeout(2500)
            seen += page.evaluate(SEEN)
    page.screenshot(path=str(ARTIFACTS / f"german-{name}.png"), full_page=True)
    problems = english_in({name: seen})
    assert not problems, f"English in the German {name}:\n" + "\n".join(problems[:30])
    assert not errors, errors


def test_the_switch_changes_the_page_without_reload(server, context):
    page = context.new_page()
    open_page(page, server, "02_melds_and_layoffs")
    assert lang_shown(page) == "en"
    assert "Lesson 2" in page.locator("h1").first.inner_text()
    page.evaluate("() => { window.__notReloaded = true; }")
    page.locator(".rl-language button", has_text="DE").click()
    page.get_by_text("Melde-Sandkasten").first.wait_for(timeout=20_000)  # the kernel's widget
    assert "Lektion 2" in page.locator("h1").first.inner_text()
    assert page.get_by_role("heading", name="Sätze und Reihen").is_visible()
    assert not page.get_by_role("heading", name="Sets and runs").is_visible()
    assert page.evaluate("() => window.__notReloaded === true")
    assert page.locator(".rl-language button[aria-pressed=true]").inner_text() == "DE"
    assert lang_shown(page) == "de"


def test_the_choice_is_remembered_after_reload(server, context):
    page = context.new_page()
    open_page(page, server, "05_play")
    page.locator(".rl-language button", has_text="DE").click()
    page.get_by_role("button", name="Spiel starten").wait_for(timeout=20_000)
    open_page(page, server, "01_guided_hand")          # another page, no ?lang=
    assert lang_shown(page) == "de"
    page.get_by_role("button", name="Weiter ▶").wait_for(timeout=20_000)
    page.reload(wait_until="commit")
    page.locator(".rl-language button").first.wait_for(timeout=LOAD_TIMEOUT)
    page.get_by_role("button", name="Weiter ▶").wait_for(timeout=LOAD_TIMEOUT)
    assert "Lektion 1" in page.locator("h1").first.inner_text()


def test_the_address_wins_over_the_remembered_choice(server, context):
    page = context.new_page()
    open_page(page, server, "05_play", "?lang=de")
    page.get_by_role("button", name="Spiel starten").wait_for(timeout=20_000)
    open_page(page, server, "05_play", "?lang=en")      # remembered: de; asked: en
    assert lang_shown(page) == "en"
    page.get_by_role("button", name="Start game").wait_for(timeout=20_000)
    assert page.evaluate("() => localStorage.getItem('rummy-lab-lang')") == "en"
    page.locator(".rl-language button", has_text="DE").click()  # a click keeps ?lang= in step
    page.get_by_role("button", name="Spiel starten").wait_for(timeout=20_000)
    assert page.evaluate("() => new URLSearchParams(location.search).get('lang')") == "de"
