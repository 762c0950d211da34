"""``python -m rummy_lab.server.voila_app [voila options]``: Voilà with rummy-lab's guards.

Settings that must not show in a process list come from the environment:
``RUMMY_LAB_PASSWORD`` (the class password; the login form of
:mod:`rummy_lab.server.login` asks for it) and
``RUMMY_LAB_MAX_KERNELS`` (the kernel cap, see :mod:`rummy_lab.server.limits`) and
``RUMMY_LAB_POOLS`` (the ready kernels per lesson, see :mod:`rummy_lab.server.pool`).
"""

from __future__ import annotations

import os
import sys
from typing import Any

from . import culling, frames, guard, limits, login, pool, readiness

#: Pages may load only what this server serves; widgets need inline code and blob modules.
CONTENT_SECURITY_POLICY = "; ".join([
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline' 'unsafe-eval' blob: data:",
    "style-src 'self' 'unsafe-inline' blob: data:",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    # 'self' covers this origin's own ws:/wss: (CSP 3; checked in Debian's chromium 156),
    # whatever host name the browser used to reach a server listening on 0.0.0.0
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
])
SECURITY_HEADERS = {"Content-Security-Policy": CONTENT_SECURITY_POLICY,
                    "X-Content-Type-Options": "nosniff",
                    "Referrer-Policy": "same-origin"}


def max_kernels_from_env() -> int | None:
    raw = os.environ.get("RUMMY_LAB_MAX_KERNELS", "").strip()
    return int(raw) if raw.isdigit() and int(raw) > 0 else None


def pooled_voila(max_kernels: int | None) -> Any:
    """Voilà serving :mod:`.readiness` too; its console shows the pools filling. The
    culler hears of every page's browser loading the page's files (:mod:`.culling`)."""
    from tornado.web import url
    from voila.app import Voila

    class PooledVoila(Voila):
        def init_handlers(self) -> list:
            handlers = super().init_handlers()
            culling.watch_requests(self.app, limits.browser_of)
            if self.voila_configuration.preheat_kernel:
                handlers.insert(0, url(self.server_url.rstrip("/") + "/" + readiness.PATH,
                                       readiness.handler_class(), {"max_kernels": max_kernels}))
                readiness.Reporter(self.kernel_manager, max_kernels,
                                   readiness.server_language()).start()
            return handlers

    PooledVoila.__name__ = "Voila"  # its log lines keep their name
    return PooledVoila


def main() -> None:
    """Install the guards, then run Voilà's own command line with the class settings."""
    from traitlets.config import Config

    max_kernels = max_kernels_from_env()
    guard.install()
    limits.install(max_kernels)
    config = Config()
    plan = pool.PoolPlan.from_env()
    if plan is not None and plan.active:
        pool.install(max_kernels, plan.quiet)
        config.VoilaConfiguration.preheat_kernel = True
        config.VoilaConfiguration.default_pool_size = plan.default
        config.VoilaKernelManager.kernel_pools_config = plan.kernel_pools_config()
        config.VoilaKernelManager.fill_delay = 0.0  # the pool's own quiet time instead
    config.Voila.tornado_settings = {"headers": dict(SECURITY_HEADERS),
                                     "websocket_max_message_size": frames.MAX_MESSAGE_BYTES}
    config.Voila.identity_provider_class = login.identity_provider_class()
    config.VoilaConfiguration.http_header_envs = [login.CLIENT_HEADER]
    password = os.environ.get("RUMMY_LAB_PASSWORD", "")
    if password:
        config.Voila.token = password
    app = pooled_voila(max_kernels).instance(config=config)
    app.initialize(sys.argv[1:])
    app.start()


if __name__ == "__main__":
    main()
