"""The teacher's class view in chromium (class mode on SQLite): behind the password, a
learner's row appears in the heat map once their class game is reviewed, changes when
they run into a rule again, names are drawn as text (a name with markup stays text), the
history and plot are there and the CSV downloads; a learner who plays a class game
against a bot, reviews it and practises two of its positions shows up in the teacher's
history with those two practice records. Screenshots at 390 and 1920 px in
English and German go to /tmp/shots/review/."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest
from conftest import stop_server
from helpers.class_pages import unlocked_teacher
from helpers.review import play_by_clicks, play_class_table
from helpers.teacher_pages import PASSWORD as TEACHER_PASSWORD
from helpers.teacher_pages import serve_class

from rummy_lab.core.variants import variant
from rummy_lab.store.attempts import AttemptStore
from rummy_lab.store.refusals import record_refusal
from rummy_lab.store.tables import TableStore

pytestmark = pytest.mark.browser

PASSWORD = TEACHER_PASSWORD  # the one unlocked_teacher types
PAGE = "/voila/render/07_teacher.ipynb"
ROOT = ".rl-lesson-teacher .rl-tc-root"
CV = ".rl-lesson-teacher .rl-cv"
LEARNER = "<b>Zoë</b>"  # markup in a name must be drawn as text
SHOTS = Path("/tmp/shots/review")
LOAD = 300_000  # ms for a page's kernel to start (the machine is shared)


@pytest.fixture
def class_server(tmp_path):
    url = f"sqlite:///{tmp_path / 'class.db'}"
    base, proc, log = serve_class(url, tmp_path, "review-class-voila.log")
    yield base, url
    stop_server(proc, log)


def class_game(url: str) -> str:
    """The learner (an easy bot on their own device) plays one hand against a medium bot."""
    store = TableStore(url)
    code = store.create(variant("basic"), [(LEARNER, "human"), ("Bot", "medium")],
                        class_code="7b", seed=4)
    play_class_table(store, code)
    return code


def test_the_teacher_sees_the_learners_row_on_the_class_view(browser, class_server):
    from playwright.sync_api import expect

    base, url = class_server
    code = class_game(url)
    context = browser.new_context(viewport={"width": 1920, "height": 1200}, accept_downloads=True)
    page = context.new_page()
    page.set_default_timeout(60_000)
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(base + PAGE, wait_until="commit", timeout=120_000)
    password = page.locator(f"{ROOT} input[type=password]")
    password.wait_for(timeout=120_000)
    assert page.locator(f"{CV}:not([hidden])").count() == 0, "class view before the password"
    assert "Zoë" not in page.locator("body").inner_text()
    password.fill(PASSWORD)
    page.locator(f"{ROOT} .rl-tc-unlock").click()
    heat = page.locator(f"{CV} .rl-cv-heat")
    heat.wait_for(timeout=30_000)
    names = page.locator(f"{CV} .rl-cv-heat th.rl-cv-name")
    expect(names).to_have_text([LEARNER])  # the markup as text
    assert page.locator(f"{CV} b").count() == 0, "a name was drawn as markup"
    rows = page.locator(f"{CV} .rl-cv-heat tr").count()
    assert rows > 1
    expect(page.locator(f"{CV} .rl-cv-plot rect")).not_to_have_count(0)
    expect(page.locator(f"{CV} .rl-cv-rows tr")).not_to_have_count(1)
    # the learner runs into a rule three times: their row gets a new rule, full trouble
    store = TableStore(url)
    for _ in range(3):
        record_refusal(store, code, 0, "draw_first")
    page.locator(f"{CV} .rl-cv-rule", has_text="First draw a card").wait_for(timeout=30_000)
    expect(page.locator(f"{CV} .rl-cv-hardest")).to_contain_text("Lesson 1 — A guided hand")
    with page.expect_download() as got:
        page.locator(f"{CV} button[data-op='class_csv']").click()
    text = Path(got.value.path()).read_text()
    rows = [r for r in csv.DictReader(io.StringIO(text)) if r["rule"] == "draw_first"]
    assert [(r["student"], r["refusals"], r["rule_name"], r["lesson_title"]) for r in rows] == \
        [(LEARNER, "3", "First draw a card: from the stock or the discard pile.",
          "Lesson 1 — A guided hand")], text
    SHOTS.mkdir(parents=True, exist_ok=True)
    for lang in ("en", "de"):
        if lang == "de":
            page.locator(".rl-language button", has_text="DE").first.click()
            expect(page.locator(f"{CV} .rl-cv-title")).to_have_text("Was die Klasse falsch macht")
        for width in (1920, 390):
            page.set_viewport_size({"width": width, "height": 2400 if width < 500 else 1200})
            page.wait_for_timeout(300)
            page.locator(CV).screenshot(path=str(SHOTS / f"class_view_{width}_{lang}.png"))
            export = page.locator(".rl-practice-export")  # its label whole, not "Practice rec…"
            assert export.evaluate("b => b.scrollWidth <= b.clientWidth"), (width, lang)
    context.close()
    assert not errors, errors


def drill_shots(page) -> None:
    """The drill with its verdict at 1920 and 390 px, in English and German."""
    from playwright.sync_api import expect

    SHOTS.mkdir(parents=True, exist_ok=True)
    for lang in ("en", "de"):
        if lang == "de":
            page.locator(".rl-language button", has_text="DE").first.click()
            expect(page.locator(".rl-review-drill-title")).to_have_text(
                "Übe deine eigenen Stellungen")
        for width in (1920, 390):
            page.set_viewport_size({"width": width, "height": 1080 if width > 500 else 844})
            page.wait_for_timeout(300)
            page.locator(".rl-review").screenshot(path=str(SHOTS / f"drill_{width}_{lang}.png"))
    page.set_viewport_size({"width": 1280, "height": 1000})


def test_a_learner_practises_two_positions_and_the_teachers_row_changes(browser, class_server):
    from playwright.sync_api import expect

    base, url = class_server
    store = TableStore(url)
    code = store.create(variant("basic"), [("Zoë", "human"), ("Bot", "medium")],
                        class_code="7b", seed=2)
    learner = browser.new_context(viewport={"width": 1280, "height": 1000})
    page = learner.new_page()
    page.set_default_timeout(60_000)
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(f"{base}/voila/render/05_play.ipynb", wait_until="commit", timeout=LOAD)
    page.locator(".rl-lobby").wait_for(timeout=LOAD)
    page.locator(".rl-lobby-code-input").fill(code.lower())
    page.locator(".rl-lobby-find").click()
    page.locator(".rl-lobby-seat[data-seat='0'] .rl-lobby-take").click()
    page.locator(".rl-lesson-play .rl-table-root").wait_for()
    assert play_by_clicks(page) > 3  # stock, and away with the drawn card: costly
    page.locator(".rl-review button[data-op='review']").click()
    page.locator(".rl-review[data-status='ready'] .rl-review-slide").wait_for(timeout=60_000)
    # the teacher's view of the reviewed game: Zoë's history holds game rows only
    teacher, board = unlocked_teacher(browser, base, 1920, 1200, LOAD)
    board.locator(f"{CV} .rl-cv-heat").wait_for(timeout=60_000)
    expect(board.locator(f"{CV} .rl-cv-heat th.rl-cv-name")).to_have_text(["Zoë"])
    history = board.locator(f"{CV} .rl-cv-rows")
    expect(history.locator("tr.rl-cv-game")).not_to_have_count(0)
    assert history.locator("tr.rl-cv-practice").count() == 0
    rule_labels = set(board.locator(f"{CV} .rl-cv-heat th.rl-cv-rule").all_inner_texts())
    # Zoë practises two positions of her own game
    page.locator(".rl-review button[data-op='review_practise']").click()
    drill = page.locator(".rl-review .rl-review-drill")
    for at in (0, 1):
        expect(drill).to_have_attribute("data-at", str(at))
        hand = set(drill.locator(".rl-review-mine .rl-card[data-code]").evaluate_all(
            "els => els.map(e => e.dataset.code)"))
        assert len(hand) >= 10  # the hand she held then
        drill.locator("button[data-op='review_answer']").last.click()
        drill.locator(".rl-review-verdict").wait_for()
        if at == 1:
            drill_shots(page)
        drill.locator("button[data-op='review_drill_next']").click()
    expect(drill).to_have_attribute("data-at", "2")
    kept = AttemptStore(store).everything("7b")
    assert [(r.name, r.kind[:7]) for r in kept] == [("Zoë", "review_")] * 2
    # the teacher's page follows: two practice rows in Zoë's history, on her game's rules
    practice = history.locator("tr.rl-cv-practice")
    expect(practice).to_have_count(2, timeout=60_000)
    practised = {row.locator("td").first.inner_text() for row in practice.all()}
    assert practised <= rule_labels, (practised, rule_labels)
    mastery = [row.locator("td").nth(2).inner_text() for row in practice.all()]
    assert all(m and 0 <= float(m) <= 1 for m in mastery)
    teacher.close()
    learner.close()
    assert not errors, errors
