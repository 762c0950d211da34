"""StrategyLab: the strategy lab's dashboard controls (game, players, bots, hands), a Run
button with a progress bar in the page's language, and the results as a table that fits a
phone and a bar chart of the share of hands won."""

from __future__ import annotations

from html import escape

import ipywidgets as widgets
import pandas as pd

from ..ai.simulate import simulate, summarize
from ..core.errors import RummyError
from ..core.variants import variant
from .lesson_html import frame_html, note_html, variant_title
from .messages import t
from .switchable import LanguageSwitch

__all__ = ["StrategyLab", "LAB_CSS", "HAND_CHOICES", "LEVELS"]

VARIANT_NAMES = ("basic", "rummy500", "pool500")
LEVELS = ("easy", "medium", "hard")
HAND_CHOICES = (20, 50, 100, 200, 500, 1000)
MAX_SEATS = 6

LAB_CSS = """<style>
.rl-lab .rl-lab-table{border-collapse:collapse;background:#fff;border-radius:10px;
  box-shadow:0 1px 3px rgba(0,0,0,.08);margin:6px 0;max-width:100%;font-size:14px}
.rl-lab .rl-lab-table th,.rl-lab .rl-lab-table td{padding:5px 8px;text-align:left;
  border-bottom:1px solid #e3e0d3;vertical-align:top}
.rl-lab .rl-lab-table thead th{background:#1f7a45;color:#fff;font-weight:600}
.rl-lab .rl-lab-table td.rl-num{text-align:right;font-variant-numeric:tabular-nums;
  white-space:nowrap}
.rl-lab .rl-lab-chart{margin:8px 0}
@media (max-width:520px){.rl-lab .rl-lab-table{font-size:13px}
  .rl-lab .rl-lab-table th,.rl-lab .rl-lab-table td{padding:4px 5px}}
.rl-lab .rl-lab-table,.rl-lab .rl-lab-chart{line-height:1.3}
.rl-lab .rl-lab-part{display:flex;flex-wrap:wrap;gap:4px 28px;align-items:flex-start}
.rl-lab .rl-lab-part>*{flex:1 1 300px;max-width:520px;min-width:0}
.rl-lab .widget-checkbox{height:auto;width:auto;max-width:100%}
.rl-lab .widget-checkbox label{white-space:normal;overflow:visible;text-overflow:clip;
  line-height:1.3;height:auto}
.rl-lab .rl-lab-bar-row{display:flex;align-items:center;gap:8px;margin:4px 0}
.rl-lab .rl-lab-bar-name{flex:0 0 7.5em;font-size:13px;overflow-wrap:anywhere}
.rl-lab .rl-lab-bar-track{position:relative;flex:1 1 auto;height:22px;background:#e9e6da;
  border-radius:6px;min-width:80px}
.rl-lab .rl-lab-bar{position:absolute;left:0;top:0;bottom:0;background:#2e7d4f;
  border-radius:6px}
.rl-lab .rl-lab-ci{position:absolute;top:9px;height:4px;background:#1d2a20}
.rl-lab .rl-lab-bar-value{flex:0 0 3.2em;text-align:right;font-size:13px;
  font-variant-numeric:tabular-nums}
.rl-lab .rl-lab-status{font-weight:600;margin:4px 0}
.rl-lab .widget-dropdown>select,.rl-lab .widget-dropdown{max-width:100%}
.rl-lab .rl-lab-run button,.rl-lab button.rl-lab-run{min-width:110px;font-weight:600}
</style>"""


def percent(value: float, lang: str) -> str:
    """``0.42`` as "42%" / "42 %"."""
    body = f"{value * 100:.0f}"
    return f"{body} %" if lang == "de" else f"{body}%"


def number(value: float, lang: str, digits: int = 1) -> str:
    """A decimal number with the language's decimal mark."""
    text = f"{value:.{digits}f}"
    return text.replace(".", ",") if lang == "de" else text


def _bot_name(seat: int, level: str, lang: str) -> str:
    return f"{t('seat', lang, n=seat + 1)} · {t('level_' + level, lang)}"


def results_html(summary: pd.DataFrame, turns: float, lang: str, caption: str = "") -> str:
    """One rule set's results as a narrow table: bot, share won, its 95 % range, points."""
    head = "".join(f"<th>{escape(t(k, lang))}</th>" for k in
                   ("explorer_h_bot", "lab_h_won", "lab_h_range", "lab_h_points"))
    rows = []
    for seat, row in summary.iterrows():
        ci = number(row["points ci"], lang) if row["points ci"] == row["points ci"] else "–"
        rows.append(
            f"<tr><td>{escape(_bot_name(int(str(seat)), str(row['bot']), lang))}</td>"
            f"<td class='rl-num'>{percent(row['win rate'], lang)}</td>"
            f"<td class='rl-num'>{percent(row['win rate low'], lang)}–"
            f"{percent(row['win rate high'], lang)}</td>"
            f"<td class='rl-num'>{number(row['mean points'], lang)} ± {ci}</td></tr>")
    title = f"<caption style='text-align:left;font-weight:600'>{escape(caption)}</caption>" \
        if caption else ""
    foot = (f"<p class='rl-muted'>{escape(t('lab_h_turns', lang))}: "
            f"{number(turns, lang)}</p>")
    return (f"<table class='rl-lab-table'>{title}<thead><tr>{head}</tr></thead>"
            f"<tbody>{''.join(rows)}</tbody></table>{foot}")


