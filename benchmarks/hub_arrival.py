"""A class signing in to the classroom JupyterHub at the same moment: N students at once.

Not a test: it measures and prints a table. For every mode it starts the documented hub
(``docs/jupyterhub_config.py``, free 127.0.0.1 ports, a fresh state folder, the proxy from
``make hub-proxy``) with a class list of N students and, all at once, one Chromium context
per student signs in with the class password and lands on the play dashboard in their own
server. Modes:

* ``cold``: the servers start when the students sign in (the hub's default);
* ``ahead``: the servers were started before the class with the warm-up token
  (``RUMMY_HUB_WARMUP_TOKEN``, docs/classroom.md), so a student waits for the page's
  kernel only.

Per mode: pages working (the play page drawn, "Start game" dealt a hand and a Draw was
answered), sign-in → page interactive p50/p95/max, Start → hand, Draw → answer, the time the
servers took to start ahead, servers' and kernels' RSS per student and the load average.
Everything is bounded (``--timeout`` per page step) and loopback only.

    .venv/bin/python benchmarks/hub_arrival.py                  # 10 students, both modes
    .venv/bin/python benchmarks/hub_arrival.py --students 3 --modes ahead
"""

from __future__ import annotations

import argparse
import asyncio
import os
import secrets
import statistics
import sys
import tempfile
import time
from pathlib import Path

from class_load import CHROMIUM, CHROMIUM_ARGS, START, pct, wait_rev_change, with_errors

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
from helpers.hub import LOGIN_FIELDS, Hub, login_url, play_path, running_hub  # noqa: E402

TABLE = ".rl-lesson-play .rl-table-root"


async def student(browser, hub: Hub, name: str, password: str, timeout: float) -> dict:
    """One student signs in and plays the first clicks; returns times or the failure."""
    context = await browser.new_context(viewport={"width": 1280, "height": 900})
    page = await context.new_page()
    out: dict = {"ok": False, "tti": None, "start": None, "draw": None}
    step = "login page"
    ms = timeout * 1000
    try:
        await page.goto(login_url(hub.url, name), timeout=ms)
        user, secret, submit = LOGIN_FIELDS
        await page.locator(user).fill(name)
        await page.locator(secret).fill(password)
        step = "sign-in"
        t0 = time.monotonic()
        await page.locator(submit).click(no_wait_after=True)
        await page.wait_for_url(hub.url + play_path(name), wait_until="commit", timeout=ms)
        step = "page"
        await page.locator(START).first.wait_for(state="visible", timeout=ms)
        out["tti"] = time.monotonic() - t0
        step = "start"
        t1 = time.monotonic()
        await page.locator(START).first.click()
        await page.locator(f"{TABLE} .rl-hand .rl-card").first.wait_for(timeout=ms)
        out["start"] = time.monotonic() - t1
        step = "draw"
        draw = page.locator(f"{TABLE} button[data-op='draw']")
        await draw.wait_for(timeout=ms)
        before = await page.locator(TABLE).get_attribute("data-rev")
        t2 = time.monotonic()
        await draw.click()
        await wait_rev_change(page, TABLE, before, timeout)
        out["draw"] = time.monotonic() - t2
        out["ok"] = True
    except Exception as exc:  # a failed page is a figure, not a crash
        out["error"] = f"{step}: {type(exc).__name__}: {str(exc).splitlines()[0][:100]}"
    finally:
        await context.close()
    return out


def rss(hub: Hub) -> tuple[float, float, int]:
    """(servers' RSS, kernels' RSS, servers) in MiB, over every student's server."""
    servers = list(hub.servers().values())
    kernels = [k for s in servers for k in s.children(recursive=True)
               if "ipykernel_launcher" in " ".join(k.cmdline())]
    mib = [sum(p.memory_info().rss for p in group) / 2**20 for group in (servers, kernels)]
    return mib[0], mib[1], len(servers)


async def run_mode(mode: str, n: int, timeout: float, state: Path) -> dict:
    from playwright.async_api import async_playwright

    names = [f"s{i:02d}" for i in range(n)]
    password = "class-" + secrets.token_hex(6)
    token = secrets.token_hex(16)
    ahead_s = float("nan")
    with running_hub(state, names, password, state / "jupyterhub.log", token) as hub:
        if mode == "ahead":
            ahead_s = await asyncio.to_thread(hub.start_servers, names, 600)
        load_before = os.getloadavg()[0]
        async with async_playwright() as p:
            browser = await p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            started = time.monotonic()
            results = await asyncio.gather(*(student(browser, hub, name, password, timeout)
                                             for name in names))
            wall = time.monotonic() - started
            servers_mib, kernels_mib, count = rss(hub)
            await browser.close()
    ok = [r for r in results if r["ok"]]
    ttis = [r["tti"] for r in results if r["tti"] is not None]
    return {"mode": mode, "n": n, "working": len(ok), "wall_s": wall, "ahead_s": ahead_s,
            "tti_p50": statistics.median(ttis) if ttis else float("nan"),
            "tti_p95": pct(ttis, 0.95), "tti_max": max(ttis, default=float("nan")),
            "start_p50": pct([r["start"] for r in ok], 0.5),
            "draw_p50": pct([r["draw"] * 1000 for r in ok], 0.5),
            "draw_p95": pct([r["draw"] * 1000 for r in ok], 0.95),
            "server_mib": servers_mib / max(count, 1), "kernel_mib": kernels_mib / max(count, 1),
            "servers": count, "load": (load_before, os.getloadavg()[0]),
            "errors": sorted({r["error"] for r in results if "error" in r})}


def fmt(r: dict) -> str:
    line = (f"{r['mode']:5s} N={r['n']:<3d} working {r['working']:>2d}/{r['n']:<2d} "
            f"sign-in->interactive p50 {r['tti_p50']:5.1f} s p95 {r['tti_p95']:5.1f} s "
            f"max {r['tti_max']:5.1f} s  start p50 {r['start_p50']:.1f} s  "
            f"draw p50 {r['draw_p50']:.0f} ms p95 {r['draw_p95']:.0f} ms  "
            f"per student: server {r['server_mib']:.0f} + kernel {r['kernel_mib']:.0f} MiB "
            f"(x{r['servers']})  load {r['load'][0]:.1f}->{r['load'][1]:.1f}")
    if r["mode"] == "ahead":
        line += f"\n      servers started ahead in {r['ahead_s']:.0f} s"
    return with_errors(line, r)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--students", type=int, default=10)
    ap.add_argument("--modes", nargs="+", choices=("cold", "ahead"), default=["cold", "ahead"])
    ap.add_argument("--timeout", type=float, default=180, help="seconds per page step")
    args = ap.parse_args(argv)
    if not Path(CHROMIUM).exists():
        print(f"{CHROMIUM} is missing (apt-get install -y chromium)")
        return 1
    for mode in args.modes:
        with tempfile.TemporaryDirectory(prefix=f"rl-hub-{mode}-") as tmp:
            print(fmt(asyncio.run(run_mode(mode, args.students, args.timeout, Path(tmp)))),
                  flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
