"""Ready kernels (issue 26) in Debian's chromium: `rummy-lab serve --pool 0 --class
05_play=8` keeps eight pages of the play lesson ready, and pooled pages behave like fresh
ones.

* A class of eight takes every ready page at once, after the ready kernels waited longer
  than ``--cull-unconnected``; every browser gets the page's scripts only three culling
  periods after its page (the server answered at once: a busy machine still loading), and
  every student still gets a working page of their own (Start deals a hand), half of them
  German.
* Two students open the play page from the pool: each page has its own kernel (two of
  the ready ones, never the same twice); one creates a shared table, the other types its
  code into the pooled page and takes the free seat; every frame each browser received is
  searched for the cards its seat may not see.
* A pooled page opened with ``?lang=de`` is German, the lobby's buttons too, and German in
  the kernel itself: the page's EN | DE switch never had to tell the kernel (the kernel
  ran the notebook before the address was known: it waits for it in the first cell).
* Ready kernels are not culled while they wait for a page (the server culls a page's
  kernel 5 s after its page was sent when no browser connects): after four culling
  periods the same kernels are there, and the next page gets one of them.
"""

from __future__ import annotations

import json
import re
import time
import urllib.request
from pathlib import Path

import psutil
import pytest
from conftest import stop_server
from helpers.class_pages import HAND, Student, check_hidden, create_table, join_table
from helpers.teacher_pages import serve_lab

from rummy_lab.i18n.messages import t
from rummy_lab.store.tables import TableStore

pytestmark = pytest.mark.browser
LOAD = 120_000
READY = 8
CULL = 5


@pytest.fixture(scope="module")
def pooled(tmp_path_factory):
    """A server with READY ready play pages: yields (base url, store url, process)."""
    url = f"sqlite:///{tmp_path_factory.mktemp('preheat') / 'tables.db'}"
    base, proc, log = serve_lab(url, "preheat-voila.log", "--pool", "0",
                                "--class", f"05_play={READY}", "--cull-unconnected", str(CULL))
    yield base, url, proc
    stop_server(proc, log)


def readiness(base: str) -> dict:
    with urllib.request.urlopen(f"{base}/rummy-lab/ready", timeout=10) as answer:
        return json.load(answer)


def wait_ready(base: str, n: int = READY, seconds: float = 240) -> dict:
    """The readiness once the play lesson has ``n`` ready kernels."""
    deadline = time.monotonic() + seconds
    while True:
        now = readiness(base)
        if now["lessons"]["05_play"]["ready"] >= n:
            return now
        assert time.monotonic() < deadline, f"the pool did not fill: {now}"
        time.sleep(0.5)


def kernel_ids(proc) -> set[str]:
    """The kernels the server runs (from their connection files' names)."""
    found = set()
    for child in psutil.Process(proc.pid).children(recursive=True):
        for word in child.cmdline():
            name = Path(word).name
            if name.startswith("kernel-") and name.endswith(".json"):
                found.add(name[len("kernel-"):-len(".json")])
    return found


def page_kernel(student: Student) -> str:
    return student.page.evaluate(
        "() => JSON.parse(document.getElementById('jupyter-config-data').textContent)"
        ".kernelId")


def open_play(student: Student, query: str = "") -> None:
    student.page.goto(f"{student.base}/voila/render/05_play.ipynb{query}",
                      wait_until="commit", timeout=LOAD)
    student.page.locator(".rl-lobby").wait_for(timeout=LOAD)


