"""The kept listing (``legal_actions()`` remembers its answer until the state changes, and
``apply()`` skips the re-check of an action it listed) can never go stale: after any
sequence of actions and undos, the listing equals one computed from scratch, and an
action listed in an earlier state is checked again, never waved through."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rummy_lab import Game, RummyError, variant

CONFIGS = [("basic", 2), ("basic", 4), ("rummy500", 3), ("rummy500", 5), ("pool500", 2)]


def fresh_listing(game: Game) -> list:
    """The listing of ``game``'s state, rebuilt from its log (nothing kept)."""
    twin = Game.replay(game.rules, game.players, game.seed, game.history, game.first_dealer,
                       game.start)
    return twin.legal_actions()


@settings(max_examples=40, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(config=st.sampled_from(CONFIGS), seed=st.integers(0, 2**32 - 1),
       steps=st.integers(5, 120))
def test_kept_listing_equals_a_fresh_one_after_actions_and_undos(config, seed, steps):
    name, players = config
    rng = random.Random(seed)
    game = Game(variant(name), players, seed=seed)
    older: list = []  # actions listed in earlier states
    for _ in range(steps):
        if game.phase == "game_over":
            break
        listed = game.legal_actions()
        assert game.legal_actions() == listed  # asked twice: the kept answer
        assert listed == fresh_listing(game)
        for stale in rng.sample(older, min(3, len(older))):
            if game.check(stale) is not None:  # listed before, illegal now: refused
                before = game.to_json()
                try:
                    game.apply(stale)
                except RummyError:
                    assert game.to_json() == before
                else:
                    raise AssertionError(f"stale {stale!r} was applied unchecked")
        older += listed
        if game.history and rng.random() < 0.2:
            game.undo(rng.randint(1, min(3, len(game.history))))
            assert game.legal_actions() == fresh_listing(game)
        else:
            game.apply(rng.choice(listed))
