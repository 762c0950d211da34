"""Issue 29.6: resuming a sealed save does not show again what a draw showed.

The play page keeps a sealed save at the start of each of the learner's turns. On d81e364
draw → see the card → "Resume my last game" → draw gave the same card, 5 of 5 turns (the
save holds the seed and the log, so the stock comes back in the same order)."""

from __future__ import annotations

import random
import time
from collections import Counter

import pytest
from cryptography.fernet import Fernet

from rummy_lab import Game, RummyError, variant
from rummy_lab.core.record import state_dict
from rummy_lab.ui import SetupPanel
from rummy_lab.ui import setup as play_page


@pytest.fixture(autouse=True)
def key(monkeypatch):
    monkeypatch.setenv("RUMMY_LAB_SAVE_KEY", Fernet.generate_key().decode())
    monkeypatch.setenv("RUMMY_LAB_DEAL_SEED", "11")
    monkeypatch.setattr(play_page, "_RANDOM", random.Random(3))  # fixed, for the test


def my_turn(panel: SetupPanel) -> None:
    """Wait (bounded) until the bots have moved and the page kept its save."""
    deadline = time.monotonic() + 10
    table = panel.table
    while not (table.game.current == table.seat and table.game.phase == "draw"
               and table._worker is None):
        assert time.monotonic() < deadline, "the bots did not hand the turn back"
        time.sleep(0.01)
    if not panel.saved:  # the bots' opening moves ended before start_game set the table
        table._refresh()
    assert panel.saved


def test_five_turns_resumed_never_show_the_seen_card_again():
    panel = SetupPanel(bot_delay=0)
    panel.form = {**panel.form, "speed": "fast"}
    table = panel.start_game()
    repeats, turns = 0, 0
    while turns < 5:
        my_turn(panel)
        saved = panel.saved
        assert saved
        stock_before = Counter(c.code for c in table.game.stock)
        table.command("draw")
        seen = table.game.hands[table.seat][-1]
        table = panel.resume(saved)          # "Resume my last game"
        assert Counter(c.code for c in table.game.stock) == stock_before  # same cards
        table.command("draw")
        again = table.game.hands[table.seat][-1]
        repeats += again == seen
        turns += 1
        hand = [c for c in table.game.hands[table.seat] if not c.is_joker]
        table.command("discard", cards=[hand[0].code])   # the bots move, our turn again
    assert repeats == 0, f"{repeats} of 5 turns showed the seen card again"


def test_a_reshuffled_game_saves_replays_and_undoes():
    game = Game(variant("rummy500"), ["Ada", "Ben"], seed=8)
    rng = random.Random(2)
    for _ in range(6):
        game.apply(rng.choice(game.legal_actions()))
    top = game.stock[-1]
    game.reshuffle(12345)
    assert game.reshuffles == [(6, 12345)] and game.stock[-1] != top
    for _ in range(30):
        if game.phase not in ("draw", "play"):
            break
        game.apply(rng.choice(game.legal_actions()))
    again = Game.from_json(game.to_json())
    assert state_dict(again) == state_dict(game) and again.reshuffles == game.reshuffles
    back = Game.from_json(game.to_json())
    back.undo(len(back.history) - 6)        # back to the reshuffle: it stays
    assert back.reshuffles == [(6, 12345)]
    back.undo(1)                            # before it: gone, the first stock order again
    plain = Game.replay(game.rules, game.players, game.seed, game.history[:5])
    assert back.reshuffles == [] and state_dict(back) == state_dict(plain)


@pytest.mark.parametrize("bad", [[[99, 1]], [[2, 1], [1, 1]], [[1, -1]], [[1]], "x", [[1, True]]])
def test_damaged_reshuffles_are_refused(bad):
    import json

    game = Game(variant("basic"), ["Ada", "Ben"], seed=8)
    game.draw()
    data = json.loads(game.to_json())
    data["reshuffles"] = bad
    with pytest.raises(RummyError) as err:
        Game.from_json(json.dumps(data))
    assert "reshuffles" in str(err.value) and "reshuffles" in err.value.in_lang("de")


def test_a_teacher_loads_a_plain_record_unchanged():
    game = Game(variant("basic"), ["Ada", "Ben"], seed=8)
    game.draw()
    teacher = SetupPanel(bot_delay=0, teacher=True)
    resumed = teacher.resume(game.to_json()).game
    assert resumed.reshuffles == [] and resumed.history[:1] == game.history
    assert Game.from_json(game.to_json()).stock == game.stock   # the deal as it was
