"""The meld solver against an independent brute force, crafted hands and worked examples."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations
from unittest.mock import patch

import pytest
from helpers.old_answers import DATA as OLD_ANSWERS
from helpers.old_answers import old_answer, recorded_hands
from helpers.solver_exactness import *  # noqa: F403  (collected here; test_fast_kernel too)
from helpers.solver_oracle import (
    BASIC,
    R500,
    RULES,
    TWO_DECKS,
    brute_key,
    brute_min_deadwood,
    check_arrangement,
    random_hands,
    table_and_hand,
)
from hypothesis import given, settings
from hypothesis import strategies as st

from rummy_lab.ai import lp_bound
from rummy_lab.ai.solver import HandSolver, best_arrangement, meld_candidates, min_deadwood
from rummy_lab.ai.solver import search as search_module
from rummy_lab.ai.solver.hand_solver import prepare
from rummy_lab.core.cards import Card, Suit, make_deck, parse_cards
from rummy_lab.core.errors import RummyError
from rummy_lab.core.melds import (
    TableMeld,
    hand_melds,
    meld_readings,
)

# -- an independent brute force -------------------------------------------------------------
# Every subset of the hand is asked to meld_readings; every partition into melds plus a
# leftover is tried; then every order of laying the leftover off, one card at a time, onto
# the table melds *and the new melds* (so it also checks that lay-offs onto one's own new
# melds never beat a bigger meld) is tried with layoff_options. Keys are (points, cards
# placed) with points = -deadwood or placed - deadwood, maximised.


# -- checking an answer ------------------------------------------------------------------------


# -- hypothesis strategies ------------------------------------------------------------------------


# -- (a) property tests against the brute force --------------------------------------------------

@random_hands(examples=250)
def test_matches_brute_force_with_table(name, data):
    rules = RULES[name]
    hand, table = data.draw(table_and_hand(rules, max_hand=7))
    arr = best_arrangement(hand, rules, table)
    assert check_arrangement(arr, hand, rules, table) == brute_key(hand, rules, table)


@random_hands(examples=100)
def test_candidates_are_every_meld(name, data):
    """meld_candidates lists each legal group once, up to interchangeable copies."""
    rules = RULES[name]
    hand, _ = data.draw(table_and_hand(rules, max_hand=8, max_table=0))
    got = Counter(_shape(c) for c in meld_candidates(hand, rules))
    want = {_shape(c) for c in _subsets(hand) if meld_readings(c, rules)}
    assert set(got) == want and max(got.values(), default=1) == 1


def _subsets(hand):
    """Every group of three or more cards of the hand, as a list."""
    return (list(c) for n in range(3, len(hand) + 1) for c in combinations(hand, n))


def _shape(cards):
    return tuple(sorted((c.rank, str(c.suit)) for c in cards))


def _reading_shape(reading):
    """A reading up to interchangeable copies and jokers."""
    return reading.kind, tuple(("JK" if p.is_joker else p.card.face, p.rank, p.suit)
                               for p in reading.placed)


@random_hands(examples=100)
def test_general_enumerator_is_every_meld(name, data):
    """melds.hand_melds (the one general enumerator) lists every reading of every group
    of the hand once, up to interchangeable copies: as asking meld_readings every subset."""
    rules = RULES[name]
    hand, _ = data.draw(table_and_hand(rules, max_hand=8, max_table=0))
    got = Counter(_reading_shape(r) for r in hand_melds(hand, rules))
    want = {_reading_shape(r) for c in _subsets(hand) for r in meld_readings(c, rules)}
    assert set(got) == want and max(got.values(), default=1) == 1


@random_hands(examples=100)
def test_solver_moves_are_the_general_enumerators_groups(name, data):
    """The solver's own move generation (a specialised fast path) finds exactly the groups
    of cards that the general enumerator reads as melds."""
    rules = RULES[name]
    hand, _ = data.draw(table_and_hand(rules, max_hand=10, max_table=0))
    solver = {_shape(c) for c in meld_candidates(hand, rules)}
    general = {_shape([p.card for p in r.placed]) for r in hand_melds(hand, rules)}
    assert solver == general


@random_hands(examples=60)
def test_pruned_moves_lose_nothing_on_bigger_hands(name, data):
    """The search leaves out moves that split into smaller moves of equal points (long
    runs, long chains): on 10-16 card hands it finds the same value as with every move."""
    rules = RULES[name]
    hand, table = data.draw(table_and_hand(rules, max_hand=16))
    for objective in ("deadwood", "net"):
        values = []
        for complete in (False, True):
            _, _, search = prepare(hand, rules, table, objective, complete)
            values.append(search.value(search.start()))
        assert values[0] == values[1]


# -- (b) crafted dense hands ------------------------------------------------------------------


def test_dense_two_deck_jokers_match_memoised_brute_force():
    rng = random.Random(11)
    pool = [c for c in make_deck(2, 2) if c.is_joker or c.rank <= 5]
    for _ in range(6):
        hand = rng.sample(pool, 12)
        assert min_deadwood(hand, TWO_DECKS) == brute_min_deadwood(hand, TWO_DECKS)


def test_long_runs_are_shown_whole():
    # The search cuts long runs into short ones; the answer joins them back.
    hand = parse_cards("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS")
    arr = best_arrangement(hand, R500)
    assert [len(m.placed) for m in arr.melds] == [13] and arr.score == 99
    hand = parse_cards("2H 3H 5H 6H 8H 9H JK JK.1 KC")
    arr = best_arrangement(hand, R500)
    check_arrangement(arr, hand, R500)
    assert len(arr.melds) == 1 and arr.left == (hand[-1],)


def test_a_to_six_two_suits_plus_stragglers():
    # A-6♠ A-6♥ (12 cards) + 9♦ + K♣: the twelve make two runs (or runs and sets);
    # only 9 + 10 remain, and no other split places more (9♦ and K♣ fit nothing).
    hand = parse_cards("AS 2S 3S 4S 5S 6S AH 2H 3H 4H 5H 6H 9D KC")
    assert min_deadwood(hand, BASIC) == 19 == brute_min_deadwood(hand, BASIC)


def test_dense_two_deck_hand_with_jokers_matches_memoised_brute_force():
    # Both copies of A-4♠, one of A-4♥, two jokers: 14 cards. Everything can be placed
    # (A-4♠ twice, A-4♥, the jokers extending runs), so net = placed value = 122.
    cards = [c for c in make_deck(2, 2) if c.is_joker or (c.rank <= 4 and c.suit in "SH")]
    hand = [c for c in cards if c.is_joker or c.suit == Suit.SPADES or c.copy == 0]
    arr = best_arrangement(hand, TWO_DECKS)
    check_arrangement(arr, hand, TWO_DECKS)
    assert arr.score == 2 * (15 + 2 + 3 + 4) + (15 + 2 + 3 + 4) + 2 * 25
    assert min_deadwood(hand, TWO_DECKS) == brute_min_deadwood(hand, TWO_DECKS) == 0


# -- (c) worked examples --------------------------------------------------------------------

@pytest.mark.parametrize("text,value", [("7S 7H 7D", 21), ("AS 2S 3S", 20), ("QD KD AD", 35),
                                        ("9C JK JC", 44)])
def test_rummy500_meld_values(text, value):
    arr = best_arrangement(parse_cards(text), R500)
    assert (arr.placed_value, arr.deadwood, arr.score, len(arr.melds)) == (value, 0, value, 1)


def test_basic_splits_a_four_card_set_to_make_a_run():
    # Four 7s and 5♥ 6♥: keeping the 7s together leaves 5+6 = 11; taking 7♥ into
    # 5♥ 6♥ 7♥ leaves nothing (7♠ 7♦ 7♣ is still a set).
    hand = parse_cards("7S 7H 7D 7C 5H 6H")
    arr = best_arrangement(hand, BASIC)
    assert arr.deadwood == 0 and sorted(m.kind for m in arr.melds) == ["run", "set"]
    assert min_deadwood(hand, BASIC) == 0


def test_basic_example_hand_scores_thirty():
    hand = parse_cards("KC QD 9S AC")
    assert min_deadwood(hand, BASIC) == 30 == best_arrangement(hand, BASIC).deadwood


def _table(text, rules, meld_id, kind):
    reading = next(r for r in meld_readings(list(parse_cards(text)), rules) if r.kind == kind)
    return TableMeld(meld_id, kind, 1, reading.placed)


def test_layoffs_chain_at_both_ends_of_a_run():
    table = [_table("5C 6C 7C", BASIC, 1, "run")]
    arr = best_arrangement(parse_cards("8C 9C 4C 3C KD"), BASIC, table)
    assert arr.deadwood == 10 and len(arr.layoffs) == 4
    check_arrangement(arr, parse_cards("8C 9C 4C 3C KD"), BASIC, table)


def test_layoff_onto_a_set_when_it_helps():
    table = [_table("QS QH QD", BASIC, 1, "set")]
    hand = parse_cards("QC 2D")
    arr = best_arrangement(hand, BASIC, table)
    assert arr.deadwood == 2 and [c for c, _ in arr.layoffs] == [hand[0]]


def test_joker_lays_off_to_bridge_a_chain():
    # rummy500: run 5♣6♣7♣ on the table, hand 9♣ Jk: the joker stands for 8♣, then 9♣.
    table = [_table("5C 6C 7C", R500, 1, "run")]
    hand = parse_cards("9C JK")
    arr = best_arrangement(hand, R500, table)
    assert arr.score == 9 + 25 and [o.rank for _, o in arr.layoffs] == [8, 9]


def test_full_set_takes_no_layoff_and_distinct_suits_hold():
    table = [_table("7S 7H 7D", R500, 1, "set"), _table("8S 8H 8D 8C", R500, 2, "set")]
    hand = parse_cards("7S.1 8C.1")
    arr = best_arrangement(hand, TWO_DECKS, table)
    assert arr.layoffs == () and arr.deadwood == 15


def test_worked_scoring_example_rummy500():
    # docs/rules.md: P1 out with 7♠7♥7♦ + 4♣5♣6♣7♣ + lay-off 8♣ (on a table run 9-J♣) → +51.
    table = [_table("9C 10C JC", R500, 5, "run")]
    hand = parse_cards("7S 7H 7D 4C 5C 6C 7C 8C")
    arr = best_arrangement(hand, R500, table)
    assert arr.score == 51 and arr.deadwood == 0


def test_ace_never_turns_the_corner():
    assert min_deadwood(parse_cards("KS AS 2S"), R500) == 27
    assert min_deadwood(parse_cards("QS KS AS"), BASIC) == 21
    assert min_deadwood(parse_cards("QS KS AS"), R500) == 0


def test_joker_needs_two_naturals_in_rummy500():
    arr = best_arrangement(parse_cards("7S JK JK.1"), R500)
    assert arr.melds == () and arr.score == -(7 + 25 + 25)


def test_bad_inputs():
    card = Card(7, Suit.HEARTS)
    with pytest.raises(RummyError):
        best_arrangement([card, card], BASIC)
    with pytest.raises(RummyError):
        best_arrangement([card], BASIC, objective="most")


def test_lone_joker_lays_off_onto_the_table():
    # rummy500: a joker alone may be laid off (min_natural_cards limits new melds only).
    table = [_table("5C 6C 7C", R500, 1, "run"), _table("KS KH KD KC", R500, 2, "set")]
    arr = best_arrangement(parse_cards("JK 2D"), R500, table)
    assert arr.score == 25 - 2 and arr.layoffs[0][1].meld_id == 1


def test_chain_of_one_natural_and_two_jokers():
    # A♣2♣3♣ can only grow upwards: 4♣ then both jokers (5♣, 6♣). The three could not be
    # a new meld (one natural), so the whole chain must be laid off.
    table = [_table("AC 2C 3C", R500, 1, "run")]
    hand = parse_cards("4C JK JK.1")
    arr = best_arrangement(hand, R500, table)
    assert arr.score == 4 + 25 + 25 and [o.rank for _, o in arr.layoffs] == [4, 5, 6]


# -- (d) the LP bound, the fast path and large hands ------------------------------------------

HILL = ("JK JK.1 JK.2 JK.3 AS.1 AH AH.1 AD AC.1 2S.1 2H 2H.1 2D 2D.1 2C 2C.1 3S 3H 3H.1 3C "
        "3C.1 4S 4S.1 4H 4H.1 4D 4D.1 4C.1 5S 5S.1 5H.1 5D 5C 6S 6H 6H.1 6C 7S.1 7C 7C.1")


@random_hands(examples=120)
def test_lp_bound_on_small_hands_matches_brute_force(name, data):
    """With LP prices on every hand (the threshold lowered to one card), small hands with
    table melds, jokers and two decks still get the brute force's answer."""
    rules = RULES[name]
    hand, table = data.draw(table_and_hand(rules, max_hand=7))
    with patch.object(search_module, "LP_CARDS", 1):
        arr = HandSolver(hand, rules, table).arrangement(hand)
    assert check_arrangement(arr, hand, rules, table) == brute_key(hand, rules, table)


