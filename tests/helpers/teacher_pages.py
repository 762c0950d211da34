"""The teacher's dashboard page: a class server (with the teacher's password or without),
the page's selectors, opening it unlocked, and the cards it shows face up."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from conftest import CHROMIUM, free_port, need_executable, start_server

PASSWORD = "blackboard-42"


ROOT = ".rl-lesson-teacher .rl-tc-root"


TABLE = f"{ROOT} .rl-tc-table .rl-table-root"

PAGE = "/voila/render/07_teacher.ipynb"


def serve_lab(url: str, log_name: str, *options: str, env: dict | None = None):
    """``rummy-lab serve`` of the store at ``url`` on a free port with ``options``, the
    variables ``env`` added to the environment (the venv's programs first on the PATH, the
    environment's teacher password removed): (base url, process, log) of conftest's
    start_server."""
    need_executable(CHROMIUM, "chromium")
    cli = need_executable(Path(sys.executable).with_name("rummy-lab"), "the rummy-lab command")
    port = free_port()
    env = {**os.environ, **(env or {}),
           "PATH": str(Path(sys.executable).parent) + os.pathsep + os.environ["PATH"]}
    env.pop("RUMMY_LAB_TEACHER_PASSWORD", None)
    return start_server([cli, "serve", "--port", str(port), "--store", url, *options],
                        port, log_name, env=env)


def serve_class(url: str, folder: Path, log_name: str, env: dict | None = None):
    """serve_lab with PASSWORD as the teacher's (in a file in ``folder``)."""
    secret = folder / "teacher.txt"
    secret.write_text(PASSWORD + "\n")
    return serve_lab(url, log_name, "--teacher-password-file", str(secret), env=env)


def unlock_teacher(page, base: str, lang: str | None = None, timeout: float = 120_000) -> None:
    """Open the teacher's dashboard (07, in ``lang`` if given) of the server at ``base`` in
    ``page`` and unlock it with the password."""
    query = f"?lang={lang}" if lang else ""
    page.goto(f"{base}{PAGE}{query}", wait_until="commit", timeout=timeout)
    password = page.locator(f"{ROOT} input[type=password]")
    password.wait_for(timeout=timeout)
    password.fill(PASSWORD)
    page.locator(f"{ROOT} .rl-tc-unlock").click()


def face_up(page) -> set[str]:
    return set(page.eval_on_selector_all(f"{TABLE} [data-code]",
                                         "els => els.map(e => e.dataset.code)"))


def hands(game) -> set[str]:
    return {c.code for hand in game.hands for c in hand}
