"""widgets/build.py for the tests: the bundles rebuilt elsewhere, a snippet bundled."""

from __future__ import annotations

import importlib.util
from pathlib import Path

WIDGETS = Path(__file__).resolve().parents[2] / "widgets"
_SPEC = importlib.util.spec_from_file_location("rummy_lab_widgets_build", WIDGETS / "build.py")
assert _SPEC and _SPEC.loader
build = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(build)

__all__ = ["WIDGETS", "build", "bundle_source"]


def bundle_source(source: str) -> str:
    """``source`` (an ES module importing ``./NAME.js`` of widgets/) as one module."""
    return build.bundle_source(source)
