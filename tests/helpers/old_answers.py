"""The recorded answers of the exact solver as it was before the time-bounded search
(``tests/data/old_solver_answers.json``): an oracle for hands too large for the brute
force. :func:`old_answer` gives ``(score, cards placed)`` for a recorded hand and fails
the test for a hand that was never recorded."""

from __future__ import annotations

import json
from pathlib import Path

from rummy_lab.core.cards import Card, card_from_code
from rummy_lab.core.variants import Rules

DATA = json.loads((Path(__file__).parent.parent / "data" / "old_solver_answers.json").read_text())


def _key(label: str, hand, objective: str | None) -> tuple:
    return (label, objective, tuple(sorted(c.code for c in hand)))


ANSWERS = {_key(e["rules"], [card_from_code(c) for c in e["hand"].split()], e["objective"]):
           (e["score"], e["placed"]) for e in DATA["answers"]}


def recorded_hands(label: str, objective: str | None = None) -> list[list[Card]]:
    """Every recorded hand of rules ``label`` and ``objective``, in the file's order."""
    return [[card_from_code(c) for c in e["hand"].split()] for e in DATA["answers"]
            if e["rules"] == label and e["objective"] == objective]


def old_answer(hand, rules: Rules, label: str, objective: str | None = None) -> tuple[int, int]:
    """The old solver's (score, cards placed) for ``hand`` under ``rules`` (named
    ``label`` in the file, whose options must be the same)."""
    assert DATA["rules"][label] == json.loads(json.dumps(rules.options())), label
    key = _key(label, hand, objective)
    assert key in ANSWERS, f"no recorded answer for {label} {objective} {' '.join(key[2])}"
    return ANSWERS[key]
