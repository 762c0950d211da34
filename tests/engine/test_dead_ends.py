"""No dead ends: the audit's positions where a pick, a play or a swap used to leave the
player to move without any legal action (issue 8). One rule decides them all: an action
is accepted only when the turn can still end legally afterwards."""

from __future__ import annotations

import pytest
from helpers.positions import meld, position, took_the_pile

from rummy_lab import EndTurn, RummyError, TakeDiscard, parse_card, variant

R500 = variant("rummy500")


def refused(game, action_or_call, fragment: str) -> str:
    with pytest.raises(RummyError) as info:
        if callable(action_or_call):
            action_or_call(game)
        else:
            game.apply(action_or_call)
    assert fragment in str(info.value), str(info.value)
    assert game.legal_actions(), "the refusal left a dead end"
    return str(info.value)


def playable(game) -> None:
    assert game.over or game.legal_actions()


def test_single_card_pile_with_an_empty_stock_can_be_played_out():
    """8♠ in hand, 5♠ 6♠ 7♠ on the table, stock empty: taking 9♠ (it must be used) is
    accepted, and laying off 8♠ first is no longer refused as 'stranded'."""
    game = took_the_pile(R500, "8S", "9S", table="5S 6S 7S", stock="")
    assert game.turn.obligation == parse_card("9S")
    game.lay_off("8S", 0)
    playable(game)
    game.lay_off("9S", 0)
    assert game.results and game.results[-1].winner == 0


def test_single_card_pile_that_cannot_be_used_is_refused_with_an_empty_stock():
    game = position(R500, ["8S", "9D QC KH"], stock="", discard="KD",
                    table=[meld(1, "5S 6S 7S")])
    refused(game, TakeDiscard(parse_card("KD")), "could not use")


def test_strict_top_card_rule_same_chain():
    strict = variant("rummy500", top_card_must_be_used=True)
    game = took_the_pile(strict, "8S", "9S", table="5S 6S 7S")
    game.lay_off("8S", 0)
    game.lay_off("9S", 0)
    assert game.results[-1].winner == 0


def test_swap_that_would_leave_the_taken_card_and_a_joker_is_refused():
    game = took_the_pile(R500, "6S", "KC", table="5S JK 7S")
    refused(game, lambda g: g.swap("6S", 0), "K♣")
    game.discard("6S")


def test_swap_that_lets_the_taken_card_go_out_is_allowed():
    game = took_the_pile(R500, "6S", "8S", table="5S JK 7S")
    game.swap("6S", 0)
    game.lay_off("8S", 0)
    playable(game)
    assert EndTurn() not in game.legal_actions()   # the joker can still be laid off
    game.lay_off("JK", 0, end="high")
    assert game.results[-1].winner == 0


def test_top_discard_with_a_lone_joker_is_refused():
    """Neither the taken card nor the joker could be discarded: a dead end."""
    game = position(R500, ["JK", "9D QC KH"], stock="2C 3C", discard="5D KC")
    refused(game, TakeDiscard(parse_card("KC")), "could not end your turn")
    assert "Zug nicht beenden" in game.check(TakeDiscard(parse_card("KC"))).render("de")
    game.draw()


def test_top_discard_with_a_lone_joker_is_allowed_when_it_can_be_played():
    game = took_the_pile(R500, "JK", "8S", table="5S 6S 7S")
    game.lay_off("8S", 0)
    assert EndTurn() not in game.legal_actions()


def test_end_turn_never_while_holding_a_natural_card():
    game = position(R500, ["JK 3C", "9D QC KH"], stock="2C 4C", discard="KD", phase="play")
    refused(game, EndTurn(), "discard")


def test_pick_whose_only_use_is_swap_then_meld_is_accepted():
    """Q♠ from deep in the pile can be used only by swapping 6♥ for the joker and melding
    10♠ 🃏 Q♠: the pick check and the obligation agree that this is a use."""
    game = took_the_pile(R500, "6H 10S 2C", "QS 4D", table="5H JK 7H")
    assert game.turn.obligation == parse_card("QS")
    game.swap("6H", 0)
    game.meld("10S JK QS")
    game.discard("4D")
    assert game.current == 1


def test_swapping_the_taken_card_into_a_meld_uses_it():
    game = took_the_pile(R500, "2C 9H", "6S 4D", table="5S JK 7S")
    game.swap("6S", 0)
    assert game.turn.obligation is None
    game.discard("4D")
