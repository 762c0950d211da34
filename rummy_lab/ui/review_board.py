"""A review's costly decisions as plain data for the play page (what review.js draws).

:func:`review_slides` turns a :class:`~rummy_lab.practice.review.Review` into one slide
per costly decision, each in English and German: the board as the seat saw it then (its
own hand, the melds on the table, the discard pile as it could be seen, the stock and
the other hands as counts), what was played, what was better and why, the cost and the
severity. Only :attr:`ReviewItem.view` (a :class:`SeatView`) feeds a board — never the
item's ``position`` or ``options``, whose stand-in cards fill the hidden places.
"""

from __future__ import annotations

from ..core.words import meld_caption
from ..practice.review_items import action_text
from .messages import LANGS, t
from .state import card_desc, placed_desc

__all__ = ["review_slides", "seat_board", "review_labels", "all_labels", "MAX_SLIDES", "REVIEW_LABELS"]

#: the costliest decisions a learner steps through
MAX_SLIDES = 8
#: parameter-free texts of the review pane (catalog keys in catalog/review.py)
REVIEW_LABELS = ["review_button_hand", "review_button_game", "review_prev", "review_next",
                 "review_close", "review_practise", "review_played", "review_better",
                 "review_why", "review_your_hand", "review_title",
                 "review_practise_saved", "review_others"]


def review_labels(lang: str) -> dict[str, str]:
    """The pane's labels in ``lang``."""
    return {**{k: t(k, lang) for k in REVIEW_LABELS},
            "review_discard": t("discard_pile", lang), "review_stock": t("stock", lang),
            "review_table": t("practice_table", lang)}


def all_labels() -> dict[str, dict[str, str]]:
    """The pane's labels in every language (every ``review`` trait value carries them)."""
    return {lang: review_labels(lang) for lang in LANGS}


def seat_board(view, lang: str) -> dict:
    """The board of a :class:`SeatView` in ``lang``: only what that seat could see."""
    names = list(view.players)
    return {
        "hand": [card_desc(c, lang) for c in view.hand],
        "melds": [{"owner": names[m.owner], "caption": meld_caption(m, lang),
                   "cards": [placed_desc(p, lang) for p in m.placed]} for m in view.table],
        "discard": [card_desc(c, lang) for c in view.discard],
        "discard_size": view.discard_size, "stock_size": view.stock_size,
        "others": [{"name": names[i], "count": n} for i, n in enumerate(view.hand_sizes)
                   if i != view.seat],
    }


def _slide(item, lang: str) -> dict:
    return {
        "index": item.index, "hand": item.hand, "severity": item.severity,
        "severity_text": item.severity_text.render(lang),
        "heading": t("review_slide_heading", lang, hand=item.hand, turn=item.turn + 1),
        "cost": t("review_cost", lang, cost=f"{item.cost:g}"),
        "played": action_text(item.played).render(lang),
        "better": action_text(item.better).render(lang),
        "why": item.why.render(lang), "board": seat_board(item.view, lang),
    }


def review_slides(review, scope: str, hand: int | None = None,
                  refusals: dict | None = None) -> dict:
    """The pane's data for ``review``: ``scope`` "hand" (only hand ``hand``) or "game";
    per language the labels, a summary, the refusals (``refusals``: language ->
    :class:`Refusal` list, default the review's own) and the slides, costliest first."""
    items = [i for i in review.costly() if scope == "game" or i.hand == hand][:MAX_SLIDES]
    decided = [i for i in review.items if scope == "game" or i.hand == hand]
    ungraded = sum(not i.proven for i in decided)  # no verdict: the search did not finish
    out: dict = {"status": "ready", "scope": scope, "count": len(items), "langs": {},
                 "labels": all_labels()}
    for lang in LANGS:
        summary = t("review_summary", lang, n=len(decided), costly=len(items)) if items \
            else t("review_summary_none" if not ungraded else "review_summary_no_costly", lang,
                   n=len(decided))
        if ungraded:
            summary += " " + t("review_summary_unproven", lang, n=ungraded)
        said = (refusals or {}).get(lang, review.refusals)
        out["langs"][lang] = {
            "summary": summary,
            "refusals": [t("review_refusal_line", lang, text=r.text, n=r.count) for r in said],
            "slides": [_slide(i, lang) for i in items]}
    return out
