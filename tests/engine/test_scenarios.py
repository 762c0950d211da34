"""Scenario files: docs/rules.md's worked scoring checks, copies, errors, positions, variants."""

from pathlib import Path

import pytest

from rummy_lab import RummyError, load_scenario
from rummy_lab.core.cards import parse_card
from rummy_lab.core.melds import meld_value
from rummy_lab.formats.scenarios import Scenario, parse_scenario

DOCS = Path(__file__).resolve().parents[2] / "docs" / "scenarios"

# file → points of every seat, exactly as docs/rules.md's "Worked scoring checks" say.
WORKED = {
    "basic_2p.toml": (30, 0),
    "basic_2p_romme.toml": (60, 0),
    "basic_3p.toml": (23, 0, 0),
    "basic_3p_romme.toml": (46, 0, 0),
    "rummy500_3p.toml": (51, 16, -42),
    "pool500_3p.toml": (86, 15, -21),
    "pool500_3p_cutthroat.toml": (56, 0, 0),
}


def scenario(text: str) -> Scenario:
    return parse_scenario(text)


R500 = '''variant = "rummy500"
players = ["Ann", "Ben", "Cleo"]
went_out = "Ann"

[[melds]]
by = "Ann"
cards = "7S 7H 7D"

[hands]
Ben = "KC 9C"
Cleo = "AH Jk 2C"
'''


def error(text: str) -> str:
    with pytest.raises(RummyError) as info:
        parse_scenario(text)
    return str(info.value)


# -- the worked checks -------------------------------------------------------------------

@pytest.mark.parametrize("name", sorted(WORKED))
def test_worked_examples_score_as_rules_md_says(name):
    assert load_scenario(DOCS / name).score().points == WORKED[name]


def test_every_docs_scenario_loads_and_is_a_worked_check():
    files = {p.name for p in DOCS.glob("*.toml")}
    assert set(WORKED) | {"rummy500_meld_values.toml", "rummy500_joker_swap.toml"} == files
    for name in files:
        assert load_scenario(DOCS / name).notes == []


def test_basic_2p_the_sources_example():
    s = load_scenario(DOCS / "basic_2p.toml")
    assert [str(c) for c in s.hands[1]] == ["K♣", "Q♦", "9♠", "A♣"]
    seats = s.score().seats
    assert (seats[0].points, seats[0].romme_bonus) == (30, 0)
    romme = load_scenario(DOCS / "basic_2p_romme.toml").score()
    assert romme.romme and (romme.seats[0].romme_bonus, romme.points[0]) == (30, 60)


def test_basic_3p_romme_doubles_23():
    s = load_scenario(DOCS / "basic_3p.toml")
    res = s.score()
    assert res.points == (23, 0, 0) and [x.in_hand for x in res.seats] == [0, 17, 6]
    assert res.totals == (63, 12, 33)  # scores = [40, 12, 33] before the hand
    assert load_scenario(DOCS / "basic_3p_romme.toml").score().seats[0].romme_bonus == 23


def test_rummy500_meld_values():
    s = load_scenario(DOCS / "rummy500_meld_values.toml")
    assert [meld_value(m, s.rules) for m in s.table] == [21, 20, 35, 44]
    assert [x.placed for x in s.score().seats] == [21, 20, 35, 44]
    assert str(s.table[3]) == "9♣ 🃏(10♣) J♣"


def test_rummy500_3p_breakdown():
    seats = load_scenario(DOCS / "rummy500_3p.toml").score().seats
    assert [(x.placed, x.in_hand) for x in seats] == [(51, 0), (35, 19), (0, 42)]


def test_joker_swap_moves_points_and_the_joker():
    s = load_scenario(DOCS / "rummy500_joker_swap.toml")
    meld = s.table[0]
    assert meld_value(meld, s.rules, by=0) == 12 and meld_value(meld, s.rules, by=1) == 6
    assert [p.by for p in meld.placed] == [0, 1, 0] and not any(p.is_joker for p in meld.placed)
    assert any(c.is_joker for c in s.hands[1])  # the joker went to Ben's hand
    ben = s.score().seats[1]
    assert (ben.placed, ben.in_hand, ben.points) == (6, 4 + 4 + 25, 6 - 33)
    before = parse_scenario((DOCS / "rummy500_joker_swap.toml").read_text()
                           .replace('swaps = [{ card = "6S", by = "Ben" }]', "")
                           .replace('Ben = "4D 4H"', 'Ben = "4D 4H 6S"'))
    assert before.score().seats[0].placed == 37


def test_pool500_cutthroat_both_ways():
    s = load_scenario(DOCS / "pool500_3p.toml")
    assert s.score().seats[0].pool == 30
    assert s.with_variant("pool500", cutthroat=True).score().points == (56, 0, 0)
    assert load_scenario(DOCS / "pool500_3p_cutthroat.toml").rules.scoring == "cutthroat"


