"""Issue 11: scoring tables show only the parts that mean something under the variant's
rules, with human headers, and the lessons' tables say what their text says."""

from __future__ import annotations

import ast
import json
import os
from pathlib import Path

import pandas as pd
import pytest

from rummy_lab.core.variants import VARIANTS, variant
from rummy_lab.formats.scenarios import load_scenario
from rummy_lab.i18n.messages import title_of
from rummy_lab.present.tables import (
    result_html,
    romme_table,
    scenario_table,
    score_columns,
)
from rummy_lab.ui.lesson_html import Bilingual

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs" / "scenarios"
RAW = {"seat", "player", "placed", "in hand", "Rommé bonus", "pool", "points", "total",
       "points ci", "romme_bonus", "in_hand"}


def test_columns_per_variant():
    assert score_columns(variant("basic")) == ("in hand", "Rommé bonus", "points")
    assert score_columns(variant("rummy500")) == ("placed", "in hand", "points")
    assert score_columns(variant("pool500")) == ("placed", "in hand", "pool", "points")
    assert score_columns(variant("pool500", cutthroat=True)) == ("placed", "points")


def test_columns_follow_the_rule_options_not_the_variant_name():
    assert "Rommé bonus" in score_columns(variant("rummy500", romme_multiplier=3))
    assert "Rommé bonus" not in score_columns(variant("basic", romme_multiplier=1))
    assert "pool" in score_columns(variant("rummy500", pool_size=20))


def test_human_headers_in_both_languages():
    s = load_scenario(DOCS / "rummy500_3p.toml")
    en, de = scenario_table(s), scenario_table(s, "de")
    assert list(en.columns) == ["Placed", "In hand", "Points", "Total"]
    assert en.index.name == "Player"
    assert list(de.columns) == ["Gelegt", "Auf der Hand", "Punkte", "Summe"]
    assert en["Points"].to_dict() == {"Ann": 51, "Ben": 16, "Cleo": -42}
    basic = scenario_table(load_scenario(DOCS / "basic_2p.toml"))
    assert list(basic.columns) == ["In hand", "Rommé bonus", "Points", "Total"]


def test_html_table_has_the_same_columns():
    s = load_scenario(DOCS / "pool500_3p.toml")
    html = result_html(s.rules, s.players, s.score())
    assert "<th>Pool</th>" in html and "Rommé" not in html and "<b>+86</b>" in html


def test_romme_table_scores_one_hand_both_ways():
    table = romme_table(load_scenario(DOCS / "basic_2p_romme.toml"))
    assert list(table.columns) == ["Without a Rommé", "With a Rommé"]
    assert table.loc["Ann"].tolist() == [30, 60]


# -- the lesson notebooks' code cells, run as the lesson runs them ---------------------

def shown(notebook: str) -> list[tuple[str, object]]:
    """(cell source, the value the cell displays) for every code cell of ``notebook``."""
    cells = json.loads((ROOT / "notebooks" / notebook).read_text())["cells"]
    space: dict = {}
    out = []
    here = os.getcwd()
    os.chdir(ROOT / "notebooks")
    try:
        for cell in cells:
            if cell["cell_type"] != "code":
                continue
            source = "".join(cell["source"])
            tree = ast.parse(source)
            last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
            exec(compile(tree, notebook, "exec"), space)  # the lesson's own code
            value = eval(compile(ast.Expression(last.value), notebook, "eval"), space) \
                if last else None
            if isinstance(value, Bilingual):  # a lesson output shown in every language
                value = value.make("en")
            out.append((source, value))
    finally:
        os.chdir(here)
    return out


def frames(notebook: str) -> list[tuple[str, pd.DataFrame]]:
    return [(s, v.data if hasattr(v, "data") else v) for s, v in shown(notebook)
            if isinstance(getattr(v, "data", v), pd.DataFrame)]


def test_lesson2_meld_table_has_a_column_for_every_variant():
    tables = [f for s, f in frames("02_melds_and_layoffs.ipynb") if "meld_table" in s]
    assert tables and all(list(f.columns) == [title_of(variant(n)) for n in VARIANTS]
                          for f in tables)


@pytest.mark.parametrize("notebook", ["03_rummy_500.ipynb", "04_scoring_scenarios.ipynb"])
def test_lesson_score_tables_show_only_meaningful_parts_with_human_headers(notebook):
    tables = frames(notebook)
    assert tables
    for source, frame in tables:
        names = [str(c) for c in frame.columns] + [str(frame.index.name or "")]
        assert not RAW & set(names), (source, names)
        assert not any("=" in n for n in names), (source, names)
        if "rummy500" in source:
            assert "Rommé bonus" not in names, source


def test_lesson4_romme_comparison_is_one_hand():
    cells = [(s, v) for s, v in shown("04_scoring_scenarios.ipynb") if "Romm" in str(
        getattr(v, "columns", ""))]
    assert len(cells) == 1
    source, table = cells[0]
    assert source.count("load_scenario(") == 1
    assert table.loc["Ann"].tolist() == [30, 60]


def test_simulation_tables_get_human_headers():
    from rummy_lab.ai.simulate import simulate, summarize
    from rummy_lab.present.lessons import compare_rule_change, readable

    summary = readable(summarize(simulate(variant("basic"), ["easy", "hard"], 4, 1,
                                          progress=False)))
    assert list(summary.index) == ["Seat 1", "Seat 2"]
    assert "Mean points per hand" in summary.columns and "± points (95 % interval)" in \
        summary.columns
    change = readable(compare_rule_change("rummy500", ["easy", "hard"], hands=4, seed=3,
                                          progress=False, draw_from_discard="top"), "de")
    rules = set(change.index.get_level_values(0))
    assert rules == {"Standardregeln", "Vom Ablagestapel nehmen: nur die oberste Karte"}
    names = [str(c) for c in change.columns] + [str(n) for n in change.index.names]
    assert not RAW & set(names) and not any("=" in str(v) for v in rules)


def test_lesson6_tables_are_readable():
    """Lesson 6's tables come from the strategy lab (narrow, headed in words: issue 27.5)."""
    cells = json.loads((ROOT / "notebooks" / "06_strategy_lab.ipynb").read_text())["cells"]
    code = ["".join(c["source"]) for c in cells if c["cell_type"] == "code"]
    assert any(s.strip().endswith("StrategyLab()") for s in code), code
    assert not any("summarize(" in s or "compare_rule_change(" in s for s in code), code
