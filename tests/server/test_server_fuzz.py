"""A hostile page against a real ``rummy-lab serve`` on 127.0.0.1 (issue 22, items 1 and 3).

* the fuzzer: more than 10,000 crafted and random frames on one page's kernel websocket
  (v1 binary and text framing, bad counts and offsets, empty and over-the-cap frames,
  invalid UTF-8 and JSON, comm messages to every comm of the page with wrong types and
  extra fields), reconnecting whenever the server closes the socket. Throughout, a thread
  asks for ``/voila/tree`` every 0.2 s and must get it within 2 s; a second page keeps
  answering; the server's memory ends within 50 MiB of where it started;
* a slow client: big widget updates (200 kB echoed back) from a page that never reads its
  socket. The server closes it and gives the memory back.

Seeded, loopback only, each test bounded (a frozen server fails the probe within 2 s and
is killed).
"""

from __future__ import annotations

import asyncio
import random
import statistics
import threading
import time
import urllib.request
import uuid

import psutil
import pytest
from conftest import ARTIFACTS, ROOT, free_port, start_server, stop_server
from helpers.fuzz_frames import (
    CAP,
    Page,
    accepted_frames,
    crafted,
    message,
    random_bytes_frame,
)
from helpers.server import run_async
from tornado.websocket import WebSocketClosedError

from rummy_lab.server.frames import MAX_MESSAGE_BYTES, MAX_PENDING_BYTES

FUZZ_PAGE, OTHER_PAGE = "05_play.ipynb", "00_start_here.ipynb"
FRAMES = 10_000
SEED = 22


class Probe(threading.Thread):
    """Asks for /voila/tree every 0.2 s (each answer within 2 s) until stopped."""

    def __init__(self, url: str):
        super().__init__(daemon=True)
        self.url, self.times, self.failed = url, [], threading.Event()
        self.stop = threading.Event()

    def run(self) -> None:
        while not self.stop.wait(0.2):
            started = time.monotonic()
            try:
                urllib.request.urlopen(self.url + "/voila/tree", timeout=2).read()
            except OSError:
                self.failed.set()
            took = time.monotonic() - started
            self.times.append(took)
            if took >= 2:
                self.failed.set()

    def figures(self) -> str:
        times = sorted(self.times)
        p99 = times[int(0.99 * (len(times) - 1))] if times else float("nan")
        return (f"/voila/tree answered {len(times)} times, median "
                f"{statistics.median(times) * 1000:.0f} ms, p99 {p99 * 1000:.0f} ms, max "
                f"{times[-1] * 1000 if times else 0:.0f} ms")


def rss_mib(pid: int) -> float:
    return psutil.Process(pid).memory_info().rss / 2**20


def settled_rss(pid: int, target: float, seconds: float) -> float:
    """The server's RSS once it is at most ``target`` MiB, or after ``seconds`` (the
    assertions allow 50 MiB; the wait aims lower, for the freed memory to be returned)."""
    deadline = time.monotonic() + seconds
    while (now := rss_mib(pid)) > target and time.monotonic() < deadline:
        time.sleep(0.5)
    return now


@pytest.fixture
def server(tmp_path):
    port = free_port()
    cli = str(ROOT / ".venv" / "bin" / "rummy-lab")
    url, proc, log = start_server([cli, "serve", "--port", str(port), "--store",
                                   f"sqlite:///{tmp_path / 'tables.db'}"], port,
                                  f"fuzz-{port}.log")
    yield url, proc
    stop_server(proc, log)


def server_log(url: str) -> str:
    return (ARTIFACTS / f"fuzz-{url.rsplit(':', 1)[1]}.log").read_text(errors="replace")


def server_errors(log: str) -> list[str]:
    """The server's own error lines (a kernel's tracebacks, about the junk it was sent,
    are the kernel's business)."""
    marks = ("[Voila] ERROR", "[Voila] CRITICAL", "Uncaught exception", "never retrieved",
             "ERROR:tornado", "ERROR:asyncio")
    return [line for line in log.splitlines() if any(mark in line for mark in marks)]


