"""Screenshots of every dashboard at four sizes in English and German (issue 27's sweep).

Not a test: starts ``rummy-lab serve`` on 127.0.0.1 (a free port, the teacher password in a
temporary file, a temporary class database, a fixed deal seed) and opens each notebook in
``notebooks/`` as ``/voila/render/NAME.ipynb?lang=L`` in Chromium, one page at a time, and
writes ``OUT/NAME-L-WIDTH.png`` for widths 390, 768, 1280 and 1920 (each size its own page
load). A shot is taken once the page has stopped changing, and it shows the whole page:
Voilà scrolls inside ``#rendered_cells``, a Lumino panel of the window's height (absolute,
``contain: strict``) inside two ``overflow: hidden`` boxes, so those boxes are let grow
to their content first (the window keeps its size: ``vh`` and media queries stay).

``--serve-root DIR`` serves ``DIR/notebooks`` with ``DIR/.venv/bin/rummy-lab`` (default:
this checkout), passing only the serve options that version knows, so an older checkout
(a ``git worktree``) can be shot the same way; ``benchmarks/compare_screenshots.py`` then
compares two such folders.

    .venv/bin/python benchmarks/screenshots.py [--out /tmp/sweep] [--only 05_play]
    .venv/bin/python benchmarks/screenshots.py --serve-root ../before --widths 390 1280
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "benchmarks"))
from class_load import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from helpers.dashboard_pages import DASHBOARDS  # noqa: E402
from helpers.local_server import free_port, wait_until_answering  # noqa: E402
from helpers.teacher_pages import PASSWORD  # noqa: E402

#: width -> the window's height
SIZES = {390: 844, 768: 1024, 1280: 800, 1920: 1080}
#: dashboards the tests' table does not name yet
ROOTS = {**DASHBOARDS, "08_practice": ".rl-lesson-practice"}
TIMEOUT = 300_000  # ms: a page of a busy machine's Voilà
#: serve options beyond --port/--notebooks, each passed when that version's serve knows it
OPTIONAL = {"--pool": "0", "--pages-per-client": "64", "--max-kernels": "64"}
#: Voilà's shell boxes take their content's height, so the page (not #rendered_cells) scrolls
UNCLIP = """html, body, #main, #jp-main-content-panel, #rendered_cells {
  position: relative !important; top: 0 !important; left: 0 !important;
  height: auto !important; min-height: 0 !important; max-height: none !important;
  overflow: visible !important; contain: none !important; }"""
#: what changes while a page is still rendering: its height, its elements, its text
SIGNATURE = """() => { const c = document.querySelector('#rendered_cells') || document.body;
  return [c.scrollHeight, c.querySelectorAll('*').length, c.innerText.length].join(' '); }"""


def settle(page, quiet: float = 4.0, most: float = 240.0) -> None:
    """Wait until the page's signature has not changed for ``quiet`` seconds."""
    last, since, start = None, time.monotonic(), time.monotonic()
    while time.monotonic() - start < most:
        now = page.evaluate(SIGNATURE)
        if now != last:
            last, since = now, time.monotonic()
        elif time.monotonic() - since >= quiet:
            return
        page.wait_for_timeout(500)
    print(f"  still changing after {most:.0f} s", flush=True)


def last_cell(root: Path, name: str) -> str:
    cells = json.loads((root / "notebooks" / f"{name}.ipynb").read_text())["cells"]
    return cells[-1]["id"]


