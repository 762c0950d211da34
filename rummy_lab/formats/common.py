"""What every position file shares: reading a path, parsing TOML text, keys, players,
seats, card text and rules, each checked once for scenarios and guides alike.

Reading a file and parsing text are different functions on purpose: :func:`read_file`
only ever opens an explicit path, and :func:`parse_toml` only ever parses the text it is
given. Nothing here looks at a string to guess which of the two it is; :func:`as_path`
merely refuses text handed to a path loader. The card, seat and table checks of saved
positions live in :mod:`rummy_lab.core.positions` (the core layer), used here too.
"""

from __future__ import annotations

import difflib
import os
import re
import tomllib
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from ..core.cards import Card, parse_cards
from ..core.errors import RummyError, short_repr
from ..core.positions import check_plain, check_text
from ..core.variants import Rules, option_kind, variant
from ..i18n.messages import msg, title_of

__all__ = ["MAX_BYTES", "as_path", "read_file", "parse_toml", "check_keys", "read_players",
           "seat_of", "card_tokens", "read_rules"]

MAX_BYTES = 1_000_000  # a position file is a few kilobytes; never read a stream to its end

Error = type[RummyError]


def as_path(source: Any, func: str, what: str, parse: str) -> Path:
    """``source`` as a path for the loader ``func``; text (holding a line break, ``=`` or
    ``[``) is refused with a pointer to the parser ``parse``, and is never opened."""
    if isinstance(source, str) and any(ch in source for ch in "\n=["):
        raise RummyError(msg("text_not_path", func=func, what=what, parse=parse))
    if not isinstance(source, (str, os.PathLike)):
        raise RummyError(msg("fm_needs_path", func=func, value=short_repr(source)))
    return Path(source)


def read_file(path: Path, what: str) -> str:
    """The text of the ``.toml`` file at ``path`` (UTF-8, at most :data:`MAX_BYTES`); any
    other name, a folder, a missing or unreadable file, another encoding or an endless
    stream is a RummyError."""
    shown = str(path).encode("utf-8", "backslashreplace").decode("utf-8")
    if path.suffix != ".toml":
        raise RummyError(msg("cannot_read", what=what, path=shown,
                             why=f"a {what} file ends in .toml"))
    try:
        folder = path.is_dir()
        if not folder:
            with open(path, "rb") as f:
                data = f.read(MAX_BYTES + 1)
    except (OSError, ValueError) as err:  # ValueError: a NUL byte or lone surrogate in the path
        why = getattr(err, "strerror", None) or str(err)
        raise RummyError(msg("cannot_read", what=what, path=shown, why=why)) from None
    if folder:
        raise RummyError(msg("cannot_read", what=what, path=shown,
                             why="it is a folder, not a file"))
    if len(data) > MAX_BYTES:
        raise RummyError(msg("cannot_read", what=what, path=shown,
                             why=f"it is bigger than {MAX_BYTES} bytes"))
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise RummyError(msg("not_utf8", path=shown)) from None


def parse_toml(text: Any, name: str, error: Error = RummyError) -> dict:
    """``text`` (TOML) as a dict of plain values; syntax errors quote the line at fault."""
    if not isinstance(text, str):
        raise error(msg("fm_toml_text", name=name, value=short_repr(text)))
    try:
        check_text(text, name)
        data = tomllib.loads(text)
        check_plain(data, name)
    except RummyError as err:
        raise error(err.reason) from None
    except tomllib.TOMLDecodeError as err:
        raise error(msg("fm_toml_invalid", name=name, detail=str(err), line=_line(text, err))
                    ) from None
    except RecursionError:
        raise error(msg("fm_too_deep", name=name)) from None
    return data


def _line(text: str, err: Exception) -> Any:
    """The line a TOML error points at, quoted (text values need "quotes")."""
    m = re.search(r"line (\d+)", str(err))
    lines = text.splitlines()
    if not m or not 0 < int(m.group(1)) <= len(lines):
        return "."
    return msg("fm_toml_line", line=short_repr(lines[int(m.group(1)) - 1].strip(), 80))