def chart_html(summary: pd.DataFrame, lang: str, caption: str = "") -> str:
    """Bars of each bot's share of hands won with a line over its 95 % range (plain HTML:
    as wide as the screen allows)."""
    rows = []
    for seat, row in summary.iterrows():
        lo, hi = max(0.0, row["win rate low"]), min(1.0, row["win rate high"])
        rows.append(
            "<div class='rl-lab-bar-row'>"
            f"<div class='rl-lab-bar-name'>{escape(_bot_name(int(str(seat)), str(row['bot']), lang))}</div>"
            "<div class='rl-lab-bar-track'>"
            f"<div class='rl-lab-bar' style='width:{row['win rate'] * 100:.1f}%'></div>"
            f"<div class='rl-lab-ci' style='left:{lo * 100:.1f}%;width:{(hi - lo) * 100:.1f}%'>"
            "</div></div>"
            f"<div class='rl-lab-bar-value'>{percent(row['win rate'], lang)}</div></div>")
    title = f"{t('lab_chart', lang)}" + (f" — {caption}" if caption else "")
    return (f"<div class='rl-lab-chart' role='img' aria-label='{escape(title)}'>"
            f"<div class='rl-zone-title' style='color:#1f5130'>{escape(title)}</div>"
            f"{''.join(rows)}</div>")


def _fit() -> dict:
    """A drop-down as wide as its label and choices, never wider than the screen."""
    return {"style": {"description_width": "initial"},
            "layout": widgets.Layout(width="auto", max_width="100%")}


def _relist(dropdown: widgets.Dropdown, options: list) -> None:
    """New option labels for a drop-down, its value kept."""
    value = dropdown.value
    dropdown.options = options
    dropdown.value = value


def points_chart_html(found: dict, lang: str) -> str:
    """Each bot's mean points per hand under each rule set, side by side (the rule sets'
    bars in two shades)."""
    top = max(float(s["mean points"].max()) for s, _ in found.values()) or 1.0
    shades = ("#2e7d4f", "#c8912a")
    summary = next(iter(found.values()))[0]
    rows = []
    for seat, row in summary.iterrows():
        rows.append(f"<div class='rl-lab-bar-name' style='margin-top:6px;font-weight:600'>"
                    f"{escape(_bot_name(int(str(seat)), str(row['bot']), lang))}</div>")
        for shade, (label, (s, _)) in zip(shades, found.items()):
            points = float(s.loc[seat, "mean points"])
            rows.append(
                "<div class='rl-lab-bar-row'>"
                f"<div class='rl-lab-bar-name'>{escape(t(label, lang))}</div>"
                "<div class='rl-lab-bar-track'><div class='rl-lab-bar' style='width:"
                f"{max(points, 0) / top * 100:.1f}%;background:{shade}'></div></div>"
                f"<div class='rl-lab-bar-value'>{number(points, lang)}</div></div>")
    title = t("lab_h_points", lang)
    return (f"<div class='rl-lab-chart rl-lab-points' role='img' aria-label='{escape(title)}'"
            f" style='max-width:520px'><div class='rl-zone-title' style='color:#1f5130'>"
            f"{escape(title)}</div>{''.join(rows)}</div>")


