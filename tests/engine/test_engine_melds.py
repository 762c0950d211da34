"""Melds, lay-offs and joker swaps (docs/rules.md §1 Set/Run, §2 sets/runs/jokers/swap)."""

import re

import pytest

from rummy_lab import RummyError, TableMeld, check_layoff, check_meld, check_swap, variant
from rummy_lab.core.cards import parse_card
from rummy_lab.core.meld_search import candidate_melds
from rummy_lab.core.melds import Placed, meld_value

BASIC = variant("basic")
R500 = variant("rummy500")
POOL = variant("pool500")

def refused(result) -> str:
    assert not result, f"expected a refusal, got {result}"
    assert_sentence(result.reason)
    return result.reason


def assert_sentence(reason: str) -> None:
    """A reason a learner can read: a non-empty sentence, no Python internals."""
    assert isinstance(reason, str) and reason.strip() == reason and len(reason) > 12, reason
    assert reason.endswith("."), reason
    for leak in ("Card(", "Suit.", "None", "<", "{", "[", "Placed(", "rank=", "\\u"):
        assert leak not in reason, reason


def table_meld(text: str, rules, owner: int = 0, meld_id: int = 0, declare=None) -> TableMeld:
    """A meld on the table built from typed cards (jokers declared when ambiguous)."""
    result = check_meld(text, rules, declare)
    assert result, result.reason
    assert len(result.readings) == 1, f"ambiguous: {[str(r) for r in result.readings]}"
    reading = result.readings[0]
    placed = tuple(Placed(p.card, p.rank, p.suit, owner) for p in reading.placed)
    return TableMeld(meld_id, reading.kind, owner, placed)


def readings(result) -> list[str]:
    return sorted(str(r) for r in result.readings)


# -- sets ---------------------------------------------------------------------------------

@pytest.mark.parametrize("rules", [BASIC, R500, POOL], ids=lambda r: r.name)
@pytest.mark.parametrize("text", ["7S 7H 7D", "7S 7H 7D 7C", "KS KH KC", "AS AD AC"])
def test_sets_of_three_or_four(rules, text):
    result = check_meld(text, rules)
    assert result and result.kind == "set"


def test_a_set_never_has_a_fifth_card():
    rules = variant("rummy500")  # two decks from 5 players: five sevens physically exist
    reason = refused(check_meld("7S 7H 7D 7C 7S.1", rules))
    assert "different suits" in reason or "at most 4" in reason
    reason = refused(check_meld("7S 7H 7D 7C 7S.1", variant("basic", decks_by_players=((2, 2, 0),))))
    assert "at most 4" in reason


def test_set_needs_three():
    reason = refused(check_meld("7S 7H", BASIC))
    assert "at least 3" in reason


def test_rummy500_set_suits_must_differ_even_with_two_decks():
    reason = refused(check_meld("7S 7S.1 7H", R500))
    assert "different suits" in reason
    reason = refused(check_meld("7S 7S.1 7H", POOL))
    assert "different suits" in reason
    assert check_meld("7S 7D.1 7H", R500).kind == "set"


def test_basic_with_two_decks_house_rule_allows_same_suit_sets():
    house = variant("basic", decks_by_players=((2, 2, 0),))
    assert check_meld("7S 7S.1 7H", house)


def test_mixed_ranks_and_suits_refused_with_reason():
    reason = refused(check_meld("7S 8H 9S", BASIC))
    assert "neither a set" in reason and "suit" in reason
    reason = refused(check_meld("7S 7H 8H", BASIC))
    assert reason


def test_same_physical_card_twice_refused():
    reason = refused(check_meld("7S 7S 7H", BASIC))
    assert "twice" in reason


# -- runs -----------------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["AS 2S 3S", "5H 6H 7H 8H", "JC QC KC", "AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD"])
def test_basic_runs(text):
    assert check_meld(text, BASIC).kind == "run"


