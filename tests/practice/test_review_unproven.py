"""A review gives no verdict it has not proven: a decision whose values the exact search
did not finish within the node budget is judged again with DEEPER times the nodes, and
one still unproven is "not graded" (no cost, no better move, no exercise), in English
and German; every proven verdict equals the one of a review with the full budget."""

import pytest
from helpers.deep_positions import big_hand_positions
from helpers.review import careless_game

from rummy_lab.practice import review, review_follow
from rummy_lab.practice.review_values import DEEPER, REVIEW_NODES


def verdict(item):
    return item.index, item.severity, item.cost, item.better, item.issue, item.why.key


@pytest.fixture(scope="module", params=[("basic", 4), ("rummy500", 5), ("pool500", 2)],
                ids=lambda p: p[0])
def game_and_full(request):
    game = careless_game(*request.param, seed=2)
    full = review(game, 0)
    assert all(i.proven for i in full.items)  # the default budget proves these games
    return game, full


def test_an_unproven_decision_gets_no_verdict(game_and_full):
    game, full = game_and_full
    starved = review(game, 0, nodes=1)  # judged again with DEEPER nodes: still too few
    unproven = [i for i in starved.items if not i.proven]
    assert unproven and len(starved.items) == len(full.items)
    for item in unproven:
        assert (item.severity, item.cost, item.better, item.issue, item.options) == \
            ("fine", 0.0, None, "unproven", ())
        assert item.why.key == "review_why_unproven" and str(DEEPER) in item.why_text
        assert item.why.render("de").startswith("Nicht bewertet")
    assert {i.index for i in starved.costly()}.isdisjoint(i.index for i in unproven)
    assert all(e["rule"] != "review_why_unproven" for e in starved.exercises(99))
    for mine, theirs in zip(starved.items, full.items):  # a proven verdict is the full one
        if mine.proven:
            assert verdict(mine) == verdict(theirs)
    assert any(i.severity != "fine" for i in full.items if i.index in
               {u.index for u in unproven})  # (a verdict was withheld, not just "fine")


def test_a_decision_unproven_at_first_is_judged_again_deeper(game_and_full, monkeypatch):
    game, full = game_and_full
    assert 40 * DEEPER <= REVIEW_NODES
    again = review(game, 0, nodes=40)  # proven within 40 * DEEPER nodes
    assert [verdict(i) for i in again.items] == [verdict(i) for i in full.items]
    assert all(i.proven for i in again.items)
    monkeypatch.setattr(review_follow, "DEEPER", 1)  # (without the second look: unproven)
    assert any(not i.proven for i in review(game, 0, nodes=40).items)


def test_a_learner_who_took_a_big_pile_gets_the_exact_verdicts(monkeypatch):
    """Seed 101: a 5-6 player Rummy 500 game where the learner took a 55+ card pile. Its
    review within the default budget gives the verdicts of a review with 10x the nodes;
    within 2,500 nodes and no second look some are unproven (the review before, with that
    budget, called a fine take of 3♠ a 58-point blunder there)."""
    game = next(big_hand_positions(101, 1, 55))
    seat = game.current
    exact = review(game, seat, nodes=10 * REVIEW_NODES)
    assert all(i.proven for i in exact.items) and exact.costly()
    mine = review(game, seat)
    assert [verdict(i) for i in mine.items] == [verdict(i) for i in exact.items]
    monkeypatch.setattr(review_follow, "DEEPER", 1)
    assert any(not i.proven for i in review(game, seat, nodes=2500).items)
