"""Ready kernels without a browser: the serve options, the pool plan and the teacher's
readiness lines (the browser side is tests/test_preheat_browser.py)."""

from __future__ import annotations

import asyncio
import threading

import pytest

from rummy_lab.cli import kernel_reach, main
from rummy_lab.server import pool, readiness
from rummy_lab.server.pool import PoolPlan


def test_the_plan_travels_in_the_environment():
    plan = PoolPlan(1, {"05_play.ipynb": 30}, quiet=4.0)
    again = PoolPlan.from_env(plan.env())
    assert again == plan and again.size("05_play.ipynb") == 30 and again.size("x.ipynb") == 1
    assert plan.kernel_pools_config() == {"default": {"pool_size": 1},
                                          "05_play.ipynb": {"pool_size": 30}}
    assert PoolPlan.from_env({}) is None
    assert not PoolPlan(0, {"05_play.ipynb": 0}).active


@pytest.mark.parametrize("args, words", [
    (["--class", "05_play"], ["LESSON=N"]),
    (["--class", "05_play=many"], ["LESSON=N"]),
    (["--class", "99_nothing=3"], ["no lesson", "05_play"]),
    (["--class", "05_play=30", "--class", "02_melds_and_layoffs=20"], ["do not fit", "40"]),
    (["--pool", "-1"], ["--pool -1"]),
])
def test_bad_class_options_are_one_clear_error(args, words, capsys):
    assert main(["serve", "--dry-run", *args]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and err.count("\n") == 1 and "Traceback" not in err
    for word in words:
        assert word in err


def test_a_class_that_fits_is_accepted(capsys):
    assert main(["serve", "--dry-run", "--class", "05_play=30", "--class",
                 "07_teacher.ipynb=1"]) == 0


def test_kernels_reach_the_server_where_it_listens():
    assert kernel_reach("0.0.0.0") == "127.0.0.1"
    assert kernel_reach("192.168.1.5") == "192.168.1.5"
    assert kernel_reach("::") == "[::1]" and kernel_reach("fe80::1") == "[fe80::1]"


class FakeManager:
    """A kernel manager with a pool of done tasks in given states."""

    def __init__(self, states: list[str], size: int):
        self.loop = asyncio.new_event_loop()
        tasks = []

        def finish() -> None:  # in a thread of its own: an earlier test may leave a loop running here
            for i, state in enumerate(states):
                tasks.append((self.loop.create_task(self._content(i)), state))
            self.loop.run_until_complete(asyncio.gather(*(t for t, _ in tasks)))

        worker = threading.Thread(target=finish)
        worker.start()
        worker.join()
        self._pools = {"05_play.ipynb": [t for t, _ in tasks]}
        self._rummy_pool_states = {t: s for t, s in tasks}
        self.kernel_pools_config = {"default": {"pool_size": 0},
                                    "05_play.ipynb": {"pool_size": size}}

    async def _content(self, i: int) -> dict:
        return {"kernel_id": f"k{i}"}

    def list_kernel_ids(self) -> list[str]:
        return [f"k{i}" for i in range(len(self._pools["05_play.ipynb"]))]


def test_the_teacher_reads_how_many_pages_are_ready():
    manager = FakeManager(["ready", "ready", "starting", "waiting"], 4)
    assert pool.readiness(manager) == {"05_play.ipynb": {"ready": 2, "starting": 1, "size": 4}}
    lines: list[str] = []
    clock = [0.0]
    reporter = readiness.Reporter(manager, 40, "en", lines.append, clock=lambda: clock[0])
    reporter.look()
    assert lines == ["05_play: 2 of 4 ready"]
    for task in manager._pools["05_play.ipynb"]:
        manager._rummy_pool_states[task] = "ready"
    clock[0] = 1.0
    reporter.look()  # full: printed at once
    assert lines[-1] == "05_play: 4 ready"
    reporter.look()
    assert len(lines) == 2  # nothing changed: nothing printed
    german = readiness.Reporter(manager, 40, "de", lines.append)
    german.look()
    assert lines[-1] == "05_play: 4 bereit"
    assert readiness.snapshot(manager, 40)["lessons"]["05_play"]["ready"] == 4
    manager.loop.close()


def test_the_server_language_comes_from_the_locale():
    assert readiness.server_language({"LANG": "de_DE.UTF-8"}) == "de"
    assert readiness.server_language({"LC_ALL": "C.UTF-8", "LANG": "de_DE.UTF-8"}) == "en"
    assert readiness.server_language({}) == "en"


def test_a_ready_kernel_that_stopped_is_neither_counted_nor_handed_out():
    manager = FakeManager(["ready", "ready", "starting"], 3)
    running = manager.list_kernel_ids()
    manager.list_kernel_ids = lambda: [k for k in running if k != "k0"]  # k0 was culled
    assert pool.readiness(manager) == {"05_play.ipynb": {"ready": 1, "starting": 1, "size": 3}}
    pool.prune(manager, "05_play.ipynb")
    left = [t.result()["kernel_id"] for t in manager._pools["05_play.ipynb"]]
    assert left == ["k1", "k2"] and len(manager._rummy_pool_states) == 2
    manager.loop.close()
