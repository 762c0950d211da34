"""Starting a game from an explicit position (a scenario) instead of a shuffled deal.

A position is plain data::

    {"hand": 1, "dealer": 0, "current": 1, "phase": "draw",
     "hands": [["7H", "8H"], ["KC", "QD"]],
     "table": [{"owner": 0, "kind": "run", "cards": [["5S", 5, "S", 0], ["JK", 6, "S", 0]]}],
     "discard": ["9S"], "stock": null, "scores": [0, 0], "pool": 30,
     "placed_any": [true, false], "turns": 4}

Cards are codes (``7H``, ``JK``, a second copy ``7H.1``); each table card is
``[code, rank it stands for (14 = high ace), suit letter, seat that placed it]``. A
missing ``stock`` is filled with every remaining card of the deck, shuffled by the
game's seed. Everything is validated: unknown or duplicated cards, impossible melds.
"""

from __future__ import annotations

import json
from typing import Any

from ..i18n.messages import msg
from .actions import suit_from_letter
from .cards import Card, card_from_code, make_deck
from .errors import RummyError, short_repr
from .melds import Placed, TableMeld, validate_table_meld
from .phases import TURN_PHASES, Phase

__all__ = ["position_parts", "plain_json", "check_plain", "check_text", "check_whole",
           "check_seat", "check_cards", "check_table", "check_deck_use", "MAX_DEPTH"]

_KEYS = {"hand", "dealer", "current", "phase", "hands", "table", "discard", "stock", "scores",
         "pool", "placed_any", "turns"}
MAX_DEPTH = 32          # no file of ours nests deeper; deeper data is refused, never recursed
_BIG = 10**9            # counts, scores and points never come near this


# -- plain data: the shared first gate of every file format --------------------------------

def _no_constant(name: str) -> Any:
    raise RummyError(msg("json_constant", name=name))


def plain_json(text: str | bytes, what: Any) -> Any:
    """``text`` (JSON as ``str`` or UTF-8 ``bytes``) as plain data, checked by
    :func:`check_plain`; NaN, Infinity, bad encodings and deep nesting are refused."""
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8-sig")
        except UnicodeDecodeError:
            raise RummyError(msg("json_not_utf8", what=what)) from None
    if not isinstance(text, str):
        raise RummyError(msg("json_not_text", what=what, kind=type(text).__name__))
    if _deeper_than(text, MAX_DEPTH):
        raise RummyError(msg("json_too_deep", what=what, n=MAX_DEPTH))
    try:
        data = json.loads(text, parse_constant=_no_constant)
    except RecursionError:
        raise RummyError(msg("json_too_deep", what=what, n=MAX_DEPTH)) from None
    except RummyError as err:
        raise RummyError(msg("json_damaged", what=what, reason=err.reason)) from None
    except json.JSONDecodeError as err:
        raise RummyError(msg("json_invalid_at", what=what, line=err.lineno, col=err.colno)
                         ) from None
    except ValueError:  # e.g. a number of more digits than Python converts
        raise RummyError(msg("json_invalid", what=what)) from None
    check_plain(data, what)
    return data


def _deeper_than(text: str, limit: int) -> bool:
    """Does JSON ``text`` open more than ``limit`` brackets at once (outside strings)?
    Counted before parsing, so a deep file never reaches the recursive parser."""
    if text.count("[") + text.count("{") <= limit:
        return False
    depth, in_string, escaped = 0, False, False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > limit:
                return True
        elif ch in "]}":
            depth -= 1
    return False


def check_plain(data: Any, what: Any) -> None:
    """Refuse data nested deeper than :data:`MAX_DEPTH` or holding text that is not valid
    Unicode (a lone surrogate), looking at every value once, without recursion."""
    todo = [(data, 1)]
    while todo:
        value, depth = todo.pop()
        if isinstance(value, (dict, list)):
            if depth > MAX_DEPTH:
                raise RummyError(msg("json_too_deep", what=what, n=MAX_DEPTH))
            items = list(value.items()) if isinstance(value, dict) else [(None, v) for v in value]
            for key, item in items:
                if key is not None:
                    check_text(key, msg("where_key", what=what))
                todo.append((item, depth + 1))
        elif isinstance(value, str):
            check_text(value, what)


def check_text(value: Any, where: Any) -> str:
    """``value`` if it is text that can be saved (UTF-8); else :class:`RummyError`."""
    if not isinstance(value, str):
        raise RummyError(msg("pos_not_text", where=where, value=short_repr(value)))
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise RummyError(msg("pos_broken_char", where=where, value=short_repr(value))) from None
    return value


def check_whole(value: Any, where: Any, low: int = 0, high: int = _BIG) -> int:
    """``value`` if it is a whole number (not a bool) from ``low`` to ``high``."""
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise RummyError(msg("pos_whole", where=where, low=low, high=high,
                             value=short_repr(value)))
    return value


def check_seat(value: Any, n: int, where: Any) -> int:
    """``value`` if it is a seat number of an ``n``-player game."""
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < n:
        raise RummyError(msg("pos_seat", where=where, last=n - 1, value=short_repr(value)))
    return value


def check_cards(value: Any, where: Any) -> list[Card]:
    """A list of card codes (``7H``, ``JK``, ``7H.1``) as cards."""
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise RummyError(msg("pos_cards", where=where))
    return [card_from_code(check_text(v, where)) for v in value]


