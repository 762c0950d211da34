"""Replay codes rebuild a finished game's deals; anything else is one clear error."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rummy_lab import Game, RummyError, variant
from rummy_lab.formats.replay_code import game_from_replay_code, replay_code


@pytest.mark.parametrize("rules", [variant("basic"), variant("rummy500"),
                                   variant("pool500", target=300),
                                   variant("pool500", cutthroat=True)])
def test_a_code_replays_the_same_deals(rules):
    seed = random.SystemRandom().getrandbits(64)
    game = Game(rules, ["Ann", "Ben", "Cleo"], seed=seed, dealer=1)
    code = replay_code(game)
    assert code.startswith("RL2-") and len(code) == 24  # short: tests/engine/test_replay_short.py
    again = game_from_replay_code(code.lower(), game.players)  # it names no players
    assert again.rules == rules and again.players == game.players
    assert again.hands == game.hands and again.stock == game.stock


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=300))
def test_any_other_text_is_one_clear_error(text):
    try:
        game_from_replay_code(text)
    except RummyError as err:
        assert err.in_lang("de")
    assert game_from_replay_code  # only RummyError may escape


def test_tampered_codes_are_refused():
    code = replay_code(Game(variant("basic"), 2, seed=1))
    for bad in (code[:-3], code + "A", "RL1-", "RL1-%%%", 12345):
        with pytest.raises(RummyError):
            game_from_replay_code(bad)
