"""The browser assets of the widgets, each assembled into one ES module and one stylesheet.

anywidget loads ``_esm`` as a single module, so ``widgets/cards.js`` (the one card
component) is followed by the widget's own files, their ``import`` of cards.js removed.
Each widget carries only what it draws: the play page (table + class lobby), the
teacher's dashboard (table + teacher), the lessons' card board (explorer; the meld
sandbox's adds sandbox.css). The folder is
``<repo>/widgets`` in a checkout (editable install) and ``rummy_lab/_widgets`` in a wheel
(see ``force-include`` in pyproject.toml).
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

__all__ = ["widgets_dir", "build_esm", "build_css", "build_board_esm", "build_board_css",
           "build_sandbox_css", "build_teacher_esm", "build_teacher_css"]

_PACKAGE = Path(__file__).resolve().parent.parent
_IMPORT = re.compile(r"^\s*import\s[^;]*?from\s+['\"]\./cards\.js['\"];?\s*$", re.MULTILINE)


def widgets_dir() -> Path:
    """The folder holding cards.js, cards.css, table.js, table.css and the others."""
    for folder in (_PACKAGE / "_widgets", _PACKAGE.parent / "widgets"):
        if (folder / "table.js").is_file() and (folder / "cards.js").is_file():
            return folder
    raise FileNotFoundError(f"rummy-lab widget assets not found next to {_PACKAGE} "
                            "(expected _widgets/ in the package or widgets/ in the repo).")


def _read(name: str) -> str:
    return (widgets_dir() / name).read_text(encoding="utf-8")


def _with_cards(*names: str) -> str:
    """cards.js followed by ``names`` without their import lines: one self-contained module."""
    parts = [f"// --- cards.js ---\n{_read('cards.js')}"]
    for name in names:
        body = _IMPORT.sub("", _read(name))
        if re.search(r"^\s*import\s", body, re.MULTILINE):
            raise ValueError(f"{name} may only import from ./cards.js")
        parts.append(f"// --- {name} ---\n{body}")
    return "\n".join(parts)


def _styles(*names: str) -> str:
    return "\n".join(_read(name) for name in ("cards.css", *names))


@cache
def build_esm() -> str:
    """The play page: cards.js, table.js and lobby.js (class mode)."""
    return _with_cards("table.js", "heartbeat.js", "lobby.js")


@cache
def build_css() -> str:
    """cards.css, table.css and lobby.css."""
    return _styles("table.css", "lobby.css")


@cache
def build_board_esm() -> str:
    """The lessons' card board: cards.js and explorer.js."""
    return _with_cards("explorer.js")


@cache
def build_board_css() -> str:
    """cards.css and explorer.css."""
    return _styles("explorer.css")


@cache
def build_sandbox_css() -> str:
    """The meld sandbox's card board: the board's styles and sandbox.css."""
    return _styles("explorer.css", "sandbox.css")


@cache
def build_teacher_esm() -> str:
    """The teacher's dashboard: cards.js, table.js (the watched table) and teacher.js."""
    return _with_cards("table.js", "heartbeat.js", "teacher.js")


@cache
def build_teacher_css() -> str:
    """cards.css, table.css and teacher.css."""
    return _styles("table.css", "teacher.css")
