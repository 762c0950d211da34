"""A class arriving at ready kernels (issue 26): pages lost, time until usable.

Not a test: it measures and prints. On 127.0.0.1, a fresh ``rummy-lab serve`` per row
(a temporary notebooks folder, ``benchmarks/class_load.py``'s server and students: one
Chromium context per student, every other one with ``?lang=de``):

* ``--students N`` (default 30) open ``05_play`` at the same moment, twice in one run:
  ``pooled`` with ``--class 05_play=N`` filled beforehand, and ``fresh`` with no pool
  (``--pool 0``: one kernel started per page). A page is usable when its "Start game"
  button is drawn; it works when Start then deals it a hand. Per row: pages working,
  pages lost (not working) and kernels culled before their page connected (from the
  server's log), time until usable p50 / p90 / max, the pool's fill time and memory.
* ``--scripted``: the same two rows with scripted pages instead of browsers (the
  server's own share: the page fetched with a browser's cookie, its kernel's websocket
  connected and every widget's state asked for as Voilà's page does, then "Start game"
  pressed over the widget protocol; tests/helpers/page_client.py): time until the widgets
  arrived p50/p95/max, Start -> dealt hand p50/p95, pages whose widgets speak the asked
  language, the pool's memory and refill.
* ``--single K`` (default 5): one learner opens ``05_play`` and the bare one-button page
  (the floor, in the same run) in turn on an idle server with its default pool (one ready
  kernel per notebook), K times each, with a warm browser cache (a page of the same browser
  opened before) and a ready kernel waiting; time until usable per run, and the same for
  the first (cold cache) page; the CPU Chromium (its renderer apart) and the server with
  its kernels spent on each page, which says what 30 browsers on the server's own cores
  cost.

    .venv/bin/python benchmarks/class_arrival.py                  # 30 students + 5 singles
    .venv/bin/python benchmarks/class_arrival.py --students 10 --single 0
    .venv/bin/python benchmarks/class_arrival.py --scripted --no-browsers --single 0
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import shutil
import statistics
import sys
import tempfile
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import class_load as cl
import psutil
from helpers.page_client import Page

# the pages a single learner opens, each with what shows it is usable (floor: the bare
# one-button page, benchmarks/class_load.py's FLOOR_NB)
SINGLE_PAGES = {"05_play": cl.START, "floor": ".rl-floor"}


def culled(log_path: Path) -> int:
    return log_path.read_text(errors="replace").count("Culling kernel ")


def culled_why(log_path: Path) -> dict[str, int]:
    """Kernels the connection culler shut down, by the limit they were under."""
    found = re.findall(r"no page connected to it \((\w+)", log_path.read_text(errors="replace"))
    return dict(Counter(found))


async def arrive(n: int, pooled: bool, folder: Path, timeout: float) -> dict:
    """N students at once; one row."""
    from playwright.async_api import async_playwright

    log_path = folder / f"server-{'pooled' if pooled else 'fresh'}-{n}.log"
    port = cl.free_port()
    extra = (("--class", f"05_play={n}", "--max-kernels", str(n + 10)) if pooled
             else ("--max-kernels", str(n + 10)))
    with open(log_path, "w") as log:
        proc = cl.start_server(folder, port, log, extra)
        fill_s, ready_mib = float("nan"), (float("nan"), float("nan"), 0)
        try:
            if pooled:
                fill_s = await asyncio.to_thread(cl.wait_ready, port, n, 900)
                await asyncio.sleep(2)
                ready_mib = cl.rss_mib(proc)
            url = f"http://127.0.0.1:{port}/voila/render/{cl.PAGES['play']}"
            load = os.getloadavg()[0]
            async with async_playwright() as p:
                browser = await p.chromium.launch(executable_path=cl.CHROMIUM,
                                                  args=cl.CHROMIUM_ARGS)
                started = time.monotonic()
                results = await asyncio.gather(*(cl.student(
                    browser, url + ("?lang=de" if i % 2 else ""), "play", 2, timeout)
                    for i in range(n)))
                wall = time.monotonic() - started
                refill_s = (await asyncio.to_thread(cl.wait_ready, port, min(n, 10), 600)
                            if pooled else float("nan"))
                for r in results:
                    await r.pop("context").close()
                await browser.close()
        finally:
            proc.terminate()
            proc.wait(30)
    ok = [r for r in results if r["ok"]]
    usable = sorted(r["tti"] for r in results if r["tti"] is not None)
    starts = [r["clicks"][0] for r in ok if r["clicks"]]
    return {"row": "pooled" if pooled else "fresh", "n": n, "working": len(ok),
            "lost": n - len(ok), "culled": culled(log_path), "why": culled_why(log_path),
            "wall_s": wall,
            "usable": len(usable), "p50": cl.pct(usable, 0.5), "p90": cl.pct(usable, 0.9),
            "max": max(usable, default=float("nan")),
            "start_p50": statistics.median(starts) if starts else float("nan"),
            "fill_s": fill_s, "refill_s": refill_s, "ready_kernels_mib": ready_mib[1],
            "ready_kernels": ready_mib[2], "load": (load, os.getloadavg()[0]),
            "errors": sorted({r["error"] for r in results if "error" in r})}


def scripted(n: int, pooled: bool, folder: Path, timeout: float) -> dict:
    """N scripted pages at once (no browser), every other one ``?lang=de``: page sent, the
    widgets' states received over its kernel's websocket, then "Start game" pressed and the
    dealt hand received (tests/helpers/page_client.py)."""
    log_path = folder / f"server-scripted-{'pooled' if pooled else 'fresh'}-{n}.log"
    port = cl.free_port()
    extra = (("--class", f"05_play={n}") if pooled else ()) + ("--max-kernels", str(n + 10))
    with open(log_path, "w") as log:
        proc = cl.start_server(folder, port, log, extra)
        try:
            fill_s = cl.wait_ready(port, n, 900) if pooled else float("nan")
            time.sleep(2)
            ready_mib = cl.rss_mib(proc)

            def one(i: int) -> tuple[float, float, float, bool] | str:
                page, t0, lang = Page(port), time.monotonic(), "de" if i % 2 else "en"
                try:
                    status, _ = page.get(f"/voila/render/{cl.PAGES['play']}?lang={lang}")
                    sent = time.monotonic() - t0
                    if status != 200 or not page.kernel_id:
                        return f"page: HTTP {status}"
                    states_s, hand_s, langs = page.start_game(timeout)
                    return sent, sent + states_s, hand_s, langs == {lang}
                except Exception as exc:  # a lost page is a figure
                    return f"{type(exc).__name__}: {str(exc)[:80]}"

            started = time.monotonic()
            with ThreadPoolExecutor(n) as arrive:
                results = list(arrive.map(one, range(n)))
            wall = time.monotonic() - started
            refill_s = cl.wait_ready(port, min(n, 10), 600) if pooled else float("nan")
        finally:
            proc.terminate()
            proc.wait(30)
    done = [r for r in results if isinstance(r, tuple)]
    sent, usable, hand = (sorted(r[k] for r in done) for k in range(3))
    return {"row": f"{'pooled' if pooled else 'fresh'} (scripted)", "n": n,
            "working": len(done), "lost": n - len(done), "culled": culled(log_path),
            "why": culled_why(log_path), "in_their_language": sum(r[3] for r in done),
            "wall_s": wall, "fill_s": fill_s, "refill_s": refill_s,
            "ready_kernels_mib": ready_mib[1], "ready_kernels": ready_mib[2],
            "server_mib": ready_mib[0], "sent_p50": cl.pct(sent, 0.5),
            "sent_max": max(sent, default=float("nan")), "p50": cl.pct(usable, 0.5),
            "p95": cl.pct(usable, 0.95), "max": max(usable, default=float("nan")),
            "hand_p50": cl.pct(hand, 0.5), "hand_p95": cl.pct(hand, 0.95),
            "errors": sorted({r for r in results if isinstance(r, str)})}


def cpu_seconds(procs: list[psutil.Process]) -> float:
    """User + system CPU of these processes (gone ones count 0)."""
    total = 0.0
    for proc in procs:
        try:
            times = proc.cpu_times()
            total += times.user + times.system
        except psutil.Error:
            pass
    return total


def browser_cpu(server_pid: int) -> tuple[float, float]:
    """(renderers, all of Chromium) CPU seconds so far: this process's Chromium children."""
    renderers: list[psutil.Process] = []
    others: list[psutil.Process] = []
    for proc in psutil.Process().children(recursive=True):
        try:
            if proc.pid == server_pid or "chrom" not in proc.name():
                continue
            (renderers if "--type=renderer" in proc.cmdline() else others).append(proc)
        except psutil.Error:
            continue
    mine = cpu_seconds(renderers)
    return mine, mine + cpu_seconds(others)


