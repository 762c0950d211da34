"""A scripted browser page for the websocket tests: v1 kernel-websocket frames (well-formed,
crafted and random), and one page's kernel websocket on a server on 127.0.0.1.

Every wait is bounded (``asyncio.wait_for``); the random frames come from a seeded
``random.Random``.
"""

from __future__ import annotations

import asyncio
import json
import random
import re
import urllib.request
import uuid
from collections.abc import Iterator

from tornado.httpclient import HTTPRequest
from tornado.websocket import WebSocketClientConnection, websocket_connect

V1_PROTOCOL = "v1.kernel.websocket.jupyter.org"
CAP = 1 << 20  # rummy_lab.server.frames.MAX_MESSAGE_BYTES, restated: the test checks it


def v1_frame(channel: bytes, parts: list[bytes], offsets: list[int] | None = None) -> bytes:
    """A v1 frame: count, offsets (computed unless given), channel, parts."""
    if offsets is None:
        offsets, at = [], 8 * (len(parts) + 3)
        for part in [channel, *parts]:
            offsets.append(at)
            at += len(part)
        offsets.append(at)
    head = len(offsets).to_bytes(8, "little") + b"".join(
        (o % 2**64).to_bytes(8, "little") for o in offsets)
    return head + channel + b"".join(parts)


def header(msg_type: str, session: str) -> dict:
    return {"msg_id": uuid.uuid4().hex, "session": session, "username": "fuzz", "date": "",
            "msg_type": msg_type, "version": "5.3"}


def message(msg_type: str, content: object, session: str, channel: str = "shell",
            msg_id: str | None = None) -> bytes:
    """A well-formed v1 message (``content`` may be any JSON)."""
    head = header(msg_type, session)
    head["msg_id"] = msg_id or head["msg_id"]
    return v1_frame(channel.encode(), [json.dumps(head).encode(), b"{}", b"{}",
                                       json.dumps(content).encode()])


def read_v1(raw: bytes) -> tuple[dict, dict, dict]:
    """(header, parent header, content) of a v1 frame the server sent."""
    n = int.from_bytes(raw[:8], "little")
    o = [int.from_bytes(raw[8 * (i + 1):8 * (i + 2)], "little") for i in range(n)]
    return json.loads(raw[o[1]:o[2]]), json.loads(raw[o[2]:o[3]]), json.loads(raw[o[4]:o[5]])


def crafted(session: str) -> list[tuple[str, bytes | str]]:
    """Frames of the issue's report and their neighbours, each with a name."""
    ok = message("comm_info_request", {}, session)
    parts = [json.dumps(header("comm_info_request", session)).encode(), b"{}", b"{}", b"{}"]
    good = [b"shell", *parts]
    return [
        ("8 bytes of ff", b"\xff" * 8),
        ("2**62 then 64 zero bytes", (2**62).to_bytes(8, "little") + bytes(64)),
        ("count 2**64-1 and a valid tail", b"\xff" * 8 + ok[8:]),
        ("empty", b""),
        ("empty text", ""),
        ("7 bytes", b"\x06" * 7),
        ("count 0", bytes(8)),
        ("count 1", (1).to_bytes(8, "little") + (16).to_bytes(8, "little")),
        ("count 5 (no content)", v1_frame(b"shell", parts[:3])),
        ("offsets past the end", v1_frame(b"shell", parts, [56, 61, 10**6, 10**6, 10**6, 10**6])),
        ("offsets decreasing", v1_frame(b"shell", parts, [56, 61, 70, 65, 80, 90])),
        ("offset inside the table", v1_frame(b"shell", parts, [8, 61, 62, 63, 64, 65])),
        ("offset 2**64-1", v1_frame(b"shell", parts, [56, 61, 2**64 - 1, 0, 0, 0])),
        ("channel iopub", v1_frame(b"iopub", parts)),
        ("channel not UTF-8", v1_frame(b"\xff\xfe", parts)),
        ("header not UTF-8", v1_frame(b"shell", [b"\xc3\x28", *parts[1:]])),
        ("header not JSON", v1_frame(b"shell", [b"{not json", *parts[1:]])),
        ("header a list", v1_frame(b"shell", [b"[1, 2]", *parts[1:]])),
        ("header without msg_type", v1_frame(b"shell", [b'{"msg_id": "x"}', *parts[1:]])),
        ("content deeply nested", v1_frame(b"shell", [*parts[:3], b"[" * 200_000])),
        ("content not JSON", v1_frame(b"shell", [*parts[:3], b"\x00\x01"])),
        ("over the cap", v1_frame(b"shell", [*parts[:3], b'{"x": "' + b"x" * CAP + b'"}'])),
        ("text JSON message", json.dumps({"header": header("comm_info_request", session),
                                          "parent_header": {}, "metadata": {}, "content": {},
                                          "channel": "shell"})),
        ("text not JSON", "{" * 1000),
        ("text over the cap", "x" * (CAP + 1)),
        ("100 buffers", v1_frame(b"shell", [*parts, *[b"b"] * 100])),
        ("well-formed", v1_frame(*good[:1], good[1:])),
    ]


JUNK = [None, True, -1, 2**70, 1.5e308, "", "x" * 300, "$x^$", "\u202e\u0000", [], {}, [[[]]],
        {"a": {"b": None}}, "\ud800"]


def _junk(rng: random.Random) -> object:
    return rng.choice(JUNK)  # "\ud800": a lone surrogate, written as JSON's \\ud800


