"""Where each widget's browser files are: one built ES module and one stylesheet.

The browser code lives in ``widgets/`` as ES modules with explicit imports, one component a
file; ``widgets/build.py`` bundles each widget's entry (``widgets/entries/``) into
``widgets/dist/NAME.bundle.js`` and ``NAME.bundle.css``, committed, so nothing here reads
or edits JavaScript: anywidget's ``_esm`` / ``_css`` are these paths. The bundles: one
script a component of the play page (``table``: the card table and its review, ``setup``:
the setup form, ``lobby``: "Play with classmates") and their one stylesheet ``play``;
``teacher`` (dashboard and the watched table), ``board`` (the lessons' card board;
``sandbox`` adds the meld sandbox's styles), ``language`` (the page's language switch) and
``practice`` (the trainer). The folder is ``<repo>/widgets`` in a checkout
(editable install) and ``rummy_lab/_widgets`` in a wheel (``force-include`` in
pyproject.toml).
"""

from __future__ import annotations

from pathlib import Path

__all__ = ["widgets_dir", "BUNDLES", "esm", "css", "widget_files", "bundle_files"]

_PACKAGE = Path(__file__).resolve().parent.parent
#: bundle name -> what it has: a script ("js"), a stylesheet ("css") or both
BUNDLES = {"table": ("js",), "setup": ("js",), "lobby": ("js",), "play": ("css",),
           "teacher": ("js", "css"), "board": ("js", "css"), "sandbox": ("css",),
           "language": ("js", "css"), "practice": ("js", "css")}


def widgets_dir() -> Path:
    """The folder holding the browser modules and their built ``dist/`` bundles."""
    for folder in (_PACKAGE / "_widgets", _PACKAGE.parent / "widgets"):
        if (folder / "dist" / "table.bundle.js").is_file():
            return folder
    raise FileNotFoundError(f"rummy-lab widget assets not found next to {_PACKAGE} "
                            "(expected _widgets/ in the package or widgets/ in the repo).")


def _bundle(name: str, ext: str) -> Path:
    if ext not in BUNDLES.get(name, ()):
        raise ValueError(f"no {ext} bundle named {name!r}")
    return widgets_dir() / "dist" / f"{name}.bundle.{ext}"


def bundle_files() -> list[Path]:
    """Every built file a page may load: each bundle's script and stylesheet."""
    return [_bundle(name, ext) for name, exts in BUNDLES.items() for ext in exts]


def esm(name: str) -> Path:
    """The built ES module of bundle ``name`` (anywidget's ``_esm``)."""
    return _bundle(name, "js")


def css(name: str) -> Path:
    """The built stylesheet of bundle ``name`` (anywidget's ``_css``)."""
    return _bundle(name, "css")


def widget_files(script: str, style: str | None = None) -> tuple[Path, Path]:
    """A widget's ``_esm, _css``: bundle ``script`` and the stylesheet ``style`` (default
    the script's own)."""
    return esm(script), css(style or script)
