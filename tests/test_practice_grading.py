"""Practice drills: the same seed is the same drill, forged answers are refused with one
clear reason in both languages, no hidden card reaches the learner, and a wrong answer is
never graded right."""

from __future__ import annotations

import json

import pytest

from rummy_lab.core.errors import RummyError
from rummy_lab.core.variants import variant
from rummy_lab.i18n.messages import CATALOG
from rummy_lab.practice import KIND_TITLES, KINDS, exercise, kinds_for

RULES = [variant("basic"), variant("rummy500"), variant("pool500"),
         variant("pool500", cutthroat=True)]
CASES = [(r, k) for r in RULES for k in kinds_for(r)]
IDS = [f"{r.name}-{r.scoring}-{k}" for r, k in CASES]


def snapshot(ex):
    return (ex.prompt, json.dumps(ex.position, sort_keys=True), tuple(ex.choices or ()), ex.answer,
            ex.rule)


@pytest.mark.parametrize(("rules", "kind"), CASES, ids=IDS)
def test_same_seed_same_exercise(rules, kind):
    seen = set()
    for seed in range(12):
        one, two = exercise(kind, rules, seed), exercise(kind, rules, seed)
        assert snapshot(one) == snapshot(two)
        assert snapshot(exercise(kind, rules, seed, "de").in_lang("en")) == snapshot(one)
        seen.add(snapshot(one))
    assert len(seen) >= 10, "different seeds should mostly give different drills"


def codes_in(value):
    if isinstance(value, dict):
        return {c for v in value.values() for c in codes_in(v)}
    if isinstance(value, list):
        return {c for v in value for c in codes_in(v)}
    return {value} if isinstance(value, str) else set()


@pytest.mark.parametrize(("rules", "kind"), CASES, ids=IDS)
def test_no_hidden_card_reaches_the_learner(rules, kind):
    for seed in range(40):
        ex = exercise(kind, rules, seed)
        hidden = ex.draft.hidden
        assert not hidden & codes_in(ex.position), (seed, hidden & codes_in(ex.position))
        for c in ex.choices or []:
            assert not hidden & set(c.cards)
        if kind not in ("score_it", "legal_or_not"):
            assert hidden, "a position at the table has hidden cards"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_forged_answers_are_refused(lang):
    multi = exercise("lay_off", "basic", 3, lang)
    single = exercise("best_discard", "basic", 3, lang)
    number = exercise("score_it", "basic", 3, lang)
    bad = [(multi, ["t0", "t0", "t0", "t0", "t0", "t0", "t0"]), (multi, ["zz"]),
           (multi, {"t0": 1}), (multi, 7), (multi, None), (multi, "x" * 10_000),
           (single, "JK.9"), (single, ["AS"]), (single, None), (single, "x" * 10_000),
           (number, "12abc"), (number, 10**12), (number, True), (number, 3.5),
           (number, "9" * 10_000), (number, None)]
    for ex, answer in bad:
        with pytest.raises(RummyError) as err:
            ex.grade(answer)
        text = err.value.in_lang(lang)
        assert text and len(text) < 300, text
        assert err.value.reason.key.startswith("practice_answer_")


def test_bad_requests_are_refused_in_both_languages():
    for call in (lambda: exercise("nope", "basic", 1), lambda: exercise("the_pile", "basic", 1),
                 lambda: exercise("joker_swap", "pool500", 1),
                 lambda: exercise("score_it", "basic", -1),
                 lambda: exercise("score_it", "basic", "1"),
                 lambda: exercise("score_it", "basic", 1, "fr"),
                 lambda: exercise("score_it", 42, 1)):
        with pytest.raises(RummyError) as err:
            call()
        assert err.value.in_lang("de") != err.value.in_lang("en")


def test_every_kind_has_a_title_and_every_rule_a_name():
    for kind in KINDS:
        assert KIND_TITLES[kind] in CATALOG
    for rules, kind in CASES:
        for seed in range(30):
            rule = exercise(kind, rules, seed).rule
            assert CATALOG[rule]["en"] and CATALOG[rule]["de"], rule


@pytest.mark.parametrize(("rules", "kind"), CASES, ids=IDS)
def test_right_is_right_and_every_wrong_answer_is_wrong(rules, kind):
    for seed in range(30):
        ex = exercise(kind, rules, seed)
        de = ex.in_lang("de")
        right = sorted(ex.answer) if ex.multi else ex.answer
        assert ex.grade(right).correct and de.grade(right).correct
        assert ex.grade(right).rule == ex.rule
        if ex.choices is None:
            wrongs = [ex.answer + d for d in (-10, -1, 1, 5)]
        elif ex.multi:
            wrongs = [sorted(ex.answer ^ {c.id}) for c in ex.choices] + [[]]
            wrongs = [w for w in wrongs if frozenset(w) != ex.answer]
        else:
            accepted = ex.draft.accepted or {ex.answer}
            wrongs = [c.id for c in ex.choices if c.id not in accepted]
        for wrong in wrongs:
            en_v, de_v = ex.grade(wrong), de.grade(wrong)
            assert not en_v.correct and not de_v.correct, (seed, wrong)
            assert en_v.feedback and de_v.feedback and en_v.feedback != de_v.feedback
            assert en_v.answer_text in en_v.feedback
