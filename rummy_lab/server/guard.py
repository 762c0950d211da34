"""Guards for Voilà's kernel websocket that keep one scripted client from freezing the server.

Voilà 0.5 reads the header of every binary frame it sends to a browser as the v1 kernel
websocket protocol (first 8 bytes: how many offsets follow) and builds that many offsets.
A client that did not negotiate v1 gets the legacy format instead, whose first bytes read
as a count in the billions: the event loop then blocks building the list and memory grows
without end. Two guards, each enough on its own:

* kernel websockets must offer the ``v1.kernel.websocket.jupyter.org`` subprotocol (every
  current browser front-end does); others are refused with 400 before a kernel is touched;
* the header reader trusts no count larger than the frame can hold.
"""

from __future__ import annotations

import json
from typing import Any

V1_PROTOCOL = "v1.kernel.websocket.jupyter.org"

__all__ = ["V1_PROTOCOL", "install", "read_v1_header"]


def read_v1_header(frame: bytes) -> dict[str, Any] | None:
    """The header of a v1-protocol binary frame, or None when ``frame`` is not one.

    A v1 frame starts with a little-endian count n and n 8-byte offsets; the header is the
    JSON between offsets 1 and 2. Work is bounded by the frame's length, never by its bytes.
    """
    if len(frame) < 8:
        return None
    count = int.from_bytes(frame[:8], "little")
    if count < 3 or 8 * (count + 1) > len(frame):
        return None
    start = int.from_bytes(frame[16:24], "little")
    end = int.from_bytes(frame[24:32], "little")
    if not 8 * (count + 1) <= start <= end <= len(frame):
        return None
    try:
        header = json.loads(frame[start:end].decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return None
    return header if isinstance(header, dict) else None


def offers_v1(header_value: str | None) -> bool:
    """True when a ``Sec-WebSocket-Protocol`` request header offers the v1 protocol."""
    return V1_PROTOCOL in [p.strip() for p in (header_value or "").split(",")]


def install() -> None:
    """Put both guards into Voilà's websocket handler (idempotent)."""
    from tornado import web
    from voila.tornado import kernel_websocket_handler as module

    handler = module.VoilaKernelWebsocketHandler
    module.read_header_from_binary_message = read_v1_header  # looked up at call time
    if getattr(handler, "_rummy_guarded", False):
        return
    unguarded_get = handler.get

    async def get(self, *args: Any, **kwargs: Any) -> None:
        if not offers_v1(self.request.headers.get("Sec-WebSocket-Protocol")):
            raise web.HTTPError(400, "kernel websockets must use " + V1_PROTOCOL)
        await unguarded_get(self, *args, **kwargs)

    handler.get = get
    handler._rummy_guarded = True
