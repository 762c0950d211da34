"""Cards and melds in words: the one place that names them, for the engine's reasons,
the table, the logs and the lessons.

Short faces ("8♦", :func:`face_text`), spoken names for screen readers ("eight of
diamonds", :func:`card_name`, :func:`card_label`), log texts with jokers spelt out
(:func:`placed_text`) and captions of melds ("Run 5♠–7♠", :func:`meld_caption`).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ..i18n.messages import msg, t
from .cards import Card, Suit, rank_name
from .runs import HIGH_ACE, LOW_ACE, card_rank

if TYPE_CHECKING:
    from .meld_types import Placed, Reading
    from .melds import TableMeld

__all__ = ["face_text", "rank_plural", "cards_str", "card_name", "face_label", "card_label",
           "card_text", "placed_text", "cards_text", "meld_caption"]


def face_text(rank: int, suit: Suit) -> str:
    """A card face in short: "8♦"; rank 14 (high ace) is "A"."""
    return rank_name(rank) + suit.symbol


_RANK_WORDS = {1: "ranks_ace", 11: "ranks_jack", 12: "ranks_queen", 13: "ranks_king"}


def rank_plural(rank: int):
    """"aces", "7s" … in the reader's language (for "the set of 7s")."""
    key = _RANK_WORDS.get(card_rank(rank))
    return msg(key) if key else msg("ranks_number", n=rank)


def cards_str(cards: Iterable[Card]) -> str:
    """Cards as their codes with symbols: "7♥ 8♥ 🃏"."""
    return " ".join(map(str, cards))


def card_name(card: Any, lang: str = "en") -> str:
    """The spoken name of a card ("seven of hearts" / "Herz-Sieben"; "joker")."""
    if card.is_joker:
        return t("card_joker", lang)
    return t("card_name", lang, rank=t(f"rank_{card.rank}", lang),
             suit=t(f"suit_{card.suit.value}", lang))


def face_label(rank: int, suit: Suit, lang: str = "en") -> str:
    """Spoken name of a card face; rank 14 (high ace) reads as ace."""
    return card_name(Card(LOW_ACE if rank == HIGH_ACE else rank, suit), lang)


def card_label(card: Card, *, face_down: bool = False, joker_as=None, lang: str = "en") -> str:
    """Screen-reader label of a card as drawn, in ``lang`` (``joker_as``: the
    ``(rank, suit)`` a joker stands for)."""
    if face_down:
        return t("card_face_down", lang)
    if card.is_joker and joker_as is not None:
        rank, suit = joker_as
        suit = suit if isinstance(suit, Suit) else Suit(str(suit))
        return t("card_joker_as", lang, card=face_label(int(rank), suit, lang))
    return card_name(card, lang)


def card_text(card: Card, lang: str) -> str:
    """"7♥", or the word for a joker (no emoji: not every machine has the glyph)."""
    return t("joker", lang) if card.is_joker else str(card)


def placed_text(p: Placed, lang: str) -> str:
    """A card on the table: "7♥", or "Joker(8♦)" for a joker standing for 8♦."""
    if not p.card.is_joker:
        return str(p.card)
    return f"{t('joker', lang)}({face_text(p.rank, p.suit)})"


def cards_text(placed: Iterable[Placed], lang: str) -> str:
    """Cards on the table in a line, jokers with what they stand for."""
    return " ".join(placed_text(p, lang) for p in placed)


def meld_caption(meld: TableMeld | Reading, lang: str = "en") -> str:
    """"Run 5♠–7♠" or "Set of 8s" in ``lang``."""
    first, last = meld.placed[0], meld.placed[-1]
    if meld.kind == "run":
        return t("run_caption", lang, low=face_text(first.rank, first.suit),
                 high=face_text(last.rank, last.suit))
    return t("view_set", lang, rank=rank_name(first.rank))