class StrategyLab(LanguageSwitch, widgets.VBox):
    """Controls for a bot tournament: ``Run`` simulates the hands (seed fixed) and shows
    their results; with *compare* ticked, the same deals again with only the top discard."""

    def __init__(self, lang: str | None = None, seed: int = 1):
        self.seed = seed
        self._start_lang(lang)
        self.head = widgets.HTML()
        self.w_variant = widgets.Dropdown(options=[(n, n) for n in VARIANT_NAMES], value="basic",
                                          **_fit())
        self.w_players = widgets.Dropdown(options=[2, 3, 4], value=3, **_fit())
        self.w_hands = widgets.Dropdown(options=list(HAND_CHOICES), value=100, **_fit())
        self.w_bots = [widgets.Dropdown(options=list(LEVELS), value=LEVELS[min(s, 2)], **_fit())
                       for s in range(MAX_SEATS)]
        self.w_compare = widgets.Checkbox(value=False, indent=False)
        self.b_run = widgets.Button(button_style="success")
        self.b_run.add_class("rl-lab-run")
        self.bar = widgets.IntProgress(value=0, min=0, max=1, bar_style="success")
        self.bar.add_class("rl-lab-progress")
        self.status, self.results = widgets.HTML(), widgets.HTML()
        self.status.add_class("rl-lab-status")
        self.results.add_class("rl-lab-results")
        self.bots_box = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        row = widgets.Layout(flex_flow="row wrap", align_items="center")
        controls = widgets.HBox([self.w_variant, self.w_players, self.w_hands], layout=row)
        self.w_variant.observe(lambda _: self._variant_changed(), names="value")
        self.w_players.observe(lambda _: self._show_bots(), names="value")
        self.b_run.on_click(lambda _: self.run())
        self.state: tuple[str, str, dict] = ("ready", "", {})
        self._busy = False
        super().__init__([self.head, controls, self.bots_box, self.w_compare,
                          widgets.HBox([self.b_run, self.bar], layout=row), self.status,
                          self.results])
        self.add_class("rl-lesson")
        self.add_class("rl-lab")
        self._variant_changed()

    # -- controls ------------------------------------------------------------------------
    def _variant_changed(self) -> None:
        if self._busy:
            return
        rules = variant(self.w_variant.value)
        low, high = rules.min_players, min(rules.max_players, MAX_SEATS)
        keep = self.w_players.value
        self.w_players.options = list(range(low, high + 1))
        self.w_players.value = keep if low <= keep <= high else min(max(keep, low), high)
        self.w_compare.layout.display = "" if rules.draw_from_discard == "any" else "none"
        self._relabel()

    def _show_bots(self) -> None:
        self.bots_box.children = self.w_bots[:self.w_players.value]

    def _relabel(self) -> None:
        lang = self._lang
        self.head.value = LAB_CSS + frame_html(t("lab_title", lang), t("lab_intro", lang))
        self._busy = True
        try:
            _relist(self.w_variant, [(variant_title(n, lang), n) for n in VARIANT_NAMES])
            for w in self.w_bots:
                _relist(w, [(t("level_" + level, lang), level) for level in LEVELS])
        finally:
            self._busy = False
        self.w_variant.description = t("lab_variant", lang)
        self.w_players.description = t("players", lang)
        self.w_hands.description = t("explorer_h_hands", lang)
        for seat, w in enumerate(self.w_bots):
            w.description = t("seat", lang, n=seat + 1)
        self.w_compare.description = t("lab_compare", lang)
        self.b_run.description = t("lab_run", lang)
        self._show_bots()
        self._show()

    # -- running -------------------------------------------------------------------------
    def chosen(self) -> tuple[str, list[str], int, bool]:
        """(variant, bot levels, hands, compare) as the controls stand."""
        rules = variant(self.w_variant.value)
        levels = [w.value for w in self.w_bots[:self.w_players.value]]
        compare = self.w_compare.value and rules.draw_from_discard == "any"
        return self.w_variant.value, levels, int(self.w_hands.value), compare

    def run(self) -> None:
        """Play the chosen hands (twice with *compare*), moving the bar as they finish."""
        name, levels, hands, compare = self.chosen()
        runs: list[tuple[str, dict]] = [("lab_rules_standard", {})] + ([("lab_rules_top", {"draw_from_discard": "top"})]
                                               if compare else [])
        total = hands * len(runs)
        self.b_run.disabled = True
        self.bar.max, self.bar.value = total, 0
        found: dict = {}
        try:
            for i, (label, changed) in enumerate(runs):
                def moved(done: int, _all: int, base: int = i * hands) -> None:
                    self.bar.value = base + done
                    self.state = ("running", "", {"done": base + done, "n": total})
                    self._show_status()
                frame = simulate(variant(name, **changed), levels, hands, self.seed,
                                 progress=moved)
                found[label] = (summarize(frame), float(frame["turns"].mean()))
        except RummyError as exc:
            self.state = ("error", str(exc), {})
        else:
            self.state = ("done", "", {"n": total, "found": found})
        finally:
            self.b_run.disabled = False
        self._show()

    # -- drawing -------------------------------------------------------------------------
    def _show_status(self) -> None:
        lang, (kind, text, info) = self._lang, self.state
        if kind == "running":
            line = t("lab_progress", lang, done=info["done"], n=info["n"])
        elif kind == "done":
            line = t("lab_done", lang, n=info["n"])
        elif kind == "error":
            line = ""
        else:
            line = t("lab_ready", lang)
        self.status.value = escape(line) if line else note_html(text, "error")

    def _show(self) -> None:
        self._show_status()
        lang, (kind, _, info) = self._lang, self.state
        if kind != "done":
            self.results.value = ""
            return
        found = info["found"]
        parts = []
        for label, (summary, turns) in found.items():
            caption = t(label, lang) if len(found) > 1 else ""
            parts.append("<div class='rl-lab-part'>" + chart_html(summary, lang, caption)
                         + "<div>" + results_html(summary, turns, lang, caption) + "</div></div>")
        if len(found) > 1:
            parts.append(points_chart_html(found, lang))
        self.results.value = "".join(parts) + f"<p class='rl-muted'>{escape(t('lab_explain', lang))}</p>"
