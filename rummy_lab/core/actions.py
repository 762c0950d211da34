"""The actions a player can take, as small immutable records that serialise to JSON."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ..i18n.messages import msg
from .cards import Card, Suit, card_from_code
from .errors import RummyError, short_repr
from .meld_types import Placed
from .phases import ActionKind
from .words import face_text

__all__ = ["Action", "DrawStock", "TakeDiscard", "Meld", "LayOff", "SwapJoker", "Discard",
           "EndTurn", "EndHand", "NextHand", "action_from_dict", "suit_from_letter",
           "action_problem", "validate_action", "action_cards"]


class Action:
    """Base class. ``kind`` (given in the class line: ``class EndTurn(Action, kind=...)``) names
    the action in saved games, ``saved`` the fields saved after it, in this order, each under
    its own name (see :func:`_saved_value`)."""

    kind: ClassVar[str] = "action"
    saved: ClassVar[tuple[str, ...]] = ()

    def __init_subclass__(cls, kind: str = "", **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if kind:
            cls.kind = kind

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind}
        for name in self.saved:
            data[name] = _saved_value(getattr(self, name))
        return data

    def describe(self) -> str:
        """What the action does, in English (see :data:`_DOES`)."""
        return _DOES.get(self.kind, self.kind).format_map(vars(self))


#: What each action does, in English (hints); ``{card}`` stands for its card. Meld and
#: LayOff say more.
_DOES: dict[str, str] = {
    ActionKind.DRAW: "draw from the stock",
    ActionKind.TAKE: "take {card} from the discard pile",
    ActionKind.SWAP: "swap {card} for a joker",
    ActionKind.DISCARD: "discard {card}",
    ActionKind.END_TURN: "end the turn without discarding",
    ActionKind.END_HAND: "end the hand (the stock is empty)",
    ActionKind.NEXT_HAND: "deal the next hand",
}


@dataclass(frozen=True)
class DrawStock(Action, kind=ActionKind.DRAW):
    """Draw the top card of the stock."""



@dataclass(frozen=True)
class _OneCard(Action):
    """An action on one ``card`` and nothing else: :class:`TakeDiscard`, :class:`Discard`."""

    card: Card
    saved = ("card",)


@dataclass(frozen=True)
class TakeDiscard(_OneCard, kind=ActionKind.TAKE):
    """Take ``card`` from the discard pile, with every card above it."""


@dataclass(frozen=True)
class Meld(Action, kind=ActionKind.MELD):
    """Lay down a new meld; ``placed`` fixes each card's identity (jokers declared)."""

    meld_kind: str
    placed: tuple[Placed, ...]

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(p.card for p in self.placed)

    def to_dict(self) -> dict[str, Any]:  # saved under other names than its fields
        return {"kind": self.kind, "meld": self.meld_kind,
                "cards": [[p.card.code, p.rank, p.suit.value] for p in self.placed]}

    def describe(self) -> str:
        return "meld " + " ".join(map(str, self.placed))


@dataclass(frozen=True)
class LayOff(Action, kind=ActionKind.LAYOFF):
    """Lay ``card`` off onto table meld ``meld`` standing for (``rank``, ``suit``)."""

    card: Card
    meld: int
    rank: int
    suit: Suit
    saved = ("card", "meld", "rank", "suit")

    def describe(self) -> str:
        stands = f" as {face_text(self.rank, self.suit)}" if self.card.is_joker else ""
        return f"lay off {self.card}{stands}"


@dataclass(frozen=True)
class SwapJoker(Action, kind=ActionKind.SWAP):
    """Put natural ``card`` into meld ``meld`` in place of the joker standing for it."""

    card: Card
    meld: int
    saved = ("card", "meld")


@dataclass(frozen=True)
class Discard(_OneCard, kind=ActionKind.DISCARD):
    """Discard ``card`` from the hand, ending the turn."""



@dataclass(frozen=True)
class EndTurn(Action, kind=ActionKind.END_TURN):
    """End the turn without a discard (only when no discard is allowed)."""


@dataclass(frozen=True)
class EndHand(Action, kind=ActionKind.END_HAND):
    """End the hand because the stock is empty (when the rules offer it)."""


@dataclass(frozen=True)
class NextHand(Action, kind=ActionKind.NEXT_HAND):
    """Deal the next hand after a hand has been scored."""


def _saved_value(value: Any) -> Any:
    """A field's value in a saved game: a card by its code, a suit by its letter."""
    if isinstance(value, Card):
        return value.code
    return value.value if isinstance(value, Suit) else value


def _card(data: dict, key: str) -> Card:
    value = data.get(key)
    if not isinstance(value, str):
        raise RummyError(msg("saved_action_card", kind=short_repr(data.get("kind")), field=key))
    return card_from_code(value)