def test_a_class_gets_working_pages_while_its_browsers_load_slowly(browser, pooled):
    base, _, proc = pooled
    wait_ready(base)
    time.sleep(2 * CULL)  # the ready kernels wait longer than --cull-unconnected
    assert readiness(base)["lessons"]["05_play"]["ready"] == READY
    ready = kernel_ids(proc)
    students = [Student(browser, base) for _ in range(READY)]
    held: list = []  # (route, response): fetched from the server, not yet given to the page
    loading = [True]

    def slow(route) -> None:
        if loading[0]:
            held.append((route, route.fetch()))
        else:
            route.continue_()

    try:
        for i, student in enumerate(students):
            student.page.route("**/voila/static/**", slow)
            student.page.goto(f"{base}/voila/render/05_play.ipynb" + ("?lang=de" if i % 2
                              else ""), wait_until="commit", timeout=LOAD)
        students[0].page.wait_for_timeout(3 * CULL * 1000)  # the browsers are "loading"
        loading[0] = False
        assert len({route.request.frame.page for route, _ in held}) == READY, held
        mine = [page_kernel(student) for student in students]
        assert len(set(mine)) == READY and set(mine) <= ready, "not one ready kernel each"
        assert set(mine) <= kernel_ids(proc), "a loading page's kernel was culled"
        for route, response in held:
            route.fulfill(response=response)
        for i, student in enumerate(students):
            lang = "de" if i % 2 else "en"
            start = student.page.locator(".rl-lesson-play button", has_text=t("btn_start",
                                                                              lang))
            start.first.click(timeout=LOAD)
            student.page.wait_for_function(f"() => ({HAND})().length > 0", timeout=LOAD)
            assert not student.errors, student.errors
    finally:
        for student in students:
            student.close()


def test_pooled_pages_give_each_student_their_own_kernel_and_seat(browser, pooled):
    base, url, proc = pooled
    wait_ready(base, 2)
    ready = kernel_ids(proc)
    ada, ben = Student(browser, base), Student(browser, base, 390)
    try:
        open_play(ada)
        open_play(ben)
        mine, his = page_kernel(ada), page_kernel(ben)
        assert mine != his, "two students were given one kernel"
        assert {mine, his} <= ready, "the pages did not come from the pool"
        code = create_table(ada)
        join_table(ben, code, 1)   # the class table's code, typed into a pooled page
        truth = TableStore(url).game(code)
        for student in (ada, ben):
            student.page.wait_for_function(f"() => ({HAND})().length > 0")
            assert check_hidden(student, truth) > 0
            assert not student.errors, student.errors
    finally:
        ada.close()
        ben.close()


def test_a_pooled_page_in_german_is_german(browser, pooled):
    base, _, proc = pooled
    wait_ready(base, 1)
    ready = kernel_ids(proc)
    student = Student(browser, base)
    sent: list[bytes] = []  # what the browser tells its kernel
    student.page.on("websocket", lambda ws: ws.on("framesent", lambda p: sent.append(
        p.encode() if isinstance(p, str) else bytes(p))))
    try:
        open_play(student, "?lang=de")
        assert page_kernel(student) in ready
        lobby = student.page.locator(".rl-lobby")
        student.page.locator(".rl-lobby-create").wait_for()
        assert student.page.locator(".rl-lobby-create").inner_text().strip() == \
            t("class_create", "de")
        assert t("class_find", "de") in lobby.inner_text()
        start = student.page.locator(".rl-lesson-play button", has_text=t("btn_start", "de"))
        start.first.wait_for()
        assert t("class_create", "en") not in student.page.inner_text("body")
        # the kernel was German before the browser said anything: its switch had nothing
        # to change (a kernel that ignored the address is switched by the browser)
        assert not [frame for frame in sent if re.search(rb'"lang":\s*"de"', frame)]
    finally:
        student.close()


def test_ready_kernels_outlive_the_cull_of_pages_nobody_opened(browser, pooled):
    base, _, proc = pooled
    first, student = Student(browser, base), Student(browser, base)
    try:
        open_play(first)  # the server's culler watches from the first page on
        wait_ready(base)
        ready = kernel_ids(proc) - {page_kernel(first)}
        time.sleep(4 * CULL + 2)
        assert readiness(base)["lessons"]["05_play"]["ready"] == READY
        assert ready <= kernel_ids(proc), "a ready kernel was culled before any page used it"
        open_play(student)
        assert page_kernel(student) in ready
    finally:
        first.close()
        student.close()
