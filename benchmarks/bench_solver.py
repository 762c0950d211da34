"""Meld-solver benchmark: rummy_lab against RLCard and OpenSpiel on the same 10-card hands.

    .venv/bin/python benchmarks/bench_solver.py            # 5 passes, 2,000 hands a set
    .venv/bin/python benchmarks/bench_solver.py --quick    # 2 passes, 300 hands
    .venv/bin/python benchmarks/bench_solver.py --no-peers # rummy_lab only

Method (the same for every library, in one run):
* every pass deals fresh hands (never repeated across passes, sets or libraries' runs);
* each (library, function, hand kind) runs in a fresh process: its first set of hands is
  timed "cold" (caches empty, as in a new kernel), a second, different set "warm";
* the input is card text ("7S", "TH", ...) and each library's own conversion into its
  card objects is inside the timing (its cost is also shown on its own): RLCard's and
  OpenSpiel's card functions, while rummy_lab's functions are given the texts and read
  them themselves (rows "cards from parse_card": the caller makes card objects first);
* each hand is solved once; we report the median and min-max over the passes, and the
  ratio to each peer computed pass by pass (same pass, same hands);
* times are the process's CPU time (``time.process_time``), so that other jobs on a
  shared machine do not count; wall time is shown next to it.
rummy_lab's one-deck fast path is compiled with numba: each rummy_lab process compiles
it (from numba's disk cache) before its cold set, timed on its own line, not in the
per-hand figures; the rows "(plain Python)" never compile, as a fresh process before
its warm-up has finished. The compile itself is timed in fresh processes with an empty
numba cache directory (cold) and then with that directory filled (disk cache).
Every answer is checked against rummy_lab's ``best_arrangement`` deadwood.
Then the worst case of ``best_arrangement`` (two decks, jokers, long hands: no card-game
peer has these rules) as p50 / p99 / max per hand, each hand timed once, next to two
general integer-programming solvers given the same hands (``mip_peers.py``: CP-SAT, HiGHS).
The peers live in ``benchmarks/.peers`` (created here with pip; ``--no-install`` never
runs pip) and run through this same file (``--child``).
"""

from __future__ import annotations

import argparse
import functools
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from types import SimpleNamespace

HERE = Path(__file__).resolve().parent
PEERS = HERE / ".peers"
sys.path.insert(0, str(HERE))
from mip_peers import IMPORTS as MIP_IMPORTS  # noqa: E402
from mip_peers import PACKAGES as MIP_PACKAGES  # noqa: E402

PEER_PACKAGES = {"rlcard": "rlcard", "openspiel": "open_spiel", **MIP_PACKAGES}
PEER_IMPORTS = {"rlcard": "from rlcard.games.gin_rummy.utils import melding, utils",
                "openspiel": "import pyspiel; pyspiel.gin_rummy.GinRummyUtils(13, 4, 10)",
                **MIP_IMPORTS}
RANKS = "A23456789TJQK"
SUITS = "SHDC"
# (library, function): what is called on each hand.
ROWS = [("rummy_lab", "best_arrangement"), ("rummy_lab", "min_deadwood"),
        ("rummy_lab", "best_arrangement (cards from parse_card)"),
        ("rummy_lab", "min_deadwood (cards from parse_card)"),
        ("rummy_lab", "best_arrangement (plain Python)"),
        ("rummy_lab", "min_deadwood (plain Python)"),
        ("rlcard", "get_best_meld_clusters"), ("openspiel", "min_deadwood")]
KINDS = ("random", "dense A-6")


# -- solvers, one per row (each takes card text and converts it itself) ------------------------

