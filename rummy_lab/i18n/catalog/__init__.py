"""The one message catalog: every learner-facing text, English and German.

The texts live in data modules by area (``engine``, ``ui``, ``lessons``, ``pages``, ``server``); :data:`CATALOG`
is their union, built once here. A key may appear in only one part.

An entry maps each language to its text, e.g. ``{"en": "Draw", "de": "Ziehen"}``. A text
that depends on a number is a dict of plural forms, ``{"one": ..., "other": ...}``, chosen
by the parameter named in the entry's ``"count"`` (default ``n``).
"""

from __future__ import annotations

from collections.abc import Mapping

from .engine import ENGINE
from .lessons import LESSONS
from .pages import PAGES
from .polish import POLISH
from .practice import PRACTICE
from .preheat import PREHEAT
from .review import REVIEW
from .server import SERVER
from .ui import UI

__all__ = ["PARTS", "CATALOG", "merge"]

PARTS: dict[str, Mapping[str, dict]] = {"engine": ENGINE, "ui": UI, "lessons": LESSONS,
                                         "pages": PAGES, "server": SERVER,
                                         "review": REVIEW, "polish": POLISH,
                                         "practice": PRACTICE, "preheat": PREHEAT}


def merge(parts: Mapping[str, Mapping[str, dict]]) -> dict[str, dict]:
    """The union of ``parts``; a key found in two parts is an error."""
    merged: dict[str, dict] = {}
    home: dict[str, str] = {}
    for name, part in parts.items():
        for key, entry in part.items():
            if key in merged:
                raise ValueError(f"catalog key {key!r} is in both {home[key]!r} and {name!r}")
            merged[key], home[key] = entry, name
    return merged


CATALOG: dict[str, dict] = merge(PARTS)
