"""Answers to a practice drill for the tests: one that is graded wrong."""

from __future__ import annotations


def wrong_of(ex):
    """A wrong answer to exercise ``ex``: another number, a multi-select with its first
    choice flipped, or a single choice that is not accepted."""
    if ex.choices is None:
        return ex.answer + 7
    if ex.multi:
        return sorted(ex.answer ^ {ex.choices[0].id})
    return next(c.id for c in ex.choices if c.id not in (ex.draft.accepted or {ex.answer}))
