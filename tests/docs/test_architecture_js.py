"""The browser side's layout: each module of widgets/ imports only what its component may
(the table parts their own pure view and the shared card and DOM helpers; a widget's entry
its components), every import is an explicit relative ``import``, and no circles."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

WIDGETS = Path(__file__).resolve().parents[2] / "widgets"

#: module (path in widgets/ without .js) -> the modules it may import
ALLOWED = {
    "card_names": set(),                 # a card in words: pure
    "cards": {"card_names"},             # the card component (SVG)
    "dom": set(),                        # element, button-like element, download
    "model": set(),                      # a component's model: a command, watching traits
    "heartbeat": set(),
    "saved_game": set(),                 # this browser's copy of the game in play
    "play_page": set(),                  # where the play page's components meet
    "projector": {"dom", "play_page"},
    "table_view": set(),                 # the table's state -> view: pure
    "table_motion": set(),
    "table_seats": {"cards", "dom", "projector", "table_view"},
    "table_piles": {"cards", "dom", "table_view"},
    "table_hand": {"cards", "dom", "table_view", "table_seats"},
    "table_actions": {"dom", "play_page", "table_view"},
    "keyboard": {"dom"},                 # the table's keys, skip link and help
    "table": {"dom", "keyboard", "play_page", "saved_game", "table_actions", "table_hand",
              "table_motion", "table_piles", "table_seats", "table_view"},
    "setup": {"dom", "model", "play_page", "saved_game"},
    "lobby": {"dom", "heartbeat"},
    "teacher": {"dom", "heartbeat", "model", "table"},
    "explorer": {"cards"},
    "language": set(),
    "learner": set(),                    # this browser's practice-record id
    "review": {"cards", "dom", "learner", "model"},  # the end-of-hand review pane (ui/review_pane.py)
    "entries/table": {"projector", "review", "table"},   # one entry a component
    "entries/setup": {"projector", "setup"},
    "entries/lobby": {"lobby", "projector"},
    "practice": {"cards", "dom", "learner"},    # the practice trainer (ui/practice.py)
    "class_view": {"dom", "model"},       # the teacher's class view (ui/class_view.py)
    "entries/teacher": {"class_view", "teacher"},
    "entries/board": {"explorer"},
    "entries/practice": {"practice"},
    "entries/language": {"language"},
}
IMPORT = re.compile(r"""^\s*(?:import|export)\b[^'"]*?\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]""",
                    re.MULTILINE)
DYNAMIC = re.compile(r"\bimport\s*\(|\brequire\s*\(")


def modules(root: Path = WIDGETS) -> dict[str, Path]:
    """Every hand-written module (not the bundles in dist/, not the node tests)."""
    found = {}
    for path in sorted(root.rglob("*.js")):
        rel = path.relative_to(root)
        if rel.parts[0] in ("dist", "tests"):
            continue
        found[rel.with_suffix("").as_posix()] = path
    return found


def import_graph(root: Path = WIDGETS) -> dict[str, set[str]]:
    """Module -> the modules its static imports name (resolved relative to it)."""
    graph = {}
    for name, path in modules(root).items():
        text = path.read_text(encoding="utf-8")
        assert not DYNAMIC.search(text), f"{name}: only static imports"
        targets = set()
        for spec in (a or b for a, b in IMPORT.findall(text)):
            assert spec.startswith("."), f"{name} imports {spec!r}: only ./NAME.js of widgets/"
            target = (path.parent / spec).resolve().relative_to(root.resolve())
            targets.add(target.with_suffix("").as_posix())
        graph[name] = targets
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Each import circle found by a depth-first walk (as the path that closes it)."""
    found, state = [], {}

    def visit(node: str, path: list[str]) -> None:
        state[node] = "open"
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == "open":
                found.append(path[path.index(nxt):] + [nxt] if nxt in path else [node, nxt])
            elif nxt not in state:
                visit(nxt, path + [nxt])
        state[node] = "done"

    for node in sorted(graph):
        if node not in state:
            visit(node, [node])
    return found


def test_every_module_is_placed_and_imports_what_it_may():
    graph = import_graph()
    assert set(graph) == set(ALLOWED), set(graph) ^ set(ALLOWED)
    wrong = {m: sorted(t - ALLOWED[m]) for m, t in graph.items() if t - ALLOWED[m]}
    assert not wrong, wrong
    for module, targets in graph.items():
        assert all(t in graph for t in targets), (module, targets)
        assert not any(t.startswith("entries/") for t in targets), module


def test_no_import_circles():
    assert circles(import_graph()) == []


def test_a_planted_circle_is_found(tmp_path):
    copy = tmp_path / "widgets"
    shutil.copytree(WIDGETS, copy, ignore=shutil.ignore_patterns("dist", "tests"))
    dom = copy / "dom.js"
    dom.write_text('import { tbMountTable } from "./table.js";\n' + dom.read_text(encoding="utf-8"),
                   encoding="utf-8")
    graph = import_graph(copy)
    assert "table" in graph["dom"] - ALLOWED["dom"]
    assert any(c[0] == c[-1] and {"dom", "table"} <= set(c) for c in circles(graph))
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == [["a", "b", "c", "a"]]
    assert circles({"a": {"b"}, "b": set()}) == []
