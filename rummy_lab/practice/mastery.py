"""Mastery per rule: every attempt moves the learner's level of the rule it tests, and
missed rules come back when the spaced-repetition scheduler says they are due.

Two well-kept ideas, one per question:

* *How well is the rule known?* A level per rule as Khan Academy keeps per skill:
  ``attempted`` → ``familiar`` → ``proficient`` → ``mastered``. A clean solve (no hint)
  moves one level up, a hinted solve at most to ``attempted`` (it counts as a weaker solve),
  a wrong answer one level down. ``mastered`` needs a clean solve of a rule that was
  *due* again (a review after the scheduler's interval, not three answers in a row), as
  Khan's mastery needs a later mixed review.
* *When should it come back?* An FSRS card per rule (the ``fsrs`` library, the scheduler
  Anki uses): wrong = Again, hinted = Hard, right = Good. A missed rule is due again within
  minutes, a known one after days.

Mastery is a pure function of the attempts (:func:`progress`), so a stored record of
attempts is all there is to keep.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime

from fsrs import Card, Rating, Scheduler

from ..core.errors import RummyError
from ..core.variants import Rules, variant
from ..i18n.messages import msg

__all__ = ["Attempt", "RuleProgress", "LEVELS", "LESSONS", "progress", "rules_key",
           "rules_from_key", "lesson_for"]

LEVELS = ("new", "attempted", "familiar", "proficient", "mastered")
_SCHEDULER = Scheduler(enable_fuzzing=False)  # no random jitter: the same record, the same plan

#: the lesson notebook that teaches each family of rules (to revisit when it goes wrong)
LESSONS = {"rule_meld_": "02_melds_and_layoffs", "rule_layoff": "02_melds_and_layoffs",
           "rule_joker_swap": "03_rummy_500", "rule_pile_": "03_rummy_500",
           "rule_score_": "04_scoring_scenarios", "rule_romme": "04_scoring_scenarios",
           "rule_going_out": "01_guided_hand", "rule_discard": "06_strategy_lab"}


def lesson_for(rule: str) -> str:
    """The lesson notebook to revisit for ``rule``."""
    return next(lesson for prefix, lesson in LESSONS.items() if rule.startswith(prefix))


def rules_key(rules: Rules) -> str:
    """A short name of the rules a drill ran under ("basic", "pool500+cutthroat")."""
    return rules.name + ("+cutthroat" if rules.scoring == "cutthroat" else "")


def rules_from_key(key: str) -> Rules:
    name, _, extra = str(key).partition("+")
    if extra not in ("", "cutthroat"):
        raise RummyError(msg("practice_bad_rules", value=key))
    return variant(name, cutthroat=extra == "cutthroat")


@dataclass(frozen=True)
class Attempt:
    """One answer to one drill (``at``: when, timezone-aware UTC)."""

    kind: str
    rules: str          # rules_key
    seed: int
    rule: str
    correct: bool
    hinted: bool = False
    answer: str = ""
    points_lost: int | None = None
    at: datetime = field(default_factory=lambda: datetime.now(UTC))


@dataclass
class RuleProgress:
    """The learner's standing on one rule."""

    rule: str
    level: str = "new"
    attempts: int = 0
    correct: int = 0
    streak: int = 0
    card: Card | None = None

    @property
    def due(self) -> datetime | None:
        return None if self.card is None else self.card.due

    @property
    def lesson(self) -> str:
        return lesson_for(self.rule)

    def is_due(self, now: datetime) -> bool:
        return self.card is not None and self.card.due <= now

    def update(self, attempt: Attempt) -> None:
        """Fold one attempt of this rule in (level, counts, streak, FSRS card)."""
        at = attempt.at
        was_due = self.is_due(at) and self.card is not None and self.card.last_review is not None \
            and (at - self.card.last_review).total_seconds() >= 3600
        step = LEVELS.index(self.level)
        if not attempt.correct:
            step = max(1, step - 1)
            rating = Rating.Again
        elif attempt.hinted:
            step = max(step, 1)
            rating = Rating.Hard
        else:
            top = LEVELS.index("mastered") if was_due else LEVELS.index("proficient")
            step = min(max(step + 1, 2), max(top, step))
            rating = Rating.Good
        self.level = LEVELS[step]
        self.attempts += 1
        self.correct += attempt.correct
        self.streak = self.streak + 1 if attempt.correct and not attempt.hinted else 0
        card = self.card or Card(card_id=1, due=at)
        self.card, _ = _SCHEDULER.review_card(card, rating, at)


def progress(attempts: list[Attempt]) -> dict[str, RuleProgress]:
    """Every rule's progress after ``attempts`` (oldest first)."""
    out: dict[str, RuleProgress] = {}
    for attempt in sorted(attempts, key=lambda a: a.at):
        out.setdefault(attempt.rule, RuleProgress(attempt.rule)).update(attempt)
    return out
