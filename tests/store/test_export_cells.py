"""Issue 29.5: the teacher's CSV exports run no formula in a spreadsheet.

On d81e364 a seat named ``=1+2`` was written as ``=1+2`` into results.csv and
hand_histories.csv (a spreadsheet computes 3, and ``=HYPERLINK(...)`` makes a link)."""

from __future__ import annotations

import csv
import io
import random

from rummy_lab import variant
from rummy_lab.store import TableStore
from rummy_lab.store.export import histories_csv, results_csv, write_class_export

FORMULAS = ['=HYPERLINK("//x.io","y")', "=1+2", "@SUM(1+1)", "+cmd|' /C calc'!A0",
            "-2+3", "\tTab", "\rCR"]


def _played_table(tmp_path, names):
    """A table seated by ``names`` whose first hand is played to its end."""
    store = TableStore(f"sqlite:///{tmp_path / 'tables.db'}")
    code = store.create(variant("basic", target=50), [(n, "human") for n in names],
                        class_code="x", seed=4)
    tickets = [store.claim(code, i) for i in range(len(names))]
    rng = random.Random(1)
    while not store.game(code).results:
        game = store.game(code)
        store.append(tickets[game.current], rng.choice(game.legal_actions()))
    return store


def _cells(data: bytes) -> list[list[str]]:
    return list(csv.reader(io.StringIO(data.decode("utf-8-sig"), newline="")))


def test_every_export_neutralises_formula_names(tmp_path):
    names = FORMULAS[:4]
    store = _played_table(tmp_path, names)
    written = write_class_export(store, tmp_path / "out", "x")
    for data in (results_csv(store, "x"), histories_csv(store, "x"),
                 *(p.read_bytes() for p in written if p.suffix == ".csv")):
        rows = _cells(data)
        text = [cell for row in rows[1:] for cell in row]
        for name in names:
            assert name not in text, (name, rows[:3])
            assert "'" + name in text
        assert not [c for c in text if c and c[0] in "=+@\t\r"], text
        # numbers stay numbers: a negative total is not text (basic scores are >= 0,
        # so check the points column parses)
        assert all(int(row[rows[0].index("hand")]) >= 1 for row in rows[1:])


def test_negative_numbers_stay_numbers():
    from rummy_lab.store.export import inert_cell
    assert inert_cell(-42) == -42
    for text in FORMULAS:
        assert inert_cell(text) == "'" + text
    assert inert_cell("Ada") == "Ada"
