"""A scripted client of the class-password login form (loopback only): fetch the form,
post a password with its ``_xsrf`` field, from a chosen source address (any 127.x.y.z
reaches a server on 127.0.0.1, so a test can be several clients)."""

from __future__ import annotations

import http.client
import re
import urllib.parse

NEXT = "/voila/render/lesson.ipynb"


class LoginClient:
    """One client's connection to the server on 127.0.0.1:``port``."""

    def __init__(self, port: int, source: str = "127.0.0.1"):
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30,
                                               source_address=(source, 0))
        status, headers, body = self.request("GET", "/login")
        assert status == 200, (status, body[:300])
        self.cookie = headers["Set-Cookie"].split(";")[0]
        found = re.search(r'name="_xsrf" value="([^"]+)"', body)
        assert found, body[:300]
        self.xsrf = found.group(1)

    def request(self, method: str, path: str, body: str | None = None,
                headers: dict | None = None) -> tuple[int, dict, str]:
        self.conn.request(method, path, body, headers or {})
        resp = self.conn.getresponse()
        return resp.status, dict(resp.getheaders()), resp.read().decode()

    def guess(self, password: str, lang: str = "en") -> tuple[int, str]:
        """Post ``password``: (HTTP status, the page's error text or the redirect target)."""
        body = urllib.parse.urlencode({"_xsrf": self.xsrf, "password": password})
        status, headers, page = self.request(
            "POST", "/login?next=" + urllib.parse.quote(NEXT, safe=""), body,
            {"Cookie": self.cookie, "Accept-Language": lang,
             "Content-Type": "application/x-www-form-urlencoded"})
        if status == 302:
            return status, headers["Location"]
        found = re.search(r'role="alert">([^<]*)<', page)
        return status, found.group(1) if found else page[:200]

    def login_cookie(self, password: str) -> str:
        """The cookies of a logged-in browser (fails when the password is refused)."""
        body = urllib.parse.urlencode({"_xsrf": self.xsrf, "password": password})
        self.conn.request("POST", "/login?next=%2F", body,
                          {"Cookie": self.cookie,
                           "Content-Type": "application/x-www-form-urlencoded"})
        resp = self.conn.getresponse()
        resp.read()
        assert resp.status == 302, resp.status
        login = [c.split(";")[0] for k, c in resp.getheaders() if k.lower() == "set-cookie"]
        return "; ".join([self.cookie, *login])

    def close(self) -> None:
        self.conn.close()
