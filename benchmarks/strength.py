"""Round-robin strength of the bots (Easy, Medium, Hard) in every variant.

Two-player matches; every pairing plays N hands with seats swapped halfway, so both bots
start equally often. Reports per pairing: hands, hand wins of each side with a 95 %
Wilson interval, mean point difference per hand with a 95 % CI, and whether the
stronger level is significantly ahead. Also measures decision time per move.

    .venv/bin/python benchmarks/strength.py --hands 1000
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from itertools import combinations

from rummy_lab import Game, variant
from rummy_lab.ai.bots import make_bot
from rummy_lab.ai.simulate import _wilson, simulate

LEVELS = ("easy", "medium", "hard")
VARIANTS = ("basic", "rummy500", "pool500")


def match(rules, a: str, b: str, hands: int, seed: int, executor) -> dict:
    half = hands // 2
    first = simulate(rules, [a, b], hands=half, seed=seed, executor=executor, progress=False)
    second = simulate(rules, [b, a], hands=half, seed=seed + 1, executor=executor,
                      progress=False)
    diff = list(first["points_0"] - first["points_1"]) + list(second["points_1"] - second["points_0"])
    wins_a = int((first["winner"] == 0).sum() + (second["winner"] == 1).sum())
    wins_b = int((first["winner"] == 1).sum() + (second["winner"] == 0).sum())
    mean = statistics.fmean(diff)
    half_ci = 1.96 * statistics.stdev(diff) / math.sqrt(len(diff))
    return {"variant": rules.name, "A": a, "B": b, "hands": len(diff), "wins A": wins_a,
            "wins B": wins_b, "win rate A": wins_a / len(diff),
            "win CI A": _wilson(wins_a, len(diff)), "mean diff A-B": mean, "diff CI": half_ci,
            "significant": abs(mean) > half_ci}


def decision_times(rules, level: str, hands: int = 20) -> list[float]:
    times = []
    for seed in range(hands):
        game = Game(rules, 2, seed=seed)
        bots = [make_bot(level, seed), make_bot(level, seed + 1)]
        while game.phase in ("draw", "play"):
            t = time.perf_counter()
            action = bots[game.current].choose(game, game.current)
            times.append(time.perf_counter() - t)
            game.apply(action)
    return times


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands", type=int, default=1000)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    rows = []
    started = time.time()
    with ProcessPoolExecutor(args.workers) as ex:
        for v in VARIANTS:
            rules = variant(v)
            for i, (a, b) in enumerate(combinations(LEVELS[::-1], 2)):
                rows.append(match(rules, a, b, args.hands, 1000 * i + 7, ex))
                r = rows[-1]
                print(f"{v:9} {a:>6} vs {b:<6} hands {r['hands']:5}  wins {r['wins A']:4}:{r['wins B']:<4}"
                      f" win rate A {r['win rate A']:.3f} [{r['win CI A'][0]:.3f}, {r['win CI A'][1]:.3f}]"
                      f"  mean diff {r['mean diff A-B']:+7.2f} ± {r['diff CI']:.2f}"
                      f"  {'significant' if r['significant'] else 'NOT significant'}", flush=True)
    print(f"round robin took {time.time() - started:.0f} s")
    for v in VARIANTS:
        for level in LEVELS:
            t = sorted(decision_times(variant(v), level))
            p50 = t[len(t) // 2] * 1000
            p95 = t[int(len(t) * 0.95)] * 1000
            print(f"decision time {v:9} {level:6}: median {p50:6.2f} ms  p95 {p95:6.2f} ms"
                  f"  ({len(t)} moves)")


if __name__ == "__main__":
    main()
