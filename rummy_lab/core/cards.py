"""Playing cards: identity, notation, parsing and values.

A :class:`Card` is a rank (1 = ace … 13 = king, 0 = joker), a suit and a ``copy``
number. The copy keeps the two 7♥ of a two-deck game apart (and numbers the jokers),
so every physical card in a game is a distinct, hashable value.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from enum import StrEnum
from itertools import repeat
from operator import indexOf, is_
from types import MappingProxyType

from ..i18n.messages import msg
from .display import ShowsAsHtml
from .errors import RummyError

__all__ = ["Suit", "Card", "parse_card", "parse_cards", "make_deck", "card_from_code",
           "RANK_NAMES", "JOKER"]


class Suit(StrEnum):
    """The four suits, ordered ♠ ♥ ♦ ♣ (the order used for display and sorting)."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOLS[self]

    @property
    def word(self) -> str:
        return self.name.lower()

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)


SUITS = tuple(Suit)
_SUIT_SYMBOLS = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}
_SUIT_INDEX = {s: i for i, s in enumerate(SUITS)}
RANK_NAMES = {1: "A", 11: "J", 12: "Q", 13: "K", 14: "A"}
_RANK_WORDS = {1: "ace", 11: "jack", 12: "queen", 13: "king", 14: "ace"}
JOKER = 0


def rank_name(rank: int) -> str:
    """Short name of a rank: 1/14 → A, 11 → J, 2 → 2, 10 → 10."""
    return RANK_NAMES.get(rank, str(rank))


class Card(ShowsAsHtml):
    """One physical card. ``rank`` 0 is a joker (its ``suit`` is None); ``is_joker``,
    ``face`` (rank and suit, ignoring which copy it is), ``suit_index`` (♠♥♦♣ = 0–3,
    joker 4), ``bit`` (1 << rank) and ``lane_bit`` (the rank's bit in a 16-bit lane per
    suit, for bit-mask searches) are stored with it.

    Cards are interned: ``Card(7, Suit.HEARTS)`` always returns the same object, so
    equality and the hash are identity's (fast in the engine's hot loops) and cards are
    immutable.
    """

    __slots__ = ("rank", "suit", "copy", "is_joker", "face", "suit_index", "bit", "lane_bit")
    rank: int
    suit: Suit | None
    copy: int
    is_joker: bool
    face: tuple[int, Suit | None]
    suit_index: int
    bit: int
    lane_bit: int
    _interned: dict[tuple[int, Suit | str | None, int], Card] = {}

    def __new__(cls, rank: int, suit: Suit | str | None = None, copy: int = 0) -> Card:
        card = cls._interned.get((rank, suit, copy))
        if card is not None:
            return card
        suit = None if suit is None else Suit(suit)
        if rank == JOKER:
            if suit is not None:
                raise RummyError(msg("joker_no_suit"))
        elif not (isinstance(rank, int) and 1 <= rank <= 13) or suit is None:
            raise RummyError(msg("not_a_card_parts", rank=repr(rank), suit=repr(suit)))
        if not isinstance(copy, int) or not 0 <= copy < 16:
            raise RummyError(msg("not_a_copy", copy=repr(copy)))
        card = object.__new__(cls)
        for name, value in (("rank", rank), ("suit", suit), ("copy", copy),
                            ("is_joker", rank == JOKER), ("face", (rank, suit)),
                            ("suit_index", 4 if suit is None else _SUIT_INDEX[suit]),
                            ("bit", 1 << rank),
                            ("lane_bit", 1 << (16 * (4 if suit is None else _SUIT_INDEX[suit])
                                               + rank))):
            object.__setattr__(card, name, value)
        cls._interned[(rank, suit, copy)] = card
        return card

    def __setattr__(self, name, value):
        raise AttributeError("Cards are immutable.")

    def __reduce__(self):
        return (Card, (self.rank, self.suit, self.copy))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo) -> Card:
        return self

    @property
    def code(self) -> str:
        """Compact, unique ASCII code: ``7H``, ``10C``, ``JK``; a second copy ``7H.1``."""
        base = "JK" if self.suit is None else rank_name(self.rank) + self.suit.value
        return base if self.copy == 0 else f"{base}.{self.copy}"

    @property
    def label(self) -> str:
        """Spoken label for screen readers: "seven of hearts", "joker"."""
        if self.suit is None:
            return "joker"
        word = _RANK_WORDS.get(self.rank) or _NUMBER_WORDS[self.rank]
        return f"{word} of {self.suit.word}"

    def sort_key(self) -> tuple[int, int, int]:
        if self.suit is None:
            return (4, 0, self.copy)
        return (_SUIT_INDEX[self.suit], self.rank, self.copy)

    def __str__(self) -> str:
        return "🃏" if self.suit is None else rank_name(self.rank) + self.suit.symbol

    def __repr__(self) -> str:
        return f"Card({self.code})"

    def __lt__(self, other: Card) -> bool:
        return self.sort_key() < other.sort_key()



