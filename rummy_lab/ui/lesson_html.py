"""Shared presentation of the lesson widgets (meld sandbox, scoring explorer, guided hand,
watch mode): the stylesheet, headings, message boxes and the table on green felt."""

from __future__ import annotations

from html import escape

from .messages import t, variant_title

__all__ = ["LESSON_CSS", "variant_title", "frame_html", "note_html", "felt_html"]

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
.rl-card-btn button,.rl-card-btn{font:600 15px Georgia,serif !important}
.rl-card-btn.rl-red{color:#c8102e !important}
.rl-card-btn.rl-black{color:#1b1b1f !important}
.rl-card-btn.rl-sel{background:#ffe27a !important;box-shadow:0 0 0 2px #d4a21a inset}
.rl-lesson textarea{font:13px/1.4 ui-monospace,"DejaVu Sans Mono",monospace !important}
</style>"""


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


def felt_html(table, discard, stock_size: int, names, lang: str, spread: bool = False) -> str:
    """The table on green felt: melds grouped by owner, the stock count, the discard pile
    (fanned when ``spread``, else its top card)."""
    from ..present.render import card_svg, cards_html
    from .state import meld_caption

    groups: dict[int, list] = {}
    for m in table:
        groups.setdefault(m.owner, []).append(m)
    zones = []
    for seat, melds in sorted(groups.items()):
        boxes = "".join(
            f'<div class="rl-meld-box">{cards_html(m.placed, width=50, overlap=0.2, label=meld_caption(m, lang), lang=lang)}'
            f'<div class="rl-cap">{escape(meld_caption(m, lang))}</div></div>' for m in melds)
        zones.append(f'<div class="rl-zone-title">{escape(t("melds_of", lang, name=names[seat]))}'
                     f"</div><div>{boxes}</div>")
    if not zones:
        zones = [f'<div class="rl-cap" style="margin:4px 0 8px">{escape(t("no_melds", lang))}</div>']
    from ..core.cards import Card

    stock = card_svg(Card(0), face_down=True, width=50, lang=lang) if stock_size else ""
    shown = list(discard) if spread else list(discard)[-1:]
    pile = cards_html(shown, width=50, overlap=0.45 if spread else 0.3,
                      label=t("discard_pile", lang), lang=lang) if shown else \
        f'<div class="rl-cap">{escape(t("empty", lang))}</div>'
    piles = (f'<div style="display:flex;gap:22px;align-items:flex-start;margin-top:6px">'
             f'<div><div class="rl-zone-title">{escape(t("ls_stock", lang, n=stock_size))}</div>'
             f"<div style='padding:4px 2px'>{stock}</div></div>"
             f'<div><div class="rl-zone-title">{escape(t("discard_pile", lang))}</div>{pile}</div></div>')
    return f'<div class="rl-felt">{"".join(zones)}{piles}</div>'
