"""The one run window (core/runs.py), growing melds, the 13-card run and its readings."""

from __future__ import annotations

import pytest
from helpers.positions import BASIC, POOL, R500
from hypothesis import given, settings
from hypothesis import strategies as st

from rummy_lab import Game, RummyError, parse_scenario, variant
from rummy_lab.core.cards import Card, Suit, make_deck, parse_card, parse_cards
from rummy_lab.core.meld_search import candidate_melds
from rummy_lab.core.melds import (
    Placed,
    TableMeld,
    check_layoff,
    check_meld,
    check_swap,
    hand_melds,
    layoff_options,
    meld_value,
    placed_value,
)
from rummy_lab.core.runs import MAX_RUN, card_rank, run_window
from rummy_lab.core.variants import ACE_MODES

SPADES = "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS"


def rules_with(mode: str):
    return variant("rummy500", ace_mode=mode)


# -- the run window, table-driven over every ace mode --------------------------------------------
# Written from docs/rules.md, independently of the engine: 'low' is A-2-3 … up to K;
# 'low_or_high' adds Q-K-A but never K-A-2 (no run holds an ace at both ends).

def spec_fits(mode: str, a: int, b: int) -> bool:
    top = {"low": 13, "low_or_high": 14}[mode]
    return 1 <= a <= b <= top and not (a == 1 and b == 14)


WINDOWS = [  # (cards of a run, {mode: legal?})
    ("AS 2S 3S", {"low": True, "low_or_high": True}),
    ("QS KS AS", {"low": False, "low_or_high": True}),
    ("KS AS 2S", {"low": False, "low_or_high": False}),
    ("JS QS KS AS 2S", {"low": False, "low_or_high": False}),
    (SPADES, {"low": True, "low_or_high": True}),
    ("2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS", {"low": True, "low_or_high": True}),
    ("10S JS QS KS", {"low": True, "low_or_high": True}),
    ("JS QS KS AS", {"low": False, "low_or_high": True}),
]

ENDS = [  # (mode, lowest, highest position of a run) -> where it can grow
    ("low", 1, 3, [("high", 4)]),
    ("low", 11, 13, [("low", 10)]),
    ("low", 1, 13, []),
    ("low", 2, 13, [("low", 1)]),
    ("low_or_high", 11, 13, [("low", 10), ("high", 14)]),
    ("low_or_high", 12, 14, [("low", 11)]),
    ("low_or_high", 1, 3, [("high", 4)]),
    ("low_or_high", 2, 13, [("low", 1), ("high", 14)]),
    ("low_or_high", 1, 13, []),
    ("low_or_high", 2, 14, []),
]


def test_every_ace_mode_has_a_window_and_a_table_row():
    assert {m for _, row in WINDOWS for m in row} == set(ACE_MODES)
    assert {m for m, *_ in ENDS} == set(ACE_MODES)
    for mode in ACE_MODES:
        assert run_window(rules_with(mode)) is not None


@pytest.mark.parametrize("mode", ACE_MODES)
def test_window_fits_every_span_as_the_rules_say(mode):
    window = run_window(rules_with(mode))
    for a in range(0, 16):
        for b in range(a, 16):
            assert window.fits(a, b) == spec_fits(mode, a, b), (mode, a, b)
            if window.fits(a, b):
                assert window.reach(a) >= b and b - a < MAX_RUN


@pytest.mark.parametrize("text,legal", WINDOWS, ids=[w[0] for w in WINDOWS])
@pytest.mark.parametrize("mode", ACE_MODES)
def test_runs_are_legal_exactly_in_their_modes(mode, text, legal):
    assert bool(check_meld(text, rules_with(mode))) == legal[mode]


@pytest.mark.parametrize("mode,a,b,ends", ENDS)
def test_where_a_run_can_grow(mode, a, b, ends):
    rules = rules_with(mode)
    assert list(run_window(rules).ends(a, b)) == ends
    placed = tuple(Placed(Card(card_rank(p), Suit.SPADES), p, Suit.SPADES)
                   for p in range(a, b + 1))
    meld = TableMeld(0, "run", 0, placed)
    jokers = layoff_options(parse_card("JK"), meld, rules)
    assert [(o.end, o.rank) for o in jokers] == ends


