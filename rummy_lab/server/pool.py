"""Ready kernels: every lesson keeps a few kernels that already ran its notebook.

Voilà's preheated pool (``VoilaKernelManager``) starts a lesson's kernels before anyone
asks and runs the notebook in them up to the cell that waits for its page's request
(``rummy_lab.ui.language.wait_for_page``, Voilà's ``wait_for_request``: the address,
``?lang=de``, and the class login's client header arrive there). A student's page takes
one of them: the page is sent at once and only the rest of the notebook runs. On top of
Voilà's pool, :class:`PooledKernels` makes sure that

* the class's kernel cap holds (``RUMMY_LAB_MAX_KERNELS``): a ready kernel is started only
  while the server has room, and a page of a lesson whose pool is empty may take the place
  of a ready kernel of another lesson (:func:`reclaim`);
* refilling never competes with a class arriving: a used kernel is replaced only after
  :attr:`PoolPlan.quiet` seconds without a page taking one, and at most
  :data:`STARTING_AT_ONCE` ready kernels start at a time;
* a page is handed only a kernel that is starting or ready (never one still waiting for
  its turn to start: that page gets a fresh kernel at once);
* a refilled kernel does not inherit the address of the page that emptied its place
  (Voilà passed the previous student's URL to the next pooled kernel);
* a ready kernel that stopped while it waited (culled, crashed) is forgotten, not handed
  to a page, and its place is refilled (:func:`prune`).

:func:`readiness` counts, per lesson, the kernels waiting for a page.
"""

from __future__ import annotations

import asyncio
import json
import os
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

__all__ = ["POOLS_ENV", "PoolPlan", "PooledKernels", "STARTING_AT_ONCE", "factory",
           "install", "prune", "readiness", "reclaim"]

#: The pool plan reaches Voilà's process here (JSON, :meth:`PoolPlan.env`).
POOLS_ENV = "RUMMY_LAB_POOLS"
#: Ready kernels starting at the same time (two cores: one kernel booting per core).
STARTING_AT_ONCE = 2
#: Seconds a pooled kernel may take to reach its page's wait before it counts as ready.
READY_TIMEOUT = 180.0


@dataclass(frozen=True)
class PoolPlan:
    """Ready kernels per lesson: ``default`` for every lesson, ``lessons`` for the ones a
    class will open (notebook file name → kernels), refilled after ``quiet`` seconds."""
    default: int = 1
    lessons: Mapping[str, int] = field(default_factory=dict)
    quiet: float = 10.0

    def size(self, notebook: str) -> int:
        return int(self.lessons.get(notebook, self.default))

    @property
    def active(self) -> bool:
        return self.default > 0 or any(n > 0 for n in self.lessons.values())

    def kernel_pools_config(self) -> dict[str, dict[str, int]]:
        """Voilà's ``VoilaKernelManager.kernel_pools_config``."""
        return {"default": {"pool_size": self.default},
                **{name: {"pool_size": int(n)} for name, n in self.lessons.items()}}

    def env(self) -> dict[str, str]:
        return {POOLS_ENV: json.dumps({"default": self.default, "lessons": dict(self.lessons),
                                       "quiet": self.quiet})}

    @classmethod
    def from_env(cls, env: Mapping[str, str] = os.environ) -> PoolPlan | None:
        """The plan in ``env``; None without one (no pool: one fresh kernel per page)."""
        raw = env.get(POOLS_ENV, "").strip()
        if not raw:
            return None
        data = json.loads(raw)
        lessons = {str(k): max(0, int(v)) for k, v in dict(data.get("lessons", {})).items()}
        return cls(max(0, int(data.get("default", 0))), lessons,
                   max(0.0, float(data.get("quiet", 10.0))))


def _state(manager: Any) -> dict[asyncio.Task, str]:
    """Each pool task's state: 'waiting' (its turn to start), 'starting', 'ready'."""
    states = getattr(manager, "_rummy_pool_states", None)
    if states is None:
        states = manager._rummy_pool_states = {}
    return states


