"""Saves and replay codes written before phases and action kinds were enums load and
save again byte for byte (``tests/data/saved_before_enums.json``: written by the code of
0bb5cd2, where both were bare strings)."""

import json
from pathlib import Path

import pytest

from rummy_lab import Game
from rummy_lab.core.phases import ActionKind, Phase
from rummy_lab.formats.replay_code import game_from_replay_code, long_code, replay_code

SAVES = json.loads((Path(__file__).parents[1] / "data" / "saved_before_enums.json").read_text())


def test_the_recorded_saves_cover_every_turn_phase_and_hand_over():
    assert {s["phase"] for s in SAVES} >= {"draw", "play", "hand_over"}


@pytest.mark.parametrize("saved", SAVES, ids=[f"{s['variant']}-{s['phase']}" for s in SAVES])
def test_an_old_save_loads_and_saves_again_byte_identically(saved):
    game = Game.from_json(saved["json"])
    assert type(game.phase) is Phase and game.phase == saved["phase"]
    assert all(type(a.kind) is ActionKind for a in game.history)
    assert game.to_json() == saved["json"]
    assert game.to_json(indent=2) == saved["json_indented"]
    assert Game.from_json(saved["json_indented"]).to_json() == saved["json"]


@pytest.mark.parametrize("saved", SAVES, ids=[f"{s['variant']}-{s['phase']}" for s in SAVES])
def test_an_old_replay_code_replays_to_the_same_code(saved):
    game = Game.from_json(saved["json"])
    assert replay_code(game) == saved["code"] and long_code(game) == saved["long_code"]
    again = game_from_replay_code(saved["code"], game.players)
    assert replay_code(again) == saved["code"]


def test_enum_members_are_the_saved_words():
    assert json.dumps([Phase.HAND_OVER, ActionKind.END_TURN]) == '["hand_over", "end_turn"]'
    assert f"{Phase.DRAW}" == "draw" and Phase("play") is Phase.PLAY
