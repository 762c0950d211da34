"""The one card component in the meld sandbox and the table's suggested melds, in Debian's
chromium against the session's Voilà server (tests/notebooks/).

Sandbox: cards picked by mouse and by keyboard (Tab, arrows, Enter, Space), the verdicts
follow, the focus stays on the card used, the picked cards put back on click, German.
Table: "Suggest melds" groups the hand (melds, lay-offs, the cards left), a group's title
selects its cards, "Meld" plays them, toggling off gives the learner's own order back.
Nothing is clipped at 390 px. Screenshots go to test-artifacts/cards_*.png.
"""

from __future__ import annotations

import re

import pytest
from helpers.layout_checks import CLIPPED
from helpers.voila_pages import (
    READY,
    assert_nothing_clipped,
    checked_page,
    full_shot,
    open_notebook,
    open_page,
)

pytestmark = pytest.mark.browser

SIZES = {"phone": (390, 844), "laptop": (1280, 800)}
SANDBOX_WATCHED = ", ".join([".rl-sandbox .rl-card", ".rl-sandbox button", ".rl-sandbox input",
                             ".rl-sandbox .rl-verdicts td", ".rl-sandbox .rl-verdicts th"])
#: the layout test's check, with the sandbox as the widget that must hold its elements
SANDBOX_CLIPPED = CLIPPED.replace("'.rl-tb'", "'.rl-sandbox'").replace(
    ".rl-tb *:not", ".rl-sandbox *:not")
FOCUSED = "() => { const e = document.activeElement; return e && e.dataset.code ? " \
          "[e.closest('.rl-board-row').dataset.row, e.dataset.code] : null; }"


def open_sandbox(browser, url: str, notebook: str, size: str):
    width, height = SIZES[size]
    return open_notebook(browser, url, notebook, width, height,
                         ".rl-sandbox .rl-board-row[data-row='deck:H'] .rl-card")


def deck(page, code: str):
    return page.locator(f".rl-sandbox .rl-board-row[data-row^='deck:'] .rl-card[data-code='{code}']")


def picked(page) -> list[str]:
    return page.locator(".rl-sandbox .rl-board-row[data-row='picked'] .rl-card").evaluate_all(
        "els => els.map(e => e.dataset.code)")


def sandbox_fits(page, shot: str) -> None:
    page.wait_for_timeout(300)
    bad = page.evaluate(SANDBOX_CLIPPED, SANDBOX_WATCHED)
    full_shot(page, f"cards_{shot}")
    assert not bad, bad


@pytest.mark.parametrize("size", list(SIZES))
def test_sandbox_cards_by_mouse_and_keyboard(browser, voila_url, size):
    from playwright.sync_api import expect

    with checked_page(open_sandbox(browser, voila_url, "sandbox.ipynb", size)) as page:
        basic = page.locator(".rl-sandbox .rl-v-basic")
        expect(basic).to_contain_text("✗ no meld")
        assert picked(page) == ["8S", "8H"]
        expect(deck(page, "8S")).to_have_attribute("aria-pressed", "true")
        expect(deck(page, "8D")).to_have_attribute("aria-pressed", "false")
        expect(deck(page, "8D")).to_have_attribute("role", "button")

        # the mouse: 8♦ makes a set; the redrawn board keeps the focus on 8♦
        deck(page, "8D").click()
        expect(basic).to_contain_text("✓ a set")
        expect(deck(page, "8D")).to_have_attribute("aria-pressed", "true")
        assert picked(page) == ["8S", "8H", "8D"]
        assert page.evaluate(FOCUSED) == ["deck:D", "8D"]
        expect(page.locator(".rl-sandbox input[type='text']")).to_have_value("8S 8H 8D")

        # the keyboard: arrow to 9♦, Enter picks it, Space puts it back; focus stays on 9♦
        page.keyboard.press("ArrowRight")
        assert page.evaluate(FOCUSED) == ["deck:D", "9D"]
        page.keyboard.press("Enter")
        expect(basic).to_contain_text("✗ no meld")
        expect(deck(page, "9D")).to_have_attribute("aria-pressed", "true")
        assert page.evaluate(FOCUSED) == ["deck:D", "9D"]
        page.keyboard.press(" ")
        expect(basic).to_contain_text("✓ a set")
        expect(deck(page, "9D")).to_have_attribute("aria-pressed", "false")
        assert page.evaluate(FOCUSED) == ["deck:D", "9D"]

        # Tab from the Clear button reaches the cards: first the picked ones
        page.get_by_role("button", name="Clear", exact=True).focus()
        page.keyboard.press("Tab")
        assert page.evaluate(FOCUSED) == ["picked", "8S"]
        page.keyboard.press("Enter")                      # puts 8♠ back
        expect(basic).to_contain_text("✗ no meld")
        assert picked(page) == ["8H", "8D"]
        assert page.evaluate(FOCUSED) == ["picked", "8H"]  # its neighbour takes the focus
        expect(deck(page, "8S")).to_have_attribute("aria-pressed", "false")
        deck(page, "JK").click()                          # a joker completes the set in 500
        expect(page.locator(".rl-sandbox .rl-v-rummy500")).to_contain_text("✓ a set")
        sandbox_fits(page, f"sandbox_en_{size}")


