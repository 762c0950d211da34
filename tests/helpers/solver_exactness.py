"""Exactness tests of the solver, collected by test_solver.py and again by
test_fast_kernel.py under each kernel of the one-deck fast path."""

from __future__ import annotations

import random
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from helpers.solver_oracle import (
    BASIC,
    POOL,
    R500,
    RULES,
    brute_key,
    brute_min_deadwood,
    check_arrangement,
    random_hands,
    table_and_hand,
)
from rummy_lab.ai.solver import HandSolver, best_arrangement, min_deadwood
from rummy_lab.ai.solver.fast import fast_min_deadwood
from rummy_lab.core.cards import Card, make_deck
from rummy_lab.core.melds import (
    hand_melds,
)

# what `from helpers.solver_exactness import *` collects in a test module
__all__ = [
    "test_all_of_a_to_six_melds_completely",
    "test_dense_low_six_hands_match_brute_force",
    "test_fast_path_arrangement_matches_the_general_search",
    "test_fast_path_matches_generic_on_ten_cards",
    "test_fast_path_matches_the_general_enumerator",
    "test_matches_brute_force_no_table",
]


@random_hands(examples=250)
def test_matches_brute_force_no_table(name, data):
    rules = RULES[name]
    hand, _ = data.draw(table_and_hand(rules, max_hand=9, max_table=0))
    for objective in ("deadwood", "net"):
        arr = best_arrangement(hand, rules, objective=objective)
        key = brute_key(hand, rules, net=objective == "net", own_layoffs=len(hand) <= 7)
        assert check_arrangement(arr, hand, rules) == key
    assert min_deadwood(hand, rules) == best_arrangement(hand, rules, objective="deadwood").deadwood


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(make_deck()), min_size=10, max_size=10, unique=True),
       st.sampled_from(["basic", "rummy500", "pool500"]))
def test_fast_path_matches_the_general_enumerator(hand, name):
    """min_deadwood's 52-bit fast path (one deck, no jokers) against the general one."""
    rules = RULES[name]
    assert fast_min_deadwood(hand, rules) == general_min_deadwood(hand, rules)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(make_deck()), min_size=10, max_size=10, unique=True))
def test_fast_path_matches_generic_on_ten_cards(hand):
    assert min_deadwood(hand, BASIC) == best_arrangement(hand, BASIC).deadwood
    assert min_deadwood(hand, R500) == best_arrangement(hand, R500, objective="deadwood").deadwood


def test_dense_low_six_hands_match_brute_force():
    rng = random.Random(7)
    for _ in range(25):
        hand = rng.sample(LOW_SIX, rng.choice((10, 11, 12)))
        for rules in (BASIC, R500):
            assert min_deadwood(hand, rules) == brute_min_deadwood(hand, rules)


def test_all_of_a_to_six_melds_completely():
    # 24 cards A-6 of four suits: six sets of four, so nothing is left, and under
    # rummy500 every card is placed: 4 * (15 + 2 + 3 + 4 + 5 + 6) = 140.
    assert min_deadwood(LOW_SIX, BASIC) == 0
    assert best_arrangement(LOW_SIX, R500).score == 140
    # pool500 counts an ace in A-2-3 as 1 but 15 in a set, so the aces go in a set.
    arr = best_arrangement(LOW_SIX, POOL)
    assert arr.score == 140 and any(m.kind == "set" and m.placed[0].rank == 1 for m in arr.melds)


@pytest.mark.parametrize("name", ["basic", "rummy500", "pool500"])
@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_fast_path_arrangement_matches_the_general_search(name, data):
    """best_arrangement's 52-bit path (one deck, no jokers, no table) answers as the
    general search does, and shows touching runs as one run."""
    rules = RULES[name]
    hand = data.draw(st.lists(st.sampled_from([c for c in make_deck() if not c.is_joker]),
                              min_size=3, max_size=20, unique=True))
    for objective in ("deadwood", "net"):
        fast = best_arrangement(hand, rules, objective=objective)
        slow = HandSolver(hand, rules, objective=objective).arrangement(hand)
        assert check_arrangement(fast, hand, rules) == (slow.score, slow.placed_count)
        runs = [(m.placed[0].suit, m.placed[0].rank, m.placed[-1].rank) for m in fast.melds
                if m.kind == "run"]
        assert not any(s1 == s2 and hi + 1 == lo for s1, _, hi in runs for s2, lo, _ in runs)


def general_min_deadwood(hand, rules):
    """Min deadwood by covering the hand with the general enumerator's melds."""
    melds = [frozenset(p.card for p in r.placed) for r in hand_melds(hand, rules)]

    @cache
    def best(rest):
        if not rest:
            return 0
        first = min(rest, key=Card.sort_key)
        value = rules.card_value(first) + best(rest - {first})
        for meld in melds:
            if first in meld and meld <= rest:
                value = min(value, best(rest - meld))
        return value

    return best(frozenset(hand))


LOW_SIX = [c for c in make_deck() if c.rank <= 6]
