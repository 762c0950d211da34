"""Replay codes: a short text that rebuilds a finished game's deal.

Learners never see or choose the seed of a game in progress (it would let them rebuild
the deal and see hidden cards). When a game is over the table shows its replay code; a
teacher or learner can paste it to play the same deals again::

    code = replay_code(game)            # 'RL1-…'
    again = game_from_replay_code(code)  # same rules, players, seed and first dealer
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib
from typing import Any

from ..core.errors import RummyError
from ..core.game import Game
from ..core.variants import rules_from_options, variant
from ..i18n.messages import msg

__all__ = ["replay_code", "game_from_replay_code"]

PREFIX = "RL1-"
_MAX_CODE = 4000


def replay_code(game: Game) -> str:
    """The replay code of ``game`` (its rules, players, seed and first dealer)."""
    preset = variant(game.rules.name).options()
    changed = {k: v for k, v in game.rules.options().items() if preset.get(k) != v}
    data = {"v": game.rules.name, "o": changed, "p": list(game.players), "s": game.seed,
            "d": game.first_dealer}
    packed = zlib.compress(json.dumps(data, separators=(",", ":")).encode(), 9)
    return PREFIX + base64.b32encode(packed).decode().rstrip("=")


def _unpack(code: str) -> dict[str, Any]:
    text = "".join(code.split()).upper() if isinstance(code, str) else ""
    if not text.startswith(PREFIX) or len(text) > _MAX_CODE:
        raise RummyError(msg("replay_code_bad"))
    body = text[len(PREFIX):]
    try:
        raw = zlib.decompress(base64.b32decode(body + "=" * (-len(body) % 8)), bufsize=64_000)
        data = json.loads(raw.decode("utf-8"))
    except (binascii.Error, zlib.error, ValueError, UnicodeDecodeError, RecursionError):
        raise RummyError(msg("replay_code_bad")) from None
    if not (isinstance(data, dict) and isinstance(data.get("v"), str)
            and isinstance(data.get("o"), dict) and isinstance(data.get("p"), list)
            and isinstance(data.get("s"), int) and isinstance(data.get("d"), int)):
        raise RummyError(msg("replay_code_bad"))
    return data


def game_from_replay_code(code: str) -> Game:
    """A new game with the rules, players, seed and first dealer of ``code``."""
    data = _unpack(code)
    rules = rules_from_options({**variant(data["v"]).options(), **data["o"]})
    return Game(rules, [str(p) for p in data["p"]], data["s"], data["d"])
