"""CPU time of reviewing one seat's game (issue 25): Rummy 500, four players, three hands.

Every run is a fresh game (seed after seed): seat 0, the learner, is an Easy bot (it makes
the mistakes a review is for), the other seats are Medium bots; the game stops after three
hands. Only :func:`rummy_lab.practice.review` of seat 0 is timed, in CPU time of this
process (``time.process_time``), with the solver caches of the previous run left as a
kernel would have them. The progress bar over the runs is the review's own, in the
language asked (``--lang de``). The budget: p99 below 3 s.

    .venv/bin/python benchmarks/review.py            # 40 games, writes results/review.txt
    .venv/bin/python benchmarks/review.py --games 10 --lang de
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE.parent / "tests"))

from helpers.review import play_vs_bots  # noqa: E402

from rummy_lab.practice import review  # noqa: E402
from rummy_lab.practice.review_progress import ReviewBar  # noqa: E402

BUDGET = 3.0  # seconds of CPU, p99


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))
    return ordered[k]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--first-seed", type=int, default=1)
    ap.add_argument("--lang", default="en")
    ap.add_argument("--no-write", action="store_true")
    args = ap.parse_args(argv)
    times, decisions, costly = [], [], []
    for seed in range(args.first_seed, args.first_seed + args.games):
        game = play_vs_bots("rummy500", seed, players=4, hands=3)
        bar = ReviewBar(args.lang, leave=False)
        start = time.process_time()
        r = review(game, 0, lang=args.lang, progress=bar)
        times.append(time.process_time() - start)
        decisions.append(len(r.items))
        costly.append(len(r.costly()))
    p50, p90, p99 = (percentile(times, q) for q in (50, 90, 99))
    lines = [
        f"review of seat 0, Rummy 500, 4 players, 3 hands; {args.games} fresh games "
        f"(seeds {args.first_seed}-{args.first_seed + args.games - 1})",
        f"decisions reviewed per game: mean {statistics.mean(decisions):.1f}, max "
        f"{max(decisions)}; costly ones: mean {statistics.mean(costly):.1f}",
        f"CPU seconds per review: p50 {p50:.2f}  p90 {p90:.2f}  p99 {p99:.2f}  max "
        f"{max(times):.2f}  (budget p99 < {BUDGET:.0f} s: {'met' if p99 < BUDGET else 'MISSED'})",
    ]
    print("\n".join(lines))
    if not args.no_write:
        (HERE / "results" / "review.txt").write_text("\n".join(lines) + "\n")
    return 0 if p99 < BUDGET else 1


if __name__ == "__main__":
    raise SystemExit(main())
