"""The practice trainer in Debian's chromium: every kind answered right by mouse and wrong
by keyboard, in English and German, at phone and projector widths; the verdict, the
engine's reason and the right answer appear at once, and no hidden card of the position
is ever in the page. The widget's Python side answers the page through an exposed function
(the same ``receive`` the Jupyter comm calls), so the test needs no notebook server.
Screenshots: test-artifacts/practice-*.png."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers.drills import click_answer, wrong_of
from helpers.js_build import bundle_source

from rummy_lab.core.variants import variant
from rummy_lab.practice import exercise, kinds_for
from rummy_lab.ui.practice import PracticeTrainer

pytestmark = pytest.mark.browser
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"

FAKE_MODEL = """
window.makeModel = (state) => {
  const handlers = {};
  const fire = (k) => (handlers["change:" + k] || []).forEach((f) => f());
  return {
    get: (k) => state[k], set: (k, v) => { state[k] = v; },
    on: (ev, f) => { (handlers[ev] = handlers[ev] || []).push(f); }, off: () => {},
    save_changes: async () => {
      const next = JSON.parse(await window.pyCommand(JSON.stringify(state.command)));
      for (const k of ["drill", "verdict", "board"]) {
        if (JSON.stringify(state[k]) !== JSON.stringify(next[k])) { state[k] = next[k]; fire(k); }
      }
      window.__answers = (window.__answers || 0) + 1;
    },
  };
};
"""


def open_trainer(browser, trainer, width=1280):
    page = browser.new_page(viewport={"width": width, "height": 900})

    def py_command(text):
        trainer.receive(json.loads(text))
        return json.dumps({"drill": trainer.drill, "verdict": trainer.verdict,
                           "board": trainer.board})

    page.expose_function("pyCommand", py_command)
    page.set_content("<!doctype html><html><body><div id='host'></div></body></html>")
    page.add_style_tag(content=trainer._css)
    page.add_script_tag(content=FAKE_MODEL)
    state = json.dumps({"drill": trainer.drill, "verdict": trainer.verdict,
                        "board": trainer.board, "command": {}})
    page.add_script_tag(type="module", content=PRACTICE_JS + f"""
        window.renderPractice({{ model: window.makeModel({state}), el: document.getElementById("host") }});
        window.__ready = true;""")
    page.wait_for_function("window.__ready && window.__answers >= 1")  # the hello
    return page


#: the trainer's component as one module (the widget's bundle exports only its default)
PRACTICE_JS = bundle_source('import { renderPractice } from "./practice.js";\n'
                            "window.renderPractice = renderPractice;\n")


def key_answer(page, ex, answer):
    if ex.choices is None:
        page.focus(".rl-practice-number")
        page.keyboard.type(str(answer))
        page.keyboard.press("Enter")
        return
    ids = [c.id for c in ex.choices]
    page.keyboard.press("Tab")  # from the page onto the first choice
    assert page.evaluate("document.activeElement.classList.contains('rl-practice-choice')")
    for cid in [answer] if isinstance(answer, str) else answer:
        page.keyboard.press(str(ids.index(cid) + 1))
    page.keyboard.press("c")


def page_codes(page) -> set[str]:
    return set(page.eval_on_selector_all("[data-code]", "els => els.map(e => e.dataset.code)"))


CASES = [(r, k) for r in ("basic", "rummy500") for k in kinds_for(variant(r))]


@pytest.mark.parametrize(("rules", "kind"), CASES, ids=[f"{r}-{k}" for r, k in CASES])
def test_every_kind_right_and_wrong_by_mouse_and_by_keyboard(browser, rules, kind):
    """English: right by mouse, wrong by keyboard; German: right by keyboard, wrong by mouse."""
    for lang, seed, width, right_by, wrong_by in (("en", 3, 1280, click_answer, key_answer),
                                                  ("de", 4, 390, key_answer, click_answer)):
        trainer = PracticeTrainer(rules, lang=lang)
        ex = exercise(kind, rules, seed, lang)
        trainer.show(ex)
        page = open_trainer(browser, trainer, width)
        try:
            assert not page_codes(page) & ex.draft.hidden, "a hidden card reached the page"
            assert ex.prompt in page.inner_text(".rl-practice-prompt")
            right = sorted(ex.answer) if ex.multi else ex.answer
            right_by(page, ex, right)
            ok = page.locator(".rl-practice-ok")
            ok.wait_for()
            assert ok.inner_text() == ex.grade(right).feedback
            page.screenshot(path=str(ARTIFACTS / f"practice-{kind}-{rules}-{lang}-{width}.png"),
                            full_page=True)
            trainer.show(ex)  # the same drill again, answered wrong the other way
            page.close()
            page = open_trainer(browser, trainer, width)
            wrong = wrong_of(ex)
            wrong_by(page, ex, wrong)
            bad = page.locator(".rl-practice-bad")
            bad.wait_for()
            expected = ex.grade(wrong)
            assert bad.inner_text() == expected.feedback and not expected.correct
            assert expected.answer_text in bad.inner_text()
            assert page.locator(".rl-practice-right").count() == (
                0 if ex.choices is None else len(ex.draft.accepted or (
                    ex.answer if ex.multi else {ex.answer})))
            page.keyboard.press("n")  # the next drill, from the learner's record
            page.wait_for_function("!document.querySelector('.rl-practice-bad')")
            assert page.inner_text(".rl-practice-streak").endswith(": 0")
        finally:
            page.close()


def test_a_hint_costs_and_the_streak_counts(browser):
    trainer = PracticeTrainer("basic")
    ex = exercise("legal_or_not", "basic", 8)
    trainer.show(ex)
    page = open_trainer(browser, trainer)
    try:
        click_answer(page, ex, sorted(ex.answer))
        page.locator(".rl-practice-ok").wait_for()
        assert page.inner_text(".rl-practice-streak") == "Streak: 1"
        page.click(".rl-practice-next")
        page.wait_for_function("!document.querySelector('.rl-practice-ok')")
        page.click(".rl-practice-hint")
        page.locator(".rl-practice-hint-text").wait_for()
        now = trainer.exercise
        click_answer(page, now, sorted(now.answer) if now.multi else now.answer)
        page.locator(".rl-practice-ok").wait_for()
        assert page.inner_text(".rl-practice-streak") == "Streak: 0", "a hint breaks the streak"
        assert trainer.memory[-1].hinted and trainer.memory[-1].correct
    finally:
        page.close()
