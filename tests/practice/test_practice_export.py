"""The teacher's practice export on 07_teacher: nothing before the teacher password, then
one CSV row per attempt of every learner, the same as ``rummy-lab progress export``."""

from __future__ import annotations

import base64
import csv
import io

from rummy_lab.store.attempts import AttemptStore, attempts_csv
from rummy_lab.store.tables import TableStore
from rummy_lab.ui.practice_export import PracticeExport
from rummy_lab.ui.practice_record import record_answer
from rummy_lab.ui.teacher import TeacherDashboard


def test_the_export_waits_for_the_password_then_downloads_every_attempt(tmp_path):
    url = f"sqlite:///{tmp_path / 'tables.db'}"
    tables, store = TableStore(url), AttemptStore(url)
    for i, learner in enumerate(["learner-export-aaaa-01", "learner-export-bbbb-02"]):
        record_answer(store, learner, "score_it", "basic", 10 + i, "7")
    dash = TeacherDashboard(tables, password="s3cret")
    box = PracticeExport(dash, store=store, lang="en")
    assert box.children == () and box.prepare() == b"" and box.link.value == ""
    assert not dash.login("wrong") and box.children == ()
    assert dash.login("s3cret")
    assert box.children == (box.button, box.link)
    assert box.button.description == "Practice record (CSV)"
    data = box.prepare()
    assert data == attempts_csv(store.everything())
    rows = list(csv.reader(io.StringIO(data.decode("utf-8-sig"))))
    assert len(rows) == 3 and rows[0][:3] == ["learner", "name", "class"]
    href = box.link.value.split('href="')[1].split('"')[0]
    assert base64.b64decode(href.split(",", 1)[1]) == data
    assert "2 attempts" in box.link.value
    dash.stop_polling()
    dash.logout()
    assert box.children == () and box.link.value == "", "locked again: no data left"


def test_the_export_finds_the_page_dashboard_and_speaks_german(tmp_path):
    url = f"sqlite:///{tmp_path / 'tables.db'}"
    dash = TeacherDashboard(TableStore(url), password="pw")
    box = PracticeExport(store=AttemptStore(url), lang="de")
    assert box.dashboard is dash
    dash.login("pw")
    dash.stop_polling()
    assert box.button.description == "Übungsverlauf (CSV)"
    box.prepare()
    assert "0 Versuche" in box.link.value
