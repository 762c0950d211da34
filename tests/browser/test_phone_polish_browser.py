"""Three lessons on a phone, 390 x 844 (issue 27.8), English and German, in chromium on
`rummy-lab serve`: on 05 the discard pile, the hand (10 cards before the draw, 11 after)
and every button lie on one screen together; 02's verdict stands above the 54-card deck,
on the screen with the cards typed and with the whole deck while cards are picked; 04's
score tables fit the panel with every variant shown (German "Summe" was cut). Screenshots:
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
    parts = f"{table} .rl-piles, {table} .rl-hand .rl-card, {table} .rl-actions .rl-btn"
    for drawn in (False, True):  # the turn's two steps: draw, then meld or discard
        if drawn:
            draw.click()
            phone.locator(f"{table} .rl-hand .rl-card").nth(10).wait_for()
        to_top(phone, f"{table} .rl-piles")
        assert phone.locator(f"{table} .rl-actions .rl-btn").count() >= 5
        outside = phone.evaluate(OUTSIDE_WINDOW, parts)
        shot(phone, "polish", f"phone-05-{lang}" + ("" if drawn else "-draw"))
        assert not outside, f"not on the screen with the pile (drawn: {drawn}): {outside}"


@pytest.mark.parametrize("lang", LANGS)
def test_sandbox_verdict_above_the_deck(phone, server, lang):
    sandbox = ".rl-lesson-sandbox"
    open_lesson(phone, server[0], "02_melds_and_layoffs", lang, f"{sandbox} .rl-verdicts")
    verdict = phone.locator(f"{sandbox} .rl-verdicts").bounding_box()
    deck = phone.locator(f"{sandbox} .rl-board-row[data-row^='deck:']").first.bounding_box()
    assert verdict["y"] + verdict["height"] <= deck["y"], (verdict, deck)
    to_top(phone, f"{sandbox} .widget-text")  # the cards typed, then the verdict
    outside = phone.evaluate(OUTSIDE_WINDOW, f"{sandbox} .rl-verdicts, {sandbox} .widget-text")
    assert not outside, outside
    # picking cards in the deck: the verdict stays on the screen with the whole deck (a
    # click scrolls only to a card off the screen); three cards that make no meld have
    # the longest reasons
    phone.locator(f"{sandbox} .widget-text input").fill("")
    phone.locator(f"{sandbox} .rl-verdicts").wait_for(state="detached")  # "pick some cards"
    to_top(phone, f"{sandbox} .rl-sandbox-verdicts")
    picked = f"{sandbox} .rl-board-row[data-row='picked'] .rl-card"
    cards = f"{sandbox} .rl-board-row[data-row^='deck:'] .rl-card"
    parts = f"{sandbox} .rl-verdicts, {picked}, {cards}"
    for n, code in enumerate(("9S", "10S", "JH"), 1):
        phone.locator(f"{cards}[data-code='{code}']").click()
        phone.locator(picked).nth(n - 1).wait_for()
        phone.locator(f"{sandbox} .rl-verdicts").wait_for()
        phone.wait_for_timeout(300)
        outside = phone.evaluate(OUTSIDE_WINDOW, parts)
        assert not outside, f"after {n} card(s) picked, off the screen: {outside}"
    assert phone.locator(f"{sandbox} .rl-verdicts .rl-no").count() == 3  # no meld anywhere
    shot(phone, "polish", f"phone-02-{lang}")


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
    off = phone.locator(".rl-lesson-explorer .widget-toggle-button:not(.mod-active)")
    for shown in range(1, 1 + off.count()):  # every variant's table (500 Rum's: 6 columns)
        off.first.click()
        phone.locator(".rl-explorer-variant").nth(shown).wait_for()
    assert phone.locator(".rl-explorer-variant").count() == 3
    cut = phone.evaluate(CUT_TABLES)
    to_top(phone, ".rl-lesson-explorer .rl-explorer-variant")
    shot(phone, "polish", f"phone-04-{lang}")
    assert not cut, cut
