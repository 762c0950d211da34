"""The teacher's view of a class: which rules each student gets wrong (data only, no drawing).

``class_view(reviews, refusals, mastery)`` turns plain dicts — per student the
:meth:`Review.to_dict` of their reviewed games, refusal counts per rule key, and mastery
records of the practice page — into rules × students tables (pandas), the rules most of
the class struggles with, a student's history, the lesson to revisit per rule, and CSV.

Names stay as the students typed them in the tables; :meth:`ClassView.drawn` gives a copy
with every name and rule HTML-escaped for a page to draw, and the CSV defuses cells a
spreadsheet would run as a formula.
"""

from __future__ import annotations

import csv
import html
import io
import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import pandas as pd

from ..core.errors import RummyError
from ..i18n.messages import CATALOG, msg, t
from .mastery import LESSONS as PRACTICE_LESSONS

__all__ = ["class_view", "ClassView", "lesson_for", "lesson_title", "LESSONS", "TROUBLE"]

#: lesson notebook → the rule keys (or key prefixes, ending in "_") it teaches
LESSONS: dict[str, tuple[str, ...]] = {
    "01_guided_hand": ("already_drew", "draw_first", "not_in_hand", "hand_over", "game_over",
                       "hand_not_over", "stock_empty", "stock_not_empty", "discards_dead",
                       "pile_empty", "review_why_missed_out", "review_why_no_discard"),
    "02_melds_and_layoffs": ("run_", "set_", "meld_", "layoff_", "cannot_stand", "joker_",
                             "ace_", "rank_", "suit_", "card_twice", "no_such_meld", "stranded",
                             "swap_", "review_why_breaks_meld", "review_why_held_back",
                             "review_why_discard_fits", "review_why_meld_wastes"),
    "03_rummy_500": ("pick_", "use_taken_first", "obligation_lost", "top_only", "not_in_pile",
                     "taken_", "no_out_", "review_why_deep_pick", "review_why_pick_worse",
                     "review_why_missed_pick"),
}
DEFAULT_LESSON = "06_strategy_lab"  # a costly choice that breaks no rule: the strategy lab
TROUBLE = 3  # costly decisions (or refusals) of one rule that count as full trouble
STRUGGLING = 0.5  # trouble from which a student counts as getting the rule wrong


def lesson_for(rule: str) -> str:
    """The lesson to revisit for a rule key (an engine refusal, a review reason or a
    practice rule, "rule_…", as the practice page files it: practice/mastery.py)."""
    if rule.startswith("rule_"):
        return next((lesson for prefix, lesson in PRACTICE_LESSONS.items()
                     if rule.startswith(prefix)), DEFAULT_LESSON)
    best, length = DEFAULT_LESSON, 0
    for lesson, keys in LESSONS.items():
        for key in keys:
            hit = rule.startswith(key) if key.endswith("_") else rule == key
            if hit and len(key) > length:
                best, length = lesson, len(key)
    return best


def lesson_title(lesson: str, lang: str) -> str:
    """A lesson notebook's title in ``lang`` ("02_melds_and_layoffs" → "Lesson 2 — Melds
    and lay-offs"): the page title of the catalog, ``page_NN_title``."""
    key = f"page_{lesson[:2]}_title"
    return t(key, lang) if key in CATALOG else lesson


def _bad(what: str) -> RummyError:
    return RummyError(msg("review_class_bad_input", what=msg(f"review_class_what_{what}")))


def _name(value: Any) -> str:
    if not isinstance(value, str) or not value.strip() or len(value) > 200:
        raise _bad("student")
    return value


