"""Bounded resources for a class: a cap on kernels and on pages per client, kernels of
closed or vanished tabs released.

* Every dashboard page starts a kernel (about 100 MiB). With ``max_kernels`` set, a page
  request beyond the cap gets a friendly "the class is full" page (HTTP 503, in the
  browser's language) instead of a kernel; a client address with ``pages_per_client``
  pages open gets "too many open pages" (HTTP 429) instead (a script fetching pages in a
  loop cannot fill the class).
* Voilà's page sends a shutdown beacon for its kernel when the tab closes, with the
  ``_xsrf`` cookie as its token; standalone Voilà never sets that cookie, so the beacon was
  refused (403) and closed tabs kept their kernels until the idle cull. The page request
  now sets the cookie, so a closed tab's kernel stops at once; only the page's own browser
  may shut it down (:mod:`rummy_lab.server.pages`).
* A lesson's ready kernels (:mod:`rummy_lab.server.pool`) count against the cap; a page
  takes a ready kernel of its lesson, or the place of another lesson's ready kernel.
* Kernels no browser connects to (a bare HTTP fetch) or whose browser vanished (no beacon)
  fall to :mod:`rummy_lab.server.culling`, which counts connections, not output; and a
  disconnected page's messages are not buffered (:data:`CULL_ARGS`).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from html import escape
from typing import Any, ClassVar

from ..access.backoff import CLIENT_HEADER
from ..i18n.messages import t
from . import culling, pages, pool

__all__ = ["CULL_ARGS", "LOAD_ARGS", "PageLimits", "browser_of", "full_page", "install",
           "page_language", "too_many_pages_page"]

#: A disconnected page's messages are dropped, not kept for a reconnect that Voilà pages
#: never make (jupyter_server kept every message in an unbounded list: a vanished teacher's
#: dashboard grew the server ~57 MiB a minute with 10,000 tables). Idle kernels without a
#: connected page that :mod:`.culling` does not watch (a preheated pool's) go after five
#: minutes; open pages are never culled.
CULL_ARGS = ["--MappingKernelManager.buffer_offline_messages=False",
             "--MappingKernelManager.cull_idle_timeout=300",
             "--MappingKernelManager.cull_interval=30",
             "--MappingKernelManager.cull_connected=False"]

#: A class arriving at once starts thirty kernels on two cores: a kernel may need minutes
#: to start, and a cell's outputs may follow its reply by many seconds. Voilà's defaults
#: (60 s to start; 4 s for late outputs, after which the output — the widget — is silently
#: dropped and the page stays empty) lose pages under that load.
LOAD_ARGS = ["--VoilaExecutor.startup_timeout=300",
             "--VoilaExecutor.iopub_timeout=120"]


@dataclass(frozen=True)
class PageLimits:
    """The class's limits on pages per client and on kernels without a page; they reach
    Voilà's process through the environment (:meth:`env` / :meth:`from_env`), like the
    kernel cap (``RUMMY_LAB_MAX_KERNELS``)."""
    pages_per_client: int = pages.PAGES_PER_CLIENT
    cull_unconnected: float = culling.UNCONNECTED
    cull_disconnected: float = culling.DISCONNECTED
    cull_loading: float = culling.LOADING

    NAMES: ClassVar[dict[str, str]] = {"pages_per_client": "RUMMY_LAB_PAGES_PER_CLIENT",
             "cull_unconnected": "RUMMY_LAB_CULL_UNCONNECTED",
             "cull_disconnected": "RUMMY_LAB_CULL_DISCONNECTED",
             "cull_loading": "RUMMY_LAB_CULL_LOADING"}

    def env(self) -> dict[str, str]:
        return {name: str(int(getattr(self, field))) for field, name in self.NAMES.items()}

    @classmethod
    def from_env(cls, env: Mapping[str, str] = os.environ) -> PageLimits:
        """The limits in ``env``; a missing or malformed value keeps its default."""
        given: dict[str, Any] = {}
        for field, name in cls.NAMES.items():
            raw = env.get(name, "").strip()
            if raw.isdigit() and int(raw) > 0:
                given[field] = int(raw)
        return cls(**given)


def page_language(accept_language: str | None) -> str:
    """'de' when the browser prefers German, else 'en'."""
    first = (accept_language or "").split(",")[0].strip().lower()
    return "de" if first.startswith("de") else "en"


def _notice(lang: str, title_key: str, body_key: str, n: int, css: str) -> str:
    """A short page of the server's own: a title, a sentence, a reload link."""
    def text(key: str) -> str:
        return escape(t(key, lang, n=n))

    return (f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{text(title_key)}</title></head>"
            '<body style="font:18px/1.5 system-ui,sans-serif;max-width:36em;margin:3em auto;'
            'padding:0 1em;color:#1d2b1f">'
            f'<h1 class="{css}">{text(title_key)}</h1>'
            f"<p>{text(body_key)}</p>"
            f'<p><a href="" style="font-size:20px">{text("server_reload")}</a></p>'
            "</body></html>")


