"""The play page in Debian's chromium as three widgets in one box (issue 23): the setup
form, the lobby and the card table each draw in their own widget, and they still meet
where the page needs it (widgets/play_page.js): "Start game" brings the new table into
view, the projector switch sizes the whole page, and what waits outside a part (the
table's skip link, 60 px above it) stays hidden while the parts' shadows and the table's
rim still reach across their edges."""

from __future__ import annotations

from io import BytesIO

import pytest
from helpers.voila_pages import HAND, open_notebook
from PIL import Image

pytestmark = pytest.mark.browser

#: JS: is the element at ``sel``'s centre ``sel`` itself (drawn, not clipped or covered)?
HIT = """sel => { const e = document.querySelector(sel); const r = e.getBoundingClientRect();
  return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === e; }"""
ZOOMS = "() => [...document.querySelectorAll('.rl-setup .rl-zoom')].map(z => z.className)"


def test_the_play_pages_widgets_meet_in_its_box(browser, voila_url):
    context, page, errors = open_notebook(browser, voila_url, "setup_panel_de.ipynb", 390, 844,
                                          ".rl-setup .rl-lobby")
    parts = page.evaluate("() => [...document.querySelectorAll('.rl-setup > .rl-tb')]"
                          ".map(e => e.querySelector('.rl-setup-form, .rl-lobby, .rl-table-root')"
                          ".className.split(' ')[0])")
    assert parts == ["rl-setup-form", "rl-lobby", "rl-table-root"], parts
    page.get_by_role("button", name="Spiel starten").click()
    page.wait_for_selector(HAND, timeout=60_000)
    page.wait_for_timeout(500)
    top = page.evaluate("() => document.querySelector('.rl-table-root').getBoundingClientRect().top")
    assert -2 <= top <= 60, f"the new table is scrolled into view (its top at {top} px)"
    # the table's rim (a 2 px ring outside the felt) is drawn above the table widget's top
    page.evaluate("() => document.querySelector('.rl-lobby').scrollIntoView({block: 'start'})")
    x, y = page.evaluate("() => { const f = document.querySelector('.rl-felt')"
                         ".getBoundingClientRect(); return [f.x + 40, f.y - 1]; }")
    png = page.screenshot(clip={"x": x, "y": y, "width": 1, "height": 1})
    ring = Image.open(BytesIO(png)).convert("RGB").getpixel((0, 0))
    assert max(ring) < 90, f"the rim's ring is dark brown, not the lobby's background: {ring}"
    # the skip link waits above the table, over the lobby: hidden until focused
    assert page.evaluate("() => document.querySelector('.rl-skip-link').getBoundingClientRect()"
                         ".top") > 0, "the place it waits at is on the screen"
    assert not page.evaluate(HIT, ".rl-skip-link")
    page.locator(".rl-skip-link").focus()
    assert page.evaluate(HIT, ".rl-skip-link")
    assert len(page.evaluate(ZOOMS)) == 3
    page.locator(".rl-projector-btn", has_text="Beamer").click()
    assert all("rl-projector" in z for z in page.evaluate(ZOOMS)), page.evaluate(ZOOMS)
    page.locator(".rl-projector-btn", has_text="Beamer").click()
    assert not any("rl-projector" in z for z in page.evaluate(ZOOMS)), page.evaluate(ZOOMS)
    context.close()
    assert not errors, errors
