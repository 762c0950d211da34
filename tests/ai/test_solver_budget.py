"""The time-bounded solver: shared searches stay exact (brute force on small hands, the old
solver on large ones), pile depths and discards are scored as one search per hand would
score them, and an answer cut short by the clock is legal and says so."""

from __future__ import annotations

import random
import time
from collections import Counter

import pytest
from helpers.old_answers import old_answer
from helpers.solver_oracle import RULES, TWO_DECKS, brute_key, check_arrangement, table_and_hand
from hypothesis import given, settings
from hypothesis import strategies as st

from rummy_lab import Game, variant
from rummy_lab.ai import lp_bound
from rummy_lab.ai.bots import HardBot, MediumBot
from rummy_lab.ai.hints import hint
from rummy_lab.ai.solver import HandSolver, Limit, best_arrangement
from rummy_lab.ai.strategy import Budget, discard_scores, evaluate, pick_scores
from rummy_lab.core.cards import make_deck, parse_cards
from rummy_lab.core.views import bot_view

R500 = variant("rummy500")
HILL = parse_cards("JK JK.1 JK.2 JK.3 AS.1 AH AH.1 AD AC.1 2S.1 2H 2H.1 2D 2D.1 2C 2C.1 3S 3H "
                   "3H.1 3C 3C.1 4S 4S.1 4H 4H.1 4D 4D.1 4C.1 5S 5S.1 5H.1 5D 5C 6S 6H 6H.1 "
                   "6C 7S.1 7C 7C.1")


def _old(cards, rules):
    """The old exact solver's recorded (score, cards placed) for ``cards``."""
    return old_answer(cards, rules, next(k for k, v in RULES.items() if v == rules))


# -- one search for many hands, against the brute force ----------------------------------

@pytest.mark.parametrize("name", sorted(RULES))
@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_parts_of_one_search_match_brute_force(name, data):
    """HandSolver answers for every hand less one card, and for every prefix, as the
    brute force does, in any order (the memo is shared between them)."""
    rules = RULES[name]
    hand, table = data.draw(table_and_hand(rules, max_hand=8))
    solver = HandSolver(hand, rules, table)
    parts = [hand[:k] for k in range(len(hand), 0, -1)]
    parts += [[c for c in hand if c is not card] for card in hand]
    for part in data.draw(st.permutations(parts)):
        arr = solver.arrangement(part)
        assert arr.proven
        assert check_arrangement(arr, part, rules, table) == brute_key(part, rules, table)
        out = solver.outcome(part)
        assert out.score == arr.score
        assert Counter(out.left) - Counter(part) == Counter()


# -- large hands, against the old solver ---------------------------------------------------

def _random_large_hands():
    rng = random.Random(10)
    deck = make_deck(2, 4)
    jokers = [c for c in deck if c.is_joker]
    naturals = [c for c in deck if not c.is_joker]
    hands = [(TWO_DECKS, jokers + rng.sample(naturals, 36)) for _ in range(6)]
    one_deck = make_deck(1, 2)
    hands += [(R500, rng.sample(one_deck, 30)) for _ in range(4)]
    hands += [(RULES["basic_two_decks"], rng.sample(make_deck(2, 0), 30)) for _ in range(3)]
    return hands


@pytest.mark.parametrize("case", range(len(_random_large_hands())))
def test_large_hands_match_old_solver(case):
    rules, hand = _random_large_hands()[case]
    arr = best_arrangement(hand, rules)
    assert arr.proven
    assert check_arrangement(arr, hand, rules) == _old(hand, rules)


def test_pile_depths_and_discards_match_old_solver():
    """Without a budget, every depth's gain and every discard's score is what separate
    exact solves (the old solver) give; depths skipped by the bound could not win."""
    rng = random.Random(3)
    deck = make_deck(1, 2)
    for _ in range(3):
        cards = rng.sample(deck, 26)
        hand, pile = cards[:9], cards[9:]
        base = _old(hand, R500)[0]
        picks = {ins.action.card: ins for ins in pick_scores(hand, pile, (), R500, deep=True)}
        best = max((i.score for i in picks.values()), default=0.0)
        for depth in range(len(pile)):
            card = pile[len(pile) - 1 - depth]
            cards_after = hand + pile[len(pile) - 1 - depth:]
            after, _ = _old(cards_after, R500)
            if card in picks and picks[card].score != float("-inf"):
                assert picks[card].score == after - base
            elif card not in picks:  # skipped: could not beat the best depth
                assert after - base <= max(best, 0)
        for ins in discard_scores(hand, (), R500):
            rest = [c for c in hand if c != ins.action.card]
            assert ins.score == _old(rest, R500)[0]