def shoot(browser, base: str, root: Path, name: str, lang: str, out: Path,
          widths: list[int]) -> None:
    """One page and language at each width, a fresh page load for each."""
    for width in widths:
        context = browser.new_context(viewport={"width": width, "height": SIZES[width]})
        page = context.new_page()
        page.goto(f"{base}/voila/render/{name}.ipynb?lang={lang}", wait_until="commit",
                  timeout=TIMEOUT)
        # the first may be hidden: 00 carries its table in both languages, shows one
        page.locator(f"{ROOTS.get(name, '.jupyter-widgets')} >> visible=true").first.wait_for(
            timeout=TIMEOUT)
        page.locator(f'[id="cell-id={last_cell(root, name)}"]').wait_for(state="attached",
                                                                         timeout=TIMEOUT)
        page.wait_for_load_state("load", timeout=TIMEOUT)
        if name == "07_teacher":
            password = page.locator(".rl-tc-password")
            password.wait_for(timeout=TIMEOUT)
            password.fill(PASSWORD)
            page.locator(".rl-tc-unlock").click()
            password.wait_for(state="detached", timeout=TIMEOUT)
        settle(page)
        page.evaluate("() => { const c = document.querySelector('#rendered_cells');"
                      " if (c) c.scrollTop = 0; }")
        page.add_style_tag(content=UNCLIP)
        page.wait_for_timeout(500)
        page.screenshot(path=str(out / f"{name}-{lang}-{width}.png"), full_page=True)
        context.close()


def serve(root: Path, port: int, tmp: Path, log) -> subprocess.Popen:
    """``rummy-lab serve`` of ``root``'s notebooks with ``root``'s own command."""
    cli = root / ".venv" / "bin" / "rummy-lab"
    known = subprocess.run([str(cli), "serve", "--help"], capture_output=True, text=True,
                           check=True).stdout
    secret = tmp / "teacher.txt"
    secret.write_text(PASSWORD + "\n")
    env = {**os.environ, "PATH": str(cli.parent) + os.pathsep + os.environ["PATH"],
           "RUMMY_LAB_DEAL_SEED": "7"}  # the same deals on both sides of a comparison
    env.pop("RUMMY_LAB_PASSWORD", None)
    env.pop("RUMMY_LAB_TEACHER_PASSWORD", None)
    args = [str(cli), "serve", "--port", str(port), "--notebooks", str(root / "notebooks"),
            "--store", f"sqlite:///{tmp / 'tables.db'}"]
    if "--teacher-password-file" in known:
        args += ["--teacher-password-file", str(secret)]
    else:
        env["RUMMY_LAB_TEACHER_PASSWORD"] = PASSWORD
    for option, value in OPTIONAL.items():
        if option in known:
            args += [option, value]
    proc = subprocess.Popen(args, stdout=log, stderr=subprocess.STDOUT, env=env, cwd=tmp)
    failure = wait_until_answering(proc, f"http://127.0.0.1:{port}/voila/tree", seconds=120)
    if failure:
        raise RuntimeError(f"{failure}; see its log")
    return proc


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("/tmp/sweep"))
    parser.add_argument("--only", nargs="*", help="notebook names without .ipynb")
    parser.add_argument("--serve-root", type=Path, default=ROOT,
                        help="checkout whose notebooks/ and .venv/bin/rummy-lab are served")
    parser.add_argument("--widths", type=int, nargs="*", choices=sorted(SIZES),
                        default=sorted(SIZES))
    parser.add_argument("--langs", nargs="*", default=["en", "de"])
    args = parser.parse_args()
    root = args.serve_root.resolve()
    args.out.mkdir(parents=True, exist_ok=True)
    have = sorted(p.stem for p in (root / "notebooks").glob("*.ipynb"))
    names = [n for n in args.only if n in have] if args.only else have
    port = free_port()
    with tempfile.TemporaryDirectory() as tmp, open(args.out / "server.log", "w") as log:
        proc = serve(root, port, Path(tmp), log)
        try:
            with sync_playwright() as pw:
                browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
                for name in names:
                    for lang in args.langs:
                        start = time.monotonic()
                        shoot(browser, f"http://127.0.0.1:{port}", root, name, lang, args.out,
                              args.widths)
                        print(f"{name} {lang} {time.monotonic() - start:.0f} s", flush=True)
                browser.close()
        finally:
            proc.terminate()
            proc.wait(timeout=30)


if __name__ == "__main__":
    main()