def check_keys(entry: Any, allowed: Iterable[str], where: str, error: Error = RummyError) -> dict:
    """``entry`` if it is a table whose keys are all in ``allowed`` (a typo gets a hint)."""
    allowed = list(allowed)
    if not isinstance(entry, dict):
        raise error(msg("keys_table", where=where, keys=", ".join(allowed)))
    for key in entry:
        if key not in allowed:
            close = difflib.get_close_matches(key, allowed, n=1)
            hint = msg("keys_did_you_mean", field=close[0]) if close else \
                msg("keys_known", keys=", ".join(allowed))
            raise error(msg("keys_unknown", where=where, field=short_repr(key), hint=hint))
    return entry


def read_players(value: Any, rules: Rules, error: Error = RummyError) -> list[str]:
    """The players' names: different, non-empty, as many as ``rules`` allow."""
    if not (isinstance(value, list) and value and all(isinstance(p, str) and p.strip()
                                                      for p in value)):
        raise error(msg("fm_players"))
    if len(set(value)) != len(value):
        raise error(msg("fm_players_differ"))
    if not rules.min_players <= len(value) <= rules.max_players:
        raise error(msg("player_count", title=title_of(rules), low=rules.min_players,
                        high=rules.max_players, n=len(value)))
    return list(value)


def seat_of(name: Any, players: list[str], where: str, error: Error = RummyError) -> int:
    """The seat of the player called ``name``."""
    if not isinstance(name, str) or name not in players:
        raise error(msg("fm_not_a_player", where=where, name=short_repr(name),
                        players=", ".join(players)))
    return players.index(name)


def card_tokens(value: Any, where: str, error: Error = RummyError) -> list[tuple[Card, bool]]:
    """Cards written as text (``"7H 8H 9H"``, ``7♥``, ``Jk``) or a list of such words, each
    with ``True`` when its copy was given (``7H.1``)."""
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        tokens = value
    elif isinstance(value, str):
        tokens = [t for t in re.split(r"[\s,;]+", value.strip()) if t]
    else:
        raise error(msg("fm_cards_text", where=where))
    out = []
    for tok in tokens:
        try:
            cards = parse_cards(tok)
        except RummyError as err:
            raise error(msg("at_where", where=where, reason=err.reason)) from None
        explicit = len(cards) == 1 and re.search(r"\.\d\s*$", tok) is not None
        out += [(c, explicit) for c in cards]
    return out


def read_rules(name: Any, options: Any, reserved: Iterable[str] = (),
               error: Error = RummyError) -> Rules:
    """The rules of variant ``name`` with ``options`` (a table; ``cutthroat`` included).
    ``reserved`` are the file's own top-level keys: one of them under ``[options]`` means
    the TOML table swallowed the keys below it."""
    if not isinstance(name, str):
        raise error(msg("fm_which_variant"))
    if not isinstance(options, dict):
        raise error(msg("fm_options_table"))
    if misplaced := [k for k in options if k in set(reserved)]:
        raise error(msg("fm_options_misplaced", field=misplaced[0]))
    options = dict(options)
    cutthroat = options.pop("cutthroat", False)
    try:
        variant(name)
    except RummyError as err:
        raise error(msg("at_where", where="variant", reason=err.reason)) from None
    for key in options:
        try:
            option_kind(key)
        except RummyError:
            close = difflib.get_close_matches(key, [f for f in Rules.__dataclass_fields__], n=1)
            hint = msg("keys_did_you_mean", field=close[0]) if close else ""
            raise error(msg("fm_not_an_option", field=short_repr(key), hint=hint)) from None
    try:
        return variant(name, cutthroat=cutthroat, **options)
    except RummyError as err:
        raise error(msg("at_where", where="options", reason=err.reason)) from None
