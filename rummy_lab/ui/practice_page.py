"""The practice trainer as a page shows it: the record in the class's store.

:func:`practice_trainer` opens the attempts of the same store as the shared tables
(:func:`rummy_lab.store.config.shared_store`: SQLite by default, PostgreSQL when
``RUMMY_LAB_STORE`` says so), so a reload, another lesson or a restarted server continues
the learner's record. ``08_practice`` shows every kind of drill; a lesson's own short set
passes the ``kinds`` it taught.

The review's "Practise these" asks the learner's own positions in the review pane
(:mod:`rummy_lab.ui.review_practice`). For fresh drills of the same rules afterwards, hand
the review items' ``rule`` keys to :func:`drills_for_review` and pass the kinds on:
``practice_trainer(rules, kinds=drills_for_review(review.exercises()))`` (kinds that do not
exist under ``rules`` are dropped; none left: every kind).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache

from ..core.errors import RummyError
from ..core.variants import Rules
from ..practice import KINDS
from ..store.attempts import AttemptStore
from ..store.config import shared_store
from ..store.tables import TableStore
from .practice import PracticeTrainer

__all__ = ["practice_trainer", "page_store", "seat_of", "drills_for_review", "REVIEW_KINDS"]

#: the kind of drill that practises each kind of reviewed decision
REVIEW_KINDS = {"review_discard": ("best_discard",), "review_draw": ("the_pile",),
                "review_play": ("legal_or_not", "lay_off", "joker_swap", "going_out")}


@cache
def page_store() -> AttemptStore:
    """This kernel's one attempt store, in the shared tables' database."""
    return AttemptStore(shared_store())


def practice_trainer(rules: Rules | str = "basic", kinds: Sequence[str] | None = None,
                     name: str = "") -> PracticeTrainer:
    """A trainer on the page's language whose record is kept in :func:`page_store` (opened
    when the browser says hello)."""
    trainer = PracticeTrainer(rules, store=page_store, kinds=kinds, name=name, seat_of=seat_of)
    trainer.add_class("rl-lesson-practice")
    return trainer


def seat_of(code: str, ticket: str, tables: TableStore | None = None) -> tuple[str, str] | None:
    """(name, class) of the class-table seat that ``ticket`` holds at table ``code``, or None
    when the ticket holds no seat there (``tables``: default the shared tables' store)."""
    store = tables if tables is not None else shared_store()
    try:
        held = store.resume(code, ticket)
        name = store.seats(held.code)[held.seat]["name"]
    except (RummyError, LookupError):  # StoreError is a RummyError
        return None
    return name, store.class_of(held.code) or "class"


def drills_for_review(items: Iterable[dict]) -> list[str]:
    """The kinds of drill for review exercises (``ReviewItem.exercise()`` dicts), each once."""
    out: list[str] = []
    for item in items:
        for kind in REVIEW_KINDS.get(str(item.get("kind", "")), ()):
            if kind in KINDS and kind not in out:
                out.append(kind)
    return out