def test_score_table_columns():
    frame = load_scenario(DOCS / "rummy500_3p.toml").score_table()
    assert list(frame.columns) == ["player", "placed", "in hand", "Rommé bonus", "pool",
                                   "points", "total"]
    assert frame.set_index("player")["points"].to_dict() == {"Ann": 51, "Ben": 16, "Cleo": -42}


# -- cards, copies, lay-offs, swaps ------------------------------------------------------

def test_symbols_letters_and_lists_all_parse():
    a = scenario(R500.replace('"KC 9C"', '"K♣ 9♣"'))
    b = scenario(R500.replace('"KC 9C"', '["kc", "9c"]'))
    assert a.hands == b.hands == [[], [parse_card("KC"), parse_card("9C")], a.hands[2]]


def test_second_copies_are_numbered_automatically():
    s = load_scenario(DOCS / "pool500_3p.toml")
    assert [c.code for c in s.hands[1]] == ["KH.1", "4C"]
    assert [c.code for c in s.hands[2]] == ["JK", "3H", "3H.1"]


def test_explicit_copy_is_kept_and_others_go_around_it():
    text = R500.replace("rummy500", "pool500").replace('"KC 9C"', '"KC.0 KC"') \
        .replace('"7S 7H 7D"', '"7S.1 7H 7D"').replace('"AH Jk 2C"', '"7S AH"')
    s = scenario(text)
    assert s.table[0].placed[0].card.code == "7S.1"
    assert [c.code for c in s.hands[1]] == ["KC", "KC.1"]
    assert s.hands[2][0].code == "7S"


@pytest.mark.parametrize("change, words", [
    (("KC 9C", "KC 7S"), ["Ben's hand", "one 7♠ too many", "meld 1 (by Ann)"]),
    (("KC 9C", "KC 9C.1"), ["9C.1 does not exist", "only one 9♣"]),
    (("KC 9C", "Jk Jk"), ["Cleo's hand", "joker too many", "2 jokers"]),
])
def test_duplicate_cards_are_refused(change, words):
    message = error(R500.replace(*change))
    assert all(w in message for w in words), message


def test_duplicate_explicit_copy():
    text = R500.replace("rummy500", "pool500").replace('"KC 9C"', '"KC.1 KC.1"')
    assert "KC.1 is also written in Ben's hand" in error(text)


def test_layoffs_credit_the_player_who_laid_off():
    s = scenario(R500.replace('cards = "7S 7H 7D"',
                              'cards = "7S 7H 7D"\nlayoffs = [{card = "7C", by = "Ben"}]'))
    assert str(s.table[0]) == "7♠ 7♥ 7♦ 7♣"
    assert [p.by for p in s.table[0].placed] == [0, 0, 0, 1]
    assert s.score().seats[1].placed == 7


def test_layoff_sub_tables_and_joker_as():
    s = scenario('''variant = "rummy500"
players = ["Ann", "Ben", "Cleo"]
[[melds]]
by = "Ann"
cards = "5D 6D 7D"
[[melds.layoffs]]
card = "8D"
by = "Ben"
[[melds.layoffs]]
card = "Jk"
by = "Cleo"
as = "4D"
[hands]
Ann = "2C"
Ben = "3C"
Cleo = "4C"
''')
    assert str(s.table[0]) == "🃏(4♦) 5♦ 6♦ 7♦ 8♦"
    assert [p.by for p in s.table[0].placed] == [2, 0, 0, 0, 1]
    assert s.score().points == (18 - 2, 8 - 3, 25 - 4)


def test_layoff_that_fits_both_ends_needs_end():
    text = '''variant = "rummy500"
players = ["Ann", "Ben"]
went_out = "Ann"
[[melds]]
by = "Ann"
cards = "2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS"
layoffs = [{card = "AS", by = "Ann"}]
[hands]
Ben = "2H"
'''
    assert 'end = "low" or "high"' in error(text)
    low = scenario(text.replace('by = "Ann"}', 'by = "Ann", end = "low"}'))
    high = scenario(text.replace('by = "Ann"}', 'by = "Ann", end = "high"}'))
    assert low.table[0].low == 1 and high.table[0].high == 14
    assert low.score().seats[0].placed == high.score().seats[0].placed


def test_joker_layoff_needs_as_when_ambiguous():
    text = R500.replace('cards = "7S 7H 7D"', 'cards = "5D 6D 7D"\nlayoffs = [{card = "Jk", by = "Ann"}]')
    assert 'as = "…"' in error(text) and "4♦ or 8♦" in error(text)
    high = scenario(text.replace('by = "Ann"}', 'by = "Ann", as = "8D"}'))
    assert str(high.table[0]) == "5♦ 6♦ 7♦ 🃏(8♦)"
    # a set has one free suit left for a joker: no need to say
    one = scenario(R500.replace('cards = "7S 7H 7D"', 'cards = "7S 7H 7D"\nlayoffs = [{card = "Jk", by = "Ann"}]'))
    assert str(one.table[0]) == "7♠ 7♥ 7♦ 🃏(7♣)"


