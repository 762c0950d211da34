"""Scoring tables, derived from a game's hand results.

Which parts of a score a table shows is decided by the variant's rules, in one place
(:func:`score_columns`): a part that cannot be anything but 0 under the rules (what was
placed in Basic Rummy, the Rommé bonus where ``romme_multiplier`` is 1, the pool where
there is none, the cards in hand under cutthroat scoring) is left out. Headers are words
of the message catalog (``col_*``) in the reader's language.
"""

from __future__ import annotations

from html import escape

import pandas as pd

from ..core.scoring import ENDINGS, HandResult, score_cards
from ..core.variants import Rules
from ..i18n.messages import capitalized, t, title_of

__all__ = ["score_columns", "seat_rows", "result_frame", "result_html", "scenario_table",
           "romme_table", "compare_table", "hand_table", "score_table"]

# column key (the catalog's ``col_<key>``) → SeatScore attribute
_PARTS = {"placed": "placed", "in hand": "in_hand", "Rommé bonus": "romme_bonus",
          "pool": "pool", "points": "points"}


def score_columns(rules: Rules) -> tuple[str, ...]:
    """The score parts that mean something under ``rules``, in table order (keys of the
    catalog's ``col_*`` headers): ``points`` always, the others only where they can be
    other than 0."""
    shown = {"placed": rules.scoring != "winner_collects",
             "in hand": rules.scoring != "cutthroat",
             "Rommé bonus": rules.romme_multiplier > 1,
             "pool": rules.pool_size > 0,
             "points": True}
    return tuple(key for key, on in shown.items() if on)


def seat_rows(rules: Rules, players: list[str], result: HandResult,
              total: bool = True) -> list[dict[str, object]]:
    """One dict per player: ``player``, the parts of :func:`score_columns` and ``total``."""
    cols = score_columns(rules)
    rows = []
    for i, (name, seat) in enumerate(zip(players, result.seats)):
        row: dict[str, object] = {"player": name}
        row.update({c: getattr(seat, _PARTS[c]) for c in cols})
        if total:
            row["total"] = result.totals[i]
        rows.append(row)
    return rows


def _head(key: str, lang: str) -> str:
    """The header of column ``key`` in ``lang``, capitalised: "In hand", "Auf der Hand"."""
    return capitalized(t(f"col_{key}", lang))


def _headers(columns, lang: str) -> dict[str, str]:
    return {c: _head(c, lang) for c in columns}


def result_frame(rules: Rules, players: list[str], result: HandResult, lang: str = "en",
                 total: bool = True) -> pd.DataFrame:
    """A hand's scores, one row per player (index: the player), human headers in ``lang``."""
    rows = seat_rows(rules, players, result, total)
    frame = pd.DataFrame(rows).set_index("player")
    frame.index.name = _head("player", lang)
    return frame.rename(columns=_headers(frame.columns, lang))


def result_html(rules: Rules, players: list[str], result: HandResult, lang: str = "en",
                total: bool = True, css: str = "rl-grid") -> str:
    """The same table as :func:`result_frame`, as an HTML table (points signed, bold)."""
    rows = seat_rows(rules, players, result, total)
    keys = [k for k in rows[0] if k != "player"]
    head = "".join(f"<th>{escape(_head(k, lang))}</th>" for k in ("player", *keys))

    def cell(key: str, value: object) -> str:
        if key == "points":
            return f"<td class='rl-num rl-points'><b>{value:+d}</b></td>"
        return f"<td class='rl-num rl-{key.replace(' ', '-')}'>{value}</td>"
    body = "".join(f"<tr><th>{escape(str(r['player']))}</th>"
                   + "".join(cell(k, r[k]) for k in keys) + "</tr>" for r in rows)
    return (f"<table class='{css}'><thead><tr>{head}</tr></thead>"
            f"<tbody>{body}</tbody></table>")


def scenario_table(scenario, lang: str = "en") -> pd.DataFrame:
    """A :class:`~rummy_lab.formats.scenarios.Scenario` scored under its own rules, only
    the parts that mean something there, with human headers (for the lesson notebooks)."""
    return result_frame(scenario.rules, scenario.players, scenario.score(), lang)


def romme_table(scenario, lang: str = "en") -> pd.DataFrame:
    """One hand, the same cards, scored without and with a Rommé: the points of every
    player (index) in two columns. The scenario's own ``romme`` flag is ignored."""
    if scenario.winner is None:
        raise ValueError("romme_table needs a scenario in which somebody went out")
    data = {}
    for key, romme in (("explorer_without_romme", False), ("explorer_with_romme", True)):
        res = score_cards(scenario.rules, scenario.hands, scenario.table, how="out",
                          winner=scenario.winner, romme=romme, scores=scenario.scores,
                          pool=scenario.pool)
        data[capitalized(t(key, lang))] = list(res.points)
    return pd.DataFrame(data, index=pd.Index(scenario.players, name=_head("player", lang)))


def compare_table(scenario, names=("basic", "rummy500", "pool500"),
                  lang: str = "en") -> pd.DataFrame:
    """Points per player (index) under each variant (columns, their titles in ``lang``):
    the same cards, what a variant forbids left out (see ``Scenario.with_variant``)."""
    data = {}
    for name in names:
        other = scenario.with_variant(name)
        title = title_of(other.rules)
        data[title.render(lang) if hasattr(title, "render") else str(title)] = \
            list(other.score().points)
    return pd.DataFrame(data, index=pd.Index(scenario.players, name=_head("player", lang)))


def hand_table(game) -> pd.DataFrame:
    """One row per (hand, player): the parts of :func:`score_columns`, total, went out,
    ended by (machine keys; the scoreboard translates them)."""
    cols = score_columns(game.rules)
    rows = []
    for res in game.results:
        for row, seat in zip(seat_rows(game.rules, game.players, res), range(game.n)):
            rows.append({"hand": res.number, **row, "went out": res.winner == seat,
                         "ended by": ENDINGS[res.ended_by]})
    columns = ["hand", "player", *cols, "total", "went out", "ended by"]
    return pd.DataFrame(rows, columns=columns)


def score_table(game) -> pd.DataFrame:
    """Running totals: one row per hand, one column per player (index = hand number)."""
    data = {name: [r.totals[i] for r in game.results] for i, name in enumerate(game.players)}
    frame = pd.DataFrame(data, index=pd.Index([r.number for r in game.results], name="hand"))
    return frame
