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

from .actions import suit_from_letter
from .cards import Card, card_from_code, make_deck
from .errors import RummyError, short_repr
from .melds import Placed, TableMeld, validate_table_meld

__all__ = ["position_parts", "plain_json", "check_plain", "check_text", "check_whole",
           "check_seat", "check_cards", "check_table", "check_deck_use", "MAX_DEPTH"]

_KEYS = {"hand", "dealer", "current", "phase", "hands", "table", "discard", "stock", "scores",
         "pool", "placed_any", "turns"}
MAX_DEPTH = 32          # no file of ours nests deeper; deeper data is refused, never recursed
_BIG = 10**9            # counts, scores and points never come near this


# -- plain data: the shared first gate of every file format --------------------------------

def _no_constant(name: str) -> Any:
    raise RummyError(f"{name} is not a number a file may hold: write a whole number.")


def plain_json(text: str | bytes, what: str) -> Any:
    """``text`` (JSON as ``str`` or UTF-8 ``bytes``) as plain data, checked by
    :func:`check_plain`; NaN, Infinity, bad encodings and deep nesting are refused."""
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8-sig")
        except UnicodeDecodeError:
            raise RummyError(f"This {what} is not UTF-8 text (saved as Latin-1 or UTF-16?): "
                             "save it as UTF-8.") from None
    if not isinstance(text, str):
        raise RummyError(f"A {what} is JSON text, not {type(text).__name__}.")
    try:
        data = json.loads(text, parse_constant=_no_constant)
    except RecursionError:
        raise RummyError(f"This {what} nests too deep (at most {MAX_DEPTH} levels).") from None
    except RummyError as err:
        raise RummyError(f"This {what} is damaged: {err.reason}") from None
    except ValueError as err:
        raise RummyError(f"This is not a {what} (not valid JSON: {short_repr(str(err), 120)})."
                         ) from None
    check_plain(data, what)
    return data


def check_plain(data: Any, what: str) -> None:
    """Refuse data nested deeper than :data:`MAX_DEPTH` or holding text that is not valid
    Unicode (a lone surrogate), looking at every value once, without recursion."""
    todo = [(data, 1)]
    while todo:
        value, depth = todo.pop()
        if isinstance(value, (dict, list)):
            if depth > MAX_DEPTH:
                raise RummyError(f"This {what} nests too deep (at most {MAX_DEPTH} levels).")
            items = list(value.items()) if isinstance(value, dict) else [(None, v) for v in value]
            for key, item in items:
                if key is not None:
                    check_text(key, f"{what}: a key")
                todo.append((item, depth + 1))
        elif isinstance(value, str):
            check_text(value, what)


def check_text(value: Any, where: str) -> str:
    """``value`` if it is text that can be saved (UTF-8); else :class:`RummyError`."""
    if not isinstance(value, str):
        raise RummyError(f"{where} must be text, not {short_repr(value)}.")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise RummyError(f"{where} {short_repr(value)} holds a broken character (a lone "
                         "surrogate): retype it.") from None
    return value


def check_whole(value: Any, where: str, low: int = 0, high: int = _BIG) -> int:
    """``value`` if it is a whole number (not a bool) from ``low`` to ``high``."""
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise RummyError(f"{where} must be a whole number from {low} to {high}, "
                         f"not {short_repr(value)}.")
    return value


def check_seat(value: Any, n: int, where: str) -> int:
    """``value`` if it is a seat number of an ``n``-player game."""
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < n:
        raise RummyError(f"{where} must be a seat from 0 to {n - 1}, not {short_repr(value)}.")
    return value


def check_cards(value: Any, where: str) -> list[Card]:
    """A list of card codes (``7H``, ``JK``, ``7H.1``) as cards."""
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise RummyError(f"{where} must be a list of card codes.")
    return [card_from_code(check_text(v, where)) for v in value]


