"""The helpers behind the lesson notebooks show what the engine says."""

import matplotlib

from rummy_lab.ai.simulate import simulate, summarize
from rummy_lab.core.variants import variant
from rummy_lab.present.lessons import (
    compare_rule_change,
    meld_table,
    points_chart,
    show,
    strength_chart,
    variants_table,
)

matplotlib.use("Agg")


def test_variants_table_reads_the_rules():
    table = variants_table()
    assert list(table.columns) == ["Basic Rummy", "Rummy 500", "500 Rum with a pool"]
    assert table.loc["Cards dealt (2 players)"].tolist() == [10, 13, 13]
    assert table.loc["Joker swap", "Rummy 500"] == "yes"
    assert table.loc["Pool per deal", "500 Rum with a pool"] == variant("pool500").pool_size
    assert table.loc["Rommé (doubling)", "Basic Rummy"] == "yes"
    assert table.loc["Decks + jokers (2 players)", "500 Rum with a pool"] == "2 + 2"


def test_meld_table_gives_verdicts_and_reasons():
    table = meld_table(["QH KH AH", "7S 7H 7D"])
    assert table.loc["Q♥ K♥ A♥", "Basic Rummy"].startswith("✗") and "ace is low" in \
        table.loc["Q♥ K♥ A♥", "Basic Rummy"]
    assert table.loc["Q♥ K♥ A♥", "Rummy 500"] == "✓ run"
    assert table.loc["7♠ 7♥ 7♦", "Basic Rummy"] == "✓ set"


def test_rule_change_comparison_plays_the_same_deals():
    table = compare_rule_change("rummy500", ["easy", "hard"], hands=6, seed=3, progress=False,
                                draw_from_discard="top")
    assert set(table.index.get_level_values(0)) == {"standard", "draw_from_discard=top"}
    standard = summarize(simulate(variant("rummy500"), ["easy", "hard"], 6, 3, progress=False))
    assert table.loc["standard"]["mean points"].tolist() == standard["mean points"].tolist()
    assert points_chart(table).axes[0].get_title() == "Mean points per hand"


def test_strength_chart_has_one_bar_per_bot():
    summary = summarize(simulate(variant("basic"), ["easy", "hard"], 6, 1, progress=False))
    fig = strength_chart(summary)
    assert len(fig.axes[0].patches) == 2


def test_show_keeps_long_reasons_whole_and_sets_the_class():
    html = show(meld_table(["QH KH AH", "5S JK 7S"]), "rl-x").to_html()
    assert 'class="rl-x"' in html and "so a run ends at the king." in html
    assert "5♠ Joker 7♠" in html and "🃏" not in html
