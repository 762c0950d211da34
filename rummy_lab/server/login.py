"""The class password: typed into the login form only, and throttled per client address.

jupyter_server's token login (which Voilà uses) checked any number of guesses at full
speed (about 1,300 a second from one client), also took the password from ``?token=`` in
a URL or an ``Authorization: token`` header (so it landed in browser histories and shared
links), and offered a form that writes a new password into the server's configuration.
:func:`identity_provider_class` gives Voilà (``Voila.identity_provider_class``) a
provider that:

* checks the password from the login form only, in constant time; URLs and headers never
  log in, and the password cannot be changed from a browser;
* pauses each client address after :data:`CLASS_POLICY`'s free wrong tries (doubling up
  to five minutes; tries during a pause are refused unchecked, HTTP 429), for the whole
  server, whatever page or tab the tries come from; the table of addresses holds at most
  :data:`MAX_CLIENTS` (the least recently seen go first);
* shows its own login page in the browser's language (English or German);
* tells every page's kernel which client opened it (:data:`CLIENT_HEADER`, set by the
  server over anything the browser sent, reaches the kernel as :data:`CLIENT_ENV` through
  ``VoilaConfiguration.http_header_envs``): the teacher's dashboard throttles the teacher
  password per client with it.
"""

from __future__ import annotations

import hmac
import ipaddress
import time
from collections import OrderedDict
from collections.abc import Callable
from html import escape
from typing import Any

from ..access.backoff import CLIENT_ENV, CLIENT_HEADER, Attempts, Backoff
from ..i18n.messages import t
from .limits import page_language

__all__ = ["CLASS_POLICY", "CLIENT_HEADER", "CLIENT_ENV", "MAX_CLIENTS", "AddressThrottle",
           "client_key", "identity_provider_class", "login_page"]

#: Five wrong class passwords at once, then one every 2 s, 4 s, 8 s … at most every 5 min.
CLASS_POLICY = Backoff(free=5, first=2.0, longest=300.0)
MAX_CLIENTS = 4096


def client_key(address: str | None) -> str:
    """The throttle's key of a client address: an IPv4 address as it is, an IPv6 one by
    its /64 network (one machine may hold the whole network), "" when unknown."""
    try:
        ip = ipaddress.ip_address((address or "").split("%")[0])
    except ValueError:
        return ""
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.ip_network(f"{ip}/64", strict=False))
    return str(ip)


class AddressThrottle:
    """Wrong tries per client key in memory (one server process), bounded in size."""

    def __init__(self, policy: Backoff = CLASS_POLICY, max_clients: int = MAX_CLIENTS,
                 clock: Callable[[], float] = time.monotonic):
        self.policy, self.max_clients, self.clock = policy, max_clients, clock
        self._table: OrderedDict[str, Attempts] = OrderedDict()

    def __len__(self) -> int:
        return len(self._table)

    def wait(self, key: str) -> float:
        """Seconds ``key`` must wait before its next try is checked (0: check it now)."""
        record = self._table.get(key)
        return record.wait(self.policy, self.clock()) if record else 0.0

    def wrong(self, key: str) -> float:
        """Count a checked wrong try; returns the pause it earned."""
        now = self.clock()
        record = self._table.pop(key, Attempts()).after_wrong(self.policy, now)
        self._table[key] = record
        while len(self._table) > self.max_clients:
            self._table.popitem(last=False)
        return record.wait(self.policy, now)

    def right(self, key: str) -> None:
        self._table.pop(key, None)


def login_page(lang: str, action: str, xsrf_html: str, error: str = "") -> str:
    """The class-password form, posting to ``action`` (with the ``_xsrf`` field)."""
    def text(key: str) -> str:
        return escape(t(key, lang))

    shown = f'<p class="rl-login-error" role="alert">{escape(error)}</p>' if error else ""
    return (f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{text('server_login_title')}</title></head>"
            '<body style="font:18px/1.5 system-ui,sans-serif;max-width:36em;margin:3em auto;'
            'padding:0 1em;color:#1d2b1f">'
            f"<h1>{text('server_login_title')}</h1><p>{text('server_login_intro')}</p>"
            f'{shown}<form method="post" action="{escape(action)}">{xsrf_html}'
            f'<input type="password" name="password" id="password_input" '
            f'aria-label="{text("server_login_title")}" autofocus required '
            'style="font-size:20px;padding:.3em"> '
            f'<button type="submit" style="font-size:20px">{text("server_login_button")}'
            "</button></form></body></html>")


def identity_provider_class() -> type:
    """Voilà's identity provider with the class-password rules above (built on first use:
    importing this module loads nothing of Jupyter)."""
    from jupyter_server.auth.decorator import allow_unauthenticated
    from jupyter_server.auth.identity import PasswordIdentityProvider
    from tornado.escape import url_escape
    from voila.voila_identity_provider import VoilaLoginHandler

    class ClassLoginHandler(VoilaLoginHandler):
        """The login form: refused unchecked while the client's pause lasts."""

        def _render(self, message: Any = None, status: int = 200) -> None:
            error = message.get("error", "") if isinstance(message, dict) else ""
            lang = page_language(self.request.headers.get("Accept-Language"))
            next_url = self.get_argument("next", default=self.base_url)
            action = f"{self.base_url}login?next={url_escape(next_url)}"
            self.set_status(status)
            self.finish(login_page(lang, action, self.xsrf_form_html(), error))

        @allow_unauthenticated
        def post(self) -> None:
            provider = self.identity_provider
            lang = page_language(self.request.headers.get("Accept-Language"))
            key = client_key(self.request.remote_ip)
            wait = provider.throttle.wait(key)
            if wait > 0:
                self.set_header("Retry-After", str(int(wait + 0.999)))
                self._render({"error": t("server_login_locked", lang, n=int(wait + 0.999))},
                             429)
                return
            user = self.current_user = provider.process_login_form(self)
            if user is None:
                pause = provider.throttle.wrong(key)
                self.log.warning("Wrong class password from %s", self.request.remote_ip)
                error = (t("server_login_locked", lang, n=int(pause + 0.999)) if pause > 0
                         else t("teacher_wrong_password", lang))  # the same words
                self._render({"error": error}, 401)
                return
            provider.throttle.right(key)
            provider.set_login_cookie(self, user)
            self._redirect_safe(self.get_argument("next", default=self.base_url))

    class ClassPasswordProvider(PasswordIdentityProvider):
        """The class password at the login form only, throttled per client address."""

        def __init__(self, **kwargs: Any) -> None:
            super().__init__(**kwargs)
            self.allow_password_change = False
            self.login_handler_class = ClassLoginHandler  # Voilà passes its own
            self.throttle = AddressThrottle()

        async def get_user_token(self, handler: Any) -> None:
            return None  # ?token= and Authorization headers never log in

        def get_user(self, handler: Any) -> Any:
            handler.request.headers[CLIENT_HEADER] = client_key(handler.request.remote_ip)
            return super().get_user(handler)

        def process_login_form(self, handler: Any) -> Any:
            if not self.auth_enabled:
                return self.generate_anonymous_user(handler)
            typed = handler.get_argument("password", default="")
            if self.token and hmac.compare_digest(typed.encode("utf-8"),
                                                  str(self.token).encode("utf-8")):
                return self.generate_anonymous_user(handler)
            return None

    return ClassPasswordProvider
