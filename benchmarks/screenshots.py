"""Screenshots of every dashboard at four sizes in English and German (issue 27's sweep).

Not a test: starts ``rummy-lab serve`` on 127.0.0.1 (a free port, the teacher password in a
temporary file), opens each notebook in ``notebooks/`` as ``/voila/render/NAME.ipynb?lang=L``
in Chromium and writes ``OUT/NAME-L-WIDTH.png`` for widths 390, 768, 1280 and 1920. The page
scrolls inside an inner container, so each shot is of that container's whole height.

    .venv/bin/python benchmarks/screenshots.py [--out /tmp/sweep] [--only 05_play]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "benchmarks"))
from class_load import CHROMIUM, CHROMIUM_ARGS, start_server  # noqa: E402
from helpers.dashboard_pages import DASHBOARDS  # noqa: E402
from helpers.local_server import free_port  # noqa: E402
from helpers.teacher_pages import PASSWORD  # noqa: E402

SIZES = [(390, 844), (768, 1024), (1280, 800), (1920, 1080)]
#: grows the page's scrolling element to its content, so a full-page shot sees all of it
UNSCROLL = """() => { for (const e of document.querySelectorAll('*')) {
  const s = getComputedStyle(e);
  if (e.scrollHeight > e.clientHeight + 2 && /(auto|scroll)/.test(s.overflowY)) {
    e.style.overflowY = 'visible'; e.style.maxHeight = 'none'; } } }"""


def shoot(browser, url: str, out: Path, teacher: bool) -> None:
    """Every size of one page and language, rendered once per size."""
    for width, height in SIZES:
        page = browser.new_page(viewport={"width": width, "height": height})
        page.goto(url, timeout=180_000)
        selector = DASHBOARDS.get(url.split("/")[-1].split(".")[0], ".jupyter-widgets")
        page.locator(selector).first.wait_for(state="visible", timeout=180_000)
        if teacher:
            password = page.locator("input[type=password]")
            password.wait_for(timeout=120_000)
            password.fill(PASSWORD)
            password.press("Enter")
        page.wait_for_timeout(4000)
        page.evaluate(UNSCROLL)
        page.wait_for_timeout(300)
        page.screenshot(path=str(out.with_name(f"{out.name}-{width}.png")), full_page=True)
        page.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("/tmp/sweep"))
    parser.add_argument("--only", nargs="*", help="notebook names without .ipynb")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    names = args.only or sorted(p.stem for p in (ROOT / "notebooks").glob("*.ipynb"))
    with tempfile.TemporaryDirectory() as tmp:
        secret = Path(tmp, "password")
        secret.write_text(PASSWORD + "\n")
        port = free_port()
        with open(args.out / "server.log", "w") as log:
            proc = start_server(ROOT / "notebooks", port, log,
                                ("--teacher-password-file", str(secret)))
            try:
                with sync_playwright() as pw:
                    browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
                    for name in names:
                        for lang in ("en", "de"):
                            url = f"http://127.0.0.1:{port}/voila/render/{name}.ipynb?lang={lang}"
                            shoot(browser, url, args.out / f"{name}-{lang}", name == "07_teacher")
                            print(name, lang, flush=True)
                    browser.close()
            finally:
                proc.terminate()
                proc.wait(timeout=30)


if __name__ == "__main__":
    main()