def comm_content(rng: random.Random, comms: dict[str, list[str]]) -> object:
    """A comm message to one of the page's comms with wrong types or extra fields."""
    comm_id = rng.choice([*comms, uuid.uuid4().hex, 7, None]) if comms else uuid.uuid4().hex
    keys = comms.get(comm_id, []) if isinstance(comm_id, str) else []
    pick = rng.random()
    if pick < 0.5 and keys:
        state = {rng.choice(keys): _junk(rng) for _ in range(rng.randint(1, 3))}
        data: object = {"method": "update", "state": state, "buffer_paths": _junk(rng)}
    elif pick < 0.6:
        data = {"method": "request_state"}
    elif pick < 0.8:
        data = {"method": "custom", "content": {"event": _junk(rng), "extra": _junk(rng)}}
    else:
        data = _junk(rng)
    content = {"comm_id": comm_id, "data": data}
    if rng.random() < 0.2:
        content["extra"] = "e" * rng.randint(0, 20_000)
    return content


def random_bytes_frame(rng: random.Random, session: str) -> bytes | str:
    """A malformed frame: random bytes, a mangled well-formed one, or random text."""
    base = message("comm_info_request", {}, session)
    pick = rng.random()
    if pick < 0.3:
        return rng.randbytes(rng.choice([0, 1, 8, 9, 64, 500, 5000]))
    if pick < 0.7:
        frame = bytearray(base)
        for _ in range(rng.randint(1, 4)):
            frame[rng.randrange(len(frame))] = rng.randrange(256)
        return bytes(frame) if bytes(frame) != base else b"\x00" + bytes(frame)
    if pick < 0.85:
        return base[:rng.randrange(len(base))]
    return "".join(rng.choice("{}[]\",:01 ab\u00e9\U0001f0cf") for _ in range(rng.randint(0, 300)))


def accepted_frames(rng: random.Random, comms: dict[str, list[str]],
                    session: str) -> Iterator[bytes]:
    """Well-framed messages with wrong contents: the server passes them to the kernel."""
    while True:
        pick = rng.random()
        if pick < 0.85:
            yield message("comm_msg", comm_content(rng, comms), session)
        elif pick < 0.9:
            yield message(rng.choice(["comm_open", "comm_close"]), comm_content(rng, comms),
                          session)
        elif pick < 0.95:
            yield message("execute_request", {"code": "1/0"}, session)  # Voilà ignores it
        else:
            yield message("comm_info_request", {"target_name": _junk(rng)}, session,
                          rng.choice(["shell", "control"]))


class Page:
    """One page of the server: its kernel id, and websockets to that kernel."""

    def __init__(self, url: str, notebook: str):
        self.url = url
        html = urllib.request.urlopen(f"{url}/voila/render/{notebook}", timeout=120).read()
        found = re.search(r'"kernelId":\s*"([0-9a-f-]+)"', html.decode())
        assert found, "no kernel id in the page"
        self.kernel_id = found.group(1)

    async def connect(self) -> tuple[WebSocketClientConnection, str]:
        session = uuid.uuid4().hex
        ws_url = (self.url.replace("http", "ws") + f"/api/kernels/{self.kernel_id}/channels"
                  f"?session_id={session}")
        ws = await asyncio.wait_for(
            websocket_connect(HTTPRequest(ws_url), subprotocols=[V1_PROTOCOL],
                              max_message_size=64 << 20), 20)
        return ws, session

    @staticmethod
    async def reply(ws: WebSocketClientConnection, msg_type: str, seconds: float,
                    parent: str | None = None) -> tuple[dict | None, bool]:
        """(the content of the next ``msg_type`` message (answering ``parent`` when given)
        within ``seconds`` or None, whether the server closed the socket first)."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + seconds
        while (left := deadline - loop.time()) > 0:
            try:
                raw = await asyncio.wait_for(ws.read_message(), left)
            except TimeoutError:
                break
            if raw is None:
                return None, True
            if isinstance(raw, bytes):
                head, asked, content = read_v1(raw)
                if head.get("msg_type") == msg_type and parent in (None, asked.get("msg_id")):
                    return content, False
        return None, False

    async def comms(self, ws: WebSocketClientConnection, session: str) -> dict[str, list[str]]:
        """Every comm of the page with the names of its state (bounded: ~20 s)."""
        await ws.write_message(message("comm_info_request", {}, session), binary=True)
        info, _ = await self.reply(ws, "comm_info_reply", 10)
        assert info is not None, "no comm_info_reply"
        found: dict[str, list[str]] = {comm: [] for comm in info.get("comms", {})}
        for comm in found:
            await ws.write_message(message("comm_msg", {"comm_id": comm, "data": {
                "method": "request_state"}}, session), binary=True)
        loop = asyncio.get_running_loop()
        deadline = loop.time() + 10
        while any(not keys for keys in found.values()) and loop.time() < deadline:
            try:
                raw = await asyncio.wait_for(ws.read_message(), max(0.1, deadline - loop.time()))
            except TimeoutError:
                break
            if not isinstance(raw, bytes):
                break
            head, _, content = read_v1(raw)
            state = content.get("data", {}).get("state") if head["msg_type"] == "comm_msg" else None
            if isinstance(state, dict) and content.get("comm_id") in found:
                found[content["comm_id"]] = sorted(state)
        return found

    async def answers(self, seconds: float = 5) -> bool:
        """An honest client on a fresh socket: the kernel answers comm_info_request."""
        ws, session = await self.connect()
        try:
            await ws.write_message(message("comm_info_request", {}, session), binary=True)
            return (await self.reply(ws, "comm_info_reply", seconds))[0] is not None
        finally:
            ws.close()