def _waiting_for_page(kernel_id: str) -> bool:
    """The kernel ran its notebook up to the page's wait (Voilà's request socket)."""
    from voila.request_info_handler import RequestInfoSocketHandler

    return kernel_id in RequestInfoSocketHandler._waiters


def _alive(task: asyncio.Task) -> bool:
    return not task.done() or (not task.cancelled() and task.exception() is None)


def _running(manager: Any, task: asyncio.Task) -> bool:
    """The pool task is starting, or its kernel still runs (a ready kernel may be shut
    down while it waits: Jupyter's idle cull takes a lesson's kernel that finished its
    notebook after five minutes)."""
    return _alive(task) and (not task.done()
                             or task.result()["kernel_id"] in manager.list_kernel_ids())


def prune(manager: Any, notebook: str) -> None:
    """Forget ``notebook``'s pool tasks whose kernel is gone: no page is handed a kernel
    that no longer runs (the pool refills their places)."""
    pool = getattr(manager, "_pools", {}).get(notebook, [])
    for task in [t for t in pool if not _running(manager, t)]:
        pool.remove(task)
        _state(manager).pop(task, None)


class PooledKernels:
    """Mixed in front of Voilà's ``VoilaKernelManager`` (see :func:`factory`)."""

    _pools: dict[str, list[asyncio.Task]]
    rummy_max_kernels: int | None = None
    rummy_quiet: float = 10.0
    _rummy_last_handout: float = float("-inf")
    _rummy_lane: asyncio.Semaphore | None = None

    def rummy_room(self) -> bool:
        """Room for one more kernel under the cap (kernels running and pages loading)."""
        cap = self.rummy_max_kernels
        running = len(self.list_kernel_ids())  # type: ignore[attr-defined]
        loading = getattr(self, "rummy_pages_loading", None)
        return cap is None or running + (loading() if loading else 0) < cap

    def get_pool_size(self, notebook_name: str) -> int:
        prune(self, notebook_name)
        states = _state(self)
        return sum(1 for task in self._pools.get(notebook_name, [])
                   if states.get(task) in ("starting", "ready") and _alive(task))

    async def get_rendered_notebook(self, notebook_name: str,
                                    extra_kernel_env_variables: dict | None = None,
                                    **kwargs: Any) -> Any:
        prune(self, notebook_name)
        states = _state(self)
        rank = {"ready": 0, "starting": 1}
        pool = self._pools.get(notebook_name, [])
        pool.sort(key=lambda task: rank.get(states.get(task, ""), 2))  # best first
        if pool:
            states.pop(pool[0], None)  # Voilà hands out the first
        self._rummy_last_handout = time.monotonic()
        # the refill must not carry this page's address into the next student's kernel
        return await super().get_rendered_notebook(  # type: ignore[misc]
            notebook_name, extra_kernel_env_variables={}, **kwargs)

    async def _initialize(self, notebook_path: str, kernel_id: str | None = None,
                          **kwargs: Any) -> Any:
        if kernel_id is not None:  # a restart: Voilà's own
            return await super()._initialize(notebook_path, kernel_id, **kwargs)  # type: ignore[misc]
        task = asyncio.current_task()
        assert task is not None
        states = _state(self)
        states[task] = "waiting"
        try:
            while time.monotonic() - self._rummy_last_handout < self.rummy_quiet:
                await asyncio.sleep(min(1.0, self.rummy_quiet))
            if self._rummy_lane is None:
                self._rummy_lane = asyncio.Semaphore(STARTING_AT_ONCE)
            async with self._rummy_lane:
                if not self.rummy_room():
                    raise PoolFull(notebook_path)
                states[task] = "starting"
                content = await super()._initialize(notebook_path, None, **kwargs)  # type: ignore[misc]
                deadline = time.monotonic() + READY_TIMEOUT
                while not (content["task"].done() or _waiting_for_page(content["kernel_id"])
                           or time.monotonic() > deadline):
                    await asyncio.sleep(0.1)
            if task in self._pools.get(notebook_path, []):  # not handed out meanwhile
                states[task] = "ready"
            return content
        except BaseException:
            states.pop(task, None)
            pool = self._pools.get(notebook_path, [])
            if task in pool:  # a failed task must not stay in the pool: Voilà reads results
                pool.remove(task)
            raise

    def fill_if_needed(self, delay: float | None = None, notebook_name: str | None = None,
                       extra_kernel_env_variables: dict | None = None, **kwargs: Any) -> None:
        before = {id(t) for t in self._pools.get(notebook_name or "", [])}
        super().fill_if_needed(delay=0, notebook_name=notebook_name,  # type: ignore[misc]
                               extra_kernel_env_variables=extra_kernel_env_variables or {},
                               **kwargs)
        for task in self._pools.get(notebook_name or "", []):
            if id(task) not in before:
                task.add_done_callback(_forget_failure)

    def rummy_top_up(self) -> None:
        """Refill every pool that lost kernels (culled, or refused for the cap earlier)
        while the server has room."""
        for name in list(self._pools):
            prune(self, name)
        if not self.rummy_room():
            return
        for name in list(self._pools):
            self.fill_if_needed(notebook_name=name)


