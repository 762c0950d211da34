"""The teacher's view of a class's mistakes (a part of the unlocked dashboard).

:class:`ClassReviews` reviews every human seat of the class's tables from the store
(:func:`~rummy_lab.practice.review`, each seat from its own information), in a worker
thread, bounded: one review per table and log length (polling does not review again), at
most :data:`TABLES_PER_PASS` tables a pass. :func:`class_data` turns the reviews, the
refusals kept in the store (:mod:`rummy_lab.store.refusals`) and the practice record into
the ``classview`` trait the browser draws (widgets/class_view.js): a rules × students heat
map of trouble (0–1), the rules most of the class gets wrong with the lesson to revisit,
each student's history and the class's costly decisions per hand (a plot). Names travel
as typed: the browser draws them as text (never as markup); the CSV defuses formulas.
"""

from __future__ import annotations

import copy
import re
import sys
import threading
import traceback
from datetime import UTC, datetime

from ..i18n.messages import CATALOG, template
from ..practice.class_view import class_view, lesson_for, lesson_title
from ..practice.mastery import LEVELS, Attempt, RuleProgress
from ..practice.review import review
from ..store.attempts import AttemptStore
from ..store.refusals import refusals_at
from ..store.seats import HUMAN
from .messages import t

__all__ = ["ClassReviews", "class_data", "class_csv", "mastery_records", "rule_label",
           "TABLES_PER_PASS", "CLASS_LABELS"]

TABLES_PER_PASS = 4  # tables reviewed in one pass of the worker (each up to ~1 s)
CLASS_TABLES = 24  # the class's most recently played tables the view reviews (a page read)
HISTORY_ROWS = 40  # the newest rows of a student's history shown
CLASS_LABELS = ["classview_" + k for k in (
    "title", "heat", "hardest", "history", "csv", "plot", "student", "rule", "lesson", "none",
    "cost", "mastery", "hand")]


def rule_label(rule: str, lang: str) -> str:
    """A rule key as a teacher reads it, in ``lang``: a review reason by its short name
    (``review_why_breaks_meld`` → ``review_topic_breaks_meld``: "Breaking a finished
    meld"), a practice rule by its title (``rule_layoff``: "Laying off"), an engine refusal
    by the text the learner was shown, its blanks as "…"; an unknown key in words."""
    topic = "review_topic_" + rule.removeprefix("review_why_")
    if rule.startswith("review_why_") and topic in CATALOG:
        return t(topic, lang)
    if rule in CATALOG:
        return re.sub(r"\{[^{}]*\}", "…", template(rule, lang))
    return rule.removeprefix("review_why_").replace("_", " ")


class ClassReviews:
    """Reviews of a class's tables, cached by (table, log length); the dashboard's next
    poll shows what the worker finished."""

    def __init__(self, store):
        self.store = store
        self._attempts: AttemptStore | None = None
        self._done: dict[str, tuple[int, dict[int, dict]]] = {}
        self._lock = threading.Lock()
        self._worker: threading.Thread | None = None
        self.pending = 0
        self.reviews = 0  # reviews run (a test reads it: polling must not re-review)

    def refresh(self, class_code: str) -> None:
        """Start reviewing the tables whose log grew since their last review."""
        infos = self._recent(class_code)
        with self._lock:
            todo = [i for i in infos if self._done.get(i.code, (-1,))[0] != i.actions
                    and HUMAN in i.kinds]
            self.pending = len(todo)
            if not todo or (self._worker is not None and self._worker.is_alive()):
                return
            self._worker = threading.Thread(target=self._work, args=(todo[:TABLES_PER_PASS],),
                                            daemon=True, name="rummy-lab class reviews")
            self._worker.start()

    def _work(self, infos) -> None:
        try:
            for info in infos:
                game = copy.deepcopy(self.store.game(info.code))
                seats = {s: review(game, s).to_dict() for s, k in enumerate(info.kinds)
                         if k == HUMAN}
                with self._lock:
                    self.reviews += len(seats)
                    self._done[info.code] = (len(game.history), seats)
        except Exception:  # a damaged table: the others still count
            traceback.print_exc(file=sys.stderr)

    def _recent(self, class_code: str):
        """The most recently played tables (one page of the store's list: quick with
        thousands of tables)."""
        return self.store.table_page(class_code, 0, CLASS_TABLES).tables

    def mastery(self, class_code: str) -> list[dict]:
        """The class's practice record (store/attempts.py) as mastery over time."""
        if self._attempts is None:
            self._attempts = AttemptStore(self.store)
        return mastery_records(self._attempts.everything(class_code))

    def student_reviews(self, class_code: str) -> tuple[dict[str, list[dict]], dict]:
        """({student: [review dicts]}, {student: {rule: refusals}}) of the reviewed tables."""
        reviews: dict[str, list[dict]] = {}
        refused: dict[str, dict[str, int]] = {}
        with self._lock:
            done = dict(self._done)
        infos = [i for i in self._recent(class_code) if i.code in done]
        kept_all = refusals_at(self.store, [i.code for i in infos])
        for info in infos:
            kept = kept_all.get(info.code, {})
            for seat, rv in done[info.code][1].items():
                name = info.players[seat]
                reviews.setdefault(name, []).append(rv)
                for rule, n in kept.get(seat, {}).items():
                    mine = refused.setdefault(name, {})
                    mine[rule] = mine.get(rule, 0) + n
        return reviews, refused


