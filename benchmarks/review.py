"""CPU time of reviewing one seat's game (issue 25): Rummy 500, four players, three hands.

Every run is a fresh game (seed after seed): seat 0, the learner, is an Easy bot (it makes
the mistakes a review is for), the other seats are Medium bots; the game stops after three
hands. Only :func:`rummy_lab.practice.review` of seat 0 is timed, in CPU time of this
process (``time.process_time``), with the solver caches of the previous run left as a
kernel would have them. The progress bar over the runs is the review's own, in the
language asked (``--lang de``). The budget: p99 below 3 s.

Also per decision (the CPU time between two of the review's progress calls) and how
many decisions the first budget (REVIEW_NODES) did not prove, so that they were judged
again with DEEPER times the nodes, and how many stayed unproven (given no verdict).
``--big``: instead, 5-6 player Rummy 500 games where a learner took a 55+ card pile
(tests/helpers/deep_positions.py), reviewed for that seat up to its first turn with
the big hand.

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

from helpers.deep_positions import big_hand_positions  # noqa: E402
from helpers.review import play_vs_bots  # noqa: E402

from rummy_lab.practice import review  # noqa: E402
from rummy_lab.practice.review_follow import Follower  # noqa: E402
from rummy_lab.practice.review_progress import ReviewBar  # noqa: E402
from rummy_lab.practice.review_values import DEEPER, REVIEW_NODES  # noqa: E402

BUDGET = 3.0  # seconds of CPU, p99


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))
    return ordered[k]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--variant", default="rummy500")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--big", action="store_true", help="games where a learner took a big pile")
    ap.add_argument("--first-seed", type=int, default=1)
    ap.add_argument("--lang", default="en")
    ap.add_argument("--no-write", action="store_true")
    args = ap.parse_args(argv)
    times, decisions, costly, each, deeper = [], [], [], [], [0]
    judged = Follower._judged

    def counted(self, action, nodes):  # counts the decisions judged again, deeper
        deeper[0] += nodes > self.nodes
        return judged(self, action, nodes)

    Follower._judged = counted  # type: ignore[method-assign]
    unproven = 0
    for seed in range(args.first_seed, args.first_seed + args.games):
        if args.big:
            game = next(big_hand_positions(seed, 1, 55))
            seat = game.current
        else:
            game, seat = play_vs_bots(args.variant, seed, players=args.players, hands=3), 0
        bar = ReviewBar(args.lang, leave=False)
        last = [time.process_time()]

        def progress(done, total, text, bar=bar, last=last):
            now = time.process_time()
            each.append(now - last[0])
            last[0] = now
            bar(done, total, text)

        start = last[0]
        r = review(game, seat, lang=args.lang, progress=progress)
        times.append(time.process_time() - start)
        decisions.append(len(r.items))
        costly.append(len(r.costly()))
        unproven += sum(not i.proven for i in r.items)
    p50, p90, p99 = (percentile(times, q) for q in (50, 90, 99))
    what = ("the seat that took a 55+ card pile, Rummy 500, 5-6 players, up to its big hand"
            if args.big else f"seat 0, {args.variant}, {args.players} players, 3 hands")
    lines = [
        f"review of {what}; {args.games} fresh games (seeds {args.first_seed}-"
        f"{args.first_seed + args.games - 1})",
        f"decisions reviewed per game: mean {statistics.mean(decisions):.1f}, max "
        f"{max(decisions)}; costly ones: mean {statistics.mean(costly):.1f}",
        f"CPU seconds per review: p50 {p50:.2f}  p90 {p90:.2f}  p99 {p99:.2f}  max "
        f"{max(times):.2f}  (budget p99 < {BUDGET:.0f} s: {'met' if p99 < BUDGET else 'MISSED'})",
        f"CPU ms per decision ({len(each)}): p50 {1000 * percentile(each, 50):.1f}  p99 "
        f"{1000 * percentile(each, 99):.1f}  max {1000 * max(each):.1f}",
        f"not proven within {REVIEW_NODES} nodes, judged again with {DEEPER}x: {deeper[0]}; "
        f"still unproven (no verdict): {unproven} of {sum(decisions)} items",
    ]
    print("\n".join(lines))
    if not args.no_write:
        name = "review_big.txt" if args.big else "review.txt"
        (HERE / "results" / name).write_text("\n".join(lines) + "\n")
    return 0 if p99 < BUDGET else 1


if __name__ == "__main__":
    raise SystemExit(main())
