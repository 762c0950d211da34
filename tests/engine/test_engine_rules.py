"""Game-flow rules of docs/rules.md, played from explicit positions so every situation is exact.

Conventions of the engine (and of these helpers): the stock and the discard pile are
written bottom → top, so the *last* card is the top card.
"""

from __future__ import annotations

import pytest
from helpers.positions import (
    BASIC,
    POOL,
    R500,
    codes,
    hand_codes,
    last_result,
    meld,
    position,
    refuse,
    took_the_pile,
)

import rummy_lab as rl
from rummy_lab.core.melds import meld_value

# -- drawing ---------------------------------------------------------------------------------

def test_draw_from_stock_takes_the_top_card():
    game = position(BASIC, ["5H 6H", "9D QC"], stock="2C 3C 4C", discard="KS")
    game.draw()
    assert hand_codes(game, 0) == ["4C", "5H", "6H"]
    assert [c.code for c in game.stock] == ["2C", "3C"]
    assert game.phase == "play" and game.current == 0


def test_basic_take_the_top_discard_only():
    game = position(BASIC, ["5H 6H", "9D QC"], stock="2C 3C", discard="8S KS")
    refuse(game, rl.TakeDiscard(rl.parse_card("8S")), "Only the top discard", "K♠")
    game.take()
    assert "KS" in hand_codes(game, 0) and [c.code for c in game.discard_pile] == ["8S"]
    assert game.turn.taken == rl.parse_card("KS")


def test_wrong_phase_refusals():
    game = position(BASIC, ["5H 6H", "9D QC"], stock="2C 3C", discard="KS")
    refuse(game, rl.Discard(rl.parse_card("5H")), "draw")
    refuse(game, rl.EndTurn(), "draw")
    refuse(game, rl.NextHand(), "not over")
    game.draw()
    refuse(game, rl.DrawStock(), "already drawn")
    refuse(game, rl.TakeDiscard(rl.parse_card("KS")), "already drawn")
    refuse(game, lambda g: g.discard("9D"), "not in")


def test_basic_taken_discard_may_not_be_discarded():
    game = took_the_pile(BASIC, "2H 9C", "KD")
    refuse(game, lambda g: g.discard("KD"), "K♦", "discard pile", "last card")
    game.discard("9C")
    assert game.current == 1


def test_basic_taken_discard_may_be_discarded_as_the_last_card():
    game = took_the_pile(BASIC, "2H", "KD", table="3H 4H 5H", opponent="9D QC")
    game.lay_off("2H", 0)
    game.discard("KD")
    result = last_result(game)
    assert result.ended_by == "out" and result.winner == 0
    assert result.points == (38, 0)  # 9♦ + Q♣ = 19, doubled: nothing placed before this turn


def test_melding_is_never_compulsory():
    game = position(BASIC, ["5H 6H 7H 9C", "9D QC"], stock="2C 3C", discard="KS")
    game.draw()
    game.discard("9C")
    assert game.table == [] and game.current == 1


def test_lay_off_on_an_opponents_meld_without_an_own_meld():
    game = position(BASIC, ["8S 2D 9C", "9D QC KH"], stock="2C 3C", discard="KS",
                    table=[meld(1, "5S 6S 7S")])
    game.draw()
    game.lay_off("8S", 0)
    placed = game.table[0].placed
    assert placed[-1].card == rl.parse_card("8S") and placed[-1].by == 0
    assert game.table[0].owner == 1


def test_layoff_needs_own_meld_house_rule():
    rules = rl.variant("basic", layoff_needs_own_meld=True)
    game = position(rules, ["8S 2D 9C", "9D QC KH"], stock="2C 3C", discard="KS",
                    table=[meld(1, "5S 6S 7S")])
    game.draw()
    refuse(game, lambda g: g.lay_off("8S", 0), "melded")


def test_a_card_fitting_several_melds_goes_where_the_player_chooses():
    game = position(BASIC, ["8S 2D 9C", "9D QC KH"], stock="2C 3C", discard="KS",
                    table=[meld(1, "5S 6S 7S"), meld(1, "8H 8D 8C")])
    game.draw()
    game.lay_off("8S", 1)
    assert [p.card.code for p in game.table[1].placed].count("8S") == 1
    assert len(game.table[0]) == 3


