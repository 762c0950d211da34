"""Class-mode pages in one process: a setup panel on a table store, its commands, the
teacher's dashboard, a new table (the ``url`` fixture of a store is in conftest.py)."""

from __future__ import annotations

from rummy_lab import variant
from rummy_lab.store import TableStore
from rummy_lab.ui.setup import SetupPanel
from rummy_lab.ui.teacher import TeacherDashboard

PASSWORD = "chalk"
SEATS = [("Ann", "human"), ("Ben", "human"), ("Cy", "easy")]


def panel(url: str, lang: str = "en") -> SetupPanel:
    page = SetupPanel(lang=lang)
    page.class_lobby.store = TableStore(url)  # one store a kernel
    return page


def send(page: SetupPanel, op, **params) -> dict:
    n = int(page.lobby_cmd.get("n", 0)) + 1
    page.lobby_cmd = {"n": n, "op": op, **params}
    return page.lobby


def teacher(url: str) -> TeacherDashboard:
    dash = TeacherDashboard(TableStore(url), password=PASSWORD, class_code="7b")
    dash.send_command("login", password=PASSWORD)
    assert dash.dash["stage"] == "open", dash.dash
    return dash


def table(url: str, seats=SEATS) -> str:
    return TableStore(url).create(variant("basic", target=50), seats, "7b", seed=5)


def stop(*pages) -> None:
    for page in pages:
        if page.table is not None:
            page.table.detach()
