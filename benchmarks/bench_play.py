"""Random full games: rummy_lab's engine against RLCard's and OpenSpiel's game loops.

    .venv/bin/python benchmarks/bench_play.py            # 5 passes of 200 hands each
    .venv/bin/python benchmarks/bench_play.py --quick    # 2 passes of 40
    .venv/bin/python benchmarks/bench_play.py --no-install   # peers as installed

Every library plays the same number of 2-player hands per pass, each from fresh seeds,
choosing uniformly among its legal actions until the hand is over, in a fresh process:
* rummy_lab: ``Game(variant("basic"), 2)``, ``legal_actions()`` + ``apply()`` (every
  rule checked); also with ``max_turnovers=0`` (the stock is used once, like gin rummy);
* RLCard: its own game loop, ``rlcard.games.gin_rummy.game.GinRummyGame``:
  ``init_game()``, ``judge.get_legal_actions()``, ``step()`` (not the RL wrapper
  ``env.run``, which also encodes numpy observations every step);
* OpenSpiel: ``pyspiel.load_game("gin_rummy")``: ``legal_actions()`` +
  ``apply_action()`` on its C++ state (chance nodes: a uniform choice among the
  outcomes, not counted as actions).
Times are the process's CPU time (robust on a shared machine); we report median and
min-max over the passes and, pass by pass, the ratio of each peer's time per hand (and
per action) to rummy_lab's. The games differ (gin rummy is not Basic Rummy): see the
caveats printed under the table.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
PEERS = HERE / ".peers"

LOOPS = {
    "rummy_lab": """
import random, sys
sys.path.insert(0, ROOT)
from rummy_lab import Game, variant
rules = variant("basic", **OPTIONS)
def play(seed, rng):
    game, n = Game(rules, 2, seed=seed), 0
    while game.phase in ("draw", "play"):
        game.apply(rng.choice(game.legal_actions()))
        n += 1
    return n
""",
    "rlcard": """
import numpy as np
from rlcard.games.gin_rummy.game import GinRummyGame
game = GinRummyGame()
def play(seed, rng):
    game.np_random = np.random.RandomState(seed)
    game.init_game()
    n = 0
    while not game.is_over():
        game.step(rng.choice(game.judge.get_legal_actions()))
        n += 1
    return n
""",
    "openspiel": """
import pyspiel
game = pyspiel.load_game("gin_rummy")
def play(seed, rng):
    state, n = game.new_initial_state(), 0
    while not state.is_terminal():
        if not state.is_chance_node():
            n += 1
        state.apply_action(rng.choice(state.legal_actions()))
    return n
""",
}

TIMER = """
import json, random, time
hands, first = int(HANDS), int(FIRST)
wall, cpu, actions = time.perf_counter(), time.process_time(), 0
for i in range(first, first + hands):
    actions += play(i, random.Random(i))
print(json.dumps({"cpu": time.process_time() - cpu, "wall": time.perf_counter() - wall,
                  "actions": actions}))
"""

ROWS = {"rummy_lab basic": ("rummy_lab", {}),
        "rummy_lab basic, stock used once": ("rummy_lab", {"max_turnovers": 0}),
        "RLCard GinRummyGame": ("rlcard", {}),
        "OpenSpiel gin_rummy": ("openspiel", {})}


def run(lib: str, options: dict, hands: int, first: int) -> dict:
    from bench_solver import peer_python

    python = sys.executable if lib == "rummy_lab" else str(peer_python(lib))
    code = (LOOPS[lib].replace("ROOT", repr(str(HERE.parent)))
            .replace("OPTIONS", repr(options)) + TIMER.replace("HANDS", str(hands))
            .replace("FIRST", str(first)))
    done = subprocess.run([python, "-c", code], capture_output=True, text=True)
    if done.returncode:
        raise RuntimeError(done.stderr.strip().splitlines()[-1])
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=200)
    parser.add_argument("--passes", type=int, default=5)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--no-peers", action="store_true")
    parser.add_argument("--no-install", action="store_true",
                        help="use the peers in benchmarks/.peers as they are")
    args = parser.parse_args()
    if args.quick:
        args.hands, args.passes = 40, 2
    sys.path.insert(0, str(HERE))
    from bench_solver import _range, ensure_peers

    status = {} if args.no_peers else ensure_peers(install=not args.no_install)
    rows = {name: spec for name, spec in ROWS.items()
            if spec[0] == "rummy_lab" or status.get(spec[0]) == "ok"}
    load, started = os.getloadavg()[0], time.perf_counter()
    got: dict[str, list[dict]] = {name: [] for name in rows}
    names = list(rows)
    for p in range(args.passes):
        first = 1_000_000 * (p + 1)  # fresh seeds every pass
        for name in names[p % len(names):] + names[:p % len(names)]:
            got[name].append(run(*rows[name], args.hands, first))
    base, once = got["rummy_lab basic"], got["rummy_lab basic, stock used once"]
    print(f"2-player random full games, {args.passes} passes of {args.hands} hands; "
          f"load average before: {load:.2f}\n")
    print("| game loop | hands/s (CPU) median (min–max) | actions/hand | µs/action (CPU) "
          "| rummy_lab basic ×faster per hand | rummy_lab stock used once ×faster per hand "
          "| rummy_lab basic ×faster per action |")
    print("|---|---|---|---|---|---|---|")
    for name, runs in got.items():
        per_hand = [args.hands / r["cpu"] for r in runs]
        per_action = [r["cpu"] / r["actions"] * 1e6 for r in runs]
        hand_ratio = [r["cpu"] / b["cpu"] for r, b in zip(runs, base)]
        once_ratio = [r["cpu"] / b["cpu"] for r, b in zip(runs, once)]
        action_ratio = [(r["cpu"] / r["actions"]) / (b["cpu"] / b["actions"])
                        for r, b in zip(runs, base)]
        print(f"| {name} | {_range(per_hand, '{:.0f}')} "
              f"| {statistics.median(r['actions'] for r in runs) / args.hands:.0f} "
              f"| {_range(per_action, '{:.1f}')} | {_range(hand_ratio, '{:.2f}')}× "
              f"| {_range(once_ratio, '{:.2f}')}× "
              f"| {_range(action_ratio, '{:.2f}')}× |")
    for name, state in status.items():
        if state != "ok":
            print(f"\n{name}: unavailable: {state}")
    print(f"\nPython {sys.version.split()[0]}; {time.perf_counter() - started:.0f} s; load "
          f"average after: {os.getloadavg()[0]:.2f}. Ratios: the row's CPU time over "
          "rummy_lab's in the same pass (above 1: rummy_lab is faster).\n"
          "Caveats: gin rummy (RLCard, OpenSpiel) and Basic Rummy are different games. A "
          "gin hand ends when the stock is down to two cards; a random Basic hand rarely "
          "goes out and by the rules turns the stock over twice (the 'stock used once' "
          "row is the like-for-like length). The actions differ too: rummy_lab's "
          "play phase has meld and lay-off actions, gin rummy has knock and (OpenSpiel) "
          "meld-layout actions; RLCard and OpenSpiel list far fewer actions per turn.")


if __name__ == "__main__":
    main()
