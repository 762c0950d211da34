"""Suggested melds on the play table, without a browser: the seat's own hand grouped into
the melds of the best arrangement (then lay-offs, then the cards left), built from the
seat's view only, display only (the game is unchanged), bounded and with a fallback."""

from __future__ import annotations

from collections import Counter

import pytest
from helpers.hidden_info import play_through

from rummy_lab import Game, RummyError, variant
from rummy_lab.ai.bots import make_bot
from rummy_lab.ai.solver import best_arrangement
from rummy_lab.ui import GameTable
from rummy_lab.ui import state as table_state_module


@pytest.fixture(autouse=True)
def cold_cache():
    table_state_module._arrangement.cache_clear()
    yield
    table_state_module._arrangement.cache_clear()


def rummy500_mid_hand():
    """Seed 20, four players, three or more melds on the table, Ada to play."""
    game = Game(variant("rummy500"), ["Ada", "Ben", "Cleo", "Dev"], seed=20)
    table = GameTable(game, seat=0, bots={s: make_bot("easy", seed=s) for s in (1, 2, 3)},
                      bot_delay=0)
    helper = make_bot("easy", seed=5)
    while True:
        while not (game.phase == "draw" and len(game.table) >= 3 and len(game.discard_pile) >= 6):
            table.play(helper.choose(game, 0))
        table.command("draw")
        if best_arrangement(game.hands[0], game.rules, game.table).melds:
            return game, table  # (Ada has a meld to suggest)
        table.play(helper.choose(game, 0))


def codes(group) -> list[str]:
    return [c["code"] for c in group["cards"]]


def test_groups_are_the_melds_of_the_best_arrangement_then_layoffs_then_the_rest():
    game, table = rummy500_mid_hand()
    assert table.state["suggest"] is None                # off until asked for
    table.command("suggest", on=True)
    groups = table.state["suggest"]["groups"]
    view = game.view(0)
    best = best_arrangement(view.hand, game.rules, view.table)
    kinds = [g["kind"] for g in groups]
    assert kinds == sorted(kinds, key=["meld", "layoff", "left"].index)
    melds = [codes(g) for g in groups if g["kind"] == "meld"]
    assert melds == [[p.card.code for p in m.placed] for m in best.melds] and melds
    laid = [c for g in groups if g["kind"] == "layoff" for c in codes(g)]
    assert laid == [card.code for card, _ in best.layoffs]
    left = [g for g in groups if g["kind"] == "left"]
    assert codes(left[0]) == [c.code for c in best.left]
    assert left[0]["label"] == f"Left in hand: {best.deadwood} points"
    assert Counter(c for g in groups for c in codes(g)) == Counter(c.code for c in view.hand)
    assert all("select" in g for g in groups if g["kind"] == "meld")
    assert "select" not in left[0]


def test_no_card_the_seat_may_not_see_reaches_the_suggestion():
    game, table = rummy500_mid_hand()
    table.command("suggest", on=True)
    shown = [c for g in table.state["suggest"]["groups"] for c in codes(g)]
    assert sorted(shown) == sorted(c.code for c in game.hands[0])
    hidden = {c.code for s in (1, 2, 3) for c in game.hands[s]} | {c.code for c in game.stock}
    assert not hidden & set(shown)


def test_the_suggestion_changes_nothing_in_the_game_and_goes_away_when_toggled_off():
    game, table = rummy500_mid_hand()
    before = (len(game.history), [list(h) for h in game.hands], game.phase, game.current)
    hand = [c["code"] for c in table.state["hand"]]
    table.command("suggest", on=True)
    assert table.state["suggest"]["groups"]
    assert (len(game.history), [list(h) for h in game.hands], game.phase, game.current) == before
    assert [c["code"] for c in table.state["hand"]] == hand   # the hand itself keeps its order
    table.command("meld", cards=codes(table.state["suggest"]["groups"][0]))
    assert len(game.history) == before[0] + 1                 # the suggested meld is legal
    assert table.state["suggest"] is not None                 # and the toggle stays on
    table.command("suggest", on=False)
    assert table.state["suggest"] is None


def test_a_covered_hand_shows_no_suggestion():
    game = Game(variant("basic"), ["Ada", "Ben"], seed=7)
    table = GameTable(game, seat=0, bots={}, bot_delay=0)   # two humans, one screen
    if table.state["cover"]:
        table.command("reveal")
    table.command("suggest", on=True)
    assert table.state["suggest"]["groups"]
    seat = game.current
    table.command("draw")
    table.command("discard", cards=[game.hands[seat][0].code])
    assert table.state["cover"] and table.state["hand"] == []
    assert table.state["suggest"] is None


def test_a_refusing_solver_leaves_the_hand_ungrouped(monkeypatch):
    def refuse(*args, **kwargs):
        raise RummyError("no")
    monkeypatch.setattr(table_state_module, "best_arrangement", refuse)
    game, table = rummy500_mid_hand()
    table.command("suggest", on=True)
    assert table.state["suggest"] == {"groups": [], "note": "No meld in this hand yet."}
    assert len(table.state["hand"]) == len(game.hands[0])


def test_an_exhausted_limit_still_groups_the_whole_hand_and_says_so(monkeypatch):
    monkeypatch.setattr(table_state_module, "SUGGEST_NODES", 1)
    game = Game(variant("pool500"), ["Ada", "Ben"], seed=14)   # a 13-card hand: > 1 node
    table = GameTable(game, seat=0, bots={1: make_bot("easy", seed=1)}, bot_delay=0)
    table.command("suggest", on=True)
    sg = table.state["suggest"]
    assert "The best found in the time allowed." in sg["note"]
    shown = [c for g in sg["groups"] for c in codes(g)]
    assert sorted(shown) == sorted(c.code for c in game.hands[0])


def test_german_labels():
    game = Game(variant("rummy500"), ["Ada", "Ben"], seed=4)
    table = GameTable(game, seat=0, bots={1: make_bot("easy", seed=1)}, lang="de", bot_delay=0)
    table.command("suggest", on=True)
    sg = table.state["suggest"]
    assert table.state["labels"]["table_group"] == "Meldungen vorschlagen"
    assert sg["groups"][-1]["label"].startswith("Bleibt auf der Hand:")
    assert sg["note"].startswith(("Nur ein Vorschlag", "In dieser Hand ist noch keine Meldung"))


@pytest.mark.parametrize("name, players, options, lang, seed", [
    ("rummy500", 3, {"target": 150, "target_choices": (150,)}, "de", 13),
    ("basic", 2, {"target": 75}, "en", 11),
])
def test_whole_games_with_suggestions_on_leak_no_unseen_card(
        watched, name, players, options, lang, seed):
    """The hidden-information watcher of test_ui_hidden_info over whole games played with
    the suggestions shown all the time: every synced state and message is searched."""
    game = Game(variant(name, **options), players, seed=seed)
    watcher = watched(game)
    bots = {s: make_bot("medium", seed=seed + s) for s in range(1, players)}
    table = GameTable(game, seat=0, bots=bots, bot_delay=0, lang=lang)
    table.card_table.observe(watcher.check_all, names=["state"])
    table.command("suggest", on=True)
    play_through(table, watcher, make_bot("medium", seed=seed))
    assert game.phase == "game_over" and watcher.checks > 100
    assert table.state["suggest"] is not None and not watcher.leaks
