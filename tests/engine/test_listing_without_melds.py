"""``legal_actions(melds=False)`` — what the play table lists to draw its buttons and
lay-off targets — is exactly the full listing less its new melds, whichever is asked
first, and the table state of a big hand is drawn without enumerating its melds."""

from __future__ import annotations

import random

from helpers.issue_cases import issue_case, learner_move
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rummy_lab import Game, variant
from rummy_lab.core.actions import TakeDiscard
from rummy_lab.ui.state import table_state

CONFIGS = [("basic", 2), ("basic", 4), ("rummy500", 3), ("rummy500", 5), ("pool500", 2)]


def no_melds(actions: list) -> list:
    return [a for a in actions if a.kind != "meld"]


@settings(max_examples=40, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(config=st.sampled_from(CONFIGS), seed=st.integers(0, 2**32 - 1),
       steps=st.integers(5, 150), partial_first=st.booleans())
def test_the_partial_listing_is_the_full_one_less_melds(config, seed, steps, partial_first):
    name, players = config
    rng = random.Random(seed)
    game = Game(variant(name), players, seed=seed)
    for _ in range(steps):
        if game.phase == "game_over":
            break
        if partial_first:
            partial = game.legal_actions(melds=False)
            full = game.legal_actions()
        else:
            full = game.legal_actions()
            partial = game.legal_actions(melds=False)
        assert partial == no_melds(full)
        game.apply(rng.choice(full))


def test_a_big_hand_is_drawn_without_listing_its_melds():
    game = issue_case()  # 5-player Rummy 500, a 65-card pile
    seat = game.current
    game.apply(TakeDiscard(game.discard_pile[0]))  # the whole pile: 72 cards
    game.apply(learner_move(game, random.Random(0), False))  # the taken card used
    assert game.phase == "play" and len(game.hands[seat]) > 60
    state = table_state(game, seat)
    assert game._offered is None  # no listing kept: the melds were never enumerated
    full = game.legal_actions()
    assert any(a.kind == "meld" for a in full)
    targets: dict[str, list[int]] = {}
    for a in full:
        if a.kind in ("layoff", "swap") and a.meld not in targets.setdefault(a.card.code, []):
            targets[a.card.code].append(a.meld)
    assert state["targets"] == targets
    assert state["buttons"] == table_state(game, seat)["buttons"]  # also from the kept one
