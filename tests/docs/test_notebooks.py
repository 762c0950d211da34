"""Every lesson notebook runs top to bottom, headless, in the project's own kernel.

nbclient executes each notebook in notebooks/ with the ``python3`` kernel of the venv
(its kernel.json starts plain ``python``, so the venv's bin folder is put first on
PATH). A notebook passes when no cell produced an ``error`` output and no stderr
stream shows a Python traceback.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
LESSONS = sorted(p.name for p in NOTEBOOKS.glob("[0-9][0-9]_*.ipynb"))
TIMEOUT = 180  # seconds per cell; the strategy lab is the slowest (< 60 s in all)


@pytest.fixture
def venv_kernel(monkeypatch):
    """Make the python3 kernel start this interpreter (the venv's), not another python."""
    bin_dir = str(Path(sys.executable).parent)
    monkeypatch.setenv("PATH", bin_dir + os.pathsep + os.environ.get("PATH", ""))
    monkeypatch.setenv("MPLBACKEND", "module://matplotlib_inline.backend_inline")
    return "python3"


def _problems(nb) -> list[str]:
    found = []
    for i, cell in enumerate(nb.cells):
        for out in cell.get("outputs", []):
            if out.get("output_type") == "error":
                found.append(f"cell {i}: {out.get('ename')}: {out.get('evalue')}")
            elif out.get("output_type") == "stream" and out.get("name") == "stderr" \
                    and "Traceback" in out.get("text", ""):
                found.append(f"cell {i}: traceback on stderr:\n{out['text'][-2000:]}")
    return found


def test_lessons_exist():
    expected = {"00_start_here", "01_guided_hand", "02_melds_and_layoffs", "03_rummy_500",
                "04_scoring_scenarios", "05_play", "06_strategy_lab", "07_teacher",
                "08_practice"}
    assert {Path(n).stem for n in LESSONS} == expected


@pytest.mark.parametrize("name", LESSONS)
def test_notebook_is_clean_source(name):
    """Stored without outputs, valid nbformat v4, python3 kernel, links resolve."""
    nb = nbformat.read(NOTEBOOKS / name, as_version=4)
    nbformat.validate(nb)
    assert nb.metadata["kernelspec"]["name"] == "python3"
    for cell in nb.cells:
        if cell.cell_type == "code":
            assert cell.outputs == [] and cell.execution_count is None, f"{name} stores outputs"
    assert nb.cells[0].cell_type == "markdown" and nb.cells[0].source.startswith("# "), \
        f"{name} must open with a visible title"
    import re

    for link in re.findall(r"\]\(([^)#\s]+\.ipynb)\)", "\n".join(c.source for c in nb.cells)):
        assert (NOTEBOOKS / link).is_file(), f"{name} links to missing {link}"


@pytest.mark.parametrize("name", LESSONS)
def test_notebook_executes(name, venv_kernel):
    nb = nbformat.read(NOTEBOOKS / name, as_version=4)
    client = NotebookClient(nb, timeout=TIMEOUT, kernel_name=venv_kernel,
                            resources={"metadata": {"path": str(NOTEBOOKS)}})
    start = time.monotonic()
    client.execute()
    print(f"{name}: executed in {time.monotonic() - start:.1f} s")
    assert not _problems(nb), "\n".join(_problems(nb))