def test_lay_off_needs_the_end_when_a_joker_fits_both():
    game = position(R500, ["JK 2D 9C 3C", "9D QC KH"], stock="2C 4C", discard="KS",
                    table=[meld(1, "5S 6S 7S")])
    game.draw()
    refuse(game, lambda g: g.lay_off("JK", 0), "low", "high")
    game.lay_off("JK", 0, end="high")
    assert game.table[0].placed[-1].rank == 8


def test_meld_with_an_ambiguous_joker_needs_a_declaration():
    game = position(R500, ["7S 8S JK 2D", "9D QC KH"], stock="2C 4C", discard="KS")
    game.draw()
    refuse(game, lambda g: g.meld("7S 8S JK"), "declare")
    game.meld("7S 8S JK", declare="9S")
    assert [(p.rank, p.card.is_joker) for p in game.table[0].placed][-1] == (9, True)


def test_meld_action_must_match_a_reading():
    from rummy_lab import Meld
    from rummy_lab.core.melds import Placed

    game = position(BASIC, ["5H 6H 7H 9C", "9D QC"], stock="2C 3C", discard="KS")
    game.draw()
    c5, c6, c7 = rl.parse_cards("5H 6H 7H")
    wrong = Meld("run", (Placed(c5, 6, c5.suit), Placed(c6, 5, c6.suit), Placed(c7, 7, c7.suit)))
    refuse(game, wrong, "cannot stand")
    refuse(game, Meld("set", (Placed(c5, 5, c5.suit), Placed(c6, 6, c6.suit),
                              Placed(c7, 7, c7.suit))), "cannot stand")


# -- basic: stock exhaustion ---------------------------------------------------------------

def exhaustion_game(hand0: str = "5H 6H 7H") -> rl.Game:
    return position(BASIC, [hand0, "9D QC"], stock="2C", discard="3C")


def third_exhaustion_game():
    """:func:`exhaustion_game` after the stock ran out twice, with the third stock card drawn."""
    game = exhaustion_game()
    for _ in range(2):
        game.draw()
        game.discard("2C")
        game.draw()
        game.discard("3C")
    game.draw()
    return game


def test_basic_stock_turned_over_unshuffled_oldest_discard_on_top():
    game = position(BASIC, ["5H 6H 7H", "9D QC"], stock="2C", discard="3C 8S KD")
    game.draw()
    assert game.stock == [] and game.phase == "play"  # rebuilt at the end of the turn
    game.discard("2C")
    # the pile 3C 8S KD 2C turned over as it lies: the oldest (3C) is the top of the stock
    assert [c.code for c in game.stock] == ["2C", "KD", "8S", "3C"]
    assert game.discard_pile == []
    assert game.current == 1
    refuse(game, lambda g: g.take(), "empty")
    assert game.legal_actions() == [rl.DrawStock()]
    game.draw()
    assert "3C" in hand_codes(game, 1)


def test_basic_third_exhaustion_ends_the_hand_as_a_draw():
    game = exhaustion_game()
    for _ in range(2):  # two exhaustions: each time the pile becomes the stock again
        game.draw()
        game.discard("2C")
        assert game.discard_pile == [] and [c.code for c in game.stock] == ["2C", "3C"]
        game.draw()
        game.discard("3C")
    assert game.hand.rebuilds == 2
    game.draw()              # the last stock card: the third exhaustion
    game.discard("2C")
    result = last_result(game)
    assert result.ended_by == "stock" and result.winner is None and not result.scored
    assert result.points == (0, 0) and game.scores == [0, 0]
    assert game.phase == "hand_over"
    assert game.legal_actions() == [rl.NextHand()]


def test_basic_going_out_on_the_third_exhaustion_is_scored_normally():
    game = third_exhaustion_game()
    game.meld("5H 6H 7H")
    game.discard("2C")
    result = last_result(game)
    assert result.ended_by == "out" and result.winner == 0 and result.scored
    assert result.points == (38, 0)  # 9 + 10 from 9♦ Q♣, doubled: nothing placed before


