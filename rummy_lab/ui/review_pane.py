"""The play page's "Review": at the end of a hand or of the game the learner asks for a
review of their seat; it runs in a worker thread (up to about a second), its progress
written to the card table's ``review`` trait, then the costliest decisions as slides
(:func:`~rummy_lab.ui.review_board.review_slides`) that the browser steps through.
"Practise these" asks the shown decisions again as graded drills in the pane
(:class:`~rummy_lab.ui.review_practice.ReviewDrills`: the learner's own positions, each
answer kept in the practice record), keeps them as exercises (:meth:`ReviewItem.exercise`)
in :attr:`ReviewPane.exercises` (kernel side: start data with stand-in hidden cards) and,
as the seat saw them, in the view's ``review_exercises`` trait.

Commands (from review.js through the table's ``command`` trait): ``review`` with
``scope`` "hand" or "game", ``review_close``, ``review_practise``, ``review_answer``
(``choice``, ``learner``: the practice page's id of this browser), ``review_drill_next``,
``review_drill_back``.
"""

from __future__ import annotations

import copy
import threading

from ..core.errors import RummyError
from ..practice.review import Review, refusals_of, review
from ..practice.review_exercise import review_exercise
from ..store.attempts import AttemptStore
from ..store.tables import TableStore
from .messages import LANGS, learner_text, t
from .practice_page import page_store
from .review_board import all_labels, review_slides, seat_board
from .review_practice import ReviewDrills, store_recorder

__all__ = ["ReviewPane", "REVIEW_OPS"]

REVIEW_OPS = ("review", "review_close", "review_practise", "review_answer",
              "review_drill_next", "review_drill_back")


class ReviewPane:
    """Reviews of ``session``'s seat (a :class:`TableSession`), drawn into its view's
    ``review`` trait; one review at a time, cached by the game's log length."""

    def __init__(self, session):
        self.session = session
        self._cache: tuple[int, Review, dict] | None = None  # (log length, Review, refusals)
        self._running = False
        self.exercises: list[dict] = []
        self.chosen: list = []  # the ReviewItems of "Practise these"
        self.practice: ReviewDrills | None = None  # their drills, asked in the pane
        self._attempts: AttemptStore | None = None
        self.idle()

    def idle(self) -> None:
        """No review shown: the browser draws the "Review" buttons (at a hand's end)."""
        self.view.review = {"status": "idle", "labels": all_labels()}

    @property
    def view(self):
        return self.session.card_table

    def handle(self, cmd: dict) -> None:
        """Answer one review command (the session's lock is held)."""
        op = cmd.get("op")
        if op == "review_close":
            self.idle()
        elif op == "review_practise":
            self.practise()
        elif op in ("review_answer", "review_drill_next", "review_drill_back"):
            self._drill(op, cmd)
        elif op == "review":
            self.start("game" if cmd.get("scope") == "game" else "hand")

    def _allowed(self) -> bool:
        g = self.session.game
        return g.phase in ("hand_over", "game_over") and not self.session.teacher

    def start(self, scope: str) -> None:
        """Review the seat's game (copied under the lock, so play cannot change it) in a
        worker thread; a second request while one runs is ignored."""
        s = self.session
        if self._running:
            return
        if not self._allowed():
            raise RummyError(t("review_not_now", s.lang))
        game, hand = s.game, s.game.hand_number
        if self._cache is not None and self._cache[0] == len(game.history):
            return self._show(scope, hand)
        self._running = True
        self.view.review = {"status": "running", "scope": scope, "done": 0, "total": 0,
                            "text": {lang: t("review_starting", lang) for lang in LANGS},
                            "labels": all_labels()}
        mine = copy.deepcopy(game)
        threading.Thread(target=self._work, args=(mine, scope, hand), daemon=True,
                         name="rummy-lab review").start()

    def _progress(self, done: int, total: int, _text: str) -> None:
        if self.session._detached:  # a new game took the view over
            return
        if done == total or done % 3 == 0:  # a few redraws, not one per decision
            texts = {lang: t("review_progress", lang, done=done, n=total) for lang in LANGS}
            self.view.review = {"status": "running", "done": done, "total": total,
                                "text": texts, "labels": all_labels()}

    def _work(self, game, scope: str, hand: int) -> None:
        s = self.session
        try:
            got = review(game, s.seat, s.lang, progress=self._progress)
            said = {lang: refusals_of(game, s.seat, lang) for lang in LANGS}
        except Exception as exc:  # the learner sees a sentence, never a traceback
            with s._lock:
                self._running = False
                self.view.review = {"status": "error", "labels": all_labels(),
                                    "text": {lang: learner_text(exc, lang) for lang in LANGS}}
            return
        with s._lock:
            self._running = False
            if s._detached:
                return
            self._cache = (len(game.history), got, said)
            if len(s.game.history) == len(game.history):  # still the hand it was asked for
                self._show(scope, hand)
            else:
                self.idle()

    def _show(self, scope: str, hand: int) -> None:
        assert self._cache is not None
        _, got, said = self._cache
        self.view.review = review_slides(got, scope, hand, said)

    def practise(self) -> None:
        """"Practise these": the shown decisions as exercises of the practice page."""
        if self._cache is None:
            raise RummyError(t("review_not_now", self.session.lang))
        got = self._cache[1]
        data = self.view.review or {}
        scope, hand = data.get("scope", "game"), self.session.game.hand_number
        items = [i for i in got.costly() if scope == "game" or i.hand == hand]
        chosen = self.chosen = items[:5]
        self.exercises = [i.exercise() for i in chosen]  # full start data: kernel only
        # the browser gets each position as the seat saw it, never the stand-in hands
        self.view.review_exercises = [
            {**{k: v for k, v in ex.items() if k != "position"},
             "seen": seat_board(i.view, self.session.lang)}
            for ex, i in zip(self.exercises, chosen)]
        self.practice = ReviewDrills(chosen, store_recorder(self._attempt_store, self._named))
        self.view.review = {**data, "practised": len(self.exercises),
                            "drill": self.practice.data()}

    def _drill(self, op: str, cmd: dict) -> None:
        """Answer, go on or leave the drills of "Practise these"."""
        data, drills = self.view.review or {}, self.practice
        if drills is None or "drill" not in data:
            raise RummyError(t("review_not_now", self.session.lang))
        if op == "review_drill_back":
            self.view.review = {k: v for k, v in data.items() if k != "drill"}
            return
        if op == "review_answer":
            drills.answer(cmd.get("choice"), cmd.get("learner"))
        else:
            drills.step()
        self.view.review = {**data, "drill": drills.data()}

    def _attempt_store(self) -> AttemptStore:
        """The practice record: the class's store at a class table, else the practice
        page's (ui/practice_page.py)."""
        if self._attempts is None:
            store = getattr(self.session, "store", None)
            if isinstance(store, TableStore):
                self._attempts = AttemptStore(store)
            else:
                self._attempts = page_store()
        return self._attempts

    def _named(self) -> tuple[str, str]:
        """(name, class) of this seat at a class table (as the practice page names the
        learner); ("", "class") elsewhere."""
        s = self.session
        store = getattr(s, "store", None)
        if not isinstance(store, TableStore):
            return "", "class"
        return store.seats(s.code)[s.seat]["name"], store.class_of(s.code) or "class"

    def drills(self, lang: str | None = None) -> list:
        """The "Practise these" decisions as graded practice exercises
        (:func:`~rummy_lab.practice.review_exercise.review_exercise`), for a trainer."""
        return [review_exercise(i, lang or self.session.lang) for i in self.chosen]
