"""Learner undo (issue 9): nothing that showed a card, nothing past another player."""

from __future__ import annotations

import random

import pytest

from rummy_lab import DrawStock, Game, TakeDiscard, variant
from rummy_lab.core.actions import Discard
from rummy_lab.core.undo_policy import learner_undo_refusal


def first_moves(name: str, seed: int = 3) -> Game:
    return Game(variant(name), ["Ann", "Ben"], seed=seed)


def test_a_stock_draw_cannot_be_taken_back():
    game = first_moves("basic")
    game.draw()
    reason = learner_undo_refusal(game, game.current, 1)
    assert reason is not None and reason.key == "undo_reveals"
    assert "Karte gezeigt" in reason.render("de")


def play_a_turn(game: Game) -> None:
    game.draw()
    game.apply(Discard(game.hands[game.current][0]))


def test_taking_the_top_discard_is_revealing_only_when_a_card_shows_beneath():
    basic = first_moves("basic")
    play_a_turn(basic)
    assert len(basic.discard_pile) >= 2 and basic.phase == "draw"
    basic.apply(TakeDiscard(basic.discard_pile[-1]))
    assert learner_undo_refusal(basic, basic.current, 1).key == "undo_reveals"
    lone = first_moves("basic")
    assert len(lone.discard_pile) == 1
    lone.apply(TakeDiscard(lone.discard_pile[-1]))
    assert learner_undo_refusal(lone, lone.current, 1) is None  # nothing beneath
    spread = first_moves("rummy500", seed=11)
    play_a_turn(spread)
    assert len(spread.discard_pile) >= 2
    spread.apply(TakeDiscard(spread.discard_pile[-1]))  # the pile lies spread: nothing new
    assert learner_undo_refusal(spread, spread.current, 1) is None


def test_own_plays_after_the_draw_may_be_taken_back_but_not_the_draw():
    game = first_moves("basic")
    seat = game.current
    game.draw()
    game.apply(Discard(game.hands[seat][0]))
    assert learner_undo_refusal(game, seat, 1) is None or game.actors[-1] != seat
    assert learner_undo_refusal(game, seat, 2).key == "undo_reveals"


def test_nothing_past_another_players_move():
    game = first_moves("rummy500", seed=11)
    seat = game.current
    game.draw()
    game.apply(Discard(game.hands[seat][0]))
    other = game.current
    assert other != seat
    game.draw()
    assert learner_undo_refusal(game, seat, 3).key == "undo_after_others"
    assert learner_undo_refusal(game, other, 1).key == "undo_reveals"


@pytest.mark.parametrize("name", ["basic", "rummy500", "pool500"])
def test_refusals_match_what_was_revealed(name):
    """Over random play: an allowed undo never spans a revealing action or another seat."""
    rng = random.Random(5)
    game = Game(variant(name), 3, seed=9)
    for _ in range(60):
        if game.over:
            break
        game.apply(rng.choice(game.legal_actions()))
        for steps in (1, 2, 3):
            if steps > len(game.history):
                continue
            seat = game.actors[-1]
            allowed = learner_undo_refusal(game, seat, steps) is None
            tail = game.history[-steps:]
            if allowed:
                assert all(a == seat for a in game.actors[-steps:])
                assert not any(isinstance(a, DrawStock) for a in tail)


def replayed_refusal(game: Game, seat: int, steps: int) -> str | None:
    """Independent reference: replay the log and look at the pile before each action."""
    first = len(game.history) - steps
    if any(actor != seat for actor in game.actors[first:]):
        return "undo_after_others"
    again = Game(game.rules, game.players, game.seed, game.first_dealer, game.start)
    for i, action in enumerate(game.history):
        if i >= first:
            if isinstance(action, DrawStock) or action.kind in ("end_hand", "next_hand"):
                return "undo_reveals"
            if (isinstance(action, TakeDiscard) and not game.rules.pile_spread
                    and len(again.discard_pile) > 1):
                return "undo_reveals"
        again.apply(action)
    return None


@pytest.mark.parametrize("name", ["basic", "rummy500", "pool500"])
def test_the_walk_back_agrees_with_a_full_replay(name):
    rng = random.Random(17)
    for seed in range(4):
        game = Game(variant(name), 2, seed=seed)
        for _ in range(80):
            if game.over:
                break
            game.apply(rng.choice(game.legal_actions()))
            seat = game.actors[-1]
            for steps in range(1, min(4, len(game.history)) + 1):
                fast = learner_undo_refusal(game, seat, steps)
                assert (fast.key if fast else None) == replayed_refusal(game, seat, steps)