def test_basic_drawn_hand_still_passes_the_deal():
    game = third_exhaustion_game()
    game.discard("2C")
    assert game.dealer == 1
    game.next_hand()
    assert game.hand_number == 2 and game.dealer == 0 and game.current == 1


# -- rummy 500: drawing from the spread pile -------------------------------------------------

def deep_game(rules=R500, hand="5S 6S 8C 2H", discard="4S 9H KC 2D", table=()) -> rl.Game:
    return position(rules, [hand, "9D QC KH"], stock="10H JH", discard=discard, table=table)


def test_rummy500_deep_pick_brings_every_card_above():
    game = deep_game()
    game.take("4S")
    assert hand_codes(game, 0) == sorted(codes("5S 6S 8C 2H 4S 9H KC 2D"))
    assert game.discard_pile == []
    assert game.turn.obligation == rl.parse_card("4S")


def test_without_the_must_use_rule_a_deep_pick_is_free():
    """A house rule (``deep_pick_must_use`` off): the deep card carries no obligation,
    neither when taken below the top nor as the last pile card with the stock empty."""
    free = rl.variant("rummy500", deep_pick_must_use=False)
    game = deep_game(free)
    game.take("4S")
    assert game.turn.obligation is None
    game = position(free, ["5H 9C", "8D 8H KH"], stock="2C", discard="")
    game.draw()
    game.discard("5H")  # the stock is empty: 5H is taken as the last pile card
    game.take("5H")
    assert game.turn.obligation is None


def test_rummy500_obligation_before_discarding():
    game = deep_game()
    game.take("4S")
    refuse(game, lambda g: g.discard("9H"), "First meld or lay off", "4♠")
    refuse(game, rl.EndTurn())
    assert all(a.kind != "discard" for a in game.legal_actions())
    game.meld("4S 5S 6S")
    assert game.turn.obligation is None
    game.discard("9H")
    assert game.current == 1


def test_rummy500_pick_refused_without_a_legal_use():
    game = deep_game()
    refuse(game, rl.TakeDiscard(rl.parse_card("9H")), "could not use", "9♥")
    refuse(game, rl.TakeDiscard(rl.parse_card("KC")), "could not use")
    assert rl.TakeDiscard(rl.parse_card("9H")) not in game.legal_actions()
    assert rl.TakeDiscard(rl.parse_card("4S")) in game.legal_actions()


def test_rummy500_pick_usable_with_the_cards_that_come_up_with_it():
    game = deep_game(hand="KS QD 2H", discard="7D 7H 7S 3C")
    game.take("7D")
    game.meld("7D 7H 7S")
    game.discard("3C")


def test_rummy500_pick_usable_as_a_layoff():
    game = deep_game(hand="KS QD 2H", discard="8C 9H KC 2D", table=[meld(1, "5C 6C 7C")])
    game.take("8C")
    refuse(game, lambda g: g.discard("2D"), "8♣")
    game.lay_off("8C", 0)
    game.discard("2D")


def test_rummy500_play_that_makes_the_obligation_impossible_is_refused():
    game = deep_game(hand="5S 6S 5H 5D 2H", discard="4S KC")
    game.take("4S")
    # melding the fives first would leave 4♠ 6♠, with no way left to use 4♠
    refuse(game, lambda g: g.meld("5S 5H 5D"), "could no longer use", "4♠")
    game.meld("4S 5S 6S")
    game.discard("KC")


def test_rummy500_obligation_allows_a_play_that_opens_a_chain():
    game = deep_game(hand="5S 6S 7H 7D 2H", discard="4S 7C KC", table=[meld(1, "7S 8S 9S")])
    game.take("4S")
    game.lay_off("6S", 0)             # 4♠ can still follow: 5♠ then 4♠ onto 6♠…9♠
    game.lay_off("5S", 0)
    game.lay_off("4S", 0)
    game.discard("KC")


def test_rummy500_pick_usable_through_a_chain_of_lay_offs():
    """4♠ can be used this turn: lay off 5♠ on 6-7-8♠, then 4♠. The pick must be allowed."""
    game = deep_game(hand="5S 9C 2H", discard="4S KC", table=[meld(1, "6S 7S 8S")])
    assert game.check(rl.TakeDiscard(rl.parse_card("4S"))) is None
    game.take("4S")
    game.lay_off("5S", 0)
    game.lay_off("4S", 0)
    game.discard("KC")