@pytest.mark.parametrize("size", list(SIZES))
def test_sandbox_in_german(browser, voila_url, size):
    from playwright.sync_api import expect

    with checked_page(open_sandbox(browser, voila_url, "sandbox_de.ipynb", size)) as page:
        row = page.locator(".rl-sandbox .rl-board-row[data-row='picked']")
        expect(row.locator(".rl-board-label")).to_have_text(
            "Deine Karten (klicke eine an, um sie zurückzulegen)")
        expect(row.locator(".rl-card").first).to_have_attribute("aria-label",
                                                                "Pik-Acht zurücklegen")
        expect(deck(page, "8D")).to_have_attribute("aria-label", "Karo-Acht")
        deck(page, "8D").click()
        expect(page.locator(".rl-sandbox .rl-v-basic")).to_contain_text("✓ ein Satz")
        assert page.evaluate(FOCUSED) == ["deck:D", "8D"]
        sandbox_fits(page, f"sandbox_de_{size}")


def hand_codes(page) -> list[str]:
    return page.locator(".rl-hand .rl-card").evaluate_all("els => els.map(e => e.dataset.code)")


@pytest.mark.parametrize("size", ["phone_390", "laptop_1280"])
def test_suggested_melds_group_the_hand_and_select_a_group(browser, voila_url, size):
    from playwright.sync_api import expect

    with checked_page(open_page(browser, voila_url, "table_500_suggest.ipynb", size)) as page:
        page.wait_for_selector(f"{READY} .rl-hand .rl-card", timeout=60_000)
        page.locator("button[data-op='draw']").click()
        expect(page.locator(".rl-hand-count")).to_have_text("11 cards")
        page.locator(".rl-hand .rl-card").nth(3).focus()
        page.keyboard.press("Shift+ArrowLeft")           # the learner's own order
        page.wait_for_timeout(200)
        own = hand_codes(page)
        melds = page.locator(".rl-meld").count()
        toggle = page.locator(".rl-suggest-btn")
        expect(toggle).to_have_text("Suggest melds")
        expect(toggle).to_have_attribute("aria-pressed", "false")
        toggle.focus()
        page.keyboard.press("Enter")                       # the keyboard works the toggle
        expect(toggle).to_have_attribute("aria-pressed", "true")
        expect(page.locator(".rl-suggest-group.rl-suggest-meld")).to_have_count(1)
        expect(page.locator(".rl-suggest-group.rl-suggest-left .rl-suggest-label")).to_contain_text(
            "Left in hand:")
        assert page.evaluate("() => document.activeElement.dataset.focus") == "btn:suggest"
        assert sorted(hand_codes(page)) == sorted(own)     # every card, nothing more
        groups = page.locator(".rl-suggest-group").evaluate_all(
            "els => els.map(g => [...g.querySelectorAll('.rl-card')].map(c => c.dataset.code))")
        assert groups[0] == ["JS", "JH", "JC"], groups     # the arrangement's meld first
        assert_nothing_clipped(page, f"suggest_{size}")
        full_shot(page, f"cards_suggest_en_{size}")

        # one click selects the suggested meld, one more melds it
        page.locator(".rl-suggest-meld .rl-suggest-pick").click()
        expect(page.locator(".rl-selected-count")).to_have_text("3 selected")
        expect(page.locator(".rl-suggest-meld .rl-card.rl-selected")).to_have_count(3)
        page.locator("button[data-op='meld']").click()
        expect(page.locator(".rl-meld")).to_have_count(melds + 1)
        expect(page.locator(".rl-hand-count")).to_have_text("8 cards")
        expect(toggle).to_have_attribute("aria-pressed", "true")

        # off again: the learner's own order, without the melded cards
        toggle.click()
        expect(toggle).to_have_attribute("aria-pressed", "false")
        expect(page.locator(".rl-suggest")).to_have_count(0)
        assert hand_codes(page) == [c for c in own if c not in ("JS", "JH", "JC")]


@pytest.mark.parametrize("size", ["phone_390", "laptop_1280"])
def test_suggested_melds_in_german(browser, voila_url, size):
    from playwright.sync_api import expect

    with checked_page(open_page(browser, voila_url, "setup_panel_de.ipynb", size)) as page:
        page.locator(".rl-setup-form").get_by_role("button", name="Spiel starten").click()
        expect(page.locator(".rl-hand-count")).to_have_text("10 Karten")
        page.locator("button[data-op='draw']").click()
        expect(page.locator(".rl-hand-count")).to_have_text("11 Karten")
        page.get_by_role("button", name="Meldungen vorschlagen").click()
        expect(page.locator(".rl-suggest-btn")).to_have_attribute("aria-pressed", "true")
        expect(page.locator(".rl-suggest-left .rl-suggest-label")).to_contain_text(
            "Bleibt auf der Hand:")
        expect(page.locator(".rl-suggest-note")).to_contain_text(
            re.compile("Nur ein Vorschlag|In dieser Hand ist noch keine Meldung"))
        expect(page.locator(".rl-hand .rl-card")).to_have_count(11)
        assert_nothing_clipped(page, f"suggest_de_{size}")
        full_shot(page, f"cards_suggest_de_{size}")
