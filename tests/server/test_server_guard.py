"""Regression for the server freeze (issue 9): a scripted client that speaks the legacy
kernel-websocket protocol must not stall or bloat the classroom server.

The scripted client of the report: fetch a dashboard, take its kernel id, open the kernel's
channels without the v1 subprotocol, send ``comm_info_request``, ``request_state`` to every
comm and a click to a button. Loopback only; every loop is bounded in count and time.
"""

from __future__ import annotations

import asyncio
import json
import re
import time
import urllib.request
import uuid

import psutil
import pytest
from conftest import ROOT, free_port, start_server, stop_server
from helpers.server import run_async
from tornado.httpclient import HTTPClientError, HTTPRequest
from tornado.websocket import websocket_connect

from rummy_lab.server.guard import V1_PROTOCOL, install, offers_v1, read_v1_header

PAGE = "05_play.ipynb"


def v1_frame(header: dict, channel: str = "iopub") -> bytes:
    parts = [channel.encode(), json.dumps(header).encode(), b"{}", b"{}", b"{}"]
    offsets, at = [], 8 * (len(parts) + 2)
    for part in parts:
        offsets.append(at)
        at += len(part)
    offsets.append(at)
    head = len(offsets).to_bytes(8, "little") + b"".join(o.to_bytes(8, "little") for o in offsets)
    return head + b"".join(parts)


def test_header_reader_is_bounded_by_the_frame():
    legacy = (2).to_bytes(4, "big") + (12).to_bytes(4, "big") + (40).to_bytes(4, "big") + b"x" * 60
    legacy = b"\xff" * 8 + legacy  # a first word that reads as a count in the quintillions
    started = time.perf_counter()
    assert read_v1_header(legacy) is None
    assert time.perf_counter() - started < 0.01
    assert read_v1_header(b"") is None
    frame = v1_frame({"msg_type": "execute_input"})
    assert read_v1_header(frame) == {"msg_type": "execute_input"}


def test_only_v1_clients_are_offered_kernels():
    assert offers_v1(V1_PROTOCOL)
    assert offers_v1(f"x, {V1_PROTOCOL}")
    assert not offers_v1(None) and not offers_v1("") and not offers_v1("v2.other")


def test_install_replaces_voilas_reader():
    install()
    from voila.tornado import kernel_websocket_handler as module

    assert module.read_header_from_binary_message is read_v1_header


def legacy_message(session: str, msg_type: str, content: dict, channel: str = "shell") -> str:
    header = {"msg_id": uuid.uuid4().hex, "session": session, "username": "x", "date": "",
              "msg_type": msg_type, "version": "5.3"}
    return json.dumps({"header": header, "parent_header": {}, "metadata": {},
                       "content": content, "channel": channel, "buffers": []})


async def scripted_client(url: str, kernel_id: str) -> str:
    """The report's client. Returns 'refused' or 'ran' (bounded: at most ~20 s)."""
    ws_url = url.replace("http", "ws") + f"/api/kernels/{kernel_id}/channels"
    try:
        ws = await asyncio.wait_for(websocket_connect(HTTPRequest(ws_url)), 10)
    except HTTPClientError as err:
        assert err.code == 400
        return "refused"
    session = uuid.uuid4().hex
    await ws.write_message(legacy_message(session, "comm_info_request", {}))
    comms, buttons, deadline = {}, [], time.monotonic() + 8
    while time.monotonic() < deadline:
        try:
            raw = await asyncio.wait_for(ws.read_message(), 1)
        except TimeoutError:
            continue
        if raw is None:
            break
        if isinstance(raw, str):
            msg = json.loads(raw)
            if msg["header"]["msg_type"] == "comm_info_reply":
                comms = msg["content"].get("comms", {})
                break
    for comm_id in list(comms)[:300]:
        await ws.write_message(legacy_message(session, "comm_msg", {
            "comm_id": comm_id, "data": {"method": "request_state"}}))
        buttons.append(comm_id)
    for comm_id in buttons[:300]:  # a click to every comm: one of them is "Start game"
        await ws.write_message(legacy_message(session, "comm_msg", {
            "comm_id": comm_id, "data": {"method": "custom", "content": {"event": "click"}}}))
    await asyncio.sleep(5)
    ws.close()
    return "ran"


def answers_within(url: str, seconds: float) -> bool:
    try:
        urllib.request.urlopen(url + "/voila/tree", timeout=seconds).read()
        return True
    except OSError:
        return False


