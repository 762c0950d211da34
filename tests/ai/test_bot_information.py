"""Bots see only their seat: a bot's input is a BotView, and moving the cards the seat
cannot see (other hands, the stock) never changes any bot's decision."""

from __future__ import annotations

import dataclasses
import random

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from rummy_lab import Game, variant
from rummy_lab.ai.bots import BOT_LEVELS, decide, make_bot
from rummy_lab.ai.hints import hint
from rummy_lab.core.actions import Meld, NextHand
from rummy_lab.core.game import Game as GameClass
from rummy_lab.core.views import BotView, SeatView, bot_view

VARIANTS = ("basic", "rummy500", "pool500")


@st.composite
def positions(draw):
    """A game after random play (greedy melds, frequent pile picks) with a player to move."""
    name = draw(st.sampled_from(VARIANTS))
    rules = variant(name)
    players = draw(st.integers(rules.min_players, rules.max_players))
    game = Game(rules, players, seed=draw(st.integers(0, 10_000)))
    rng = random.Random(draw(st.integers(0, 2**16)))
    greed = draw(st.floats(0.0, 1.0))
    for _ in range(draw(st.integers(0, 160))):
        if game.phase == "game_over":
            break
        legal = game.legal_actions()
        if not legal:
            break
        melds = [a for a in legal if isinstance(a, Meld) or a.kind == "layoff"]
        action = rng.choice(melds) if melds and rng.random() < greed else rng.choice(legal)
        game.apply(action)
        if game.phase == "hand_over":
            game.apply(NextHand())
    assume(game.phase in ("draw", "play") and game.legal_actions())
    return game


def unseen_slots(game, seat: int) -> list[tuple[list, int]]:
    """(list, index) of every card ``seat`` cannot see: other hands and the stock."""
    lists = [h for i, h in enumerate(game.hands) if i != seat] + [game.stock]
    return [(lst, i) for lst in lists for i in range(len(lst))]


def decisions(game, seat: int, seed: int) -> dict:
    out = {level: decide(make_bot(level, seed=seed), game, seat) for level in BOT_LEVELS}
    out["hint"] = hint(game, seat).why
    return out


@settings(max_examples=120, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(game=positions(), data=st.data(), seed=st.integers(0, 99))
def test_moving_unseen_cards_never_changes_a_decision(game, data, seed):
    seat = game.current
    before = decisions(game, seat, seed)
    slots = unseen_slots(game, seat)
    cards = [lst[i] for lst, i in slots]
    order = data.draw(st.permutations(range(len(cards))), label="permutation")
    for (lst, i), k in zip(slots, order):
        lst[i] = cards[k]
    after = decisions(game, seat, seed)
    assert after == before, (game.rules.name, game.n, before, after)


def test_a_bot_decides_from_a_bot_view_only():
    game = Game(variant("rummy500"), 3, seed=4)
    view = bot_view(game, game.current)
    assert isinstance(view, BotView) and isinstance(view, SeatView)
    games = [k for k, v in vars(view).items() if isinstance(v, GameClass)]
    assert games == ["_judge"] and view._judge is not game
    # the stand-in game used for legality holds no hidden card where it really lies
    judge = view._judge
    for s in range(game.n):
        if s != game.current:
            assert judge.hands[s] != game.hands[s] or not game.hands[s]
    assert judge.stock == sorted(judge.stock, key=lambda c: c.sort_key())
    assert judge.seed == 0 and judge.start is None
    assert {f.name for f in dataclasses.fields(BotView)} >= {"hand", "table", "discard",
                                                              "legal", "pile", "log"}


def test_the_view_judges_the_seats_own_actions_like_the_engine():
    game = Game(variant("basic"), 2, seed=9)
    view = bot_view(game, game.current)
    assert list(view.legal) == game.legal_actions()
    for action in game.legal_actions():
        assert view.can(action) and view.check(action) is None
    wrong = Meld("run", ())
    assert view.check(wrong) == game.check(wrong)


def test_public_log_names_no_stock_card():
    game = Game(variant("basic"), 2, seed=3)
    game.draw()
    view = bot_view(game, 1 - game.current)
    assert [a.kind for _, a in view.log] == ["draw"]
    assert not any(dataclasses.fields(a) for _, a in view.log)


@pytest.mark.parametrize("level", sorted(BOT_LEVELS))
def test_decide_helper_keeps_the_call_shape(level):
    game = Game(variant("pool500"), 3, seed=2)
    a = decide(make_bot(level, seed=1), game, game.current)
    b = make_bot(level, seed=1).choose(game, game.current)
    assert a == b and game.can(a)
