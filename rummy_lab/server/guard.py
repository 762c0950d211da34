"""Guards for Voilà's kernel websocket that keep one scripted client from freezing the server.

Voilà 0.5 reads the header of every binary frame it sends to a browser as the v1 kernel
websocket protocol (first 8 bytes: how many offsets follow) and builds that many offsets.
A client that did not negotiate v1 gets the legacy format instead, whose first bytes read
as a count in the billions: the event loop then blocks building the list and memory grows
without end. Two guards, each enough on its own:

* kernel websockets must offer the ``v1.kernel.websocket.jupyter.org`` subprotocol (every
  current browser front-end does); others are refused with 400 before a kernel is touched;
* the header reader trusts no count larger than the frame can hold.

Frames *from* the browser are checked by :mod:`rummy_lab.server.frames` before
jupyter_server parses them: a malformed one is dropped and its socket closed (code 1007)
with one log line. A socket whose browser stops reading is closed once the server holds
:data:`~rummy_lab.server.frames.MAX_PENDING_BYTES` for it. These patches were checked
against the versions in :data:`CHECKED`; on any other the server refuses to start.
"""

from __future__ import annotations

import json
from importlib.metadata import PackageNotFoundError, version
from typing import Any

from . import frames

V1_PROTOCOL = "v1.kernel.websocket.jupyter.org"
#: The upstream versions whose websocket handlers these patches were read and tested on
#: (tests/server/test_server_guard.py, tests/server/test_server_fuzz.py).
CHECKED = {"voila": ("0.5.8", "0.5.13"), "jupyter_server": ("2.21.1",)}

__all__ = ["CHECKED", "V1_PROTOCOL", "check_versions", "install", "read_v1_header"]


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


def installed(package: str) -> str:
    try:
        return version(package)
    except PackageNotFoundError:
        return "none"


def check_versions(found: dict[str, str]) -> None:
    """Refuse to run (SystemExit, one line) unless ``found`` has the :data:`CHECKED`
    versions: on others the patched functions may not be the ones read."""
    wrong = [f"{name} {found.get(name)} (needs {' or '.join(want)})"
             for name, want in CHECKED.items() if found.get(name) not in want]
    if wrong:
        raise SystemExit("error: rummy-lab's websocket guards were checked on other versions: "
                         + ", ".join(wrong) + "; reinstall rummy-lab with its pinned "
                         "dependencies.")


_trim_pending = False


def _trim_soon() -> None:
    """Give freed memory back a second after a socket closes (coalesced)."""
    global _trim_pending
    from tornado.ioloop import IOLoop

    def trim() -> None:
        global _trim_pending
        _trim_pending = False
        frames.give_back_memory()

    if not _trim_pending:
        _trim_pending = True
        IOLoop.current().call_later(1.0, trim)


def _guard_frames(handler: Any) -> None:
    """Check every incoming frame; bound what a socket may have waiting to be sent."""
    from tornado.iostream import StreamBufferFullError

    unchecked_on_message = handler.on_message
    unbounded_write = handler.write_message
    closed = handler.on_close

    def refuse(self: Any, why: str) -> None:
        self.log.warning("rummy-lab: closed the kernel websocket of kernel %s: %s",
                         getattr(self, "kernel_id", "?"), why)
        self._rummy_refused = True

    def on_message(self: Any, message: bytes | str) -> Any:
        if getattr(self, "_rummy_refused", False):
            return None  # frames after a refused one, until the socket is closed
        problem = frames.frame_problem(message, self.selected_subprotocol == V1_PROTOCOL)
        if problem:
            refuse(self, "malformed message, " + problem)
            self.close(1007, "malformed message")
            return None
        return unchecked_on_message(self, message)

    def write_message(self: Any, message: Any, binary: bool = False) -> Any:
        connection = self.ws_connection
        if getattr(self, "_rummy_refused", False) or connection is None or connection.is_closing():
            # closing: nothing more is queued for it (upstream raised, and jupyter_server
            # logged an empty warning for each message)
            return None
        stream = connection.stream
        if stream is not None and stream.max_write_buffer_size is None:
            stream.max_write_buffer_size = frames.MAX_PENDING_BYTES
        try:
            sent = unbounded_write(self, message, binary)
            if sent is not None:  # None: Voilà dropped it (execute_input)
                # nobody awaits it: a socket closed while it waits must not log a traceback
                sent.add_done_callback(lambda done: done.cancelled() or done.exception())
            return sent
        except StreamBufferFullError:
            refuse(self, f"the browser left {frames.MAX_PENDING_BYTES >> 20} MiB unread")
            if stream is not None:
                stream.close()  # frees the buffer at once; tornado then calls on_close
            return None

    def on_close(self: Any) -> None:
        closed(self)
        _trim_soon()

    handler.on_message = on_message
    handler.write_message = write_message
    handler.on_close = on_close


def install() -> None:
    """Put the guards into Voilà's websocket handler (idempotent); refuse to run on
    upstream versions other than :data:`CHECKED`."""
    from tornado import web
    from voila.tornado import kernel_websocket_handler as module

    check_versions({name: installed(name) for name in CHECKED})
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
    _guard_frames(handler)
    handler._rummy_guarded = True
