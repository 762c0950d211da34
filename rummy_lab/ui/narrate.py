"""Readable log lines for moves and hand results ("Ben took 7♥ from the discard pile and
melded 7♥ 8♥ 9♥"). Phrases are built *before* an action is applied and never name a
card drawn from the stock."""

from __future__ import annotations

from ..core.words import card_text, cards_text, face_text, meld_caption
from .messages import t

__all__ = ["phrase", "sentence", "hand_result_lines"]


def phrase(action, game, lang: str, you: bool = False) -> str:
    """The verb phrase for ``action`` by the current player, e.g. "discarded 7♥"."""
    suffix = "_you" if you else ""
    kind = action.kind
    if kind == "take":
        pile = game.discard_pile
        more = len(pile) - 1 - pile.index(action.card) if action.card in pile else 0
        key = "log_take_deep" if more else "log_take"
        return t(key + suffix, lang, card=card_text(action.card, lang), more=more)
    if kind == "meld":
        return t("log_meld" + suffix, lang, cards=cards_text(action.placed, lang))
    if kind in ("layoff", "swap"):
        meld = game.meld_by_id(action.meld)
        card = card_text(action.card, lang)
        if action.kind == "layoff" and action.card.is_joker:
            card = f"{card}({face_text(action.rank, action.suit)})"
        return t(f"log_{kind}" + suffix, lang, card=card, meld=meld_caption(meld, lang))
    if kind == "discard":
        return t("log_discard" + suffix, lang, card=card_text(action.card, lang))
    return t(f"log_{kind}" + suffix, lang)


def sentence(subject: str, phrases: list[str], lang: str) -> str:
    """"Ben drew a card, melded … and discarded 2♣." """
    if not phrases:
        return subject
    body = phrases[0] if len(phrases) == 1 else \
        ", ".join(phrases[:-1]) + f" {t('and', lang)} " + phrases[-1]
    return f"{subject} {body}."


def hand_result_lines(game, lang: str, names: list[str], you: int | None) -> tuple[str, list[str]]:
    """(title, detail lines) for the hand that just ended (``game.results[-1]``)."""
    res = game.results[-1]
    if res.winner is None:
        title = t("hand_drawn", lang, n=res.number, how=t(f"ending_{res.ended_by}", lang))
    elif res.winner == you:
        title = t("hand_won_you", lang, n=res.number)
    else:
        title = t("hand_won", lang, n=res.number, name=names[res.winner])
    points = ", ".join(f"{names[i]} {p:+d}" for i, p in enumerate(res.points))
    lines = [t("hand_points", lang, points=points)]
    if res.romme:
        lines.append(t("romme", lang))
    if game.winners:
        best = game.scores[game.winners[0]]
        if list(game.winners) == [you]:
            lines.append(t("game_won_you", lang, score=best))
        else:
            lines.append(t("game_won", lang, names=" & ".join(names[w] for w in game.winners),
                           score=best))
    return title, lines
