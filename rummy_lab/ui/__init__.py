"""Jupyter/Voilà widgets: the interactive card table, its scoreboard and a setup form.

The engine never imports from here; this layer only uses the engine's public API.
Each widget is imported on first use (``from rummy_lab.ui import SetupPanel`` loads the
play table only), so a lesson's kernel starts fast and small.
"""

from __future__ import annotations

import importlib
from typing import Any

_HOMES = {"CardTable": "widget", "GameTable": "table", "GuidedHand": "guided",
          "MeldSandbox": "sandbox", "Scoreboard": "scoreboard", "ScoringExplorer": "explorer",
          "SetupPanel": "setup", "WatchMode": "watch", "t": "messages"}

__all__ = sorted(_HOMES)


def __getattr__(name: str) -> Any:
    if name not in _HOMES:
        raise AttributeError(f"module 'rummy_lab.ui' has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{_HOMES[name]}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_HOMES))
