"""Pages and their kernels on the classroom server (issues 29 and 30), on loopback with
scripted pages (tests/helpers/page_client.py): bare page fetches cannot fill the class, a client
has at most ``--pages-per-client`` pages, only a page's own browser may shut its kernel
down, a dropped page's messages are not buffered, kernels are culled on connections, and
a school day of pages that come and go without beacons leaves the server as it was.
Every wait is bounded; at most four kernels run at once."""

from __future__ import annotations

import time

import nbformat
import pytest
from conftest import ROOT, free_port, start_server, stop_server
from helpers.page_client import Page, kernels, rss_mib

from rummy_lab.server.culling import ConnectionCuller

CLI = str(ROOT / ".venv" / "bin" / "rummy-lab")
LESSON = "/voila/render/lesson.ipynb"
CHATTY = "/voila/render/chatty.ipynb"
#: A page whose kernel keeps sending output (a teacher's dashboard at a busy class, at
#: ~1 MiB/s): 20 KB printed every 20 ms for two minutes, starting 3 s after the page.
CHATTY_CODE = """import threading, time
def chat():
    end = time.time() + 120
    while time.time() < end:
        print('x' * 20000, flush=True)
        time.sleep(0.02)
threading.Timer(3, chat).start()"""
READY = "import ipywidgets as w\nw.Button(description='Ready').add_class('rl-ready')"


@pytest.fixture
def folder(tmp_path):
    for name, code in (("lesson", READY), ("chatty", CHATTY_CODE + "\n" + READY)):
        nb = nbformat.v4.new_notebook()
        nb.cells = [nbformat.v4.new_code_cell(code)]
        nbformat.write(nb, str(tmp_path / f"{name}.ipynb"))
    return tmp_path


def serve(folder, name: str, *options: str):
    port = free_port()
    url, proc, log = start_server([CLI, "serve", "--port", str(port), "--notebooks",
                                   str(folder), *options], port, f"pages-{name}.log")
    return port, proc, log


def wait_for(predicate, seconds: float, every: float = 0.5) -> float | None:
    """Seconds until ``predicate()`` held, None when it did not within ``seconds``."""
    started = time.monotonic()
    while time.monotonic() - started < seconds:
        if predicate():
            return time.monotonic() - started
        time.sleep(every)
    return None


def test_the_culler_counts_connections_not_output():
    now = [0.0]
    culler = ConnectionCuller(unconnected=60, disconnected=120, clock=lambda: now[0])
    culler.page_sent("bare")
    culler.page_sent("open")
    culler.connected("open")
    culler.page_sent("left")
    culler.connected("left")
    culler.connected("left")  # two tabs of one kernel: one closing keeps it
    culler.disconnected_from("left")
    now[0] = 59
    assert culler.due(["bare", "open", "left", "pool"]) == []
    now[0] = 60
    assert culler.due(["bare", "open", "left", "pool"]) == ["bare"]
    culler.disconnected_from("left")
    now[0] = 179
    assert culler.due(["open", "left"]) == []
    culler.connected("left")  # a reload reconnected in time
    culler.disconnected_from("left")
    now[0] = 298
    assert culler.due(["open", "left"]) == []
    now[0] = 299
    assert culler.due(["open", "left"]) == ["left"]
    assert culler.due(["open"]) == [] and not culler.ever - {"open"}  # the gone forgotten
    assert 1 <= culler.interval <= 10


#: --cull-unconnected of the bare-fetch test: the default (60 s, checked as a value in
#: test_serve_passes_the_page_limits_to_voila) would make the test wait a minute for it
BARE_CULL = 10


def test_bare_page_fetches_do_not_keep_the_class_out(folder):
    """Four plain GETs with --max-kernels 4 filled the class for the idle cull's 5 minutes;
    now their kernels go --cull-unconnected seconds after their pages were sent."""
    port, proc, log = serve(folder, "bare", "--max-kernels", "4",
                            "--cull-unconnected", str(BARE_CULL))
    try:
        for _ in range(4):
            assert Page(port).get(LESSON)[0] == 200
        sent = time.monotonic()
        fifth = Page(port)
        status, body = fifth.get(LESSON)
        assert status == 503 and "The class is full" in body
        waited = wait_for(lambda: fifth.get(LESSON)[0] == 200, BARE_CULL + 50, every=1)
        assert waited is not None, f"the fifth student was kept out for {BARE_CULL + 50} s"
        late = time.monotonic() - sent
        print(f"fifth student in {late:.0f} s after the bare fetches (limit {BARE_CULL} s)")
        assert late < BARE_CULL + 30, late  # + a look (2.5 s) and a kernel start
        assert fifth.visit(1.0) > 0  # connected once: kept for --cull-disconnected (120 s)
        # the other bare fetches were sent a few seconds apart: they go within one more limit
        assert wait_for(lambda: kernels(proc) == 1, BARE_CULL + 5) is not None, kernels(proc)
    finally:
        stop_server(proc, log)


