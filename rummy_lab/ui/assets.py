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

__all__ = ["widgets_dir", "build_esm", "build_css"]

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


@cache
def build_esm() -> str:
    """cards.js, table.js without its import line, teacher.js: one self-contained module."""
    table = _IMPORT.sub("", _read("table.js"))
    if re.search(r"^\s*import\s", table, re.MULTILINE):
        raise ValueError("table.js may only import from ./cards.js")
    teacher = _read("teacher.js")  # the teacher's dashboard; uses table.js, imports nothing
    return (f"// --- cards.js ---\n{_read('cards.js')}\n// --- table.js ---\n{table}\n"
            f"// --- teacher.js ---\n{teacher}")


@cache
def build_css() -> str:
    """cards.css, table.css and teacher.css."""
    return f"{_read('cards.css')}\n{_read('table.css')}\n{_read('teacher.css')}"
