"""A ready kernel (``rummy-lab serve``'s pool) has done its page's imports before the page
is asked for: every lesson imports what it uses in its first cell, then waits for its page
(issue 26: 0.3–0.9 s of each lesson's cells were imports after the request)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[2]
LESSONS = sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))
IMPORT = re.compile(r"^\s*(?:from|import)\s+([\w.]+)", re.M)

#: Runs a lesson's cells in a ready kernel's environment (no widget front-end); Voilà's
#: wait stands in as the moment the request arrives; notes what its imports name that was
#: not imported by then.
PROBE = """
import ast, json, os, sys
import voila.utils

def request_arrives():
    os.environ["SERVER_SOFTWARE"] = "probe"
    os.environ["QUERY_STRING"] = "lang=de"
    seen["at_wait"] = sorted(sys.modules)

from rummy_lab.ai.solver import cover_kernel
seen = {"kernel_cached": cover_kernel.cached()}
voila.utils.wait_for_request = request_arrives
first, *rest = json.loads(sys.stdin.read())
scope = {}
exec(first, scope)
from rummy_lab.ui.language import PAGE
seen["lang"] = PAGE.lang
for cell in rest:
    exec(cell, scope)
# each module an import names, and the module that defines each name it imports
named = set()
for cell in (first, *rest):
    for node in ast.walk(ast.parse(cell)):
        if isinstance(node, ast.Import):
            named |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            named.add(node.module)
            named |= {getattr(scope[a.asname or a.name], "__module__", None) or node.module
                      for a in node.names}
seen["late"] = sorted(named - set(seen["at_wait"]))
print(json.dumps(seen))
"""


def code_cells(path: Path) -> list[str]:
    return [c.source for c in nbformat.read(path, as_version=4).cells if c.cell_type == "code"]


def ready_kernel(path: Path) -> dict:
    """What the probe saw running ``path``'s cells as a ready kernel would."""
    done = subprocess.run([sys.executable, "-c", PROBE], input=json.dumps(code_cells(path)),
                          capture_output=True,
                          text=True, env={"PATH": "/usr/bin:/bin", "HOME": str(ROOT),
                                          "VOILA_PREHEAT": "True"},
                          timeout=120, check=True, cwd=ROOT / "notebooks")
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_a_ready_kernel_has_imported_what_its_page_uses_before_the_page_comes(path):
    seen = ready_kernel(path)
    assert seen["late"] == [], "imported only after the page was asked for"
    assert seen["lang"] == "de"  # the page's address still decides the language


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_every_lesson_waits_for_its_page_before_it_draws(path):
    cells = code_cells(path)
    lines = cells[0].splitlines()
    wait = next(n for n, line in enumerate(lines) if line.startswith("wait_for_page("))
    assert all(IMPORT.match(line) or line.startswith("#") for line in lines[:wait]), path.name
    assert not any("wait_for_page" in src or IMPORT.search(src) for src in cells[1:]), \
        f"{path.name}: an import or a wait after the page's first cell"


def test_a_ready_play_lesson_has_loaded_its_tables_solver_before_the_page_comes():
    """A class arriving at once at 05_play must not load numpy and the compiled solver in
    30 kernels at the same moment (0.3 s of CPU each, when the first table opened)."""
    seen = ready_kernel(ROOT / "notebooks" / "05_play.ipynb")
    assert "numpy" in seen["at_wait"]
    if seen["kernel_cached"]:  # else it compiles in a thread of its own, once per machine
        assert "numba" in seen["at_wait"]
