"""The teacher sees that the class is ready: ``05_play: 30 ready`` on the server's console
(in the server's language, ``LANG``) and ``GET /rummy-lab/ready`` as JSON::

    {"lessons": {"05_play": {"ready": 30, "starting": 0, "size": 30}, ...},
     "kernels": 37, "max_kernels": 40}

The same look every :data:`INTERVAL` seconds refills pools that lost kernels
(:meth:`~rummy_lab.server.pool.PooledKernels.rummy_top_up`).
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable, Mapping
from pathlib import PurePosixPath
from typing import Any

from ..i18n.messages import t
from . import pool

__all__ = ["INTERVAL", "PATH", "Reporter", "handler_class", "server_language", "snapshot",
           "status_line"]

#: Where the readiness is served (below Voilà's base URL).
PATH = "rummy-lab/ready"
#: Seconds between two looks at the pools.
INTERVAL = 2.0
#: A filling pool's line is printed at most this often (a full one at once).
QUIET_PRINT = 10.0


def server_language(env: Mapping[str, str] = os.environ) -> str:
    """'de' when the server's locale is German (LC_ALL, LC_MESSAGES, LANG), else 'en'."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "")
        if value:
            return "de" if value.lower().startswith("de") else "en"
    return "en"


def lesson_name(notebook: str) -> str:
    return PurePosixPath(notebook).stem


def snapshot(manager: Any, max_kernels: int | None) -> dict[str, Any]:
    """The readiness of every lesson's pool, the kernels running and the cap."""
    lessons = {lesson_name(name): counts for name, counts in pool.readiness(manager).items()
               if counts["size"] > 0}
    return {"lessons": lessons, "kernels": len(manager.list_kernel_ids()),
            "max_kernels": max_kernels}


def status_line(lesson: str, counts: Mapping[str, int], lang: str, room: bool,
                max_kernels: int | None) -> str:
    """One lesson's line for the teacher."""
    n, size = counts["ready"], counts["size"]
    if n >= size:
        return t("preheat_ready", lang, lesson=lesson, n=n)
    if not room and max_kernels is not None and not counts.get("starting"):
        return t("preheat_no_room", lang, lesson=lesson, n=n, size=size, cap=max_kernels)
    return t("preheat_filling", lang, lesson=lesson, n=n, size=size)


class Reporter:
    """Prints a lesson's line when its readiness changed (a filling pool at most every
    :data:`QUIET_PRINT` seconds, a full one at once) and refills the pools."""

    def __init__(self, manager: Any, max_kernels: int | None, lang: str,
                 out: Callable[[str], None] = lambda line: print(line, flush=True),
                 clock: Callable[[], float] = time.monotonic):
        self.manager, self.max_kernels, self.lang, self.out = manager, max_kernels, lang, out
        self.clock = clock
        self.shown: dict[str, tuple[str, float]] = {}

    def look(self) -> None:
        top_up = getattr(self.manager, "rummy_top_up", None)
        if top_up is not None:
            top_up()
        room = bool(getattr(self.manager, "rummy_room", lambda: True)())
        now = self.clock()
        for lesson, counts in snapshot(self.manager, self.max_kernels)["lessons"].items():
            line = status_line(lesson, counts, self.lang, room, self.max_kernels)
            last, when = self.shown.get(lesson, ("", float("-inf")))
            full = counts["ready"] >= counts["size"]
            if line != last and (full or now - when >= QUIET_PRINT):
                self.out(line)
                self.shown[lesson] = (line, now)

    def start(self) -> None:
        from tornado.ioloop import PeriodicCallback

        self._callback = PeriodicCallback(self.look, INTERVAL * 1000)
        self._callback.start()


def handler_class() -> type:
    """``GET /rummy-lab/ready``: :func:`snapshot` as JSON, behind the class login."""
    from jupyter_server.base.handlers import JupyterHandler
    from tornado import web

    class ReadyHandler(JupyterHandler):
        def initialize(self, max_kernels: int | None = None) -> None:
            self.max_kernels = max_kernels

        @web.authenticated
        def get(self) -> None:
            self.set_header("Content-Type", "application/json")
            self.set_header("Cache-Control", "no-store")
            self.finish(json.dumps(snapshot(self.kernel_manager, self.max_kernels)))

    return ReadyHandler
