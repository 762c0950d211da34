"""A class arriving at ready pages on a busy machine (issue 26), on loopback with scripted
pages (tests/helpers/page_client.py) that load like slow browsers.

With ready kernels a page is sent within a second, and thirty browsers on two cores then
need minutes to load its scripts and connect: the never-connected cull (60 s from the
page) shut down 29 of 30 kernels before their browsers connected. Now:

* ready kernels are not watched while they wait for a page (their clock starts when a
  page took one and was sent, not when they were started);
* a page whose own browser comes back for the page's files keeps its kernel for
  ``--cull-loading`` seconds from the last file its browser asked for (a class of 30 on
  two cores: browsers still loading 5 minutes after their pages), and every page of a
  class arriving at once gets its own ready kernel and connects to it after ``--cull-unconnected`` has passed;
* a bare fetch of a ready page (no browser comes back) is still culled after
  ``--cull-unconnected`` seconds (issue 29), and a loading page that never connects
  ``--cull-loading`` seconds after its browser's last request.
"""

from __future__ import annotations

import json
import time
import urllib.request
from concurrent.futures import ThreadPoolExecutor

import nbformat
import pytest
from conftest import ROOT, free_port, start_server, stop_server
from helpers.page_client import Page, kernels

from rummy_lab.server.culling import ConnectionCuller, asset_request

CLI = str(ROOT / ".venv" / "bin" / "rummy-lab")
LESSON = "/voila/render/lesson.ipynb"
ASSET = "/voila/static/voila.js"
CLASS = 6        # ready pages, all taken at once
UNCONNECTED = 3  # --cull-unconnected (the culler looks every second)
LOADING = 18     # --cull-loading
READY = "import ipywidgets as w\nw.Button(description='Ready').add_class('rl-ready')"


def test_a_loading_browser_has_the_loading_limit_and_a_bare_fetch_does_not():
    now = [0.0]
    culler = ConnectionCuller(unconnected=60, disconnected=120, loading=300,
                              clock=lambda: now[0])
    ann, bot = "ann's cookie", "bot's cookie"
    assert not culler.waiting()
    culler.page_sent("ann", ann)
    culler.page_sent("bare", bot)
    culler.page_sent("ben", "ben's cookie")
    assert culler.waiting()
    now[0] = 30
    culler.browser_back(ann)
    culler.browser_back("another cookie")  # another browser: not Ann's page
    culler.connected("ben")
    now[0] = 59
    assert culler.due(["ann", "bare", "ben", "ready"]) == []
    now[0] = 60
    assert culler.due(["ann", "bare", "ben", "ready"]) == ["bare"]
    assert (culler.why("ann"), culler.why("bare")) == ("loading", "unconnected")
    now[0] = 329
    assert culler.due(["ann", "ben", "ready"]) == []
    now[0] = 330  # loading, then no sign of her browser for 300 s: culled all the same
    assert culler.due(["ann", "ben", "ready"]) == ["ann"]
    assert culler.due(["ben", "ready"]) == [] and not culler.waiting()
    now[0] = 10_000  # a ready kernel no page took is never watched
    assert culler.due(["ben", "ready"]) == []
    assert ConnectionCuller(unconnected=400, loading=300).loading == 400


@pytest.mark.parametrize("method, path, asset", [
    ("GET", "/voila/static/voila.js", True),
    ("GET", "/class/voila/labextensions/anywidget/static/remoteEntry.js", True),
    ("GET", "/voila/templates/rummy/static/index.css", True),
    ("GET", "/api/kernels/0b5e", True),
    ("POST", "/voila/static/voila.js", False),
    ("GET", "/voila/render/05_play.ipynb", False),  # another page: not this one loading
    ("GET", "/rummy-lab/ready", False),
])
def test_what_counts_as_a_browser_loading_its_page(method, path, asset):
    class Request:
        pass

    request = Request()
    request.method, request.path = method, path
    assert asset_request(request) is asset