def test_pages_per_client_and_only_the_owner_shuts_a_kernel_down(folder):
    port, proc, log = serve(folder, "owner", "--pages-per-client", "2")
    try:
        ann, ben = Page(port), Page(port)
        assert ann.get(LESSON)[0] == 200 and ben.get(LESSON)[0] == 200
        status, body = Page(port).get(LESSON, lang="de-DE,de;q=0.9")
        assert status == 429 and "Zu viele offene Seiten" in body and "2 Lektionsseiten" in body
        status, body = Page(port).get(LESSON)
        assert status == 429 and "Too many open pages" in body
        other = Page(port, source="127.0.0.2")  # another computer of the class
        assert other.get(LESSON)[0] == 200
        assert kernels(proc) == 3
        # another browser's cookie and token may not stop Ann's kernel, by either door
        assert ben.shutdown(ann.kernel_id) == 403
        assert ben.delete(ann.kernel_id) == 403
        assert other.shutdown(ann.kernel_id) == 403
        assert kernels(proc) == 3
        assert ann.shutdown(ann.kernel_id) == 204  # Ann's own unload beacon
        assert wait_for(lambda: kernels(proc) == 2, 20) is not None
        assert Page(port).get(LESSON)[0] == 200  # a place for a page from 127.0.0.1 again
    finally:
        stop_server(proc, log)


def test_a_dropped_page_is_neither_buffered_nor_kept(folder):
    """A page that keeps sending output loses its websocket without a beacon: the server
    keeps none of its messages (jupyter_server buffered them all for a reconnect: +29 MiB
    in 40 s here) and its kernel goes --cull-disconnected seconds later, however busy."""
    port, proc, log = serve(folder, "dropped", "--cull-disconnected", "40")
    try:
        page = Page(port)
        assert page.get(CHATTY)[0] == 200
        assert page.visit(5) > 10  # the output arrives while connected
        dropped = time.monotonic()
        before = rss_mib(proc)
        samples = []
        while time.monotonic() - dropped < 35:  # the kernel sends all the while
            time.sleep(5)
            samples.append(round(rss_mib(proc) - before, 1))
            assert kernels(proc) == 1, "culled before --cull-disconnected"
        print(f"server memory over 35 s after the drop: +{samples} MiB")
        assert max(samples) < 20, f"the server grew {max(samples)} MiB"
        gone = wait_for(lambda: kernels(proc) == 0, 30)
        assert gone is not None, "the busy kernel was not culled"
        print(f"kernel culled {time.monotonic() - dropped:.0f} s after the drop (limit 40 s)")
        log.flush()
        assert "Starting buffering" not in (ROOT / "test-artifacts" / "pages-dropped.log"
                                            ).read_text()
    finally:
        stop_server(proc, log)


LESSONS = 8  # a school day of lessons, each a few seconds instead of 45 minutes


def test_a_school_day_of_pages_without_beacons(folder):
    """Every lesson: two students open a page, read it and leave without a beacon (lid
    closed), a third page is only fetched. With 3 s cull times and --max-kernels 4 a lesson
    whose pages were kept would find the class full; at the end no kernel is left and the
    server's memory is where it was after the first lesson."""
    port, proc, log = serve(folder, "day", "--max-kernels", "4", "--cull-unconnected", "3",
                            "--cull-disconnected", "3")
    try:
        memory = []
        for lesson in range(LESSONS):
            for student in range(3):
                page = Page(port, source=f"127.0.0.{2 + student}")
                status, _ = page.get(LESSON)
                assert status == 200, f"lesson {lesson}: a page got {status}"
                if student < 2:
                    assert page.visit(1.0) > 0
            left = wait_for(lambda: kernels(proc) == 0, 40)
            assert left is not None, f"lesson {lesson}: {kernels(proc)} kernels kept"
            memory.append(round(rss_mib(proc), 1))
        print(f"server memory after each lesson: {memory} MiB")
        assert max(memory[1:]) - memory[0] < 20
    finally:
        stop_server(proc, log)


def test_serve_passes_the_page_limits_to_voila(capsys):
    from rummy_lab.cli import main, serve_env
    from rummy_lab.server.limits import CULL_ARGS, PageLimits

    limits = PageLimits(pages_per_client=3, cull_unconnected=20, cull_disconnected=90)
    env = serve_env(limits=limits)
    assert PageLimits.from_env(env) == limits
    assert PageLimits.from_env({}) == PageLimits() == PageLimits(8, 60, 120)
    assert PageLimits.from_env({"RUMMY_LAB_PAGES_PER_CLIENT": "-1"}).pages_per_client == 8
    assert "--MappingKernelManager.buffer_offline_messages=False" in CULL_ARGS
    for option in ("--pages-per-client", "--cull-unconnected", "--cull-disconnected"):
        assert main(["serve", option, "0", "--dry-run"]) == 2
        assert f"error: {option} 0" in capsys.readouterr().err
    assert main(["serve", "--pages-per-client", "3", "--dry-run"]) == 0
