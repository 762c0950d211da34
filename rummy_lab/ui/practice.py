"""The practice trainer widget: one drill at a time, graded by the engine, with a streak,
a hint that costs and the learner's progress per rule.

The browser gets only what the learner may see (:attr:`Exercise.position` and the
choices: never an opponent's card or the stock) and sends commands
``{"n", "op": "hello" | "answer" | "hint" | "next" | "lang", ...}``; Python grades,
records (in an :class:`~rummy_lab.store.attempts.AttemptStore` when given, else in
memory) and answers by updating ``drill``, ``verdict`` and ``board``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import anywidget
import traitlets

from ..core.cards import card_from_code
from ..core.errors import RummyError
from ..core.variants import Rules, variant
from ..i18n.messages import LANGUAGES, capitalized, t
from ..practice import (
    KIND_TITLES,
    KINDS,
    LEVELS,
    Attempt,
    Exercise,
    attempt_of,
    next_exercise,
    rule_table,
    rules_key,
    to_revisit,
)
from ..store.attempts import AttemptStore, check_learner
from . import assets
from .language import follow_page, page_lang
from .practice_record import attempts_of, record_answer
from .state import card_desc

__all__ = ["PracticeTrainer"]

_LABELS = ["practice_submit", "practice_next", "btn_hint", "practice_streak",
           "practice_progress", "practice_revisit", "your_hand", "practice_table",
           "practice_pile", "practice_number", "practice_hint_cost"]


def _descs(codes, lang: str) -> list[dict]:
    return [card_desc(card_from_code(c), lang) for c in codes]


def _right_ids(ex: Exercise) -> list[str]:
    """The choices to mark right once answered (every tie of a best discard)."""
    if ex.choices is None:
        return [str(ex.answer)]
    if ex.multi:
        return sorted(ex.answer)
    return sorted(ex.draft.accepted or {ex.answer})


class PracticeTrainer(anywidget.AnyWidget):
    """The trainer for ``rules`` in ``lang``; ``store`` keeps the record (None: memory)."""

    _esm, _css = assets.widget_files("practice")
    drill = traitlets.Dict().tag(sync=True)
    verdict = traitlets.Dict().tag(sync=True)
    board = traitlets.Dict().tag(sync=True)
    command = traitlets.Dict().tag(sync=True)

    def __init__(self, rules: Rules | str = "basic", lang: str | None = None,
                 store: AttemptStore | Callable[[], AttemptStore] | None = None, name: str = "",
                 class_code: str = "class", kinds: Sequence[str] | None = None,
                 seat_of: Callable[[str, str], tuple[str, str] | None] | None = None,
                 **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.rules = variant(rules) if isinstance(rules, str) else rules
        self._lang = lang if lang in LANGUAGES else page_lang()
        self.kinds = None if kinds is None else [k for k in kinds if k in KINDS]
        self._store, self.name, self.class_code = store, name, class_code
        self._seat_of = seat_of  # (table code, ticket) -> (name, class) of a held seat
        self.learner: str | None = None
        self.memory: list[Attempt] = []
        self.streak = 0
        self.hinted = False
        self.pinned = False
        self.exercise: Exercise = self._next()
        self.observe(self._on_command, names="command")
        if lang is None:
            follow_page(self)
        self._show()

    @property
    def lang(self) -> str:
        """The learner's language; setting it (the page's EN | DE switch) redraws the drill."""
        return self._lang

    @lang.setter
    def lang(self, lang: str) -> None:
        if lang in LANGUAGES and lang != self._lang:
            self._lang = lang
            self.exercise = self.exercise.in_lang(lang)
            self._show()

    def _next(self) -> Exercise:
        return next_exercise(self.attempts(), self.rules, self.lang, kinds=self.kinds)

    # -- the record ---------------------------------------------------------------------
    @property
    def store(self) -> AttemptStore | None:
        """The record's store (opened when first needed: a page nobody answers on opens no
        database)."""
        if callable(self._store) and not isinstance(self._store, AttemptStore):
            self._store = self._store()
        return self._store

    def attempts(self) -> list[Attempt]:
        if self.learner is not None and self.store is not None:
            return attempts_of(self.store, self.learner)
        return list(self.memory)

    # -- commands from the browser ------------------------------------------------------
    def _on_command(self, change: dict) -> None:
        self.receive(change["new"] or {})

    def receive(self, cmd: Any) -> None:
        """One command as the browser sends it: a refusal is shown, never raised."""
        try:
            self.handle(cmd if isinstance(cmd, dict) else {})
        except RummyError as err:
            self.verdict = {"error": err.in_lang(self.lang), "n": cmd.get("n")
                            if isinstance(cmd, dict) else None}

    def show(self, ex: Exercise) -> None:
        """Show drill ``ex`` (a lesson's own set of drills, a test)."""
        self.exercise, self.hinted, self.verdict, self.pinned = ex, False, {}, True
        self._show()

    def handle(self, cmd: dict) -> None:
        """Do one browser command (also called directly by tests)."""
        op = cmd.get("op")
        if op == "hello":
            self.learner = check_learner(cmd.get("learner"))
            self._take_seat_name(cmd.get("seat"))
            if not self.pinned:  # the learner's record decides, unless a drill was chosen
                self.exercise = self._next()
        elif op == "answer":
            self._answer(cmd.get("answer"))
            return
        elif op == "hint":
            self.hinted = True
        elif op == "next":
            self.hinted = self.pinned = False
            self.exercise = self._next()
            self.verdict = {}
        elif op == "lang" and cmd.get("lang") in LANGUAGES:
            self.lang = cmd["lang"]
        else:
            return
        self._show()

    def _take_seat_name(self, seat: Any) -> None:
        """In class mode the learner is named as the seat this browser holds at a class
        table (its ticket checked in the store; a forged or stale one changes nothing)."""
        if self._seat_of is None or not isinstance(seat, dict):
            return
        code, ticket = seat.get("code"), seat.get("ticket")
        if not (isinstance(code, str) and isinstance(ticket, str)
                and 0 < len(code) <= 16 and 0 < len(ticket) <= 128):
            return
        held = self._seat_of(code, ticket)
        if held is not None:
            self.name, self.class_code = held

    def _answer(self, answer: Any) -> None:
        ex = self.exercise
        if self.verdict.get("rule"):
            return  # answered already: the next drill first
        if self.learner is not None and self.store is not None:
            verdict = record_answer(self.store, self.learner, ex.kind, rules_key(ex.rules),
                                    ex.seed, answer, hinted=self.hinted, name=self.name,
                                    class_code=self.class_code, lang=self.lang)
        else:
            verdict = ex.grade(answer)
            self.memory.append(attempt_of(ex, answer, verdict, self.hinted))
        clean = verdict.correct and not self.hinted
        self.streak = self.streak + 1 if clean else 0
        self.verdict = {"correct": verdict.correct, "feedback": verdict.feedback,
                        "answer_text": verdict.answer_text, "severity": verdict.severity,
                        "points_lost": verdict.points_lost, "rule": verdict.rule,
                        "right": _right_ids(ex)}
        self._show_board()

    # -- what the browser draws -----------------------------------------------------------
    def _show(self) -> None:
        ex, lang = self.exercise, self.lang
        pos = ex.position
        hint = t("practice_hint_text", lang, rule=t(ex.rule, lang)) if self.hinted else ""
        self.drill = {
            "kind": t(KIND_TITLES[ex.kind], lang), "prompt": ex.prompt, "multi": ex.multi,
            "number": ex.choices is None, "hint": hint, "lang": lang,
            "choices": [{"id": c.id, "label": capitalized(c.label), "cards": _descs(c.cards, lang)}
                        for c in ex.choices or []],
            "hand": _descs(pos.get("hand", []), lang),
            "table": [_descs(m["cards"], lang) for m in pos.get("table", [])
                      if ex.kind != "score_it"],
            "pile": _descs(pos.get("discard", []), lang) if ex.kind == "the_pile" else [],
            "labels": {k: t(k, lang) for k in _LABELS}}
        self._show_board()

    def _show_board(self) -> None:
        lang, attempts = self.lang, self.attempts()
        rows = rule_table(attempts, self.rules, self.kinds)
        self.board = {
            "streak": self.streak,
            "rules": [{"rule": t(r["rule"], lang),
                       "level": t(f"practice_level_{r['level']}", lang),
                       "step": LEVELS.index(r["level"]), "lesson": r["lesson"]} for r in rows],
            "revisit": to_revisit(attempts, self.rules)}