_NUMBER_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven",
                 8: "eight", 9: "nine", 10: "ten"}

_RANK_TOKENS = {"A": 1, "J": 11, "Q": 12, "K": 13, "T": 10, "10": 10}
_RANK_TOKENS.update({str(n): n for n in range(2, 10)})
_SUIT_TOKENS = {"S": Suit.SPADES, "H": Suit.HEARTS, "D": Suit.DIAMONDS, "C": Suit.CLUBS,
                "♠": Suit.SPADES, "♥": Suit.HEARTS, "♦": Suit.DIAMONDS, "♣": Suit.CLUBS,
                "♤": Suit.SPADES, "♡": Suit.HEARTS, "♢": Suit.DIAMONDS, "♧": Suit.CLUBS}
_JOKER_TOKENS = {"JK", "JOKER", "🃏", "*"}

# Every valid card text (upper case, no spaces, no emoji selector) -> its card.
_BY_TEXT = {body + tail: Card(rank, suit, copy)
            for body, rank, suit in [(j, JOKER, None) for j in _JOKER_TOKENS]
            + [(r + s, rank, suit) for r, rank in _RANK_TOKENS.items()
               for s, suit in _SUIT_TOKENS.items()]
            for copy, tail in [(0, ""), *((d, f".{d}") for d in range(10))]}
CARD_TEXTS: Mapping[str, Card] = MappingProxyType(_BY_TEXT)  # read without normalising


def parse_card(token: str) -> Card:
    """Parse one card token (``7H``, ``7♥``, ``10c``, ``TC``, ``Jk``, ``🃏``, ``7H.1``)."""
    try:
        return _BY_TEXT[token]  # (a subscript is quicker than .get: it is the usual case)
    except KeyError:
        pass
    card = _BY_TEXT.get(token.strip().replace("\ufe0f", "").upper())
    if card is None:
        raise RummyError(msg("not_a_card", token=token))
    return card


_SPLIT = re.compile(r"[\s,;]+")
# Cards as callers give them: card objects, card texts (parse_card's spellings) or one text.
CardsIn = Sequence[Card | str] | str


def parse_cards(text: str | Card | Iterable[Card | str]) -> CardList:
    """Parse several cards: ``parse_cards("8♠ 8H 10c Jk")``.

    Tokens are separated by spaces or commas; symbols and letters, any case. Also
    accepts an iterable of cards or tokens. Raises :class:`RummyError` naming the bad
    token and the accepted forms.
    """
    if isinstance(text, Card):
        return CardList([text])
    if isinstance(text, str):
        tokens = [t for t in _SPLIT.split(text.strip()) if t]
        tokens = _split_glued(tokens)
    else:
        tokens = list(text)
    return CardList(t if isinstance(t, Card) else parse_card(str(t)) for t in tokens)


_GLUED = re.compile(r"(?:10|[2-9TJQKA])[SHDC♠♥♦♣♤♡♢♧]|JK|🃏", re.IGNORECASE)


def _split_glued(tokens: list[str]) -> list[str]:
    """Split tokens like ``8♠8♥8♦`` (cards written without spaces) into single cards."""
    out: list[str] = []
    for tok in tokens:
        clean = tok.replace("\ufe0f", "")
        parts = _GLUED.findall(clean)
        if len(parts) > 1 and "".join(parts).upper() == clean.upper():
            out.extend(parts)
        else:
            out.append(tok)
    return out


def card_from_code(code: str) -> Card:
    """Inverse of :attr:`Card.code` (strict: used when loading saved games)."""
    card = parse_card(code)
    if card.code != code:
        raise RummyError(msg("not_a_card_code", code=code))
    return card


def make_deck(decks: int = 1, jokers: int = 0) -> list[Card]:
    """All physical cards of ``decks`` standard decks plus ``jokers`` jokers, sorted."""
    cards = [Card(rank, suit, copy) for copy in range(decks) for suit in SUITS
             for rank in range(1, 14)]
    cards += [Card(JOKER, None, i) for i in range(jokers)]
    return cards


def suit_of(card: Card) -> Suit:
    """The suit of a natural card (a joker has none)."""
    suit = card.suit
    assert suit is not None, f"{card} is a joker: it has no suit"
    return suit


# Cards are interned, so identity is equality. Find a card by identity: ``in``, ``index``
# and ``remove`` on a list compare every other card through Python (Card defines an
# ordering, so its comparisons are Python-level), many times slower.

def holds(cards: Iterable[Card], card: Card | None) -> bool:
    """Is this very ``card`` among ``cards``?"""
    return any(map(is_, cards, repeat(card)))


def card_index(cards: Sequence[Card], card: Card) -> int:
    """Where this very ``card`` lies in ``cards`` (ValueError when it is not there)."""
    return indexOf(map(is_, cards, repeat(card)), True)


class CardList(ShowsAsHtml, list):
    """A list of cards that prints as text and renders as playing cards in a notebook."""

    def __str__(self) -> str:
        return " ".join(str(c) for c in self)

