"""The class's results for the teacher: scores, hand histories and saved games.

Everything is read from the store's action logs (each table replayed through the engine),
so the export is exactly what was played. Three forms:

* :func:`class_results` — one row per table × hand × player (points, running total);
* :func:`hand_histories` — one row per action (table, hand, who, what, when);
* :func:`saved_games` — each table as the saved-game JSON of :mod:`rummy_lab.core.record`.

:func:`results_csv`, :func:`histories_csv` and :func:`games_zip` give the bytes the
teacher's dashboard downloads; :func:`write_class_export` writes all three to a folder.
Saved games hold the seed and every hidden card: they are for the teacher only. A CSV text
cell that a spreadsheet would read as a formula (it starts with ``= + - @``, a tab or a
carriage return: a seat named ``=HYPERLINK(...)``) is written with a leading ``'``.
"""

from __future__ import annotations

import io
import time
import zipfile
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import func, select

from ..core.game import Game
from ..core.record import game_to_json
from . import schema
from .errors import answering
from .tables import TableStore

if TYPE_CHECKING:
    import pandas as pd

__all__ = ["class_codes", "class_results", "hand_histories", "saved_games", "results_csv",
           "histories_csv", "games_zip", "write_class_export", "RESULT_COLUMNS",
           "HISTORY_COLUMNS", "inert_cell"]

RESULT_COLUMNS = ["table", "variant", "hand", "player", "points", "total"]
HISTORY_COLUMNS = ["table", "variant", "hand", "n", "player", "action", "cards", "time"]
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def class_codes(store: TableStore) -> list[str]:
    """Every class that has a table, the one with the newest table first."""
    newest = func.max(schema.tables.c.created)
    with answering("class_codes"), store.engine.connect() as conn:
        rows = conn.execute(select(schema.tables.c.class_code, newest).group_by(
            schema.tables.c.class_code).order_by(newest.desc())).all()
    return [str(code) for code, _ in rows]


def _games(store: TableStore, class_code: str) -> list[tuple[str, Game]]:
    """(code, game) for every table of the class, oldest first (the order they were made)."""
    return [(info.code, store.game(info.code)) for info in reversed(store.tables(class_code))]


def class_results(store: TableStore, class_code: str = "class") -> pd.DataFrame:
    """One row per table × scored hand × player: points of that hand and running total."""
    import pandas as pd

    rows = [{"table": code, "variant": game.rules.title, "hand": res.number, "player": name,
             "points": res.points[seat], "total": res.totals[seat]}
            for code, game in _games(store, class_code)
            for res in game.results for seat, name in enumerate(game.players)]
    return pd.DataFrame(rows, columns=RESULT_COLUMNS)


def _cards(action: dict) -> str:
    """The cards an action names, as codes separated by spaces ("" for a draw)."""
    if "cards" in action:
        return " ".join(c[0] if isinstance(c, list) else str(c) for c in action["cards"])
    return str(action.get("card", ""))


def _times(store: TableStore, code: str) -> dict[int, float]:
    with answering("hand_histories"), store.engine.connect() as conn:
        rows = conn.execute(select(schema.actions.c.n, schema.actions.c.at).where(
            schema.actions.c.code == code)).all()
    return {int(n): float(at) for n, at in rows}


def hand_histories(store: TableStore, class_code: str = "class") -> pd.DataFrame:
    """One row per action of every table: hand number, action number, player, kind,
    cards named (a draw from the stock names none) and UTC time."""
    import pandas as pd

    rows = []
    for code, game in _games(store, class_code):
        times = _times(store, code)
        replay = Game(game.rules, list(game.players), game.seed, game.first_dealer, game.start)
        for n, action in enumerate(game.history, 1):
            hand, seat = replay.hand_number, replay.current
            replay.apply(action)
            data = action.to_dict()
            stamp = times.get(n)
            rows.append({"table": code, "variant": game.rules.title, "hand": hand, "n": n,
                         "player": game.players[seat], "action": data["kind"],
                         "cards": _cards(data),
                         "time": time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime(stamp))
                         if stamp else ""})
    return pd.DataFrame(rows, columns=HISTORY_COLUMNS)


def saved_games(store: TableStore, class_code: str = "class") -> dict[str, str]:
    """Table code → the table's game as saved-game JSON (loads with ``Game.from_json``)."""
    return {code: game_to_json(game, indent=1) for code, game in _games(store, class_code)}


def inert_cell(value: object) -> object:
    """``value`` as a spreadsheet shows it without running it: text starting like a
    formula gets a leading ``'`` (numbers, negative ones included, stay numbers)."""
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        return "'" + value
    return value


def _csv(frame: pd.DataFrame) -> bytes:
    """``frame`` as UTF-8 CSV (with a byte-order mark, so spreadsheet programs read umlauts
    right), every text cell made inert."""
    return frame.map(inert_cell).to_csv(index=False).encode("utf-8-sig")


def results_csv(store: TableStore, class_code: str = "class") -> bytes:
    """:func:`class_results` as CSV."""
    return _csv(class_results(store, class_code))


def histories_csv(store: TableStore, class_code: str = "class") -> bytes:
    """:func:`hand_histories` as CSV."""
    return _csv(hand_histories(store, class_code))


def games_zip(store: TableStore, class_code: str = "class") -> bytes:
    """A zip file with one ``<table code>.json`` saved game per table."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        for code, text in saved_games(store, class_code).items():
            zf.writestr(f"{code}.json", text)
    return buf.getvalue()


def write_class_export(store: TableStore, folder: str | Path,
                       class_code: str = "class") -> list[Path]:
    """Write results.csv, hand_histories.csv and games/<code>.json into ``folder``."""
    folder = Path(folder)
    games = folder / "games"
    games.mkdir(parents=True, exist_ok=True)
    out = [folder / "results.csv", folder / "hand_histories.csv"]
    out[0].write_bytes(results_csv(store, class_code))
    out[1].write_bytes(histories_csv(store, class_code))
    for code, text in saved_games(store, class_code).items():
        path = games / f"{code}.json"
        path.write_text(text, encoding="utf-8")
        out.append(path)
    return out
