"""Latency of the Hint button and of bot decisions (issue 10), and the solver's worst hands.

Part 1, per variant x player count: a table where every seat is a learner who always
draws from the stock and discards a random card (so the discard pile grows as long as
the stock allows: 60+ cards in 5-8 player Rummy 500). At every few positions (every
second one once the pile holds 40+ cards or the seat 20+) the whole decision is timed
(building the seat's view included): the coach's ``hint()`` with its defaults
(HINT_NODES and HINT_SECONDS), a hard bot as an interactive table runs it (DEFAULT_NODES
and BOT_SECONDS), and a hard and a medium bot as shared tables and simulate() run them
(DEFAULT_NODES only: the same move on every machine). Every position is new.
Where Rummy 500 lets a seat take the whole pile, it is taken once the pile holds 60+
cards (7-8 players, whose pile stays below 60: when the stock is nearly gone) and the
positions after it (hands of 50-70 cards, 'big' rows) are timed too.
``cold``: the solver caches are cleared before the call; ``as played``: whatever the
previous decisions of the game left in them. Wall time (what the learner waits) and the
thread's CPU time are both given, and the share of answers not proven best.
Part 1 also times the issue's worst case: 5-player Rummy 500, a 65-card pile, the hand
9C.1 JK AD.1 JK.1 4D 10D 4H (hint() took 84.5 s before issue 10).

Part 2, the worst hands: the hands of issue 10 and random 40-card hands from two decks
and four jokers, exact, by the old solver (tests/old_solver.py) and the current one,
each hand solved once per solver (caches cleared before each).

    .venv/bin/python benchmarks/hint_latency.py --quick     # part 1, writes results/
    .venv/bin/python benchmarks/hint_latency.py --part both
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE.parent / "tests"))

from helpers.issue_cases import ISSUE_CASE, issue_case, learner_move  # noqa: E402

from rummy_lab import Game, variant  # noqa: E402
from rummy_lab.ai import solver, strategy  # noqa: E402
from rummy_lab.ai.bots import make_bot  # noqa: E402
from rummy_lab.ai.hints import hint  # noqa: E402
from rummy_lab.ai.lp_bound import warm_up  # noqa: E402
from rummy_lab.ai.solver import cover_kernel  # noqa: E402
from rummy_lab.core.cards import make_deck, parse_cards  # noqa: E402
from rummy_lab.ui.table import BOT_SECONDS  # noqa: E402

PLAYERS = {"basic": range(2, 7), "rummy500": range(2, 9), "pool500": range(2, 7)}
ISSUE_HANDS = {
    "hill-climbed 40 (issue 10)": "JK JK.1 JK.2 JK.3 AS.1 AH AH.1 AD AC.1 2S.1 2H 2H.1 2D 2D.1 "
    "2C 2C.1 3S 3H 3H.1 3C 3C.1 4S 4S.1 4H 4H.1 4D 4D.1 4C.1 5S 5S.1 5H.1 5D 5C 6S 6H 6H.1 "
    "6C 7S.1 7C 7C.1",
}
TWO_DECKS = variant("rummy500", decks_by_players=((2, 2, 4),))


def cold() -> None:
    strategy._recent.__dict__.clear()
    solver.moves.gains_for.cache_clear()
    solver.fast.clear_tables()


def timed(call) -> tuple[float, float, object]:
    wall, cpu = time.perf_counter(), time.thread_time()
    out = call()
    return time.perf_counter() - wall, time.thread_time() - cpu, out


class Cell:
    """Samples of one kind of call in one variant x player count."""

    def __init__(self) -> None:
        self.wall: list[float] = []
        self.cpu: list[float] = []
        self.unproven = 0

    def add(self, wall: float, cpu: float, proven: bool) -> None:
        self.wall.append(wall)
        self.cpu.append(cpu)
        self.unproven += not proven

    def row(self) -> str:
        if not self.wall:
            return "-"
        return (f"wall {_spread(self.wall)} | cpu {_spread(self.cpu)} | n {len(self.wall):3d} "
                f"unproven {100 * self.unproven / len(self.wall):3.0f} %")


def _spread(samples: list[float]) -> str:
    """p50 p99 max in ms."""
    s = sorted(samples)
    p99 = s[min(len(s) - 1, int(0.99 * len(s)))]
    return f"{1000 * statistics.median(s):5.0f} {1000 * p99:5.0f} {1000 * s[-1]:5.0f}"


KINDS = ("hint cold", "hard bot, table", "hard bot, shared", "medium bot, shared")


def bots(seed: int) -> dict:
    """The timed bots: a hard one as an interactive table runs it (a wall-clock bound
    besides its nodes), a hard and a medium one as shared tables and simulate() do."""
    return {"hard bot, table": make_bot("hard", seed=seed, seconds=BOT_SECONDS),
            "hard bot, shared": make_bot("hard", seed=seed),
            "medium bot, shared": make_bot("medium", seed=seed)}


def time_position(game: Game, seat: int, players: dict, cells: dict, big: bool) -> None:
    """Time the whole of each decision for ``seat`` (the view built inside the timing)."""
    cold()
    wall, cpu, h = timed(lambda: hint(game, seat))
    cells[("hint cold", big)].add(wall, cpu, h.proven)
    for label, bot in players.items():
        wall, cpu, _ = timed(lambda b=bot: b.choose(game, seat))
        cells[(label, big)].add(wall, cpu, bot.last_proven)


def play_cell(name: str, n: int, seed: int, games: int, stride: int, cells: dict,
              cap: int = 60) -> int:
    """Time hints and bot moves along learner games (every ``stride``-th position, and
    every second position once the pile holds 40+ cards or the seat 20+); return the
    largest pile seen. A game stops after ``cap`` timed positions or when the pile is
    turned over."""
    rules = variant(name)
    rng = random.Random(seed)
    players = bots(seed)
    biggest, step = 0, 0
    for game_no in range(games):
        game = Game(rules, n, seed=seed * 1000 + game_no)
        took = False
        timed_here = top = 0
        while game.phase in ("draw", "play") and timed_here < cap:
            seat = game.current
            pile = len(game.discard_pile)
            if pile < top // 2 and not took:
                break  # the stock ran out and the pile was turned over
            top = max(top, pile)
            biggest = max(biggest, pile)
            deep = (not took and rules.draw_from_discard == "any"
                    and (pile >= 60 or len(game.hand.stock) < n))  # 7-8 seats: no 60
            big = len(game.hands[seat]) > 20
            step += 1
            if step % (2 if pile >= 40 or big else stride) == 0:
                timed_here += 1
                time_position(game, seat, players, cells, big)
            action = learner_move(game, rng, deep)
            took = took or action.kind == "take"
            game.apply(action)
    return biggest


def issue_table(repeats: int) -> list[str]:
    game = issue_case()
    cells: dict = {(k, False): Cell() for k in KINDS}
    for i in range(repeats):
        time_position(game, game.current, bots(i), cells, False)
    lines = [f"issue case: 5-player Rummy 500, 65-card pile, hand {ISSUE_CASE} "
             f"(was 84.5 s), {repeats} runs each"]
    lines += [f"  {kind:22s}     {cell.row()}" for (kind, _), cell in cells.items()]
    print("\n".join(lines), flush=True)
    return lines


def latency_table(quick: bool, only: str | None = None, players: int | None = None,
                  cap: int = 60) -> list[str]:
    lines = ["Part 1: hint and bot decision latency (the whole decision), ms: p50 p99 max of",
             "  wall time, then of the thread's CPU time; learner games always drawing from the",
             "  stock; 'big': the seat holds more than 20 cards (after taking a deep pile);",
             f"  hint: HINT_NODES + HINT_SECONDS; table bot: DEFAULT_NODES + {BOT_SECONDS} s;",
             "  shared bots: DEFAULT_NODES only (deterministic)"]
    lines += issue_table(5 if quick else 20)
    games, stride = (1, 6) if quick else (2, 3)
    for name, counts in PLAYERS.items():
        if only and name != only:
            continue
        for n in counts:
            if players and n != players:
                continue
            cells: dict = {(k, big): Cell() for k in KINDS for big in (False, True)}
            biggest = play_cell(name, n, 7 + n, games, stride, cells, cap)
            lines.append(f"{name} {n} players (largest pile {biggest})")
            for (kind, big), cell in cells.items():
                if cell.wall:
                    lines.append(f"  {kind:22s}{' big' if big else '    '} {cell.row()}")
            print("\n".join(lines[-9:]), flush=True)
    return lines


def worst_table(quick: bool) -> list[str]:
    from old_solver_from_git import load_old_solver

    old_solver = load_old_solver()

    lines = ["Part 2: exact best_arrangement, ms (each hand once per solver, caches cold); "
             "random hands: thread CPU time (the machine is shared)"]
    rng = random.Random(2026)
    deck = make_deck(2, 4)
    jokers = [c for c in deck if c.is_joker]
    naturals = [c for c in deck if not c.is_joker]
    hands = {k: parse_cards(v) for k, v in ISSUE_HANDS.items()}
    randoms = [jokers + rng.sample(naturals, 36) for _ in range(40 if quick else 200)]
    for label, fn in (("old", old_solver.best_arrangement), ("new", solver.best_arrangement)):
        for k, hand in hands.items():
            cold()
            wall, cpu, arr = timed(lambda f=fn, h=hand: f(h, TWO_DECKS))
            lines.append(f"  {label} {k:28s} {1000 * wall:7.0f} ms (cpu {1000 * cpu:.0f}) "
                         f"score {arr.score}")
        walls, scores = [], []
        for hand in randoms:
            cold()
            _, cpu, arr = timed(lambda f=fn, h=hand: f(h, TWO_DECKS))
            walls.append(cpu)
            scores.append(arr.score)
        walls.sort()
        over = sum(w > 0.1 for w in walls) / len(walls)
        lines.append(f"  {label} random 40 cards, 2 decks + 4 jokers x{len(walls)}: p50 "
                     f"{1000 * statistics.median(walls):.0f} p99 "
                     f"{1000 * walls[int(0.99 * len(walls)) - 1]:.0f} max "
                     f"{1000 * walls[-1]:.0f} ms, over 100 ms {100 * over:.0f} %, "
                     f"score sum {sum(scores)}")
        print("\n".join(lines[-2:]), flush=True)
    return lines


FIRST = """import sys, time
sys.path[:0] = {paths!r}
from helpers.issue_cases import issue_case
from rummy_lab.ai.hints import hint
{warm}game = issue_case()
began = time.perf_counter()
got = hint(game, game.current)
print(round(1000 * (time.perf_counter() - began)), got.proven, "numpy" in sys.modules)
"""
WARM = "from rummy_lab.ai.lp_bound import warm_up\nwarm_up()\n"


def first_hints(runs: int = 3) -> list[str]:
    """The first hint in a fresh process (the issue case): without and with the warm-up
    a table does when it opens (numpy for the LP prices); the warm-up is not timed."""
    lines = ["first hint in a fresh process, issue case (ms, proven, numpy loaded after)"]
    paths = [str(HERE.parent), str(HERE.parent / "tests")]
    for label, warm in (("no warm-up", ""), ("numpy warmed up first", WARM)):
        got = [subprocess.run([sys.executable, "-c", FIRST.format(paths=paths, warm=warm)],
                              capture_output=True, text=True, timeout=300).stdout.strip()
               for _ in range(runs)]
        lines.append(f"  {label:24s} {' | '.join(got)}")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--part", choices=("1", "2", "both"), default="1")
    parser.add_argument("--variant", help="part 1 for this variant only")
    parser.add_argument("--players", type=int, help="part 1 for this player count only")
    parser.add_argument("--cap", type=int, default=60, help="timed positions per game")
    parser.add_argument("--out", type=Path, default=HERE / "results" / "hint_latency.txt")
    args = parser.parse_args()
    began = time.perf_counter()
    head = [f"$ .venv/bin/python benchmarks/hint_latency.py {' '.join(sys.argv[1:])}",
            f"hint_latency.py{' --quick' if args.quick else ''}, "
            f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, "
            f"load average before {os.getloadavg()}, cpus {os.cpu_count()}",
            "(a shared machine: other helpers' jobs ran too; the load averages say how much)"]
    body = []
    if args.part in ("2", "both"):
        body += worst_table(args.quick)
    if args.part in ("1", "both"):
        body += first_hints()
        warm_up()  # as a table does when it opens
        cover_kernel.warm_up(wait=True)  # a table compiles it in the background too
        body.append(f"cover kernel compiled before part 1 in {cover_kernel.compile_seconds():.2f} s "
                    f"(numba disk cache used: {cover_kernel._state['cached']})")
        body += latency_table(args.quick, args.variant, args.players, args.cap)
    body.append(f"load average after {os.getloadavg()}; wall {time.perf_counter() - began:.0f} s")
    text = "\n".join(head + body) + "\n"
    args.out.write_text(text)
    print(text)


if __name__ == "__main__":
    main()
