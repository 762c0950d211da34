"""The engine (rummy_lab minus rummy_lab.ui) imports nothing from Jupyter."""

import pkgutil
import subprocess
import sys

import rummy_lab

JUPYTER = ("ipywidgets", "IPython", "anywidget", "jupyter_client", "ipykernel", "voila",
           "traitlets", "comm")


def engine_modules() -> list[str]:
    names = [m.name for m in pkgutil.walk_packages(rummy_lab.__path__, "rummy_lab.")]
    return [n for n in names if not n.startswith("rummy_lab.ui")]


def test_engine_modules_are_found():
    mods = engine_modules()
    assert {"rummy_lab.game", "rummy_lab.melds", "rummy_lab.solver", "rummy_lab.bots"} <= set(mods)


def test_engine_imports_nothing_from_jupyter():
    code = ("import importlib, sys\n"
            f"for name in {engine_modules()!r}:\n"
            "    importlib.import_module(name)\n"
            "from rummy_lab import Game, variant\n"
            "from rummy_lab.simulate import simulate\n"
            "simulate(variant('basic'), ['easy', 'easy'], hands=2, progress=False)\n"
            f"print(sorted(m for m in sys.modules if m.split('.')[0] in {JUPYTER!r}))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]", out.stdout
