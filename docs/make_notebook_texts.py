"""Write the lesson notebooks' text cells from the catalog, in English and German.

Every markdown cell of ``notebooks/*.ipynb`` names its text in its metadata,
``{"rummy_lab": {"text": "page_01_intro", "title": "page_01_title"}}`` (``title`` only on
a page's first cell); its source is :func:`rummy_lab.ui.lesson_html.page_markdown` of
those keys (texts in ``rummy_lab/i18n/catalog/pages.py``). The page's EN | DE switch
shows one language.

    python docs/make_notebook_texts.py           # rewrite the cells
    python docs/make_notebook_texts.py --check   # exit 1 if a notebook is out of date
"""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat

from rummy_lab.ui.lesson_html import page_markdown

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"


def expected(cell) -> str | None:
    """The source a markdown cell should have (None: the cell names no text)."""
    keys = cell.get("metadata", {}).get("rummy_lab", {})
    if cell.cell_type != "markdown" or "text" not in keys:
        return None
    return page_markdown(keys["text"], keys.get("title"))


def out_of_date(folder: Path = NOTEBOOKS) -> dict[str, list[int]]:
    """Notebook → indexes of its markdown cells that differ from the catalog or name no
    text (every markdown cell must come from the catalog)."""
    found: dict[str, list[int]] = {}
    for path in sorted(folder.glob("[0-9][0-9]_*.ipynb")):
        nb = nbformat.read(path, as_version=4)
        bad = [i for i, cell in enumerate(nb.cells) if cell.cell_type == "markdown"
               and expected(cell) != cell.source]
        if bad:
            found[path.name] = bad
    return found


def write(folder: Path = NOTEBOOKS) -> list[str]:
    """Rewrite every cell that names a text; the notebooks changed."""
    changed = []
    for path in sorted(folder.glob("[0-9][0-9]_*.ipynb")):
        nb = nbformat.read(path, as_version=4)
        dirty = False
        for cell in nb.cells:
            source = expected(cell)
            if source is not None and source != cell.source:
                cell.source, dirty = source, True
        if dirty:
            nbformat.write(nb, path)
            changed.append(path.name)
    return changed


if __name__ == "__main__":
    if "--check" in sys.argv:
        stale = out_of_date()
        print("\n".join(f"{name}: cells {cells}" for name, cells in stale.items()) or "up to date")
        sys.exit(1 if stale else 0)
    print("\n".join(write()) or "nothing to change")
