"""Scoring, the pool of 500 Rum, the target and ties, the dealer's rotation, refusals that
leave the state untouched and what a seat may see, played from explicit positions
(docs/rules.md; game flow: test_engine_rules.py)."""

from __future__ import annotations

import pytest
from helpers.positions import BASIC, POOL, R500, codes, last_result, meld, position, refuse

import rummy_lab as rl
from rummy_lab.core.cards import make_deck
from rummy_lab.core.melds import meld_value

# -- scoring examples ----------------------------------------------------------------------------

LOSER = "KC QD 9S AC"  # 10 + 10 + 9 + 1 = 30


def test_basic_worked_example_rommé_doubles_to_60():
    game = position(BASIC, ["5H 6H 7H", LOSER], stock="2C KS", discard="3D")
    game.draw()
    game.meld("5H 6H 7H")
    game.discard("KS")
    result = last_result(game)
    assert result.romme and result.points == (60, 0)
    assert result.seats[0].romme_bonus == 30 and game.scores == [60, 0]


def test_basic_worked_example_without_rommé_30():
    game = position(BASIC, ["5H 6H 7H", LOSER], stock="2C KS", discard="3D",
                    table=[meld(0, "2S 3S 4S")])
    game.draw()
    game.meld("5H 6H 7H")
    game.discard("KS")
    result = last_result(game)
    assert not result.romme and result.points == (30, 0)


def test_basic_no_rommé_when_the_player_had_laid_off_earlier():
    game = position(BASIC, ["5H 6H 7H", LOSER], stock="2C KS", discard="3D",
                    table=[meld(1, "8D 9D 10D JD", by=[1, 1, 1, 0])])
    assert game.hand.placed_any == [True, True]
    game.draw()
    game.meld("5H 6H 7H")
    game.discard("KS")
    assert last_result(game).points == (30, 0) and not last_result(game).romme


def test_basic_no_rommé_when_placed_any_says_so():
    game = position(BASIC, ["5H 6H 7H", LOSER], stock="2C KS", discard="3D",
                    placed_any=[True, False])
    game.draw()
    game.meld("5H 6H 7H")
    game.discard("KS")
    assert last_result(game).points == (30, 0)


def test_basic_rommé_with_a_lay_off_in_the_same_turn():
    game = position(BASIC, ["5H 6H 7H JD", LOSER], stock="2C KS", discard="3D",
                    table=[meld(1, "8D 9D 10D")])
    game.draw()
    game.lay_off("JD", 0)
    game.meld("5H 6H 7H")
    game.discard("KS")
    result = last_result(game)
    assert result.romme and result.points == (60, 0)


def test_basic_rommé_across_turns_does_not_count():
    game = position(BASIC, ["5H 6H 7H 9C", LOSER], stock="2C 8H KS 4S", discard="3D")
    game.draw()                       # 4♠
    game.meld("5H 6H 7H")
    game.discard("4S")
    game.draw()                       # the opponent draws K♠
    game.discard("KS")
    game.draw()                       # 8♥
    game.lay_off("8H", 0)
    game.discard("9C")
    result = last_result(game)
    assert result.winner == 0 and not result.romme and result.points == (30, 0)


def test_basic_three_player_worked_example():
    game = position(BASIC, ["5C 6C 7C", "KS 7H", "AD 2D 3C"], stock="2C KH", discard="3D")
    game.draw()
    game.meld("5C 6C 7C")
    game.discard("KH")
    result = last_result(game)
    assert result.points == (46, 0, 0)
    game = position(BASIC, ["5C 6C 7C", "KS 7H", "AD 2D 3C"], stock="2C KH", discard="3D",
                    placed_any=[True, False, False])
    game.draw()
    game.meld("5C 6C 7C")
    game.discard("KH")
    assert last_result(game).points == (23, 0, 0)


def test_rummy500_meld_values_from_rules_md():
    hand = "7S 7H 7D AS 2S 3S QD KD AD 9C JK JC"
    game = position(R500, [hand, "4H 5H"], stock="2C 8H", discard="3D")
    game.draw()
    values = []
    for text in ("7S 7H 7D", "AS 2S 3S", "QD KD AD", "9C JK JC"):
        game.meld(text)
        values.append(meld_value(game.table[-1], R500))
    assert values == [21, 20, 35, 44]
    game.discard("8H")
    result = last_result(game)
    assert result.seats[0].placed == 120 and result.points == (120, -9)


