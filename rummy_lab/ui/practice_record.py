"""The practice page's link between drills and the stored record.

The browser sends only which drill it answered (kind, rules, seed) and the answer; the
drill is built again here and graded by the engine, so a forged "correct" cannot enter the
record, and an answer that is not one of the drill's choices is refused before anything is
written. The record of a learner is read back as :class:`~rummy_lab.practice.Attempt`
objects, from which mastery and the next drill follow.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from ..core.variants import Rules
from ..practice import Attempt, Exercise, Verdict, attempt_of, exercise, next_exercise
from ..store.attempts import AttemptStore

__all__ = ["record_answer", "attempts_of", "next_for"]


def record_answer(store: AttemptStore, learner: str, kind: str, rules: str, seed: int,
                  answer: Any, *, hinted: bool = False, name: str = "",
                  class_code: str = "class", lang: str = "en") -> Verdict:
    """Grade ``answer`` to drill (``kind``, ``rules``, ``seed``) and store the attempt;
    bad input raises :class:`~rummy_lab.core.errors.RummyError` and stores nothing."""
    ex: Exercise = exercise(kind, rules, seed, lang)
    verdict = ex.grade(answer)
    a = attempt_of(ex, answer, verdict, hinted)
    store.add(learner, kind=a.kind, rules=a.rules, seed=a.seed, rule=a.rule,
              answer=a.answer, correct=a.correct, hinted=a.hinted,
              points_lost=a.points_lost, name=name, class_code=class_code,
              at=a.at.timestamp())
    return verdict


def attempts_of(store: AttemptStore, learner: str) -> list[Attempt]:
    """The stored attempts of ``learner``, oldest first."""
    return [Attempt(r.kind, r.rules, r.seed, r.rule, r.correct, r.hinted, r.answer,
                    r.points_lost, datetime.fromtimestamp(r.at, UTC))
            for r in store.of(learner)]


def next_for(store: AttemptStore, learner: str, rules: Rules, lang: str = "en",
             now: datetime | None = None) -> Exercise:
    """The next drill for ``learner`` under ``rules`` from their stored record."""
    return next_exercise(attempts_of(store, learner), rules, lang, now)