def _solver(lib: str, func: str):
    """(convert, solve) for a row; ``solve`` takes the converted hand."""
    if lib == "rummy_lab":
        sys.path.insert(0, str(HERE.parent))
        from rummy_lab.ai import solver
        from rummy_lab.ai.solver import cover_kernel
        from rummy_lab.core.cards import parse_card
        from rummy_lab.core.variants import variant

        basic = variant("basic")

        def convert(codes):  # the texts as they are: rummy_lab's functions read them
            if "parse_card" in func:  # (or the caller makes the card objects first)
                return [parse_card(c) for c in codes]
            return codes

        if "plain" not in func:  # the JIT warm-up, timed apart (child_main)
            wall, cpu = time.perf_counter(), time.process_time()
            cover_kernel.compile_now()
            WARM_UP.update(wall=time.perf_counter() - wall, cpu=time.process_time() - cpu)
        else:  # the first call would start the compile in the background: not here
            os.environ[cover_kernel.PLAIN_ENV] = "1"
        if func.startswith("best_arrangement"):
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


WARM_UP: dict = {}  # rummy_lab's kernel compile in this process: wall and CPU seconds


def child_main(lib: str, func: str, path: str) -> None:
    """In a fresh process: time the cold set, then the warm set; print JSON."""
    sets = json.loads(Path(path).read_text())
    convert, solve = _solver(lib, func)
    out: dict = {"warm_up": WARM_UP}
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

CARD_PEERS = ("rlcard", "openspiel")


@functools.cache
def peer_python(name: str = "rlcard") -> Path:
    """The interpreter that runs a peer: for RLCard and OpenSpiel this one if both import
    here (installed with the ``peers`` extra: ``pip install -e .[peers]``), else (and for
    the MIP solvers) benchmarks/.peers'."""
    here = Path(sys.executable)
    if name in CARD_PEERS and all(_imports(here, n) for n in CARD_PEERS):
        return here
    return PEERS / "bin" / "python"


def ensure_peers(install: bool) -> dict[str, str]:
    """Find or install each peer (:func:`peer_python`; pip into benchmarks/.peers, made
    if need be); return name -> 'ok' or the reason."""
    status = {}
    for name, package in PEER_PACKAGES.items():
        python = peer_python(name)
        if not python.exists():
            if not install:
                status[name] = "no peers venv (run without --no-install)"
                continue
            subprocess.run([sys.executable, "-m", "venv", str(PEERS)], check=True)
        if not _imports(python, name) and install:
            done = subprocess.run([str(python), "-m", "pip", "install", "-q", package],
                                  capture_output=True, text=True)
            if not _imports(python, name):
                tail = (done.stderr or done.stdout).strip().splitlines()[-3:]
                status[name] = f"pip install {package} failed: {' | '.join(tail)}"
                continue
        status[name] = "ok" if _imports(python, name) else f"{package} not installed for {python}"
    return status


def _imports(python: Path, name: str) -> bool:
    return python.exists() and subprocess.run([str(python), "-c", PEER_IMPORTS[name]],
                                              capture_output=True).returncode == 0


def run_child(lib: str, func: str, path: str) -> dict:
    python = sys.executable if lib == "rummy_lab" else str(peer_python(lib))
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
                if res["warm_up"]:
                    got.setdefault(("warm_up", row), []).append(res["warm_up"])
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


# -- the JIT compile: cold (empty numba cache directory) and from numba's disk cache ------------

def jit_main() -> None:
    """In a fresh process: time importing numpy and numba, then compiling the kernel."""
    sys.path.insert(0, str(HERE.parent))
    from rummy_lab.ai.solver import cover_kernel

    out = {}
    for name, step in (("numpy", lambda: __import__("numpy")),
                       ("numba", lambda: __import__("numba")),
                       ("compile", cover_kernel.compile_now)):
        wall, cpu = time.perf_counter(), time.process_time()
        step()
        out[name] = {"wall": time.perf_counter() - wall, "cpu": time.process_time() - cpu}
    out["cached"] = cover_kernel._state["cached"]
    print(json.dumps(out))


