"""Replay codes: a short text that rebuilds a finished game's deal.

Learners never see or choose the seed of a game in progress (it would let them rebuild
the deal and see hidden cards). When a game is over the table shows its replay code; a
teacher or learner can paste it to play the same deals again::

    code = replay_code(game)            # 'RL2-K7P2QX-…' (or 'RL1-…')
    again = game_from_replay_code(code)  # same rules, seed and first dealer

A game the play page's form can set up (a variant, its target and the form's four
switches, a seed below 2**64) gets a short code to read aloud: ``RL2-`` and 18 letters
and digits of Crockford's base32 (no I, L, O, U; a typed O is 0, I and L are 1), with a
check digit; its players are named by whoever replays it. Any other game gets the long
``RL1-`` code, which also keeps the players' names.
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib
from typing import Any

from ..core.errors import RummyError
from ..core.game import Game
from ..core.variants import VARIANTS, rules_from_options, variant
from ..i18n.messages import msg

__all__ = ["replay_code", "short_code", "long_code", "game_from_replay_code"]

PREFIX = "RL1-"
SHORT = "RL2-"
_MAX_CODE = 4000
_DIGITS = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"  # Crockford's base32
_TYPED = str.maketrans({"O": "0", "I": "1", "L": "1"})
_LETTERS = 18  # 81 bits of game and a 5-bit check
#: the play page's switches as variant() options: (name, on, off); None: not given when off
_SWITCHES = (("ace_mode", "low_or_high", "low"), ("joker_swap", True, False),
             ("romme_multiplier", 2, 1), ("cutthroat", True, None))
_NAMES = tuple(VARIANTS)


def replay_code(game: Game) -> str:
    """The replay code of ``game``: the short one when it has one, else the long one."""
    return short_code(game) or long_code(game)


def _rules(name: str, bits: int, target: int):
    """The rules of variant ``name`` with the switches ``bits`` and ``target`` (None: no
    such rules)."""
    options: dict[str, Any] = {"target": target}
    for i, (key, on, off) in enumerate(_SWITCHES):
        value = on if bits >> i & 1 else off
        if value is not None:
            options[key] = value
    try:
        return variant(name, **options)
    except RummyError:
        return None


def short_code(game: Game) -> str | None:
    """``RL2-`` and 18 characters, or None when the game's rules, seat count or seed
    are more than the short code says."""
    rules, name = game.rules, game.rules.name
    if name not in _NAMES or not 0 <= game.seed < 2**64 or not 2 <= game.n <= 9:
        return None
    choices = variant(name).target_choices
    if rules.target not in choices or len(choices) > 32:
        return None
    wanted = rules.options()
    bits = next((b for b in range(2 ** len(_SWITCHES))
                 if (r := _rules(name, b, rules.target)) is not None
                 and r.options() == wanted), None)
    if bits is None:
        return None
    value = game.seed
    for part, size in ((choices.index(rules.target), 5), (bits, 4), (game.first_dealer, 3),
                       (game.n - 2, 3), (_NAMES.index(name), 2)):
        value = value << size | part
    value = value << 5 | value % 31
    text = "".join(_DIGITS[value >> 5 * i & 31] for i in reversed(range(_LETTERS)))
    return SHORT + "-".join(text[i:i + 6] for i in range(0, _LETTERS, 6))


def _from_short(text: str, players: list[str] | None) -> Game:
    body = text[len(SHORT) - 1:].replace("-", "").translate(_TYPED)
    if len(body) != _LETTERS or any(ch not in _DIGITS for ch in body):
        raise RummyError(msg("replay_code_bad"))
    value = 0
    for ch in body:
        value = value << 5 | _DIGITS.index(ch)
    check, value = value & 31, value >> 5
    if value % 31 != check:
        raise RummyError(msg("replay_code_bad"))
    fields = []
    for size in (2, 3, 3, 4, 5):
        fields.append(value & (2**size - 1))
        value >>= size
    kind, n, dealer, bits, target = fields
    n += 2
    if kind >= len(_NAMES) or dealer >= n:
        raise RummyError(msg("replay_code_bad"))
    choices = variant(_NAMES[kind]).target_choices
    rules = _rules(_NAMES[kind], bits, choices[target]) if target < len(choices) else None
    if rules is None:
        raise RummyError(msg("replay_code_bad"))
    names = list(players[:n]) if players is not None and len(players) >= n else n
    return Game(rules, names, value, dealer)


def long_code(game: Game) -> str:
    """The ``RL1-`` code of ``game`` (its rules, players, seed and first dealer)."""
    preset = variant(game.rules.name).options()
    changed = {k: v for k, v in game.rules.options().items() if preset.get(k) != v}
    data = {"v": game.rules.name, "o": changed, "p": list(game.players), "s": game.seed,
            "d": game.first_dealer}
    packed = zlib.compress(json.dumps(data, separators=(",", ":")).encode(), 9)
    return PREFIX + base64.b32encode(packed).decode().rstrip("=")


def _normal(code: object) -> str:
    return "".join(code.split()).upper()[:_MAX_CODE + 1] if isinstance(code, str) else ""


def _unpack(code: str) -> dict[str, Any]:
    text = _normal(code)
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


def game_from_replay_code(code: str, players: list[str] | None = None) -> Game:
    """A new game with the rules, seed and first dealer of ``code``; the players of a
    long code, else the first of ``players`` (when enough) or "Player 1", ….
    A code that is no replay code is refused with one reason."""
    text = _normal(code)
    if text.startswith(SHORT[:-1]):
        return _from_short(text, players)
    data = _unpack(code)
    rules = rules_from_options({**variant(data["v"]).options(), **data["o"]})
    return Game(rules, [str(p) for p in data["p"]], data["s"], data["d"])
