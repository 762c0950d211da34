"""Bundle the browser modules into the files the package ships: widgets/dist/*.bundle.*.

Each widget's entry (widgets/entries/NAME.js, NAME.css) becomes dist/NAME.bundle.js (one
ES module with every import inlined) and dist/NAME.bundle.css (its stylesheets in @import
order), minified (the readable sources are the modules here; no source map is shipped), built
by esbuild (``make js-tools`` installs it into .venv/node). The bundles are
committed, so an install and Voilà need no node; tests/docs/test_js_bundles.py rebuilds them
and fails when the committed ones are stale.

    python widgets/build.py            # write widgets/dist/
    python widgets/build.py --out DIR  # write elsewhere (the freshness test)
"""

from __future__ import annotations

import argparse
import os
import subprocess
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
ESBUILD = ROOT / ".venv" / "node" / "node_modules" / ".bin" / "esbuild"
ENTRIES = HERE / "entries"
DIST = HERE / "dist"


def esbuild() -> Path:
    """The esbuild program: $RUMMY_LAB_ESBUILD, else the project's own (make js-tools)."""
    path = Path(os.environ.get("RUMMY_LAB_ESBUILD", ESBUILD))
    if not path.is_file():
        raise SystemExit(f"esbuild not found at {path}: run `make js-tools`")
    return path


def entries() -> list[Path]:
    """Every entry file, scripts and stylesheets, in a fixed order."""
    return sorted([*ENTRIES.glob("*.js"), *ENTRIES.glob("*.css")])


def build(out: Path = DIST) -> list[Path]:
    """Bundle every entry into ``out``; returns the files written."""
    out.mkdir(parents=True, exist_ok=True)
    cmd = [str(esbuild()), *(str(p.relative_to(HERE)) for p in entries()),
           "--bundle", "--minify", "--format=esm", "--charset=utf8",
           "--log-level=warning", "--legal-comments=inline", f"--outdir={out}",
           "--entry-names=[name].bundle"]
    subprocess.run(cmd, cwd=HERE, check=True)
    return sorted(out.glob("*.bundle.*"))


def bundle_source(source: str) -> str:
    """One ES module from ``source``, a module that imports ``./NAME.js`` of widgets/ (tests
    run a component's exported functions this way, in Chromium)."""
    cmd = [str(esbuild()), "--bundle", "--format=esm", "--charset=utf8", "--log-level=warning",
           "--sourcefile=snippet.js"]
    return subprocess.run(cmd, cwd=HERE, input=source, text=True, capture_output=True,
                          check=True).stdout


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=DIST, help="folder for the bundles")
    for path in build(parser.parse_args().out):
        print(path)


if __name__ == "__main__":
    main()
