"""Cards (docs/rules.md "Cards and values"): notation, parsing errors, physical copies, decks,
deal sizes and stock sizes for every variant and player count."""

from collections import Counter

import pytest

from rummy_lab import Card, Game, RummyError, Suit, make_deck, parse_card, parse_cards, variant
from rummy_lab.core.cards import JOKER, card_from_code

S, H, D, C = Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS


def codes(cards) -> list[str]:
    return [c.code for c in cards]


# -- notation -------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "expected"), [
    ("7H", Card(7, H)), ("7♥", Card(7, H)), ("10C", Card(10, C)), ("TC", Card(10, C)),
    ("QD", Card(12, D)), ("AS", Card(1, S)), ("KS", Card(13, S)), ("JH", Card(11, H)),
    ("2♦", Card(2, D)), ("9♣", Card(9, C)), ("10♠", Card(10, S)),
    ("JK", Card(JOKER)), ("Jk", Card(JOKER)), ("jk", Card(JOKER)), ("🃏", Card(JOKER)),
])
def test_parse_card_accepts_every_documented_form(text, expected):
    assert parse_card(text) == expected


@pytest.mark.parametrize("text", ["7h", "7H", "tc", "Tc", "tC", "qd", "as", "aS", "10c", "10C"])
def test_parsing_is_case_insensitive(text):
    assert parse_card(text) == parse_card(text.upper())


def test_parse_cards_mixed_notation_from_the_brief():
    assert parse_cards("8♠ 8H 10c Jk") == [Card(8, S), Card(8, H), Card(10, C), Card(JOKER)]


@pytest.mark.parametrize(("text", "expected"), [
    ("8♠8♥8♦", ["8S", "8H", "8D"]),
    ("10♠10♥", ["10S", "10H"]),
    ("AS2S3S", ["AS", "2S", "3S"]),
    ("qdkdad", ["QD", "KD", "AD"]),
    ("🃏🃏", ["JK", "JK"]),
    ("5♠Jk7♠", ["5S", "JK", "7S"]),
])
def test_parse_cards_splits_glued_cards(text, expected):
    assert codes(parse_cards(text)) == expected


def test_parse_cards_separators_and_iterables():
    assert codes(parse_cards("AS, 2S;3S")) == ["AS", "2S", "3S"]
    assert codes(parse_cards(["AS", Card(2, S)])) == ["AS", "2S"]
    assert codes(parse_cards(Card(2, S))) == ["2S"]
    assert parse_cards("") == []


def test_parse_ignores_emoji_variation_selector():
    assert parse_card("7\u2665\ufe0f") == Card(7, H)


def test_second_copy_notation_round_trips():
    card = parse_card("7H.1")
    assert card == Card(7, H, 1) and card.code == "7H.1"
    assert card_from_code("7H.1") == card
    assert card_from_code("JK.1") == Card(JOKER, None, 1)


@pytest.mark.parametrize("token", ["1H", "11S", "XX", "8", "♠", "10", "7HH", "QZ", "0S",
                                   "KX", "7H.12", "JKS", "8♠8"])
def test_bad_token_raises_naming_the_token_and_the_accepted_forms(token):
    with pytest.raises(RummyError) as info:
        parse_cards(f"7H {token} 8H")
    message = str(info.value)
    assert f"'{token}'" in message
    for form in ("7H", "7♥", "10C", "TC", "JK", "🃏"):
        assert form in message


def test_rummy_error_is_a_value_error_with_reason():
    with pytest.raises(ValueError) as info:
        parse_card("ZZ")
    assert isinstance(info.value, RummyError) and info.value.reason == str(info.value)


def test_card_from_code_is_strict():
    for loose in ("7h", "TC", "7♥", "Jk", "🃏"):
        with pytest.raises(RummyError):
            card_from_code(loose)
    assert card_from_code("10C") == Card(10, C)


def test_card_invariants():
    with pytest.raises(RummyError):
        Card(0, S)
    with pytest.raises(RummyError):
        Card(14, S)
    with pytest.raises(RummyError):
        Card(5, None)


def test_card_text_and_labels():
    assert str(Card(10, H)) == "10♥" and str(Card(JOKER)) == "🃏"
    assert Card(1, S).label == "ace of spades"
    assert Card(12, D).label == "queen of diamonds"
    assert Card(JOKER).label == "joker"


# -- physical cards and decks --------------------------------------------------------

def test_two_deck_copies_are_distinct_but_look_alike():
    deck = make_deck(2, 4)
    sevens = [c for c in deck if c.face == (7, H)]
    assert len(sevens) == 2
    a, b = sevens
    assert a != b and len({a, b}) == 2
    assert a.face == b.face
    assert {a.code, b.code} == {"7H", "7H.1"}
    assert len(set(deck)) == len(deck) == 108
    assert len({c for c in deck if c.is_joker}) == 4