def test_scripted_legacy_client_leaves_the_server_healthy():
    port = free_port()
    cli = str(ROOT / ".venv" / "bin" / "rummy-lab")
    url, proc, log = start_server([cli, "serve", "--port", str(port)], port, "guard-server.log")
    try:
        page = urllib.request.urlopen(f"{url}/voila/render/{PAGE}", timeout=120).read().decode()
        match = re.search(r'"kernelId":\s*"([0-9a-f-]+)"', page)
        assert match, "no kernel id in the page"
        server = psutil.Process(proc.pid)
        before = server.memory_info().rss
        outcome = run_async(scripted_client(url, match.group(1)), 40)
        assert outcome == "refused"
        samples = []
        for _ in range(5):  # bounded: 5 checks, about a second apart
            started = time.monotonic()
            assert answers_within(url, 5), "the server stopped answering"
            samples.append(time.monotonic() - started)
            time.sleep(1)
        grown = (server.memory_info().rss - before) / 2**20
        assert grown < 30, f"server memory grew {grown:.0f} MiB"
        assert max(samples) < 2, samples
    finally:
        stop_server(proc, log)


@pytest.mark.parametrize("protocols", [[V1_PROTOCOL]])
def test_v1_clients_still_connect(protocols):
    port = free_port()
    cli = str(ROOT / ".venv" / "bin" / "rummy-lab")
    url, proc, log = start_server([cli, "serve", "--port", str(port)], port, "guard-v1.log")
    try:
        page = urllib.request.urlopen(f"{url}/voila/render/{PAGE}", timeout=120).read().decode()
        kernel_id = re.search(r'"kernelId":\s*"([0-9a-f-]+)"', page).group(1)

        async def connect():
            ws_url = url.replace("http", "ws") + f"/api/kernels/{kernel_id}/channels"
            ws = await websocket_connect(HTTPRequest(ws_url), subprotocols=protocols)
            assert ws.selected_subprotocol == V1_PROTOCOL
            ws.close()

        run_async(connect(), 20)
    finally:
        stop_server(proc, log)


def test_every_crafted_frame_is_refused_in_bounded_time():
    from helpers.fuzz_frames import crafted

    from rummy_lab.server.frames import frame_problem

    for name, frame in crafted("s"):
        started = time.perf_counter()
        problem = frame_problem(frame, v1=True)
        assert time.perf_counter() - started < 0.5, name
        assert (problem is None) == (name == "well-formed"), (name, problem)


def test_frames_the_reader_accepts_parse_upstream():
    """Any frame the reader lets through is one jupyter_server parses without error (20,000
    seeded random and mangled frames)."""
    import random

    from helpers.fuzz_frames import accepted_frames, random_bytes_frame
    from jupyter_client.session import Session
    from jupyter_server.services.kernels.connection.base import deserialize_msg_from_ws_v1

    from rummy_lab.server.frames import frame_problem

    rng, passed = random.Random(7), 0
    good = accepted_frames(rng, {"c" * 32: ["value", "tooltip"]}, "s")
    for _ in range(10_000):
        for frame in (next(good), random_bytes_frame(rng, "s")):
            if frame_problem(frame, v1=True) is None:
                channel, parts = deserialize_msg_from_ws_v1(frame)
                assert channel in ("shell", "control", "stdin")
                assert isinstance(Session().unpack(parts[0])["msg_type"], str)
                passed += 1
    assert passed >= 10_000


def test_legacy_text_frames_are_checked():
    from rummy_lab.server.frames import text_problem

    ok = {"header": {"msg_type": "comm_info_request"}, "parent_header": {}, "metadata": {},
          "content": {}, "channel": "shell"}
    assert text_problem(json.dumps(ok)) is None
    assert text_problem(json.dumps({**ok, "channel": "iopub"})) == "no such channel"
    assert text_problem(json.dumps({**ok, "content": []})) is not None
    assert text_problem("[" * 100_000) is not None
    assert text_problem("x" * (2**20 + 1)) is not None


def test_the_guards_refuse_unchecked_upstream_versions():
    from rummy_lab.server.guard import CHECKED, check_versions, installed

    for name, versions in CHECKED.items():
        assert installed(name) in versions  # the tests run on a checked version
    check_versions({name: versions[-1] for name, versions in CHECKED.items()})
    with pytest.raises(SystemExit, match="voila 0.5.14 \\(needs 0.5.8 or 0.5.13\\)"):
        check_versions({"voila": "0.5.14", "jupyter_server": "2.21.1"})
    with pytest.raises(SystemExit, match="jupyter_server none"):
        check_versions({"voila": "0.5.8", "jupyter_server": installed("no-such-package")})


def test_the_write_bound_keeps_voilas_dropped_messages():
    """Voilà's write_message returns None for the execute_input it drops; the guard's
    wrapper passes that on (it used to call a method on it)."""
    from rummy_lab.server import guard

    class Stream:
        max_write_buffer_size = None

    class Connection:
        stream = Stream()

        def is_closing(self):
            return False

    class Handler:
        ws_connection = Connection()

        def write_message(self, message, binary=False):
            return None

        def on_message(self, message):
            return None

        def on_close(self):
            return None

    guard._guard_frames(Handler)
    assert Handler().write_message(v1_frame({"msg_type": "execute_input"}), True) is None
    assert Stream.max_write_buffer_size is None and Connection.stream.max_write_buffer_size > 0
