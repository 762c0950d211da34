"""The strategy lab (06) in Debian's chromium, issue 27 item 5: dashboard controls (game,
players, bots, hands) and a Run button whose progress bar speaks the page's language; the
results as a narrow table and a bar chart that fit a 390 px phone.

On ad9e0f8 the page had no controls (``.rl-lab`` never appeared: the wait timed out) and
its only progress was tqdm's English "hands: 100% … hand/s".
"""

from __future__ import annotations

import re

import pytest
from helpers.dashboard_pages import assert_clean as _assert_clean
from helpers.dashboard_pages import cut_choices

pytestmark = pytest.mark.browser
LAB = ".rl-lab"


def test_the_lab_runs_the_chosen_bots_with_a_german_progress_bar(tab):
    tab.open("06_strategy_lab")
    page = tab.page
    page.set_viewport_size({"width": 390, "height": 844})
    lab = page.locator(LAB)
    lab.wait_for()
    page.locator(".rl-language button", has_text="DE").first.click()
    run = lab.locator("button.rl-lab-run")
    run.filter(has_text="Starten").wait_for()
    selects = lab.locator("select")
    selects.nth(0).select_option(label="Rummy 500")
    selects.nth(1).select_option(label="4")
    page.wait_for_function("() => document.querySelectorAll('.rl-lab select').length === 7")
    selects.nth(2).select_option(label="50")
    selects.nth(6).select_option(label="schwer")
    lab.locator("input[type=checkbox]").check()
    # the progress line, read while the hands are played
    page.evaluate("""() => { window.rlSeen = [];
      const s = document.querySelector('.rl-lab-status');
      new MutationObserver(() => window.rlSeen.push(s.innerText))
        .observe(s, {subtree: true, childList: true, characterData: true}); }""")
    run.click()
    lab.locator(".rl-lab-status", has_text="100 Hände gespielt.").wait_for(timeout=120_000)
    seen = page.evaluate("() => window.rlSeen")
    moving = [s for s in seen if re.fullmatch(r"\d+ von 100 Händen gespielt", s.strip())]
    assert len(moving) >= 2, seen
    assert lab.locator(".rl-lab-progress").count() == 1
    text = page.locator("body").inner_text()
    assert "hand/s" not in text and "hands:" not in text
    tables = lab.locator("table.rl-lab-table")
    assert tables.count() == 2, "standard rules and top discard only"
    assert tables.first.locator("tbody tr").count() == 4
    assert "Platz 4 · schwer" in tables.first.inner_text()
    assert lab.locator(".rl-lab-chart").count() == 3, "two shares won, one points per hand"
    assert lab.locator(".rl-lab-points .rl-lab-bar-row").count() == 8
    label = lab.locator(".widget-checkbox label").first
    assert label.evaluate("e => e.scrollWidth <= e.clientWidth + 1"), "the tick's words are cut"
    assert "Normale Regeln" in text and "Nur oberste Ablagekarte" in text
    for width in (390, 768, 1280, 1920):
        page.set_viewport_size({"width": width, "height": 900})
        page.wait_for_timeout(300)
        wide = page.evaluate("() => [...document.querySelectorAll('.rl-lab, .rl-lab-table')]"
                             ".map(e => e.getBoundingClientRect().right)")
        assert max(wide) <= width, f"the lab sticks out of a {width} px screen: {wide}"
    page.locator(".rl-language button", has_text="EN").first.click()
    lab.locator(".rl-lab-status", has_text="100 hands played.").wait_for()
    assert "Seat 4 · Hard" in tables.first.inner_text()
    _assert_clean(tab, "06_strategy_lab")
    cut = cut_choices(tab)
    assert not cut, f"a drop-down cuts its choices: {cut}"