def jit_lines(repeats: int) -> list[str]:
    """Each repeat: one process with an empty numba cache directory, then one with it."""
    runs: dict[str, list[dict]] = {"cold": [], "disk cache": []}
    for _ in range(repeats):
        with tempfile.TemporaryDirectory() as cache:
            env = dict(os.environ, NUMBA_CACHE_DIR=cache)
            for state in runs:
                done = subprocess.run([sys.executable, __file__, "--jit-child"], env=env,
                                      capture_output=True, text=True, check=True)
                runs[state].append(json.loads(done.stdout.strip().splitlines()[-1]))
    lines = ["", "| rummy_lab kernel compile, fresh process | numpy import ms | numba import ms "
             "| compile ms (wall) | compile ms (CPU) |", "|---|---|---|---|---|"]
    for state, got in runs.items():
        def ms(step, kind="wall", got=got):
            return _range([g[step][kind] * 1e3 for g in got], "{:.0f}")
        lines.append(f"| {state} ({len(got)} processes) | {ms('numpy')} | {ms('numba')} "
                     f"| {ms('compile')} | {ms('compile', 'cpu')} |")
    return lines


def warm_up_line(got: dict, rows) -> str:
    """The compile (from numba's disk cache) in each rummy_lab per-hand process."""
    runs = [r for row in rows for r in got.get(("warm_up", row), [])]
    if not runs:
        return ""
    return (f"\nJIT warm-up before the cold set in each compiled rummy_lab process (numpy + "
            f"numba import and the kernel from numba's disk cache; not in the rows above): "
            f"wall {_range([r['wall'] * 1e3 for r in runs], '{:.0f}')} ms, CPU "
            f"{_range([r['cpu'] * 1e3 for r in runs], '{:.0f}')} ms over {len(runs)} processes")


# -- worst case of best_arrangement (no card-game peer has jokers or two decks; MIP peers) ----

HILL = ("JK JK.1 JK.2 JK.3 AS.1 AH AH.1 AD AC.1 2S.1 2H 2H.1 2D 2D.1 2C 2C.1 3S 3H 3H.1 3C "
        "3C.1 4S 4S.1 4H 4H.1 4D 4D.1 4C.1 5S 5S.1 5H.1 5D 5C 6S 6H 6H.1 6C 7S.1 7C 7C.1")
SEVEN = "9C.1 JK AD.1 JK.1 4D 10D 4H"  # issue 10's 5-player Rummy 500 hand before a deep take
OLD_TIMEOUT = 300  # seconds for the old solver's run over one case


