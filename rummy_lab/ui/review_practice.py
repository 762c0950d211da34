""""Practise these" on the play page: the review's costly decisions asked again, one at a
time, in the review pane — the same position as the seat saw it, the moves the engine
weighed as the choices, graded by their cost (:func:`~rummy_lab.practice.review_exercise.
review_exercise`) — and each answer kept in the practice record (store/attempts.py) of the
browser's learner id, named as the class-table seat in class mode, so the practice page
and the teacher's class view count it.

:class:`ReviewDrills` is plain kernel state; :meth:`ReviewDrills.data` is what review.js
draws (per language: prompt, choices, the board of :func:`~rummy_lab.ui.review_board.
seat_board`, the verdict once answered). Nothing of the exercise's start data (stand-in
hidden cards) reaches the browser.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..i18n.messages import capitalized
from ..practice.base import Exercise
from ..practice.mastery import rules_key
from ..practice.review_exercise import review_exercise
from ..practice.review_items import ReviewItem, action_text
from ..store.attempts import AttemptStore, check_learner
from .messages import LANGS, t
from .review_board import seat_board

__all__ = ["ReviewDrills", "store_recorder", "DRILL_LABELS"]

#: parameter-free texts of a review drill (catalog/review.py)
DRILL_LABELS = ["review_drill_title", "review_drill_next", "review_drill_done",
                "review_drill_back"]


class ReviewDrills:
    """The drills of ``items`` (ReviewItems, costliest first); ``record(exercise, item,
    choice, verdict, learner)`` keeps an answer (None: kept in memory only)."""

    def __init__(self, items: list[ReviewItem],
                 record: Callable[[Exercise, ReviewItem, str, Any, str], None] | None = None):
        self.items = list(items)
        self.exercises = {lang: [review_exercise(i, lang) for i in self.items] for lang in LANGS}
        self.at = 0
        self.verdicts: dict[int, dict[str, Any]] = {}  # drill -> {lang: Verdict}
        self.answers: dict[int, str] = {}
        self._record = record

    @property
    def done(self) -> bool:
        return self.at >= len(self.items)

    def answer(self, choice: Any, learner: Any = None) -> None:
        """Grade ``choice`` (a choice id) of the current drill, once; a forged choice or
        learner id is refused (:class:`~rummy_lab.core.errors.RummyError`), nothing kept."""
        if self.done or self.at in self.verdicts:
            return
        exs = {lang: e[self.at] for lang, e in self.exercises.items()}
        verdicts = {lang: ex.grade(choice) for lang, ex in exs.items()}  # parse refuses first
        if learner is not None and self._record is not None:
            self._record(exs["en"], self.items[self.at], choice, verdicts["en"],
                         check_learner(learner))
        self.verdicts[self.at], self.answers[self.at] = verdicts, choice

    def step(self) -> None:
        """On to the next drill (after the last: done)."""
        if not self.done:
            self.at += 1

    def data(self) -> dict:
        """The current drill as review.js draws it (``{"done": True, ...}`` after the last)."""
        n = len(self.items)
        right = sum(1 for v in self.verdicts.values() if v["en"].correct)
        out: dict = {"at": self.at, "n": n, "done": self.done, "langs": {}}
        for lang in LANGS:
            page: dict = {"labels": {k: t(k, lang) for k in DRILL_LABELS},
                          "summary": t("review_drill_summary", lang, right=right, n=n)}
            if not self.done:
                ex, item = self.exercises[lang][self.at], self.items[self.at]
                verdict = self.verdicts.get(self.at, {}).get(lang)
                page.update(
                    heading=t("review_drill_heading", lang, at=self.at + 1, n=n),
                    prompt=ex.prompt, board=seat_board(item.view, lang),
                    choices=[{"id": c.id, "label": capitalized(c.label)} for c in ex.choices or []],
                    verdict=None if verdict is None else {
                        "correct": verdict.correct, "feedback": verdict.feedback,
                        "severity": verdict.severity, "chosen": self.answers[self.at],
                        "right": sorted(ex.draft.accepted or {ex.answer})})
            out["langs"][lang] = page
        return out


def store_recorder(attempts: Callable[[], AttemptStore], seat: Callable[[], tuple[str, str]]):
    """A ``record`` for :class:`ReviewDrills`: the answer as a practice attempt in
    ``attempts()``, named ``seat()`` = (name, class code) (("", "class") outside class mode).
    Its kind is ``review_<decision>``: a position of the learner's own game, never mistaken
    for a generated drill of that seed."""

    def record(ex: Exercise, item: ReviewItem, choice: str, verdict, learner: str) -> None:
        name, class_code = seat()
        played = next((a for c, (a, _) in zip(ex.choices or [], item.options) if c.id == choice),
                       None)
        attempts().add(learner, kind=f"review_{item.kind}", rules=rules_key(ex.rules),
                       seed=item.index, rule=item.rule,
                       answer=action_text(played).render("en")[:200],
                       correct=verdict.correct, points_lost=verdict.points_lost,
                       name=name, class_code=class_code)  # a store's trouble: a StoreError

    return record
