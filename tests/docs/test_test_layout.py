"""How the tests are laid out (issue 23): every test module sits in a folder named for what
it guards, and no test module imports another test module — what several share lives in
tests/helpers/ (a test module imported elsewhere runs its tests twice and ties the two
modules together)."""

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


def test_every_test_module_sits_in_a_group_folder():
    loose = [p.relative_to(TESTS).as_posix() for p in TESTS.rglob("test_*.py")
             if p.relative_to(TESTS).parts[0] not in GROUPS]
    assert loose == []
