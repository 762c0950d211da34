"""Meld-solver benchmark: rummy_lab against RLCard and OpenSpiel on the same 10-card hands.

    .venv/bin/python benchmarks/bench_solver.py            # 5 passes, 2,000 hands a set
    .venv/bin/python benchmarks/bench_solver.py --quick    # 2 passes, 300 hands
    .venv/bin/python benchmarks/bench_solver.py --no-peers # rummy_lab only

Method (the same for every library, in one run):
* every pass deals fresh hands (never repeated across passes, sets or libraries' runs);
* each (library, function, hand kind) runs in a fresh process: its first set of hands is
  timed "cold" (caches empty, as in a new kernel), a second, different set "warm";
* the input is card text ("7S", "TH", ...) and each library's own conversion into its
  card objects is inside the timing (its cost is also shown on its own);
* each hand is solved once; we report the median and min-max over the passes, and the
  ratio to each peer computed pass by pass (same pass, same hands);
* times are the process's CPU time (``time.process_time``), so that other jobs on a
  shared machine do not count; wall time is shown next to it.
Every answer is checked against rummy_lab's ``best_arrangement`` deadwood.
Then the worst case of ``best_arrangement`` (two decks, jokers, long hands: no peer has
these rules) as p50 / p99 / max per hand, each hand timed once.
The peers live in ``benchmarks/.peers`` (created here with pip; ``--no-install`` never
runs pip) and run through this same file (``--child``).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
PEERS = HERE / ".peers"
PEER_PACKAGES = {"rlcard": "rlcard", "openspiel": "open_spiel"}
PEER_IMPORTS = {"rlcard": "from rlcard.games.gin_rummy.utils import melding, utils",
                "openspiel": "import pyspiel; pyspiel.gin_rummy.GinRummyUtils(13, 4, 10)"}
RANKS = "A23456789TJQK"
SUITS = "SHDC"
# (library, function): what is called on each hand.
ROWS = [("rummy_lab", "best_arrangement"), ("rummy_lab", "min_deadwood"),
        ("rlcard", "get_best_meld_clusters"), ("openspiel", "min_deadwood")]
KINDS = ("random", "dense A-6")


# -- solvers, one per row (each takes card text and converts it itself) ------------------------

def _solver(lib: str, func: str):
    """(convert, solve) for a row; ``solve`` takes the converted hand."""
    if lib == "rummy_lab":
        sys.path.insert(0, str(HERE.parent))
        from rummy_lab.ai import solver
        from rummy_lab.core.cards import parse_card
        from rummy_lab.core.variants import variant

        basic = variant("basic")

        def convert(codes):
            return [parse_card(c) for c in codes]

        if func == "best_arrangement":
            return convert, lambda hand: solver.best_arrangement(hand, basic).deadwood
        return convert, lambda hand: solver.min_deadwood(hand, basic)
    if lib == "rlcard":
        from rlcard.games.gin_rummy.utils import melding, utils

        def solve(hand):
            clusters = melding.get_best_meld_clusters(hand)
            return utils.get_deadwood_count(hand, clusters[0] if clusters else [])

        return (lambda codes: [utils.card_from_text(c) for c in codes]), solve
    import pyspiel

    gin = pyspiel.gin_rummy.GinRummyUtils(13, 4, 10)
    return (lambda codes: [gin.card_int(c[0] + c[1].lower()) for c in codes]), gin.min_deadwood


def child_main(lib: str, func: str, path: str) -> None:
    """In a fresh process: time the cold set, then the warm set; print JSON."""
    sets = json.loads(Path(path).read_text())
    convert, solve = _solver(lib, func)
    out = {}
    for state in ("cold", "warm"):
        hands = sets[state]
        wall, cpu = time.perf_counter(), time.process_time()
        answers = [solve(convert(h)) for h in hands]
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        start = time.process_time()
        for h in hands:
            convert(h)
        out[state] = {"answers": answers, "seconds": cpu, "wall": wall,
                      "convert": time.process_time() - start}
    print(json.dumps(out))


# -- peers' virtual environment ----------------------------------------------------------------

def ensure_peers(install: bool) -> dict[str, str]:
    """Create benchmarks/.peers and install each peer; return name -> 'ok' or the reason."""
    python = PEERS / "bin" / "python"
    if not python.exists():
        if not install:
            return dict.fromkeys(PEER_PACKAGES, "no peers venv (run without --no-install)")
        subprocess.run([sys.executable, "-m", "venv", str(PEERS)], check=True)
    status = {}
    for name, package in PEER_PACKAGES.items():
        if not _imports(python, name) and install:
            done = subprocess.run([str(python), "-m", "pip", "install", "-q", package],
                                  capture_output=True, text=True)
            if not _imports(python, name):
                tail = (done.stderr or done.stdout).strip().splitlines()[-3:]
                status[name] = f"pip install {package} failed: {' | '.join(tail)}"
                continue
        status[name] = "ok" if _imports(python, name) else f"{package} not installed in {PEERS}"
    return status


def _imports(python: Path, name: str) -> bool:
    return python.exists() and subprocess.run([str(python), "-c", PEER_IMPORTS[name]],
                                              capture_output=True).returncode == 0


def run_child(lib: str, func: str, path: str) -> dict:
    python = sys.executable if lib == "rummy_lab" else str(PEERS / "bin" / "python")
    done = subprocess.run([python, __file__, "--child", lib, func, path],
                          capture_output=True, text=True)
    if done.returncode:
        raise RuntimeError(done.stderr.strip().splitlines()[-1])
    return json.loads(done.stdout.strip().splitlines()[-1])


# -- hands -------------------------------------------------------------------------------------

def deal(rng: random.Random, kind: str, n: int) -> list[list[str]]:
    """n hands of 10 distinct cards as text, from the whole deck or from A-6 only."""
    ranks = RANKS if kind == "random" else RANKS[:6]
    pool = [r + s for s in SUITS for r in ranks]
    return [rng.sample(pool, 10) for _ in range(n)]


def measure(args, rows) -> tuple[dict, int]:
    """(row, kind, cold/warm) -> list of per-pass dicts {us, convert_us, ratio_to_peer...}."""
    got: dict[tuple, list[dict]] = {}
    mismatches = 0
    rng = random.Random(args.seed)
    for p in range(args.passes):
        for kind in KINDS:
            sets = {state: deal(rng, kind, args.hands) for state in ("cold", "warm")}
            with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
                json.dump(sets, f)
            order = rows[p % len(rows):] + rows[:p % len(rows)]  # rotate who goes first
            results = {row: run_child(*row, f.name) for row in order}
            os.unlink(f.name)
            truth = results[("rummy_lab", "best_arrangement")]
            for row, res in results.items():
                for state in ("cold", "warm"):
                    r = res[state]
                    mismatches += sum(a != b for a, b in
                                      zip(r["answers"], truth[state]["answers"]))
                    got.setdefault((row, kind, state), []).append(
                        {"us": r["seconds"] / args.hands * 1e6,
                         "wall_us": r["wall"] / args.hands * 1e6,
                         "convert_us": r["convert"] / args.hands * 1e6})
    return got, mismatches


def _range(values: list[float], fmt: str = "{:.1f}") -> str:
    return (f"{fmt.format(statistics.median(values))} "
            f"({fmt.format(min(values))}–{fmt.format(max(values))})")


def table(got: dict, rows) -> list[str]:
    """One line per row, hand kind and cache state; ratios pass by pass to ours."""
    lines = ["| library, function | hands | cache | CPU µs/hand median (min–max) "
             "| wall µs/hand median | conversion CPU µs | rummy_lab best_arrangement "
             "is ×faster | rummy_lab min_deadwood is ×faster |",
             "|---|---|---|---|---|---|---|---|"]
    for row in rows:
        for kind in KINDS:
            for state in ("cold", "warm"):
                runs = got[(row, kind, state)]
                ratios = [_ratio(runs, got[(ours, kind, state)]) for ours in rows[:2]]
                lines.append(f"| {row[0]} {row[1]} | {kind} | {state} "
                             f"| {_range([r['us'] for r in runs])} "
                             f"| {statistics.median(r['wall_us'] for r in runs):.1f} "
                             f"| {statistics.median(r['convert_us'] for r in runs):.1f} "
                             f"| {ratios[0]} | {ratios[1]} |")
    return lines


def _ratio(runs: list[dict], base: list[dict]) -> str:
    """This row's CPU time over ``base``'s, pass by pass (same hands): median (min–max);
    above 1, the base (rummy_lab) is faster."""
    if runs is base:
        return "—"
    return _range([r["us"] / b["us"] for r, b in zip(runs, base)], "{:.2f}") + "×"


# -- worst case of best_arrangement (rummy_lab only: no peer has jokers or two decks) ----------

def worst_main(n: int, seed: int) -> None:
    """Per-hand times of best_arrangement in a fresh process (the first call is cold)."""
    sys.path.insert(0, str(HERE.parent))
    from rummy_lab.ai.solver import best_arrangement
    from rummy_lab.core.cards import make_deck
    from rummy_lab.core.variants import variant

    two = variant("rummy500", decks_by_players=((2, 2, 4),))
    deck2, jokers4 = make_deck(2, 0), make_deck(0, 4)
    low2 = [c for c in deck2 if c.rank <= 6]
    cases = {
        "13 cards dealt from 2 decks + 4 jokers": (two, lambda r: r.sample(deck2 + jokers4, 13), n),
        "13 cards: 11 from 2 decks + 2 jokers": (two, lambda r: r.sample(deck2, 11)
                                                 + jokers4[:2], n),
        "13 cards: 9 from A–6 of 2 decks + 4 jokers": (two, lambda r: r.sample(low2, 9)
                                                       + jokers4, n),
        "30 cards: 28 from 1 deck + 2 jokers": (variant("rummy500"), lambda r: r.sample(
            make_deck(1, 0), 28) + jokers4[:2], max(1, n // 10)),
    }
    rng = random.Random(seed)
    out = {}
    for label, (rules, make, count) in cases.items():
        hands = [make(rng) for _ in range(count)]
        times = []
        for hand in hands:
            start = time.process_time()
            best_arrangement(hand, rules)
            times.append(time.process_time() - start)
        out[label] = times
    print(json.dumps(out))


def worst_lines(n: int, seed: int) -> list[str]:
    done = subprocess.run([sys.executable, __file__, "--worst-child", str(n), "--seed",
                           str(seed)], capture_output=True, text=True, check=True)
    results = json.loads(done.stdout.strip().splitlines()[-1])
    lines = ["", "| best_arrangement, Rummy 500 (rummy_lab only) | hands | first call ms "
             "| p50 ms | p99 ms | max ms |", "|---|---|---|---|---|---|"]
    for label, times in results.items():
        first, ordered = times[0], sorted(times)
        p99 = ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))]
        lines.append(f"| {label} | {len(times)} | {first * 1e3:.2f} "
                     f"| {statistics.median(ordered) * 1e3:.2f} | {p99 * 1e3:.2f} "
                     f"| {ordered[-1] * 1e3:.2f} |")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000, help="hands per set (cold, warm)")
    parser.add_argument("--passes", type=int, default=5, help="passes over fresh hands")
    parser.add_argument("--seed", type=int, default=2025)
    parser.add_argument("--worst", type=int, default=2000, help="13-card hands timed")
    parser.add_argument("--quick", action="store_true", help="2 passes of 300 hands")
    parser.add_argument("--no-peers", action="store_true", help="skip RLCard and OpenSpiel")
    parser.add_argument("--no-install", action="store_true", help="never pip install peers")
    parser.add_argument("--child", nargs=3, help=argparse.SUPPRESS)
    parser.add_argument("--worst-child", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        return child_main(*args.child)
    if args.worst_child:
        return worst_main(args.worst_child, args.seed)
    if args.quick:
        args.hands, args.passes, args.worst = 300, 2, 300
    status = {} if args.no_peers else ensure_peers(not args.no_install)
    rows = [row for row in ROWS if row[0] == "rummy_lab" or status.get(row[0]) == "ok"]
    started, load = time.perf_counter(), os.getloadavg()[0]
    got, mismatches = measure(args, rows)
    print(f"10-card hands, Basic count (ace 1, faces 10 = gin count); {args.passes} passes, "
          f"{args.hands} fresh hands per set; load average before: {load:.2f}\n")
    print("\n".join(table(got, rows)))
    print(f"\nmismatches against rummy_lab best_arrangement: {mismatches}")
    for name, state in status.items():
        if state != "ok":
            print(f"{name}: unavailable: {state}")
    print("\n".join(worst_lines(args.worst, args.seed)))
    print(f"\nPython {sys.version.split()[0]}; {time.perf_counter() - started:.0f} s; "
          f"load average after: {os.getloadavg()[0]:.2f}. Times are CPU time of the "
          "measuring process (time.process_time: robust on a shared machine); ratios "
          "are this row's CPU time over rummy_lab's on the same hands in the same pass.")


if __name__ == "__main__":
    main()
