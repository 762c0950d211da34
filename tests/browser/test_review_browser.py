"""The play page's review in chromium: a learner plays a game against a bot by clicks,
opens the review, watches its progress, steps through the costly decisions; no board of
the review shows a card the learner could not see then. Screenshots at 390 and 1920 px in
English and German go to /tmp/shots/review/."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from conftest import CHROMIUM, free_port, need_executable, start_server, stop_server
from helpers.review import play_by_clicks, seen_then
from helpers.voila_pages import READY, open_notebook

from rummy_lab.core.game import Game
from rummy_lab.core.record import game_from_json

pytestmark = pytest.mark.browser

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
SHOTS = Path("/tmp/shots/review")
WAIT = 30_000  # ms an expectation waits for the kernel's answer (Playwright's default: 5 s)
#: every status the review box shows, recorded as it changes
WATCH = """() => { const box = document.querySelector('.rl-review'); window.rlSeen = [];
  new MutationObserver(() => window.rlSeen.push(box.dataset.status))
    .observe(box, {attributes: true, attributeFilter: ['data-status']}); }"""


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    need_executable(CHROMIUM, "chromium")
    voila = need_executable(Path(sys.executable).with_name("voila"), "voila")
    dump = tmp_path_factory.mktemp("review")
    port = free_port()
    import os

    env = {**os.environ, "RL_REVIEW_DUMP": str(dump)}
    url, proc, log = start_server(
        [voila, str(NOTEBOOKS), "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1"],
        port, "voila_review.log", env)
    yield url, dump
    stop_server(proc, log)


def board_codes(page) -> set[str]:
    return set(page.locator(".rl-review-board .rl-card[data-code]").evaluate_all(
        "els => els.map(e => e.dataset.code)"))


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_learner_plays_opens_the_review_and_steps_through_it(browser, served, lang):
    from playwright.sync_api import expect

    url, dump = served
    name = "review_game_de" if lang == "de" else "review_game"
    context, page, errors = open_notebook(browser, url, f"{name}.ipynb", 1920, 1200, READY)
    page.set_default_timeout(60_000)  # a loaded CI machine: every wait is for the kernel
    assert page.locator(".rl-review").is_hidden()  # no review while the hand is played
    assert play_by_clicks(page) > 3
    page.evaluate(WATCH)
    page.locator("button[data-op='review']").click()
    slide = page.locator(".rl-review-slide")
    expect(slide).to_be_visible(timeout=WAIT)
    assert "running" in page.evaluate("window.rlSeen"), "the progress was shown"
    head = page.locator(".rl-review-head strong")
    words = {"en": ("Hand 1, your turn", "Better", "Why"),
             "de": ("Runde 1, dein", "Besser", "Warum")}[lang]
    expect(head).to_contain_text(words[0], timeout=WAIT)
    expect(page.locator(".rl-review-facts")).to_contain_text(words[1], timeout=WAIT)
    game = game_from_json((dump / f"game_{lang}.json").read_text(), Game)
    total = int(head.inner_text().split("/")[1].split("·")[0])
    assert total >= 2, "the learner's discards cost points more than once"
    seen_slides = []
    for at in range(total):
        expect(head).to_contain_text(f"{at + 1} / {total}", timeout=WAIT)
        index = int(slide.get_attribute("data-index"))
        shown = board_codes(page)
        assert shown and shown <= seen_then(game, 0, index), shown - seen_then(game, 0, index)
        seen_slides.append(index)
        if at == 0:
            SHOTS.mkdir(parents=True, exist_ok=True)
            page.locator(".rl-review").screenshot(path=str(SHOTS / f"review_1920_{lang}.png"))
            page.set_viewport_size({"width": 390, "height": 1600})
            page.locator(".rl-review").screenshot(path=str(SHOTS / f"review_390_{lang}.png"))
            page.set_viewport_size({"width": 1920, "height": 1200})
        if at < total - 1:
            page.locator("button[data-op='review_next']").click()
    assert len(set(seen_slides)) == total
    page.locator("button[data-op='review_prev']").click()
    expect(head).to_contain_text(f"{total - 1} / {total}", timeout=WAIT)
    page.locator("button[data-op='review_practise']").click()
    expect(page.locator(".rl-review-drill")).to_have_attribute(  # her positions
        "data-at", "0", timeout=WAIT)
    page.locator("button[data-op='review_drill_back']").click()
    expect(page.locator(".rl-review-saved")).to_be_visible(timeout=WAIT)
    page.locator("button[data-op='review_close']").click()
    expect(page.locator("button[data-op='review']")).to_be_visible(timeout=WAIT)
    context.close()
    assert not errors, errors