# -- out of time ----------------------------------------------------------------------------

def test_out_of_time_answer_is_legal_and_flagged():
    past = time.perf_counter() - 1.0
    rules, hand = _random_large_hands()[0]  # (the greedy answer to HILL is proven best)
    arr = best_arrangement(hand, rules, limit=Limit(deadline=past))
    assert not arr.proven
    score, _ = check_arrangement(arr, hand, rules)
    assert score <= _old(hand, rules)[0]
    budget = Budget(nodes=0)
    quick = evaluate(hand, rules, (), budget)
    assert not budget.proven and not quick.proven
    assert check_arrangement(quick, hand, rules)[0] <= _old(hand, rules)[0]
    nodes = Limit(nodes=600)
    rules, hand = _random_large_hands()[5]  # one that needs more than 600 nodes
    arr = best_arrangement(hand, rules, limit=nodes)
    assert not arr.proven and 600 <= nodes.used < 600 + 512 + 512


def _positions(seed: int, n: int = 2):
    """Positions of a Rummy 500 game (bots play it), the seat to move at each."""
    game = Game(R500, n, seed=seed)
    bot = MediumBot(seed=seed, nodes=None)
    while game.phase in ("draw", "play"):
        yield game
        game.apply(bot.choose(game, game.current))


def test_hint_says_when_not_proven():
    for game in _positions(5):
        quick = hint(game, nodes=(0, 0))
        if not quick.proven:
            break
    else:
        raise AssertionError("every hint was proven with no time at all")
    full = hint(game, nodes=(None, None))
    assert full.proven and "a better one may exist" not in full.why
    assert "a better one may exist" in quick.why
    assert "vielleicht einen besseren" in quick.why.render("de")


@pytest.mark.parametrize("bot", [HardBot(seed=1, nodes=0), MediumBot(seed=1, nodes=0)])
def test_bots_without_time_still_play_legally(bot):
    seen_unproven = False
    for game in _positions(8, 3):
        view = bot_view(game, game.current)
        action = bot.decide(view)
        assert view.can(action)
        seen_unproven |= not bot.last_proven
    assert seen_unproven


def test_lp_prices_give_way_to_the_deadline(monkeypatch):
    """The LP prices (the slow part of setting up a big hand) look at the clock: once it
    is up, the answer is the legal greedy one, flagged, and the prices are computed
    later, when a call has the time (fake clock: the LP's first look finds time up)."""
    lp_bound.warm_up()
    rules, hand = _random_large_hands()[5]  # greedy is not proven best: the LP is needed
    solver = HandSolver(hand, rules)
    looks = []
    limit = Limit(deadline=time.perf_counter() + 3600)
    monkeypatch.setattr(limit, "late", lambda: looks.append(1) or len(looks) > 1)
    arr = solver.arrangement(hand, limit)
    assert len(looks) == 2  # once before the LP, once inside it
    assert solver.search.prices is None and not arr.proven
    assert check_arrangement(arr, hand, rules)[0] <= _old(hand, rules)[0]
    full = solver.arrangement(hand)
    assert full.proven and solver.search.prices is not None
    assert check_arrangement(full, hand, rules)[0] == _old(hand, rules)[0]


def test_no_numpy_import_inside_a_timed_answer(monkeypatch):
    """With a deadline, a hand needing the LP does not import numpy (0.1 s) on the way:
    the answer is the greedy one, flagged, until numpy is loaded."""
    rules, hand = _random_large_hands()[5]
    solver = HandSolver(hand, rules)
    monkeypatch.setattr(lp_bound, "warm", lambda: False)
    arr = solver.arrangement(hand, Limit(deadline=time.perf_counter() + 3600))
    assert not arr.proven and solver.search.prices is None
    assert check_arrangement(arr, hand, rules)[0] <= _old(hand, rules)[0]
    assert solver.arrangement(hand).proven  # no deadline: numpy is imported if need be