@pytest.mark.parametrize("mode", ACE_MODES)
def test_ace_positions_and_room(mode):
    window = run_window(rules_with(mode))
    assert window.positions(1) == ((1, 14) if mode == "low_or_high" else (1,))
    assert window.positions(7) == (7,)
    assert window.room(5, 7) == 10 and window.room(1, 13) == 0
    assert card_rank(14) == 1 and card_rank(13) == 13


# -- growing a meld: TableMeld.with_layoff / with_swap --------------------------------------------

def table(text: str, rules, declare=None, meld_id: int = 3) -> TableMeld:
    res = check_meld(text, rules, declare)
    assert res and res.reading, res.reason
    return TableMeld(meld_id, res.kind, 0, tuple(Placed(p.card, p.rank, p.suit, 0)
                                                  for p in res.reading.placed))


def test_with_layoff_grows_runs_at_the_right_end_and_records_the_placer():
    run = table("5S 6S 7S", R500)
    low = run.with_layoff(parse_card("4S"), R500, by=1)
    assert str(low) == "4♠ 5♠ 6♠ 7♠" and low.placed[0].by == 1 and low.id == run.id
    high = low.with_layoff(parse_card("JK"), R500, end="high", by=2)
    assert [p.rank for p in high.placed] == [4, 5, 6, 7, 8] and high.placed[-1].by == 2
    assert str(run) == "5♠ 6♠ 7♠"  # melds are values: the old one is unchanged
    ace = table("JS QS KS", R500).with_layoff(parse_card("AS"), R500)
    assert ace.placed[-1].rank == 14


def test_with_layoff_sorts_sets_and_validates():
    a_set = table("7S 7H 7D", R500)
    grown = a_set.with_layoff(parse_card("JK"), R500, suit=Suit.CLUBS, by=1)
    assert [p.suit.value for p in grown.placed] == ["S", "H", "D", "C"]
    with pytest.raises(RummyError, match="does not belong to the set of 7s"):
        a_set.with_layoff(parse_card("8C"), R500)
    run = table("5S 6S 7S", R500)
    with pytest.raises(RummyError, match="fits"):
        run.with_layoff(parse_card("JK"), R500)  # either end: the choice is left open
    with pytest.raises(RummyError, match="4♠ / 8♠"):
        run.with_layoff(parse_card("9S"), R500)
    with pytest.raises(RummyError):
        run.with_layoff(parse_card("4S"), R500, end="high")


def test_with_swap_puts_the_natural_card_in_and_names_the_joker():
    meld = table("5S JK 7S", R500)
    swapped = meld.with_swap(parse_card("6S"), R500, by=1)
    assert str(swapped) == "5♠ 6♠ 7♠" and swapped.placed[1].by == 1
    assert check_swap(parse_card("6S"), meld, R500).joker == parse_card("JK")
    with pytest.raises(RummyError, match="stands for 6♠"):
        meld.with_swap(parse_card("8S"), R500)
    with pytest.raises(RummyError, match="no joker swap"):
        table("5S JK 7S", POOL).with_swap(parse_card("6S"), POOL)
    high = table("QS KS JK", R500, declare="AS")
    assert high.with_swap(parse_card("AS"), R500).placed[-1].rank == 14


def playing(rules, hand: str, other: str = "2D 3D 4H 8C") -> Game:
    """A two-player game from a position: seat 0 holds ``hand`` and has drawn."""
    pos = {"hands": [[c.code for c in parse_cards(hand)], [c.code for c in parse_cards(other)]],
           "discard": [], "current": 0, "dealer": 1, "phase": "draw", "turns": 0, "table": []}
    game = Game(rules, 2, seed=5, start=pos)
    game.draw()
    return game


def test_game_lay_off_and_swap_give_the_same_meld_as_the_methods():
    """game.py grows melds its own way for now: it must agree with the methods."""
    game = playing(R500, "5S 6S 7S 8S 9H 9D 9C KC JK")
    game.meld("5S JK 7S", declare="6S")
    meld = game.table[0]
    game.lay_off("8S", meld.id)
    grown = meld.with_layoff(parse_card("8S"), R500, by=0)
    assert game.table[0] == grown
    game.swap("6S", meld.id)
    assert game.table[0] == grown.with_swap(parse_card("6S"), R500, by=0)


