"""One severity scale: the best-discard drill and the game review grade with practice/severity.py."""

from __future__ import annotations

import pytest

from rummy_lab.practice import discard_drills, review_items, severity
from rummy_lab.practice.severity import (
    DECISION_COST,
    DISCARD_LOSS,
    SEVERITIES,
    Scale,
    decision_severity,
    discard_severity,
)


def test_both_homes_are_the_one_scale():
    assert discard_drills.severity is discard_severity is severity
    assert review_items.severity is decision_severity
    assert review_items.SEVERITIES is SEVERITIES
    assert discard_drills.THRESHOLDS == DISCARD_LOSS.limits == (1, 5, 10)
    assert review_items.THRESHOLDS == DECISION_COST.limits == (3.0, 10.0, 25.0)


@pytest.mark.parametrize(("loss", "word"), [(0, "fine"), (1, "inaccuracy"), (4, "inaccuracy"),
                                            (5, "mistake"), (9, "mistake"), (10, "blunder"),
                                            (60, "blunder")])
def test_discard_losses(loss, word):
    assert discard_severity(loss) == word


@pytest.mark.parametrize(("cost", "word"), [(0, "fine"), (2.9, "fine"), (3, "inaccuracy"),
                                            (9.9, "inaccuracy"), (10, "mistake"),
                                            (24.9, "mistake"), (25, "blunder")])
def test_decision_costs(cost, word):
    assert decision_severity(cost) == word


def test_severity_only_grows_and_a_scale_must_grow():
    for scale in (DISCARD_LOSS, DECISION_COST):
        levels = [SEVERITIES.index(scale.of(v / 2)) for v in range(0, 100)]
        assert levels == sorted(levels)
    with pytest.raises(ValueError):
        Scale("bad", (5, 1, 10))
