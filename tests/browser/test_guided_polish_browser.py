"""The guided hands (01, 03) in Debian's chromium, issue 27 item 9: styled buttons like the
play table's (round, gradient; not ipywidgets' flat grey), no teacher upload for learners
(only with ``?teacher=1``), 03's spread discard pile drawn once (on the board, not also on
the felt), its static example positions labelled, the feedback line on screen while the
learner looks at the cards (it sticks to the bottom edge), and 01's introduction does not
tell the hand's ending.

How each part failed (on ad9e0f8, or with its old CSS or Python planted back) is in the
commit messages of d64dc14 and of the commit that added the primary's yellow check.
"""

from __future__ import annotations

import pytest
from helpers.dashboard_pages import assert_clean as _assert_clean

pytestmark = pytest.mark.browser
GUIDED = ".rl-guided"
IN_VIEW = """e => { const r = e.getBoundingClientRect();
  return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight + 1; }"""
LOOK = """e => { const s = getComputedStyle(e);
  return [parseFloat(s.borderTopLeftRadius), s.backgroundImage]; }"""
YELLOW = "rgb(255, 217, 120)"  # the top of table.css's primary button gradient (#ffd978)


def test_lesson_1_looks_like_the_table_and_keeps_the_feedback_on_screen(tab):
    tab.open("01_guided_hand")
    page = tab.page
    page.set_viewport_size({"width": 390, "height": 844})
    guided = page.locator(GUIDED).first
    intro = page.locator(".jp-MarkdownOutput").first.inner_text()
    assert "K♣ Q♦ 9♠ A♣" not in intro and "30 points" not in intro, "the ending given away"
    assert guided.locator(".widget-upload").first.is_hidden(), "the teacher's upload shown"
    for button in (guided.locator("button", has_text="Next"),
                   guided.locator("button", has_text="Back")):
        radius, image = button.first.evaluate(LOOK)
        assert radius >= 15 and "gradient" in image, (radius, image)
    # the primary (Next) in the play table's yellow, Back in its cream
    assert YELLOW in guided.locator("button", has_text="Next").first.evaluate(LOOK)[1]
    assert YELLOW not in guided.locator("button", has_text="Back").first.evaluate(LOOK)[1]
    guided.locator("button", has_text="Next").click()
    take = guided.locator("button", has_text="Take discard")
    radius, image = take.evaluate(LOOK)
    assert radius >= 15 and "gradient" in image, (radius, image)
    take.click()
    error = guided.locator(".rl-guided-feedback .rl-msg-error")
    error.wait_for()
    # the learner looks at the cards: the narration at the top of the screen
    guided.locator(".rl-narration").evaluate("e => e.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(300)
    assert error.evaluate(IN_VIEW), "the feedback line is below the fold"
    _assert_clean(tab, "01_guided_hand")


def test_lesson_3_draws_the_pile_once_and_labels_its_examples(tab):
    tab.open("03_rummy_500")
    page = tab.page
    guided = page.locator(GUIDED).last
    guided.wait_for()
    felt = guided.locator(".rl-felt").first
    assert "Discard pile" not in felt.inner_text(), "the pile drawn on the felt too"
    assert guided.locator('[data-row="pile"] .rl-card').count() == 3  # 9♥ Q♠ 2♣ on the board
    labels = page.locator(".rl-lang-en .rl-demo-label")
    assert labels.count() == 3 and all(labels.nth(i).is_visible() for i in range(3))
    assert "not to play" in labels.first.inner_text()
    page.locator(".rl-language button", has_text="DE").first.click()
    page.locator(".rl-lang-de .rl-demo-label").first.wait_for()
    assert "nicht zum Spielen" in page.locator(".rl-lang-de .rl-demo-label").first.inner_text()
    assert "Ablagestapel" not in guided.locator(".rl-felt").first.inner_text()
    _assert_clean(tab, "03_rummy_500")


def test_the_teacher_sees_the_upload_with_teacher_mode(tab):
    page = tab.page
    page.goto(f"{tab.base}/voila/render/01_guided_hand.ipynb?teacher=1", wait_until="commit")
    upload = page.locator(f"{GUIDED} .widget-upload").first
    upload.wait_for(state="visible", timeout=120_000)
