"""The helpers behind the lesson notebooks show what the engine says."""

import matplotlib

from rummy_lab.ai.simulate import simulate, summarize
from rummy_lab.core.variants import variant
from rummy_lab.present.lessons import (
    compare_rule_change,
    meld_table,
    points_chart,
    readable,
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


def chart_words(fig) -> list[str]:
    """Every text a reader sees on a chart: title, axis labels, ticks, legend."""
    ax = fig.axes[0]
    words = [ax.get_title(), ax.get_xlabel(), ax.get_ylabel()]
    words += [x.get_text() for x in ax.get_xticklabels()]
    legend = ax.get_legend()
    if legend:
        words += [legend.get_title().get_text()] + [x.get_text() for x in legend.get_texts()]
    return [w for w in words if w]


def test_the_strategy_lab_speaks_german():
    """Charts and tables of lesson 6 in German: no raw column names, option codes or
    English bot strengths (the charts' words are pictures: no text check reaches them)."""
    summary = summarize(simulate(variant("basic"), ["easy", "medium", "hard"], 6, 1,
                                 progress=False))
    assert chart_words(strength_chart(summary, "Titel", "de")) == [
        "Titel", "Anteil gewonnener Hände", "Leicht", "Mittel", "Schwer"]
    assert readable(summary, "de")["Bot"].tolist() == ["leicht", "mittel", "schwer"]
    table = compare_rule_change("rummy500", ["easy", "hard"], hands=6, seed=3, progress=False,
                                draw_from_discard="top")
    assert chart_words(points_chart(table, "Titel", "de")) == [
        "Titel", "Bot", "Mittlere Punkte je Hand", "Leicht", "Schwer", "Regeln",
        "Standardregeln", "Vom Ablagestapel nehmen: nur die oberste Karte"]
    assert chart_words(points_chart(table))[1:5] == ["Bot", "Mean points per hand", "Easy", "Hard"]


def test_lesson_six_names_the_columns_as_its_tables_do():
    """The text under lesson 6's tables names their columns in italics, word for word."""
    import re

    from rummy_lab.i18n.messages import t
    from rummy_lab.present.lessons import _HEADS

    for lang in ("en", "de"):
        heads = {t(key, lang) for key in _HEADS.values()}
        for text in ("page_06_interval", "page_06_turns"):
            named = re.findall(r"\*([^*]+)\*", t(text, lang).replace("\n", " "))
            assert named and set(named) <= heads, (lang, text, set(named) - heads)


def test_lesson_six_chart_titles_fit_their_charts():
    """The German titles are wider than a chart: they wrap instead of being cut off."""
    from rummy_lab.i18n.messages import t

    summary = summarize(simulate(variant("basic"), ["easy", "hard"], 6, 1, progress=False))
    table = compare_rule_change("rummy500", ["easy", "hard"], hands=6, seed=3, progress=False,
                                draw_from_discard="top")
    for lang in ("en", "de"):
        for fig in (strength_chart(summary, t("chart_strength", lang), lang),
                    points_chart(table, t("chart_deep", lang), lang)):
            fig.canvas.draw()
            box = fig.axes[0].title.get_window_extent(fig.canvas.get_renderer())
            assert 0 <= box.x0 and box.x1 <= fig.bbox.x1 and box.y1 <= fig.bbox.y1, (lang, box)