def test_rummy500_top_card_carries_no_obligation_by_default_but_is_not_discardable():
    game = deep_game()
    game.take("2D")               # no use for 2♦, allowed: the top card alone
    assert game.turn.obligation is None
    refuse(game, lambda g: g.discard("2D"), "2♦")
    game.discard("8C")


def test_rummy500_top_card_must_be_used_option():
    strict = rl.variant("rummy500", top_card_must_be_used=True)
    game = deep_game(rules=strict)
    refuse(game, rl.TakeDiscard(rl.parse_card("2D")), "could not use")
    game = deep_game(rules=strict, discard="4S 9H KC 7S")
    game.take("7S")
    assert game.turn.obligation == rl.parse_card("7S")
    refuse(game, lambda g: g.discard("8C"), "7♠")
    game.meld("5S 6S 7S")
    game.discard("8C")


def test_rummy500_taken_card_not_discardable_even_as_last_card():
    game = took_the_pile(R500, "5S 2D", "KD", table="6S 7S 8S")
    game.lay_off("5S", 0)
    game.discard("2D")
    assert game.current == 1
    game = took_the_pile(R500, "5S", "KD", table="6S 7S 8S")
    if game.can(rl.LayOff(rl.parse_card("5S"), 0, 5, rl.parse_card("5S").suit)):
        game.lay_off("5S", 0)
        refuse(game, lambda g: g.discard("KD"), "may not discard")
        assert game.legal_actions()


def test_typed_card_discards_the_copy_that_may_be_discarded():
    """Holding 7♥.1 and the 7♥ just taken from the pile, "discard 7♥" means the copy that
    may be discarded: the learner cannot type which physical copy they mean."""
    game = position(R500, ["7H.1 2C 3D", "9D", "9C", "9H", "9S"], stock="3C 4C",
                    discard="KD 7H")
    game.take("7H")
    game.discard("7♥")
    assert [c.code for c in game.discard_pile] == ["KD", "7H.1"]
    assert "7H" in hand_codes(game, 0)


def test_rummy500_joker_never_discarded():
    game = position(R500, ["JK 2D 9C", "9D QC KH"], stock="3C 4C", discard="KD")
    game.draw()
    refuse(game, lambda g: g.discard("JK"), "joker", "never")
    assert rl.Discard(rl.parse_card("JK")) not in game.legal_actions()


def test_rummy500_jokers_only_hand_ends_the_turn_without_discard():
    game = position(R500, ["JK", "9D QC KH"], stock="3C JK.1", discard="KD")
    game.draw()
    assert hand_codes(game, 0) == ["JK", "JK.1"]
    assert game.legal_actions() == [rl.EndTurn()]
    game.apply(rl.EndTurn())
    assert game.current == 1 and len(game.hands[0]) == 2


def test_rummy500_end_turn_refused_while_a_discard_is_possible():
    game = position(R500, ["JK 5D", "9D QC KH"], stock="3C 4C", discard="KD")
    game.draw()
    refuse(game, rl.EndTurn(), "discard")


def test_rummy500_jokers_only_hand_must_lay_off_when_it_can():
    """docs/rules.md: the turn ends without a discard only if no meld/lay-off is possible."""
    game = position(R500, ["JK", "9D QC KH"], stock="3C JK.1", discard="KD",
                    table=[meld(1, "5S 6S 7S")])
    game.draw()
    assert any(isinstance(a, rl.LayOff) for a in game.legal_actions())
    refuse(game, rl.EndTurn())


def test_rummy500_reshuffle_all_but_the_top_discard():
    game = position(R500, ["5H 9C", "9D QC KH"], stock="2C", discard="3C 4D 5C 6D")
    game.draw()
    game.discard("9C")
    assert [c.code for c in game.discard_pile] == ["9C"]
    assert sorted(c.code for c in game.stock) == sorted(codes("3C 4D 5C 6D"))
    assert game.hand.rebuilds == 1 and game.current == 1 and game.phase == "draw"


