"""Run every benchmark in this folder (each ``bench_*.py``), one after another.

    .venv/bin/python benchmarks/run_all.py            # full runs
    .venv/bin/python benchmarks/run_all.py --quick    # smaller runs (passed to each script)

Each script prints its own table; this exits non-zero if any of them failed. A new
benchmark only needs to be a ``bench_*.py`` file here that accepts ``--quick``.
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main(argv: list[str]) -> int:
    failed = []
    for script in sorted(HERE.glob("bench_*.py")):
        print(f"\n## {script.name}\n", flush=True)
        start = time.perf_counter()
        done = subprocess.run([sys.executable, str(script), *argv])
        print(f"\n({script.name}: {time.perf_counter() - start:.0f} s, exit {done.returncode})",
              flush=True)
        if done.returncode:
            failed.append(script.name)
    if failed:
        print(f"\nFailed: {', '.join(failed)}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