def _count(value: Any, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < 10**9:
        raise _bad(what)
    return value


@dataclass(frozen=True)
class ClassView:
    """Rules × students tables of a class (index: rule keys, columns: student names).

    ``mistakes``: costly decisions in reviewed games; ``cost``: their points;
    ``refusals``: rule refusals met; ``mastery``: latest practice mastery (0–1, NaN:
    not practised); ``trouble``: 0–1 for a heat map, the largest of mistakes/TROUBLE,
    refusals/TROUBLE and 1 − mastery; ``events``: every game decision and practice
    record, for :meth:`history`."""

    mistakes: pd.DataFrame
    cost: pd.DataFrame
    refusals: pd.DataFrame
    mastery: pd.DataFrame
    trouble: pd.DataFrame
    events: pd.DataFrame

    @property
    def lessons(self) -> pd.Series:
        """The lesson to revisit for each rule."""
        return pd.Series({r: lesson_for(r) for r in self.trouble.index}, name="lesson",
                         dtype=object)

    def hardest(self, n: int = 5) -> pd.DataFrame:
        """The rules most of the class gets wrong: how many students struggle with each
        (trouble ≥ 0.5), their share, the mean trouble and the lesson to revisit."""
        t = self.trouble
        if t.empty:
            return pd.DataFrame(columns=["rule", "students", "share", "trouble", "lesson"])
        students = (t >= STRUGGLING).sum(axis=1)
        out = pd.DataFrame({"rule": t.index, "students": students.values,
                            "share": (students / max(len(t.columns), 1)).round(2).values,
                            "trouble": t.mean(axis=1).round(2).values,
                            "lesson": [lesson_for(r) for r in t.index]})
        out = out[out["students"] > 0].sort_values(["students", "trouble", "rule"],
                                                    ascending=[False, False, True])
        return out.head(n).reset_index(drop=True)

    def history(self, student: str) -> pd.DataFrame:
        """One student's record in order: each costly game decision and practice record."""
        ev = self.events
        return ev[ev["student"] == student].reset_index(drop=True)

    def drawn(self, frame: pd.DataFrame | None = None) -> pd.DataFrame:
        """``frame`` (default: :attr:`trouble`) with every label and text cell HTML-escaped,
        for a page that draws it."""
        frame = self.trouble if frame is None else frame
        out = frame.copy()
        out.index = [html.escape(str(x)) for x in out.index]
        out.columns = [html.escape(str(x)) for x in out.columns]
        for col in out.columns:
            if out[col].dtype == object:
                out[col] = out[col].map(lambda v: html.escape(v) if isinstance(v, str) else v)
        return out

    def rows(self) -> list[dict]:
        """Long form: one row per (rule, student) with every number and the lesson."""
        out = []
        mistakes, cost, refused = (f.to_dict() for f in (self.mistakes, self.cost, self.refusals))
        mastery, trouble = self.mastery.to_dict(), self.trouble.to_dict()
        for rule in self.trouble.index:
            for student in self.trouble.columns:
                m = mastery[student][rule]
                out.append({"student": student, "rule": rule,
                            "mistakes": int(mistakes[student][rule]),
                            "cost": float(cost[student][rule]),
                            "refusals": int(refused[student][rule]),
                            "mastery": "" if pd.isna(m) else round(float(m), 3),
                            "trouble": round(float(trouble[student][rule]), 3),
                            "lesson": lesson_for(rule)})
        return out

    def to_csv(self, path=None, names: Callable[[str, str], tuple[str, str]] | None = None
               ) -> str:
        """The long form as CSV (written to ``path`` if given); cells that a spreadsheet
        would read as a formula get a leading apostrophe. ``names(rule, lesson)`` gives a
        rule's and a lesson's names as a teacher reads them (columns ``rule_name`` and
        ``lesson_title`` after the keys)."""
        buf = io.StringIO()
        fields = ["student", "rule", *(["rule_name"] if names else []), "mistakes", "cost",
                  "refusals", "mastery", "trouble", "lesson",
                  *(["lesson_title"] if names else [])]
        writer = csv.DictWriter(buf, fieldnames=fields, lineterminator="\n")
        writer.writeheader()
        for row in self.rows():
            if names:
                row["rule_name"], row["lesson_title"] = names(row["rule"], row["lesson"])
            writer.writerow({k: _safe_cell(v) for k, v in row.items()})
        text = buf.getvalue()
        if path is not None:
            with open(path, "w", encoding="utf-8", newline="") as f:
                f.write(text)
        return text


def _safe_cell(value: Any) -> Any:
    if isinstance(value, str) and value[:1] in ("=", "+", "-", "@", "\t", "\r"):
        return "'" + value
    return value


def _game_rows(student: str, reviews: Any) -> list[dict]:
    if not isinstance(reviews, Sequence) or isinstance(reviews, (str, bytes)):
        raise _bad("reviews")
    rows = []
    for g, rv in enumerate(reviews):
        if not isinstance(rv, Mapping) or not isinstance(rv.get("items", []), Sequence):
            raise _bad("reviews")
        for item in rv.get("items", []):
            if not isinstance(item, Mapping) or not isinstance(item.get("rule"), str):
                raise _bad("reviews")
            cost = item.get("cost", 0)
            if not isinstance(cost, (int, float)) or isinstance(cost, bool) \
                    or not math.isfinite(cost) or cost < 0:
                raise _bad("reviews")
            if item.get("severity", "fine") != "fine":
                rows.append({"student": student, "source": "game", "order": g,
                             "rule": item["rule"], "cost": float(cost), "mastery": None})
    return rows


def _game_refusals(reviews: Sequence) -> dict[str, int]:
    out: dict[str, int] = {}
    for rv in reviews:
        for r in rv.get("refusals", []) if isinstance(rv, Mapping) else ():
            if isinstance(r, Mapping) and isinstance(r.get("key"), str):
                out[r["key"]] = out.get(r["key"], 0) + _count(r.get("count", 0), "refusals")
    return out


def _mastery_rows(mastery: Any) -> list[dict]:
    """Practice records as rows: a list of {"student", "rule", "mastery" (0–1), "when"
    (a number, e.g. a timestamp; default: the record's place)} or {student: {rule: mastery}}."""
    if mastery is None:
        return []
    if isinstance(mastery, Mapping):
        mastery = [{"student": s, "rule": r, "mastery": v}
                   for s, rules in mastery.items()
                   for r, v in (rules.items() if isinstance(rules, Mapping) else [(None, None)])]
    if not isinstance(mastery, Sequence) or isinstance(mastery, (str, bytes)):
        raise _bad("mastery")
    rows = []
    for i, rec in enumerate(mastery):
        if not isinstance(rec, Mapping) or not isinstance(rec.get("rule"), str):
            raise _bad("mastery")
        value = rec.get("mastery")
        if isinstance(value, Mapping):  # e.g. {"mastery": 0.7, ...} nested
            value = value.get("mastery")
        if not isinstance(value, (int, float)) or isinstance(value, bool) \
                or not 0 <= value <= 1:
            raise _bad("mastery")
        when = rec.get("when", i)
        if not isinstance(when, (int, float)) or isinstance(when, bool) or not math.isfinite(when):
            raise _bad("mastery")
        rows.append({"student": _name(rec.get("student")), "source": "practice",
                     "order": when, "rule": rec["rule"], "cost": None,
                     "mastery": float(value)})
    return rows


def class_view(reviews: Mapping[str, Sequence[Mapping]] | None = None,
               refusals: Mapping[str, Mapping[str, int]] | None = None,
               mastery: Any = None) -> ClassView:
    """The class's rules × students tables from plain data (see the module docstring):
    ``reviews`` {student: [Review.to_dict(), ...]}, ``refusals`` {student: {rule: count}}
    (added to the refusals the reviews carry), ``mastery`` practice records. Bad input
    raises one :class:`RummyError` and builds nothing."""
    reviews, refusals = reviews or {}, refusals or {}
    if not isinstance(reviews, Mapping) or not isinstance(refusals, Mapping):
        raise _bad("reviews")
    events: list[dict] = []
    refused: dict[str, dict[str, int]] = {}
    for student, games in reviews.items():
        events += _game_rows(_name(student), games)
        for rule, n in _game_refusals(games).items():
            refused.setdefault(student, {})[rule] = refused.get(student, {}).get(rule, 0) + n
    for student, counts in refusals.items():
        if not isinstance(counts, Mapping):
            raise _bad("refusals")
        for rule, n in counts.items():
            if not isinstance(rule, str):
                raise _bad("refusals")
            mine = refused.setdefault(_name(student), {})
            mine[rule] = mine.get(rule, 0) + _count(n, "refusals")
    practice = _mastery_rows(mastery)
    events += practice
    students = sorted({e["student"] for e in events} | set(refused) | set(reviews))
    rules = sorted({e["rule"] for e in events} | {r for c in refused.values() for r in c})
    mistakes: dict[tuple[str, str], int] = {}
    cost: dict[tuple[str, str], float] = {}
    latest: dict[tuple[str, str], float] = {}
    for e in events:
        cell = (e["rule"], e["student"])
        if e["source"] == "game":
            mistakes[cell] = mistakes.get(cell, 0) + 1
            cost[cell] = cost.get(cell, 0.0) + e["cost"]
        else:  # in order: the last record of a rule is the student's mastery now
            latest[cell] = e["mastery"]
    refused_cells = {(r, s): n for s, counts in refused.items() for r, n in counts.items()}

    def table(cells: dict, empty: float = 0) -> pd.DataFrame:
        data = {s: [cells.get((r, s), empty) for r in rules] for s in students}
        return pd.DataFrame(data, index=pd.Index(rules, name="rule"),
                            columns=pd.Index(students, name="student"))

    m_t, c_t, r_t = table(mistakes), table(cost), table(refused_cells)
    l_t = table(latest, float("nan"))
    trouble = table({(r, s): max(min(1.0, mistakes.get((r, s), 0) / TROUBLE),
                                 min(1.0, refused_cells.get((r, s), 0) / TROUBLE),
                                 1.0 - latest.get((r, s), 1.0))
                     for r in rules for s in students})
    frame = pd.DataFrame(events, columns=["student", "source", "order", "rule", "cost",
                                          "mastery"])
    frame = frame.sort_values(["student", "source", "order"], kind="stable")
    return ClassView(m_t, c_t.astype(float).round(1), r_t, l_t.astype(float),
                     trouble.astype(float), frame.reset_index(drop=True))