def test_basic_ace_is_low_only():
    assert check_meld("AS 2S 3S", BASIC)
    reason = refused(check_meld("QS KS AS", BASIC))
    assert "ace" in reason.lower() and "low" in reason.lower()
    reason = refused(check_meld("JS QS KS AS", BASIC))
    assert "ace" in reason.lower() and "low" in reason.lower()


def test_basic_no_corner():
    reason = refused(check_meld("KS AS 2S", BASIC))
    assert "corner" in reason or "K-A-2" in reason


def test_rummy500_ace_low_or_high_never_both():
    assert check_meld("AS 2S 3S", R500).kind == "run"
    assert check_meld("QS KS AS", R500).kind == "run"
    assert check_meld("10S JS QS KS AS", R500).kind == "run"
    reason = refused(check_meld("KS AS 2S", R500))
    assert "K-A-2" in reason or "corner" in reason
    refused(check_meld("QS KS AS 2S", R500))


def test_high_ace_stands_for_rank_14():
    reading = check_meld("QD KD AD", R500).reading
    assert [p.rank for p in reading.placed] == [12, 13, 14]
    reading = check_meld("AD 2D 3D", R500).reading
    assert [p.rank for p in reading.placed] == [1, 2, 3]


def test_full_ace_to_king_run_is_legal_but_no_ace_at_both_ends():
    rules = variant("rummy500", decks_by_players=((2, 2, 4),))
    all_spades = " ".join(f"{r}S" for r in ["A", 2, 3, 4, 5, 6, 7, 8, 9, 10, "J", "Q", "K"])
    assert check_meld(all_spades, rules).kind == "run"
    refused(check_meld(all_spades + " AS.1", rules))


def test_run_gap_reason_names_the_missing_card():
    reason = refused(check_meld("7S 9S 10S", BASIC))
    assert "8♠" in reason and "missing" in reason


def test_run_same_rank_twice_refused():
    rules = variant("rummy500", decks_by_players=((2, 2, 4),))
    refused(check_meld("7S 7S.1 8S 9S", rules))


def test_run_needs_three_cards():
    reason = refused(check_meld("5S 6S", BASIC))
    assert "3" in reason


# -- jokers -------------------------------------------------------------------------------

def test_basic_has_no_jokers():
    reason = refused(check_meld("7S 8S JK", BASIC))
    assert "joker" in reason.lower()


def test_joker_in_the_middle_has_one_reading():
    result = check_meld("5S JK 7S", R500)
    assert result.kind == "run" and not result.ambiguous
    assert result.reading.joker_faces == ("6♠",)


def test_worked_example_9c_jk_jc():
    result = check_meld("9C JK JC", R500)
    assert result.reading.joker_faces == ("10♣",)


def test_joker_at_an_end_is_ambiguous_until_declared():
    result = check_meld("7S 8S JK", R500)
    assert result and result.ambiguous and result.reading is None
    assert readings(result) == sorted(["🃏(6♠) 7♠ 8♠", "7♠ 8♠ 🃏(9♠)"])
    assert check_meld("7S 8S JK", R500, declare="9S").reading.joker_faces == ("9♠",)
    assert check_meld("7S 8S JK", R500, declare=["6S"]).reading.joker_faces == ("6♠",)
    assert check_meld("7S 8S JK", R500, declare="6♠").reading.joker_faces == ("6♠",)


def test_joker_in_a_set_declares_a_missing_suit():
    result = check_meld("7S 7H JK", R500)
    assert result.ambiguous
    assert readings(result) == sorted(["7♠ 7♥ 🃏(7♦)", "7♠ 7♥ 🃏(7♣)"])
    assert check_meld("7S 7H JK", R500, declare="7D").reading.joker_faces == ("7♦",)
    reason = refused(check_meld("7S 7H JK", R500, declare="7S"))
    assert "7♠" in reason


def test_declaration_must_fit():
    reason = refused(check_meld("7S 8S JK", R500, declare="9H"))
    assert "9♥" in reason
    reason = refused(check_meld("7S 8S JK", R500, declare="9S 10S"))
    assert "one card for each joker" in reason
    with pytest.raises(RummyError, match="joker"):
        check_meld("7S 8S JK", R500, declare="JK")


