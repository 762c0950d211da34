"""Scoreboard widget: the last hand's breakdown, running totals and a plot of them."""

from __future__ import annotations

import io
from html import escape

import ipywidgets as widgets

from ..core.scoring import ENDINGS
from .messages import t

__all__ = ["Scoreboard", "totals_png"]

_CSS = """<style>
.rl-scoreboard{margin-top:12px;padding:12px 16px;max-width:1188px;border-radius:16px;
  background:#f7f4ea;color:#1d2a20;box-shadow:0 4px 14px rgba(0,0,0,.12);gap:18px}
.rl-scores{font:13px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif}
.rl-scores h3{margin:0 0 6px;font-size:16px}
.rl-scores h4{margin:10px 0 4px;font-size:13.5px;color:#355e3b}
.rl-scores table{border-collapse:collapse;background:#fff;border-radius:8px;overflow:hidden}
.rl-scores table,.rl-scores th,.rl-scores td{border:0}
.rl-scores th,.rl-scores td{padding:4px 10px;border-bottom:1px solid #e3e0d3;text-align:right}
.rl-scores thead th{background:#1f7a45;color:#fff;font-weight:600}
.rl-scores p{margin:4px 0;color:#5b6356}
</style>"""


def _localise(frame, lang: str):
    """Tick marks for who went out; German headings and endings where asked."""
    frame = frame.copy()
    if "went out" in frame:
        frame["went out"] = frame["went out"].map({True: "✓", False: ""})
    if lang == "en":
        return frame
    if "ended by" in frame:
        texts = {v: k for k, v in ENDINGS.items()}
        frame["ended by"] = frame["ended by"].map(lambda v: t(f"ending_{texts.get(v, '')}", lang)
                                                  if v in texts else v)
    return frame.rename(columns={c: t(f"col_{c}", lang) for c in frame.columns})


def totals_png(game, lang: str = "en") -> bytes:
    """A line plot of every player's running total (hand 0 = start), as PNG bytes."""
    from matplotlib.figure import Figure  # on first plot: keeps a lesson's kernel small

    fig = Figure(figsize=(5.2, 2.8), dpi=96)
    fig.patch.set_alpha(0)
    ax = fig.add_subplot()
    hands = [0] + [r.number for r in game.results]
    for i, name in enumerate(game.players):
        ax.plot(hands, [0] + [r.totals[i] for r in game.results], marker="o", label=name)
    ax.axhline(game.rules.target, color="#b33", linestyle="--", linewidth=1)
    ax.set_xlabel(t("hand", lang))
    ax.set_ylabel(t("total", lang))
    ax.set_title(t("running_totals", lang), fontsize=10)
    ax.set_xticks(hands)
    ax.grid(alpha=0.3)
    ax.legend(fontsize=8, loc="upper left")
    fig.tight_layout()
    buf = io.BytesIO()
    fig.savefig(buf, format="png")
    return buf.getvalue()


class Scoreboard(widgets.HBox):
    """``hand_table`` of the last hand, ``score_table`` and a plot; call :meth:`update`."""

    def __init__(self, game, lang: str = "en"):
        self.game, self.lang = game, lang
        self.tables = widgets.HTML()
        self.plot = widgets.Image(format="png", layout=widgets.Layout(width="500px"))
        super().__init__([self.tables, self.plot], layout=widgets.Layout(flex_flow="row wrap"))
        self.add_class("rl-scoreboard")
        self.update()

    def update(self) -> None:
        """Redraw from the game's results."""
        game, lang = self.game, self.lang
        head = f"<h3>{escape(t('scoreboard', lang))}</h3>"
        if not game.results:
            self.tables.value = f'{_CSS}<div class="rl-scores">{head}<p>{escape(t("no_hands", lang))}</p></div>'
            self.plot.layout.display = "none"
            return
        last = game.results[-1].number
        hands = game.hand_table()
        hands = _localise(hands[hands["hand"] == last].drop(columns=["hand"]), lang)
        totals = game.score_table().reset_index().rename(columns={"hand": t("hand", lang)})
        self.tables.value = (
            f'{_CSS}<div class="rl-scores">{head}'
            f"<h4>{escape(t('last_hand', lang, n=last))}</h4>{hands.to_html(index=False)}"
            f"<h4>{escape(t('running_totals', lang))}</h4>{totals.to_html(index=False)}</div>")
        self.plot.value = totals_png(game, lang)
        self.plot.layout.display = None