def test_ambiguous_joker_in_a_meld_needs_jokers():
    text = R500.replace('"7S 7H 7D"', '"7S 7H Jk"').replace('"AH Jk 2C"', '"AH 2C"')
    message = error(text)
    assert "meld 1 (by Ann)" in message and 'jokers = "7♦"' in message and "7♣" in message
    s = scenario(text.replace('cards = "7S 7H Jk"', 'cards = "7S 7H Jk"\njokers = "7C"'))
    assert str(s.table[0]) == "7♠ 7♥ 🃏(7♣)"


def test_swap_errors():
    text = R500.replace('cards = "7S 7H 7D"', 'cards = "7S 7H 7D"\nswaps = [{card = "7C", by = "Ben"}]')
    assert "swap 1 on meld 1: 7♠ 7♥ 7♦ has no joker to swap" in error(text)
    pool = (DOCS / "rummy500_joker_swap.toml").read_text().replace("rummy500", "pool500")
    assert "no joker swap" in error(pool)


def test_writing_the_swapped_joker_again_is_explained():
    text = (DOCS / "rummy500_joker_swap.toml").read_text().replace('"4D 4H"', '"4D 4H Jk"') \
        .replace('"2H 9D KC"', '"2H 9D Jk"')
    assert "goes to the swapper's hand by itself" in error(text)


# -- learner-readable errors -------------------------------------------------------------

@pytest.mark.parametrize("change, words", [
    (('went_out = "Ann"', "went_out = Ann"), ["not valid TOML", "line 3", "went_out = Ann"]),
    (('by = "Ann"', 'by = "Bem"'), ["meld 1", "'Bem' is not a player", "Ann, Ben, Cleo"]),
    (("KC 9C", "KC 9X"), ["Ben's hand", "'9X' is not a card"]),
    (('went_out', 'wentout'), ["unknown key 'wentout'", "Did you mean went_out"]),
    (('players', '[options]\nplayers'), ["options", "move [options] below"]),
    (('[hands]', '[hands]\nAnn = "3C"'), ["Ann went out", "3♣"]),
    (('Ben = "KC 9C"', 'Ben = ""'), ["Ben holds no cards", 'went_out = "Ben"']),
    (('Ben = "KC 9C"\n', ''), ["hands", "Ben"]),
    (('rummy500', 'gin'), ["variant", "Unknown variant 'gin'"]),
    (('rummy500', 'basic'), ["Cleo's hand", "without jokers"]),
    (('cards = "7S 7H 7D"', ''), ["meld 1 (by Ann)", "give its cards"]),
])
def test_bad_input_gives_a_clear_message(change, words):
    message = error(R500.replace(*change))
    assert all(w in message for w in words), message


@pytest.mark.parametrize("added, words", [
    ('pool = 30', ["pool", "without a pool"]),
    ('romme = true\nphase = "drawing"', ["phase"]),
    ('[options]\ntargett = 500', ["'targett'", "target"]),
    ('[options]\ntarget = 300', ["options", "Target 300"]),
])
def test_bad_top_level_lines_give_a_clear_message(added, words):
    """Lines added after the top-level keys of R500 (below went_out)."""
    message = error(R500.replace('went_out = "Ann"\n', f'went_out = "Ann"\n{added}\n'))
    assert all(w in message for w in words), message


def test_illegal_meld_names_the_meld_and_the_reason():
    text = R500.replace('"7S 7H 7D"', '"9S 10H JS"').replace('by = "Ann"', 'by = "Ben"')
    assert error(text).startswith("meld 1 (by Ben): 9♠ 10♥ J♠ is neither a set")


def test_errors_from_a_file_name_the_file(tmp_path):
    path = tmp_path / "broken.toml"
    path.write_text(R500.replace("7S 7H 7D", "7S 7H 8D"))
    with pytest.raises(RummyError) as info:
        load_scenario(str(path))
    message = str(info.value)
    assert message.startswith("broken.toml: meld 1 (by Ann):")
    with pytest.raises(RummyError, match="Cannot read the scenario file"):
        load_scenario(tmp_path / "missing.toml")
    with pytest.raises(RummyError, match="Cannot read"):
        load_scenario("missing.toml")


def test_path_text_and_pathlib_agree():
    path = DOCS / "rummy500_3p.toml"
    a, b, c = load_scenario(path), load_scenario(str(path)), parse_scenario(path.read_text())
    assert a.table == b.table == c.table and a.hands == b.hands == c.hands


