"""Small helpers that keep the lesson notebooks to one or two lines a cell.

They return pandas tables and matplotlib charts built from the engine; nothing here
imports Jupyter.
"""

from __future__ import annotations

import textwrap

import pandas as pd

from ..core.cards import parse_cards
from ..core.melds import check_meld
from ..core.variants import VARIANTS, Rules, variant
from ..i18n.messages import capitalized, known_word, t, title_of
from .chart_text import plain

__all__ = ["variants_table", "meld_table", "strength_chart", "compare_rule_change", "points_chart",
           "show", "readable"]



def _row(r: Rules, players: int, lang: str) -> dict[str, object]:
    decks, jokers = r.decks_for(players)
    yes = t("vt_yes", lang)
    return {
        t("players", lang): f"{r.min_players}–{r.max_players}",
        t("vt_dealt", lang, n=players): r.hand_size_for(players),
        t("vt_decks", lang, n=players): f"{decks} + {jokers}",
        t("vt_draw", lang): t(f"vt_draw_{r.draw_from_discard}", lang),
        t("vt_deep", lang): yes if r.deep_pick_must_use else "—",
        t("vt_aces", lang): t("vt_aces_low" if r.ace_mode == "low" else "vt_aces_both", lang),
        t("vt_points", lang): f"{r.ace_value} / {r.joker_value if r.has_jokers else '—'}",
        t("vt_swap", lang): yes if r.joker_swap else "—",
        t("vt_scoring", lang): t(f"vt_scoring_{r.scoring}", lang),
        t("vt_romme", lang): yes if r.romme_multiplier > 1 else "—",
        t("vt_pool", lang): r.pool_size or "—",
        t("vt_rounds", lang): r.max_rounds or t("vt_no_limit", lang),
        t("target_label", lang): r.target,
    }


def _title(rules: Rules, lang: str) -> str:
    title = title_of(rules)
    return title.render(lang) if hasattr(title, "render") else str(title)


def variants_table(players: int = 2, lang: str = "en") -> pd.DataFrame:
    """The three variants side by side, in words (``lang`` "en" or "de")."""
    rules = [variant(name) for name in VARIANTS]
    return pd.DataFrame({_title(r, lang): _row(r, players, lang) for r in rules})


def meld_table(examples, variants=VARIANTS, lang: str = "en") -> pd.DataFrame:
    """For each group of cards, the verdict under each variant (✓ kind or ✗ reason); every
    variant by default, one column each."""
    def verdict(text: str, name: str) -> str:
        m = check_meld(parse_cards(text), variant(name))
        if m:
            return f"✓ {t(f'vt_kind_{m.kind}' if m.kind else 'vt_kind_meld', lang)}"
        return f"✗ {m.reason.render(lang) if hasattr(m.reason, 'render') else m.reason}"
    def label(text: str) -> str:  # "Joker" rather than 🃏, which not every font has
        return " ".join("Joker" if c.is_joker else str(c) for c in parse_cards(text))
    return pd.DataFrame({_title(variant(v), lang): [verdict(e, v) for e in examples]
                         for v in variants}, index=[label(e) for e in examples])


_HEADS = {"bot": "explorer_h_bot", "hands": "explorer_h_hands", "wins": "explorer_h_wins",
          "win rate": "explorer_h_win_rate", "win rate low": "explorer_h_win_low",
          "win rate high": "explorer_h_win_high", "mean points": "explorer_h_mean_points",
          "points ci": "explorer_h_points_ci", "mean turns": "explorer_h_mean_turns",
          "rules": "explorer_h_rules", "seat": "explorer_h_seat"}


def _rule_label(label: object, lang: str) -> str:
    """``standard`` or ``option=value, ...`` (compare_rule_change) in words."""
    if label == "standard":
        return t("explorer_standard_rules", lang)
    parts = []
    for item in str(label).split(", "):
        key, _, value = item.partition("=")
        if key == "draw_from_discard":
            parts.append(f"{t('vt_draw', lang)}: {t(f'vt_draw_{value}', lang)}")
        else:
            parts.append(f"{key.replace('_', ' ')}: {value}")
    return "; ".join(parts)