def mastery_records(rows) -> list[dict]:
    """Practice attempts (:class:`AttemptRow`) as mastery over time: after each answer the
    student's level on that rule as 0–1 (new 0 … mastered 1). Unnamed learners (outside
    class mode) are left out."""
    state: dict[tuple[str, str], RuleProgress] = {}
    out = []
    for r in sorted(rows, key=lambda r: r.at):
        if not r.name:
            continue
        p = state.setdefault((r.name, r.rule), RuleProgress(r.rule))
        p.update(Attempt(r.kind, r.rules, r.seed, r.rule, r.correct, r.hinted, r.answer,
                         r.points_lost, at=datetime.fromtimestamp(r.at, UTC)))
        out.append({"student": r.name, "rule": r.rule, "when": r.at,
                    "mastery": LEVELS.index(p.level) / (len(LEVELS) - 1)})
    return out


def _per_hand(reviews: dict[str, list[dict]]) -> list[dict]:
    """Costly decisions of the class per hand number (the plot)."""
    count: dict[int, int] = {}
    for games in reviews.values():
        for rv in games:
            for item in rv["items"]:
                if item["severity"] != "fine":
                    count[item["hand"]] = count.get(item["hand"], 0) + 1
    return [{"hand": h, "mistakes": n} for h, n in sorted(count.items())]


def class_data(reviews: dict, refused: dict, mastery, lang: str, pending: int = 0) -> dict:
    """The ``classview`` trait: heat map, hardest rules, histories, plot, labels."""
    view = class_view(reviews, refused, mastery)
    trouble = view.trouble
    students, rules = list(trouble.columns), list(trouble.index)
    history = {}
    for s in students:
        rows = view.history(s).tail(HISTORY_ROWS)
        history[s] = [{"source": r["source"], "rule": rule_label(r["rule"], lang),
                       "lesson": lesson_title(lesson_for(r["rule"]), lang),
                       "cost": None if r["cost"] is None or r["cost"] != r["cost"]
                       else round(float(r["cost"]), 1),
                       "mastery": None if r["mastery"] is None or r["mastery"] != r["mastery"]
                       else round(float(r["mastery"]), 2)} for _, r in rows.iterrows()]
    return {
        "students": students,
        "rules": [{"key": r, "label": rule_label(r, lang), "lesson": lesson_for(r),
                   "lesson_title": lesson_title(lesson_for(r), lang)} for r in rules],
        "trouble": [[round(float(x), 2) for x in row] for row in trouble.to_numpy()],
        "hardest": [{"rule": rule_label(row["rule"], lang), "students": int(row["students"]),
                     "share": float(row["share"]), "lesson": row["lesson"],
                     "lesson_title": lesson_title(row["lesson"], lang),
                     "text": t("classview_struggle", lang, n=int(row["students"]),
                               total=len(students), share=round(100 * float(row["share"])))}
                    for _, row in view.hardest().iterrows()],
        "history": history, "plot": _per_hand(reviews),
        "pending": t("classview_pending", lang, n=pending) if pending else "",
        "labels": {k: t(k, lang) for k in CLASS_LABELS},
    }


def class_csv(reviews: dict, refused: dict, mastery, lang: str = "en") -> bytes:
    """Everything of the class view as CSV (one row per student and rule), with the rules'
    and lessons' names in ``lang`` next to their keys."""
    def names(rule: str, lesson: str) -> tuple[str, str]:
        return rule_label(rule, lang), lesson_title(lesson, lang)

    return class_view(reviews, refused, mastery).to_csv(names=names).encode("utf-8")
