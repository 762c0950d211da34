"""The scoring explorer (04) in Debian's chromium, issue 27 item 3: a refused lay-off
changes nothing on the page (the card stays in the deck, the tables stay), the same card
then goes where it fits; the menu lists the examples by title; the upload sits in the
teacher's TOML box; Clear empties the board; no drop-down cuts its choices. Photographed
at 390 and 1280 px in English and German (test-artifacts/explorer27-*.png).

On d81e364 the 9♥ stayed drawn on meld 1 and the tables vanished
(``.rl-explorer-variant`` count 0), and the menu showed "rummy500_3p.toml". With titles in
the menu, three were too long for a phone (German 392 px text in a 294 px drop-down): they
are shorter now (docs/scenarios). After Clear the "Went out" drop-down showed no choice
(its "nobody" was the value None) until that became "".
"""

from __future__ import annotations

import pytest
from helpers.dashboard_pages import assert_clean as _assert_clean
from helpers.dashboard_pages import cut_choices, explorer_shots

pytestmark = pytest.mark.browser
ROOT = ".rl-lesson-explorer"


def test_a_refused_layoff_changes_nothing_on_the_page(tab):
    tab.open("04_scoring_scenarios")
    page = tab.page
    root = page.locator(ROOT)
    page.locator(".rl-practice").first.wait_for()  # the lesson's trainer: a second cards sheet
    width = "e => e.getBoundingClientRect().width"
    assert root.locator('[data-row^="deck:"] .rl-card').first.evaluate(width) == \
        pytest.approx(52, abs=1), "the board's card size, not the trainer's 60 px"
    chooser = root.locator("select").first
    shown = "s => s.options[s.selectedIndex].text.replace(/\\u00a0/g, ' ')"
    assert chooser.evaluate(shown) == "Rummy 500, three players: everybody scores"
    assert root.locator(".rl-explorer-upload").is_hidden()  # inside the closed TOML box
    target = root.locator("select").nth(3)  # example, players, went out, target
    target.select_option(label="meld 1 of Ann, laid off by Ben")
    root.locator('.rl-board-row[data-row="deck:H"] .rl-card[data-code="9H"]').click()
    root.locator(".rl-msg-error", has_text="9♥ does not belong").wait_for()
    assert root.locator('.rl-board-row[data-row="meld:0"] .rl-card[data-code="9H"]').count() == 0
    assert root.locator(".rl-explorer-variant").count() == 1, "the tables stay"
    assert root.locator('.rl-board-row[data-row="deck:H"] .rl-card[data-code="9H"]').count() == 1
    explorer_shots(page, "explorer27-refused-en")
    target.select_option(label="Ben's hand")
    root.locator('.rl-board-row[data-row="deck:H"] .rl-card[data-code="9H"]').click()
    root.locator('.rl-board-row[data-row="hand:Ben"] .rl-card[data-code="9H"]').wait_for()
    assert root.locator(".rl-msg-error").count() == 0
    assert root.locator('.rl-board-row[data-row="deck:H"] .rl-card[data-code="9H"]').count() == 0
    root.locator(".rl-explorer-clear").click()
    page.wait_for_function(
        "() => document.querySelectorAll('.rl-lesson-explorer [data-row^=\"deck:\"] .rl-card')"
        ".length === 53")  # 52 and the joker (two of it)
    assert root.locator('[data-row^="meld:"]').count() == 0
    _assert_clean(tab, "04_scoring_scenarios")
    explorer_shots(page, "explorer27-cleared-en")
    page.locator(".rl-language button", has_text="DE").first.click()
    root.locator(".rl-explorer-clear", has_text="Leeren").wait_for()
    assert chooser.evaluate(shown) == "Rummy 500, drei Spieler: jeder punktet"
    target.select_option(index=1)  # "in eine neue Meldung von Ann"
    for code in ("3S", "4S", "9H"):  # 3♠ 4♠ wait for a third card; 9♥ is refused
        root.locator(f'.rl-board-row[data-row^="deck:"] .rl-card[data-code="{code}"]').click()
        page.wait_for_timeout(400)
    root.locator(".rl-msg-error", has_text="Meldung 1 (von Ann)").wait_for()
    assert root.locator('.rl-board-row[data-row="meld:0"] .rl-card').count() == 2
    explorer_shots(page, "explorer27-growing-de")
    cut = cut_choices(tab)
    assert not cut, f"a drop-down cuts its choices: {cut}"