@pytest.mark.parametrize(("decks", "jokers", "size"), [(1, 0, 52), (1, 2, 54), (2, 4, 108),
                                                       (2, 2, 106)])
def test_make_deck_sizes(decks, jokers, size):
    deck = make_deck(decks, jokers)
    assert len(deck) == len(set(deck)) == size
    faces = Counter(c.face for c in deck if not c.is_joker)
    assert len(faces) == 52 and set(faces.values()) == {decks}


BASIC_DEALS = {2: (10, 31), 3: (7, 30), 4: (7, 23), 5: (6, 21), 6: (6, 15)}
RUMMY500_DEALS = {2: (13, 27), 3: (10, 23), 4: (10, 13), 5: (7, 72), 8: (7, 51)}


def assert_deal(rules, players: int, hand_size: int, stock_size: int, deck) -> None:
    """A new game of ``players`` deals ``hand_size`` cards each, leaves ``stock_size`` in the
    stock and one discard, and uses exactly ``deck``."""
    assert rules.hand_size_for(players) == hand_size
    assert rules.stock_size_for(players) == stock_size
    game = Game(rules, players, seed=players)
    assert [len(h) for h in game.hands] == [hand_size] * players
    assert len(game.stock) == stock_size and len(game.discard_pile) == 1
    all_cards = [c for h in game.hands for c in h] + game.stock + game.discard_pile
    assert sorted(all_cards) == sorted(deck)


@pytest.mark.parametrize(("players", "deal"), BASIC_DEALS.items())
def test_basic_deal_and_stock_sizes(players, deal):
    hand_size, stock_size = deal
    rules = variant("basic")
    assert rules.decks_for(players) == (1, 0)
    assert_deal(rules, players, hand_size, stock_size, make_deck(1, 0))


@pytest.mark.parametrize(("players", "deal"), RUMMY500_DEALS.items())
def test_rummy500_deal_and_stock_sizes(players, deal):
    hand_size, stock_size = deal
    rules = variant("rummy500")
    decks, jokers = (1, 2) if players <= 4 else (2, 4)
    assert rules.decks_for(players) == (decks, jokers)
    assert_deal(rules, players, hand_size, stock_size, make_deck(decks, jokers))


@pytest.mark.parametrize("players", [6, 7])
def test_rummy500_two_decks_for_six_and_seven(players):
    rules = variant("rummy500")
    assert rules.decks_for(players) == (2, 4)
    assert rules.stock_size_for(players) == 108 - 7 * players - 1


@pytest.mark.parametrize("players", range(2, 7))
def test_pool500_deck_is_106_cards_and_13_each(players):
    rules = variant("pool500")
    assert rules.decks_for(players) == (2, 2)
    assert rules.hand_size_for(players) == 13
    game = Game(rules, players, seed=players)
    assert [len(h) for h in game.hands] == [13] * players
    all_cards = [c for h in game.hands for c in h] + game.stock + game.discard_pile
    assert len(all_cards) == 106
    assert sorted(all_cards) == sorted(make_deck(2, 2))
    assert len(game.stock) == rules.stock_size_for(players)


@pytest.mark.parametrize(("name", "bad"), [("basic", 1), ("basic", 7), ("rummy500", 1),
                                           ("rummy500", 9), ("pool500", 1), ("pool500", 7)])
def test_player_counts_outside_the_variant_are_refused(name, bad):
    with pytest.raises(RummyError, match="players"):
        Game(variant(name), bad, seed=1)


def test_same_seed_same_deal_different_seed_different_deal():
    a = Game(variant("basic"), 3, seed=42)
    b = Game(variant("basic"), 3, seed=42)
    c = Game(variant("basic"), 3, seed=43)
    assert a.hands == b.hands and a.stock == b.stock
    assert (a.hands, a.stock) != (c.hands, c.stock)


@pytest.mark.parametrize(("name", "card", "value"), [
    ("basic", "KC", 10), ("basic", "QD", 10), ("basic", "JH", 10), ("basic", "10S", 10),
    ("basic", "9S", 9), ("basic", "2H", 2), ("basic", "AC", 1),
    ("rummy500", "AC", 15), ("rummy500", "JK", 25), ("rummy500", "10D", 10),
    ("rummy500", "KH", 10), ("rummy500", "7S", 7),
    ("pool500", "JK", 15), ("pool500", "AC", 15), ("pool500", "QS", 10), ("pool500", "5H", 5),
])
def test_card_values(name, card, value):
    assert variant(name).card_value(parse_card(card)) == value


def test_low_ace_values():
    ace = parse_card("AS")
    assert variant("pool500").card_value(ace, low_ace_in_run=True) == 1
    assert variant("rummy500").card_value(ace, low_ace_in_run=True) == 15
    assert variant("rummy500", ace_low_value=1).card_value(ace, low_ace_in_run=True) == 1
