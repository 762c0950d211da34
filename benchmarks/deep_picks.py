"""Deep-pile picks and big hands (issue 28): does the bounded decision agree with the
unlimited search, and what does the whole decision cost in CPU?

Part 1: draw decisions of 4-8 player Rummy 500 with 40-65 cards on the pile, from fresh
random and greedy games (tests/helpers/deep_positions.py; a new seed each run, printed). For the
hard and medium bots (DEFAULT_NODES, scaled for deep picks) and the coach's ``hint()``
(its defaults: HINT_NODES and HINT_SECONDS), the pick is compared with the same player
unlimited, on the positions the unlimited search decides within 250 ms of CPU. Part 2:
every bot's and the coach's whole decision on big hands (the issue case's 72 cards after taking the pile,
and fresh games where a learner took a 60+ card pile). Times are the thread's CPU time of
the whole call (the seat's view built inside), the solver caches cleared before each
call; LP (numpy) imported beforehand; plain-Python kernel unless --compiled.

    .venv/bin/python benchmarks/deep_picks.py --positions 300
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE.parent / "tests"))

from helpers.deep_positions import big_hands, deep_positions  # noqa: E402

from rummy_lab.ai import lp_bound, strategy  # noqa: E402
from rummy_lab.ai.bots import EasyBot, HardBot, MediumBot  # noqa: E402
from rummy_lab.ai.hints import hint  # noqa: E402
from rummy_lab.ai.solver import cover_kernel  # noqa: E402


def cpu(call) -> tuple[float, object]:
    strategy._recent.__dict__.clear()
    start = time.thread_time()
    out = call()
    return time.thread_time() - start, out


def spread(samples: list[float]) -> str:
    s = sorted(samples)
    p99 = s[min(len(s) - 1, int(0.99 * len(s)))]
    return f"p50 {1000 * s[len(s) // 2]:4.0f}  p99 {1000 * p99:4.0f}  max {1000 * s[-1]:4.0f} ms"


def decide(game, seat: int, level, budget: str | None):
    """The pick of a bot ``level`` (None: the coach), with its default budget or none."""
    if level is None:
        if budget is None:
            return hint(game, seat, nodes=(None, None), seconds=(None, None)).action
        return hint(game, seat).action
    bot = level(seed=0) if budget else level(seed=0, nodes=None)
    return bot.choose(game, seat)


def picks(seed: int, count: int) -> list[str]:
    players = {"hard bot": HardBot, "medium bot": MediumBot, "hint()": None}
    rows = {name: ([], [], [0, 0]) for name in players}  # bounded, unlimited, agree/of
    for game in deep_positions(seed, count):
        seat = game.current
        for name, level in players.items():
            full_t, full = cpu(lambda g=game, s=seat, lv=level: decide(g, s, lv, None))
            got_t, got = cpu(lambda g=game, s=seat, lv=level: decide(g, s, lv, "default"))
            bounded, unlimited, tally = rows[name]
            bounded.append(got_t)
            unlimited.append(full_t)
            if full_t <= 0.25:
                tally[0] += got == full
                tally[1] += 1
    lines = [f"Part 1: {count} deep-pile draw decisions (seed {seed}), CPU of the whole call"]
    for name, (bounded, unlimited, (agree, of)) in rows.items():
        lines.append(f"  {name:11s} agree {agree}/{of} ({100 * agree / of:.1f} %) | bounded "
                     f"{spread(bounded)} | unlimited {spread(unlimited)}")
    return lines


def bots(seed: int, count: int) -> list[str]:
    times: dict[str, list[float]] = {"easy": [], "medium": [], "hard": [], "hint()": []}
    sizes = []
    for game in big_hands(seed, count, depths=5):
        sizes.append(len(game.hands[game.current]))
        for bot in (EasyBot(seed=1), MediumBot(seed=1), HardBot(seed=1)):
            t, _ = cpu(lambda b=bot, g=game: b.choose(g, g.current))
            times[bot.level].append(t)
        t, _ = cpu(lambda g=game: hint(g))  # its defaults: HINT_NODES, HINT_SECONDS
        times["hint()"].append(t)
    lines = [f"Part 2: every bot's whole decision, {len(sizes)} big hands "
             f"({min(sizes)}-{max(sizes)} cards), CPU"]
    lines += [f"  {level:6s} {spread(t)}" for level, t in times.items()]
    return lines


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--positions", type=int, default=300)
    ap.add_argument("--big", type=int, default=60)
    ap.add_argument("--seed", type=int, default=None)
    ap.add_argument("--compiled", action="store_true")
    args = ap.parse_args()
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1 << 30)
    lp_bound.warm_up()
    if args.compiled:
        cover_kernel.compile_now()
    lines = (picks(seed, args.positions) if args.positions else []) + bots(seed, args.big)
    print("\n".join(lines))


if __name__ == "__main__":
    main()
