"""Simulating many hands between bots: deterministic, with progress, optionally parallel.

Each hand is independent: hand ``i`` is dealt from a seed derived from ``(seed, i)``
with the deal rotating, so a serial run and a run through any
``concurrent.futures.Executor`` (a process pool, Dask, Ray…) give identical tables.
"""

from __future__ import annotations

import math
import random
from concurrent.futures import Executor

import pandas as pd

from ..core.errors import RummyError
from ..core.game import Game
from ..core.variants import Rules
from .bots import BOT_LEVELS, Bot, make_bot

__all__ = ["simulate", "summarize", "play_hand"]


def _hand_seed(seed: int, index: int) -> int:
    return random.Random(f"{seed}/{index}").randrange(2**31)


def _bot_spec(player) -> str:
    if isinstance(player, str) and player.lower() in BOT_LEVELS:
        return player.lower()
    if isinstance(player, Bot):
        return player.level
    if isinstance(player, type) and issubclass(player, Bot):
        return player.level
    raise RummyError(f"A simulation player must be a bot level ({', '.join(BOT_LEVELS)}), "
                     f"not {player!r}.")


def play_hand(rules: Rules, levels: list[str], seed: int, dealer: int = 0) -> dict:
    """Play one hand between bots; return its row (winner, points, turns, ending)."""
    names = [f"{i + 1}:{lvl}" for i, lvl in enumerate(levels)]
    game = Game(rules, names, seed=seed, dealer=dealer)
    bots = [make_bot(lvl, seed=seed * 31 + i) for i, lvl in enumerate(levels)]
    while game.phase in ("draw", "play"):
        game.apply(bots[game.current].choose(game, game.current))
    res = game.results[-1]
    row = {"winner": res.winner, "ended_by": res.ended_by, "turns": res.turns,
           "romme": res.romme}
    for i, s in enumerate(res.seats):
        row[f"points_{i}"] = s.points
    return row


def _chunk(args: tuple) -> list[dict]:
    rules, levels, seed, indices = args
    n = len(levels)
    return [{"hand": i, **play_hand(rules, levels, _hand_seed(seed, i), dealer=i % n)}
            for i in indices]


def simulate(rules: Rules, players: list, hands: int = 100, seed: int = 0,
             executor: Executor | None = None, progress: bool = True,
             chunk_size: int = 25) -> pd.DataFrame:
    """Play ``hands`` independent hands between bot ``players`` ('easy', 'medium', 'hard').

    Returns one row per hand: hand index, winner seat (or NaN), ``points_<seat>``,
    turns, ending. A tqdm progress bar shows on long runs (notebook or terminal).
    """
    levels = [_bot_spec(p) for p in players]
    if not rules.min_players <= len(levels) <= rules.max_players:
        raise RummyError(f"{rules.title} needs {rules.min_players}–{rules.max_players} players.")
    if not isinstance(hands, int) or hands < 1:
        raise RummyError("Simulate at least one hand.")
    jobs = [(rules, levels, seed, range(a, min(a + chunk_size, hands)))
            for a in range(0, hands, chunk_size)]
    rows: list[dict] = []
    bar = _bar(hands, progress)
    results = executor.map(_chunk, jobs) if executor is not None else map(_chunk, jobs)
    for chunk in results:
        rows.extend(chunk)
        bar.update(len(chunk))
    bar.close()
    frame = pd.DataFrame(rows).sort_values("hand").reset_index(drop=True)
    frame.attrs["players"] = levels
    frame.attrs["rules"] = rules.name
    return frame


def _bar(total: int, enabled: bool):
    from tqdm.auto import tqdm

    return tqdm(total=total, desc="hands", unit="hand", disable=not enabled or total < 50)


def summarize(frame: pd.DataFrame) -> pd.DataFrame:
    """Per seat: hands, win rate with a 95 % Wilson interval, mean points with a 95 % CI."""
    levels = frame.attrs.get("players") or []
    seats = sorted(int(c.split("_")[1]) for c in frame.columns if c.startswith("points_"))
    n = len(frame)
    rows = []
    for s in seats:
        wins = int((frame["winner"] == s).sum())
        lo, hi = _wilson(wins, n)
        pts = frame[f"points_{s}"]
        half = 1.96 * pts.std(ddof=1) / math.sqrt(n) if n > 1 else float("nan")
        rows.append({"seat": s, "bot": levels[s] if s < len(levels) else "?", "hands": n,
                     "wins": wins, "win rate": wins / n, "win rate low": lo,
                     "win rate high": hi, "mean points": pts.mean(),
                     "points ci": half})
    return pd.DataFrame(rows).set_index("seat")


def _wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return (float("nan"), float("nan"))
    p = k / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return centre - half, centre + half
