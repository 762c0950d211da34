"""The teacher's download of the practice record: one CSV row per attempt of every learner.

Placed by 07_teacher under the :class:`~rummy_lab.ui.teacher.TeacherDashboard` and shown
only while that dashboard is unlocked (its password): locked, the widget is empty and holds
no data. A click builds the CSV (:func:`rummy_lab.store.attempts.attempts_csv`, the same as
``rummy-lab progress export``) from the shared tables' store and offers it as a link to
save; locking the dashboard again removes the link.
"""

from __future__ import annotations

import base64
from html import escape
from typing import Any

import ipywidgets as widgets
from ipywidgets.widgets.widget import _instances

from ..store.attempts import AttemptStore, attempts_csv
from .messages import t
from .switchable import LanguageSwitch
from .teacher import TeacherDashboard

__all__ = ["PracticeExport", "FILE_NAME"]

FILE_NAME = "practice-attempts.csv"


def _newest_dashboard() -> TeacherDashboard | None:
    """This kernel's newest teacher dashboard (the one the page shows above)."""
    found = [w for w in list(_instances.values()) if isinstance(w, TeacherDashboard)]
    return found[-1] if found else None


class PracticeExport(LanguageSwitch, widgets.VBox):
    """A button that downloads the practice record while ``dashboard`` is unlocked."""

    def __init__(self, dashboard: TeacherDashboard | None = None,
                 store: AttemptStore | None = None, lang: str | None = None,
                 **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.dashboard = dashboard or _newest_dashboard()
        self._store = store
        self.button = widgets.Button(  # as wide as its label, which may wrap on a phone
            icon="download", layout=widgets.Layout(width="auto", max_width="100%", height="auto"))
        self.button.add_class("rl-practice-export")
        self.button.on_click(lambda _: self.prepare())
        self.link = widgets.HTML()
        self.add_class("rl-practice-export-box")
        if self.dashboard is not None:
            self.dashboard.observe(lambda _: self._show(), names=["dash"])
        self._start_lang(lang)
        self._show()

    def _relabel(self) -> None:  # the page's EN | DE switch
        self._show()

    def unlocked(self) -> bool:
        return self.dashboard is not None and self.dashboard.dash.get("stage") == "open"

    def _show(self) -> None:
        shown: tuple[widgets.Widget, ...] = ()
        if self.unlocked():
            self.button.description = t("practice_export", self.lang)
            shown = (self.button, self.link)
        else:
            self.link.value = ""
        self.children = shown

    def store(self) -> AttemptStore:
        if self._store is None:
            from .practice_page import page_store

            self._store = page_store()
        return self._store

    def prepare(self) -> bytes:
        """The CSV (every learner's attempts) as a link to save; nothing while locked."""
        if not self.unlocked():
            self._show()
            return b""
        rows = self.store().everything()
        data = attempts_csv(rows)
        href = "data:text/csv;base64," + base64.b64encode(data).decode("ascii")
        text = escape(t("practice_export_ready", self.lang, name=FILE_NAME, n=len(rows)))
        self.link.value = (f'<a class="rl-practice-export-link" download="{FILE_NAME}" '
                           f'href="{href}">{text}</a>')
        return data