async def single(runs: int, folder: Path, timeout: float) -> dict:
    """One learner on an idle server with the default pool, the play lesson and the bare
    one-button page in turn: the first (cold cache) page, then warm-cache pages; time until
    usable, and the CPU the browser and the server (with its kernels) spent on each page."""
    from playwright.async_api import async_playwright

    port = cl.free_port()
    rows: dict[str, list[dict]] = {name: [] for name in SINGLE_PAGES}
    with open(folder / "server-single.log", "w") as log:
        proc = cl.start_server(folder, port, log, ("--pool", "1"))
        server = psutil.Process(proc.pid)
        try:
            async with async_playwright() as p:
                browser = await p.chromium.launch(executable_path=cl.CHROMIUM,
                                                  args=cl.CHROMIUM_ARGS)
                context = await browser.new_context(viewport={"width": 1280, "height": 900})
                for _ in range(runs + 1):
                    for name, usable in SINGLE_PAGES.items():
                        await asyncio.to_thread(cl.wait_ready, port, 1, 300, name)
                        await asyncio.sleep(1)  # the refilled kernel reached its page's wait
                        served = cpu_seconds([server, *server.children(recursive=True)])
                        rendered = browser_cpu(proc.pid)
                        page = await context.new_page()
                        t0 = time.monotonic()
                        await page.goto(f"http://127.0.0.1:{port}/voila/render/{name}.ipynb",
                                        wait_until="commit", timeout=timeout * 1000)
                        await page.locator(usable).first.wait_for(state="visible",
                                                                  timeout=timeout * 1000)
                        wall = time.monotonic() - t0
                        await asyncio.sleep(0.5)  # what the page still does once drawn
                        now = browser_cpu(proc.pid)
                        rows[name].append({
                            "s": wall, "renderer_cpu": now[0] - rendered[0],
                            "browser_cpu": now[1] - rendered[1],
                            "server_cpu": cpu_seconds([server, *server.children(recursive=True)])
                            - served})
                        await page.close()  # its beacon frees the kernel; the pool refills
                await browser.close()
        finally:
            proc.terminate()
            proc.wait(30)
    return {name: {"cold": r[0], "warm": r[1:]} for name, r in rows.items()}


