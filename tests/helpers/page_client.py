"""A scripted Voilà page on loopback: fetch a page with a browser's cookie, read its kernel
id, open and drop the kernel's websocket (v1 protocol) without any unload beacon, ask for
a shutdown, or press the play lesson's "Start game" as its browser would (the widgets'
states asked for, the setup form's ``start`` counted up). Every call is bounded in time."""

from __future__ import annotations

import asyncio
import http.client
import json
import re
import subprocess
import time
import uuid
from concurrent.futures import ThreadPoolExecutor

import psutil
from jupyter_server.services.kernels.connection.base import (
    deserialize_msg_from_ws_v1,
    serialize_msg_to_ws_v1,
)
from tornado.httpclient import HTTPRequest
from tornado.websocket import websocket_connect

from rummy_lab.server.guard import V1_PROTOCOL

KERNEL_ID = re.compile(r'"kernelId":\s*"([0-9a-f-]+)"')


def kernels(proc: subprocess.Popen) -> int:
    """Kernels the server ``proc`` is running now (a stopped one not yet reaped is not)."""
    count = 0
    for child in psutil.Process(proc.pid).children(recursive=True):
        try:
            count += "ipykernel" in " ".join(child.cmdline())
        except psutil.Error:  # gone, or a zombie
            pass
    return count


def rss_mib(proc: subprocess.Popen) -> float:
    """The server process's own resident memory (its kernels not included)."""
    return psutil.Process(proc.pid).memory_info().rss / 2**20


class Page:
    """One browser's page: its own ``_xsrf`` cookie, from ``source`` (any 127.x.y.z)."""

    def __init__(self, port: int, source: str = "127.0.0.1", cookie: str = ""):
        self.port, self.source, self.cookie = port, source, cookie
        self.kernel_id = ""

    def get(self, path: str, lang: str = "en") -> tuple[int, str]:
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=180,
                                          source_address=(self.source, 0))
        try:
            conn.request("GET", path, headers={"Accept-Language": lang,
                                               **({"Cookie": self.cookie} if self.cookie
                                                  else {})})
            resp = conn.getresponse()
            body = resp.read().decode()
            new = [v.split(";")[0] for k, v in resp.getheaders() if k.lower() == "set-cookie"]
        finally:
            conn.close()
        if new:
            self.cookie = "; ".join([c for c in self.cookie.split("; ") if c] + new)
        found = KERNEL_ID.search(body)
        self.kernel_id = found.group(1) if found else ""
        return resp.status, body

    @property
    def xsrf(self) -> str:
        return next(c.split("=", 1)[1] for c in self.cookie.split("; ")
                    if c.startswith("_xsrf="))

    def shutdown(self, kernel_id: str) -> int:
        """Voilà's unload beacon for ``kernel_id``, sent with this page's cookie."""
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30,
                                          source_address=(self.source, 0))
        try:
            conn.request("POST", f"/voila/api/shutdown/{kernel_id}?_xsrf={self.xsrf}", "",
                         {"Cookie": self.cookie})
            resp = conn.getresponse()
            resp.read()
            return resp.status
        finally:
            conn.close()

    def delete(self, kernel_id: str) -> int:
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30,
                                          source_address=(self.source, 0))
        try:
            conn.request("DELETE", f"/api/kernels/{kernel_id}", None,
                         {"Cookie": self.cookie, "X-XSRFToken": self.xsrf})
            resp = conn.getresponse()
            resp.read()
            return resp.status
        finally:
            conn.close()

    async def _visit(self, seconds: float) -> int:
        """Connect to the page's kernel, read for ``seconds``, then drop the connection
        (no close handshake, no beacon: a closed laptop lid). Returns frames read."""
        url = f"ws://127.0.0.1:{self.port}/api/kernels/{self.kernel_id}/channels"
        ws = await asyncio.wait_for(websocket_connect(
            HTTPRequest(url, headers={"Cookie": self.cookie}), subprotocols=[V1_PROTOCOL]), 30)
        frames, loop = 0, asyncio.get_running_loop()
        deadline = loop.time() + seconds
        while loop.time() < deadline:
            try:
                if await asyncio.wait_for(ws.read_message(), deadline - loop.time()) is None:
                    break
                frames += 1
            except TimeoutError:
                break
        ws.protocol.stream.close()  # the TCP connection vanishes, no close frame
        return frames

    def visit(self, seconds: float) -> int:
        return run_async(self._visit(seconds), seconds + 40)

    async def _start_game(self) -> tuple[float, float, set[str]]:
        """Connect to the page's kernel, ask for every widget's state (as Voilà's page does
        with ipywidgets' control comm), then press "Start game" and wait until the card
        table's state holds a dealt hand. Returns the seconds until the states arrived, the
        seconds from the press to the hand, and the languages of the page's widgets."""
        url = f"ws://127.0.0.1:{self.port}/api/kernels/{self.kernel_id}/channels"
        t0 = time.monotonic()
        ws = await asyncio.wait_for(websocket_connect(
            HTTPRequest(url, headers={"Cookie": self.cookie}), subprotocols=[V1_PROTOCOL]), 30)
        session, control = uuid.uuid4().hex, uuid.uuid4().hex

        async def send(msg_type: str, content: dict, metadata: dict | None = None) -> None:
            header = {"msg_id": uuid.uuid4().hex, "msg_type": msg_type, "session": session,
                      "username": "", "date": "", "version": "5.3"}
            parts = [json.dumps(part).encode() for part in (header, {}, metadata or {}, content)]
            await ws.write_message(serialize_msg_to_ws_v1(parts, "shell"), binary=True)

        async def until(wanted) -> dict:
            while True:
                frame = await ws.read_message()
                if frame is None:
                    raise ConnectionError("the kernel's websocket closed")
                if isinstance(frame, bytes):
                    _, parts = deserialize_msg_from_ws_v1(frame)
                    content = json.loads(parts[3]) if len(parts) > 3 else {}
                    data = content.get("data") if isinstance(content, dict) else None
                    if isinstance(data, dict) and (found := wanted(data)):
                        return found

        try:
            await send("comm_open", {"comm_id": control, "target_name": "jupyter.widget.control",
                                     "data": {}}, {"version": "1.0.0"})
            await send("comm_msg", {"comm_id": control, "data": {"method": "request_states"}})
            states = (await until(lambda d: d.get("method") == "update_states" and d))["states"]
            got_states = time.monotonic() - t0
            form = next(k for k, v in states.items() if "start" in v["state"]
                        and "form" in v["state"])
            pressed = time.monotonic()
            await send("comm_msg", {"comm_id": form, "data": {
                "method": "update", "state": {"start": states[form]["state"]["start"] + 1},
                "buffer_paths": []}})
            await until(lambda d: d.get("method") == "update"
                        and (d.get("state", {}).get("state") or {}).get("hand"))
            langs = {v["state"]["lang"] for v in states.values() if "lang" in v["state"]}
            return got_states, time.monotonic() - pressed, langs
        finally:
            ws.close()

    def start_game(self, seconds: float) -> tuple[float, float, set[str]]:
        return run_async(self._start_game(), seconds)


def run_async(coro, seconds: float):
    """Run ``coro`` in a thread of its own (Playwright may hold this thread's event loop),
    bounded by ``seconds``."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, asyncio.wait_for(coro, seconds)).result(seconds + 5)
