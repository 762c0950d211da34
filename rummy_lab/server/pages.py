"""Which page owns which kernel: open pages per client, and shutdown by the owner only.

Every page request is recorded as a :class:`Page` of its client (the client key of
:mod:`rummy_lab.server.login`: an IPv4 address, an IPv6 /64) and its browser (the raw
token of the ``_xsrf`` cookie, which the page request sets). The kernel the request starts
is bound to that page. Then:

* a client with ``per_client`` pages open (loading or with a running kernel) is refused
  another one (:meth:`PageRegistry.room_for`);
* a kernel is shut down only by a request from the client and browser that opened it
  (Voilà's unload beacon and ``DELETE /api/kernels/<id>``): before, any page's ``_xsrf``
  token could shut down any kernel whose id it knew. Others get 403.
"""

from __future__ import annotations

import contextvars
import hmac
from dataclasses import dataclass
from typing import Any

__all__ = ["PAGES_PER_CLIENT", "Page", "PageRegistry", "browser_secret", "install_handlers"]

#: Open pages per client address at most (a student with a few tabs; a script fetching
#: pages in a loop is stopped there).
PAGES_PER_CLIENT = 8


@dataclass
class Page:
    """One page request: who asked, and the kernel it started (None while loading)."""
    client: str
    secret: str
    kernel_id: str | None = None


#: The page whose request is running in this asyncio task (the kernel manager's
#: ``start_kernel`` binds the kernel it starts to it).
CURRENT: contextvars.ContextVar[Page | None] = contextvars.ContextVar("rummy_page",
                                                                      default=None)


def browser_secret(handler: Any) -> str:
    """The raw token of the request's ``_xsrf`` cookie (set by the page request when the
    browser had none); "" without one."""
    _, token, _ = handler._get_raw_xsrf_token()
    return token.hex() if isinstance(token, bytes) else ""


class PageRegistry:
    """The pages of one server process (memory only; bounded by the kernels running and
    the requests in flight)."""

    def __init__(self, per_client: int = PAGES_PER_CLIENT):
        self.per_client = per_client
        self.pages: list[Page] = []

    def prune(self, running: set[str]) -> None:
        """Forget pages whose kernel is no longer running."""
        self.pages = [p for p in self.pages if p.kernel_id is None or p.kernel_id in running]

    def open_pages(self, client: str, running: set[str]) -> int:
        self.prune(running)
        return sum(p.client == client for p in self.pages)

    def room_for(self, client: str, running: set[str]) -> bool:
        return self.open_pages(client, running) < self.per_client

    def loading(self) -> int:
        """Page requests that have no kernel yet."""
        return sum(p.kernel_id is None for p in self.pages)

    def opened(self, client: str, secret: str) -> Page:
        page = Page(client, secret)
        self.pages.append(page)
        return page

    def ended(self, page: Page) -> None:
        """The page request is over: a page that started no kernel is forgotten."""
        if page.kernel_id is None and page in self.pages:
            self.pages.remove(page)

    def owner(self, kernel_id: str) -> Page | None:
        return next((p for p in self.pages if p.kernel_id == kernel_id), None)

    def owns(self, kernel_id: str, client: str, secret: str) -> bool:
        page = self.owner(kernel_id)
        return (page is not None and bool(secret) and page.client == client
                and hmac.compare_digest(page.secret, secret))


def track(manager: Any) -> None:
    """Bind every kernel ``manager`` starts (or hands out from a preheated pool) to the
    page whose request asked for it (idempotent)."""
    if getattr(manager, "_rummy_tracked", False):
        return
    manager._rummy_tracked = True
    start_kernel = manager.start_kernel

    async def started(*args: Any, **kwargs: Any) -> str:
        from jupyter_core.utils import ensure_async

        kernel_id = await ensure_async(start_kernel(*args, **kwargs))
        page = CURRENT.get()
        if page is not None and page.kernel_id is None:
            page.kernel_id = kernel_id
        return kernel_id

    manager.start_kernel = started
    rendered = getattr(manager, "get_rendered_notebook", None)
    if rendered is not None:
        async def handed_out(*args: Any, **kwargs: Any) -> Any:
            result = await rendered(*args, **kwargs)
            page = CURRENT.get()
            if page is not None and page.kernel_id is None:
                page.kernel_id = result[2]
            return result

        manager.get_rendered_notebook = handed_out


def install_handlers(registry: PageRegistry, client_of: Any) -> None:
    """Put the owner check in front of Voilà's kernel shutdowns (idempotent; before Voilà
    builds its handlers). ``client_of(handler)`` is the request's client key."""
    from tornado import web
    from voila import app

    if getattr(app, "_rummy_owned", False):
        return
    app._rummy_owned = True

    def check(handler: Any, kernel_id: str) -> None:
        if not registry.owns(kernel_id, client_of(handler), browser_secret(handler)):
            handler.log.warning("Refused to shut down kernel %s for %s: not its page",
                                kernel_id, handler.request.remote_ip)
            raise web.HTTPError(403, "only the page that opened a kernel may shut it down")

    class OwnedShutdownHandler(app.VoilaShutdownKernelHandler):
        @web.authenticated
        async def post(self, kernel_id: str) -> None:
            check(self, kernel_id)
            await super().post(kernel_id)

    class OwnedKernelHandler(app.KernelHandler):
        @web.authenticated
        async def delete(self, kernel_id: str) -> None:
            check(self, kernel_id)
            await super().delete(kernel_id)

    app.VoilaShutdownKernelHandler = OwnedShutdownHandler
    app.KernelHandler = OwnedKernelHandler
