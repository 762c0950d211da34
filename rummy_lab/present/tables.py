"""Scoring tables as pandas DataFrames, derived from a game's hand results."""

from __future__ import annotations

import pandas as pd

from ..core.scoring import ENDINGS

__all__ = ["hand_table", "score_table"]


def hand_table(game) -> pd.DataFrame:
    """One row per (hand, player): placed, in hand, Rommé bonus, pool, points, total."""
    rows = []
    for res in game.results:
        for seat, s in enumerate(res.seats):
            rows.append({"hand": res.number, "player": game.players[seat],
                         "placed": s.placed, "in hand": s.in_hand,
                         "Rommé bonus": s.romme_bonus, "pool": s.pool, "points": s.points,
                         "total": res.totals[seat], "went out": res.winner == seat,
                         "ended by": ENDINGS[res.ended_by]})
    columns = ["hand", "player", "placed", "in hand", "Rommé bonus", "pool", "points", "total",
               "went out", "ended by"]
    return pd.DataFrame(rows, columns=columns)


def score_table(game) -> pd.DataFrame:
    """Running totals: one row per hand, one column per player (index = hand number)."""
    data = {name: [r.totals[i] for r in game.results] for i, name in enumerate(game.players)}
    frame = pd.DataFrame(data, index=pd.Index([r.number for r in game.results], name="hand"))
    return frame
