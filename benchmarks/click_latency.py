"""Click → update latency of the play table in Chromium on standalone Voilà.

Goal (issue 11): median ≤ 60 ms. Starts Voilà on tests/notebooks/ (127.0.0.1, a free
port, culled kernels), opens ``table_2p.ipynb`` (a bot that answers instantly) in
Debian's chromium and times, in the page, from the click to the table's ``data-rev``
change (the new state drawn) for Draw / Discard / Next hand clicks. Each run is a fresh
page and kernel; the first click of a page (cold) is reported apart from the rest.

    python benchmarks/click_latency.py [--clicks 40] [--runs 3] [--page table_2p.ipynb]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
from helpers.local_server import free_port, wait_until_answering  # noqa: E402
from helpers.voila_pages import TIME_CLICK, next_click  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
MOTION = ["no-preference"]

READY = """() => {
  const root = document.querySelector('.rl-table-root');
  return !root.classList.contains('rl-busy') && (root.classList.contains('rl-my-turn')
         || root.dataset.phase === 'hand_over' || root.dataset.phase === 'game_over');
}"""


def start_voila(port: int) -> subprocess.Popen:
    voila = Path(sys.executable).with_name("voila")
    proc = subprocess.Popen(
        [str(voila), str(ROOT / "tests" / "notebooks"), "--no-browser", f"--port={port}",
         "--Voila.ip=127.0.0.1", "--MappingKernelManager.cull_idle_timeout=120",
         "--MappingKernelManager.cull_interval=30"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=ROOT)
    failure = wait_until_answering(proc, f"http://127.0.0.1:{port}/api")
    if failure:
        raise SystemExit(failure)
    return proc


def one_run(browser, url: str, clicks: int) -> list[float]:
    page = browser.new_page(viewport={"width": 1280, "height": 800}, reduced_motion=MOTION[0])
    page.goto(url, timeout=60_000)
    page.wait_for_selector(".rl-table-root.rl-table-ready .rl-hand .rl-card", timeout=60_000)
    times = []
    for _ in range(clicks):
        page.wait_for_function(READY)
        if page.locator(".rl-table-root").get_attribute("data-phase") == "game_over":
            break
        rev = int(page.locator(".rl-table-root").get_attribute("data-rev"))
        times.append(page.evaluate(TIME_CLICK, [next_click(page), rev]))
    page.close()
    return times


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--clicks", type=int, default=40)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--page", default="table_2p.ipynb")
    ap.add_argument("--reduced-motion", action="store_true",
                    help="ask for reduced motion (no card animation)")
    args = ap.parse_args()
    MOTION[0] = "reduce" if args.reduced_motion else "no-preference"
    from playwright.sync_api import sync_playwright

    port = free_port()
    proc = start_voila(port)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM,
                                        args=["--no-sandbox", "--headless", "--disable-gpu"])
            cold, warm, medians = [], [], []
            for _ in range(args.runs):
                times = one_run(browser, f"http://127.0.0.1:{port}/voila/render/{args.page}",
                                args.clicks)
                cold.append(times[0])
                warm += times[1:]
                medians.append(statistics.median(times[1:]))
            browser.close()
    finally:
        proc.terminate()
        proc.wait(timeout=15)
    warm.sort()
    p95 = warm[min(len(warm) - 1, round(0.95 * (len(warm) - 1)))]
    print(f"click→update, {args.page}, {args.runs} runs × {args.clicks} clicks (Chromium, Voilà)")
    print(f"  first click of a page (cold): {', '.join(f'{c:.0f}' for c in cold)} ms")
    print(f"  warm: median {statistics.median(warm):.0f} ms (per run "
          f"{min(medians):.0f}–{max(medians):.0f}), p95 {p95:.0f} ms, "
          f"range {warm[0]:.0f}–{warm[-1]:.0f} ms, n={len(warm)}")


if __name__ == "__main__":
    main()
