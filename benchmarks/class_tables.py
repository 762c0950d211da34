"""Ten shared tables of three students each, on loopback: how fast does a move reach the
other devices? Not a test: it measures and prints.

For each store (SQLite file, and a throw-away PostgreSQL cluster from tests/helpers/postgres.py)
it creates ``--tables`` tables of ``--students`` human seats in class "bench", then starts
one process per student (a :class:`TableStore` client of its own, like a student's kernel)
that polls ``since()`` every ``--poll`` seconds. A student whose turn it is waits
``--think`` seconds, picks a move with an Easy bot and appends it; after a hand the first
seat deals the next one. Each poll that sees new actions replays them (``game()``) and
records, per action appended by ANOTHER student, the latency

    seen by this device's poll (after game() returned)  -  the action's ``at`` (set at append)

Both clocks are the same machine's ``time.time()``. Everything is bounded: a table stops
after ``--actions`` actions, every student after ``--timeout`` seconds. Reported per store:
latency p50 / p95 / max over all (action, other device) pairs, errors (refused appends and
exceptions), peak RSS per student process, the database's size or its server's RSS, the
load average, and optionally (``--teacher``) the teacher's dashboard in Chromium watching
one table: append → the watched table redrawn in the browser.

    .venv/bin/python benchmarks/class_tables.py                      # both stores
    .venv/bin/python benchmarks/class_tables.py --stores sqlite --actions 40
    .venv/bin/python benchmarks/class_tables.py --teacher            # + a Chromium teacher

Results are appended to benchmarks/results/class_tables.txt with the command line.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from contextlib import ExitStack
from multiprocessing import get_context
from pathlib import Path

import psutil

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "benchmarks" / "results" / "class_tables.txt"
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from sqlalchemy import select  # noqa: E402

from rummy_lab import variant  # noqa: E402
from rummy_lab.core.actions import NextHand  # noqa: E402
from rummy_lab.core.errors import RummyError  # noqa: E402
from rummy_lab.store import SeatTicket, TableStore, schema  # noqa: E402


def student(url: str, ticket: SeatTicket, poll: float, think: float, actions: int,
            timeout: float, seed: int, barrier) -> dict:
    """One student's device: poll, follow, play when it is this seat's turn."""
    from rummy_lab.ai.bots import make_bot

    store, bot = TableStore(url), make_bot("easy", seed=seed)
    code, seat = ticket.code, ticket.seat
    latencies: list[float] = []
    refused = errors = played = polls = 0
    game = store.game(code)
    barrier.wait(timeout=600)  # every device is up (imports done): all start together
    deadline = time.monotonic() + timeout
    seen = len(game.history)
    while time.monotonic() < deadline:
        try:
            polls += 1
            if store.since(code, seen):
                game = store.game(code)
                now = time.time()
                with store.engine.connect() as conn:
                    rows = conn.execute(select(schema.actions.c.n, schema.actions.c.seat,
                                               schema.actions.c.at).where(
                        schema.actions.c.code == code, schema.actions.c.n > seen)).all()
                latencies += [now - at for _, by, at in rows if by != seat]
                seen = len(game.history)
            if seen >= actions or game.phase == "game_over":
                break
            move = None
            if game.phase == "hand_over" and seat == 0:
                move = NextHand()
            elif game.phase in ("draw", "play") and game.current == seat:
                move = bot.choose(game, seat)
            if move is not None:
                time.sleep(think)
                try:
                    game = store.append(ticket, move)
                    seen, played = len(game.history), played + 1
                except RummyError:
                    refused += 1
                continue
        except Exception:  # counted, the device goes on (a real kernel would show it)
            errors += 1
        time.sleep(poll)
    rss = psutil.Process().memory_info().rss
    return {"latencies": latencies, "refused": refused, "errors": errors, "played": played,
            "polls": polls, "rss": rss, "seen": seen}


class Teacher:
    """The teacher's dashboard in Chromium, watching table ``code`` (opened before the
    students start, so the page load does not compete with them)."""

    SEL = ".rl-tc-table .rl-table-root"

    def __init__(self, url: str, code: str, port: int, stack: ExitStack):
        from conftest import CHROMIUM, CHROMIUM_ARGS, start_server, stop_server
        from playwright.sync_api import sync_playwright

        secret = Path(stack.enter_context(tempfile.TemporaryDirectory())) / "teacher.txt"
        secret.write_text("benchmark-password\n")
        cli = str(Path(sys.executable).with_name("rummy-lab"))
        env = {**os.environ,
               "PATH": str(Path(sys.executable).parent) + os.pathsep + os.environ["PATH"]}
        base, proc, log = start_server([cli, "serve", "--port", str(port), "--store", url,
                                        "--teacher-password-file", str(secret)], port,
                                       "bench-teacher-voila.log", env=env)
        stack.callback(stop_server, proc, log)
        self.server = proc
        p = stack.enter_context(sync_playwright())
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        stack.callback(browser.close)
        self.page = page = browser.new_page()
        page.goto(base + "/voila/render/07_teacher.ipynb", timeout=180_000)
        page.locator("input[type=password]").fill("benchmark-password", timeout=180_000)
        page.locator(".rl-tc-unlock").click()
        page.locator(f"tr[data-code='{code}'] .rl-tc-watch").click(timeout=60_000)
        page.locator(self.SEL).wait_for(timeout=60_000)
        self.store, self.code = TableStore(url), code

    def follow(self, done) -> list[float]:
        """Until ``done()``: append (its ``at``) → the watched table redrawn, in seconds."""
        delays: list[float] = []
        shown = 0
        end = time.monotonic() + 600
        while not done() and time.monotonic() < end:
            n = int(self.page.locator(self.SEL).get_attribute("data-rev") or 0) // 2
            if n > shown:
                now = time.time()
                with self.store.engine.connect() as conn:
                    rows = conn.execute(select(schema.actions.c.at).where(
                        schema.actions.c.code == self.code, schema.actions.c.n > shown,
                        schema.actions.c.n <= n)).all()
                delays += [now - at for (at,) in rows]
                shown = n
            self.page.wait_for_timeout(50)
        return delays

    def rss(self) -> float:
        """The Voilà server and its kernel (the teacher's), in MiB."""
        procs = [self.server, *psutil.Process(self.server.pid).children(recursive=True)]
        return sum(psutil.Process(p.pid).memory_info().rss for p in procs) / 2**20


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))] if values else float("nan")