def test_joker_next_to_an_ace_respects_ace_rules():
    assert readings(check_meld("JK 2S 3S", R500)) == sorted(["🃏(A♠) 2♠ 3♠", "2♠ 3♠ 🃏(4♠)"])
    assert readings(check_meld("QS KS JK", R500)) == sorted(["🃏(J♠) Q♠ K♠", "Q♠ K♠ 🃏(A♠)"])
    assert readings(check_meld("AS 2S JK", R500)) == ["A♠ 2♠ 🃏(3♠)"]  # never K-A-2
    refused(check_meld("KS JK 2S", R500))
    ace_high_reading = check_meld("QS KS JK", R500, declare="AS").reading
    assert ace_high_reading.placed[-1].rank == 14


def test_min_natural_cards_two():
    reason = refused(check_meld("7S JK JK.1", R500))
    assert "2 natural" in reason
    refused(check_meld("7S JK JK.1", POOL))
    assert check_meld("5S JK JK.1 8S", R500).reading.joker_faces == ("6♠", "7♠")
    assert check_meld("7S 7H JK JK.1", R500).kind == "set"


def test_min_natural_cards_is_an_option():
    assert check_meld("7S JK JK.1", variant("rummy500", min_natural_cards=1))
    reason = refused(check_meld("7S 7H JK", variant("rummy500", min_natural_cards=3)))
    assert "3 natural" in reason


def test_jokers_alone_never_meld():
    refused(check_meld("JK JK.1 JK.2", variant("rummy500", min_natural_cards=0,
                                              decks_by_players=((2, 2, 4),))))


# -- lay-offs --------------------------------------------------------------------------------

def test_layoff_on_runs_names_the_end():
    meld = table_meld("5S 6S 7S", BASIC)
    low = check_layoff(parse_card("4S"), meld, BASIC)
    assert low and [o.end for o in low.options] == ["low"] and low.options[0].rank == 4
    high = check_layoff(parse_card("8S"), meld, BASIC)
    assert high and [o.end for o in high.options] == ["high"]
    refused(check_layoff(parse_card("9S"), meld, BASIC))
    reason = refused(check_layoff(parse_card("8S"), meld, BASIC, end="low"))
    assert "low end" in reason


def test_layoff_wrong_suit_reason():
    meld = table_meld("5S 6S 7S", BASIC)
    reason = refused(check_layoff(parse_card("8H"), meld, BASIC))
    assert "8♥" in reason and "5♠ 6♠ 7♠" in reason and "suit" in reason


def test_basic_layoff_never_past_king_or_below_ace():
    top = table_meld("JS QS KS", BASIC)
    reason = refused(check_layoff(parse_card("AS"), top, BASIC))
    assert "ace" in reason.lower() and "low" in reason.lower()
    bottom = table_meld("AS 2S 3S", BASIC)
    refused(check_layoff(parse_card("KS"), bottom, BASIC))
    assert check_layoff(parse_card("4S"), bottom, BASIC)
    assert check_layoff(parse_card("10S"), top, BASIC)


def test_basic_reason_never_suggests_an_ace_after_the_king():
    """In basic the ace is low only: the hint for J-Q-K must not offer an ace."""
    top = table_meld("JS QS KS", BASIC)
    reason = refused(check_layoff(parse_card("9S"), top, BASIC))
    assert "10" in reason
    assert not re.search(r"\bA\b", reason), reason


def test_rummy500_layoff_around_the_ace():
    assert check_layoff(parse_card("AS"), table_meld("JS QS KS", R500), R500).options[0].rank == 14
    assert check_layoff(parse_card("AS"), table_meld("2S 3S 4S", R500), R500).options[0].rank == 1
    high = table_meld("QS KS AS", R500)
    reason = refused(check_layoff(parse_card("2S"), high, R500))
    assert "K-A-2" in reason or "corner" in reason
    refused(check_layoff(parse_card("KS"), table_meld("AS 2S 3S", R500), R500))
    assert check_layoff(parse_card("JS"), high, R500)


