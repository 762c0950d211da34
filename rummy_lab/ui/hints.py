"""The Hint button: the engine coach's recommendation, in the learner's language."""

from __future__ import annotations

from ..ai.hints import hint
from ..core.words import card_text, cards_text, meld_caption
from ..i18n.messages import capitalized
from .messages import t

__all__ = ["coach_hint"]


def coach_hint(game, seat: int, lang: str) -> str:
    """The coach's move for ``seat`` with its reason (English) or a catalog sentence."""
    if game.current != seat or game.phase not in ("draw", "play"):  # no listing needed
        return t("hint_unavailable", lang)
    advice = hint(game, seat)
    if lang == "en":
        return f"Hint: {advice}"
    return f"{_suggestion(game, advice.action, lang)} {capitalized(advice.why.render(lang))}"


def _suggestion(game, a, lang: str) -> str:
    """The recommended move as one catalog sentence."""
    if a.kind == "take":
        return t("hint_take", lang, card=card_text(a.card, lang))
    if a.kind == "meld":
        return t("hint_meld", lang, cards=cards_text(a.placed, lang))
    if a.kind in ("layoff", "swap"):
        key = "hint_layoff" if a.kind == "layoff" else "hint_swap"
        return t(key, lang, card=card_text(a.card, lang),
                 meld=meld_caption(game.meld_by_id(a.meld), lang))
    if a.kind == "discard":
        return t("hint_discard_card", lang, card=card_text(a.card, lang))
    return t("hint_draw_stock", lang)
