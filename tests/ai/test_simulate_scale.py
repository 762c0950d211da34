"""simulate() at scale: big tasks per worker, progress callbacks, a Dask cluster, the CLI."""

from __future__ import annotations

from concurrent.futures import ProcessPoolExecutor

import pandas as pd
from distributed import Client, LocalCluster

from rummy_lab import variant
from rummy_lab.ai import simulate as sim
from rummy_lab.ai.simulate import simulate

RULES = variant("basic")
PLAYERS = ["easy", "easy"]


def _serial(hands: int, seed: int) -> pd.DataFrame:
    return simulate(RULES, PLAYERS, hands=hands, seed=seed, progress=False)


def test_a_dask_cluster_gives_the_serial_table():
    serial = _serial(16, seed=5)
    with LocalCluster(n_workers=2, processes=True, threads_per_worker=1,
                      dashboard_address=None, host="127.0.0.1") as cluster, \
            Client(cluster) as client:
        executor = client.get_executor()
        assert sim._workers(executor) == 2
        seen: list[int] = []
        dask = simulate(RULES, PLAYERS, hands=16, seed=5, executor=executor,
                        progress=lambda done, total: seen.append(done))
        ran_on = set(client.run(lambda: 1))  # both worker processes answered
    assert dask.equals(serial)
    assert len(ran_on) == 2
    assert seen == sorted(seen) and seen[-1] == 16 and len(seen) == 8  # 2 workers x 4 tasks


def test_a_process_pool_splits_into_a_few_big_tasks_and_matches_serial():
    serial = _serial(16, seed=3)
    calls: list[tuple[int, int]] = []
    with ProcessPoolExecutor(2) as pool:
        pooled = simulate(RULES, PLAYERS, hands=16, seed=3, executor=pool,
                          progress=lambda done, total: calls.append((done, total)))
    assert pooled.equals(serial)
    assert [total for _, total in calls] == [16] * 8
    assert all(a[0] < b[0] for a, b in zip(calls, calls[1:]))
    assert calls[-1][0] == 16


def test_chunks_cover_every_hand_once():
    with ProcessPoolExecutor(3) as pool:
        spans = sim._spans(1001, pool, None)
    assert len(spans) == 12 and [i for s in spans for i in s] == list(range(1001))
    assert [len(s) for s in sim._spans(10, None, 4)] == [4, 4, 2]
    assert len(sim._spans(10**6, None, None)) == 500  # at most 2,000 hands a task
    assert len(sim._spans(300, None, None)) == 100  # serial: progress every 1 % or so


def test_a_serial_run_reports_progress_as_it_goes():
    seen: list[tuple[int, int]] = []
    simulate(RULES, PLAYERS, hands=12, seed=1, progress=lambda d, t: seen.append((d, t)))
    assert seen == [(i, 12) for i in range(1, 13)]


def test_every_hand_has_its_own_deal():
    frame = _serial(20, seed=8)
    turns_and_points = set(zip(frame["turns"], frame["points_0"], frame["points_1"]))
    assert len(turns_and_points) > 10
    assert not frame.equals(_serial(20, seed=9))


def test_the_command_line_writes_the_table(tmp_path, capsys):
    out = tmp_path / "hands.csv"
    sim.main(["basic", "easy", "easy", "--hands", "6", "--seed", "2", "--workers", "2",
              "--out", str(out)])
    written = pd.read_csv(out)
    serial = _serial(6, seed=2)
    assert written["turns"].tolist() == serial["turns"].tolist()
    assert written["points_1"].tolist() == serial["points_1"].tolist()
    assert "6 hands in" in capsys.readouterr().out
