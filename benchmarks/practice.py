"""Practice drills: the time to generate one exercise and grade one answer, per kind and
variant, against the issue's budget (p99 < 100 ms, best discard p99 < 250 ms).

```bash
.venv/bin/python benchmarks/practice.py            # 400 fresh seeds per kind x variant
.venv/bin/python benchmarks/practice.py --quick    # 100
```

Each timing is ``exercise(kind, rules, seed)`` plus ``grade()`` of a wrong answer (the
slower verdict: it renders the engine's reasons), as CPU time of this process
(``time.process_time``) with wall time beside it. Seeds start at a random offset, so no
run repeats another's drills; the first drill of each case is reported apart (cold: its
caches and the solver's first tables). Exit status 1 when a budget is missed.
"""

from __future__ import annotations

import argparse
import random
import sys
import time

from rummy_lab.core.variants import variant
from rummy_lab.practice import exercise, kinds_for

CASES = [("basic", {}), ("rummy500", {}), ("pool500", {}), ("pool500", {"cutthroat": True})]
BUDGET_MS = {"best_discard": 250.0}
DEFAULT_BUDGET_MS = 100.0


def wrong_answer(ex):
    if ex.choices is None:
        return ex.answer + 1
    if ex.multi:
        return sorted(ex.answer ^ {ex.choices[0].id})
    accepted = ex.draft.accepted or {ex.answer}
    return next((c.id for c in ex.choices if c.id not in accepted), ex.answer)


def one(kind, rules, seed) -> tuple[float, float]:
    cpu, wall = time.process_time(), time.perf_counter()
    ex = exercise(kind, rules, seed)
    ex.grade(wrong_answer(ex))
    return (time.process_time() - cpu) * 1000, (time.perf_counter() - wall) * 1000


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("-n", type=int, default=None, help="seeds per kind x variant")
    parser.add_argument("--seed-base", type=int, default=None)
    args = parser.parse_args()
    n = args.n or (100 if args.quick else 400)
    base = args.seed_base if args.seed_base is not None else random.SystemRandom().randrange(2**40)
    print(f"seeds {base}..{base + n} per case, CPU ms (wall ms)")
    print(f"{'variant':24} {'kind':13} {'cold':>7} {'min':>6} {'p50':>6} {'p99':>6} "
          f"{'max':>6} {'p99 wall':>8} budget")
    missed = []
    for name, opts in CASES:
        rules = variant(name, **opts)
        label = name + ("+cutthroat" if opts else "")
        for kind in kinds_for(rules):
            cold, _ = one(kind, rules, base + n)
            cpu, wall = zip(*(one(kind, rules, base + i) for i in range(n)))
            budget = BUDGET_MS.get(kind, DEFAULT_BUDGET_MS)
            ok = pct(list(cpu), 0.99) < budget
            if not ok:
                missed.append((label, kind))
            print(f"{label:24} {kind:13} {cold:7.1f} {min(cpu):6.1f} {pct(list(cpu), .5):6.1f} "
                  f"{pct(list(cpu), .99):6.1f} {max(cpu):6.1f} {pct(list(wall), .99):8.1f} "
                  f"<{budget:.0f} {'ok' if ok else 'MISSED'}", flush=True)
    if missed:
        print("budget missed:", missed)
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
