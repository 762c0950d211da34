"""Simulating many hands between bots: deterministic, with progress, optionally parallel.

Each hand is independent: hand ``i`` is dealt from a seed derived from ``(seed, i)``
with the deal rotating, so a serial run and a run through any
``concurrent.futures.Executor`` (a process pool, Dask, Ray…) give identical tables.
"""

from __future__ import annotations

import math
import os
import random
from collections.abc import Callable, Iterator
from concurrent.futures import Executor, as_completed

import pandas as pd

from ..core.errors import RummyError
from ..core.game import Game
from ..core.phases import TURN_PHASES
from ..core.variants import Rules
from .bots import BOT_LEVELS, Bot, make_bot

__all__ = ["simulate", "summarize", "play_hand"]

TASKS_PER_WORKER = 4  # default split: a few big tasks per worker
MAX_CHUNK = 2000  # hands per task at most (progress and memory per task stay small)


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
    while game.phase in TURN_PHASES:
        game.apply(bots[game.current].choose(game, game.current))
    res = game.results[-1]
    row = {"winner": res.winner, "ended_by": res.ended_by, "turns": res.turns,
           "romme": res.romme}
    for i, s in enumerate(res.seats):
        row[f"points_{i}"] = s.points
    return row


def _chunk(args: tuple) -> dict[str, list]:
    """Play hands ``start`` .. ``stop - 1``; return their rows as compact columns."""
    rules, levels, seed, start, stop = args
    n = len(levels)
    columns: dict[str, list] = {}
    for i in range(start, stop):
        row = {"hand": i, **play_hand(rules, levels, _hand_seed(seed, i), dealer=i % n)}
        for key, value in row.items():
            columns.setdefault(key, []).append(value)
    return columns


def _workers(executor: Executor) -> int:
    """How many tasks ``executor`` runs at once (process/thread pools, Dask's executor)."""
    client = getattr(executor, "_client", None)  # distributed.Client(...).get_executor()
    if client is not None:
        return max(1, sum(client.nthreads().values()))
    return max(1, getattr(executor, "_max_workers", None) or os.cpu_count() or 1)


def _spans(hands: int, executor: Executor | None, chunk_size: int | None) -> list[range]:
    """Hand index ranges, one task each: a few big tasks per worker by default (few
    round trips, balanced tails), at most 2,000 hands each so progress keeps moving;
    serially, about a hundredth of the hands each (progress steps, no cost)."""
    if chunk_size is None:
        tasks = 100 if executor is None else _workers(executor) * TASKS_PER_WORKER
        chunk_size = min(MAX_CHUNK, max(1, -(-hands // tasks)))
    return [range(a, min(a + chunk_size, hands)) for a in range(0, hands, chunk_size)]


def simulate(rules: Rules, players: list, hands: int = 100, seed: int = 0,
             executor: Executor | None = None,
             progress: bool | Callable[[int, int], object] = True,
             chunk_size: int | None = None) -> pd.DataFrame:
    """Play ``hands`` independent hands between bot ``players`` ('easy', 'medium', 'hard').

    Returns one row per hand: hand index, winner seat (or NaN), ``points_<seat>``,
    turns, ending. ``executor``: any ``concurrent.futures.Executor`` (a
    ``ProcessPoolExecutor``, or ``distributed.Client(...).get_executor()`` for a Dask
    cluster); tasks carry only the rules, the bot levels, the seed and a range of hand
    numbers. ``progress``: True shows a tqdm bar on long runs; a callable is called
    with ``(hands done, hands in all)`` after each task.
    """
    levels = [_bot_spec(p) for p in players]
    if not rules.min_players <= len(levels) <= rules.max_players:
        raise RummyError(f"{rules.title} needs {rules.min_players}–{rules.max_players} players.")
    if not isinstance(hands, int) or hands < 1:
        raise RummyError("Simulate at least one hand.")
    jobs = [(rules, levels, seed, span.start, span.stop)
            for span in _spans(hands, executor, chunk_size if chunk_size is None
                               else max(1, chunk_size))]
    bar = _bar(hands) if progress and not callable(progress) else None
    report = progress if callable(progress) else bar
    parts: list[dict[str, list]] = []
    done = 0
    for part in _results(jobs, executor):
        parts.append(part)
        done += len(part["hand"])
        if report is not None:
            report(done, hands)
    if bar is not None:
        bar.close()
    parts.sort(key=lambda part: part["hand"][0])
    frame = pd.DataFrame({key: [v for part in parts for v in part[key]] for key in parts[0]})
    frame.attrs["players"] = levels
    frame.attrs["rules"] = rules.name
    return frame


def _results(jobs: list[tuple], executor: Executor | None) -> Iterator[dict[str, list]]:
    """Each task's columns as soon as it is done (in any order)."""
    if executor is None:
        yield from map(_chunk, jobs)
        return
    futures = [executor.submit(_chunk, job) for job in jobs]
    try:
        for future in as_completed(futures):
            yield future.result()
    finally:
        for future in futures:
            future.cancel()


class _bar:
    """A tqdm bar on long runs, moved to the count it is given."""

    def __init__(self, total: int) -> None:
        from tqdm.auto import tqdm

        self.tqdm = tqdm(total=total, desc="hands", unit="hand", disable=total < 50)

    def __call__(self, done: int, total: int) -> None:
        self.tqdm.update(done - self.tqdm.n)

    def close(self) -> None:
        self.tqdm.close()


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


def main(argv: list[str] | None = None) -> None:
    """``python -m rummy_lab.ai.simulate basic easy hard --hands 1000000 --workers 2``."""
    import argparse
    import time

    from ..core.variants import variant

    parser = argparse.ArgumentParser(prog="python -m rummy_lab.ai.simulate",
                                     description="Simulate hands between bots.")
    parser.add_argument("variant", help="rules name, e.g. basic, rummy500")
    parser.add_argument("players", nargs="+", help="bot levels: easy, medium, hard")
    parser.add_argument("--hands", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=1, help="local worker processes")
    parser.add_argument("--scheduler", help="Dask scheduler address, e.g. tcp://host:8786")
    parser.add_argument("--out", help="write one row per hand to this CSV file")
    args = parser.parse_args(argv)
    rules = variant(args.variant)
    start = time.perf_counter()
    if args.scheduler:
        from distributed import Client

        with Client(args.scheduler) as client:
            frame = simulate(rules, args.players, args.hands, args.seed,
                             executor=client.get_executor())
    elif args.workers > 1:
        from concurrent.futures import ProcessPoolExecutor

        with ProcessPoolExecutor(args.workers) as pool:
            frame = simulate(rules, args.players, args.hands, args.seed, executor=pool)
    else:
        frame = simulate(rules, args.players, args.hands, args.seed)
    seconds = time.perf_counter() - start
    if args.out:
        frame.to_csv(args.out, index=False)
    print(summarize(frame).to_string())
    print(f"{args.hands} hands in {seconds:.1f} s ({args.hands / seconds:.1f} hands/s)")


if __name__ == "__main__":
    main()