def test_rummy500_stock_is_reshuffled_every_time_it_runs_out():
    """docs/rules.md §2: stock empty → shuffle all but the top discard into a new stock. No
    limit is given (the safety valve is the turn cap), so the 11th, 12th … exhaustion
    rebuilds the stock too."""
    game = position(R500, ["5H", "9D"], stock="2C", discard="3C 4C")
    for _ in range(30):
        drawn_before = {c.code for c in game.hands[game.current]}
        game.draw()
        drawn = next(c for c in game.hands[game.current] if c.code not in drawn_before)
        game.discard(drawn.code)
        assert game.phase == "draw", (game.hand.rebuilds, last_result(game))
    assert game.hand.rebuilds >= 12


def test_typed_card_takes_the_topmost_copy_from_the_pile():
    """With two decks, typing 7♥ while a 7♥ is the top discard takes just that card: the
    learner cannot even type which copy, and a deeper copy would drag the pile along."""
    game = position(R500, ["7S 7D 2C", "9D", "9C", "9H", "9S"], stock="3C 4C",
                    discard="7H KD 7H.1", current=0)
    assert rl.TakeDiscard(rl.parse_card("7H.1")) in game.legal_actions()
    game.take("7♥")
    assert hand_codes(game, 0) == sorted(codes("7S 7D 2C 7H.1"))
    assert [c.code for c in game.discard_pile] == ["7H", "KD"]


def test_rummy500_single_card_pile_take_it_with_obligation_or_end_the_hand():
    game = position(R500, ["5H 9C", "8D 8H KH"], stock="2C", discard="", scores=[10, 20])
    game.draw()
    game.discard("5H")          # the stock is empty and the pile is just 5H: no new stock
    assert game.stock == [] and [c.code for c in game.discard_pile] == ["5H"]
    assert game.current == 1 and game.phase == "draw"
    legal = game.legal_actions()
    assert rl.EndHand() in legal and rl.TakeDiscard(rl.parse_card("5H")) not in legal
    refuse(game, rl.TakeDiscard(rl.parse_card("5H")), "could not use")
    game.apply(rl.EndHand())
    result = last_result(game)
    assert result.ended_by == "stock" and result.winner is None and result.scored
    # scored normally with nobody out: placed − in hand
    assert result.points == (-(2 + 9), -(8 + 8 + 10))
    assert game.scores == [10 - 11, 20 - 26]


def test_rummy500_single_card_pile_usable_is_taken_with_the_obligation():
    game = position(R500, ["5H 8C", "8D 8H KH"], stock="2C", discard="")
    game.draw()
    game.discard("8C")
    assert rl.TakeDiscard(rl.parse_card("8C")) in game.legal_actions()
    game.take("8C")
    assert game.turn.obligation == rl.parse_card("8C")
    refuse(game, lambda g: g.discard("KH"), "8♣")
    game.meld("8C 8D 8H")
    game.discard("KH")
    assert last_result(game).winner == 1


# -- joker swap --------------------------------------------------------------------------------

def swap_game() -> rl.Game:
    return position(R500, ["5S JK 7S 9C 9D", "6S 8H 8D 8C 4C"], stock="4D 9H 3H KD",
                    discard="10S")


def test_joker_swap_example_from_rules_md():
    game = swap_game()
    game.draw()                                 # P1 draws K♦
    game.meld("5S JK 7S")
    assert meld_value(game.table[0], R500, by=0) == 37
    game.discard("KD")
    game.draw()                                 # P2 draws 3♥
    game.swap("6S", 0)
    assert "JK" in hand_codes(game, 1)
    assert meld_value(game.table[0], R500, by=0) == 12
    assert meld_value(game.table[0], R500, by=1) == 6
    assert [p.card.code for p in game.table[0].placed] == ["5S", "6S", "7S"]
    game.meld("8H 8D 8C")
    game.discard("3H")                          # P2 keeps 4♣ and the joker
    game.draw()                                 # P1 draws 9♥
    game.meld("9C 9D 9H")                       # and goes out: no final discard needed
    result = last_result(game)
    assert result.winner == 0 and result.ended_by == "out"
    p1, p2 = result.seats
    assert (p1.placed, p1.in_hand, p1.points) == (12 + 27, 0, 39)
    assert (p2.placed, p2.in_hand) == (6 + 24, 4 + 25)
    assert p2.points == 6 + 24 - 4 - 25


