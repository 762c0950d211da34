"""Answers to a practice drill for the tests: one that is graded wrong, and giving one in
the trainer's page by mouse."""

from __future__ import annotations


def wrong_of(ex):
    """A wrong answer to exercise ``ex``: another number, a multi-select with its first
    choice flipped, or a single choice that is not accepted."""
    if ex.choices is None:
        return ex.answer + 7
    if ex.multi:
        return sorted(ex.answer ^ {ex.choices[0].id})
    return next(c.id for c in ex.choices if c.id not in (ex.draft.accepted or {ex.answer}))


def click_answer(page, ex, answer) -> None:
    """Give ``answer`` to exercise ``ex`` in the practice trainer of ``page`` by mouse: the
    number typed, or the choices clicked; then Check."""
    if ex.choices is None:
        page.fill(".rl-practice-number", str(answer))
    else:
        for cid in [answer] if isinstance(answer, str) else answer:
            page.click(f'.rl-practice-choice[data-id="{cid}"]')
    page.click(".rl-practice-submit")
