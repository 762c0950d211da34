"""Full random-play hands per second: 2-player Basic Rummy (rummy_lab) against RLCard's
gin rummy with random agents, in the same run.

Both sides choose uniformly among the legal actions until the hand ends. RLCard runs in
its own virtual environment (benchmarks/.peers, set up by bench_solver's helper).
Random play rarely goes out, so a standard Basic Rummy hand runs through the stock three
times (two turnovers) while a gin rummy game ends when its stock runs low; the second
row (option ``max_turnovers=0``) uses the stock once, for a like-for-like length.

    .venv/bin/python benchmarks/bench_play.py            # 300 hands each, 3 rounds
    .venv/bin/python benchmarks/bench_play.py --quick
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
PEERS = HERE / ".peers"

RLCARD = """
import json, sys, time
import rlcard
from rlcard.agents import RandomAgent
n = int(sys.argv[1])
env = rlcard.make("gin-rummy", config={"seed": 1})
env.set_agents([RandomAgent(num_actions=env.num_actions) for _ in range(env.num_players)])
start = time.perf_counter(); steps = 0
for _ in range(n):
    trajectories, _ = env.run(is_training=False)
    steps += sum(len(t) // 2 for t in trajectories)
print(json.dumps({"seconds": time.perf_counter() - start, "actions": steps}))
"""


def ours(n: int, seed: int, **options) -> dict:
    sys.path.insert(0, str(HERE.parent))
    from rummy_lab import Game, variant

    rules = variant("basic", **options)
    rng = random.Random(seed)
    start = time.perf_counter()
    actions = 0
    for i in range(n):
        game = Game(rules, 2, seed=seed * 100_000 + i)
        while game.phase in ("draw", "play"):
            game.apply(rng.choice(game.legal_actions()))
            actions += 1
    return {"seconds": time.perf_counter() - start, "actions": actions}


def rlcard(n: int) -> dict | str:
    python = PEERS / "bin" / "python"
    if not python.exists():
        from bench_solver import ensure_peers

        status = ensure_peers(install=True).get("rlcard")
        if status != "ok":
            return f"RLCard unavailable: {status}"
    done = subprocess.run([str(python), "-c", RLCARD, str(n)], capture_output=True, text=True)
    if done.returncode:
        return f"RLCard failed: {done.stderr.strip().splitlines()[-1]}"
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands", type=int, default=300)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    n, rounds = (60, 1) if args.quick else (args.hands, args.rounds)
    sys.path.insert(0, str(HERE))
    best: dict[str, dict] = {}
    for r in range(rounds):  # alternate the two so both see the same machine load
        for name in ("rummy_lab basic", "rummy_lab basic, stock not turned over",
                     "RLCard gin rummy"):
            if name == "RLCard gin rummy":
                got = rlcard(n)
            else:  # the second row ends a hand when the stock runs out, like gin rummy
                got = ours(n, r, **({"max_turnovers": 0} if "not turned" in name else {}))
            if isinstance(got, str):
                print(got)
                continue
            if name not in best or got["seconds"] < best[name]["seconds"]:
                best[name] = got
    print("| random play, 2 players | hands | hands/s | actions/hand | actions/s |")
    print("|---|---|---|---|---|")
    for name, got in best.items():
        print(f"| {name} | {n} | {n / got['seconds']:.1f} | {got['actions'] / n:.0f} | "
              f"{got['actions'] / got['seconds']:.0f} |")
    peer = best.get("RLCard gin rummy")
    for name, got in best.items():
        if peer and name != "RLCard gin rummy":
            ratio = (n / got["seconds"]) / (n / peer["seconds"])
            print(f"\n{name}: hands/s ÷ RLCard games/s = {ratio:.2f}× (target 3×)", end="")
    print()

if __name__ == "__main__":
    main()
