"""Scoreboard: the last hand's breakdown, running totals and a plot of them.

No widget of its own: it writes ``{"html", "png"}`` into the ``scores`` trait of the
card table it belongs to (drawn by widgets/table.js; styles in table.css).
"""

from __future__ import annotations

import io
import sys
import traceback
from html import escape

from ..core.scoring import ENDINGS
from ..i18n.messages import capitalized
from ..present.chart_text import plain
from .messages import t

__all__ = ["Scoreboard", "totals_png", "heading"]


def heading(key: str, lang: str) -> str:
    """A column heading from the catalog, capitalised ("went out" → "Went out")."""
    return capitalized(t(key, lang))


def _localise(frame, lang: str):
    """Tick marks for who went out; headings (capitalised) and endings in ``lang``."""
    frame = frame.copy()
    if "went out" in frame:
        frame["went out"] = frame["went out"].map({True: "✓", False: ""})
    if lang != "en" and "ended by" in frame:
        texts = {v: k for k, v in ENDINGS.items()}
        frame["ended by"] = frame["ended by"].map(lambda v: t(f"ending_{texts.get(v, '')}", lang)
                                                  if v in texts else v)
    return frame.rename(columns={c: heading(f"col_{c}", lang) for c in frame.columns})


def totals_png(game, lang: str = "en") -> bytes:
    """A line plot of every player's running total (hand 0 = start), as PNG bytes."""
    from matplotlib.figure import Figure  # imported on the first scored hand only

    fig = Figure(figsize=(5.2, 2.8), dpi=96)
    fig.patch.set_alpha(0)
    ax = fig.add_subplot()
    hands = [0] + [r.number for r in game.results]
    lines = [ax.plot(hands, [0] + [r.totals[i] for r in game.results], marker="o")[0]
             for i in range(len(game.players))]
    ax.axhline(game.rules.target, color="#b33", linestyle="--", linewidth=1)
    ax.set_xlabel(t("hand", lang))
    ax.set_ylabel(t("total", lang))
    ax.set_title(t("running_totals", lang), fontsize=10)
    ax.set_xticks(hands)
    ax.grid(alpha=0.3)
    # names as typed: no mathtext ("$x^$"), none hidden (a name starting with "_")
    ax.legend(lines, [plain(name) for name in game.players], fontsize=8, loc="upper left")
    fig.tight_layout()
    buf = io.BytesIO()
    fig.savefig(buf, format="png")
    return buf.getvalue()


class Scoreboard:
    """``hand_table`` of the last hand, ``score_table`` and a plot; call :meth:`update`.

    ``html`` and ``png`` (bytes, empty before the first scored hand) are also written to
    ``view.scores`` when a view is given.
    """

    def __init__(self, game, lang: str = "en", view=None):
        self.game, self.lang, self.view = game, lang, view
        self.html, self.png = "", b""
        self.update()

    def update(self) -> None:
        """Redraw from the game's results."""
        game, lang = self.game, self.lang
        head = f"<h3>{escape(t('scoreboard', lang))}</h3>"
        if not game.results:
            self.html = f'<div class="rl-scores">{head}<p>{escape(t("no_hands", lang))}</p></div>'
            self.png = b""
        else:
            last = game.results[-1].number
            hands = game.hand_table()
            hands = _localise(hands[hands["hand"] == last].drop(columns=["hand"]), lang)
            totals = game.score_table().reset_index().rename(columns={"hand": heading("hand", lang)})
            self.html = (
                f'<div class="rl-scores">{head}'
                f"<h4>{escape(t('last_hand', lang, n=last))}</h4>{hands.to_html(index=False)}"
                f"<h4>{escape(t('running_totals', lang))}</h4>{totals.to_html(index=False)}</div>")
            self.png = self._plot()
        if self.view is not None:
            self.view.scores = {"html": self.html, "png": self.png,
                                "alt": t("running_totals", lang)}

    def _plot(self) -> bytes:
        """The totals plot; a chart that cannot be drawn is logged and left out (the
        tables above it, and the game, go on)."""
        try:
            return totals_png(self.game, self.lang)
        except Exception:
            traceback.print_exc(file=sys.__stderr__)
            return b""
