"""Issue 27 item 6: the game-over replay code is short enough to read aloud (RL2-, 18
characters in three groups, a check digit, O/I/L typed for 0/1/1 forgiven) and the play
page opens a game from it (the same deals, this page at seat 1). Games the short code
cannot say keep the long RL1- code; a mistyped code is refused with one reason and
changes nothing.

How each failed on d81e364 is in the docstrings (run against that code)."""

from __future__ import annotations

import re

import pytest

from rummy_lab import Game, RummyError, variant
from rummy_lab.formats.replay_code import game_from_replay_code, long_code, replay_code
from rummy_lab.ui.setup import SetupPanel

SHORT = re.compile(r"^RL2-[0-9A-HJKMNP-TV-Z]{6}-[0-9A-HJKMNP-TV-Z]{6}-[0-9A-HJKMNP-TV-Z]{6}$")


@pytest.mark.parametrize("rules, n, seed, dealer", [
    (variant("basic"), 2, 0, 0),
    (variant("basic", target=250, ace_mode="low_or_high", romme_multiplier=1), 6, 2**64 - 1, 5),
    (variant("rummy500", joker_swap=False), 8, 987654321987654321, 7),
    (variant("pool500", cutthroat=True, target=300), 3, 42, 1),
])
def test_the_code_is_short_and_gives_the_same_game(rules, n, seed, dealer):
    """On d81e364 every code was the long one: 'RL1-PDNK…' of 100 to 230 characters."""
    game = Game(rules, n, seed=seed, dealer=dealer)
    code = replay_code(game)
    assert SHORT.match(code), code
    again = game_from_replay_code(code.lower().replace("1", "l").replace("0", "o"))
    assert again.rules.options() == rules.options()
    assert (again.seed, again.first_dealer, again.n) == (seed, dealer, n)
    assert again.hand.hands == game.hand.hands  # the same deal


def test_games_the_short_code_cannot_say_keep_the_long_one():
    house = Game(variant("basic").with_options(run_min=4), ["Ann", "Ben"], seed=5)
    assert replay_code(house).startswith("RL1-") and replay_code(house) == long_code(house)
    assert game_from_replay_code(replay_code(house)).players == ["Ann", "Ben"]
    big_seed = Game(variant("basic"), 2, seed=2**64)
    assert replay_code(big_seed).startswith("RL1-")


def test_a_mistyped_code_is_refused():
    code = replay_code(Game(variant("basic"), 3, seed=77))
    for bad in (code[:-1] + ("0" if code[-1] != "0" else "1"),  # one letter changed
                code[:-2], code + "X", "RL2-UUUUUU-UUUUUU-UUUUUU", "RL9-123"):
        with pytest.raises(RummyError, match="not a rummy-lab replay code"):
            game_from_replay_code(bad)


def test_the_play_page_opens_a_game_from_a_code():
    """On d81e364 the page had nothing to take a code (the ``load`` command only read
    files): sending one changed nothing (``assert None is not None``)."""
    first = SetupPanel(lang="de")
    first.form = {**first.form, "players": 3,
                  "seats": [{"name": "Du", "kind": "human"}, {"name": "Ben", "kind": "hard"},
                            {"name": "Cleo", "kind": "easy"}]}
    game = first.start_game().game
    code = replay_code(game)
    first.table.detach()
    page = SetupPanel(lang="de")
    page.load = {"n": 1, "code": f"  {code.lower()} "}
    assert page.table is not None and page.error == "", page.error
    again = page.table.game
    assert again.players == ["Du", "Ben", "Cleo"] and again.seed == game.seed
    assert again.hand.hands == game.hand.hands
    assert page.table.message == "Das Spiel dieses Wiederholungscodes, ab der ersten Hand."
    before = page.table
    page.load = {"n": 2, "code": "RL2-000000-000000-000001"}  # its check digit is 0
    assert page.table is before and "kein Wiederholungscode" in page.error
    page.table.detach()
