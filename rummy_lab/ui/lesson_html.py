"""Shared presentation of the lesson widgets (meld sandbox, scoring explorer, guided hand,
watch mode): the stylesheet, headings, message boxes and the table on green felt; and the
bilingual lesson pages: their markdown from the catalog (:func:`page_markdown`) and their
outputs in both languages (:func:`both`), one shown by the page's EN | DE switch."""

from __future__ import annotations

import base64
import io
from collections.abc import Callable
from html import escape
from typing import Any

from ..i18n.catalog import CATALOG
from ..i18n.messages import known_word
from .messages import LANGS, t, variant_title

__all__ = ["LESSON_CSS", "variant_title", "frame_html", "demo_html", "note_html", "felt_html",
           "PAGE_LINKS", "page_markdown", "both", "localise", "Bilingual"]

LESSON_CSS = """<style>
.rl-lesson{padding:14px 18px;border-radius:16px;background:#f7f4ea;color:#1d2a20;
  box-shadow:0 4px 14px rgba(0,0,0,.12);max-width:1100px;
  font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif}
.rl-lesson h2{margin:0 0 4px;font-size:20px;color:#1f5130}
.rl-lesson p.rl-intro{margin:0 0 8px;color:#4b5548}
.rl-lesson table.rl-grid{border-collapse:collapse;background:#fff;border-radius:10px;
  overflow:hidden;box-shadow:0 1px 3px rgba(0,0,0,.08);margin:4px 0}
.rl-lesson table.rl-grid th,.rl-lesson table.rl-grid td{padding:6px 12px;
  border-bottom:1px solid #e3e0d3;text-align:left;vertical-align:top}
.rl-lesson table.rl-grid thead th{background:#1f7a45;color:#fff;font-weight:600}
.rl-lesson table.rl-grid td.rl-num{text-align:right;font-variant-numeric:tabular-nums}
.rl-lesson .rl-ok{color:#1f7a45;font-weight:700}
.rl-lesson .rl-no{color:#b3261e;font-weight:700}
.rl-lesson .rl-muted{color:#66705f;font-size:13px}
.rl-lesson .rl-msg{padding:8px 12px;border-radius:10px;margin:6px 0}
.rl-lesson .rl-msg-info{background:#e6f0e4}
.rl-lesson .rl-msg-error{background:#fbe3e1;color:#8c1d16}
.rl-lesson .rl-msg-good{background:#dff3e5;color:#155c31;font-weight:600}
.rl-lesson .rl-narration{font-size:15px;background:#fff;border-left:5px solid #1f7a45;
  padding:10px 14px;border-radius:8px;margin:6px 0}
.rl-lesson .rl-felt{background:#2f6b45;border-radius:12px;padding:10px 12px;color:#fff}
.rl-lesson .rl-felt .rl-zone-title{font-weight:600;font-size:13px;margin:2px 0;color:#e8f3ea}
.rl-lesson .rl-felt .rl-meld-box{display:inline-block;margin:0 14px 6px 0;vertical-align:top}
.rl-lesson .rl-felt .rl-cap{font-size:12px;color:#d4e8d8}
.rl-lesson .rl-seat{display:inline-block;margin:4px 18px 4px 0;vertical-align:top}
.rl-lesson .rl-turn{font-weight:700;color:#ffe27a}
.rl-guided .jupyter-button,.rl-watch .jupyter-button,.rl-lab .jupyter-button{
  border-radius:999px;border:1px solid #c9c1a6;background:linear-gradient(#fffdf5,#ece5cf);
  color:#1d2a20;font-weight:600;font-size:13.5px;padding:0 14px;height:34px;margin:4px 6px 4px 0;
  box-shadow:0 2px 0 #a59c7f,0 3px 6px rgba(0,0,0,.2);cursor:pointer}
.rl-guided .jupyter-button.mod-success,.rl-watch .jupyter-button.mod-success,
.rl-lab .jupyter-button.mod-success{background:linear-gradient(#ffd978,#f0b73a);
  border-color:#c18d1c;box-shadow:0 2px 0 #9c7010,0 3px 8px rgba(0,0,0,.3)}
.rl-guided .jupyter-button:disabled,.rl-watch .jupyter-button:disabled,
.rl-lab .jupyter-button:disabled{opacity:.45;cursor:default;box-shadow:none}
.rl-guided .jupyter-button:focus-visible,.rl-watch .jupyter-button:focus-visible,
.rl-lab .jupyter-button:focus-visible{outline:3px solid #2b7bb9;outline-offset:2px}
.rl-guided .rl-guided-feedback{position:sticky;bottom:0;z-index:4}
.rl-lesson.rl-guided,.jp-OutputArea:has(.rl-guided),.jp-OutputArea-child:has(.rl-guided),
.jp-OutputArea-output:has(.rl-guided){overflow:visible}
.rl-guided .rl-guided-feedback .rl-msg{box-shadow:0 -2px 10px rgba(0,0,0,.18);
  border:1px solid rgba(0,0,0,.08)}
.rl-guided .rl-guided-feedback .rl-msg-info{background:#eef6ec}
.rl-demo{border:2px dashed #9fb59f;border-radius:12px;padding:6px 10px;margin:6px 0}
.rl-demo-label{display:inline-block;background:#1f5130;color:#fff;font-weight:600;
  font-size:13px;border-radius:999px;padding:2px 10px;margin:2px 0 6px}
.rl-lesson textarea{font:13px/1.4 ui-monospace,"DejaVu Sans Mono",monospace !important}
</style>"""


