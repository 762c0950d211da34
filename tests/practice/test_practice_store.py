"""The practice record in the class's store (SQLite and a real PostgreSQL): attempts are
graded by the engine before they are kept, bad input is refused with nothing written, a
record survives a re-opened store, and ``rummy-lab progress export`` writes one CSV row
per attempt. ``url`` is conftest's store fixture (SQLite, and the session's PostgreSQL)."""

from __future__ import annotations

import csv
import io
import secrets
from datetime import UTC, datetime, timedelta

import pytest
from helpers.drills import wrong_of

from rummy_lab.cli import main
from rummy_lab.core.errors import RummyError
from rummy_lab.core.variants import variant
from rummy_lab.practice import exercise, progress
from rummy_lab.store import TableStore
from rummy_lab.store.attempts import ATTEMPT_COLUMNS, AttemptStore
from rummy_lab.ui.practice_record import attempts_of, next_for, record_answer


def learner() -> str:
    return secrets.token_urlsafe(18)


def test_a_record_survives_a_reopened_store_and_drives_mastery(url):
    store, me, klass = AttemptStore(url), learner(), secrets.token_hex(4)
    ex = exercise("lay_off", "basic", 11)
    right = sorted(ex.answer)
    verdict = record_answer(store, me, "lay_off", "basic", 11, right, name="Ada",
                            class_code=klass)
    assert verdict.correct
    bad = exercise("score_it", "rummy500", 5, "de")
    verdict = record_answer(store, me, "score_it", "rummy500", 5, bad.answer + 3, name="Ada",
                            class_code=klass, lang="de")
    assert not verdict.correct and "Antwort" in verdict.feedback
    store.close()
    again = AttemptStore(url)  # a server restart: a new store on the same database
    mine = attempts_of(again, me)
    assert [(a.kind, a.seed, a.correct) for a in mine] == [("lay_off", 11, True),
                                                           ("score_it", 5, False)]
    assert progress(mine)[ex.rule].level == "familiar"
    assert progress(mine)[bad.rule].level == "attempted"
    later = datetime.now(UTC) + timedelta(hours=1)  # the missed rule is due again
    assert next_for(again, me, variant("rummy500"), now=later).rule == bad.rule
    assert attempts_of(again, learner()) == []


def test_the_same_database_as_the_shared_tables(url):
    tables = TableStore(url)
    store, me = AttemptStore(tables), learner()
    record_answer(store, me, "legal_or_not", "pool500+cutthroat", 2,
                  sorted(exercise("legal_or_not", "pool500+cutthroat", 2).answer))
    assert len(AttemptStore(url).of(me)) == 1


def test_bad_input_is_refused_and_nothing_is_written(url):
    store, me, klass = AttemptStore(url), learner(), secrets.token_hex(4)
    record_answer(store, me, "best_discard", "basic", 1,
                  exercise("best_discard", "basic", 1).answer, name="Ben", class_code=klass)
    other = learner()

    def ben(kind, rules, seed, answer, who=me):
        return record_answer(store, who, kind, rules, seed, answer, name="Ben",
                             class_code=klass)

    attempts = [
        lambda: ben("best_discard", "basic", 2, "not a card"),  # forged answers
        lambda: ben("best_discard", "basic", 2, "x" * 100_000),
        lambda: ben("lay_off", "basic", 3, {"t0": True}),
        lambda: ben("lay_off", "basic", 3, ["t0", "zz"]),
        lambda: ben("score_it", "basic", 3, 10**9),
        lambda: ben("nope", "basic", 3, "a"),
        lambda: ben("lay_off", "basic" * 50, 3, "a"),
        lambda: ben("lay_off", "basic", 3, ["none"], who="short"),
        lambda: ben("lay_off", "basic", 3, ["none"], who="x" * 10_000),
        # another learner's id under a new name, and a name already practising in the class
        lambda: record_answer(store, me, "lay_off", "basic", 3, ["none"], name="Cleo",
                              class_code=klass),
        lambda: record_answer(store, other, "lay_off", "basic", 3, ["none"], name="Ben",
                              class_code=klass),
        lambda: store.add(me, kind="lay_off", rules="basic", seed=-1, rule="rule_layoff",
                          answer="", correct=True, name="Ben", class_code=klass),
        lambda: store.add(me, kind="lay_off", rules="basic", seed=1, rule="rule_layoff",
                          answer="", correct="yes", name="Ben", class_code=klass),
        lambda: store.add(me, kind="Lay off;--", rules="basic", seed=1, rule="rule_layoff",
                          answer="", correct=True, name="Ben", class_code=klass),
    ]
    for attempt in attempts:
        with pytest.raises(RummyError) as err:
            attempt()
        assert err.value.in_lang("de") != err.value.in_lang("en")
        assert len(err.value.in_lang("en")) < 300
    assert len(store.of(me)) == 1 and store.of(other) == []
    assert [r.name for r in store.everything(klass)] == ["Ben"]


def test_progress_export_writes_one_row_per_attempt(url, tmp_path, capsys):
    store, klass = AttemptStore(url), secrets.token_hex(4)
    people = [(learner(), "Ada"), (learner(), "=HYPERLINK(\"x\")")]
    for i, (me, name) in enumerate(people):
        for seed in range(3):
            ex = exercise("going_out", "basic", seed + i)
            record_answer(store, me, "going_out", "basic", seed + i, wrong_of(ex), name=name,
                          class_code=klass)
    out = tmp_path / "progress.csv"
    assert main(["progress", "export", "--store", url, "--out", str(out),
                 "--class", klass]) == 0
    rows = list(csv.DictReader(io.StringIO(out.read_bytes().decode("utf-8-sig"))))
    assert list(rows[0]) == ATTEMPT_COLUMNS and len(rows) == 6
    assert {r["name"] for r in rows} == {"Ada", "'=HYPERLINK(\"x\")"}
    assert {r["correct"] for r in rows} == {"False"}
    assert all(r["learner"] not in (p[0] for p in people) for r in rows), "ids stay secret"
    assert main(["progress", "export", "--store", url, "--class", klass]) == 0
    assert capsys.readouterr().out.count("going_out") == 6


def test_export_of_a_missing_file_is_one_clear_error(tmp_path, capsys):
    assert main(["progress", "export", "--store", f"sqlite:///{tmp_path / 'none.db'}"]) == 2
    assert capsys.readouterr().err.startswith("error: There is no practice record")
