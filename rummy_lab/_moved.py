"""Old import paths (``rummy_lab.game``, ``rummy_lab.hints`` …) from before the layer folders.

Notebooks and scripts written for 0.1 keep working: importing an old name gives the very
module object of its new home (no copy, so ``isinstance`` and monkeypatching agree).
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.util
import sys
from types import ModuleType

MOVED = {
    f"rummy_lab.{old}": f"rummy_lab.{new}"
    for old, new in {
        "errors": "core.errors", "cards": "core.cards", "variants": "core.variants",
        "actions": "core.actions", "melds": "core.melds", "game": "core.game",
        "scoring": "core.scoring", "views": "core.views", "messages": "i18n.messages",
        "saving": "core.record", "positions": "core.positions",
        "scenarios": "formats.scenarios", "guides": "formats.guides",
        "solver": "ai.solver", "strategy": "ai.strategy", "bots": "ai.bots",
        "hints": "ai.hints", "simulate": "ai.simulate",
        "render": "present.render", "tables": "present.tables", "lessons": "present.lessons",
    }.items()
}


class _OldPathFinder(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Resolves an old dotted name to the module at its new home."""

    def find_spec(self, fullname, path=None, target=None):
        if fullname not in MOVED:
            return None
        return importlib.util.spec_from_loader(fullname, self)

    def create_module(self, spec):
        return importlib.import_module(MOVED[spec.name])

    def exec_module(self, module: ModuleType) -> None:
        """The module was executed at its new home already."""


def install() -> None:
    """Add the finder once per process."""
    if not any(isinstance(f, _OldPathFinder) for f in sys.meta_path):
        sys.meta_path.append(_OldPathFinder())