def test_rummy500_three_player_worked_example():
    table = [meld(1, "QD KD AD")]
    game = position(R500, ["7S 7H 7D 4C 5C 6C 7C", "KC 9C", "AH JK 2C"], stock="3H 8C",
                    discard="10S", table=table)
    game.draw()                       # 8♣
    game.meld("7S 7H 7D")
    game.meld("4C 5C 6C 7C")
    game.lay_off("8C", 2)
    result = last_result(game)
    assert result.winner == 0 and result.points == (51, 16, -42)
    assert [s.placed for s in result.seats] == [51, 35, 0]
    assert [s.in_hand for s in result.seats] == [0, 19, 42]


def test_rummy500_ace_low_value_option():
    rules = rl.variant("rummy500", ace_low_value=1)
    game = position(rules, ["AS 2S 3S", "4H 5H"], stock="2C 8H", discard="3D")
    game.draw()
    game.meld("AS 2S 3S")
    game.discard("8H")
    assert last_result(game).seats[0].placed == 6


def test_rummy500_running_totals_may_go_negative():
    game = position(R500, ["AS 2S 3S", "AH JK KH"], stock="2C 8H", discard="3D",
                    scores=[0, 10])
    game.draw()
    game.meld("AS 2S 3S")
    game.discard("8H")
    assert game.scores == [20, 10 - 50]


def pool_out_game(rules, pool=None) -> rl.Game:
    return position(rules, ["QS KS AS 7H 7D 7C", "4C 5C", "JK 2H"], stock="9D 8D", pool=pool)


def test_pool500_worked_example_86():
    game = pool_out_game(POOL)
    game.draw()
    game.meld("QS KS AS")
    game.meld("7H 7D 7C")
    game.discard("8D")
    result = last_result(game)
    assert result.seats[0].placed == 56 and result.seats[0].pool == 30
    assert result.points == (86, -9, -17)
    assert game.pool == 30                            # a fresh pool for the next deal


def test_pool500_cutthroat_worked_example_56():
    game = pool_out_game(rl.variant("pool500", cutthroat=True))
    game.draw()
    game.meld("QS KS AS")
    game.meld("7H 7D 7C")
    game.discard("8D")
    assert last_result(game).points == (56, 0, 0)


def test_pool500_winner_takes_a_carried_over_pool():
    game = pool_out_game(POOL, pool=60)
    game.draw()
    game.meld("QS KS AS")
    game.meld("7H 7D 7C")
    game.discard("8D")
    assert last_result(game).points[0] == 56 + 60 and game.pool == 30


def test_pool500_low_ace_counts_one():
    game = position(POOL, ["AS 2S 3S 7H 7D 7C", "4C 5C", "JK 2H"], stock="9D 8D")
    game.draw()
    game.meld("AS 2S 3S")
    game.meld("7H 7D 7C")
    game.discard("8D")
    assert last_result(game).seats[0].placed == 6 + 21


# -- pool500 flow ---------------------------------------------------------------------------------

def test_pool500_discards_are_dead():
    game = position(POOL, ["2C 3D 9S", "9D QC KH", "2H 3H 4H"], stock="4D 9H", discard="5S",
                    turns=3)
    refuse(game, rl.TakeDiscard(rl.parse_card("5S")), "dead")
    assert game.legal_actions() == [rl.DrawStock()]


def test_pool500_round_limit_ends_the_deal_and_the_pool_carries_over():
    n = 3
    game = position(POOL, ["2C 3D 9S", "9D QC KH", "2H 3H 5H"], stock="4D 9H 10S",
                    turns=10 * n - 1, current=2, dealer=0, table=[meld(0, "7S 8S 9S.1")])
    assert game.round == 10
    game.draw()
    game.discard("10S")
    result = last_result(game)
    assert result.ended_by == "rounds" and result.winner is None
    assert result.points == (24 - 14, -29, -10)       # placed − in hand, no pool
    assert game.pool == 60 and result.next_pool == 60
    game.next_hand()
    assert game.pool == 60 and game.dealer == 1 and game.current == 2
    assert [len(h) for h in game.hands] == [13, 13, 13]


