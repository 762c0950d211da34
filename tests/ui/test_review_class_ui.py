"""The teacher's class view (rummy_lab/ui/class_view.py, store/refusals.py): the class's
games reviewed in the kernel, bounded (one review per table and log length), refusals kept
in the store across a session's rebuild, CSV, and nothing before the password."""

import base64
import csv
import io
import time

import pytest
from helpers.teacher_class import PASSWORD, Class, unlocked

from rummy_lab.ai.bots import make_bot
from rummy_lab.store.refusals import record_refusal, refusals_at
from rummy_lab.store.tables import TableStore
from rummy_lab.ui.class_view import class_csv, class_data, rule_label
from rummy_lab.ui.messages import t
from rummy_lab.ui.shared_session import SharedSession
from rummy_lab.ui.teacher import TeacherDashboard
from rummy_lab.ui.widget import CardTable


def play_badly(klass, code: str) -> None:
    """Ann and Ben (easy bots on their own devices) and the table's bot play one hand."""
    klass.coach = make_bot("easy", seed=3)
    klass.play(code)


def settled(dash, seconds: float = 60) -> dict:
    """Poll until the worker reviewed every table."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        dash.poll()
        if dash._reviews is not None and not dash._reviews.pending and \
                not (dash._reviews._worker and dash._reviews._worker.is_alive()):
            dash.poll()
            return dash.classview
        time.sleep(0.05)
    raise AssertionError("the class was not reviewed in time")


def test_the_class_view_reviews_each_table_once_per_log_length(tmp_path):
    url = f"sqlite:///{tmp_path / 'class.db'}"
    klass = Class(url)
    code = klass.table()
    play_badly(klass, code)
    locked = TeacherDashboard(TableStore(url), password=PASSWORD, class_code="7b")
    locked.poll()
    assert locked.classview == {}, "nothing before the password"
    dash = unlocked(url, class_code="7b")
    view = settled(dash)
    assert view["students"] == ["Ann", "Ben"]
    assert len(view["trouble"]) == len(view["rules"]) and view["rules"]
    assert all(len(row) == 2 and all(0 <= x <= 1 for x in row) for row in view["trouble"])
    assert set(view["history"]) == {"Ann", "Ben"}
    assert view["labels"]["classview_title"]
    runs = dash._reviews.reviews
    assert runs == 2  # two human seats, the bot's not reviewed
    for _ in range(5):
        dash.poll()
    assert dash._reviews.reviews == runs, "polling reviewed again"
    dash.send_command("logout")
    assert dash.classview == {}


def test_refusals_of_a_class_seat_survive_the_sessions_rebuild(tmp_path):
    url = f"sqlite:///{tmp_path / 'class.db'}"
    klass = Class(url)
    code = klass.table()
    store, ticket = klass.devices[code][0]
    game = store.game(code)
    while game.current != 0:  # the table waits for Ann
        klass.play(code, actions=1)
        game = store.game(code)
    session = SharedSession(store, ticket, view=CardTable(), poll=0)
    session.command("discard", cards=[game.hands[0][0].code])  # before drawing: refused
    assert session.message
    kept = refusals_at(TableStore(url), code)
    assert list(kept) == [0] and sum(kept[0].values()) == 1
    rule = next(iter(kept[0]))
    session.detach()
    fresh = SharedSession(TableStore(url), ticket, view=CardTable(), poll=0)  # rebuilt
    assert fresh.game.refusals == [] and refusals_at(fresh.store, code) == kept
    fresh.detach()
    dash = unlocked(url, class_code="7b")
    view = settled(dash)
    row = [r["key"] for r in view["rules"]].index(rule)
    assert view["trouble"][row][view["students"].index("Ann")] > 0


def test_csv_and_the_hardest_rules_with_their_lessons(tmp_path):
    url = f"sqlite:///{tmp_path / 'class.db'}"
    klass = Class(url)
    code = klass.table()
    play_badly(klass, code)
    for _ in range(3):
        record_refusal(klass.teacher_store, code, 1, "draw_first")
    dash = unlocked(url, class_code="7b")
    view = settled(dash)
    assert {"rule": "First draw a card: from the stock or the discard pile.", "students": 1,
            "share": 0.5, "lesson": "01_guided_hand", "lesson_title": "Lesson 1 — A guided hand",
            "text": "1 of 2 students (50 %)"} in view["hardest"]
    dash.send_command("class_csv")
    text = base64.b64decode(dash.download["base64"]).decode()
    assert text.startswith("student,rule,rule_name,") and \
        "Ben,draw_first,First draw a card: from the stock or the discard pile.,0,0.0,3," in text
    assert ",01_guided_hand,Lesson 1 — A guided hand\n" in text
    assert dash.download["name"].endswith(".csv")


def test_class_data_in_german_and_rule_labels():
    data = class_data({"=Ann": []}, {"=Ann": {"draw_first": 3}}, None, "de")
    assert data["students"] == ["=Ann"] and data["trouble"] == [[1.0]]
    assert data["labels"]["classview_title"] == "Was die Klasse falsch macht"
    assert rule_label("review_why_breaks_meld", "en") == "Breaking a finished meld"
    assert rule_label("review_why_breaks_meld", "de") == "Eine fertige Meldung zerstört"
    assert rule_label("rule_layoff", "de") == "Anlegen"
    assert rule_label("not_in_pile", "de") == "… liegt nicht auf dem Ablagestapel."
    assert rule_label("no_such_key_anywhere", "de") == "no such key anywhere"


def test_class_csv_names_rules_and_lessons_in_the_teachers_language():
    """The CSV keeps the keys (for scripts) and adds the names the page shows."""
    rows = list(csv.DictReader(io.StringIO(class_csv(
        {"Ann": []}, {"Ann": {"draw_first": 3}}, None, "de").decode())))
    assert [(r["student"], r["rule"], r["rule_name"], r["lesson"], r["lesson_title"])
            for r in rows] == [("Ann", "draw_first", rule_label("draw_first", "de"),
                                "01_guided_hand", "Lektion 1 — Eine geführte Hand")]
    assert rows[0]["rule_name"] != rule_label("draw_first", "en")


GAME = {"items": [{"rule": "review_why_breaks_meld", "severity": "mistake", "cost": 12.0,
                   "hand": 1}]}


@pytest.mark.parametrize("lang, rule, lesson", [
    ("en", "Breaking a finished meld", "Lesson 2 — Melds and lay-offs"),
    ("de", "Eine fertige Meldung zerstört", "Lektion 2 — Melden und Anlegen")])
def test_every_rule_and_lesson_of_the_class_view_is_in_the_page_language(lang, rule, lesson):
    practised = [{"student": "Ann", "rule": "rule_layoff", "mastery": 0.25, "when": 1}]
    data = class_data({"Ann": [GAME, GAME, GAME]}, {"Ann": {"draw_first": 1}}, practised, lang)
    by_key = {r["key"]: r for r in data["rules"]}
    assert by_key["review_why_breaks_meld"]["label"] == rule
    assert by_key["review_why_breaks_meld"]["lesson_title"] == lesson
    assert by_key["rule_layoff"]["label"] == t("rule_layoff", lang)
    assert by_key["draw_first"]["label"] == t("draw_first", lang)
    assert data["hardest"][0]["rule"] == rule and data["hardest"][0]["lesson_title"] == lesson
    shown = {(h["rule"], h["lesson"]) for h in data["history"]["Ann"]}
    assert (rule, lesson) in shown and (t("rule_layoff", lang), lesson) in shown
    assert not any(h["lesson"][:2].isdigit() for h in data["history"]["Ann"]), "a file id"


def test_practice_mastery_reaches_the_heat_map_and_history(tmp_path):
    from rummy_lab.store.attempts import AttemptStore

    url = f"sqlite:///{tmp_path / 'class.db'}"
    klass = Class(url)
    code = klass.table()
    play_badly(klass, code)
    attempts = AttemptStore(klass.teacher_store)
    for i, correct in enumerate((False, True, True)):
        attempts.add("ann-device-0001-abcdef", kind="best_discard", rules="basic", seed=i,
                     rule="set_too_short", answer="x", correct=correct, name="Ann",
                     class_code="7b", at=1000.0 + i)
    dash = unlocked(url, class_code="7b")
    view = settled(dash)
    row = [r["key"] for r in view["rules"]].index("set_too_short")
    ann = view["students"].index("Ann")
    assert 0 < view["trouble"][row][ann] < 1  # practised, not yet mastered
    mastery = [h["mastery"] for h in view["history"]["Ann"] if h["mastery"] is not None]
    assert mastery == sorted(mastery) and len(mastery) == 3  # over time, rising
    dash.send_command("class_csv")
    text = base64.b64decode(dash.download["base64"]).decode()
    assert "Ann,set_too_short," in text and ",0,0.0,0,0.75,0.25," in text  # proficient
