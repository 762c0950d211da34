"""legal_actions() is complete and sound, checked against an independent brute-force
enumerator (tests/helpers/brute_force.py), and no reachable state is a dead end.

Games are driven by lists of integer choices drawn by hypothesis, so a failing game
shrinks to a short one."""

from __future__ import annotations

import pytest
from helpers.brute_force import accepted, face, key, meld_size_limit
from helpers.players import PLAYER_COUNTS
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rummy_lab import Game, Meld, variant

PLAYS = ("meld", "layoff", "swap")


def prop_settings(examples: int):
    return settings(max_examples=examples, deadline=None, database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


choices = st.lists(st.integers(0, 2**16), min_size=0, max_size=120)


def pick(game: Game, choice: int):
    """An action chosen by ``choice``: mostly a play, often a take from the pile."""
    legal = game.legal_actions()
    assert legal, dead_end_text(game)
    plays = [a for a in legal if a.kind in PLAYS]
    takes = [a for a in legal if a.kind == "take"]
    mode = choice % 8
    pool = plays if mode < 5 and plays else takes if mode < 7 and takes else legal
    return pool[(choice // 8) % len(pool)]


def greedy(game: Game, choice: int):
    """A greedy player: the biggest meld, else a lay-off or swap; in the draw phase it
    takes from the pile three times in four (any depth)."""
    legal = game.legal_actions()
    assert legal, dead_end_text(game)
    melds = [a for a in legal if isinstance(a, Meld)]
    if melds:
        most = max(len(a.placed) for a in melds)
        melds = [a for a in melds if len(a.placed) == most]
        return melds[choice % len(melds)]
    plays = [a for a in legal if a.kind in PLAYS]
    if plays and choice % 4:
        return plays[choice // 4 % len(plays)]
    takes = [a for a in legal if a.kind == "take"]
    if takes and choice % 4:
        return takes[choice // 4 % len(takes)]
    return legal[choice % len(legal)]


def dead_end_text(game: Game) -> str:
    hand = " ".join(map(str, game.hands[game.current]))
    table = " | ".join(map(str, game.table))
    return (f"dead end: {game.phase}, hand {hand}, table {table}, taken {game.turn.taken}, "
            f"must use {game.turn.obligation}")


def compare(game: Game) -> None:
    """Listed ⊆ accepted (exactly) and accepted ⊆ listed (per face)."""
    listed = game.legal_actions()
    for action in listed:
        assert game.can(action), (action, game.check(action))
    listed_keys = {key(a) for a in listed}
    limit = meld_size_limit(game)
    found = accepted(game, limit)
    if len(game.hands[game.current]) > limit:  # only melds small enough were brute-forced
        listed_keys = {k for k in listed_keys if k[0] != "meld" or len(k[2]) <= limit}
    missing = set(found) - listed_keys
    extra = listed_keys - set(found)
    hand = " ".join(face(c) for c in game.hands[game.current])
    assert not missing, f"can() accepts but not listed (hand {hand}): {sorted(map(str, missing))[:5]}"
    assert not extra, f"listed but not found by brute force (hand {hand}): {sorted(map(str, extra))[:5]}"


CONFIGS = [(name, n) for name, counts in PLAYER_COUNTS.items() for n in counts]


@pytest.mark.parametrize(("name", "players"), CONFIGS, ids=[f"{n}-{p}" for n, p in CONFIGS])
@prop_settings(examples=12)
@given(seed=st.integers(0, 2**16), steps=st.lists(st.integers(0, 2**16), min_size=40,
                                                   max_size=120),
       stops=st.lists(st.integers(0, 119), min_size=1, max_size=3, unique=True))
def test_legal_actions_equal_the_brute_force_set(name, players, seed, steps, stops):
    """At the first play-phase state with a meld on the table from each drawn stop on (and
    at the end), the listed actions and the brute-force set agree."""
    game = Game(variant(name), players, seed=seed, dealer=seed % players)
    waiting = sorted(stops)
    for i, choice in enumerate(steps):
        if game.over:
            break
        if (waiting and i >= waiting[0] and game.phase == "play"
                and (game.table or i >= waiting[0] + 20)):  # prefer states with melds
            compare(game)
            waiting.pop(0)
        game.apply(pick(game, choice))
    if not game.over:
        compare(game)


@pytest.mark.parametrize(("name", "players"), CONFIGS, ids=[f"{n}-{p}" for n, p in CONFIGS])
@prop_settings(examples=12)
@given(seed=st.integers(0, 2**16), steps=st.lists(st.integers(0, 2**16), max_size=300))
def test_no_reachable_state_is_a_dead_end(name, players, seed, steps):
    """Greedy melders that pick from the pile often: every state has a legal action."""
    game = Game(variant(name), players, seed=seed, dealer=seed % players)
    for choice in steps:
        if game.over:
            return
        game.apply(greedy(game, choice))
    assert game.over or game.legal_actions(), dead_end_text(game)


def test_joker_may_stand_in_for_a_card_held():
    """2♠ 🃏(3♠) 4♠ with 3♠ in hand is a real choice (a placed joker scores 25)."""
    start = {"hands": [["2S", "3S", "4S", "JK", "9D"], ["9C", "QC"]], "stock": ["2C", "KH"],
             "discard": ["3D"], "current": 0, "dealer": 1, "phase": "play"}
    game = Game(variant("rummy500"), 2, seed=1, start=start)
    listed = {key(a) for a in game.legal_actions()}
    want = ("meld", "run", (("2S", 2, "S"), ("JK", 3, "S"), ("4S", 4, "S")))
    assert want in {(k[0], k[1], tuple((f, r, s.value) for f, r, s in k[2]))
                    for k in listed if k[0] == "meld"}
    compare(game)