def test_pool500_empty_stock_ends_the_deal_with_carry_over():
    game = position(POOL, ["2C 3D 9S", "9D QC KH", "2H 3H 5H"], stock="4D", turns=4,
                    current=1, dealer=0)
    game.draw()
    game.discard("QC")
    result = last_result(game)
    assert result.ended_by == "stock" and result.winner is None and game.pool == 60


def test_pool500_no_carry_over_option():
    rules = rl.variant("pool500", pool_carry_over=False)
    game = position(rules, ["2C 3D 9S", "9D QC KH", "2H 3H 5H"], stock="4D", turns=4,
                    current=1, dealer=0)
    game.draw()
    game.discard("QC")
    assert game.pool == 30


def test_pool500_opening_first_player_may_go_out_in_round_one():
    game = pool_out_game(POOL)
    assert game.round == 1 and game.current == (game.dealer + 1) % 3
    game.draw()
    game.meld("QS KS AS")
    game.meld("7H 7D 7C")
    game.discard("8D")
    assert last_result(game).winner == 0


def pool_turn(hand: str, stock: str, turns: int, rules=POOL, **options) -> rl.Game:
    """Pool 500 after ``turns`` turns, seat 1 (holding ``hand``) to move, seat 2 the dealer;
    seats 0 and 2 hold 2♣ 3♦ 9♠ and 2♥ 3♥ 5♥."""
    return position(rules, ["2C 3D 9S", hand, "2H 3H 5H"], stock=stock, turns=turns,
                    current=1, dealer=2, **options)


def test_pool500_opening_others_may_not_go_out_in_round_one():
    game = pool_turn("QS KS AS", "4D 9H 10S", turns=1, table=[meld(0, "7S 8S 9S.1")])
    assert game.round == 1 and game.current != (game.dealer + 1) % 3
    game.draw()                                        # 10♠
    refuse(game, lambda g: g.meld("QS KS AS"), "may not go out", "first round")
    game.discard("10S")                                # keeping cards is fine
    assert game.current == 2


def test_pool500_opening_discard_or_lay_off_going_out_refused():
    game = pool_turn("8D", "4D 9H 10S", turns=1, phase="play", table=[meld(0, "7S 8S 9S.1")])
    refuse(game, lambda g: g.discard("8D"), "may not go out", "first round")
    game = pool_turn("10S", "4D 9H", turns=1, phase="play", table=[meld(0, "7S 8S 9S.1")])
    refuse(game, lambda g: g.lay_off("10S", 0), "may not go out", "first round")


def test_pool500_opening_meld_leaving_one_card_is_refused():
    game = pool_turn("QS KS AS JS", "4D 9H 10S", turns=1)
    game.draw()                                        # 10♠
    refuse(game, lambda g: g.meld("10S JS QS KS"), "may not go out", "first round")
    refuse(game, lambda g: g.meld("10S JS QS KS AS"), "may not go out", "first round")
    game.meld("QS KS AS")                              # two cards stay in hand
    game.discard("10S")


def test_pool500_later_rounds_need_a_meld_on_the_table_at_turn_start():
    game = pool_turn("QS KS AS 8D 8H 8C", "4D 9H 10S", turns=4)
    assert game.round == 2 and game.table == []
    game.draw()
    game.meld("QS KS AS")                              # now a meld is on the table ...
    refuse(game, lambda g: g.meld("8D 8H 8C"), "meld must already be on the table")
    game.discard("10S")                                # ... but it was not at turn start
    assert game.current == 2


def test_pool500_later_rounds_with_a_meld_on_the_table_may_go_out():
    game = pool_turn("QS KS AS", "5D 9H 10S", turns=4, table=[meld(2, "4H 4D 4C")])
    game.draw()
    game.meld("QS KS AS")
    game.discard("10S")
    result = last_result(game)
    assert result.winner == 1 and result.ended_by == "out" and result.seats[1].pool == 30


def test_pool500_going_out_by_lay_off():
    game = pool_turn("4S", "5D 9H", turns=4, phase="play", table=[meld(2, "4H 4D 4C")])
    game.lay_off("4S", 0)
    assert last_result(game).winner == 1


def test_opening_restriction_is_an_option():
    rules = rl.variant("pool500", opening_restriction=False)
    game = pool_turn("QS KS AS", "4D 9H 10S", turns=1, rules=rules)
    game.draw()
    game.meld("QS KS AS")
    game.discard("10S")
    assert last_result(game).winner == 1


