"""TOML text from plain data (what :func:`~rummy_lab.formats.common.parse_toml` reads back):
the scoring explorer's export of a built scenario. Only what position files use is
written: text, whole numbers, true/false, lists, tables and lists of tables."""

from __future__ import annotations

import json
import re
from typing import Any

__all__ = ["to_toml"]

_BARE = re.compile(r"^[A-Za-z0-9_-]+$")


def _key(key: str) -> str:
    return key if _BARE.match(key) else json.dumps(key, ensure_ascii=False)


def _value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)  # a TOML basic string as well
    if isinstance(value, list):
        return "[" + ", ".join(_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{_key(k)} = {_value(v)}" for k, v in value.items()) + " }"
    raise TypeError(f"cannot write {type(value).__name__} as TOML")


def _is_tables(value: Any) -> bool:
    return isinstance(value, list) and bool(value) and all(isinstance(v, dict) for v in value)


def to_toml(data: dict[str, Any]) -> str:
    """``data`` as TOML: plain keys first, then ``[tables]``, then ``[[lists of tables]]``."""
    plain = {k: v for k, v in data.items() if not isinstance(v, dict) and not _is_tables(v)}
    lines = [f"{_key(k)} = {_value(v)}" for k, v in plain.items()]
    for key, table in data.items():
        if isinstance(table, dict):
            lines += ["", f"[{_key(key)}]"] + [f"{_key(k)} = {_value(v)}" for k, v in table.items()]
    for key, items in data.items():
        if _is_tables(items):
            for item in items:
                lines += ["", f"[[{_key(key)}]]"]
                lines += [f"{_key(k)} = {_value(v)}" for k, v in item.items()]
    return "\n".join(lines) + "\n"
