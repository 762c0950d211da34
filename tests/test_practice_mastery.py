"""Mastery per rule: levels move with each attempt, missed rules come back when due, the
next drill tests what the learner has not mastered, and the lesson to revisit is named."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from rummy_lab.core.variants import variant
from rummy_lab.practice import (
    Attempt,
    attempt_of,
    exercise,
    next_exercise,
    progress,
    rule_table,
    rules_key,
    to_revisit,
)
from rummy_lab.practice.plan import rules_of

T0 = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)
BASIC = variant("basic")


def tried(rule, correct, at, hinted=False, seed=1, kind="lay_off"):
    return Attempt(kind, "basic", seed, rule, correct, hinted, at=at)


def test_levels_climb_one_step_per_clean_solve_and_mastery_needs_a_due_review():
    steps = [tried("rule_layoff", True, T0)]
    assert progress(steps)["rule_layoff"].level == "familiar"
    steps.append(tried("rule_layoff", True, T0 + timedelta(minutes=1)))
    assert progress(steps)["rule_layoff"].level == "proficient"
    steps.append(tried("rule_layoff", True, T0 + timedelta(minutes=2)))
    assert progress(steps)["rule_layoff"].level == "proficient", "three in a row is not mastery"
    due = progress(steps)["rule_layoff"].due
    assert due > T0 + timedelta(hours=12)
    steps.append(tried("rule_layoff", True, due + timedelta(minutes=1)))
    assert progress(steps)["rule_layoff"].level == "mastered"
    steps.append(tried("rule_layoff", False, due + timedelta(minutes=2)))
    assert progress(steps)["rule_layoff"].level == "proficient", "a miss moves one level down"


def test_a_hinted_solve_is_weaker_and_a_miss_starts_at_attempted():
    assert progress([tried("rule_discard", True, T0, hinted=True)])["rule_discard"].level == \
        "attempted"
    record = progress([tried("rule_discard", False, T0)])["rule_discard"]
    assert record.level == "attempted" and record.streak == 0 and record.correct == 0


def test_a_missed_rule_comes_back_before_new_ones():
    kind, rule = rules_of(BASIC)[3]
    steps = [tried(rule, False, T0, kind=kind)]
    later = T0 + timedelta(hours=1)
    assert next_exercise(steps, BASIC, now=later).rule == rule
    # answered right since: a new rule comes next
    steps.append(tried(rule, True, later, kind=kind))
    assert next_exercise(steps, BASIC, now=later + timedelta(minutes=1)).rule != rule


def test_every_rule_is_practised_before_any_repeats_and_no_seed_twice():
    steps: list[Attempt] = []
    now = T0
    seen_rules, seen_seeds = [], set()
    for _ in rules_of(BASIC):
        ex = next_exercise(steps, BASIC, now=now)
        assert (ex.kind, ex.seed) not in seen_seeds
        seen_seeds.add((ex.kind, ex.seed))
        seen_rules.append(ex.rule)
        right = sorted(ex.answer) if ex.multi else ex.answer
        steps.append(attempt_of(ex, right, ex.grade(right), at=now))
        now += timedelta(minutes=1)
    assert sorted(seen_rules) == sorted(rule for _, rule in rules_of(BASIC))


def test_rule_table_and_the_lesson_to_revisit():
    steps = [tried("rule_score_romme", False, T0, kind="score_it"),
             tried("rule_score_romme", False, T0 + timedelta(minutes=1), kind="score_it"),
             tried("rule_layoff", True, T0)]
    rows = {row["rule"]: row for row in rule_table(steps, BASIC)}
    assert set(rows) == {rule for _, rule in rules_of(BASIC)}
    assert rows["rule_score_romme"]["level"] == "attempted"
    assert rows["rule_score_romme"]["lesson"] == "04_scoring_scenarios"
    assert rows["rule_layoff"]["level"] == "familiar"
    assert rows["rule_meld_set"]["level"] == "new"
    assert to_revisit(steps, BASIC) == ["04_scoring_scenarios"]


def test_attempt_of_records_the_drill():
    ex = exercise("legal_or_not", variant("pool500", cutthroat=True), 4)
    wrong = sorted(ex.answer ^ {ex.choices[0].id})
    a = attempt_of(ex, wrong, ex.grade(wrong), at=T0)
    assert (a.kind, a.rules, a.seed, a.rule, a.correct) == (
        "legal_or_not", "pool500+cutthroat", 4, ex.rule, False)
    assert rules_key(ex.rules) == "pool500+cutthroat"
    assert exercise(a.kind, a.rules, a.seed).answer == ex.answer