# -- the one general meld enumerator ------------------------------------------------------------

def shapes(readings):
    return sorted((r.kind, tuple((p.card.code, p.rank, p.suit.value) for p in r.placed))
                  for r in readings)


def test_hand_melds_lists_a_joker_standing_inside_a_run():
    hand = parse_cards("2S 3S 4S JK")
    found = {str(r) for r in hand_melds(hand, R500)}
    assert "2♠ 🃏(3♠) 4♠" in found and "2♠ 3♠ 4♠" in found and "2♠ 3♠ 4♠ 🃏(5♠)" in found


def test_hand_melds_with_include_is_the_filtered_list():
    hand = parse_cards("2S 3S 4S 5S 7H 7D 7C JK")
    everything = hand_melds(hand, R500)
    for card in hand:
        assert shapes(hand_melds(hand, R500, include=card)) == shapes(
            r for r in everything if card in [p.card for p in r.placed])


# -- issue 13 item 2: the 13-card run --------------------------------------------------------

def test_basic_full_run_has_one_reading_and_the_ace_counts_one():
    result = check_meld(SPADES, BASIC)
    assert result and not result.ambiguous
    assert result.reading.placed[0].rank == 1
    refused = check_meld(SPADES, BASIC, declare="high")
    assert not refused and refused.reason == "The ace cannot stand high in this meld."
    assert refused.reason.render("de") == "Das Ass kann in dieser Meldung nicht hoch stehen."
    game = playing(BASIC, SPADES + " 9H")
    game.meld(SPADES)
    assert meld_value(game.table[0], BASIC) == 85


def test_pool_full_run_asks_which_reading_in_english_and_german():
    result = check_meld(SPADES, POOL)
    assert result.ambiguous
    reason = result.choice()
    assert reason == ("These cards can be read more than one way: A♠ low (A♠–K♠, the ace "
                      "counts 1) or A♠ high (2♠–A♠, the ace counts 15). Say which one you "
                      'mean (declare it, e.g. "low").')
    assert reason.render("de") == (
        "Diese Karten lassen sich verschieden lesen: A♠ tief (A♠–K♠, das Ass zählt 1) oder "
        'A♠ hoch (2♠–A♠, das Ass zählt 15). Sag, welche du meinst (gib sie an, z. B. "tief").')
    assert "joker" not in reason.lower()


@pytest.mark.parametrize("word,ace_rank,value", [("low", 1, 85), ("high", 14, 99),
                                                 ("tief", 1, 85), ("hoch", 14, 99)])
def test_pool_full_run_declared_low_or_high_scores_1_or_15(word, ace_rank, value):
    result = check_meld(SPADES, POOL, declare=word)
    assert result and not result.ambiguous
    ace = next(p for p in result.reading.placed if p.card.rank == 1)
    assert ace.rank == ace_rank
    assert placed_value(ace, "run", POOL) == (1 if ace_rank == 1 else 15)
    game = playing(POOL, SPADES + " 9H 9D")
    with pytest.raises(RummyError):
        game.meld(SPADES)  # ambiguous: the learner must declare
    game.meld(SPADES, declare=word)
    assert meld_value(game.table[0], POOL) == value
    assert [p.rank for p in game.table[0].placed if p.card.rank == 1] == [ace_rank]


def test_joker_standing_for_the_ace_reads_low_or_high_distinctly():
    cards = SPADES.replace("AS", "JK")
    result = check_meld(cards, POOL)
    labels = [str(label) for label, _ in result.choices()]
    assert labels == ["🃏 as A♠ low (A♠–K♠)", "🃏 as A♠ high (2♠–A♠)"]
    assert len(set(labels)) == 2
    high = check_meld(cards, POOL, declare="AS high").reading
    assert high.placed[-1].is_joker and high.placed[-1].rank == 14
    assert check_meld(cards, POOL, declare="A♠ low").reading.placed[0].rank == 1
    assert check_meld(cards, POOL, declare="AS").ambiguous  # the ace's place is still open