def check_table(raw: Any, n: int, rules, where: str = "Position") -> list[TableMeld]:
    """Table melds written as ``{"owner", "kind", "cards": [[code, rank, suit, seat], ...]}``
    (see the module docstring), each checked against ``rules``."""
    if not isinstance(raw, list):
        raise RummyError(f"{where}: table must be a list of melds.")
    melds = []
    for i, m in enumerate(raw):
        if not isinstance(m, dict) or not isinstance(m.get("cards"), list) \
                or m.get("kind") not in ("set", "run"):
            raise RummyError(f"{where}: meld {i + 1} needs owner, kind (set or run) and cards.")
        owner = check_seat(m.get("owner"), n, f"{where}: owner of meld {i + 1}")
        placed = []
        for row in m["cards"]:
            if not (isinstance(row, list) and len(row) == 4 and isinstance(row[0], str)
                    and isinstance(row[2], str)):
                raise RummyError(f"{where}: meld {i + 1} cards are [code, rank, suit, seat].")
            rank = check_whole(row[1], f"{where}: a rank in meld {i + 1}", 1, 14)
            placed.append(Placed(card_from_code(check_text(row[0], where)), rank,
                                 suit_from_letter(row[2]),
                                 check_seat(row[3], n, f"{where}: placer in meld {i + 1}")))
        meld = TableMeld(i, m["kind"], owner, tuple(placed))
        if reason := validate_table_meld(meld, rules):
            raise RummyError(f"{where}: meld {i + 1}: {reason}")
        melds.append(meld)
    return melds


def check_deck_use(used: list[Card], deck: list[Card], n: int, where: str = "Position") -> None:
    """Every card of ``used`` once at most and from ``deck`` (the variant's deck for ``n``)."""
    seen: set[Card] = set()
    for card in used:
        if card in seen:
            raise RummyError(f"{where}: {card} appears twice (write a second copy as "
                             f"{card.code}.1).")
        seen.add(card)
    if stray := seen - set(deck):
        raise RummyError(f"{where}: {min(stray)} is not in this variant's deck for {n} players.")


# -- positions -----------------------------------------------------------------------------

def position_parts(game, pos: dict) -> dict[str, Any]:
    """Validate position ``pos`` for ``game`` and return the parts of its hand state
    (``hand``, ``dealer``, ``hands``, ``stock``, ``discard``, ``table``, ``placed_any``,
    ``turns``), the seat to move (``current``) and ``scores``."""

    if not isinstance(pos, dict):
        raise RummyError("A position must be a table of values.")
    check_plain(pos, "position")
    if unknown := sorted(str(k) for k in set(pos) - _KEYS):
        raise RummyError(f"Position: unknown key(s) {', '.join(map(short_repr, unknown))}.")
    n, rules = game.n, game.rules
    hands_raw = pos.get("hands")
    if not isinstance(hands_raw, list) or len(hands_raw) != n:
        raise RummyError(f"Position: hands must list {n} hands, one per player.")
    hands = [check_cards(h, f"Position: hand {i + 1}") for i, h in enumerate(hands_raw)]
    table = check_table(pos.get("table", []), n, rules)
    discard = check_cards(pos.get("discard", []), "Position: discard")
    deck = make_deck(*rules.decks_for(n))
    used = [c for h in hands for c in h] + discard + [c for m in table for c in m.cards]
    stock_raw = pos.get("stock")
    if stock_raw is not None:
        stock = check_cards(stock_raw, "Position: stock")
        used += stock
    check_deck_use(used, deck, n)
    if stock_raw is None:
        stock = [c for c in deck if c not in set(used)]
        game._rng.shuffle(stock)
    if any(not h for h in hands):
        raise RummyError("Position: every player needs at least one card in hand.")
    if pos.get("phase", "draw") not in ("draw", "play"):
        raise RummyError("Position: phase must be 'draw' or 'play'.")
    placed_any = pos.get("placed_any")
    if placed_any is None:
        placed_any = [any(p.by == s for m in table for p in m.placed) for s in range(n)]
    if not (isinstance(placed_any, list) and len(placed_any) == n
            and all(isinstance(x, bool) for x in placed_any)):
        raise RummyError(f"Position: placed_any must be {n} values true or false.")
    scores = pos.get("scores", [0] * n)
    if not (isinstance(scores, list) and len(scores) == n):
        raise RummyError(f"Position: scores must be {n} whole numbers.")
    for s in scores:
        check_whole(s, "Position: a score", -_BIG)
    if "pool" in pos:
        game.pool = check_whole(pos["pool"], "Position: pool")
    dealer = check_seat(pos.get("dealer", game.first_dealer), n, "Position: dealer")
    current = check_seat(pos.get("current", (dealer + 1) % n), n, "Position: current")
    return {"hand": check_whole(pos.get("hand", 1), "Position: hand", 1),
            "dealer": dealer, "hands": hands, "stock": stock,
            "discard": discard, "table": table, "placed_any": list(placed_any),
            "turns": check_whole(pos.get("turns", 0), "Position: turns"),
            "current": current, "scores": list(scores)}