def test_layoff_on_a_set_and_full_sets():
    three = table_meld("7S 7H 7D", BASIC)
    assert check_layoff(parse_card("7C"), three, BASIC).options[0].end is None
    reason = refused(check_layoff(parse_card("8C"), three, BASIC))
    assert "7" in reason
    full = table_meld("7S 7H 7D 7C", BASIC)
    reason = refused(check_layoff(parse_card("7C"), full, BASIC))
    assert "full" in reason and "4" in reason


def test_rummy500_set_layoff_needs_a_new_suit():
    rules = variant("rummy500")
    meld = table_meld("7S 7H 7D", rules)
    reason = refused(check_layoff(parse_card("7S.1"), meld, rules))
    assert "7♠" in reason
    assert check_layoff(parse_card("7C.1"), meld, rules)


def test_joker_layoff_options():
    run = table_meld("5S 6S 7S", R500)
    options = check_layoff(parse_card("JK"), run, R500).options
    assert sorted((o.end, o.rank) for o in options) == [("high", 8), ("low", 4)]
    only_low = check_layoff(parse_card("JK"), run, R500, end="low").options
    assert [(o.end, o.rank) for o in only_low] == [("low", 4)]
    a_set = table_meld("7S 7H 7D", R500)
    options = check_layoff(parse_card("JK"), a_set, R500).options
    assert [(o.rank, o.suit.value) for o in options] == [(7, "C")]
    reason = refused(check_layoff(parse_card("JK"), a_set, R500, suit="S"))
    assert "♠" in reason
    high = table_meld("QS KS AS", R500)
    assert [(o.end, o.rank) for o in check_layoff(parse_card("JK"), high, R500).options] == [
        ("low", 11)]


def test_natural_card_a_joker_stands_for_must_be_swapped_not_laid_off():
    run = table_meld("5S JK 7S", R500)
    reason = refused(check_layoff(parse_card("6S"), run, R500))
    assert "swap" in reason
    a_set = table_meld("7S 7H JK", R500, declare="7D")
    reason = refused(check_layoff(parse_card("7D"), a_set, R500))
    assert "swap" in reason
    assert check_layoff(parse_card("7C"), a_set, R500)


def test_layoff_then_meld_value_counts_placers():
    run = table_meld("5S JK 7S", R500, owner=0)
    assert meld_value(run, R500) == 37
    assert meld_value(run, R500, by=0) == 37 and meld_value(run, R500, by=1) == 0


# -- joker swap -------------------------------------------------------------------------------

def test_swap_needs_exactly_the_natural_card():
    run = table_meld("5S JK 7S", R500)
    ok = check_swap(parse_card("6S"), run, R500)
    assert ok and ok.index == 1
    reason = refused(check_swap(parse_card("6H"), run, R500))
    assert "6♠" in reason and "6♥" in reason
    reason = refused(check_swap(parse_card("JK.1"), run, R500))
    assert "natural" in reason
    reason = refused(check_swap(parse_card("6S"), table_meld("5S 6S 7S", R500), R500))
    assert "no joker" in reason


def test_swap_either_copy_with_two_decks():
    rules = variant("rummy500")
    run = table_meld("5S JK 7S", rules)
    assert check_swap(parse_card("6S"), run, rules)
    assert check_swap(parse_card("6S.1"), run, rules)


def test_swap_high_ace_and_king_and_set():
    assert check_swap(parse_card("KD"), table_meld("QD JK AD", R500), R500)
    assert check_swap(parse_card("AD"), table_meld("QD KD JK", R500, declare="AD"), R500)
    assert check_swap(parse_card("AS"), table_meld("JK 2S 3S", R500, declare="AS"), R500)
    refused(check_swap(parse_card("4S"), table_meld("JK 2S 3S", R500, declare="AS"), R500))
    a_set = table_meld("7S 7H JK", R500, declare="7D")
    assert check_swap(parse_card("7D"), a_set, R500)
    refused(check_swap(parse_card("7C"), a_set, R500))


