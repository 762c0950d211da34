"""Practice: drills generated and graded by the engine, the learner's mastery per rule, and
the review of a learner's own game with the teacher's class view.

``exercise(kind, rules, seed, lang="en")`` builds one drill of ``kind`` (see
:data:`KINDS`) under ``rules`` (a :class:`~rummy_lab.core.variants.Rules` or a variant
name); the same arguments always give the same drill. ``exercise.grade(answer)`` returns
a :class:`Verdict` whose feedback, for a wrong answer, is the engine's own reason in the
learner's language.
"""

from __future__ import annotations

from typing import Any

from .base import Choice, Exercise, Verdict
from .class_view import ClassView, class_view
from .discard_drills import severity
from .drills import KIND_TITLES, KINDS, applies, exercise, kinds_for
from .mastery import LEVELS, Attempt, RuleProgress, progress, rules_from_key, rules_key
from .plan import next_exercise, rule_table, to_revisit
from .review import Review, ReviewItem, review

__all__ = ["exercise", "KINDS", "KIND_TITLES", "Exercise", "Verdict", "Choice", "kinds_for",
           "applies", "severity", "Attempt", "RuleProgress", "LEVELS", "progress",
           "next_exercise", "rule_table", "to_revisit", "rules_key", "rules_from_key",
           "attempt_of", "review", "Review", "ReviewItem", "class_view", "ClassView"]


def attempt_of(ex: Exercise, answer: Any, verdict: Verdict, hinted: bool = False,
               at: Any = None) -> Attempt:
    """The record of answering ``ex`` with ``answer`` (graded ``verdict``)."""
    given = sorted(answer) if ex.multi and not isinstance(answer, str) else answer
    extra = {} if at is None else {"at": at}
    return Attempt(ex.kind, rules_key(ex.rules), ex.seed, ex.rule, verdict.correct, hinted,
                   str(given)[:200], verdict.points_lost, **extra)
