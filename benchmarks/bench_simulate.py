"""simulate() with 1 and 2 worker processes (and a 2-worker Dask LocalCluster).

    .venv/bin/python benchmarks/bench_simulate.py            # 3 passes of 300 hands
    .venv/bin/python benchmarks/bench_simulate.py --quick    # 2 passes of 60

Each pass uses fresh seeds; every configuration plays the same hands in that pass and
must return the same table as the serial run. Wall time (parallel speed is wall time),
median and min-max over the passes; the speed-up is serial wall time over the row's,
pass by pass. The pools are started before the clock (a notebook keeps its pool), the
first task's imports are inside it. On a machine shared with other jobs, a second
worker only helps when a second core is idle: the load average is printed, and so are
the CPU seconds a pass used (this process plus its workers, start-up included) and the
cores obtained (CPU seconds over wall seconds): speed-up = serial CPU / CPU x cores.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import sys
import time
from concurrent.futures import Executor, ProcessPoolExecutor
from contextlib import contextmanager
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from rummy_lab import variant  # noqa: E402
from rummy_lab.ai.simulate import simulate  # noqa: E402


@contextmanager
def _executor(kind: str):
    if kind == "serial":
        yield None
    elif kind.startswith("dask"):
        from distributed import Client, LocalCluster

        with LocalCluster(n_workers=2, processes=True, threads_per_worker=1,
                          dashboard_address=None, host="127.0.0.1") as cluster, \
                Client(cluster) as client:
            yield client.get_executor()
    else:
        with ProcessPoolExecutor(int(kind.split()[0])) as pool:
            yield pool


CONFIGS = {"serial (no executor)": ("serial", None),
           "1 worker process": ("1 process", None),
           "2 worker processes": ("2 processes", None),
           "2 worker processes, 25 hands a task (old default)": ("2 processes", 25),
           "Dask LocalCluster, 2 workers": ("dask", None)}


def _cpu() -> float:
    """CPU seconds of this process and of its exited children (the pool's workers)."""
    me, kids = (resource.getrusage(who) for who in (resource.RUSAGE_SELF,
                                                    resource.RUSAGE_CHILDREN))
    return me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime


def _timed(executor: Executor | None, rules, players, hands, seed, chunk):
    start = time.perf_counter()
    frame = simulate(rules, players, hands, seed, executor=executor, progress=False,
                     chunk_size=chunk)
    return time.perf_counter() - start, frame


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=300)
    parser.add_argument("--passes", type=int, default=3)
    parser.add_argument("--players", nargs="+", default=["medium", "medium"])
    parser.add_argument("--variant", default="basic")
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    if args.quick:
        args.hands, args.passes = 60, 2
    rules = variant(args.variant)
    load, started = os.getloadavg()[0], time.perf_counter()
    walls: dict[str, list[float]] = {name: [] for name in CONFIGS}
    cpus: dict[str, float] = {}
    for name, (kind, chunk) in CONFIGS.items():
        before = _cpu()
        with _executor(kind) as executor:
            for p in range(args.passes):
                seed = 1000 + p
                walls[name].append(_timed(executor, rules, args.players, args.hands, seed,
                                          chunk)[0])
        cpus[name] = _cpu() - before  # workers are counted once they have exited
    serial = {p: _timed(None, rules, args.players, args.hands, 1000 + p, None)[1]
              for p in range(args.passes)}
    with _executor("2 processes") as pool:  # every configuration returns the serial table
        same = all(_timed(pool, rules, args.players, args.hands, 1000 + p, None)[1]
                   .equals(serial[p]) for p in range(args.passes))
    print(f"simulate({args.variant}, {args.players}), {args.passes} passes of {args.hands} "
          f"hands; {os.cpu_count()} CPUs; load average before: {load:.2f}\n")
    print("| configuration | wall s median (min–max) | hands/s | speed-up over serial "
          "| CPU s a pass | cores obtained |")
    print("|---|---|---|---|---|---|")
    base = walls["serial (no executor)"]
    for name, runs in walls.items():
        ups = [b / r for r, b in zip(runs, base)]
        print(f"| {name} | {statistics.median(runs):.2f} ({min(runs):.2f}–{max(runs):.2f}) "
              f"| {args.hands / statistics.median(runs):.1f} | {statistics.median(ups):.2f}× "
              f"({min(ups):.2f}–{max(ups):.2f}) | {cpus[name] / args.passes:.2f} "
              f"| {cpus[name] / sum(runs):.2f} |")
    best = args.hands / min(statistics.median(r) for r in walls.values())
    print(f"\nparallel tables equal the serial ones: {same}. A million hands at the best "
          f"rate here: {1e6 / best / 3600:.1f} h. Python {sys.version.split()[0]}; "
          f"{time.perf_counter() - started:.0f} s; load average after: "
          f"{os.getloadavg()[0]:.2f}.")
    if not same:
        sys.exit(1)


if __name__ == "__main__":
    main()
