"""Three lessons on a phone, 390 x 844 (issue 27.8), English and German, in chromium on
`rummy-lab serve`: on 05 the discard pile, an 11-card hand and every button lie on one
screen together; 02's verdict stands above the 54-card deck, on the screen with the
cards typed; 04's score tables fit the panel (German "Summe" was cut). Screenshots:
/tmp/shots/polish/phone-*.png."""

from __future__ import annotations

import pytest
from helpers.screen_fit import OUTSIDE_WINDOW, serve_lessons, shot

pytestmark = pytest.mark.browser
LOAD = 120_000
PHONE = {"width": 390, "height": 844}
LANGS = ["en", "de"]


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    yield from serve_lessons(tmp_path_factory.mktemp("phone"), "phone-voila.log")


@pytest.fixture
def phone(browser):
    context = browser.new_context(viewport=PHONE)
    page = context.new_page()
    page.set_default_timeout(60_000)
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    yield page
    context.close()
    assert not errors, errors


def open_lesson(page, base: str, name: str, lang: str, ready: str) -> None:
    page.goto(f"{base}/voila/render/{name}.ipynb?lang={lang}", wait_until="commit",
              timeout=LOAD)
    page.locator(ready).first.wait_for(timeout=LOAD)
    page.wait_for_timeout(500)


def to_top(page, selector: str) -> None:
    page.evaluate(f"() => document.querySelector({selector!r}).scrollIntoView()")
    page.wait_for_timeout(300)


@pytest.mark.parametrize("lang", LANGS)
def test_play_pile_hand_and_buttons_on_one_screen(phone, server, lang):
    open_lesson(phone, server[0], "05_play", lang, ".rl-setup-form .rl-start")
    phone.locator(".rl-setup-form .rl-start").click()
    table = ".rl-lesson-play .rl-table-root"
    draw = phone.locator(f"{table} button[data-op='draw']:enabled")
    draw.wait_for(timeout=LOAD)  # the learner's turn (after the bot's, when it began)
    draw.click()
    phone.locator(f"{table} .rl-hand .rl-card").nth(10).wait_for()
    to_top(phone, f"{table} .rl-piles")
    parts = f"{table} .rl-piles, {table} .rl-hand .rl-card, {table} .rl-actions .rl-btn"
    assert phone.locator(f"{table} .rl-actions .rl-btn").count() >= 5
    outside = phone.evaluate(OUTSIDE_WINDOW, parts)
    shot(phone, "polish", f"phone-05-{lang}")
    assert not outside, f"not on the screen with the pile: {outside}"


@pytest.mark.parametrize("lang", LANGS)
def test_sandbox_verdict_above_the_deck(phone, server, lang):
    sandbox = ".rl-lesson-sandbox"
    open_lesson(phone, server[0], "02_melds_and_layoffs", lang, f"{sandbox} .rl-verdicts")
    verdict = phone.locator(f"{sandbox} .rl-verdicts").bounding_box()
    deck = phone.locator(f"{sandbox} .rl-board-row[data-row^='deck:']").first.bounding_box()
    assert verdict["y"] + verdict["height"] <= deck["y"], (verdict, deck)
    to_top(phone, f"{sandbox} .widget-text")  # the cards typed, then the verdict
    outside = phone.evaluate(OUTSIDE_WINDOW, f"{sandbox} .rl-verdicts, {sandbox} .widget-text")
    shot(phone, "polish", f"phone-02-{lang}")
    assert not outside, outside


#: JS: the explorer's score tables that are wider than their box, or cut a cell
CUT_TABLES = """() => [...document.querySelectorAll('.rl-lesson-explorer table.rl-grid')]
  .flatMap((t) => {
    const r = t.getBoundingClientRect();
    const cut = [...t.querySelectorAll('th, td')].filter((c) => {
      const b = c.getBoundingClientRect();
      return b.right > r.right + 1 || b.right > innerWidth;
    }).map((c) => c.textContent);
    return t.scrollWidth > t.clientWidth + 1 || cut.length
      ? [`${t.scrollWidth} > ${t.clientWidth} px, cut: ${cut.join(', ')}`] : [];
  })"""


@pytest.mark.parametrize("lang", LANGS)
def test_explorer_score_tables_fit(phone, server, lang):
    grid = ".rl-lesson-explorer table.rl-grid"
    open_lesson(phone, server[0], "04_scoring_scenarios", lang, grid)
    assert phone.locator(grid).count() >= 2
    cut = phone.evaluate(CUT_TABLES)
    phone.locator(grid).first.scroll_into_view_if_needed()
    shot(phone, "polish", f"phone-04-{lang}")
    assert not cut, cut