def test_scenario_names_both_readings_of_the_full_run():
    text = f'''variant = "pool500"
players = ["Ann", "Ben"]
went_out = "Ann"

[[melds]]
by = "Ann"
cards = "{SPADES}"

[hands]
Ben = "KC 9C"
'''
    with pytest.raises(RummyError) as info:
        parse_scenario(text)
    message = str(info.value)
    assert "(it could be  or )" not in message
    assert "A♠ low (A♠–K♠, the ace counts 1)" in message
    assert "A♠ high (2♠–A♠, the ace counts 15)" in message
    declared = parse_scenario(text.replace(f'cards = "{SPADES}"',
                                          f'cards = "{SPADES}"\njokers = "high"'))
    assert meld_value(declared.table[0], POOL) == 99


# -- reasons that were wrong (issue 8 audit) -----------------------------------------------------

def test_joker_onto_a_full_run_says_the_run_is_full():
    full = table("2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS", R500, declare="high")
    reason = check_layoff(parse_card("JK"), full, R500).reason
    assert "is full" in reason and "not a spade" not in reason
    assert "ist voll" in reason.render("de")
    two_decks = variant("rummy500", decks_by_players=((2, 2, 4),))
    assert "is full" in check_layoff(parse_card("2S.1"), full, two_decks).reason


def test_king_joker_two_three_is_refused_as_turning_the_corner():
    reason = check_meld("KH JK 2H 3H", R500).reason
    assert "corner" in reason and "missing" not in reason
    assert "corner" in check_meld("KH AH 2H", R500).reason


def test_set_reason_uses_the_rank_name():
    aces = table("AS AH AD", R500)
    reason = check_layoff(parse_card("2C"), aces, R500).reason
    assert reason == "2♣ does not belong to the set of aces."
    assert reason.render("de") == "2♣ gehört nicht zum Satz der Asse."
    kings = table("KS KH KD", R500)
    assert "set of kings" in check_layoff(parse_card("2C"), kings, R500).reason


@pytest.mark.parametrize("rules", [BASIC, R500, POOL,
                                   variant("rummy500", decks_by_players=((2, 2, 4),))],
                         ids=["basic", "rummy500", "pool500", "two_decks"])
@settings(max_examples=80, deadline=None)
@given(data=st.data())
def test_candidate_melds_is_the_general_enumerator(rules, data):
    """meld_search.candidate_melds (legal moves) is hand_melds behind a quick bit-mask
    check: the check never hides a meld."""
    deck = make_deck(*rules.decks_for(data.draw(st.sampled_from([2, 5]))))
    if data.draw(st.booleans()):
        deck = [c for c in deck if not c.is_joker]
    low, width = data.draw(st.integers(1, 13)), data.draw(st.integers(3, 5))
    ranks = {(r - 1) % 13 + 1 for r in range(low, low + width)}
    suits = data.draw(st.sets(st.sampled_from(list(Suit)), min_size=1, max_size=4))
    dense = [c for c in deck if c.is_joker or (c.rank in ranks and c.suit in suits)]
    pool = data.draw(st.sampled_from([dense, deck]))
    hand = data.draw(st.lists(st.sampled_from(pool), min_size=min(3, len(pool)),
                              max_size=min(14, len(pool)), unique=True))
    include = data.draw(st.sampled_from(hand)) if hand and data.draw(st.booleans()) else None
    assert shapes(candidate_melds(hand, rules, include)) == shapes(
        hand_melds(hand, rules, include))


EDGE_HANDS = ["QS KS AS", "AS 2S 3S", "KS AS 2S", SPADES, "2S 3S 4S JK", "7S 7S.1 7H",
              "QS KS JK", "AS AH AD", "9H 10H JK QH", "KS JK 2S 3S"]


@pytest.mark.parametrize("text", EDGE_HANDS)
@pytest.mark.parametrize("rules", [BASIC, R500, POOL], ids=["basic", "rummy500", "pool500"])
def test_candidate_melds_on_edge_hands(rules, text):
    hand = list(parse_cards(text))
    assert shapes(candidate_melds(hand, rules)) == shapes(hand_melds(hand, rules))
