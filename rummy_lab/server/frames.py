"""Every frame a browser sends on a kernel websocket, checked before jupyter_server parses it.

jupyter_server's ``deserialize_msg_from_ws_v1`` reads the first 8 bytes of a frame as a
count and builds that many offsets without comparing them with the frame: ``b"\\xff" * 8``
froze the whole server. :func:`frame_problem` looks at a frame with work bounded by its
length and says what is wrong with it (None when jupyter_server may have it):

* a v1 frame (``v1.kernel.websocket.jupyter.org``, binary): a count n of offsets with
  6 <= n <= 6 + :data:`MAX_BUFFERS`, the offset table inside the frame, every offset after
  it, inside the frame and non-decreasing; a channel the browser may send on
  (:data:`CHANNELS`); header, parent header, metadata and content valid UTF-8 JSON objects,
  the header with a text ``msg_type``;
* a text frame: legacy JSON (an object with those four objects and a channel); on a v1
  socket a text frame is always refused (jupyter_server would fail on it);
* a message is at most :data:`MAX_MESSAGE_BYTES` (tornado's ``websocket_max_message_size``
  refuses bigger ones before reading them).

What the server buffers for one socket is bounded by :data:`MAX_PENDING_BYTES`.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import json
from typing import Any

__all__ = ["CHANNELS", "MAX_BUFFERS", "MAX_MESSAGE_BYTES", "MAX_PENDING_BYTES",
           "frame_problem", "give_back_memory", "text_problem", "v1_problem"]

#: Biggest message a browser may send (a widget update is a few kB; an uploaded file is at
#: most 100 kB, see :mod:`rummy_lab.ui.uploads`).
MAX_MESSAGE_BYTES = 1 << 20
#: Bytes the server holds for one kernel websocket whose browser does not read them.
MAX_PENDING_BYTES = 8 << 20
#: Binary buffers one message may carry (a widget message has a handful).
MAX_BUFFERS = 64
#: Channels a browser sends on (iopub only goes to the browser).
CHANNELS = ("shell", "control", "stdin")
_PARTS = ("header", "parent header", "metadata", "content")


def _json_object(data: bytes | str, what: str) -> tuple[dict[str, Any] | None, str | None]:
    try:
        value = json.loads(data)
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None, f"{what} is not UTF-8 JSON"
    if not isinstance(value, dict):
        return None, f"{what} is not a JSON object"
    return value, None


def _header_problem(header: dict[str, Any]) -> str | None:
    return None if isinstance(header.get("msg_type"), str) else "the header has no msg_type"


def v1_problem(frame: bytes) -> str | None:
    """What is wrong with the v1-protocol binary ``frame``, or None."""
    if len(frame) > MAX_MESSAGE_BYTES:
        return f"{len(frame)} bytes, more than {MAX_MESSAGE_BYTES}"
    if len(frame) < 8:
        return f"{len(frame)} bytes, too short for a v1 frame"
    count = int.from_bytes(frame[:8], "little")
    if not 6 <= count <= 6 + MAX_BUFFERS:
        return f"an offset count of {count}"
    table_end = 8 * (count + 1)
    if table_end > len(frame):
        return f"{count} offsets do not fit in {len(frame)} bytes"
    offsets = [int.from_bytes(frame[at:at + 8], "little") for at in range(8, table_end, 8)]
    if offsets[0] < table_end or offsets[-1] > len(frame) or any(
            a > b for a, b in zip(offsets, offsets[1:])):
        return "offsets outside the frame or out of order"
    try:
        channel = frame[offsets[0]:offsets[1]].decode("utf-8")
    except UnicodeDecodeError:
        return "the channel is not UTF-8"
    if channel not in CHANNELS:
        return f"no channel {channel[:20]!r}"
    header: dict[str, Any] = {}
    for i, what in enumerate(_PARTS, start=1):
        value, problem = _json_object(frame[offsets[i]:offsets[i + 1]], f"the {what}")
        if problem:
            return problem
        if i == 1 and value is not None:
            header = value
    return _header_problem(header)


def text_problem(text: str) -> str | None:
    """What is wrong with a legacy-protocol text frame (one JSON message), or None."""
    if len(text) > MAX_MESSAGE_BYTES:
        return f"{len(text)} characters, more than {MAX_MESSAGE_BYTES}"
    msg, problem = _json_object(text, "the text frame")
    if problem or msg is None:
        return problem
    if msg.get("channel", "shell") not in CHANNELS:
        return "no such channel"
    for key in ("header", "parent_header", "metadata", "content"):
        if not isinstance(msg.get(key), dict):
            return f"its {key} is not a JSON object"
    return _header_problem(msg["header"])


def frame_problem(message: bytes | str, v1: bool) -> str | None:
    """What is wrong with a message from a browser's kernel websocket, or None; ``v1``: the
    socket speaks the v1 protocol (the guard refuses every other kernel websocket)."""
    if isinstance(message, str):
        return "a text frame on a v1 kernel websocket" if v1 else text_problem(message)
    return v1_problem(message) if v1 else "a binary frame on a legacy kernel websocket"


def give_back_memory() -> None:
    """Hand freed heap memory back to the system (glibc's ``malloc_trim``; a no-op
    elsewhere). Without it, the megabytes a closed socket held stay in the server."""
    name = ctypes.util.find_library("c")
    if not name:
        return
    trim = getattr(ctypes.CDLL(name), "malloc_trim", None)
    if trim is not None:
        trim(0)
