"""The browser assets of the card table, assembled into one ES module and one stylesheet.

anywidget loads ``_esm`` as a single module, so ``widgets/cards.js`` and
``widgets/table.js`` are concatenated (table.js's ``import`` of cards.js removed). The
folder is ``<repo>/widgets`` in a checkout (editable install) and ``rummy_lab/_widgets``
in a wheel (see ``force-include`` in pyproject.toml).
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

__all__ = ["widgets_dir", "build_esm", "build_css", "build_board_esm", "build_board_css"]

_PACKAGE = Path(__file__).resolve().parent.parent
_IMPORT = re.compile(r"^\s*import\s[^;]*?from\s+['\"]\./cards\.js['\"];?\s*$", re.MULTILINE)


def widgets_dir() -> Path:
    """The folder holding cards.js, cards.css, table.js and table.css."""
    for folder in (_PACKAGE / "_widgets", _PACKAGE.parent / "widgets"):
        if (folder / "table.js").is_file() and (folder / "cards.js").is_file():
            return folder
    raise FileNotFoundError(f"rummy-lab widget assets not found next to {_PACKAGE} "
                            "(expected _widgets/ in the package or widgets/ in the repo).")


def _read(name: str) -> str:
    return (widgets_dir() / name).read_text(encoding="utf-8")


def _with_cards(name: str) -> str:
    """cards.js followed by ``name`` without its import line: one self-contained module."""
    body = _IMPORT.sub("", _read(name))
    if re.search(r"^\s*import\s", body, re.MULTILINE):
        raise ValueError(f"{name} may only import from ./cards.js")
    return f"// --- cards.js ---\n{_read('cards.js')}\n// --- {name} ---\n{body}"


@cache
def build_esm() -> str:
    """cards.js followed by table.js without its import line: one self-contained module."""
    return _with_cards("table.js")


@cache
def build_css() -> str:
    """cards.css followed by table.css."""
    return f"{_read('cards.css')}\n{_read('table.css')}"


@cache
def build_board_esm() -> str:
    """cards.js followed by explorer.js (the card board of the lessons)."""
    return _with_cards("explorer.js")


@cache
def build_board_css() -> str:
    """cards.css followed by explorer.css."""
    return f"{_read('cards.css')}\n{_read('explorer.css')}"
