"""The review of a careless learner (a random legal move each time) in every variant, with
one and two decks: no error, a reason in English and German for each costly decision, and
one exact solver shared by all the stock cards of a draw."""

import pytest
from helpers.review import careless_game

from rummy_lab.ai import strategy
from rummy_lab.practice import review
from rummy_lab.practice.review_items import severity


@pytest.mark.parametrize("name,players", [("basic", 4), ("rummy500", 5), ("pool500", 2)])
def test_a_careless_learner_is_reviewed_in_every_variant(name, players):
    g = careless_game(name, players, seed=2)
    r = review(g, 0)
    assert r.items and r.costly()
    for item in r.items:
        assert item.severity == severity(item.cost)
        assert item.why_text and item.why.render("de") and item.why.render("de") != item.why_text


def test_the_stock_cards_of_a_draw_share_one_solver(monkeypatch):
    built = []

    class Counting(strategy.HandSolver):
        def __init__(self, *args, **kw):
            built.append(1)
            super().__init__(*args, **kw)

    g = careless_game("pool500", 2, seed=0)  # two decks: two copies of every unseen face
    draws = sum(1 for s, a in zip(g.actors, g.history) if s == 0 and a.kind in ("draw", "take"))
    monkeypatch.setattr(strategy, "HandSolver", Counting)
    review(g, 0)
    assert draws >= 5 and len(built) <= 12 * draws, (len(built), draws)