@st.composite
def large_hand(draw):
    """30-40 cards from two decks and up to four jokers (a Rummy 500 table)."""
    deck = make_deck(2, 4)
    jokers = draw(st.integers(0, 4))
    naturals = draw(st.integers(26, 36))
    cards = [c for c in deck if not c.is_joker]
    return [c for c in deck if c.is_joker][:jokers] + draw(
        st.lists(st.sampled_from(cards), min_size=naturals, max_size=naturals, unique=True))


# 30-40 cards of two decks and up to four jokers, with the old exact solver's answers
LARGE = [(hand, objective) for objective in ("deadwood", "net")
         for hand in recorded_hands("two_decks", objective)]


@pytest.mark.parametrize("case", range(len(LARGE)))
def test_large_hands_match_the_old_solver(case):
    hand, objective = LARGE[case]
    arr = best_arrangement(hand, TWO_DECKS, objective=objective)
    assert arr.proven
    assert check_arrangement(arr, hand, TWO_DECKS) == old_answer(hand, TWO_DECKS, "two_decks",
                                                                  objective)


@settings(max_examples=25, deadline=None)
@given(large_hand(), st.data())
def test_lp_prices_bound_every_move_and_every_part(hand, data):
    """Every move costs at least its gain in LP prices, so the priced bound of any part of
    the hand is at least that part's exact value."""
    with patch.object(search_module, "LP_CARDS", 1):
        _, moves, search = prepare(hand, TWO_DECKS, (), "net")
        solver = HandSolver(hand, TWO_DECKS)
        search.prepare()  # the LP prices are computed when first needed
        solver.search.prepare()
    assert search.prices is not None
    assert all(search.price(m) >= m.gain for m in moves)
    part = data.draw(st.lists(st.sampled_from(hand), unique=True, max_size=len(hand)))
    state = solver.state(part)
    assert solver.search.priced(state) >= solver.search.value(state)


