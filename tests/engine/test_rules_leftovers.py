"""Issue 13: typed two-deck copies, the pool's optional discard, the turn count."""

from __future__ import annotations

import pytest
from helpers.positions import position, took_the_pile

from rummy_lab import EndTurn, Game, RummyError, parse_card, variant

TWO_DECKS = variant("rummy500", decks_by_players=((2, 2, 4),))


# -- 1. typed cards pick the copy that keeps the obligation ---------------------------

def test_typed_meld_uses_the_copy_taken_from_the_pile():
    game = took_the_pile(TWO_DECKS, "8S 6S 7S 2C", "8S.1 4D")
    assert game.turn.obligation == parse_card("8S.1")
    game.meld("6S 7S 8S")
    assert parse_card("8S.1") in game.table[-1].cards
    assert game.turn.obligation is None
    assert parse_card("8S") in game.hands[0]
    game.discard("2C")


def test_typed_lay_off_uses_the_copy_taken_from_the_pile():
    game = took_the_pile(TWO_DECKS, "8S 2C", "8S.1 4D", table="5S 6S 7S")
    game.lay_off("8S", 0)
    assert parse_card("8S.1") in game.table[0].cards
    assert game.turn.obligation is None
    game.discard("8S")


def test_a_card_object_is_taken_literally():
    game = took_the_pile(TWO_DECKS, "8S 6S 7S 2C", "8S.1 4D")
    with pytest.raises(RummyError, match="no longer use"):
        game.meld([parse_card(c) for c in ("6S", "7S", "8S")])


# -- 3. the pool variant's optional discard --------------------------------------------

def test_discard_required_is_documented_with_its_default_reason():
    rows = {name: (value, doc) for name, value, doc in variant("pool500").describe()}
    value, doc = rows["discard_required"]
    assert value is True and "option of discarding" in doc and "docs/rules.md" in doc
    assert all(variant(v).discard_required for v in ("basic", "rummy500", "pool500"))


def pool_game(**options) -> Game:
    return position(variant("pool500", **options), ["5S 6S 7S 9D KC", "9C QC KH 2D"],
                    stock="3C 4C 5C", current=0, dealer=1, phase="play")


def test_pool_discard_required_by_default():
    game = pool_game()
    assert EndTurn() not in game.legal_actions()
    with pytest.raises(RummyError, match="discard"):
        game.apply(EndTurn())


def test_pool_discard_optional_when_the_option_is_off():
    game = pool_game(discard_required=False)
    legal = game.legal_actions()
    assert EndTurn() in legal and any(a.kind == "discard" for a in legal)
    game.apply(EndTurn())
    assert game.current == 1 and len(game.hands[0]) == 5
    game.draw()
    game.discard("KH")
    game.draw()
    game.meld("5S 6S 7S")
    game.apply(EndTurn())
    assert sorted(c.code for c in game.hands[0]) == ["4C", "9D", "KC"]
    assert game.current == 1


# -- 4. the turn count of a deal ended by the round limit -----------------------------------

def test_turns_of_a_deal_ended_by_the_round_limit():
    game = Game(variant("pool500"), 2, seed=7)
    while not game.results:
        game.draw()
        game.discard(game.hands[game.current][0])
    result = game.results[0]
    assert result.ended_by == "rounds"
    assert result.turns == 20


def test_turns_of_a_deal_won_in_the_first_turn():
    game = position(variant("basic"), ["5S 6S 7S", "9C QC KH"], stock="3C 4C")
    game.draw()
    game.meld("5S 6S 7S")
    game.discard("4C")
    assert game.results[0].ended_by == "out"
    assert game.results[0].turns == 1