def _int(data: dict, key: str) -> int:
    value = data.get(key)
    if not isinstance(value, int) or isinstance(value, bool):
        raise RummyError(msg("saved_action_whole", kind=short_repr(data.get("kind")), field=key))
    return value


def suit_from_letter(value: Any) -> Suit:
    """A suit from its saved letter (S, H, D, C); anything else is refused."""
    try:
        return Suit(value)
    except ValueError:
        raise RummyError(msg("saved_suit_letter", value=short_repr(value))) from None


def _suit(data: dict, key: str) -> Suit:
    return suit_from_letter(data.get(key))


#: How each saved field is read back, strictly (see :attr:`Action.saved`).
_LOAD = {"card": _card, "meld": _int, "rank": _int, "suit": _suit}

#: The action classes that :meth:`Action.to_dict` saves, by kind (Meld saves itself).
_BY_KIND: dict[str, type[Action]] = {
    cls.kind: cls for cls in (DrawStock, TakeDiscard, LayOff, SwapJoker, Discard, EndTurn,
                              EndHand, NextHand)}


def action_from_dict(data: Any) -> Action:
    """Rebuild an action saved with :meth:`Action.to_dict` (strictly validated)."""
    if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
        raise RummyError(msg("saved_action_kindless"))
    kind = data["kind"]
    if kind in _BY_KIND:
        cls = _BY_KIND[kind]
        return cls(**{name: _LOAD[name](data, name) for name in cls.saved})
    if kind == ActionKind.MELD:
        rows = data.get("cards")
        if data.get("meld") not in ("set", "run") or not isinstance(rows, list):
            raise RummyError(msg("saved_meld_shape"))
        placed = []
        for row in rows:
            if not (isinstance(row, list) and len(row) == 3 and isinstance(row[0], str)
                    and isinstance(row[1], int)):
                raise RummyError(msg("saved_meld_card"))
            placed.append(Placed(card_from_code(row[0]), row[1], suit_from_letter(row[2])))
        return Meld(data["meld"], tuple(placed))
    raise RummyError(msg("saved_action_unknown", kind=short_repr(kind)))


# -- checking that an object is a well-formed action -----------------------------------------

_SANE = 1000  # ranks and meld numbers beyond this are malformed, not merely illegal


def _whole(value: Any) -> bool:
    return type(value) is int and -_SANE <= value <= _SANE


def _placed_ok(p: Any) -> bool:
    return (type(p) is Placed and isinstance(p.card, Card) and _whole(p.rank)
            and isinstance(p.suit, Suit) and _whole(p.by))


def _no_fields(action: Any) -> Any:
    return None


def _card_field(action: Any) -> Any:
    return None if isinstance(action.card, Card) else msg("malformed_card", kind=action.kind)


def _onto_meld(action: Any) -> Any:
    return _card_field(action) or (None if _whole(action.meld)
                                   else msg("malformed_meld_no", kind=action.kind))


def _layoff_fields(action: Any) -> Any:
    return _onto_meld(action) or (None if _whole(action.rank) and isinstance(action.suit, Suit)
                                  else msg("malformed_layoff"))


def _meld_fields(action: Any) -> Any:
    ok = (isinstance(action.meld_kind, str) and type(action.placed) is tuple
          and all(map(_placed_ok, action.placed)))
    return None if ok else msg("malformed_meld")


_FIELDS = {DrawStock: _no_fields, EndTurn: _no_fields, EndHand: _no_fields,
           NextHand: _no_fields, TakeDiscard: _card_field, Discard: _card_field,
           SwapJoker: _onto_meld, LayOff: _layoff_fields, Meld: _meld_fields}


def action_cards(action: Action | None) -> tuple[Card, ...]:
    """The cards ``action`` moves: a meld's, else its one card (a lay-off, joker swap,
    discard or take); none for the others."""
    if isinstance(action, Meld):
        return action.cards
    card = getattr(action, "card", None)
    return (card,) if card is not None else ()


def action_problem(action: Any) -> str | None:
    """Why ``action`` is not a well-formed action at all, or None: it must be one of the
    action classes above with well-typed fields, so ``None``, look-alikes with only a
    ``kind`` or a meld without cards never reach the rules or the history. (Whether a
    well-formed action is legal is the game's question.)"""
    fields_problem = _FIELDS.get(type(action))
    if fields_problem is None:
        return msg("not_an_action", what=short_repr(action))
    if problem := fields_problem(action):
        return msg("bad_action", problem=problem)
    return None


def validate_action(action: Any) -> None:
    """Raise :class:`RummyError` unless ``action`` is well-formed (see :func:`action_problem`)."""
    if problem := action_problem(action):
        raise RummyError(problem)