def demo_html(body: str, lang: str) -> str:
    """A static example (a picture, not playable) with its label."""
    return (f'<div class="rl-demo"><div class="rl-demo-label">{escape(t("demo_label", lang))}'
            f"</div>{body}</div>")


def frame_html(title: str, intro: str = "") -> str:
    """The heading of a lesson widget (with the shared stylesheet)."""
    body = f"<h2>{escape(title)}</h2>"
    if intro:
        body += f'<p class="rl-intro">{escape(intro)}</p>'
    return LESSON_CSS + body


def note_html(text: str, kind: str = "info") -> str:
    """A message box: ``kind`` is "info", "error" or "good"; empty text gives nothing."""
    if not text:
        return ""
    return f'<div class="rl-msg rl-msg-{kind}">{escape(text)}</div>'


def felt_html(table, discard, stock_size: int, names, lang: str, spread: bool = False,
              you: int | None = None, pile: bool = True) -> str:
    """The table on green felt: melds grouped by owner ("Your melds" for seat ``you``), the
    stock count, the discard pile (fanned when ``spread``, else its top card; left out
    without ``pile``: a board below draws it)."""
    from ..core.words import meld_caption
    from ..present.render import card_svg, cards_html

    groups: dict[int, list] = {}
    for m in table:
        groups.setdefault(m.owner, []).append(m)
    zones = []
    for seat, melds in sorted(groups.items()):
        boxes = "".join(
            f'<div class="rl-meld-box">{cards_html(m.placed, width=50, overlap=0.2, label=meld_caption(m, lang), lang=lang)}'
            f'<div class="rl-cap">{escape(meld_caption(m, lang))}</div></div>' for m in melds)
        title = t("melds_of_you", lang) if seat == you else t("melds_of", lang, name=names[seat])
        zones.append(f'<div class="rl-zone-title">{escape(title)}'
                     f"</div><div>{boxes}</div>")
    if not zones:
        zones = [f'<div class="rl-cap" style="margin:4px 0 8px">{escape(t("no_melds", lang))}</div>']
    from ..core.cards import Card

    stock = card_svg(Card(0), face_down=True, width=50, lang=lang) if stock_size else ""
    shown = list(discard) if spread else list(discard)[-1:]
    shown_pile = cards_html(shown, width=50, overlap=0.45 if spread else 0.3,
                      label=t("discard_pile", lang), lang=lang) if shown else \
        f'<div class="rl-cap">{escape(t("empty", lang))}</div>'
    piles = (f'<div style="display:flex;gap:22px;align-items:flex-start;margin-top:6px">'
             f'<div><div class="rl-zone-title">{escape(t("ls_stock", lang, n=stock_size))}</div>'
             f"<div style='padding:4px 2px'>{stock}</div></div>"
             + (f'<div><div class="rl-zone-title">{escape(t("discard_pile", lang))}</div>'
                f'{shown_pile}</div>' if pile else "") + "</div>")
    return f'<div class="rl-felt">{"".join(zones)}{piles}</div>'


# -- the bilingual lesson pages --------------------------------------------------------

#: The lesson links at the top of every page: (catalog key, notebook file).
PAGE_LINKS = [("nav_00", "00_start_here.ipynb"), ("nav_01", "01_guided_hand.ipynb"),
              ("nav_02", "02_melds_and_layoffs.ipynb"), ("nav_03", "03_rummy_500.ipynb"),
              ("nav_04", "04_scoring_scenarios.ipynb"), ("nav_05", "05_play.ipynb"),
              ("nav_06", "06_strategy_lab.ipynb"), ("nav_07", "07_teacher.ipynb"),
              ("nav_08", "08_practice.ipynb")]


