"""The layout's promises: layers import downwards only, no import circles, and the engine
(everything outside ``rummy_lab.ui``) imports nothing from Jupyter."""

import ast
import graphlib
import pkgutil
import re
import subprocess
import sys
from pathlib import Path

import rummy_lab

JUPYTER = ("ipywidgets", "IPython", "anywidget", "jupyter_client", "ipykernel", "voila",
           "traitlets", "comm")
PACKAGE = Path(rummy_lab.__file__).parent

# What each layer may import from rummy_lab (besides itself).
LAYERS = {
    "i18n": set(),
    "access": set(),                              # password back-off, the client header
    "core": {"i18n"},
    "formats": {"core", "i18n"},
    "ai": {"core", "i18n"},
    "present": {"core", "i18n", "ai"},      # lesson charts run simulations
    "store": {"core", "i18n", "access"},          # shared tables in SQLite / PostgreSQL
    "practice": {"core", "i18n", "ai", "formats"},  # exercises, mastery, game review
    "ui": {"core", "i18n", "formats", "ai", "present", "store", "practice", "access"},
    "server": {"i18n", "core", "access"},         # Voilà and its guards (access.backoff)
}
# Upward edges that are deliberate conveniences of the public API, each a lazy import
# inside one method: ``game.hand_table()`` / ``game.score_table()`` (pandas lives in present).
ALLOWED_UPWARD = {("rummy_lab.core.game", "rummy_lab.present.tables")}


def engine_modules() -> list[str]:
    names = [m.name for m in pkgutil.walk_packages(rummy_lab.__path__, "rummy_lab.")]
    return [n for n in names if not n.startswith("rummy_lab.ui")]


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def is_module(name: str) -> bool:
    path = PACKAGE.parent / name.replace(".", "/")
    return path.with_suffix(".py").exists() or (path / "__init__.py").exists()


def import_graph() -> dict[str, set[str]]:
    """Every rummy_lab module → the rummy_lab modules it imports anywhere (lazy ones too;
    not those under ``if TYPE_CHECKING``, which never run)."""
    graph: dict[str, set[str]] = {}
    for path in PACKAGE.rglob("*.py"):
        name = module_name(path)
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        edges = graph.setdefault(name, set())
        tree = ast.parse(path.read_text(), str(path))
        typing_only = {id(n) for block in ast.walk(tree) if isinstance(block, ast.If)
                       and getattr(block.test, "id", "") == "TYPE_CHECKING"
                       for n in ast.walk(block)}
        for node in ast.walk(tree):
            if id(node) in typing_only:
                continue
            if isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package.split(".")[: len(package.split(".")) - node.level + 1]
                    target = ".".join(base + ([node.module] if node.module else []))
                else:
                    target = node.module or ""
                submodules = [f"{target}.{a.name}" for a in node.names
                              if is_module(f"{target}.{a.name}")]
                # ``from pkg import module`` imports the module; ``from m import name``, m
                candidates = submodules if len(submodules) == len(node.names) else [target]
            elif isinstance(node, ast.Import):
                candidates = [a.name for a in node.names]
            else:
                continue
            edges.update(c for c in candidates if c.startswith("rummy_lab.") and is_module(c))
    return graph


def layer(module: str) -> str | None:
    parts = module.split(".")
    return parts[1] if len(parts) > 2 and parts[1] in LAYERS else None


def test_engine_modules_are_found():
    mods = engine_modules()
    assert {"rummy_lab.core.game", "rummy_lab.core.melds", "rummy_lab.ai.solver",
            "rummy_lab.ai.bots"} <= set(mods)


def test_layers_import_only_downwards():
    wrong = []
    for src, targets in import_graph().items():
        for dst in targets:
            a, b = layer(src), layer(dst)
            if a and b and a != b and b not in LAYERS[a] and (src, dst) not in ALLOWED_UPWARD:
                wrong.append(f"{src} -> {dst}")
    assert wrong == []


def test_no_import_circles():
    # a package's __init__ importing its own modules is not a circle of the design
    packages = {"rummy_lab", "rummy_lab.ui"}
    graph = {node: set(deps) - packages for node, deps in import_graph().items()
             if node not in packages}
    try:
        graphlib.TopologicalSorter(graph).prepare()
    except graphlib.CycleError as err:
        raise AssertionError(f"import circle: {' -> '.join(err.args[1])}") from None


def test_a_planted_circle_is_found(tmp_path, monkeypatch):
    """The circle check can fail: a graph with core.cards -> present.render -> core.cards."""
    graph = {"rummy_lab.core.cards": {"rummy_lab.present.render"},
             "rummy_lab.present.render": {"rummy_lab.core.cards"}}
    monkeypatch.setattr(sys.modules[__name__], "import_graph", lambda: graph)
    try:
        test_no_import_circles()
    except AssertionError:
        pass
    else:
        raise AssertionError("a planted import circle went unnoticed")
    try:
        test_layers_import_only_downwards()
    except AssertionError:
        return
    raise AssertionError("a planted upward import went unnoticed")


def test_engine_imports_nothing_from_jupyter():
    code = ("import importlib, sys\n"
            f"for name in {engine_modules()!r}:\n"
            "    importlib.import_module(name)\n"
            "from rummy_lab import Game, variant\n"
            "from rummy_lab.ai.simulate import simulate\n"
            "simulate(variant('basic'), ['easy', 'easy'], hands=2, progress=False)\n"
            f"print(sorted(m for m in sys.modules if m.split('.')[0] in {JUPYTER!r}))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]", out.stdout


def test_core_imports_no_pandas():
    code = ("import sys, rummy_lab, rummy_lab.core.game, rummy_lab.core.record\n"
            "print('pandas' in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_the_public_api_is_the_readme_s_and_old_paths_are_gone():
    """The README's imports are the public API; the 0.1 paths (``rummy_lab.hints`` …) no
    longer resolve to their new homes."""
    import importlib

    import pytest

    readme = (PACKAGE.parent / "README.md").read_text()
    for module, names in re.findall(r"^from (rummy_lab[\w.]*) import ([\w, ]+)$", readme, re.M):
        imported = importlib.import_module(module)
        assert all(hasattr(imported, n.strip()) for n in names.split(",")), module
    for old in ("rummy_lab.hints", "rummy_lab.game", "rummy_lab.melds"):
        with pytest.raises(ModuleNotFoundError):
            importlib.import_module(old)


def test_cards_and_melds_are_named_in_words_in_one_module():
    """``core.words`` is the one home of the card- and meld-naming functions: no other
    module defines a function of the same name (a second ``face_text`` would drift)."""
    from rummy_lab.core import words

    twins = [f"{module_name(path)}.{node.name}" for path in PACKAGE.rglob("*.py")
             if path != Path(words.__file__)
             for node in ast.walk(ast.parse(path.read_text()))
             if isinstance(node, ast.FunctionDef) and node.name in words.__all__]
    assert twins == []