def test_swapped_joker_is_usable_at_once():
    game = position(R500, ["2C 3D", "6S 8H 8D 4C"], stock="4D 9H", discard="10S",
                    table=[meld(0, "5S JK 7S")], current=1)
    game.draw()
    game.swap("6S", 0)
    game.meld("8H 8D JK", declare="8C")
    assert not any(c.is_joker for c in game.hands[1])


def test_swap_refusals():
    game = position(R500, ["6H 8S 2C", "9D QC KH"], stock="4D 9H", discard="10S",
                    table=[meld(1, "5S JK 7S"), meld(1, "9C 10C JC")])
    refuse(game, rl.SwapJoker(rl.parse_card("6H"), 0), "draw")
    game.draw()
    refuse(game, rl.SwapJoker(rl.parse_card("6H"), 0), "6♠", "6♥")
    refuse(game, rl.SwapJoker(rl.parse_card("8S"), 1), "no joker")
    refuse(game, rl.SwapJoker(rl.parse_card("8S"), 7), "no meld")
    refuse(game, rl.SwapJoker(rl.parse_card("QC"), 1), "not in your hand")


def test_pool500_has_no_joker_swap():
    game = position(POOL, ["6S 2C 3D", "9D QC KH", "2H 3H 4H"], stock="4D 9H",
                    table=[meld(1, "5S JK 7S")], turns=3)
    game.draw()
    refuse(game, rl.SwapJoker(rl.parse_card("6S"), 0), "no joker swap")


def test_pool500_jokers_may_be_discarded():
    game = position(POOL, ["JK 2C 3D", "9D QC KH", "2H 3H 4H"], stock="4D 9H", turns=3)
    game.draw()
    game.discard("JK")
    assert [c.code for c in game.discard_pile] == ["JK"]


# -- going out ---------------------------------------------------------------------------------

@pytest.mark.parametrize("rules", [BASIC, R500], ids=lambda r: r.name)
def test_going_out_by_meld_ends_the_hand_at_once(rules):
    game = position(rules, ["5H 6H", "9D QC"], stock="2C 7H", discard="KS")
    game.draw()
    game.meld("5H 6H 7H")
    assert game.phase in ("hand_over", "game_over") and game.hands[0] == []
    assert last_result(game).winner == 0 and last_result(game).ended_by == "out"
    refuse(game, rl.Discard(rl.parse_card("5H")), "hand is over")


@pytest.mark.parametrize("rules", [BASIC, R500], ids=lambda r: r.name)
def test_going_out_by_lay_off_ends_the_hand_at_once(rules):
    game = position(rules, ["8H", "9D QC"], stock="2C 4C", discard="8S", phase="play",
                    table=[meld(1, "5H 6H 7H")])
    game.lay_off("8H", 0)
    result = last_result(game)
    assert result.winner == 0 and result.ended_by == "out" and game.hands[0] == []
    assert game.phase in ("hand_over", "game_over")


@pytest.mark.parametrize("rules", [BASIC, R500, POOL], ids=lambda r: r.name)
def test_going_out_by_discard(rules):
    hands = ["9C", "9D QC"] + (["2H 3H"] if rules is POOL else [])
    game = position(rules, hands, stock="2C 4C", phase="play", placed_any=[True] * len(hands),
                    turns=len(hands), table=[meld(1, "5H 6H 7H")])
    game.discard("9C")
    result = last_result(game)
    assert result.winner == 0 and result.ended_by == "out" and game.hands[0] == []
    assert game.discard_pile[-1] == rl.parse_card("9C")


def test_basic_going_out_with_the_taken_discard_as_last_card():
    game = took_the_pile(BASIC, "8H", "8S", table="5H 6H 7H")
    game.lay_off("8H", 0)
    assert game.phase == "play"                         # the taken 8♠ is the last card
    game.discard("8S")
    assert last_result(game).winner == 0
