"""Bounded resources for a class: a cap on kernels, and kernels of closed tabs released.

* Every dashboard page starts a kernel (about 100 MiB). With ``max_kernels`` set, a page
  request beyond the cap gets a friendly "the class is full" page (HTTP 503, in the
  browser's language) instead of a kernel.
* Voilà's page sends a shutdown beacon for its kernel when the tab closes, with the
  ``_xsrf`` cookie as its token; standalone Voilà never sets that cookie, so the beacon was
  refused (403) and closed tabs kept their kernels until the idle cull. The page request
  now sets the cookie, so a closed tab's kernel stops at once. Kernels that never connect
  (a bare HTTP fetch, a crashed tab) fall to the idle cull of :data:`CULL_ARGS`.
"""

from __future__ import annotations

from html import escape
from typing import Any

from ..i18n.messages import t

__all__ = ["CULL_ARGS", "LOAD_ARGS", "full_page", "install", "page_language"]

#: Idle kernels without a connected page go after five minutes (a class opening pages at
#: once can take a minute or more to connect; closed tabs go at once, by their beacon);
#: open pages are never culled.
CULL_ARGS = ["--MappingKernelManager.cull_idle_timeout=300",
             "--MappingKernelManager.cull_interval=30",
             "--MappingKernelManager.cull_connected=False"]

#: A class arriving at once starts thirty kernels on two cores: a kernel may need minutes
#: to start, and a cell's outputs may follow its reply by many seconds. Voilà's defaults
#: (60 s to start; 4 s for late outputs, after which the output — the widget — is silently
#: dropped and the page stays empty) lose pages under that load.
LOAD_ARGS = ["--VoilaExecutor.startup_timeout=300",
             "--VoilaExecutor.iopub_timeout=120"]


def page_language(accept_language: str | None) -> str:
    """'de' when the browser prefers German, else 'en'."""
    first = (accept_language or "").split(",")[0].strip().lower()
    return "de" if first.startswith("de") else "en"


def full_page(lang: str, places: int) -> str:
    """The page a student sees when every place of the class is taken."""
    def text(key: str) -> str:
        return escape(t(key, lang, n=places))

    return (f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{text('server_full_title')}</title></head>"
            '<body style="font:18px/1.5 system-ui,sans-serif;max-width:36em;margin:3em auto;'
            'padding:0 1em;color:#1d2b1f">'
            f'<h1 class="rl-class-full">{text("server_full_title")}</h1>'
            f"<p>{text('server_full_body')}</p>"
            f'<p><a href="" style="font-size:20px">{text("server_reload")}</a></p>'
            "</body></html>")


def install(max_kernels: int | None) -> None:
    """Wrap Voilà's page handler: the kernel cap and the ``_xsrf`` cookie (idempotent)."""
    from tornado import web
    from voila.tornado.handler import TornadoVoilaHandler as handler

    if getattr(handler, "_rummy_limited", False):
        return
    unlimited_get = handler.get

    @web.authenticated
    async def get(self: Any, path: str | None = None) -> None:
        running = len(self.kernel_manager.list_kernel_ids())
        if max_kernels is not None and running >= max_kernels:
            self.set_status(503)
            self.set_header("Retry-After", "60")
            self.finish(full_page(page_language(self.request.headers.get("Accept-Language")),
                                  max_kernels))
            return
        _ = self.xsrf_token  # sets the _xsrf cookie, the token of the unload beacon
        await unlimited_get(self, path)

    handler.get = get
    handler._rummy_limited = True
