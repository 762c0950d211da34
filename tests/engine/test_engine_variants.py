"""Variants are option data (docs/rules.md preamble): defaults, validation with helpful
messages, targets, cutthroat, and "no branch on the variant's name"."""

import random
from dataclasses import MISSING, fields

import pytest

from rummy_lab import Game, Rules, RummyError, variant
from rummy_lab.core.record import state_dict
from rummy_lab.core.variants import VARIANTS, option_docs, rules_from_options

OPTION_NAMES = [f.name for f in fields(Rules)]


def test_every_option_has_a_default_and_a_documentation_line():
    for f in fields(Rules):
        assert f.default is not MISSING or f.default_factory is not MISSING, f.name
        assert isinstance(f.metadata.get("doc"), str) and len(f.metadata["doc"]) > 5, f.name
    assert [name for name, _ in option_docs()] == OPTION_NAMES
    assert len(Rules().describe()) == len(OPTION_NAMES)


@pytest.mark.parametrize("name", list(VARIANTS))
def test_each_variant_builds_and_its_options_round_trip(name):
    rules = variant(name)
    assert rules.name == name
    assert rules_from_options(rules.options()) == rules


@pytest.mark.parametrize(("alias", "name"), [("Rommé", "basic"), ("rummy", "basic"),
                                             ("500", "rummy500"), ("pool", "pool500")])
def test_aliases(alias, name):
    assert variant(alias) == variant(name)


def test_unknown_variant_lists_the_variants():
    with pytest.raises(RummyError) as info:
        variant("canasta")
    assert "canasta" in str(info.value)
    for name in VARIANTS:
        assert name in str(info.value)


def test_unknown_option_is_refused_with_the_known_options():
    with pytest.raises(RummyError) as info:
        variant("basic", jokers_wild=True)
    message = str(info.value)
    assert "jokers_wild" in message
    for name in OPTION_NAMES:
        assert name in message


@pytest.mark.parametrize(("option", "value", "allowed"), [
    ("ace_mode", "high", ["'low'", "'low_or_high'"]),
    ("draw_from_discard", "bottom", ["'top'", "'any'", "'none'"]),
    ("scoring", "golf", ["'winner_collects'", "'placed_minus_hand'", "'cutthroat'"]),
    ("stock_exhaustion", "burn", ["'turn_over'", "'reshuffle_keep_top'", "'end_hand'"]),
    ("tie_rule", "coin", ["'another_hand'", "'shared_win'"]),
    ("exhausted_hand_scoring", "half", ["'draw'", "'score'"]),
])
def test_bad_choice_is_refused_listing_what_is_allowed(option, value, allowed):
    with pytest.raises(RummyError) as info:
        variant("basic", **{option: value})
    message = str(info.value)
    assert option in message and repr(value) in message
    for choice in allowed:
        assert choice in message


@pytest.mark.parametrize(("option", "value", "expect"), [
    ("upcard", 1, "true or false"), ("joker_swap", "yes", "true or false"),
    ("set_max", "4", "whole number"), ("ace_value", 1.5, "whole number"),
    ("target", True, "whole number"),
    ("max_rounds", 0, "max_rounds"), ("max_rounds", "3", "max_rounds"),
    ("romme_multiplier", 0, "romme_multiplier"), ("set_min", 2, "set_min"),
    ("run_min", 2, "run_min"), ("pool_size", -1, "pool_size"),
    ("min_natural_cards", 4, "min_natural_cards"), ("turn_cap", 5, "turn_cap"),
    ("max_players", 9, "max_players"), ("max_turnovers", -1, "max_turnovers"),
])
def test_bad_value_is_refused_with_a_message_naming_the_option(option, value, expect):
    with pytest.raises(RummyError) as info:
        variant("basic", **{option: value})
    assert expect in str(info.value)


def test_with_options_validates_too():
    with pytest.raises(RummyError):
        variant("basic").with_options(target=110)
    with pytest.raises(RummyError):
        variant("basic").with_options(nonsense=1)
    assert variant("basic").with_options(target=150).target == 150


def test_rules_are_immutable():
    rules = variant("basic")
    with pytest.raises(AttributeError):
        rules.target = 200  # type: ignore[misc]


# -- targets ---------------------------------------------------------------------------

def test_basic_default_target_is_100():
    assert variant("basic").target == 100


@pytest.mark.parametrize("target", range(50, 301, 25))
def test_basic_accepts_targets_50_to_300_in_steps_of_25(target):
    assert variant("basic", target=target).target == target


