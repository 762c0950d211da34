"""Issue 29.7 and 22.7: every loader error is a RummyError with a clear text, in both
languages; the refusals outside play have their German text.

On d81e364 a deeply nested file in "Load a saved game" showed "RecursionError: maximum
recursion depth exceeded ..." on the page, and ``Game.from_json("xx")``, a damaged
checksum, a position error, a malformed action, ``variant("pool500", cutthroat="no")``,
an unknown scenario key and an A–K run's reading question were English on a German page.
"""

from __future__ import annotations

import json

import pytest
from cryptography.fernet import Fernet
from helpers.german_ui import DEEP, english_in, loader_reasons_of, loader_refusals

from rummy_lab import Game, RummyError
from rummy_lab.ui import SetupPanel


def test_every_refusal_outside_play_reads_german():
    errors = loader_refusals()
    german = [e.in_lang("de") for e in errors]
    problems = english_in({"loaders": loader_reasons_of(errors)})
    assert not problems, "\n".join(problems)
    assert all(e.in_lang("en") != g for e, g in zip(errors, german)), german


def test_a_deep_file_is_one_clear_refusal():
    with pytest.raises(RummyError, match="nests too deep"):
        Game.from_json(DEEP)
    with pytest.raises(RummyError, match="nests too deep"):
        Game.from_json('{"a": "[[[[", "b": ' + "[" * 40 + "]" * 40 + "}")


def test_a_deep_upload_shows_the_learner_one_sentence(monkeypatch):
    monkeypatch.setenv("RUMMY_LAB_SAVE_KEY", Fernet.generate_key().decode())
    for lang in ("en", "de"):
        panel = SetupPanel(bot_delay=0, lang=lang)
        panel.load = {"n": 1, "text": DEEP}
        assert panel.error.startswith(("This file is not a saved game", "Diese Datei ist kein")), \
            panel.error
        assert "RecursionError" not in panel.error and "recursion" not in panel.error
        panel.load = {"n": 2, "text": json.dumps({"format": "rummy-lab/game", "x": DEEP})}
        assert "RecursionError" not in panel.error and panel.error
