"""The actions a player can take, as small immutable records that serialise to JSON."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..i18n.messages import msg
from .cards import Card, Suit, card_from_code
from .errors import RummyError, short_repr
from .meld_types import Placed
from .phases import ActionKind
from .words import face_text

__all__ = ["Action", "DrawStock", "TakeDiscard", "Meld", "LayOff", "SwapJoker", "Discard",
           "EndTurn", "EndHand", "NextHand", "action_from_dict", "suit_from_letter",
           "action_problem", "validate_action"]


class Action:
    """Base class; ``kind`` names the action in saved games."""

    kind = "action"

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind}

    def describe(self) -> str:
        return self.kind


@dataclass(frozen=True)
class DrawStock(Action):
    kind = ActionKind.DRAW

    def describe(self) -> str:
        return "draw from the stock"


@dataclass(frozen=True)
class TakeDiscard(Action):
    """Take ``card`` from the discard pile, with every card above it."""

    card: Card
    kind = ActionKind.TAKE

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "card": self.card.code}

    def describe(self) -> str:
        return f"take {self.card} from the discard pile"


@dataclass(frozen=True)
class Meld(Action):
    """Lay down a new meld; ``placed`` fixes each card's identity (jokers declared)."""

    meld_kind: str
    placed: tuple[Placed, ...]
    kind = ActionKind.MELD

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(p.card for p in self.placed)

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "meld": self.meld_kind,
                "cards": [[p.card.code, p.rank, p.suit.value] for p in self.placed]}

    def describe(self) -> str:
        return "meld " + " ".join(map(str, self.placed))


@dataclass(frozen=True)
class LayOff(Action):
    """Lay ``card`` off onto table meld ``meld`` standing for (``rank``, ``suit``)."""

    card: Card
    meld: int
    rank: int
    suit: Suit
    kind = ActionKind.LAYOFF

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "card": self.card.code, "meld": self.meld,
                "rank": self.rank, "suit": self.suit.value}

    def describe(self) -> str:
        stands = f" as {face_text(self.rank, self.suit)}" if self.card.is_joker else ""
        return f"lay off {self.card}{stands}"


@dataclass(frozen=True)
class SwapJoker(Action):
    """Put natural ``card`` into meld ``meld`` in place of the joker standing for it."""

    card: Card
    meld: int
    kind = ActionKind.SWAP

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "card": self.card.code, "meld": self.meld}

    def describe(self) -> str:
        return f"swap {self.card} for a joker"


@dataclass(frozen=True)
class Discard(Action):
    card: Card
    kind = ActionKind.DISCARD

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "card": self.card.code}

    def describe(self) -> str:
        return f"discard {self.card}"


@dataclass(frozen=True)
class EndTurn(Action):
    """End the turn without a discard (only when no discard is allowed)."""

    kind = ActionKind.END_TURN

    def describe(self) -> str:
        return "end the turn without discarding"


@dataclass(frozen=True)
class EndHand(Action):
    """End the hand because the stock is empty (when the rules offer it)."""

    kind = ActionKind.END_HAND

    def describe(self) -> str:
        return "end the hand (the stock is empty)"


@dataclass(frozen=True)
class NextHand(Action):
    """Deal the next hand after a hand has been scored."""

    kind = ActionKind.NEXT_HAND

    def describe(self) -> str:
        return "deal the next hand"


_SIMPLE = {ActionKind.DRAW: DrawStock, ActionKind.END_TURN: EndTurn, ActionKind.END_HAND: EndHand,
           ActionKind.NEXT_HAND: NextHand}


def _card(data: dict, key: str = "card") -> Card:
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


def action_from_dict(data: Any) -> Action:
    """Rebuild an action saved with :meth:`Action.to_dict` (strictly validated)."""
    if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
        raise RummyError(msg("saved_action_kindless"))
    kind = data["kind"]
    if kind in _SIMPLE:
        return _SIMPLE[kind]()
    if kind == ActionKind.TAKE:
        return TakeDiscard(_card(data))
    if kind == ActionKind.DISCARD:
        return Discard(_card(data))
    if kind == ActionKind.SWAP:
        return SwapJoker(_card(data), _int(data, "meld"))
    if kind == ActionKind.LAYOFF:
        return LayOff(_card(data), _int(data, "meld"), _int(data, "rank"), suit_from_letter(data.get("suit")))
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
