"""Time of ``legal_actions()`` for the biggest hands: Rummy 500, 5 players (two decks and
jokers), after a seat took a discard pile of 60+ cards (hands of 60-70 cards).

    .venv/bin/python benchmarks/bench_listing.py            # 30 games
    .venv/bin/python benchmarks/bench_listing.py --games 8

Each game: every seat draws from the stock and discards a random card until the pile
holds 60+ cards; the next seat takes the whole pile (its bottom card must then be used),
and plays on with random legal actions. Every state of that turn while the hand holds 40+
cards is listed once: never-repeated states,
``cold`` (the first listing of the state) and ``kept`` (asked again: the listing the game
keeps until the state changes) reported apart. Times: the thread's CPU time and wall time.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rummy_lab import Game, variant  # noqa: E402

RULES = variant("rummy500")


def to_the_deep_pick(seed: int) -> tuple[Game, random.Random] | None:
    """A game just after a seat took a pile of 60+ cards (None: the stock ran out first)."""
    rng, game = random.Random(seed), Game(RULES, 5, seed=seed)
    while game.phase in ("draw", "play"):
        legal = game.legal_actions()
        if game.phase == "draw":
            pile = game.discard_pile
            if len(pile) >= 60:
                take = next((a for a in legal if a.kind == "take" and a.card is pile[0]), None)
                if take is not None:
                    game.apply(take)
                    return game, rng
            game.apply(next(a for a in legal if a.kind in ("draw", "end_hand")))
        else:
            discards = [a for a in legal if a.kind == "discard"]
            game.apply(rng.choice(discards) if discards else legal[0])
    return None


def timed(call) -> tuple[float, float, list]:
    wall, cpu = time.perf_counter(), time.thread_time()
    out = call()
    return time.thread_time() - cpu, time.perf_counter() - wall, out


def spread(samples: list[float]) -> str:
    s = sorted(samples)
    p99 = s[min(len(s) - 1, int(0.99 * len(s)))]
    return (f"{1000 * statistics.median(s):.1f} | {1000 * p99:.1f} | {1000 * s[-1]:.1f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30)
    args = parser.parse_args()
    load, started = os.getloadavg()[0], time.perf_counter()
    cold_cpu, cold_wall, kept_cpu, sizes, counts = [], [], [], [], []
    seed = 0
    games = 0
    while games < args.games:
        seed += 1
        found = to_the_deep_pick(10_000 + seed)
        if found is None:
            continue
        games += 1
        game, rng = found
        while game.phase in ("draw", "play") and len(game.hands[game.current]) >= 40:
            cpu, wall, legal = timed(game.legal_actions)
            kept, _, again = timed(game.legal_actions)
            assert again == legal
            if game.phase == "play":
                cold_cpu.append(cpu)
                cold_wall.append(wall)
                kept_cpu.append(kept)
                sizes.append(len(game.hands[game.current]))
                counts.append(len(legal))
            game.apply(rng.choice(legal))
    print(f"legal_actions() on big hands: Rummy 500, 5 players, after a 60+ card pile was "
          f"taken; {games} games; load average before: {load:.2f}\n")
    print("| listing | states | hand size (min–max) | actions listed median (max) "
          "| p50 ms | p99 ms | max ms |")
    print("|---|---|---|---|---|---|---|")
    hands = f"{min(sizes)}–{max(sizes)}"
    acts = f"{statistics.median(counts):.0f} ({max(counts)})"
    print(f"| cold, CPU | {len(sizes)} | {hands} | {acts} | {spread(cold_cpu)} |")
    print(f"| cold, wall | {len(sizes)} | {hands} | {acts} | {spread(cold_wall)} |")
    print(f"| kept (asked again), CPU | {len(sizes)} | {hands} | {acts} | {spread(kept_cpu)} |")
    big = [c for c, n in zip(cold_cpu, sizes) if n >= 60]
    if big:
        print(f"| cold, CPU, hands of 60+ cards | {len(big)} | "
              f"{min(n for n in sizes if n >= 60)}–{max(sizes)} | - | {spread(big)} |")
    print(f"\nPython {sys.version.split()[0]}; {time.perf_counter() - started:.0f} s; load "
          f"average after: {os.getloadavg()[0]:.2f}. Only play-phase states are counted "
          "(a draw listing is short).")


if __name__ == "__main__":
    main()