def test_no_joker_swap_in_pool500():
    run = table_meld("5S JK 7S", POOL)
    reason = refused(check_swap(parse_card("6S"), run, POOL))
    assert "no joker swap" in reason


# -- meld search ----------------------------------------------------------------------------------

def test_candidate_melds_finds_sets_and_runs():
    from rummy_lab.core.cards import parse_cards

    hand = parse_cards("7S 7H 7D 8S 9S KC")
    kinds = sorted((r.kind, str(r)) for r in candidate_melds(hand, BASIC))
    assert ("set", "7♠ 7♥ 7♦") in kinds and ("run", "7♠ 8♠ 9♠") in kinds
    assert all("K♣" not in text for _, text in kinds)
    with_nine = candidate_melds(hand, BASIC, include=parse_card("9S"))
    assert [str(r) for r in with_nine] == ["7♠ 8♠ 9♠"]


def test_card_has_use():
    """A deep pick (which must be used this turn) is accepted exactly when the card has a
    use: the engine's one rule (core/legality.py) replaced meld_search.card_has_use."""
    from helpers.positions import meld, position

    from rummy_lab import TakeDiscard

    rules = variant("rummy500")
    run = (meld(1, "9S 10S JS", rules=rules),)

    def can_pick(hand: str, card: str) -> bool:
        game = position(rules, [hand, "2D 3D 4H"], discard=f"{card} 5D", table=run,
                        stock="6C 7C")
        return game.can(TakeDiscard(parse_card(card)))

    assert can_pick("7S KC", "8S")              # 8S fits the low end of 9-10-J
    assert not can_pick("7S 8S", "KC")
    assert can_pick("7S 8S KS KH", "KC")


# -- reasons are sentences --------------------------------------------------------------------------

MELD_CASES = [("7S 8H 9S", BASIC), ("QS KS AS", BASIC), ("KS AS 2S", R500), ("7S 7S.1 7H", R500),
              ("7S JK JK.1", R500), ("5S 6S", BASIC), ("7S 9S 10S", BASIC), ("7S 8S JK", BASIC),
              ("7S 7S 7H", BASIC), ("7S 7H 7D 7C 7S.1", R500), ("KS JK 2S", R500),
              ("JK JK.1 JK.2", R500), ("7S 7H 8H", BASIC), ("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS.1", R500)]


@pytest.mark.parametrize(("text", "rules"), MELD_CASES, ids=[t for t, _ in MELD_CASES])
def test_every_meld_refusal_is_a_sentence(text, rules):
    refused(check_meld(text, rules))


LAYOFF_CASES = [("9S", "JS QS KS", BASIC), ("AS", "JS QS KS", BASIC), ("KS", "AS 2S 3S", BASIC),
                ("8H", "5S 6S 7S", BASIC), ("7C", "7S 7H 7D 7C", BASIC), ("8C", "7S 7H 7D", BASIC),
                ("2S", "QS KS AS", R500), ("6S", "5S JK 7S", R500), ("7S.1", "7S 7H 7D", R500),
                ("AS", "QS KS AS", R500), ("JK", "7S 7H 7D 7C", R500)]


@pytest.mark.parametrize(("card", "meld", "rules"), LAYOFF_CASES,
                         ids=[f"{c}-on-{m}" for c, m, _ in LAYOFF_CASES])
def test_every_layoff_refusal_is_a_sentence(card, meld, rules):
    refused(check_layoff(parse_card(card), table_meld(meld, rules), rules))


SWAP_CASES = [("6H", "5S JK 7S", R500), ("6S", "5S 6S 7S", R500), ("JK.1", "5S JK 7S", R500),
              ("6S", "5S JK 7S", POOL)]


@pytest.mark.parametrize(("card", "meld", "rules"), SWAP_CASES,
                         ids=[f"{c}-into-{m}-{r.name}" for c, m, r in SWAP_CASES])
def test_every_swap_refusal_is_a_sentence(card, meld, rules):
    refused(check_swap(parse_card(card), table_meld(meld, rules), rules))
