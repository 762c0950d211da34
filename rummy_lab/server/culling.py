"""Kernels culled on connections, not on output.

Jupyter's idle cull counts a kernel's output as activity: an unlocked teacher's dashboard
or a shared table that polls the store and sends messages is never idle, so a page whose
browser vanished (a closed laptop lid, no unload beacon) kept its kernel until the server
stopped. :class:`ConnectionCuller` watches the kernel manager's connection counts instead:

* a page's kernel that no browser ever connected to (a bare HTTP fetch) is shut down
  ``unconnected`` seconds after its page was sent; a page whose own browser came back for
  the page's files (scripts, styles: the ``_xsrf`` cookie the page set, see
  :func:`asset_request`) is still loading and may take ``loading`` seconds from the last
  file its browser asked for to connect (thirty browsers on two cores need minutes: a
  class with ready kernels got its pages in a second and lost 29 of 30 kernels 60 s later;
  with a limit counted from the page, 30 of 30 went 305-366 s after their pages, their
  browsers still loading);
* a kernel whose last websocket closed is shut down ``disconnected`` seconds later, however
  busy it is (a page reconnecting in between keeps it).

Only kernels of pages served through :mod:`rummy_lab.server.limits` are watched: a
preheated pool's ready kernel is not, until a page took it and was sent (its clock starts
then, not when the kernel was started). A browser that vanishes without closing its socket
counts as disconnected when its websocket stops answering the server's pings (one every
30 s; the socket is closed 30 s after an unanswered one), so within about a minute.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable, Hashable, Iterable
from typing import Any

__all__ = ["ASSET_PATHS", "DISCONNECTED", "LOADING", "UNCONNECTED", "ConnectionCuller",
           "asset_request", "attach", "watch_requests"]

#: Seconds a page's kernel may live with no browser ever connected (a bare page fetch).
UNCONNECTED = 60.0
#: Seconds a kernel may wait for a browser that came back for the page's files, from the
#: last file it asked for (a browser that stopped loading without connecting goes then).
LOADING = 300.0
#: What a browser loading a Voilà page asks for after the page (under the base URL).
ASSET_PATHS = ("voila/static/", "voila/labextensions/", "voila/templates/", "api/kernels/")
#: Seconds a kernel may live after its last page's websocket closed (a reload reconnects
#: within seconds; a closed laptop lid or a lost network never does).
DISCONNECTED = 120.0


class ConnectionCuller:
    """Connection counts per kernel and the time each kernel was left alone (pure logic;
    :func:`attach` feeds it from a kernel manager)."""

    def __init__(self, unconnected: float = UNCONNECTED, disconnected: float = DISCONNECTED,
                 clock: Callable[[], float] = time.monotonic, loading: float = LOADING):
        self.unconnected, self.disconnected, self.clock = unconnected, disconnected, clock
        self.loading = max(loading, unconnected)
        self.connections: Counter[str] = Counter()
        self.ever: set[str] = set()
        self.alone: dict[str, tuple[float, float]] = {}  # kernel -> (since, allowed seconds)
        self.browsers: dict[str, Hashable] = {}  # never-connected kernel -> its page's browser

    @property
    def interval(self) -> float:
        """Seconds between two looks: a quarter of the shorter limit, 1–10 s."""
        return max(1.0, min(10.0, min(self.unconnected, self.disconnected) / 4))

    def page_sent(self, kernel_id: str, browser: Hashable = None) -> None:
        """The page of ``kernel_id`` reached its browser (its key, e.g. client and cookie):
        a connection should follow."""
        if not self.connections[kernel_id] and kernel_id not in self.ever:
            self.alone[kernel_id] = (self.clock(), self.unconnected)
            if browser is not None:
                self.browsers[kernel_id] = browser

    def waiting(self) -> bool:
        """Some page sent to a browser has not connected yet."""
        return bool(self.browsers)

    def browser_back(self, browser: Hashable) -> None:
        """``browser`` asked for a page's files: its pages are loading, and each may take
        :attr:`loading` seconds from now to connect."""
        for kernel_id, owner in self.browsers.items():
            if owner == browser and kernel_id in self.alone:
                self.alone[kernel_id] = (self.clock(), self.loading)

    def connected(self, kernel_id: str) -> None:
        self.connections[kernel_id] += 1
        self.ever.add(kernel_id)
        self.alone.pop(kernel_id, None)
        self.browsers.pop(kernel_id, None)

    def disconnected_from(self, kernel_id: str) -> None:
        self.connections[kernel_id] = max(0, self.connections[kernel_id] - 1)
        if not self.connections[kernel_id]:
            self.alone[kernel_id] = (self.clock(), self.disconnected)

    def why(self, kernel_id: str) -> str:
        """Which limit ``kernel_id`` is alone under: "disconnected" (its page had
        connected), "loading" (its browser came back for the page's files), "unconnected"."""
        if kernel_id in self.ever:
            return "disconnected"
        allowed = self.alone.get(kernel_id, (0.0, self.unconnected))[1]
        return "loading" if allowed == self.loading != self.unconnected else "unconnected"

    def due(self, running: Iterable[str]) -> list[str]:
        """Kernels to shut down now; forgets kernels that are no longer ``running``."""
        alive = set(running)
        for gone in [k for k in set(self.alone) | set(self.browsers) | self.ever
                     | set(self.connections)
                     if k not in alive]:
            self.alone.pop(gone, None)
            self.browsers.pop(gone, None)
            self.ever.discard(gone)
            self.connections.pop(gone, None)
        now = self.clock()
        return [k for k, (since, allowed) in self.alone.items() if now - since >= allowed]


def attach(manager: Any, culler: ConnectionCuller) -> None:
    """Count ``manager``'s websocket connections into ``culler`` and shut down what it says
    is due, every :attr:`ConnectionCuller.interval` seconds (idempotent)."""
    from jupyter_core.utils import ensure_async
    from tornado.ioloop import PeriodicCallback

    if getattr(manager, "_rummy_culler", None) is not None:
        return
    manager._rummy_culler = culler
    notify_connect, notify_disconnect = manager.notify_connect, manager.notify_disconnect

    def on_connect(kernel_id: str) -> None:
        notify_connect(kernel_id)
        culler.connected(kernel_id)

    def on_disconnect(kernel_id: str) -> None:
        notify_disconnect(kernel_id)
        culler.disconnected_from(kernel_id)

    manager.notify_connect, manager.notify_disconnect = on_connect, on_disconnect

    async def look() -> None:
        for kernel_id in culler.due(manager.list_kernel_ids()):
            why = culler.why(kernel_id)
            since, _ = culler.alone.pop(kernel_id, (culler.clock(), 0.0))
            manager.log.info("Culling kernel %s: no page connected to it (%s, %.0f s; limits: "
                             "%.0f s unconnected, %.0f s loading, %.0f s disconnected)",
                             kernel_id, why, culler.clock() - since, culler.unconnected,
                             culler.loading, culler.disconnected)
            try:
                await ensure_async(manager.shutdown_kernel(kernel_id))
            except Exception:  # a kernel that is already gone; the next look forgets it
                manager.log.exception("Could not cull kernel %s", kernel_id)

    manager._rummy_cull_callback = PeriodicCallback(look, culler.interval * 1000)
    manager._rummy_cull_callback.start()


def asset_request(request: Any) -> bool:
    """A GET for one of a page's files (:data:`ASSET_PATHS`): what a browser asks for
    while it loads the page, before it connects to the page's kernel."""
    return request.method == "GET" and any(f"/{path}" in request.path
                                           for path in ASSET_PATHS)


def watch_requests(app: Any, browser_of: Callable[[Any], Hashable | None]) -> None:
    """Tell the culler of ``app``'s kernel manager when a page's browser asks for the
    page's files: ``browser_of(handler)`` is the request's browser (the key its page was
    sent with), None for a request without a page's cookie (idempotent)."""
    if getattr(app, "_rummy_watched", False):
        return
    app._rummy_watched = True
    log_request = app.log_request

    def seen(handler: Any) -> None:
        culler = getattr(handler.settings.get("kernel_manager"), "_rummy_culler", None)
        if culler is not None and culler.waiting() and asset_request(handler.request):
            browser = browser_of(handler)
            if browser is not None:
                culler.browser_back(browser)
        log_request(handler)

    app.log_request = seen