def _lang_attrs(lang: str) -> str:
    """The class the page's switch shows or hides (and ``lang`` for screen readers)."""
    return f'class="rl-lang-{lang}"' + (f' lang="{lang}"' if lang != "en" else "")


def page_markdown(key: str, title: str | None = None) -> str:
    """A notebook markdown cell in every language: the text of catalog ``key`` (with the
    lesson links and the heading ``title`` on a page's first cell)."""
    parts = []
    if title:
        parts.append("# " + "".join(f"<span {_lang_attrs(lang)}>{t(title, lang)}</span>"
                                    for lang in LANGS))
    for lang in LANGS:
        body = t(key, lang)
        if title:
            links = " · ".join(f"[{t(nav, lang)}]({target})" for nav, target in PAGE_LINKS)
            body = f"{links}\n\n{body}"
        parts.append(f"<div {_lang_attrs(lang)}>\n\n{body}\n\n</div>")
    return "\n\n".join(parts)


def _word(text: Any, lang: str) -> Any:
    """A table heading or value in ``lang`` when the catalog knows it (``col_…``, a variant
    title, a bot level, ``rules_…``); anything else as it is."""
    word = known_word(text, lang, "col", "level", "rules")
    if word != text or not isinstance(text, str):
        return word
    for name in ("basic", "rummy500", "pool500"):
        if CATALOG[f"title_{name}"]["en"] == text:
            return t(f"title_{name}", lang)
    return text


def localise(frame: Any, lang: str) -> Any:
    """A copy of a lesson table (pandas) with its headings, index and known words in
    ``lang``."""
    if lang == "en":
        return frame
    frame = frame.rename(columns=lambda c: _word(c, lang), index=lambda i: _word(i, lang))
    frame.index.names = [_word(n, lang) for n in frame.index.names]
    frame.columns.names = [_word(n, lang) for n in frame.columns.names]
    for column in frame.columns:
        if frame[column].dtype == object:
            frame[column] = frame[column].map(lambda v: _word(v, lang))
    return frame


def _chart_png(fig: Any, lang: str) -> str:
    """A matplotlib figure with its labels in ``lang``, as an ``<img>`` (figure closed)."""
    import matplotlib.pyplot as plt

    for ax in fig.axes:
        ax.set_ylabel(_word(ax.get_ylabel(), lang))
        ax.set_xlabel(_word(ax.get_xlabel(), lang))
        ax.set_xticks(ax.get_xticks(), [_word(x.get_text(), lang) for x in ax.get_xticklabels()])
        legend = ax.get_legend()
        if legend is not None:
            for text in legend.get_texts():
                text.set_text(_word(text.get_text(), lang))
            legend.set_title(_word(legend.get_title().get_text(), lang))
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=100)
    plt.close(fig)
    data = base64.b64encode(buf.getvalue()).decode("ascii")
    alt = escape(fig.axes[0].get_title() if fig.axes else "")
    return f'<img src="data:image/png;base64,{data}" alt="{alt}">'


# Jupyter's output CSS breaks a <pre> anywhere ("a ru|n"); an engine text wraps between words.
_TEXT_STYLE = "white-space:pre-wrap;word-break:normal;overflow-wrap:break-word"


def _html(value: Any, lang: str) -> str:
    """HTML for one language's output: a table, a chart, an engine text or plain text."""
    if hasattr(value, "savefig"):
        return _chart_png(value, lang)
    if hasattr(value, "to_html") and hasattr(value, "rename"):  # a pandas DataFrame
        return localise(value, lang).to_html()
    if hasattr(value, "_repr_html_"):
        return value._repr_html_()
    render = getattr(value, "render", None)
    text = render(lang) if callable(render) else str(value)
    return f'<pre style="{_TEXT_STYLE}">{escape(text)}</pre>'


class Bilingual:
    """An output in every language; the page's switch shows one (see :func:`both`)."""

    def __init__(self, make: Callable[[str], Any], css_class: str | None = None):
        self.make, self.css_class = make, css_class

    def _repr_html_(self) -> str:
        cls = f' class="{self.css_class}"' if self.css_class else ""
        return f"<div{cls}>" + "".join(f"<div {_lang_attrs(lang)}>{_html(self.make(lang), lang)}</div>"
                                       for lang in LANGS) + "</div>"


def both(make: Callable[[str], Any], css_class: str | None = None) -> Bilingual:
    """``make(lang)`` for every language, shown in the page's language: a pandas table
    (headings and known words translated), a Styler, a matplotlib figure, an engine text
    (``Text``/``RummyError``), anything with ``_repr_html_``, or plain text."""
    return Bilingual(make, css_class)
