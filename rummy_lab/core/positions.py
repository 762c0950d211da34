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

from typing import Any

from .actions import suit_from_letter
from .cards import Card, card_from_code, make_deck
from .errors import RummyError
from .melds import Placed, TableMeld, validate_table_meld

__all__ = ["position_parts"]

_KEYS = {"hand", "dealer", "current", "phase", "hands", "table", "discard", "stock", "scores",
         "pool", "placed_any", "turns"}


def _cards(value: Any, where: str) -> list[Card]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise RummyError(f"Position: {where} must be a list of card codes.")
    return [card_from_code(v) for v in value]


def _seat(value: Any, n: int, where: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < n:
        raise RummyError(f"Position: {where} must be a seat from 0 to {n - 1}.")
    return value


def _table(raw: Any, n: int, rules) -> list[TableMeld]:
    if not isinstance(raw, list):
        raise RummyError("Position: table must be a list of melds.")
    melds = []
    for i, m in enumerate(raw):
        if not isinstance(m, dict) or not isinstance(m.get("cards"), list):
            raise RummyError(f"Position: meld {i + 1} needs owner, kind and cards.")
        owner = _seat(m.get("owner"), n, f"owner of meld {i + 1}")
        placed = []
        for row in m["cards"]:
            if not (isinstance(row, list) and len(row) == 4 and isinstance(row[0], str)
                    and isinstance(row[1], int) and isinstance(row[2], str)):
                raise RummyError(f"Position: meld {i + 1} cards are [code, rank, suit, seat].")
            placed.append(Placed(card_from_code(row[0]), row[1], suit_from_letter(row[2]),
                                 _seat(row[3], n, f"placer in meld {i + 1}")))
        meld = TableMeld(i, str(m.get("kind")), owner, tuple(placed))
        if reason := validate_table_meld(meld, rules):
            raise RummyError(f"Position: meld {i + 1}: {reason}")
        melds.append(meld)
    return melds


def position_parts(game, pos: dict) -> dict[str, Any]:
    """Validate position ``pos`` for ``game`` and return the parts of its hand state
    (``hand``, ``dealer``, ``hands``, ``stock``, ``discard``, ``table``, ``placed_any``,
    ``turns``), the seat to move (``current``) and ``scores``."""

    if not isinstance(pos, dict):
        raise RummyError("A position must be a table of values.")
    if unknown := sorted(set(pos) - _KEYS):
        raise RummyError(f"Position: unknown key(s) {', '.join(unknown)}.")
    n, rules = game.n, game.rules
    hands_raw = pos.get("hands")
    if not isinstance(hands_raw, list) or len(hands_raw) != n:
        raise RummyError(f"Position: hands must list {n} hands, one per player.")
    hands = [_cards(h, f"hand {i + 1}") for i, h in enumerate(hands_raw)]
    table = _table(pos.get("table", []), n, rules)
    discard = _cards(pos.get("discard", []), "discard")
    deck = make_deck(*rules.decks_for(n))
    used = [c for h in hands for c in h] + discard + [c for m in table for c in m.cards]
    stock_raw = pos.get("stock")
    if stock_raw is not None:
        stock = _cards(stock_raw, "stock")
        used += stock
    if len(set(used)) != len(used):
        dup = next(c for c in used if used.count(c) > 1)
        raise RummyError(f"Position: {dup} appears twice (write a second copy as {dup.code}.1).")
    if stray := [c for c in used if c not in set(deck)]:
        raise RummyError(f"Position: {stray[0]} is not in this variant's deck for {n} players.")
    if stock_raw is None:
        stock = [c for c in deck if c not in set(used)]
        game._rng.shuffle(stock)
    if any(not h for h in hands):
        raise RummyError("Position: every player needs at least one card in hand.")
    phase = pos.get("phase", "draw")
    if phase not in ("draw", "play"):
        raise RummyError("Position: phase must be 'draw' or 'play'.")
    placed_any = pos.get("placed_any") or [any(p.by == s for m in table for p in m.placed)
                                           for s in range(n)]
    scores = pos.get("scores", [0] * n)
    if not (isinstance(scores, list) and len(scores) == n and all(isinstance(s, int) for s in scores)):
        raise RummyError(f"Position: scores must be {n} whole numbers.")
    if "pool" in pos:
        game.pool = int(pos["pool"])
    dealer = _seat(pos.get("dealer", game.first_dealer), n, "dealer")
    current = _seat(pos.get("current", (dealer + 1) % n), n, "current")
    return {"hand": int(pos.get("hand", 1)), "dealer": dealer, "hands": hands, "stock": stock,
            "discard": discard, "table": table, "placed_any": [bool(x) for x in placed_any],
            "turns": int(pos.get("turns", 0)), "current": current, "scores": list(scores)}
