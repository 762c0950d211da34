"""The bit-mask meld search (a hand holding every face once, no joker) lists exactly what
the general search lists, in the same order, and the shared readings are the same
values the general search builds."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from rummy_lab import variant
from rummy_lab.core.cards import make_deck, parse_cards
from rummy_lab.core.meld_enum import (
    _general_melds,
    _may_join,
    _read_plain,
    _single_lanes,
    iter_hand_melds,
)
from rummy_lab.core.variants import ACE_MODES

DECK = make_deck(2, 2)  # two copies of each face and jokers: hands the fast path refuses too
ONE_DECK = make_deck(1, 0)


@st.composite
def rule_sets(draw):
    distinct = draw(st.booleans())
    set_min = draw(st.integers(3, 4 if distinct else 5))
    run_min = draw(st.integers(3, 5))
    return variant("rummy500", ace_mode=draw(st.sampled_from(ACE_MODES)), set_min=set_min,
                   set_max=draw(st.integers(set_min, 4 if distinct else 6)), run_min=run_min,
                   min_natural_cards=draw(st.integers(0, run_min)),
                   set_distinct_suits=distinct)


@settings(max_examples=400, deadline=None)
@given(rules=rule_sets(), data=st.data())
def test_fast_path_lists_what_the_general_search_lists(rules, data):
    dense = data.draw(st.booleans())  # few ranks: many sets and runs at once
    deck = data.draw(st.sampled_from([DECK, ONE_DECK]))  # one deck: always the fast path
    pool = [c for c in deck if not dense or c.is_joker or c.rank in (1, 2, 3, 4, 12, 13)]
    hand = data.draw(st.lists(st.sampled_from(pool), max_size=16, unique=True))
    include = data.draw(st.sampled_from([None, *hand, DECK[7]]))
    prefer = data.draw(st.sampled_from([None, *hand]))
    fast = list(iter_hand_melds(hand, rules, include, prefer))
    general = list(_general_melds(_may_join(hand, include), rules, include, prefer))
    assert fast == general
    if _single_lanes(hand) is not None:  # the plain readings, shared, are fresh ones' equals
        assert all(r == _read_plain(r.placed[0].rank if r.kind == "run" else 0,
                                    [p.card for p in r.placed]) for r in fast)


def test_fast_path_is_taken_for_one_face_each():
    """The common hand (one deck, no joker) takes the bit masks; copies or jokers do not."""
    assert _single_lanes(list(parse_cards("AS 2S 3S 7H 7D 7C KS"))) is not None
    assert _single_lanes(list(parse_cards("7H 7H.1 8H"))) is None
    assert _single_lanes(list(parse_cards("7H JK 8H"))) is None
    for text in ("QS KS AS 2S 7H 7D 7C 7S", "7H 7D 7C 2S 2H 2D",  # ranks, suits out of order
                 "5H 6H 7H 2S 3S 4S KD QD JD", "9C 9D 9H 9S 4C 5C 6C 7C 2D 3D 4D"):
        hand = list(parse_cards(text))
        for mode in ACE_MODES:
            rules = variant("rummy500", ace_mode=mode)
            fast = list(iter_hand_melds(hand, rules))
            assert fast == list(_general_melds(hand, rules, None, None))