def full_page(lang: str, places: int) -> str:
    """The page a student sees when every place of the class is taken."""
    return _notice(lang, "server_full_title", "server_full_body", places, "rl-class-full")


def too_many_pages_page(lang: str, pages_open: int) -> str:
    """The page a client sees when it has ``pages_open`` pages open, the most it may."""
    return _notice(lang, "server_pages_title", "server_pages_body", pages_open,
                   "rl-too-many-pages")


def client_of(handler: Any) -> str:
    """The request's client key: set by the class login's identity provider
    (:mod:`.login`) on every authenticated request, over anything the browser sent."""
    return handler.request.headers.get(CLIENT_HEADER) or handler.request.remote_ip or ""


def browser_of(handler: Any) -> str | None:
    """The browser of a request that carries a page's ``_xsrf`` cookie (its raw token: the
    culler knows the browser's pages by it); None without one (a bare fetch)."""
    return pages.browser_secret(handler) if handler.get_cookie("_xsrf") else None


def install(max_kernels: int | None, limits: PageLimits | None = None) -> None:
    """Wrap Voilà's page handler: the kernel cap, the pages per client, the ``_xsrf``
    cookie, each kernel bound to its page and culled on connections (idempotent; before
    Voilà builds its handlers). ``limits`` default to the environment's."""
    from tornado import web
    from voila.tornado.handler import TornadoVoilaHandler as handler

    if getattr(handler, "_rummy_limited", False):
        return
    limits = limits or PageLimits.from_env()
    registry = pages.PageRegistry(limits.pages_per_client)
    culler = culling.ConnectionCuller(limits.cull_unconnected, limits.cull_disconnected,
                                      loading=limits.cull_loading)
    pages.install_handlers(registry, client_of)
    unlimited_get = handler.get

    def refuse(self: Any, status: int, html: str) -> None:
        self.set_status(status)
        self.set_header("Retry-After", "60")
        self.finish(html)

    @web.authenticated
    async def get(self: Any, path: str | None = None) -> None:
        manager = self.kernel_manager
        pages.track(manager)
        culling.attach(manager, culler)
        manager.rummy_pages_loading = registry.loading
        running = set(manager.list_kernel_ids())
        lang = page_language(self.request.headers.get("Accept-Language"))
        if max_kernels is not None and len(running) >= max_kernels and not (
                manager.get_pool_size(path) > 0 or await pool.reclaim(manager, path or "")):
            refuse(self, 503, full_page(lang, max_kernels))
            return
        client = client_of(self)
        if not registry.room_for(client, running):
            refuse(self, 429, too_many_pages_page(lang, registry.per_client))
            return
        _ = self.xsrf_token  # sets the _xsrf cookie, the token of the unload beacon
        page = registry.opened(client, pages.browser_secret(self))
        token = pages.CURRENT.set(page)
        try:
            await unlimited_get(self, path)
        finally:
            pages.CURRENT.reset(token)
            registry.ended(page)
            if page.kernel_id is not None:
                culler.page_sent(page.kernel_id, page.secret)

    handler.get = get
    handler._rummy_limited = True
