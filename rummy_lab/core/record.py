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
    if game.reshuffles:  # only then: the digests of earlier saves stay what they were
        payload["reshuffles"] = [list(r) for r in game.reshuffles]
    text = json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def game_to_json(game, indent: int | None = None) -> str:
    """Serialise ``game`` (its rules, seats, seed, start position and action log)."""
    data = {
        "format": FORMAT, "version": VERSION, "rules": game.rules.options(),
        "players": list(game.players), "seed": game.seed, "dealer": game.first_dealer,
        "start": game.start, "actions": [a.to_dict() for a in game.history],
    }
    if game.reshuffles:
        data["reshuffles"] = [list(r) for r in game.reshuffles]
    data["digest"] = digest(game)
    return json.dumps(data, indent=indent, ensure_ascii=False)


def _damaged(key: str, what: str) -> RummyError:
    return RummyError(msg("save_damaged_field", field=key, what=msg(f"save_what_{what}")))


def _field(data: dict, key: str, kind, what: str):
    value = data.get(key)
    if not isinstance(value, kind) or isinstance(value, bool) and kind is not bool:
        raise _damaged(key, what)
    return value


def _reshuffles(data: dict, actions: int) -> list[tuple[int, int]]:
    """The saved reshuffles: [history length, salt] pairs, in order, inside the log."""
    raw = data.get("reshuffles", [])
    pairs = raw if isinstance(raw, list) and len(raw) <= actions + 1 else None
    out: list[tuple[int, int]] = []
    for pair in pairs or ():
        if not (isinstance(pair, list) and len(pair) == 2
                and all(type(x) is int for x in pair) and 0 <= pair[1] < 2**64
                and (out[-1][0] if out else 0) <= pair[0] <= actions):
            pairs = None
            break
        out.append((pair[0], pair[1]))
    if pairs is None:
        raise _damaged("reshuffles", "reshuffles")
    return out


def game_from_json(text: str | bytes, game_class: type[Game]) -> Game:
    """Load a game saved by :func:`game_to_json` as ``game_class``; refuse anything damaged."""

    data = plain_json(text, msg("what_saved_game"))
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RummyError(msg("not_a_save"))
    if type(data.get("version")) is not int or data["version"] != VERSION:
        raise RummyError(msg("save_version", version=short_repr(data.get("version")),
                             supported=VERSION))
    rules = rules_from_options(_field(data, "rules", dict, "rules"))
    players = _field(data, "players", list, "names")
    if not all(isinstance(p, str) for p in players):
        raise _damaged("players", "names")
    for name in players:
        check_text(name, msg("where_player_name"))
    seed = _field(data, "seed", int, "number")
    dealer = _field(data, "dealer", int, "seat")
    actions = _field(data, "actions", list, "actions")
    want = _field(data, "digest", str, "checksum")
    start = data.get("start")
    if start is not None and not isinstance(start, dict):
        raise _damaged("start", "start")
    reshuffles = _reshuffles(data, len(actions))
    game = game_class(rules, players, seed, dealer, start)
    for i, raw in enumerate([*actions, None], 1):
        while reshuffles and reshuffles[0][0] == len(game.history):
            game.reshuffle(reshuffles.pop(0)[1])
        if raw is None:
            break
        try:
            game.apply(action_from_dict(raw))
        except RummyError as err:
            raise RummyError(msg("save_action_broken", n=i, reason=err.reason)) from None
    if digest(game) != want:
        raise RummyError(msg("save_checksum"))
    return game