def worst_cases(n: int, big: int = 10) -> dict:
    """label -> (rules, make(rng) -> hand, count); ``big`` 72-card hands."""
    sys.path.insert(0, str(HERE.parent))
    from rummy_lab.core.cards import make_deck, parse_cards
    from rummy_lab.core.variants import variant

    two = variant("rummy500", decks_by_players=((2, 2, 4),))
    r500 = variant("rummy500")
    deck2, jokers4 = make_deck(2, 0), make_deck(0, 4)
    low2 = [c for c in deck2 if c.rank <= 6]
    seven = parse_cards(SEVEN)
    rest5 = [c for c in make_deck(*r500.decks_for(5)) if c not in seven]
    return {
        "13 cards dealt from 2 decks + 4 jokers": (two, lambda r: r.sample(deck2 + jokers4, 13), n),
        "13 cards: 11 from 2 decks + 2 jokers": (two, lambda r: r.sample(deck2, 11)
                                                 + jokers4[:2], n),
        "13 cards: 9 from A–6 of 2 decks + 4 jokers": (two, lambda r: r.sample(low2, 9)
                                                       + jokers4, n),
        "30 cards: 28 from 1 deck + 2 jokers": (r500, lambda r: r.sample(
            make_deck(1, 0), 28) + jokers4[:2], max(1, n // 10)),
        "40 cards: 36 from 2 decks + 4 jokers": (two, lambda r: jokers4 + r.sample(deck2, 36),
                                                 max(200, n // 10)),
        "40 cards: the hill-climbed hand of issue 10": (two, lambda r: parse_cards(HILL), 1),
        "72 cards: issue 10's 7-card hand + 65 random cards of a 5-player Rummy 500 deck":
            (r500, lambda r: seven + r.sample(rest5, 65), big),
    }


def worst_main(n: int, seed: int, which: str, only: str | None, big: int = 10) -> None:
    """Per-hand CPU times and scores of one solver in a fresh process (the first call is
    cold; numpy, which the LP bound of large hands uses, is imported first and timed)."""
    sys.path[:0] = [str(HERE.parent), str(HERE.parent / "tests")]  # this checkout's code
    start = time.process_time()
    import numpy  # noqa: F401

    numpy_ms = (time.process_time() - start) * 1e3
    if which == "old":
        from old_solver_from_git import load_old_solver

        best_arrangement = load_old_solver().best_arrangement
    elif which in MIP_PACKAGES:
        from mip_peers import SOLVERS

        def best_arrangement(hand, rules):  # the peer's score, in an answer's clothes
            return SimpleNamespace(score=SOLVERS[which](hand, rules))
    else:
        from rummy_lab.ai.solver import best_arrangement
    out: dict = {"numpy import ms": numpy_ms}
    for label, (rules, make, count) in worst_cases(n, big).items():
        rng = random.Random(seed)
        hands = [make(rng) for _ in range(count)]
        if only is not None and not label.startswith(only):
            continue
        times, scores = [], []
        for hand in hands:
            start = time.process_time()
            scores.append(best_arrangement(hand, rules).score)
            times.append(time.process_time() - start)
        out[label] = {"times": times, "scores": scores}
        print(json.dumps(out), flush=True)


def _worst_run(n: int, seed: int, which: str, only: str | None = None,
               timeout: float | None = None, big: int = 10) -> dict:
    python = str(PEERS / "bin" / "python") if which in MIP_PACKAGES else sys.executable
    cmd = [python, __file__, "--worst-child", str(n), "--seed", str(seed),
           "--solver", which, "--big", str(big)] + (["--only", only] if only else [])
    try:
        done = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
        text, failed = done.stdout, done.returncode and done.stderr.strip().splitlines()
    except subprocess.TimeoutExpired as e:  # the cases finished so far count
        text = e.stdout.decode() if isinstance(e.stdout, bytes) else (e.stdout or "")
        failed = False
    if failed:
        raise RuntimeError(f"{which} solver failed: {failed[-1]}")
    lines = [line for line in text.splitlines() if line.startswith("{")]  # HiGHS prints too
    return json.loads(lines[-1]) if lines else {}


def _spread(times: list[float]) -> str:
    ordered = sorted(times)
    p99 = ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))]
    return (f"{statistics.median(ordered) * 1e3:.1f} | {p99 * 1e3:.1f} "
            f"| {ordered[-1] * 1e3:.1f}")


def worst_lines(n: int, seed: int, old: bool, big: int = 10, only: str | None = None,
                peers: Sequence[str] = ()) -> list[str]:
    """The worst-case table: rummy_lab, the old solver (large cases) and ``peers`` (MIP
    solvers that installed), on the same hands."""
    new = _worst_run(n, seed, "new", only, big=big)
    mips = {peer: _worst_run(n, seed, peer, only, OLD_TIMEOUT, big) for peer in peers}
    olds: dict = {}
    if old:  # the old solver (tests/old_solver.py), one process per large case, capped
        for label in list(new)[1:]:
            if label.startswith(("40", "72")):
                olds.update(_worst_run(n, seed, "old", label[:12], OLD_TIMEOUT, big))
    heads = "".join(f" {p} p50 / p99 / max ms (over 100 ms) |" for p in peers)
    lines = ["", "| best_arrangement, Rummy 500 | hands | first call ms "
             "| p50 ms | p99 ms | max ms | hands over 100 ms | old solver p50 / p99 / max ms |"
             f"{heads} same scores |", "|---|---|---|---|---|---|---|---|" + "---|" * len(peers)
             + "---|"]
    for label, res in new.items():
        if label == "numpy import ms":
            continue
        times = res["times"]
        ref = olds.get(label)
        if ref is None:
            versus = "not run" if not label.startswith(("40", "72")) or not old else \
                f"did not finish in {OLD_TIMEOUT} s"
            same = "—"
        else:
            versus = _spread(ref["times"]).replace(" | ", " / ")
            same = "yes" if ref["scores"] == res["scores"] else "**NO**"
        cells = ""
        for peer in peers:
            got = mips[peer].get(label)
            if got is None:
                cells += f" did not finish in {OLD_TIMEOUT} s |"
                continue
            cells += (f" {_spread(got['times']).replace(' | ', ' / ')} "
                      f"({sum(t > 0.1 for t in got['times'])}) |")
            if got["scores"] != res["scores"]:
                same = f"**NO** ({peer})"
            elif same == "—":
                same = "yes"
        lines.append(f"| {label} | {len(times)} | {times[0] * 1e3:.2f} | {_spread(times)} "
                     f"| {sum(t > 0.1 for t in times)} | {versus} |{cells} {same} |")
    lines.append(f"\n(numpy import, once per process before the first large hand: "
                 f"{new.get('numpy import ms', 0):.0f} ms CPU, not in the rows above)")
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
    parser.add_argument("--no-old", action="store_true", help="skip the old solver's rows")
    parser.add_argument("--big", type=int, default=10, help="72-card hands timed")
    parser.add_argument("--worst-only", action="store_true",
                        help="only the worst cases of best_arrangement (no 10-card hands)")
    parser.add_argument("--only", help="only the worst cases whose label starts so "
                        "(e.g. 72, 40 cards: 36)")
    parser.add_argument("--worst-child", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--jit-child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--solver", default="new", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        return child_main(*args.child)
    if args.jit_child:
        return jit_main()
    if args.worst_child:
        return worst_main(args.worst_child, args.seed, args.solver, args.only, args.big)
    if args.quick:
        args.hands, args.passes, args.worst = 300, 2, 300
    status = {} if args.no_peers else ensure_peers(not args.no_install)
    mips = [peer for peer in MIP_PACKAGES if status.get(peer) == "ok"]
    if args.worst_only:
        load = os.getloadavg()[0]
        print(f"load average before: {load:.2f}")
        for name in MIP_PACKAGES:
            if name in status and status[name] != "ok":
                print(f"{name}: unavailable: {status[name]}")
        print("\n".join(worst_lines(args.worst, args.seed, not args.no_old, args.big,
                                    args.only, mips)))
        print(f"load average after: {os.getloadavg()[0]:.2f}")
        return None
    rows = [row for row in ROWS if row[0] == "rummy_lab" or status.get(row[0]) == "ok"]
    started, load = time.perf_counter(), os.getloadavg()[0]
    got, mismatches = measure(args, rows)
    print(f"10-card hands, Basic count (ace 1, faces 10 = gin count); {args.passes} passes, "
          f"{args.hands} fresh hands per set; load average before: {load:.2f}\n")
    print("\n".join(table(got, rows)))
    print(warm_up_line(got, rows))
    print("\n".join(jit_lines(2 if args.quick else 3)))
    print(f"\nmismatches against rummy_lab best_arrangement: {mismatches}")
    for name, state in status.items():
        if state != "ok":
            print(f"{name}: unavailable: {state}")
    print("\n".join(worst_lines(args.worst, args.seed, not args.no_old, args.big,
                                args.only, mips)))
    print(f"\nPython {sys.version.split()[0]}; {time.perf_counter() - started:.0f} s; "
          f"load average after: {os.getloadavg()[0]:.2f}. Times are CPU time of the "
          "measuring process (time.process_time: robust on a shared machine); ratios "
          "are this row's CPU time over rummy_lab's on the same hands in the same pass.")


if __name__ == "__main__":
    main()