def run_store(name: str, url: str, args, server_pid: int | None, stack: ExitStack) -> list[str]:
    teacher = TableStore(url)
    tickets = []
    for _ in range(args.tables):
        code = teacher.create(variant("basic"), [(f"S{i + 1}", "human")
                                                  for i in range(args.students)], "bench")
        tickets += [teacher.claim(code, seat) for seat in range(args.students)]
    watcher = Teacher(url, tickets[0].code, args.port, stack) if args.teacher else None
    load_before = os.getloadavg()
    began = time.monotonic()
    ctx = get_context("spawn")
    with ctx.Manager() as manager, ProcessPoolExecutor(len(tickets), mp_context=ctx) as pool:
        barrier = manager.Barrier(len(tickets))
        futures = [pool.submit(student, url, tk, args.poll, args.think, args.actions,
                               args.timeout, i, barrier) for i, tk in enumerate(tickets)]
        delays = watcher.follow(lambda: all(f.done() for f in futures)) if watcher else None
        results = [f.result(timeout=args.timeout + 120) for f in futures]
    wall = time.monotonic() - began
    load_after = os.getloadavg()
    lat = [x for r in results for x in r["latencies"]]
    rss = [r["rss"] / 2**20 for r in results]
    actions = sum(len(teacher.game(tk.code).history) for tk in tickets[:: args.students])
    if server_pid:
        server = psutil.Process(server_pid)
        db = sum(p.memory_info().rss for p in [server, *server.children(recursive=True)]) / 2**20
        db_text = f"PostgreSQL server RSS {db:.0f} MiB (all its processes)"
    else:
        db_text = f"SQLite file {Path(url.split(':///', 1)[1]).stat().st_size / 2**20:.1f} MiB"
    lines = [
        f"[{name}] {args.tables} tables x {args.students} students = {len(tickets)} student "
        f"processes; {actions} actions in {wall:.0f} s (poll {args.poll} s, think {args.think} s)",
        f"  propagation (append -> another device's poll saw it): n={len(lat)}  "
        f"p50 {statistics.median(lat) * 1000:.0f} ms  p95 {pct(lat, 0.95) * 1000:.0f} ms  "
        f"max {max(lat) * 1000:.0f} ms" if lat else "  propagation: no samples",
        f"  errors: {sum(r['errors'] for r in results)} exceptions, "
        f"{sum(r['refused'] for r in results)} refused appends; polls "
        f"{sum(r['polls'] for r in results)}",
        f"  memory: student process RSS mean {statistics.mean(rss):.0f} MiB, max "
        f"{max(rss):.0f} MiB, sum {sum(rss):.0f} MiB; {db_text}",
        f"  load average before {load_before[0]:.1f}, after {load_after[0]:.1f} "
        f"(1-min; 2 cores shared with other jobs)",
    ]
    if watcher is not None and delays is not None:
        d = delays
        lines.append(f"  teacher's dashboard in Chromium (its kernel polls every 1 s) watching "
                     f"table {tickets[0].code}: n={len(d)}  p50 "
                     f"{statistics.median(d) * 1000:.0f} ms  p95 {pct(d, 0.95) * 1000:.0f} ms  "
                     f"max {max(d) * 1000:.0f} ms; Voilà server + teacher's kernel RSS "
                     f"{watcher.rss():.0f} MiB" if d else "  teacher's dashboard: no samples")
    return lines


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--stores", default="sqlite,postgresql")
    ap.add_argument("--tables", type=int, default=10)
    ap.add_argument("--students", type=int, default=3)
    ap.add_argument("--actions", type=int, default=60, help="actions per table, at most")
    ap.add_argument("--poll", type=float, default=0.25, help="seconds between polls")
    ap.add_argument("--think", type=float, default=0.3, help="seconds before each move")
    ap.add_argument("--timeout", type=float, default=180, help="seconds per student, at most")
    ap.add_argument("--teacher", action="store_true", help="also a Chromium teacher's view")
    ap.add_argument("--port", type=int, default=0)
    args = ap.parse_args()
    from conftest import free_port

    args.port = args.port or free_port()
    out = [f"## {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}  "
           f"command: python benchmarks/class_tables.py {' '.join(sys.argv[1:])}"]
    for name in args.stores.split(","):
        with ExitStack() as stack:
            pid = None
            if name == "sqlite":
                folder = stack.enter_context(tempfile.TemporaryDirectory())
                url = f"sqlite:///{folder}/class.db"
            else:
                from helpers.postgres import throwaway_postgres

                url = stack.enter_context(throwaway_postgres(free_port()))
                port = url.rsplit(":", 1)[1].split("/")[0]
                found = subprocess.run(["pgrep", "-f", f"postgres -D .* -p {port}"],
                                       capture_output=True, text=True).stdout.split()
                pid = int(found[0]) if found else None
            lines = run_store(name, url, args, pid, stack)
        print("\n".join(lines), flush=True)
        out += lines
    RESULTS.parent.mkdir(exist_ok=True)
    with RESULTS.open("a", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n\n")


if __name__ == "__main__":
    main()