# -- target and ties --------------------------------------------------------------------------------

def basic_out(scores, winner_hand="5H 6H 7H", loser="KC QD 9S AC", placed_before=True,
              rules=BASIC) -> rl.Game:
    """Seat 0 goes out this turn; seat 1 keeps ``loser``."""
    game = position(rules, [winner_hand, loser], stock="2C KS", discard="3D", scores=scores,
                    placed_any=[placed_before, False])
    game.draw()
    game.meld(winner_hand)
    game.discard("KS")
    return game


def test_first_to_reach_the_target_wins():
    game = basic_out([70, 95])                          # +30 → exactly 100
    assert game.scores == [100, 95] and game.winners == [0]
    assert game.over and game.phase == "game_over" and game.legal_actions() == []
    refuse(game, rl.NextHand(), "over")
    refuse(game, rl.DrawStock(), "over")


def test_below_the_target_another_hand():
    game = basic_out([60, 95])
    assert game.scores == [90, 95] and game.winners == [] and game.phase == "hand_over"
    assert game.legal_actions() == [rl.NextHand()]


def test_target_option_150():
    game = basic_out([100, 0], rules=rl.variant("basic", target=150))
    assert game.scores == [130, 0] and not game.over


def test_two_over_the_target_higher_total_wins():
    game = basic_out([90, 110])                         # artificial start: both ≥ 100 after
    assert game.scores == [120, 110] and game.winners == [0]
    game = basic_out([75, 110])
    assert game.scores == [105, 110] and game.winners == [1]


def test_two_over_the_target_tied_play_another_hand():
    game = basic_out([80, 110])
    assert game.scores == [110, 110] and game.winners == [] and game.phase == "hand_over"
    game.next_hand()
    assert game.hand_number == 2


def test_shared_win_tie_option():
    game = basic_out([80, 110], rules=rl.variant("basic", tie_rule="shared_win"))
    assert game.winners == [0, 1] and game.over


def test_rummy500_several_at_500_highest_wins_equal_another_hand():
    def play(scores):
        game = position(R500, ["AS 2S 3S", "4H 5H"], stock="2C 8H", discard="3D",
                        scores=scores)
        game.draw()
        game.meld("AS 2S 3S")
        game.discard("8H")
        return game

    game = play([490, 520])                             # +20 / −9 → 510, 511
    assert game.scores == [510, 511] and game.winners == [1]
    game = play([492, 521])                             # 512, 512
    assert game.scores == [512, 512] and game.winners == [] and game.phase == "hand_over"
    game = play([485, 400])
    assert game.scores == [505, 391] and game.winners == [0]


# -- dealer rotation --------------------------------------------------------------------------------

@pytest.mark.parametrize(("players", "dealer"), [(2, 0), (3, 2), (4, 1), (6, 5)])
def test_left_of_the_dealer_starts_and_the_deal_passes_left(players, dealer):
    game = rl.Game(BASIC, players, seed=3, dealer=dealer)
    assert game.dealer == dealer and game.current == (dealer + 1) % players
    for number in range(2, players + 3):
        while game.phase not in ("hand_over", "game_over"):
            game.apply(next(a for a in game.legal_actions()
                            if a.kind in ("draw", "discard", "end_hand", "end_turn", "take")))
        assert game.phase == "hand_over"
        game.next_hand()
        expected_dealer = (dealer + number - 1) % players
        assert game.hand_number == number and game.dealer == expected_dealer
        assert game.current == (expected_dealer + 1) % players
        assert [len(h) for h in game.hands] == [BASIC.hand_size_for(players)] * players
        everything = [c for h in game.hands for c in h] + game.stock + game.discard_pile
        assert sorted(everything) == sorted(make_deck(1, 0))


def test_dealing_starts_left_of_the_dealer():
    game = rl.Game(BASIC, 3, seed=11, dealer=1)
    assert game.current == 2


# -- refusals leave the state untouched -----------------------------------------------------------

def refusal_position() -> rl.Game:
    return position(R500, ["5S 6S 8C JK 2H", "9D QC KH"], stock="3C 4C", discard="4S 9H KC 2D",
                    table=[meld(1, "9S 10S JS")])