def fmt_single(name: str, r: dict) -> str:
    def span(key: str) -> str:
        values = [w[key] for w in r["warm"]]
        return f"{min(values):.2f}-{max(values):.2f}"

    each = ", ".join(f"{w['s']:.2f}" for w in r["warm"])
    return (f"single learner, {name}, pool 1: cold cache {r['cold']['s']:.2f} s; warm cache "
            f"{span('s')} s over {len(r['warm'])} runs ({each}); CPU per warm page: "
            f"Chromium {span('browser_cpu')} s (renderer {span('renderer_cpu')} s), "
            f"server and kernels {span('server_cpu')} s")


def fmt_scripted(r: dict) -> str:
    line = (f"{r['row']} N={r['n']}: working {r['working']}/{r['n']}, lost {r['lost']}, "
            f"kernels culled {r['culled']} {r['why']}, in their language "
            f"{r['in_their_language']}/{r['working']}; page sent p50 {r['sent_p50']:.2f} s max "
            f"{r['sent_max']:.2f} s; widgets received p50 {r['p50']:.2f} s p95 {r['p95']:.2f} s "
            f"max {r['max']:.2f} s; Start->hand p50 {r['hand_p50'] * 1000:.0f} ms p95 "
            f"{r['hand_p95'] * 1000:.0f} ms; all done in {r['wall_s']:.1f} s")
    if r["row"].startswith("pooled"):
        line += (f"\n       pool of {r['n']} filled in {r['fill_s']:.0f} s, {r['ready_kernels']} "
                 f"ready kernels {r['ready_kernels_mib']:.0f} MiB, server {r['server_mib']:.0f} "
                 f"MiB; {min(r['n'], 10)} ready again {r['refill_s']:.0f} s after the class")
    return cl.with_errors(line, r, 7)