class PoolFull(Exception):
    """No room under the kernel cap for another ready kernel."""


def _forget_failure(task: asyncio.Task) -> None:
    if not task.cancelled():
        task.exception()  # retrieved: a refused ready kernel is no error to log


def factory(original: Any) -> Any:
    """Voilà's ``voila_kernel_manager_factory`` with :class:`PooledKernels` in front."""
    def make(base_class: Any, preheat_kernel: bool, default_pool_size: int,
             page_config_hook: Any = None) -> Any:
        cls = original(base_class, preheat_kernel, default_pool_size,
                       page_config_hook=page_config_hook)
        if not preheat_kernel:
            return cls
        return type("RummyPooledKernelManager", (PooledKernels, cls), {})

    make._rummy_pooled = True  # type: ignore[attr-defined]
    return make


def install(max_kernels: int | None, quiet: float) -> None:
    """Put :class:`PooledKernels` into the kernel manager Voilà builds (idempotent)."""
    from voila import app

    PooledKernels.rummy_max_kernels = max_kernels
    PooledKernels.rummy_quiet = quiet
    if not getattr(app.voila_kernel_manager_factory, "_rummy_pooled", False):
        app.voila_kernel_manager_factory = factory(app.voila_kernel_manager_factory)


def readiness(manager: Any) -> dict[str, dict[str, int]]:
    """Per lesson (notebook name): kernels 'ready' for a page, 'starting', and the pool's
    'size'."""
    pools = getattr(manager, "_pools", None)
    if pools is None:
        return {}
    states = _state(manager)
    config = getattr(manager, "kernel_pools_config", {}) or {}
    default = config.get("default", {}).get("pool_size", 0)
    out = {}
    for name, pool in sorted(pools.items()):
        found = [states.get(task) for task in pool if _running(manager, task)]
        out[name] = {"ready": found.count("ready"), "starting": found.count("starting"),
                     "size": int(config.get(name, {}).get("pool_size", default))}
    return out


async def reclaim(manager: Any, notebook: str) -> bool:
    """Shut down one ready kernel of another lesson's pool (the fullest) so that a page of
    ``notebook`` gets its place; False when there is none."""
    from jupyter_core.utils import ensure_async

    pools = getattr(manager, "_pools", None)
    if not pools:
        return False
    states = _state(manager)
    candidates = [(sum(states.get(t) == "ready" for t in pool), name)
                  for name, pool in pools.items() if name != notebook]
    for _, name in sorted(candidates, reverse=True):
        for task in pools[name]:
            if states.get(task) == "ready" and task.done() and _alive(task):
                pools[name].remove(task)
                states.pop(task, None)
                kernel_id = task.result()["kernel_id"]
                manager.log.info("rummy-lab: %s takes the place of a ready kernel of %s",
                                 notebook, name)
                await ensure_async(manager.shutdown_kernel(kernel_id))
                return True
    return False
