"""Deep-pile picks judged by a threshold (issue 28): ``HandSolver.reaches`` says whether a
hand's best arrangement reaches a gain without its exact value, and ``pick_scores`` with
``wanted`` leaves out the depths that cannot come before the first wanted pick. Both must
leave every answer as it was: reaches == (exact gain >= threshold), and the bots' picks
with the threshold == their picks from every depth's exact score (fresh positions each
run; DEEP_SEED=... replays one)."""

from __future__ import annotations

import random

from helpers.deep_positions import deep_positions, fresh_seed

from rummy_lab.ai import strategy
from rummy_lab.ai.bots import HardBot, MediumBot
from rummy_lab.ai.solver import HandSolver, Limit
from rummy_lab.core.cards import make_deck

POSITIONS = 40


def test_reaches_is_the_exact_gain_compared_with_the_threshold():
    """Around the exact gain (one below, at, one above, and a few further off), for the
    hands of deep piles with their tables and for dense two-deck hands without one."""
    seed = fresh_seed()
    rng = random.Random(seed)
    cases = []
    for game in deep_positions(seed, 8):
        hand, pile = list(game.hands[game.current]), list(game.discard_pile)
        depth = rng.randrange(1, len(pile))
        cases.append((hand + pile[-depth:], game.rules, list(game.hand.table)))
    deck = make_deck(2, 4)
    rules = cases[0][1]
    cases += [(rng.sample(deck, rng.randrange(20, 45)), rules, []) for _ in range(6)]
    checked = 0
    for cards, rules, table in cases:
        exact = HandSolver(cards, rules, table).outcome(cards).gain
        for delta in (-1, 0, 1, -257, 256, 2048):
            fresh = HandSolver(cards, rules, table)  # no memo from the exact search
            assert fresh.reaches(cards, exact + delta) == (delta <= 0), (seed, delta)
            checked += 1
        cut = HandSolver(cards, rules, table).reaches(cards, exact, Limit(nodes=0))
        assert cut in (True, None), (seed, cut)  # out of nodes: True only if greedy shows it
    assert checked == 6 * len(cases)


def test_threshold_picks_are_the_picks_of_every_depth_scored():
    """The hard and medium bots, unlimited: taking the first wanted pick with the
    threshold gives the pick that scoring every depth exactly gives."""
    seed = fresh_seed()
    plain = strategy.pick_scores

    def every_depth(*args, wanted=None, **kwargs):
        return plain(*args, **kwargs)
    compared = 0
    for game in deep_positions(seed, POSITIONS):
        for level in (HardBot, MediumBot):
            strategy._recent.__dict__.clear()
            strategy.pick_scores = every_depth
            try:
                scored = level(seed=0, nodes=None).choose(game, game.current)
            finally:
                strategy.pick_scores = plain
            strategy._recent.__dict__.clear()
            assert level(seed=0, nodes=None).choose(game, game.current) == scored, seed
            compared += 1
    assert compared == 2 * POSITIONS


def test_every_scored_depth_is_its_exact_score_and_a_useless_card_scores_minus_inf():
    """Each depth ``pick_scores`` scores (without ``wanted``) against separate exact
    solves: its score is the exact gain over the hand, or -inf exactly when the picked
    card adds nothing to the cards above it (the threshold asks that, not a solve)."""
    seed = fresh_seed()
    checked = useless = 0
    for game in deep_positions(seed, 10):
        hand, pile = list(game.hands[game.current]), list(game.discard_pile)
        table, rules = list(game.hand.table), game.rules
        strategy._recent.__dict__.clear()
        picks = strategy.pick_scores(hand, pile, table, rules, deep=True)

        def exact(cards, rules=rules, table=table):
            return HandSolver(cards, rules, table).outcome(cards)
        base = exact(hand).score
        for ins in picks:
            depth = len(pile) - pile.index(ins.action.card)
            got, above = exact(hand + pile[-depth:]), exact(hand + pile[-depth + 1:])
            if got.gain == above.gain:
                assert ins.score == float("-inf"), (seed, depth)
                useless += 1
            else:
                assert ins.score == got.score - base, (seed, depth)
            checked += 1
    assert checked >= 10, (seed, checked, useless)
