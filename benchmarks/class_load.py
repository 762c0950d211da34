"""A class opening the play page at the same moment: N students, one Chromium context each.

Not a test: it measures and prints a table. For every N in ``--students`` it starts a
fresh ``rummy-lab serve`` on 127.0.0.1 (a free port, a temporary notebooks folder) and
opens, all at once,

* ``floor``: a bare ipywidgets notebook with one button (the floor any page can reach);
* ``play``: ``notebooks/05_play.ipynb`` (the setup form, then "Start game"), no ready
  kernels (one fresh kernel per page: the floor of issue 26);
* ``pooled``: the same page with ``--class 05_play=N`` ready kernels, filled before the
  class arrives; every other student opens it with ``?lang=de`` (their page must be
  German). Also printed: the time the pool took to fill, the kernels' RSS with N ready,
  and the time it took to refill after the class (as far as ``--max-kernels`` N+10 allows).

Per page and N: pages working (the widget appeared AND its clicks got answers), time to
interactive (navigation start → the widget is drawn), click → answer p50/p95 (floor: the
button's counter; play: "Start game" then Draw/Hint on the table), kernels' and server's
RSS per student. Everything is bounded (``--timeout`` per page) and loopback only.

    .venv/bin/python benchmarks/class_load.py                 # N = 10 and 20
    .venv/bin/python benchmarks/class_load.py --students 5 --clicks 3

To compare with an older version of the package, export it (``git archive <commit> | tar
-x -C /tmp/old``) and run this script with ``PYTHONPATH=/tmp/old``: the server's kernels
then import that version (the page and the selectors are the same).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import psutil

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
from helpers.local_server import free_port, wait_until_answering  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--headless", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
PAGES = {"pooled": "05_play.ipynb", "floor": "floor.ipynb", "play": "05_play.ipynb"}
#: the play page's "Start game" button (any version of the page: anywidget or ipywidgets form)
START = ".rl-lesson-play button:has-text('Start game')"
START_DE = ".rl-lesson-play button:has-text('Spiel starten')"
SHOTS: Path | None = None  # --shots: a screenshot of every failed page goes there

FLOOR_NB = {
    "cells": [{"cell_type": "markdown", "id": "title", "metadata": {}, "source": "# Floor"},
              {"cell_type": "code", "id": "button", "metadata": {}, "outputs": [],
               "execution_count": None, "source": (
                   "import ipywidgets as w\n"
                   "b = w.Button(description='0')\n"
                   "b.add_class('rl-floor')\n"
                   "def bump(_):\n"
                   "    b.description = str(int(b.description) + 1)\n"
                   "b.on_click(bump)\n"
                   "b")}],
    "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python",
                                "name": "python3"}},
    "nbformat": 4, "nbformat_minor": 5}


def start_server(folder: Path, port: int, log, extra: tuple[str, ...] = ()) -> subprocess.Popen:
    cli = Path(sys.executable).with_name("rummy-lab")
    env = {**os.environ, "PATH": str(Path(sys.executable).parent) + os.pathsep + os.environ["PATH"]}
    proc = subprocess.Popen([str(cli), "serve", "--port", str(port), "--notebooks", str(folder),
                             "--pool", "0", "--pages-per-client", "64", *extra],
                            stdout=log, stderr=subprocess.STDOUT, env=env)
    failure = wait_until_answering(proc, f"http://127.0.0.1:{port}/voila/tree")
    if failure:
        raise RuntimeError(f"{failure}; see its log")
    return proc


def rss_mib(proc: subprocess.Popen) -> tuple[float, float, int]:
    """(server RSS, kernels' RSS, kernels) in MiB."""
    server = psutil.Process(proc.pid)
    kernels = [c for c in server.children(recursive=True)
               if "ipykernel_launcher" in " ".join(c.cmdline())]
    return (server.memory_info().rss / 2**20,
            sum(k.memory_info().rss for k in kernels) / 2**20, len(kernels))


async def wait_rev_change(page, selector: str, before: str | None, timeout: float) -> None:
    await page.wait_for_function(
        "([sel, before]) => { const e = document.querySelector(sel);"
        " return e && e.dataset.rev && e.dataset.rev !== before; }",
        arg=[selector, before], timeout=timeout * 1000)


def ready_count(port: int, lesson: str = "05_play") -> int:
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/rummy-lab/ready", timeout=30) as r:
        return json.load(r)["lessons"].get(lesson, {}).get("ready", 0)


def wait_ready(port: int, n: int, seconds: float, lesson: str = "05_play") -> float:
    """Seconds until ``lesson`` has ``n`` ready kernels (nan: not within ``seconds``)."""
    t0 = time.monotonic()
    while time.monotonic() - t0 < seconds:
        if ready_count(port, lesson) >= n:
            return time.monotonic() - t0
        time.sleep(0.5)
    return float("nan")


async def student(browser, url: str, kind: str, clicks: int, timeout: float) -> dict:
    """One student: open, wait until interactive, click; returns times or the failure."""
    context = await browser.new_context(viewport={"width": 1280, "height": 900})
    page = await context.new_page()
    out: dict = {"ok": False, "tti": None, "clicks": []}
    step = "open"
    try:
        t0 = time.monotonic()
        await page.goto(url, wait_until="commit", timeout=timeout * 1000)
        ready = ".rl-floor" if kind == "floor" else (START_DE if "lang=de" in url else START)
        await page.locator(ready).first.wait_for(state="visible", timeout=timeout * 1000)
        out["tti"] = time.monotonic() - t0
        step = "click"
        if kind == "floor":
            button = page.locator(".rl-floor")
            for i in range(clicks):
                t1 = time.monotonic()
                await button.click()
                await page.locator(".rl-floor", has_text=str(i + 1)).wait_for(
                    timeout=timeout * 1000)
                out["clicks"].append(time.monotonic() - t1)
        else:
            table = ".rl-lesson-play .rl-table-root"
            t1 = time.monotonic()
            await page.locator(ready).first.click()
            step = "start"
            await page.locator(f"{table} .rl-hand .rl-card").first.wait_for(timeout=timeout * 1000)
            step = "click"
            out["clicks"].append(time.monotonic() - t1)
            for i in range(clicks - 1):
                before = await page.locator(table).get_attribute("data-rev")
                draw = page.locator(f"{table} button[data-op='draw']")
                op = "draw" if i == 0 and await draw.is_enabled() else "hint"
                t1 = time.monotonic()
                await page.locator(f"{table} button[data-op='{op}']").click()
                await wait_rev_change(page, table, before, timeout)
                out["clicks"].append(time.monotonic() - t1)
        out["ok"] = True
    except Exception as exc:  # a failed page is a figure, not a crash
        out["error"] = f"{step}: {type(exc).__name__}: {str(exc).splitlines()[0][:100]}"
        try:
            if "model not found" in await page.inner_text("body", timeout=5000):
                out["error"] += " [page: 'Error displaying widget: model not found']"
        except Exception:  # the page itself is gone: the timeout above says enough
            pass
        if SHOTS:
            await page.screenshot(path=str(SHOTS / f"failed-{kind}-{id(page)}.png"))
    finally:
        out["context"] = context
    return out


async def watch_server(port: int, stop: asyncio.Event, delays: list[float]) -> None:
    """Every 0.5 s, how long the server takes to answer a request that does no work (its
    event loop's responsiveness; 403 is standalone Voilà's answer on /api)."""
    def ask() -> float:
        t0 = time.monotonic()
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/api", timeout=60)
        except urllib.error.HTTPError:
            pass
        except OSError:
            return 60.0
        return time.monotonic() - t0

    while not stop.is_set():
        delays.append(await asyncio.to_thread(ask))
        try:
            await asyncio.wait_for(stop.wait(), 0.5)
        except TimeoutError:
            pass


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, round(q * (len(values) - 1)))] if values else float("nan")


