"""The teacher's class view: rules × students from reviews, refusals and mastery records."""

import pytest

from rummy_lab.ai.bots import make_bot
from rummy_lab.core.errors import RummyError
from rummy_lab.core.game import Game
from rummy_lab.core.variants import variant
from rummy_lab.practice import review
from rummy_lab.practice.class_view import class_view, lesson_for, lesson_title


def reviewed(seed: int, level: str) -> dict:
    g = Game(variant("rummy500"), 3, seed=seed)
    bots = [make_bot(level if s == 0 else "medium", seed=seed + s) for s in range(3)]
    while g.phase in ("draw", "play"):
        g.apply(bots[g.current].choose(g, g.current))
    return review(g, 0).to_dict()


def test_the_class_table_counts_what_each_student_gets_wrong(tmp_path):
    ann = [reviewed(3, "easy"), reviewed(4, "easy")]
    bob = [reviewed(5, "medium")]
    evil = "<b>Eve</b>=1+1"
    mastery = [{"student": "Ann", "rule": "set_distinct", "mastery": 0.2, "when": 1},
               {"student": "Ann", "rule": "set_distinct", "mastery": 0.9, "when": 2},
               {"student": "Bob", "rule": "set_distinct", "mastery": 0.1, "when": 1},
               {"student": evil, "rule": "set_distinct", "mastery": 0.3}]
    view = class_view({"Ann": ann, "Bob": bob}, {evil: {"pick_unusable": 4}}, mastery)
    assert list(view.trouble.columns) == sorted(["Ann", "Bob", evil])
    costly = sum(1 for rv in ann for i in rv["items"] if i["severity"] != "fine")
    assert int(view.mistakes["Ann"].sum()) == costly > 0
    assert view.mastery.at["set_distinct", "Ann"] == 0.9  # the latest record counts
    assert view.refusals.at["pick_unusable", evil] == 4
    assert view.trouble.at["pick_unusable", evil] == 1.0
    assert 0 <= view.trouble.min().min() and view.trouble.max().max() <= 1
    hard = view.hardest(3)
    assert hard.iloc[0]["rule"] == "set_distinct" and hard.iloc[0]["students"] == 2
    assert hard.iloc[0]["lesson"] == "02_melds_and_layoffs"
    hist = view.history("Ann")
    assert set(hist["source"]) == {"game", "practice"}
    assert list(hist[hist["source"] == "practice"]["mastery"]) == [0.2, 0.9]
    drawn = view.drawn()
    assert "&lt;b&gt;Eve&lt;/b&gt;=1+1" in drawn.columns and evil not in drawn.columns
    text = view.to_csv(tmp_path / "class.csv")
    assert (tmp_path / "class.csv").read_text() == text
    assert "'=" not in text and "<b>Eve</b>=1+1" in text  # a name starting with < stays
    formula = class_view({}, {"=HYPERLINK(1)": {"run_gap": 1}}).to_csv()
    assert "'=HYPERLINK(1)" in formula and "\n=HYPERLINK" not in formula


def test_lessons_per_rule():
    assert lesson_for("review_why_deep_pick") == "03_rummy_500"
    assert lesson_for("run_gap") == "02_melds_and_layoffs"
    assert lesson_for("draw_first") == "01_guided_hand"
    assert lesson_for("review_why_higher_discard") == "06_strategy_lab"
    # practice rules, as practice/mastery.py files them (not the strategy lab by default)
    assert lesson_for("rule_layoff") == "02_melds_and_layoffs"
    assert lesson_for("rule_pile_must") == "03_rummy_500"
    assert lesson_for("rule_score_pool") == "04_scoring_scenarios"


def test_lesson_titles_in_both_languages():
    assert lesson_title("02_melds_and_layoffs", "en") == "Lesson 2 — Melds and lay-offs"
    assert lesson_title("01_guided_hand", "de") == "Lektion 1 — Eine geführte Hand"
    assert lesson_title("06_strategy_lab", "de") == "Lektion 6 — Strategielabor"


@pytest.mark.parametrize("args", [
    ({"Ann": "not a list"},), ({"": []},), ({"Ann": [{"items": [{"rule": 1}]}]},),
    ({}, {"Ann": {"run_gap": -1}}), ({}, {}, [{"student": "Ann", "rule": "x", "mastery": 2}]),
    ({"Ann": [{"items": [{"rule": "x", "cost": float("nan"), "severity": "mistake"}]}]},),
])
def test_bad_input_is_one_clear_error(args):
    with pytest.raises(RummyError) as err:
        class_view(*args)
    german = err.value.in_lang("de")
    assert "class view" in str(err.value) and "Klassenübersicht" in german
    assert not any(w in german for w in ("reviews", "mastery", "student", "refusals"))


def test_an_empty_class_is_an_empty_table():
    view = class_view()
    assert view.trouble.empty and view.hardest().empty and view.to_csv().startswith("student,")
