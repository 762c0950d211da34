"""In-page measurements of what a learner or a class sees without scrolling: how tall a
card's corner index is drawn, which parts lie outside the window, how far the page
still scrolls, and screenshots of it (in /tmp/shots/<who>/)."""

from __future__ import annotations

from pathlib import Path

#: JS: (selector) -> the drawn height in px of the corner index (rank and suit pip, the
#: first corner group of the card's SVG) of every face-up card matching the selector
CARD_INDEX = """(selector) => [...document.querySelectorAll(selector)]
  .filter((card) => card.getClientRects().length)
  .map((card) => {
    const corner = card.querySelector('.rl-card-svg g');
    if (!corner) return null;
    const boxes = [...corner.children].map((part) => part.getBoundingClientRect());
    const top = Math.min(...boxes.map((b) => b.top));
    return Math.round(Math.max(...boxes.map((b) => b.bottom)) - top);
  }).filter((height) => height !== null)"""

#: JS: (selector) -> the visible elements matching the selector that do not lie wholly
#: inside the window, each as "tag.class: top..bottom"
OUTSIDE_WINDOW = """(selector) => [...document.querySelectorAll(selector)]
  .filter((e) => e.getClientRects().length && getComputedStyle(e).visibility !== 'hidden')
  .map((e) => [e, e.getBoundingClientRect()])
  .filter(([e, r]) => r.height > 0 && (r.top < -1 || r.bottom > innerHeight + 1
                                        || r.left < -1 || r.right > innerWidth + 1))
  .map(([e, r]) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')}: ` +
                   `${Math.round(r.top)}..${Math.round(r.bottom)}`)"""

#: JS: () -> how many px the page (or Voilà's scrolling shell: a scroll box at least half
#: the window tall, not a log's own small one) can still scroll down
SCROLL_LEFT = """() => Math.max(0, ...[...document.querySelectorAll('*')]
  .filter((e) => e === document.scrollingElement || (e.clientHeight >= innerHeight / 2
               && /(auto|scroll)/.test(getComputedStyle(e).overflowY)))
  .map((e) => e.scrollHeight - e.clientHeight - e.scrollTop))"""


def shot(page, who: str, name: str) -> Path:
    """A screenshot of the window as it is (what the screen shows) into /tmp/shots/<who>/."""
    folder = Path("/tmp/shots") / who
    folder.mkdir(parents=True, exist_ok=True)
    size = page.viewport_size
    path = folder / f"{name}-{size['width']}x{size['height']}.png"
    page.screenshot(path=str(path))
    return path


def serve_lessons(folder: Path, log_name: str):
    """`rummy-lab serve` of the lesson notebooks on a SQLite store in ``folder`` with the
    teacher password of helpers/teacher_pages; yields (base url, store url), then stops it."""
    import os
    import sys

    from conftest import CHROMIUM, free_port, need_executable, start_server, stop_server

    from helpers.teacher_pages import PASSWORD

    need_executable(CHROMIUM, "chromium")
    cli = need_executable(Path(sys.executable).with_name("rummy-lab"), "the rummy-lab command")
    url = f"sqlite:///{folder / 'tables.db'}"
    (folder / "teacher.txt").write_text(PASSWORD + "\n")
    env = {**os.environ, "PATH": str(Path(sys.executable).parent) + os.pathsep + os.environ["PATH"]}
    env.pop("RUMMY_LAB_TEACHER_PASSWORD", None)
    port = free_port()
    base, proc, log = start_server([cli, "serve", "--port", str(port), "--store", url,
                                    "--teacher-password-file", str(folder / "teacher.txt")],
                                   port, log_name, env=env)
    yield base, url
    stop_server(proc, log)
