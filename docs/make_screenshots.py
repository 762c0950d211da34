"""Screenshots of the dashboards for a closing note (not committed; default /work/shots/).

Starts ``rummy-lab serve`` on 127.0.0.1 (a throw-away SQLite class store and teacher
password) and saves, in English and German (``?lang=de``), full-page PNGs of the start
page, the guided hand, the scoring scenarios, the play page with a started game and the
teacher's page logged in and watching a class table (12 moves in), at 1280x800, 768x1024, 390x844 and 1920x1080 (projector mode on
at 1920 where a table has the switch); then JupyterLab at 1280x800 with a game in 05_play.

    python docs/make_screenshots.py [OUT_FOLDER]
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
from helpers.local_server import free_port, wait_until_answering  # noqa: E402
from test_jupyterlab_browser import OPEN_AND_RUN, TOKEN, lab_command  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
SIZES = {"1280": (1280, 800), "768": (768, 1024), "390": (390, 844), "1920": (1920, 1080)}
PAGES = ["00_start_here", "01_guided_hand", "04_scoring_scenarios", "05_play", "07_teacher"]
START = {"en": "Start game", "de": "Spiel starten"}
PASSWORD = "screenshot-teacher"
WAIT = 150_000  # ms


def start(cmd: list[str], port: int, env: dict, log: Path) -> subprocess.Popen:
    """Start a server and wait (at most 90 s) until it answers HTTP."""
    proc = subprocess.Popen(cmd, env=env, cwd=ROOT, stdout=log.open("w"), stderr=subprocess.STDOUT)
    failure = wait_until_answering(proc, f"http://127.0.0.1:{port}/api", seconds=90)
    if failure:
        raise SystemExit(f"{failure}; see {log}")
    return proc


def stop(proc: subprocess.Popen) -> None:
    proc.terminate()
    try:
        proc.wait(timeout=15)
    except subprocess.TimeoutExpired:
        proc.kill()


def shoot(page, path: Path) -> None:
    """The whole page: Voilà scrolls inside its shell, so the window grows to its height."""
    width, height = page.viewport_size["width"], page.viewport_size["height"]
    tall = page.evaluate("() => Math.max(...[...document.querySelectorAll('*')]"
                         ".map(e => e.scrollHeight))")
    page.set_viewport_size({"width": width, "height": min(max(tall, height), 8000)})
    page.wait_for_timeout(400)
    page.screenshot(path=str(path), full_page=True)
    page.set_viewport_size({"width": width, "height": height})


def prepare(page, name: str, lang: str) -> None:
    """Start a game on the play page, log in on the teacher's page."""
    if name == "05_play":
        page.get_by_role("button", name=START[lang]).click()
        page.locator(".rl-table-root .rl-hand .rl-card").first.wait_for(timeout=60_000)
    elif name == "07_teacher":
        password = page.locator("input[type=password]")
        password.wait_for(timeout=60_000)
        password.fill(PASSWORD)
        password.press("Enter")
        page.locator(".rl-tc-watch").first.click(timeout=60_000)  # the class's table
        page.locator(".rl-tc-table .rl-table-root").wait_for(timeout=60_000)
        page.wait_for_timeout(2000)


def dashboards(browser, base: str, out: Path) -> None:
    for lang in ("en", "de"):
        for name in PAGES:
            context = browser.new_context(viewport={"width": 1280, "height": 800})
            page = context.new_page()
            page.goto(f"{base}/voila/render/{name}.ipynb?lang={lang}", wait_until="commit",
                      timeout=WAIT)
            page.locator(".rl-language button").first.wait_for(timeout=WAIT)
            page.wait_for_load_state("load")
            page.wait_for_timeout(2000)
            prepare(page, name, lang)
            for size, (w, h) in SIZES.items():
                page.set_viewport_size({"width": w, "height": h})
                projector = page.locator("button[data-focus='btn:projector']:visible")  # (Save shares its style class; a watched table hides its own)
                if size == "1920" and projector.count():
                    projector.first.click()
                shoot(page, out / f"{name}_{lang}_{size}.png")
                if size == "1920" and projector.count():
                    projector.first.click()      # the choice is remembered: switch it off
            print("saved", name, lang, flush=True)
            context.close()


def jupyterlab(browser, out: Path) -> None:
    root = Path(tempfile.mkdtemp(prefix="rummy-lab-shots-"))
    for nb in (ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"):
        shutil.copy(nb, root)
    port = free_port()
    cmd, env = lab_command(root, port)
    proc = start(cmd, port, env, out / "jupyterlab.log")
    try:
        context = browser.new_context(viewport={"width": 1280, "height": 800})
        page = context.new_page()
        page.goto(f"http://127.0.0.1:{port}/lab?token={TOKEN}", timeout=WAIT)
        page.wait_for_function("() => window.jupyterapp !== undefined", timeout=WAIT)
        page.evaluate("() => localStorage.setItem('rummy-lab-lang', 'en')")
        panel = page.locator("#" + page.evaluate(OPEN_AND_RUN, ["05_play.ipynb", None]))
        panel.get_by_role("button", name=START["en"]).click(timeout=WAIT)
        panel.locator(".rl-hand .rl-card").first.wait_for(timeout=60_000)
        page.wait_for_timeout(1000)
        page.screenshot(path=str(out / "jupyterlab_05_play_en_1280.png"))
        context.close()
        print("saved jupyterlab", flush=True)
    finally:
        stop(proc)
        shutil.rmtree(root, ignore_errors=True)


def class_table(url: str) -> None:
    """A table of the class, a few moves in, for the teacher to watch."""
    from rummy_lab.ui.demo_table import DemoTable

    DemoTable(url).play(12)


def main(out: Path) -> None:
    from playwright.sync_api import sync_playwright

    out.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="rummy-lab-shots-"))
    secret = work / "teacher.txt"
    secret.write_text(PASSWORD + "\n")
    port = free_port()
    bin_dir = Path(sys.executable).parent
    env = {**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}",
           "PYTHONPATH": str(ROOT)}
    env.pop("RUMMY_LAB_TEACHER_PASSWORD", None)
    class_table(f"sqlite:///{work / 'class.db'}")
    cmd = ["/usr/bin/timeout", "1200", str(bin_dir / "rummy-lab"), "serve", "--port", str(port),
           "--store", f"sqlite:///{work / 'class.db'}", "--teacher-password-file", str(secret)]
    proc = start(cmd, port, env, out / "voila.log")
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM,
                                        args=["--no-sandbox", "--headless", "--disable-gpu"])
            dashboards(browser, f"http://127.0.0.1:{port}", out)
            stop(proc)
            jupyterlab(browser, out)
            browser.close()
    finally:
        stop(proc)
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", nargs="?", type=Path, default=Path("/work/shots"),
                        help="folder for the PNGs (default: /work/shots)")
    main(parser.parse_args().out)