@pytest.mark.parametrize("target", [0, 25, 49, 60, 110, 124, 126, 299, 301, 325, 500])
def test_basic_refuses_other_targets_saying_what_is_allowed(target):
    with pytest.raises(RummyError) as info:
        variant("basic", target=target)
    message = str(info.value)
    assert str(target) in message
    assert "50" in message and "300" in message and "25" in message


def test_rummy500_target_is_500():
    assert variant("rummy500").target == 500
    with pytest.raises(RummyError, match="500"):
        variant("rummy500", target=300)


def test_pool500_target_500_or_300():
    assert variant("pool500").target == 500
    assert variant("pool500", target=300).target == 300
    with pytest.raises(RummyError) as info:
        variant("pool500", target=400)
    assert "300" in str(info.value) and "500" in str(info.value)


# -- the variants' rule options match docs/rules.md --------------------------------------------

def test_basic_options_match_rules_md():
    r = variant("basic")
    assert (r.min_players, r.max_players) == (2, 6)
    assert r.draw_from_discard == "top" and r.ace_mode == "low" and not r.has_jokers
    assert (r.set_min, r.set_max, r.run_min) == (3, 4, 3)
    assert r.taken_card_discard_ban and r.taken_card_discard_if_last
    assert r.scoring == "winner_collects" and r.romme_multiplier == 2
    assert r.stock_exhaustion == "turn_over" and r.max_turnovers == 2
    assert r.exhausted_hand_scoring == "draw" and not r.layoff_needs_own_meld


def test_rummy500_options_match_rules_md():
    r = variant("rummy500")
    assert (r.min_players, r.max_players) == (2, 8)
    assert r.draw_from_discard == "any" and r.deep_pick_must_use
    assert not r.top_card_must_be_used
    assert r.taken_card_discard_ban
    assert r.ace_mode == "low_or_high" and r.set_distinct_suits and r.set_max == 4
    assert r.min_natural_cards == 2 and r.joker_swap and not r.joker_discard
    assert (r.ace_value, r.joker_value, r.ace_low_value) == (15, 25, None)
    assert r.scoring == "placed_minus_hand" and r.romme_multiplier == 1
    assert r.stock_exhaustion == "reshuffle_keep_top" and r.exhausted_hand_scoring == "score"
    assert variant("rummy500", top_card_must_be_used=True).top_card_must_be_used


def test_pool500_options_match_rules_md():
    r = variant("pool500")
    assert (r.min_players, r.max_players) == (2, 6)
    assert r.draw_from_discard == "none" and not r.upcard
    assert r.set_distinct_suits and r.ace_mode == "low_or_high"
    assert not r.joker_swap and r.joker_discard
    assert (r.joker_value, r.ace_value, r.ace_low_value) == (15, 15, 1)
    assert r.pool_size == 30 and r.pool_carry_over and r.max_rounds == 10
    assert r.opening_restriction and r.scoring == "placed_minus_hand"


def test_cutthroat_has_no_pool_and_only_the_winner_scores():
    r = variant("pool500", cutthroat=True)
    assert r.scoring == "cutthroat" and r.pool_size == 0
    assert r.max_rounds == 10 and r.opening_restriction
    assert variant("pool500", cutthroat=True, target=300).target == 300


def test_every_option_is_settable_on_every_variant():
    """A teacher builds house rules by changing options: each documented option must be
    accepted (with its own default value) on each variant."""
    for name in VARIANTS:
        base = variant(name)
        for option in OPTION_NAMES:
            value = getattr(base, option)
            assert base.with_options(**{option: value}) == base
            if option != "name":  # variant()'s first parameter is the variant's name
                assert variant(name, **{option: value}) == base


# -- no branching on the variant's name ----------------------------------------------------

def _random_game(rules, players, seed, steps=250):
    game = Game(rules, players, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.over:
            break
        game.apply(rng.choice(game.legal_actions()))
    return game


@pytest.mark.parametrize(("name", "players"), [("basic", 3), ("rummy500", 4), ("pool500", 3)])
def test_renamed_variant_plays_identically(name, players):
    """Behaviour comes from options only: renaming a variant changes nothing."""
    original = _random_game(variant(name), players, seed=7)
    house = variant(name).with_options(name="house", title="House rules")
    renamed = _random_game(house, players, seed=7)
    a, b = state_dict(original), state_dict(renamed)
    assert a == b