@pytest.mark.parametrize("act", [
    rl.TakeDiscard(rl.parse_card("9H")), rl.TakeDiscard(rl.parse_card("AH")), rl.Discard(rl.parse_card("5S")),
    rl.EndTurn(), rl.EndHand(), rl.NextHand(), rl.LayOff(rl.parse_card("8C"), 0, 8, rl.parse_card("8S").suit),
    rl.SwapJoker(rl.parse_card("5S"), 0),
    lambda g: g.take("QH"), lambda g: g.meld("5S 6S"), lambda g: g.discard("2H"),
    lambda g: g.lay_off("8C", 0), lambda g: g.swap("5S", 3),
], ids=lambda a: getattr(a, "kind", "typed"))
def test_refused_in_draw_phase_changes_nothing(act):
    refuse(refusal_position(), act)


@pytest.mark.parametrize("act", [
    rl.DrawStock(), rl.TakeDiscard(rl.parse_card("2D")), rl.Discard(rl.parse_card("JK")),
    rl.Discard(rl.parse_card("AH")), rl.EndTurn(), rl.EndHand(), rl.NextHand(),
    rl.LayOff(rl.parse_card("8C"), 0, 8, rl.parse_card("8S").suit),
    rl.LayOff(rl.parse_card("8C"), 5, 8, rl.parse_card("8C").suit),
    rl.LayOff(rl.parse_card("8S"), 0, 8, rl.parse_card("8S").suit),
    rl.SwapJoker(rl.parse_card("5S"), 0),
    lambda g: g.meld("5S 6S 2H"), lambda g: g.meld("5S 6S JK"), lambda g: g.meld("5S QC KH"),
    lambda g: g.discard("4S"), lambda g: g.lay_off("JK", 0),
    lambda g: g.lay_off("4S", 0), lambda g: g.meld("JK 2H 5S", declare="3H"),
], ids=lambda a: getattr(a, "kind", "typed"))
def test_refused_after_a_deep_pick_changes_nothing(act):
    game = refusal_position()
    game.take("4S")
    refuse(game, act)


def test_refused_after_the_hand_changes_nothing():
    game = basic_out([0, 0])
    for act in (rl.DrawStock(), rl.EndTurn(), rl.Discard(rl.parse_card("KC"))):
        refuse(game, act, "hand is over")


def test_positions_are_validated():
    with pytest.raises(rl.RummyError, match="twice"):
        position(BASIC, ["5H 6H", "5H QC"])
    with pytest.raises(rl.RummyError, match="not in this variant's deck"):
        position(BASIC, ["5H JK", "9D QC"])
    with pytest.raises(rl.RummyError, match="Position"):
        rl.Game(BASIC, 2, seed=1, start={"hands": [codes("5H"), codes("6H")],
                                      "table": [{"owner": 0, "kind": "run",
                                                 "cards": [["5S", 5, "S", 0], ["6S", 6, "S", 0],
                                                           ["8S", 8, "S", 0]]}]})


def test_pool500_target_300_ends_the_game():
    game = position(rl.variant("pool500", target=300), ["QS KS AS 7H 7D 7C", "4C 5C", "JK 2H"],
                    stock="9D 8D", scores=[250, 0, 0])
    game.draw()
    game.meld("QS KS AS")
    game.meld("7H 7D 7C")
    game.discard("8D")
    assert game.scores == [336, -9, -17] and game.winners == [0] and game.over


# -- what a seat may see ------------------------------------------------------------------------------

def test_views_show_only_what_a_seat_may_see():
    game = position(R500, ["5S 6S 8C", "9D QC KH"], stock="3C 4C", discard="4S 9H KC 2D")
    mine, theirs = game.view(0), game.view(1)
    assert sorted(c.code for c in mine.hand) == sorted(codes("5S 6S 8C"))
    assert sorted(c.code for c in theirs.hand) == sorted(codes("9D QC KH"))
    assert mine.hand_sizes == (3, 3) and mine.stock_size == 2
    assert [c.code for c in mine.discard] == codes("4S 9H KC 2D")   # the pile is spread
    assert mine.legal and theirs.legal == () and not theirs.my_turn
    basic = position(BASIC, ["5S 6S 8C", "9D QC KH"], stock="3C 4C", discard="4S 9H KC 2D")
    view = basic.view(0)
    assert [c.code for c in view.discard] == ["2D"] and view.discard_size == 4
    with pytest.raises(rl.RummyError):
        basic.view(2)
