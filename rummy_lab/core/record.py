"""Saved games: plain JSON of rules, players, seed and the action log, validated on load.

Loading replays every action through the engine (so each is checked again) and then
compares a digest of the resulting state: a tampered or truncated file is refused with
a clear error and never half-loaded.
"""

from __future__ import annotations

import hashlib
import json
from typing import TYPE_CHECKING, Any

from ..i18n.messages import msg
from .actions import action_from_dict
from .errors import RummyError, short_repr
from .positions import check_text, plain_json
from .variants import rules_from_options

if TYPE_CHECKING:
    from .game import Game

__all__ = ["state_dict", "game_to_json", "game_from_json", "FORMAT", "VERSION"]

FORMAT = "rummy-lab/game"
VERSION = 1


def _codes(cards) -> list[str]:
    return [c.code for c in cards]


def _meld_dict(m) -> dict[str, Any]:
    return {"id": m.id, "kind": m.kind, "owner": m.owner,
            "cards": [[p.card.code, p.rank, p.suit.value, p.by] for p in m.placed]}


def state_dict(game) -> dict[str, Any]:
    """The full state (hidden cards included) as plain data: for digests and tests."""
    h, t = game.hand, game.turn
    return {
        "phase": game.phase, "current": game.current, "scores": list(game.scores),
        "pool": game.pool, "winners": list(game.winners), "hand": h.number,
        "dealer": h.dealer, "hands": [_codes(x) for x in h.hands], "stock": _codes(h.stock),
        "discard": _codes(h.discard), "table": [_meld_dict(m) for m in h.table],
        "placed_any": list(h.placed_any), "turns": h.turns, "rebuilds": h.rebuilds,
        "next_meld_id": h.next_meld_id,
        "turn": {"taken": t.taken.code if t.taken else None,
                 "obligation": t.obligation.code if t.obligation else None,
                 "placed_before": t.placed_before, "table_had_meld": t.table_had_meld},
        "results": [[list(r.points), r.ended_by, r.winner] for r in game.results],
        "history": len(game.history),
    }


def digest(game) -> str:
    """Checksum over everything a saved game contains: set-up, the action log and the
    replayed state, so any edit of the file is noticed."""
    payload = {"state": state_dict(game), "rules": game.rules.options(),
               "players": list(game.players), "seed": game.seed, "dealer": game.first_dealer,
               "start": game.start, "actions": [a.to_dict() for a in game.history]}
    text = json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def game_to_json(game, indent: int | None = None) -> str:
    """Serialise ``game`` (its rules, seats, seed, start position and action log)."""
    data = {
        "format": FORMAT, "version": VERSION, "rules": game.rules.options(),
        "players": list(game.players), "seed": game.seed, "dealer": game.first_dealer,
        "start": game.start, "actions": [a.to_dict() for a in game.history],
        "digest": digest(game),
    }
    return json.dumps(data, indent=indent, ensure_ascii=False)


def _field(data: dict, key: str, kind, what: str):
    value = data.get(key)
    if not isinstance(value, kind) or isinstance(value, bool) and kind is not bool:
        raise RummyError(f"This saved game is damaged: '{key}' should be {what}.")
    return value


def game_from_json(text: str | bytes, game_class: type[Game]) -> Game:
    """Load a game saved by :func:`game_to_json` as ``game_class``; refuse anything damaged."""

    data = plain_json(text, "saved game")
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RummyError(msg("not_a_save"))
    if type(data.get("version")) is not int or data["version"] != VERSION:
        raise RummyError(f"Saved game version {short_repr(data.get('version'))} is not supported "
                         f"(this rummy-lab reads version {VERSION}).")
    rules = rules_from_options(_field(data, "rules", dict, "a table of rule options"))
    players = _field(data, "players", list, "a list of names")
    if not all(isinstance(p, str) for p in players):
        raise RummyError("This saved game is damaged: 'players' should be a list of names.")
    for name in players:
        check_text(name, "player name")
    seed = _field(data, "seed", int, "a whole number")
    dealer = _field(data, "dealer", int, "a seat number")
    actions = _field(data, "actions", list, "a list of actions")
    want = _field(data, "digest", str, "a checksum")
    start = data.get("start")
    if start is not None and not isinstance(start, dict):
        raise RummyError("This saved game is damaged: 'start' should be a position or null.")
    game = game_class(rules, players, seed, dealer, start)
    for i, raw in enumerate(actions, 1):
        try:
            game.apply(action_from_dict(raw))
        except RummyError as err:
            raise RummyError(f"This saved game is damaged: action {i} cannot be replayed "
                             f"({err.reason})") from None
    if digest(game) != want:
        raise RummyError("This saved game is damaged: its checksum does not match the replayed "
                         "game (the file was altered).")
    return game