def check_table(raw: Any, n: int, rules, where: Any = None) -> list[TableMeld]:
    """Table melds written as ``{"owner", "kind", "cards": [[code, rank, suit, seat], ...]}``
    (see the module docstring), each checked against ``rules``."""
    where = msg("where_position") if where is None else where
    if not isinstance(raw, list):
        raise RummyError(msg("pos_table_list", where=where))
    melds = []
    for i, m in enumerate(raw):
        if not isinstance(m, dict) or not isinstance(m.get("cards"), list) \
                or m.get("kind") not in ("set", "run"):
            raise RummyError(msg("pos_meld_shape", where=where, n=i + 1))
        owner = check_seat(m.get("owner"), n, msg("where_meld_owner", where=where, n=i + 1))
        placed = []
        for row in m["cards"]:
            if not (isinstance(row, list) and len(row) == 4 and isinstance(row[0], str)
                    and isinstance(row[2], str)):
                raise RummyError(msg("pos_meld_cards", where=where, n=i + 1))
            rank = check_whole(row[1], msg("where_meld_rank", where=where, n=i + 1), 1, 14)
            placed.append(Placed(card_from_code(check_text(row[0], where)), rank,
                                 suit_from_letter(row[2]),
                                 check_seat(row[3], n, msg("where_meld_placer", where=where,
                                                           n=i + 1))))
        meld = TableMeld(i, m["kind"], owner, tuple(placed))
        if reason := validate_table_meld(meld, rules):
            raise RummyError(msg("pos_meld_bad", where=where, n=i + 1, reason=reason))
        melds.append(meld)
    return melds


def check_deck_use(used: list[Card], deck: list[Card], n: int, where: Any = None) -> None:
    """Every card of ``used`` once at most and from ``deck`` (the variant's deck for ``n``)."""
    where = msg("where_position") if where is None else where
    seen: set[Card] = set()
    for card in used:
        if card in seen:
            raise RummyError(msg("pos_twice", where=where, card=card, code=card.code))
        seen.add(card)
    if stray := seen - set(deck):
        raise RummyError(msg("pos_not_in_deck", where=where, card=min(stray), n=n))


# -- positions -----------------------------------------------------------------------------

def position_parts(game, pos: dict) -> dict[str, Any]:
    """Validate position ``pos`` for ``game`` and return the parts of its hand state
    (``hand``, ``dealer``, ``hands``, ``stock``, ``discard``, ``table``, ``placed_any``,
    ``turns``), the seat to move (``current``) and ``scores``."""

    if not isinstance(pos, dict):
        raise RummyError(msg("pos_not_table"))
    check_plain(pos, msg("what_position"))
    if unknown := sorted(str(k) for k in set(pos) - _KEYS):
        raise RummyError(msg("pos_unknown_keys", keys=", ".join(map(short_repr, unknown)),
                             n=len(unknown)))
    n, rules = game.n, game.rules
    hands_raw = pos.get("hands")
    if not isinstance(hands_raw, list) or len(hands_raw) != n:
        raise RummyError(msg("pos_hands", n=n))
    hands = [check_cards(h, msg("where_pos_hand", n=i + 1)) for i, h in enumerate(hands_raw)]
    table = check_table(pos.get("table", []), n, rules)
    discard = check_cards(pos.get("discard", []), msg("where_pos", field="discard"))
    deck = make_deck(*rules.decks_for(n))
    used = [c for h in hands for c in h] + discard + [c for m in table for c in m.cards]
    stock_raw = pos.get("stock")
    if stock_raw is not None:
        stock = check_cards(stock_raw, msg("where_pos", field="stock"))
        used += stock
    check_deck_use(used, deck, n)
    if stock_raw is None:
        stock = [c for c in deck if c not in set(used)]
        game._rng.shuffle(stock)
    if any(not h for h in hands):
        raise RummyError(msg("pos_empty_hand"))
    if pos.get("phase", Phase.DRAW) not in TURN_PHASES:
        raise RummyError(msg("pos_phase"))
    placed_any = pos.get("placed_any")
    if placed_any is None:
        placed_any = [any(p.by == s for m in table for p in m.placed) for s in range(n)]
    if not (isinstance(placed_any, list) and len(placed_any) == n
            and all(isinstance(x, bool) for x in placed_any)):
        raise RummyError(msg("pos_placed_any", n=n))
    scores = pos.get("scores", [0] * n)
    if not (isinstance(scores, list) and len(scores) == n):
        raise RummyError(msg("pos_scores", n=n))
    for s in scores:
        check_whole(s, msg("where_pos", field="scores"), -_BIG)
    if "pool" in pos:
        game.pool = check_whole(pos["pool"], msg("where_pos", field="pool"))
    dealer = check_seat(pos.get("dealer", game.first_dealer), n, msg("where_pos", field="dealer"))
    current = check_seat(pos.get("current", (dealer + 1) % n), n,
                         msg("where_pos", field="current"))
    return {"hand": check_whole(pos.get("hand", 1), msg("where_pos", field="hand"), 1),
            "dealer": dealer, "hands": hands, "stock": stock,
            "discard": discard, "table": table, "placed_any": list(placed_any),
            "turns": check_whole(pos.get("turns", 0), msg("where_pos", field="turns")),
            "current": current, "scores": list(scores)}