def readable(frame: pd.DataFrame, lang: str = "en") -> pd.DataFrame:
    """A table of :func:`~rummy_lab.ai.simulate.summarize` or :func:`compare_rule_change`
    with human headers in ``lang``: seats counted from 1, bots and rule changes in words."""
    out = frame.copy()
    if "bot" in out.columns:
        out["bot"] = [known_word(b, lang, "level") for b in out["bot"]]
    if isinstance(out.index, pd.MultiIndex):
        out.index = out.index.set_levels(
            [[_rule_label(v, lang) for v in level] if name == "rules" else
             [t("seat", lang, n=int(v) + 1) for v in level] if name == "seat" else list(level)
             for name, level in zip(out.index.names, out.index.levels)])
    elif out.index.name == "seat":
        out.index = pd.Index([t("seat", lang, n=int(s) + 1) for s in out.index])
    out.index.names = [t(_HEADS[n], lang) if n in _HEADS else None for n in out.index.names]
    return out.rename(columns={c: t(_HEADS[c], lang) for c in out.columns if c in _HEADS})


def show(frame: pd.DataFrame, css_class: str | None = None):
    """A table for reading: left-aligned, nothing cut off, optional CSS class."""
    styler = frame.style.set_properties(None, **{"text-align": "left", "white-space": "normal"})
    styler = styler.set_table_styles([{"selector": "th", "props": [("text-align", "left")]}])
    if css_class:
        styler = styler.set_table_attributes(f'class="{css_class}"')
    return styler


def _chart_title(title: str) -> str:
    """``title`` in lines that fit a 5-inch chart (a German title is wider than one)."""
    return "\n".join(textwrap.wrap(title, 46)) or title


def _bot_labels(bots, lang: str) -> list[str]:
    """Chart labels of bot strengths in ``lang``: "Easy" / "Leicht"."""
    return [plain(capitalized(str(known_word(b, lang, "level")))) for b in bots]


def strength_chart(summary: pd.DataFrame, title: str = "Share of hands won",
                   lang: str = "en"):
    """Bar chart of each bot's win rate with its 95 % interval (from ``summarize``),
    labelled in ``lang``."""
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(5, 3))
    err = [(summary["win rate"] - summary["win rate low"]).clip(lower=0),
           (summary["win rate high"] - summary["win rate"]).clip(lower=0)]
    ax.bar(_bot_labels(summary["bot"], lang), summary["win rate"], yerr=err, capsize=4,
           color="#2e7d4f")
    ax.set_ylim(0, 1)
    ax.set_ylabel(t("explorer_h_win_rate", lang))
    ax.set_title(_chart_title(title))
    fig.tight_layout()
    return fig


def compare_rule_change(name: str, players, hands: int = 100, seed: int = 0,
                        progress: bool = True, **changed) -> pd.DataFrame:
    """The same deals simulated under the standard rules and with ``changed`` options:
    win rate and mean points per bot, and mean turns per hand."""
    from ..ai.simulate import simulate, summarize

    label = ", ".join(f"{k}={v}" for k, v in changed.items())
    frames = {"standard": simulate(variant(name), players, hands, seed, progress=progress),
              label: simulate(variant(name, **changed), players, hands, seed, progress=progress)}
    parts = {}
    for rule, frame in frames.items():
        table = summarize(frame)[["bot", "win rate", "mean points"]]
        table["mean turns"] = frame["turns"].mean()
        parts[rule] = table
    return pd.concat(parts, names=["rules"])


def points_chart(comparison: pd.DataFrame, title: str = "Mean points per hand",
                 lang: str = "en"):
    """Bar chart of mean points per bot under each rule set (from compare_rule_change),
    labelled in ``lang``."""
    import matplotlib.pyplot as plt

    table = comparison.reset_index().pivot(index="bot", columns="rules", values="mean points")
    table = table[list(comparison.index.get_level_values("rules").unique())]  # standard first
    table.index = _bot_labels(table.index, lang)
    table.columns = [plain(_rule_label(c, lang)) for c in table.columns]
    fig, ax = plt.subplots(figsize=(5, 4))
    table.plot.bar(ax=ax, rot=0)
    ax.set_title(_chart_title(title))
    ax.legend(title=t("explorer_h_rules", lang), loc="upper center", frameon=False,
              bbox_to_anchor=(0.5, -0.3))  # below the axes: never over a bar
    ax.set_xlabel(t("explorer_h_bot", lang))
    ax.set_ylabel(t("explorer_h_mean_points", lang))
    fig.tight_layout()
    return fig