# -- positions and games -----------------------------------------------------------------

def test_finished_hand_cannot_be_played_on():
    with pytest.raises(RummyError, match="Ann went out"):
        load_scenario(DOCS / "rummy500_3p.toml").game()


def test_game_view_matches_the_scenario():
    s = load_scenario(DOCS / "rummy500_meld_values.toml")
    game = s.game(seed=5)
    assert (game.current, game.phase, game.players) == (0, "draw", s.players)
    view = game.view(0)
    assert view.table == tuple(s.table)
    assert sorted(view.hand) == sorted(s.hands[0])
    assert view.hand_sizes == (3, 2, 3, 2)
    assert [c.code for c in view.discard] == ["3D", "8C", "KS"]
    used = sum(len(h) for h in s.hands) + 3 + sum(len(m) for m in s.table)
    assert view.stock_size == 54 - used
    game.draw()
    assert game.phase == "play"


def test_played_on_joker_swap_position():
    game = load_scenario(DOCS / "rummy500_joker_swap.toml").game(seed=1)
    assert (game.current, game.phase) == (1, "play")
    with pytest.raises(RummyError, match="never be discarded"):
        game.discard("JK")
    game.meld("4D 4H JK", declare="4S")
    assert game.phase == "hand_over" and game.results[-1].winner == 1
    assert game.results[-1].points == (12 - 21, 6 + 8 + 25)


def test_position_keys_stock_top_first_and_round():
    text = '''variant = "pool500"
players = ["Ann", "Ben", "Cleo"]
current = "Ben"
round = 3
stock = "QH 2C 5D"
scores = { Ann = 120, Cleo = 40 }
pool = 60
[hands]
Ann = "2H 3H"
Ben = "KS KD"
Cleo = "9C 4D"
'''
    s = scenario(text)
    pos = s.to_position()
    assert pos["stock"] == ["5D", "2C", "QH"] and pos["current"] == 1 and pos["dealer"] == 0
    assert pos["turns"] == 6 and pos["pool"] == 60 and pos["scores"] == [120, 0, 40]
    game = s.game()
    assert game.round == 3 and game.pool == 60
    game.draw()
    assert parse_card("QH") in game.hands[1]


def test_position_round_trips_table_cards():
    s = load_scenario(DOCS / "rummy500_joker_swap.toml")
    row = s.to_position()["table"][0]
    assert row == {"owner": 0, "kind": "run",
                   "cards": [["5S", 5, "S", 0], ["6S", 6, "S", 1], ["7S", 7, "S", 0]]}
    assert s.to_position()["hands"][1] == ["4D", "4H", "JK"]


# -- other variants ----------------------------------------------------------------------

def test_with_variant_leaves_out_what_the_rules_forbid():
    s = load_scenario(DOCS / "rummy500_3p.toml")
    basic = s.with_variant("basic")
    assert len(basic.table) == 2 and len(s.table) == 3
    assert any("Q♦ K♦ A♦" in n and "left out under Basic Rummy" in n for n in basic.notes)
    assert any("no jokers" in n for n in basic.notes)
    assert basic.score().points == (19 + 3, 0, 0)   # K♣ 9♣ + A♥ 🃏(0) 2♣
    assert s.notes == [] and s.score().points == (51, 16, -42)


def test_with_variant_swap_not_allowed_in_pool500():
    s = load_scenario(DOCS / "rummy500_joker_swap.toml").with_variant("pool500")
    assert any("no joker swap" in n for n in s.notes)
    assert any(p.is_joker for p in s.table[0].placed) and not any(c.is_joker for c in s.hands[1])


def test_with_variant_romme_note_and_pool_only_where_played():
    s = load_scenario(DOCS / "basic_3p_romme.toml")
    r500 = s.with_variant("rummy500")
    assert any("no Rommé" in n for n in r500.notes)
    assert r500.score().points == (49, -17, -6 - 14)   # ace 15 in Rummy 500
    assert s.with_variant("pool500").score().seats[0].pool == 30
    assert load_scenario(DOCS / "pool500_3p.toml").with_variant("basic").score().seats[0].pool == 0


def test_compare_side_by_side():
    frame = load_scenario(DOCS / "rummy500_3p.toml").compare()
    assert list(frame.columns) == ["Basic Rummy", "Rummy 500", "500 Rum with a pool"]
    assert frame.loc["Ann"].tolist() == [22, 51, 81]
    assert frame["Rummy 500"].tolist() == [51, 16, -42]


def test_with_variant_checks_players_and_options():
    s = load_scenario(DOCS / "rummy500_3p.toml")
    with pytest.raises(RummyError, match="Target 301"):
        s.with_variant("pool500", target=301)
    assert s.with_variant("pool500", target=300).rules.target == 300
