"""Issue 29.4: one guard shows a callback's error to the learner (ui/messages.py).

On d81e364 six copies of the guard had drifted: setup.py showed f"{type}: {exc}" untranslated,
the others "Something went wrong …: ZeroDivisionError: boom" with the exception's text
(SQL and parameters for a database error)."""

from __future__ import annotations

import logging
import re
from pathlib import Path

import rummy_lab.ui
from rummy_lab import RummyError
from rummy_lab.i18n.messages import msg
from rummy_lab.ui.messages import learner_guard, learner_text

UI = Path(rummy_lab.ui.__file__).parent
#: an exception's type or text put into what a page shows
LEAKY = re.compile(r"type\(\w+\)\.__name__|error=str\(\w+\)|f\"\{\w*(exc|err)\w*\}")


def test_a_refusal_in_the_learners_language():
    err = RummyError(msg("store_unavailable"))
    assert learner_text(err, "de").startswith("Die Datenbank der Klasse antwortet nicht")
    assert learner_text(err, "en").startswith("The class's database is not answering")


def test_a_bug_is_one_generic_sentence_and_a_log_line(caplog):
    shown: list[str] = []
    with caplog.at_level(logging.ERROR, "rummy_lab"):
        for lang in ("en", "de"):
            with learner_guard(shown.append, lang):
                raise KeyError("SELECT secret FROM rl_actions")
    assert shown[0].startswith("Something went wrong here") and "Fehler" in shown[1]
    assert not any("SELECT" in s or "KeyError" in s for s in shown), shown
    ref = shown[0].rstrip(".").rsplit(" ", 1)[-1]
    record = next(r for r in caplog.records if ref in r.getMessage())
    assert "SELECT secret" in str(record.exc_info[1])  # the detail: server log only


def test_no_ui_module_shows_an_exceptions_own_text():
    found = [f"{path.name}:{n}: {line.strip()}"
             for path in sorted(UI.glob("*.py")) if path.name != "messages.py"
             for n, line in enumerate(path.read_text().splitlines(), 1) if LEAKY.search(line)]
    assert not found, found
