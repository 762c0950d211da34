"""The practice trainer as the pages place it: a lesson's own kinds, the page's language,
the record in the shared tables' store, and the review's "Practise these" entry."""

from __future__ import annotations

import pytest

from rummy_lab.core.variants import variant
from rummy_lab.practice import exercise
from rummy_lab.store.attempts import AttemptStore
from rummy_lab.store.tables import TableStore
from rummy_lab.ui import language, practice_page
from rummy_lab.ui.practice import PracticeTrainer
from rummy_lab.ui.practice_page import drills_for_review, practice_trainer, seat_of

LEARNER = "learner-practice-page-01"


@pytest.mark.parametrize(("rules", "kinds"), [("basic", ["legal_or_not", "going_out"]),
                                              ("basic", ["legal_or_not", "lay_off"]),
                                              ("rummy500", ["the_pile", "joker_swap"]),
                                              ("rummy500", ["score_it"])])
def test_a_lesson_set_asks_only_what_the_lesson_taught(rules, kinds):
    trainer = PracticeTrainer(rules, lang="en", kinds=kinds)
    trainer.handle({"op": "hello", "learner": LEARNER})
    seen = set()
    for _ in range(6):
        seen.add(trainer.exercise.kind)
        ex = trainer.exercise
        first = ex.choices[0].id if ex.choices else "0"
        trainer.handle({"op": "answer", "answer": [first] if ex.multi else first})
        trainer.handle({"op": "next"})
    assert seen <= set(kinds) and seen
    assert {r["rule"] for r in trainer.board["rules"]} and len(trainer.board["rules"]) <= 6


def test_the_trainer_follows_the_page_language():
    trainer = PracticeTrainer("basic")
    before = language.PAGE.lang
    try:
        language.PAGE.lang = "de"
        assert trainer.lang == "de" and trainer.drill["lang"] == "de"
        assert trainer.drill["labels"]["practice_next"] != PracticeTrainer(
            "basic", lang="en").drill["labels"]["practice_next"]
        assert trainer.exercise.prompt == exercise(trainer.exercise.kind, "basic",
                                                   trainer.exercise.seed, "de").prompt
    finally:
        language.PAGE.lang = before


def test_the_page_keeps_the_record_in_the_shared_store(tmp_path, monkeypatch):
    monkeypatch.setenv("RUMMY_LAB_STORE", f"sqlite:///{tmp_path / 'tables.db'}")
    practice_page.page_store.cache_clear()
    try:
        trainer = practice_trainer("basic", kinds=["score_it"])
        trainer.handle({"op": "hello", "learner": LEARNER})
        trainer.handle({"op": "answer", "answer": "0"})
        rows = AttemptStore(f"sqlite:///{tmp_path / 'tables.db'}").of(LEARNER)
        assert [r.kind for r in rows] == ["score_it"]
        again = practice_trainer("basic")
        again.handle({"op": "hello", "learner": LEARNER})
        assert len(again.attempts()) == 1
    finally:
        practice_page.page_store.cache_clear()


def test_review_exercises_become_the_kinds_that_practise_them():
    items = [{"kind": "review_discard"}, {"kind": "review_draw"}, {"kind": "review_discard"},
             {"kind": "forged"}]
    assert drills_for_review(items) == ["best_discard", "the_pile"]
    trainer = practice_trainer("basic", kinds=drills_for_review(items))
    assert trainer.exercise.kind == "best_discard"  # the pile does not exist in Basic Rummy


def test_in_class_mode_the_record_carries_the_name_of_the_seat_the_browser_holds(tmp_path):
    """The browser names the class table and its seat's ticket; the kernel checks the ticket
    in the store and records the seat's name and class (a forged ticket names nobody)."""
    tables = TableStore(f"sqlite:///{tmp_path / 'tables.db'}")
    code = tables.create(variant("basic", target=50), [("Ann", "human"), ("Ben", "human")],
                         "7b", seed=3)
    held = tables.claim(code, 1, name="Zoë", browser="browser-of-zoe")
    store = AttemptStore(tables)

    def trainer_with(seat: dict, learner: str = LEARNER) -> PracticeTrainer:
        trainer = PracticeTrainer("basic", lang="en", store=store, kinds=["score_it"],
                                  seat_of=lambda c, t: seat_of(c, t, tables))
        trainer.handle({"op": "hello", "learner": learner, "seat": seat})
        trainer.handle({"op": "answer", "answer": "0"})
        return trainer

    assert (trainer_with({"code": code, "ticket": held.ticket}).name) == "Zoë"
    other = LEARNER[::-1]
    forged = trainer_with({"code": code, "ticket": "x" * 40}, other)
    assert forged.name == "" and forged.class_code == "class"
    huge = trainer_with({"code": code, "ticket": "x" * 100_000}, other)
    assert huge.name == ""
    assert [r.name for r in store.of(LEARNER)] == ["Zoë"]
    assert [r.name for r in store.of(other)] == ["", ""]


def test_review_attempts_in_the_record_leave_the_trainer_working(tmp_path):
    """"Practise these" keeps kind review_<decision> with a review reason as the rule
    (ui/review_practice.py): the practice page still picks, grades and shows its rules."""
    store = AttemptStore(f"sqlite:///{tmp_path / 'a.db'}")
    store.add(LEARNER, kind="review_discard", rules="basic", seed=12,
              rule="review_why_breaks_meld", answer="discard 7♥", correct=False, points_lost=22)
    trainer = PracticeTrainer("basic", lang="de", store=store)
    trainer.handle({"op": "hello", "learner": LEARNER})
    ex = trainer.exercise
    assert ex.kind in ("score_it", "legal_or_not", "lay_off", "best_discard", "going_out")
    trainer.handle({"op": "answer", "answer": ex.answer if not ex.multi else sorted(ex.answer)})
    assert trainer.verdict["correct"] is True and len(store.of(LEARNER)) == 2
    assert all(not r["rule"].startswith("review_") for r in trainer.board["rules"])


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_choice_reads_as_a_button(lang):
    """Choices such as 'nowhere' / 'nirgends', 'yes' / 'ja' start upper case on their button."""
    trainer = PracticeTrainer("rummy500", lang=lang)
    for kind in ("lay_off", "going_out"):
        trainer.show(exercise(kind, "rummy500", 3, lang))
        labels = [c["label"] for c in trainer.drill["choices"]]
        words = [s for s in labels if s[:1].isalpha()]
        assert words and all(s[:1].isupper() for s in words), labels