async def closed_by_server(ws, seconds: float) -> int | None:
    """The close code once the server closed ``ws`` (reading whatever comes first)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    while (left := deadline - loop.time()) > 0:
        try:
            if await asyncio.wait_for(ws.read_message(), left) is None:
                return ws.close_code
        except TimeoutError:
            break
    return None


async def fuzz(page: Page, other: Page, probe: Probe) -> dict:
    """Crafted frames, then random ones until ``FRAMES`` were sent. Returns counts."""
    rng = random.Random(SEED)
    counts: dict = {"frames": 0, "closed": 0, "accepted": 0, "other_checks": 0, "slowest": 0.0}
    ws, session = await page.connect()
    comms = await page.comms(ws, session)
    assert comms, "the page has no comms"
    ws.close()
    for name, frame in crafted(session):  # each alone on a socket of its own
        ws, session = await page.connect()
        await ws.write_message(frame, binary=isinstance(frame, bytes))
        counts["frames"] += 1
        if name == "well-formed":
            assert (await page.reply(ws, "comm_info_reply", 10))[0] is not None, name
            ws.close()
            continue
        want = 1009 if "over the cap" in name else 1007
        assert await closed_by_server(ws, 10) == want, f"{name}: not closed with {want}"
        counts["closed"] += 1
        assert not probe.failed.is_set(), f"the server froze after the frame {name!r}"
    frames = accepted_frames(rng, comms, session)
    ws, session = await page.connect()
    while counts["frames"] < FRAMES:
        assert not probe.failed.is_set(), "the server stopped answering /voila/tree in 2 s"
        for _ in range(rng.randint(10, 60)):  # a burst the server passes on to the kernel
            await ws.write_message(next(frames), binary=True)
            counts["frames"] += 1
            counts["accepted"] += 1
        if rng.random() < 0.02:  # a message just under the cap
            big = {"comm_id": "x", "data": {"x": "b" * (MAX_MESSAGE_BYTES - 4096)}}
            await ws.write_message(message("comm_msg", big, session), binary=True)
            counts["frames"] += 1
        bad = random_bytes_frame(rng, session) if rng.random() < 0.8 else rng.choice(
            crafted(session))[1]
        await ws.write_message(bad, binary=isinstance(bad, bytes))
        counts["frames"] += 1
        waited = time.monotonic()
        # the kernel answers (the frame was harmless) or the server closed the socket
        asked = uuid.uuid4().hex
        try:
            await ws.write_message(message("comm_info_request", {}, session, msg_id=asked),
                                   binary=True)
            answer, closed = await page.reply(ws, "comm_info_reply", 30, asked)
        except WebSocketClosedError:  # the server closed it before this message went out
            answer, closed = None, True
        counts["slowest"] = max(counts["slowest"], time.monotonic() - waited)
        if answer is None:
            assert closed, "the kernel did not answer in 30 s and the socket is open"
            counts["closed"] += 1
            ws, session = await page.connect()
            frames = accepted_frames(rng, comms, session)
        if counts["frames"] // 1000 > counts["other_checks"]:
            assert await other.answers(), "the other page's kernel stopped answering"
            counts["other_checks"] += 1
    ws.close()
    return counts


def test_fuzzed_kernel_websocket_leaves_the_server_healthy(server):
    url, proc = server
    page, other = Page(url, FUZZ_PAGE), Page(url, OTHER_PAGE)
    assert run_async(other.answers(), 30)
    time.sleep(2)
    before = rss_mib(proc.pid)
    probe = Probe(url)
    probe.start()
    started = time.monotonic()
    try:
        counts = run_async(fuzz(page, other, probe), 150)
    finally:
        probe.stop.set()
        probe.join(5)
    took = time.monotonic() - started
    assert not probe.failed.is_set(), probe.figures()
    after = settled_rss(proc.pid, before + 10, 20)
    assert run_async(other.answers(), 20), "the other page stopped answering"
    log = server_log(url)
    print(f"\n{counts['frames']} frames in {took:.0f} s ({counts['closed']} sockets closed by "
          f"the server, {counts['accepted']} passed to the kernel); {probe.figures()}; "
          f"server RSS {before:.0f} -> {after:.0f} MiB; "
          f"{log.count('rummy-lab: closed')} log lines; the fuzzed kernel's slowest answer "
          f"{counts['slowest']:.1f} s")
    assert counts["frames"] >= FRAMES
    assert max(probe.times) < 2, probe.figures()
    assert after - before < 50, f"server memory {before:.0f} -> {after:.0f} MiB"
    assert not server_errors(log), server_errors(log)[:3]
    assert CAP == MAX_MESSAGE_BYTES


async def slow_client(page: Page, seconds: float, pid: int) -> tuple[int | None, float, int]:
    """Send 200 kB widget updates that the kernel echoes back, never reading: (close code,
    peak server RSS in MiB, updates sent)."""
    ws, session = await page.connect()
    comms = await page.comms(ws, session)
    targets = [c for c, keys in comms.items() if "tooltip" in keys]
    assert targets, "no widget with a tooltip on the page"
    def update(target: str) -> bytes:  # a new msg_id each time (the kernel drops repeats)
        return message("comm_msg", {"comm_id": target, "data": {
            "method": "update", "state": {"tooltip": "t" * 200_000}, "buffer_paths": []}},
            session)

    loop = asyncio.get_running_loop()
    deadline, peak, sent = loop.time() + seconds, 0.0, 0
    while loop.time() < deadline:
        try:
            await asyncio.wait_for(ws.write_message(update(targets[sent % len(targets)]),
                                                    binary=True), 5)
        except Exception:  # closed by the server
            break
        sent += 1
        if sent % 20 == 0:
            peak = max(peak, rss_mib(pid))
            await asyncio.sleep(0.05)
    code = ws.close_code if ws.protocol is None else None
    ws.close()
    return code, peak, sent


def test_a_client_that_stops_reading_is_closed_and_its_memory_given_back(server):
    url, proc = server
    page = Page(url, FUZZ_PAGE)
    time.sleep(2)
    before = rss_mib(proc.pid)
    code, peak, sent = run_async(slow_client(page, 25, proc.pid), 40)
    after = settled_rss(proc.pid, before + 10, 20)
    log = server_log(url)
    print(f"\n{sent} updates of 200 kB; server RSS {before:.0f} -> peak {peak:.0f} -> "
          f"{after:.0f} MiB; closed: {code}")
    assert f"left {MAX_PENDING_BYTES >> 20} MiB unread" in log, "the socket was not closed"
    assert after - before < 50, f"server memory {before:.0f} -> {after:.0f} MiB after closing"
    assert not server_errors(log), server_errors(log)[:3]
    assert run_async(Page(url, OTHER_PAGE).answers(), 30)
