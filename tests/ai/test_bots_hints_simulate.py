"""Bots play only legal moves, hints explain themselves, simulations are reproducible."""

from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor

import pytest
from helpers.positions import meld

from rummy_lab import Game, RummyError, variant
from rummy_lab.ai.bots import BOT_LEVELS, make_bot
from rummy_lab.ai.hints import hint
from rummy_lab.ai.simulate import simulate, summarize
from rummy_lab.core.actions import Discard, DrawStock, LayOff, Meld, TakeDiscard

SETUPS = [("basic", 2), ("basic", 4), ("basic", 6), ("rummy500", 2), ("rummy500", 3),
          ("rummy500", 5), ("rummy500", 8), ("pool500", 2), ("pool500", 3), ("pool500", 6)]


@pytest.mark.parametrize("level", sorted(BOT_LEVELS))
@pytest.mark.parametrize("name,players", SETUPS)
def test_bots_choose_only_legal_actions_to_the_end_of_a_hand(level, name, players):
    game = Game(variant(name), players, seed=players * 7 + len(level))
    bots = [make_bot(level, seed=i) for i in range(players)]
    moves = 0
    while game.phase in ("draw", "play"):
        action = bots[game.current].choose(game, game.current)
        assert game.check(action) is None, (action, game.check(action))
        game.apply(action)
        moves += 1
    assert game.results and moves > 0


def test_bot_refuses_to_move_out_of_turn():
    game = Game(variant("basic"), 2, seed=1)
    with pytest.raises(RummyError, match="not"):
        make_bot("hard").choose(game, 1 - game.current)


def test_unknown_bot_level_is_explained():
    with pytest.raises(RummyError, match="easy, medium, hard"):
        make_bot("genius")


def _position(rules, hands, discard="", stock=None, table=(), current=0):
    start = {"hands": [h.split() for h in hands], "discard": discard.split(), "current": current,
             "table": list(table)}
    if stock is not None:
        start["stock"] = stock.split()
    return Game(variant(rules), len(hands), seed=3, start=start)


def test_hint_takes_the_discard_that_completes_a_meld_and_says_so():
    game = _position("basic", ["7H 8H KS QC 2D 5C 9S", "AS 2S 3D 4D 6C 10D JH"],
                     discard="9H", stock="4C")
    h = hint(game)
    assert h.action == TakeDiscard(game.discard_pile[-1])
    assert "7♥ 8♥ 9♥" in h.why and "completes" in h.why


def test_hint_draws_from_stock_when_the_discard_is_useless():
    game = _position("basic", ["7H 8H KS QC 2D 5C 9S", "AS 2S 3D 4D 6C 10D JH"],
                     discard="4C", stock="9D")
    h = hint(game)
    assert isinstance(h.action, DrawStock)
    assert "4♣" in h.why


def test_hint_melds_then_discards_the_costliest_loose_card():
    game = _position("basic", ["7H 8H 9H KS 2D 3C 9S", "AS 2S 3D 4D 6C 10D JH"],
                     discard="4C", stock="5D")
    game.draw()
    h = hint(game)
    assert isinstance(h.action, Meld) and "7♥ 8♥ 9♥" in h.why and "24" in h.why
    game.apply(h.action)
    h = hint(game)
    assert h.action == Discard(game.resolve("KS"))
    assert "10 points" in h.why


def test_hint_lays_off_onto_a_meld_on_the_table():
    game = _position("basic", ["8C 2D KS QC", "AS 2S 3D"], discard="4C", stock="5D",
                     table=[meld(1, "8S 8H 8D")])
    game.draw()
    h = hint(game)
    assert isinstance(h.action, LayOff) and h.action.card.code == "8C"
    assert "8♠ 8♥ 8♦" in h.why


def test_hint_out_of_turn_or_after_the_hand_is_refused():
    game = Game(variant("basic"), 2, seed=5)
    with pytest.raises(RummyError):
        hint(game, 1 - game.current)


def test_hard_bot_uses_a_deep_pick_when_it_pays():
    game = _position("rummy500", ["7S 8S KD 2C 3H", "AS 4D 5D 9C QH"],
                     discard="9S 4C JD", stock="6H 6C")
    action = make_bot("hard").choose(game, 0)
    assert action == TakeDiscard(game.discard_pile[0])


