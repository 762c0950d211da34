"""How the tests are laid out (issue 23): every test module sits in a folder named for what
it guards, and no test module imports another test module — what several share lives in
tests/helpers/ (a test module imported elsewhere runs its tests twice and ties the two
modules together). Of tests/ itself a module may import only tests/helpers/ and conftest.py
(the fixtures file pytest loads anyway): no module of a group folder, no test data as code."""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent.parent
GROUPS = {"ai", "browser", "docs", "engine", "practice", "server", "store", "ui"}
#: where ``from PACKAGE import test_x`` names a module (None: ``from . import``); from a
#: helper, ``test_*`` names are test functions collected again (helpers/solver_exactness.py)
PACKAGES = {None, "tests", *GROUPS, *(f"tests.{g}" for g in GROUPS)}


def is_test_module(name: str) -> bool:
    """``name`` (dotted, as imported) names a test module: its last part is ``test_*``."""
    return name.rsplit(".", 1)[-1].startswith("test_")


def imported_test_modules(path: Path) -> list[str]:
    """The test modules ``path`` imports (``import test_x``, ``from test_x import …``,
    ``from tests.ui.test_x import …``, ``from . import test_x``), wherever in the file."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.Import):
            found += [a.name for a in node.names if is_test_module(a.name)]
        elif isinstance(node, ast.ImportFrom):
            if node.module and is_test_module(node.module):
                found.append(node.module)
            elif node.module in PACKAGES:  # a test module of a folder, not a test function
                found += [a.name for a in node.names if is_test_module(a.name)]
    return found


def imports_of_test_modules(root: Path) -> list[str]:
    """Every ``file: test module`` import below ``root`` (test modules and helpers)."""
    return [f"{p.relative_to(root)}: {name}" for p in sorted(root.rglob("*.py"))
            for name in imported_test_modules(p)]


#: what a module below tests/ may import of tests/ itself
SHARED = {"helpers", "conftest"}


def local_names(root: Path) -> set[str]:
    """The names an import of a module of ``root`` starts with: ``tests``, its folders and
    every module outside helpers/ (pytest puts each test module's folder on ``sys.path``,
    so ``from x import`` finds a neighbour of the test module)."""
    return {"tests", *(p.name for p in root.iterdir() if p.is_dir() and any(p.rglob("*.py"))),
            *(p.stem for p in root.rglob("*.py") if p.relative_to(root).parts[0] != "helpers")}


def imported_local_modules(path: Path, root: Path) -> list[str]:
    """The modules of ``root`` other than helpers and conftest that ``path`` imports
    (``from ui.x import``, ``import tests.store.y``, ``from .z import``; helpers import
    each other relatively)."""
    local, found = local_names(root), []
    in_helpers = path.relative_to(root).parts[0] == "helpers"
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level:
            names = [] if in_helpers else ["." * node.level + (node.module or "")]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names = [node.module]
        else:
            continue
        for name in names:
            parts = name.split(".")
            if parts[0] == "tests":
                parts = parts[1:]
            elif parts[0] not in local | {""}:  # the package, the standard library, a tool
                continue
            if name.startswith(".") or (parts and parts[0] not in SHARED):
                found.append(f"{path.relative_to(root)}: {name}")
    return found


def imports_beyond_helpers(root: Path) -> list[str]:
    """Every import below ``root`` of a module of ``root`` that is not a helper."""
    return [hit for p in sorted(root.rglob("*.py")) for hit in imported_local_modules(p, root)]


def test_no_test_module_imports_another_test_module():
    assert imports_of_test_modules(TESTS) == []


def test_a_planted_import_of_a_test_module_is_found(tmp_path):
    (tmp_path / "ui").mkdir()
    (tmp_path / "helpers").mkdir()
    (tmp_path / "ui" / "test_a.py").write_text("def test_a():\n    pass\n")
    (tmp_path / "ui" / "test_b.py").write_text(
        "import os\n\ndef test_b():\n    from test_a import test_a\n    test_a()\n")
    (tmp_path / "helpers" / "shared.py").write_text("from tests.ui import test_a\n")
    (tmp_path / "ui" / "test_c.py").write_text("from helpers.shared import x\n")
    assert imports_of_test_modules(tmp_path) == ["helpers/shared.py: test_a", "ui/test_b.py: test_a"]


def test_of_tests_a_module_imports_only_helpers_and_conftest():
    assert imports_beyond_helpers(TESTS) == []


def test_a_planted_import_beyond_the_helpers_is_found(tmp_path):
    for folder in ("ui", "store", "helpers"):
        (tmp_path / folder).mkdir()
    (tmp_path / "conftest.py").write_text("ROOT = 1\n")
    (tmp_path / "store" / "fakes.py").write_text("FAKE = 1\n")
    (tmp_path / "helpers" / "a.py").write_text("from .b import B\nfrom rummy_lab import Game\n")
    (tmp_path / "helpers" / "b.py").write_text("import json\nB = 1\n")
    (tmp_path / "ui" / "test_a.py").write_text(
        "from conftest import ROOT\nfrom helpers.a import B\nimport tests.helpers.b\n"
        "def test_a():\n    from store.fakes import FAKE\n")
    (tmp_path / "ui" / "test_b.py").write_text("from . import fakes\nimport tests.store.fakes\n")
    (tmp_path / "store" / "test_c.py").write_text("from fakes import FAKE\nimport b\n")
    assert imports_beyond_helpers(tmp_path) == [
        "store/test_c.py: fakes", "ui/test_a.py: store.fakes", "ui/test_b.py: .",
        "ui/test_b.py: tests.store.fakes"]


def test_every_test_module_sits_in_a_group_folder():
    loose = [p.relative_to(TESTS).as_posix() for p in TESTS.rglob("test_*.py")
             if p.relative_to(TESTS).parts[0] not in GROUPS]
    assert loose == []