def test_hill_climbed_hand_of_issue_ten():
    hand = parse_cards(HILL)
    arr = best_arrangement(hand, TWO_DECKS)
    # 302: the old solver's answer too (benchmarks/results/hint_latency.txt)
    assert arr.proven and check_arrangement(arr, hand, TWO_DECKS)[0] == 302


@random_hands(examples=60)
def test_turns_of_both_branching_directions_stay_exact(name, data):
    """With turns of a single node, the search keeps switching between branching on the
    lowest and on the highest face (sharing its memo): still the brute force's answer."""
    rules = RULES[name]
    hand, table = data.draw(table_and_hand(rules, max_hand=7))
    with patch.object(search_module, "FIRST_TURN", 1), \
            patch.object(search_module, "LP_CARDS", data.draw(st.sampled_from([1, 18]))):
        arr = HandSolver(hand, rules, table).arrangement(hand)
    assert check_arrangement(arr, hand, rules, table) == brute_key(hand, rules, table)


def test_the_recorded_old_answers_agree_with_the_brute_force_where_it_can_search():
    small = [e for e in OLD_ANSWERS["answers"] if e.get("brute_force")]
    assert len(small) >= 30
    for e in small:
        hand = list(parse_cards(e["hand"]))
        assert brute_key(hand, RULES[e["rules"]]) == (e["score"], e["placed"]), e["hand"]


