"""What to practise next: the rule the learner most needs, and a drill that tests it.

:func:`next_exercise` picks, in this order, a rule that is due again and not mastered
(missed rules come back first), a rule never tried, then the rule at the lowest level;
:func:`rule_table` is the learner's progress per rule with the lesson to revisit.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import UTC, datetime

from ..core.variants import Rules
from .base import Exercise
from .drills import exercise, kinds_for
from .mastery import LEVELS, Attempt, RuleProgress, lesson_for, progress, rules_key
from .meld_drills import meld_themes

__all__ = ["next_exercise", "rule_table", "rules_of", "KIND_RULES", "to_revisit"]

_TRIES = 80  # seeds tried to find a drill of the wanted rule (each kind yields every rule often)

#: the rules each kind of drill can test under some rules
KIND_RULES: dict[str, Callable[[Rules], list[str]]] = {
    "score_it": lambda r: [f"rule_score_{r.scoring}"]
    + (["rule_score_romme"] if r.romme_multiplier > 1 else [])
    + (["rule_score_pool"] if r.pool_size and r.scoring != "cutthroat" else []),
    "legal_or_not": lambda r: [f"rule_meld_{t}" for t in meld_themes(r)],
    "lay_off": lambda r: ["rule_layoff"],
    "the_pile": lambda r: ["rule_pile_take", "rule_pile_comes", "rule_pile_must"],
    "joker_swap": lambda r: ["rule_joker_swap"],
    "best_discard": lambda r: ["rule_discard"],
    "going_out": lambda r: (["rule_romme"] if r.romme_multiplier > 1 else [])
    + ["rule_going_out"],
}


def rules_of(rules: Rules, kinds: Sequence[str] | None = None) -> list[tuple[str, str]]:
    """(kind, rule) for every rule a drill can test under ``rules`` (of ``kinds`` only, when
    given: a lesson's own set; kinds that do not exist under ``rules`` are left out)."""
    return [(kind, rule) for kind in kinds_for(rules) if kinds is None or kind in kinds
            for rule in KIND_RULES[kind](rules)]


def _wanted(attempts: list[Attempt], rules: Rules, now: datetime,
            kinds: Sequence[str] | None) -> tuple[str, str]:
    prog = progress(attempts)
    pairs = rules_of(rules, kinds) or rules_of(rules)
    blank = RuleProgress("")

    def standing(pair: tuple[str, str]) -> tuple:
        p = prog.get(pair[1], blank)
        due = p.is_due(now) and p.level != "mastered"
        return (not due, p.level != "new", LEVELS.index(p.level),
                p.due or now, pairs.index(pair))

    return min(pairs, key=standing)


def next_exercise(attempts: list[Attempt], rules: Rules, lang: str = "en",
                  now: datetime | None = None, kinds: Sequence[str] | None = None) -> Exercise:
    """The next drill for a learner with ``attempts`` under ``rules``: of the rule they
    most need (see the module docstring), with a seed not answered before; of ``kinds``
    only when given."""
    now = now or datetime.now(UTC)
    kind, rule = _wanted(attempts, rules, now, kinds)
    done = {(a.kind, a.rules, a.seed) for a in attempts}
    start = 7919 * len(attempts) + 1
    ex = None
    for seed in range(start, start + _TRIES):
        if (kind, rules_key(rules), seed) in done:
            continue
        ex = exercise(kind, rules, seed, lang)
        if ex.rule == rule:
            return ex
    assert ex is not None
    return ex


def rule_table(attempts: list[Attempt], rules: Rules,
               kinds: Sequence[str] | None = None) -> list[dict]:
    """One row per rule under ``rules`` (tested by ``kinds``, when given): its catalog key,
    level, attempts, right answers, when it is due again and the lesson to revisit."""
    prog = progress(attempts)
    rows = []
    for _, rule in rules_of(rules, kinds) or rules_of(rules):
        p = prog.get(rule, RuleProgress(rule))
        rows.append({"rule": rule, "level": p.level, "attempts": p.attempts,
                     "correct": p.correct, "streak": p.streak,
                     "due": p.due.isoformat() if p.due else None, "lesson": lesson_for(rule)})
    return rows


def to_revisit(attempts: list[Attempt], rules: Rules) -> list[str]:
    """The lessons to revisit: those of the rules the learner keeps missing (level
    'attempted' after at least one wrong answer), most missed first, each once."""
    prog = progress(attempts)
    missed = sorted((p for p in prog.values() if p.level == "attempted"
                     and p.correct < p.attempts), key=lambda p: p.correct - p.attempts)
    allowed = {rule for _, rule in rules_of(rules)}
    out: list[str] = []
    for p in missed:
        if p.rule in allowed and p.lesson not in out:
            out.append(p.lesson)
    return out