def test_hard_bot_swaps_a_joker_it_can_use():
    game = _position("rummy500", ["6S 9D 9C 2H", "AS 4D 5D"], discard="KC", stock="9H",
                     table=[meld(1, "5S JK 7S")])
    game.draw()
    action = make_bot("hard").choose(game, 0)
    assert action.kind == "swap" and action.card.code == "6S"


def test_simulate_is_deterministic_and_parallel_equals_serial():
    rules = variant("rummy500")
    serial = simulate(rules, ["easy", "medium"], hands=12, seed=9, progress=False, chunk_size=4)
    again = simulate(rules, ["easy", "medium"], hands=12, seed=9, progress=False, chunk_size=4)
    with ThreadPoolExecutor(2) as ex:
        threaded = simulate(rules, ["easy", "medium"], hands=12, seed=9, executor=ex,
                            progress=False, chunk_size=4)
    with ProcessPoolExecutor(2) as ex:
        pooled = simulate(rules, ["easy", "medium"], hands=12, seed=9, executor=ex,
                          progress=False, chunk_size=5)
    assert serial.equals(again) and serial.equals(threaded) and serial.equals(pooled)
    assert list(serial["hand"]) == list(range(12))
    assert {"winner", "ended_by", "turns", "points_0", "points_1"} <= set(serial.columns)


def test_simulate_rows_match_a_replayed_hand():
    from rummy_lab.ai.simulate import _hand_seed, play_hand

    frame = simulate(variant("basic"), ["hard", "easy"], hands=3, seed=4, progress=False)
    row = play_hand(variant("basic"), ["hard", "easy"], _hand_seed(4, 2), dealer=0)
    assert frame.iloc[2]["points_0"] == row["points_0"]
    assert frame.iloc[2]["turns"] == row["turns"]


def test_summary_counts_wins_and_intervals():
    frame = simulate(variant("basic"), ["medium", "easy"], hands=30, seed=2, progress=False)
    summary = summarize(frame)
    assert summary["hands"].tolist() == [30, 30]
    assert summary["wins"].sum() == frame["winner"].notna().sum()
    for _, row in summary.iterrows():
        assert row["win rate low"] <= row["win rate"] <= row["win rate high"]


def test_simulate_rejects_bad_players_and_counts():
    with pytest.raises(RummyError, match="bot level"):
        simulate(variant("basic"), ["easy", "someone"], hands=2, progress=False)
    with pytest.raises(RummyError, match="2–6"):
        simulate(variant("basic"), ["easy"], hands=2, progress=False)
    with pytest.raises(RummyError, match="at least one"):
        simulate(variant("basic"), ["easy", "easy"], hands=0, progress=False)


def test_hint_reasons_come_in_german_too():
    game = _position("basic", ["7H 8H 9H KS 2D 3C 9S", "AS 2S 3D 4D 6C 10D JH"],
                     discard="4C", stock="5D")
    game.draw()
    h = hint(game)
    assert h.why.render("de") == ("7♥ 8♥ 9♥ ist eine vollständige Reihe; sie nimmt 24 Punkte "
                                  "aus deiner Hand.")
    game.apply(h.action)
    h = hint(game)
    assert h.why.render("de").startswith("sie gehört zu keiner Meldung und kostet 10 Punkte")


def test_hand_log_names_who_did_what_in_this_hand_only():
    game = Game(variant("basic"), ["Ann", "Ben"], seed=11)
    bots = [make_bot("medium", seed=s) for s in (0, 1)]
    first = game.current
    while game.phase in ("draw", "play"):
        game.apply(bots[game.current].choose(game, game.current))
    log = game.hand_log()
    assert len(log) == len(game.history) and log[0][0] == first
    for (seat, action), (next_seat, _) in zip(log, log[1:]):
        if action.kind == "discard":          # the turn passes on after a discard
            assert next_seat == 1 - seat
    game.next_hand()
    assert game.hand_log() == []
    game.draw()
    assert game.hand_log() == [(game.current, DrawStock())]