def with_errors(line: str, r: dict, indent: int = 6) -> str:
    """A printed row ``line`` of result ``r``, with its errors below it (``indent`` spaces
    in) if there were any."""
    return line + (f"\n{' ' * indent}errors: {r['errors']}" if r["errors"] else "")


async def run_class(n: int, kind: str, clicks: int, timeout: float, folder: Path,
                    log) -> dict:
    from playwright.async_api import async_playwright

    port = free_port()
    pooled = kind == "pooled"
    extra = ("--class", f"05_play={n}", "--max-kernels", str(n + 10)) if pooled else ()
    proc = start_server(folder, port, log, extra)
    fill_s = refill_s = float("nan")
    ready_mib = (float("nan"), float("nan"), 0)
    try:
        base_server, _, _ = rss_mib(proc)
        if pooled:
            fill_s = await asyncio.to_thread(wait_ready, port, n, 900)
            await asyncio.sleep(2)
            ready_mib = rss_mib(proc)
        url = f"http://127.0.0.1:{port}/voila/render/{PAGES[kind]}"
        load_before = os.getloadavg()[0]
        delays: list[float] = []
        stop = asyncio.Event()
        async with async_playwright() as p:
            browser = await p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            started = time.monotonic()
            watcher = asyncio.create_task(watch_server(port, stop, delays))
            results = await asyncio.gather(*(student(
                browser, url + ("?lang=de" if pooled and i % 2 else ""), kind, clicks, timeout)
                for i in range(n)))
            wall = time.monotonic() - started
            stop.set()
            await watcher
            server, kernels, count = rss_mib(proc)
            if pooled:  # the pool refills while the class plays (room: --max-kernels N+10)
                refill_s = await asyncio.to_thread(wait_ready, port, min(n, 10), 900)
            for r in results:
                await r.pop("context").close()
            await browser.close()
    finally:
        proc.terminate()
        try:
            proc.wait(20)
        except subprocess.TimeoutExpired:
            proc.kill()
    ok = [r for r in results if r["ok"]]
    ttis = [r["tti"] for r in results if r["tti"] is not None]
    times = [c * 1000 for r in ok for c in r["clicks"][0 if kind == "floor" else 1:]]
    starts = [r["clicks"][0] for r in ok if kind in ("play", "pooled") and r["clicks"]]
    errors = sorted({r["error"] for r in results if "error" in r})
    return {"page": kind, "n": n, "working": len(ok), "wall_s": wall,
            "tti_p50": statistics.median(ttis) if ttis else float("nan"),
            "tti_max": max(ttis) if ttis else float("nan"), "tti_p95": pct(ttis, 0.95),
            "fill_s": fill_s, "refill_s": refill_s, "ready_kernels_mib": ready_mib[1],
            "ready_server_mib": ready_mib[0], "ready_kernels": ready_mib[2],
            "start_p50": statistics.median(starts) if starts else float("nan"),
            "click_p50": pct(times, 0.5), "click_p95": pct(times, 0.95),
            "kernels": count, "kernel_mib": kernels / max(count, 1),
            "server_mib": server - base_server, "errors": errors,
            "load": (load_before, os.getloadavg()[0]),
            "stall_max_s": max(delays, default=float("nan")),
            "stalls_over_1s": sum(d > 1 for d in delays)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--students", type=int, nargs="+", default=[10, 20])
    ap.add_argument("--clicks", type=int, default=5, help="clicks per student (play: Start first)")
    ap.add_argument("--timeout", type=float, default=90, help="seconds per page step")
    ap.add_argument("--pages", nargs="+", choices=list(PAGES), default=list(PAGES))
    ap.add_argument("--json", type=Path, help="also write the rows as JSON here")
    ap.add_argument("--shots", type=Path, help="folder for screenshots of failed pages")
    args = ap.parse_args(argv)
    global SHOTS
    SHOTS = args.shots
    if SHOTS:
        SHOTS.mkdir(parents=True, exist_ok=True)
    if not Path(CHROMIUM).exists():
        print(f"{CHROMIUM} is missing (apt-get install -y chromium)")
        return 1
    rows = []
    with tempfile.TemporaryDirectory(prefix="rl-class-") as tmp:
        folder = Path(tmp)
        shutil.copy(ROOT / "notebooks" / PAGES["play"], folder / PAGES["play"])
        os.environ.setdefault("RUMMY_LAB_STORE", f"sqlite:///{folder / 'tables.db'}")
        (folder / PAGES["floor"]).write_text(json.dumps(FLOOR_NB))
        with open(folder / "server.log", "w") as log:
            for n in args.students:
                for kind in args.pages:
                    row = asyncio.run(run_class(n, kind, args.clicks, args.timeout, folder, log))
                    rows.append(row)
                    print(fmt(row), flush=True)
    print("\n" + table(rows))
    if args.json:
        args.json.write_text(json.dumps(rows, indent=1))
    return 0


def fmt(r: dict) -> str:
    line = (f"{r['page']:5s} N={r['n']:<3d} working {r['working']:>2d}/{r['n']:<2d} "
            f"tti p50 {r['tti_p50']:5.1f} s p95 {r['tti_p95']:5.1f} s max {r['tti_max']:5.1f} s  "
            f"click p50 {r['click_p50']:5.0f} ms p95 {r['click_p95']:5.0f} ms  "
            f"kernel {r['kernel_mib']:4.0f} MiB x{r['kernels']}  server +{r['server_mib']:.0f} MiB")
    if r["page"] in ("play", "pooled"):
        line += f"  start p50 {r['start_p50']:.1f} s"
    if r["page"] == "pooled":
        line += (f"\n      pool: filled in {r['fill_s']:.0f} s; {r['ready_kernels']} ready kernels "
                 f"{r['ready_kernels_mib']:.0f} MiB (server {r['ready_server_mib']:.0f} MiB); "
                 f"refilled {min(r['n'], 10)} in {r['refill_s']:.0f} s after the class arrived")
    line += (f"  server stall max {r['stall_max_s']:.1f} s ({r['stalls_over_1s']} > 1 s)"
             f"  load {r['load'][0]:.1f}->{r['load'][1]:.1f}")
    return with_errors(line, r)


def table(rows: list[dict]) -> str:
    head = ("| page | N | working | TTI p50 (s) | TTI max (s) | click p50 (ms) | click p95 (ms) "
            "| kernel RSS (MiB) | server +RSS (MiB) | server stall max (s) | load avg |")
    lines = [head, "|" + "---|" * 11]
    for r in rows:
        lines.append(f"| {r['page']} | {r['n']} | {r['working']}/{r['n']} | {r['tti_p50']:.1f} "
                     f"| {r['tti_max']:.1f} | {r['click_p50']:.0f} | {r['click_p95']:.0f} "
                     f"| {r['kernel_mib']:.0f} | {r['server_mib']:.0f} | {r['stall_max_s']:.1f} "
                     f"| {r['load'][0]:.0f}-{r['load'][1]:.0f} |")
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