def fmt(r: dict) -> str:
    line = (f"{r['row']:6s} N={r['n']}: working {r['working']}/{r['n']}, lost {r['lost']}, "
            f"kernels culled {r['culled']} {r['why']}; usable {r['usable']}/{r['n']} p50 {r['p50']:.1f} s "
            f"p90 {r['p90']:.1f} s max {r['max']:.1f} s; Start->hand p50 {r['start_p50']:.1f} s;"
            f" all done in {r['wall_s']:.0f} s; load {r['load'][0]:.1f}->{r['load'][1]:.1f}")
    if r["row"] == "pooled":
        line += (f"\n       pool of {r['n']} filled in {r['fill_s']:.0f} s, {r['ready_kernels']} "
                 f"ready kernels {r['ready_kernels_mib']:.0f} MiB; {min(r['n'], 10)} ready "
                 f"again {r['refill_s']:.0f} s after the class")
    return cl.with_errors(line, r, 7)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--students", type=int, default=30)
    ap.add_argument("--scripted", action="store_true", help="also scripted pages (no browser)")
    ap.add_argument("--no-browsers", action="store_true", help="skip the Chromium rows")
    ap.add_argument("--single", type=int, default=5, help="warm-cache single-learner runs")
    ap.add_argument("--timeout", type=float, default=420, help="seconds per page step "
                    "(longer than the server's --cull-loading, 300 s)")
    ap.add_argument("--json", type=Path, help="also write the figures as JSON here")
    args = ap.parse_args(argv)
    if not Path(cl.CHROMIUM).exists():
        print(f"{cl.CHROMIUM} is missing (apt-get install -y chromium)")
        return 1
    out: dict = {"rows": []}
    with tempfile.TemporaryDirectory(prefix="rl-arrival-") as tmp:
        folder = Path(tmp)
        shutil.copy(cl.ROOT / "notebooks" / cl.PAGES["play"], folder / cl.PAGES["play"])
        (folder / cl.PAGES["floor"]).write_text(json.dumps(cl.FLOOR_NB))
        os.environ.setdefault("RUMMY_LAB_STORE", f"sqlite:///{folder / 'tables.db'}")
        if args.students and not args.no_browsers:
            for pooled in (True, False):
                row = asyncio.run(arrive(args.students, pooled, folder, args.timeout))
                out["rows"].append(row)
                print(fmt(row), flush=True)
        if args.scripted:
            for pooled in (True, False):
                row = scripted(args.students, pooled, folder, args.timeout)
                out["rows"].append(row)
                print(fmt_scripted(row), flush=True)
        if args.single:
            out["single"] = s = asyncio.run(single(args.single, folder, args.timeout))
            for name, r in s.items():
                print(fmt_single(name, r), flush=True)
    if args.json:
        args.json.write_text(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
