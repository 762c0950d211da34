"""The committed browser bundles (widgets/dist/) are what widgets/build.py makes from the
modules now, the hand-written modules stay small and each stylesheet has no repeated block."""

from __future__ import annotations

import re
from collections import defaultdict

from helpers.js_build import WIDGETS, build

MAX_JS_LINES = 400


def stale_bundles(out) -> list[str]:
    """The bundles whose committed copy differs from a fresh build into ``out``."""
    fresh = {p.name: p.read_text(encoding="utf-8") for p in build.build(out)}
    committed = {p.name: p.read_text(encoding="utf-8") for p in (WIDGETS / "dist").glob("*.bundle.*")}
    return sorted(name for name in fresh.keys() | committed.keys()
                  if fresh.get(name) != committed.get(name))


def test_the_committed_bundles_are_fresh(tmp_path):
    stale = stale_bundles(tmp_path / "dist")
    assert not stale, f"{stale} are stale: run `python widgets/build.py` and commit widgets/dist/"


def test_a_changed_module_makes_its_bundle_stale(tmp_path, monkeypatch):
    """The check above can fail: the build run on a copy of widgets/ with one module changed."""
    import shutil

    copy = tmp_path / "widgets"
    shutil.copytree(WIDGETS, copy, ignore=shutil.ignore_patterns("dist", "tests"))
    shutil.copytree(WIDGETS / "dist", copy / "dist")
    view = copy / "table_view.js"
    view.write_text(view.read_text(encoding="utf-8").replace("> 18 ? 58", "> 18 ? 57"),
                    encoding="utf-8")
    monkeypatch.setattr(build, "HERE", copy)
    monkeypatch.setattr(build, "ENTRIES", copy / "entries")
    monkeypatch.setattr(build, "DIST", copy / "dist")
    fresh = {p.name: p.read_text(encoding="utf-8") for p in build.build(tmp_path / "out")}
    changed = sorted(n for n, text in fresh.items()
                     if text != (copy / "dist" / n).read_text(encoding="utf-8"))
    assert changed == ["table.bundle.js", "teacher.bundle.js"], changed


def hand_written_js():
    return [p for p in WIDGETS.rglob("*.js") if "dist" not in p.relative_to(WIDGETS).parts]


def test_no_hand_written_module_is_over_400_lines():
    sizes = {p.name: len(p.read_text(encoding="utf-8").splitlines()) for p in hand_written_js()}
    assert len(sizes) > 10
    assert not {n: s for n, s in sizes.items() if s > MAX_JS_LINES}, sizes


def repeated_blocks(css: str) -> list[list[str]]:
    """Rules of one stylesheet with the same declarations (three or more): a copied block."""
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    bodies = defaultdict(list)
    for head, body in re.findall(r"([^{};]+)\{([^{}]*)\}", css):
        decls = tuple(sorted(d.strip() for d in body.split(";") if d.strip()))
        if len(decls) >= 3:
            bodies[decls].append(head.strip())
    return [heads for heads in bodies.values() if len(heads) > 1]


def test_no_stylesheet_repeats_a_block():
    assert repeated_blocks(".rl-tb .a { x: 1; y: 2; z: 3; }\n.rl-tb .b { z: 3; x: 1; y: 2; }")
    for sheet in sorted(WIDGETS.glob("*.css")):
        assert not repeated_blocks(sheet.read_text(encoding="utf-8")), sheet.name