@pytest.fixture(scope="module")
def pooled(tmp_path_factory):
    folder = tmp_path_factory.mktemp("preheat-cull")
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(READY)]
    nbformat.write(nb, str(folder / "lesson.ipynb"))
    port = free_port()
    _, proc, log = start_server([CLI, "serve", "--port", str(port), "--notebooks", str(folder),
                                 "--pool", "0", "--class", f"lesson={CLASS}",
                                 "--max-kernels", str(CLASS + 2),
                                 "--cull-unconnected", str(UNCONNECTED),
                                 "--cull-loading", str(LOADING)], port, "preheat-cull.log")
    yield port, proc
    stop_server(proc, log)


def ready(port: int) -> dict:
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/rummy-lab/ready", timeout=10) as r:
        return json.load(r)["lessons"]["lesson"]


def alive(port: int, kernel_id: str) -> bool:
    """Asked by a client without a page's cookie (not a browser loading that page)."""
    return Page(port).get(f"/api/kernels/{kernel_id}")[0] == 200


def wait_for(predicate, seconds: float) -> float | None:
    started = time.monotonic()
    while time.monotonic() - started < seconds:
        if predicate():
            return time.monotonic() - started
        time.sleep(0.5)
    return None


def load_slowly(port: int, page: Page, seconds: float) -> None:
    """A browser on a busy machine: it asks for the page's files now and then."""
    kernel_id, end = page.kernel_id, time.monotonic() + seconds
    while time.monotonic() < end:
        assert page.get(ASSET)[0] == 200
        time.sleep(1.0)
    page.kernel_id = kernel_id


def test_a_class_arriving_at_once_gets_every_ready_page(pooled):
    port, proc = pooled
    assert wait_for(lambda: ready(port)["ready"] == CLASS, 240) is not None, ready(port)
    teacher = Page(port)  # the culler watches from the first page on
    assert teacher.get(LESSON)[0] == 200
    teacher.visit(1)
    assert wait_for(lambda: ready(port)["ready"] == CLASS, 120) is not None, ready(port)
    time.sleep(3 * UNCONNECTED + 2)  # ready kernels outlive the cull of unconnected pages
    assert ready(port)["ready"] == CLASS, "a ready kernel was culled before a page took it"
    assert kernels(proc) == CLASS + 1

    students = [Page(port) for _ in range(CLASS)]
    with ThreadPoolExecutor(CLASS) as arrive:
        statuses = list(arrive.map(lambda p: p.get(LESSON)[0], students))
    sent = time.monotonic()
    assert statuses == [200] * CLASS
    ids = [p.kernel_id for p in students]
    assert all(ids) and len(set(ids)) == CLASS, "two pages were given one kernel"
    assert kernels(proc) == CLASS + 1 and ready(port)["ready"] == 0, "a page started a kernel"

    bare, stuck, *loading = students
    with ThreadPoolExecutor(CLASS) as load:
        done = [load.submit(load_slowly, port, p, 3 * UNCONNECTED) for p in [stuck, *loading]]
        for job in done:
            job.result(60)
    last = time.monotonic()  # the stuck browser's last request for the page's files
    assert time.monotonic() - sent > 2 * UNCONNECTED + 2  # well past --cull-unconnected
    assert not alive(port, bare.kernel_id), "a bare fetch of a ready page kept its kernel"
    for student in loading:  # connecting late, as a busy browser does: the kernel is there
        assert alive(port, student.kernel_id), "a loading page lost its kernel"
        student.visit(1)
        assert alive(port, student.kernel_id)
    assert alive(port, stuck.kernel_id)
    gone = wait_for(lambda: not alive(port, stuck.kernel_id), LOADING + 10)
    assert gone is not None, "a loading page that never connected kept its kernel"
    assert time.monotonic() - last >= LOADING - 1, "culled before --cull-loading passed " \
        "since its browser's last request"
    assert all(alive(port, p.kernel_id) for p in loading)
