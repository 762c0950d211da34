"""docs/rules.md and docs/rules.de.md document every rule option as the engine has it:
every `Rules` option has a row in both, the documented default of every variant is the
engine's, every option names tests that exist, and the generated tables are current."""

from __future__ import annotations

import ast
import importlib.util
import re
import sys
from dataclasses import fields
from functools import cache
from pathlib import Path

import pytest

from rummy_lab.core.variants import VARIANTS, Rules, variant

ROOT = Path(__file__).resolve().parents[2]
DOCS = {"en": ROOT / "docs" / "rules.md", "de": ROOT / "docs" / "rules.de.md"}
ENGINE_OPTIONS = [f.name for f in fields(Rules)]
FIX = "run `python docs/make_rules_tables.py` (and describe new options in it)"


def _generator():
    spec = importlib.util.spec_from_file_location("make_rules_tables",
                                                  ROOT / "docs" / "make_rules_tables.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


GEN = _generator()


def _cells(line: str) -> list[str]:
    return [c.strip() for c in re.split(r"(?<!\\)\|", line.strip())[1:-1]]


@cache
def option_rows(lang: str) -> dict[str, dict[str, str]]:
    """Every row of the option tables of one doc: option → {column header: cell}."""
    rows: dict[str, dict[str, str]] = {}
    header: list[str] = []
    for line in DOCS[lang].read_text(encoding="utf-8").splitlines():
        if not line.startswith("|"):
            header = []
            continue
        cells = _cells(line)
        if not header:
            header = cells
            continue
        if set(line) <= set("|- "):
            continue
        if header[0] == "Option" and cells[0].startswith("`"):
            option = cells[0].strip("`")
            assert option not in rows, f"{DOCS[lang].name}: option {option} listed twice"
            rows[option] = dict(zip(header, cells))
    return rows


@cache
def _test_functions(file: str) -> frozenset[str]:
    found = sorted((ROOT / "tests").rglob(file))  # the tests live in folders by what they guard
    if not found:
        return frozenset()
    path = found[0]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return frozenset(n.name for n in ast.walk(tree)
                     if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))
                     and n.name.startswith("test"))


@pytest.mark.parametrize("lang", list(DOCS))
def test_every_rules_option_is_documented(lang):
    missing = [o for o in ENGINE_OPTIONS if o not in option_rows(lang)]
    assert not missing, f"{DOCS[lang].name} lacks option(s) {missing}: {FIX}"
    assert not GEN.undocumented(), f"no German text/tests for {GEN.undocumented()}: {FIX}"


@pytest.mark.parametrize("lang", list(DOCS))
def test_documented_defaults_are_the_engines(lang):
    rows = option_rows(lang)
    for option in ENGINE_OPTIONS:
        assert option in rows, f"{DOCS[lang].name} lacks option {option}: {FIX}"
        for name in VARIANTS:
            cell = rows[option][f"`{name}`"]
            assert cell.startswith("`") and cell.endswith("`"), \
                f"{DOCS[lang].name}: {option} in {name} says {cell!r}, not a value: {FIX}"
            documented = ast.literal_eval(cell.strip("`"))
            engine = getattr(variant(name), option)
            assert documented == engine and type(documented) is type(engine), \
                f"{DOCS[lang].name}: {option} in {name} is {cell}, engine says {engine!r}: {FIX}"


@pytest.mark.parametrize("lang", list(DOCS))
def test_every_option_names_tests_that_exist(lang):
    column = "Pinned by (tests/)" if lang == "en" else "Festgelegt durch (tests/)"
    for option, row in option_rows(lang).items():
        named = re.findall(r"`(test_\w+\.py)::(\w+)`", row[column])
        assert named, f"{DOCS[lang].name}: {option} names no test"
        for file, function in named:
            assert function in _test_functions(file), \
                f"{DOCS[lang].name}: {option} cites tests/{file}::{function}, which does not exist"


def test_both_docs_list_the_same_options():
    assert list(option_rows("en")) == list(option_rows("de"))


@pytest.mark.parametrize("lang", list(DOCS))
def test_generated_tables_are_current(lang):
    text = DOCS[lang].read_text(encoding="utf-8")
    assert GEN.update(text, lang) == text, f"{DOCS[lang].name} is out of date: {FIX}"


def test_readme_links_both_docs():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "docs/rules.md" in readme and "docs/rules.de.md" in readme


def test_no_reference_to_the_old_outside_spec():
    """The rules reference is docs/rules.md; nothing points at the file outside the repo."""
    old = "RULES" + ".md"
    hits = [str(p.relative_to(ROOT))
            for folder in ("rummy_lab", "tests", "docs", "notebooks", "benchmarks")
            for p in (ROOT / folder).rglob("*")
            if p.is_file() and p.suffix in {".py", ".md", ".toml", ".ipynb", ".txt"}
            and old in p.read_text(encoding="utf-8", errors="replace")]
    hits += ["README.md"] if old in (ROOT / "README.md").read_text(encoding="utf-8") else []
    assert not hits, f"replace {old} by docs/rules.md in {hits}"