@pytest.mark.parametrize("case", range(0, len(LARGE), 3))
def test_turns_on_large_hands_match_the_old_solver(case):
    hand, objective = LARGE[case]
    with patch.object(search_module, "FIRST_TURN", 3):
        arr = best_arrangement(hand, TWO_DECKS, objective=objective)
    assert arr.proven
    assert check_arrangement(arr, hand, TWO_DECKS) == old_answer(hand, TWO_DECKS, "two_decks",
                                                                  objective)


@settings(max_examples=25, deadline=None)
@given(large_hand(), st.sampled_from(["deadwood", "net"]))
def test_lp_is_solved_to_optimality(hand, objective):
    """The simplex stops at an optimum: its packing is feasible and worth what its prices
    charge for the whole hand (strong duality), so the bound is as tight as the LP's."""
    columns, caps, gains = [], [], []
    with patch.object(lp_bound, "dual_prices", lambda c, k, g, over=None: (
            columns.extend(c), caps.extend(k), gains.extend(g), None)[-1]):
        with patch.object(search_module, "LP_CARDS", 1):
            prepare(hand, TWO_DECKS, (), objective)[2].prepare()
    duals, packing = lp_bound._float_lp(columns, caps, gains)
    used = [0.0] * len(caps)
    for column, x in zip(columns, packing):
        assert x >= -1e-7
        for row, times in column:
            used[row] += times * x
    assert all(u <= cap + 1e-6 for u, cap in zip(used, caps))
    primal = sum(g * x for g, x in zip(gains, packing))
    assert columns and primal > 0
    dual = sum(y * cap for y, cap in zip(duals, caps))
    assert dual == pytest.approx(primal, rel=1e-9, abs=1e-6)


def test_min_deadwood_of_a_whole_deck_is_quick_and_exact():
    """A one-deck hand larger than the fast path's size goes to the general search (the
    cover kernel alone ran for minutes on 52 cards): answered within seconds, exact."""
    import threading

    deck = make_deck(1, 0)
    hand = random.Random(30).sample(deck, 30)
    got: list[int] = []
    worker = threading.Thread(target=lambda: got.extend(
        [min_deadwood(deck, BASIC), min_deadwood(hand, BASIC)]), daemon=True)
    worker.start()
    worker.join(timeout=20)
    assert not worker.is_alive(), "min_deadwood of 52 cards still running after 20 s"
    assert got == [0, best_arrangement(hand, BASIC).deadwood]
