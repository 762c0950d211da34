"""The exact solver as it was before the time-bounded search, for timing comparisons:
``tests/old_solver.py`` was removed (the tests read its recorded answers from
tests/data/old_solver_answers.json); this loads its last version from git history."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PATH = "tests/old_solver.py"


def load_old_solver():
    """The old solver module (imported from the commit before the one that removed it)."""
    if "old_solver" in sys.modules:
        return sys.modules["old_solver"]
    gone = subprocess.run(["git", "rev-list", "-n", "1", "HEAD", "--", PATH], cwd=ROOT,
                          capture_output=True, text=True, check=True).stdout.strip()
    source = subprocess.run(["git", "show", f"{gone}^:{PATH}"], cwd=ROOT, capture_output=True,
                            text=True, check=True).stdout
    path = Path(tempfile.mkdtemp()) / "old_solver.py"
    path.write_text(source)
    spec = importlib.util.spec_from_file_location("old_solver", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules["old_solver"] = module
    spec.loader.exec_module(module)
    return module
