"""Card rendering: well-formed SVG/HTML, spoken labels, colours, jokers, the table."""

import re
import xml.etree.ElementTree as ET

import pytest

from rummy_lab.core.cards import Card, Suit, make_deck, parse_card, parse_cards
from rummy_lab.core.melds import Placed, TableMeld
from rummy_lab.present.render import (
    card_svg,
    cards_html,
    hand_html,
    meld_figure_caption,
    meld_html,
    seat_name,
    suit_colour,
    table_html,
)

SVG = "{http://www.w3.org/2000/svg}"
RED, BLACK = suit_colour(Suit.HEARTS), suit_colour(Suit.SPADES)


def svg_root(markup: str) -> ET.Element:
    root = ET.fromstring(markup)
    assert root.tag == SVG + "svg"
    return root


def fills(root: ET.Element) -> set[str]:
    return {el.get("fill") for el in root.iter() if el.tag in (SVG + "path", SVG + "text")}


def texts(root: ET.Element) -> list[str]:
    return [el.text for el in root.iter(SVG + "text")]


@pytest.mark.parametrize("card", make_deck(1, 1), ids=lambda c: c.code)
def test_every_card_is_well_formed_svg_with_its_label(card):
    root = svg_root(card_svg(card))
    assert root.get("role") == "img"
    assert root.get("aria-label") == card.label
    assert root.find(SVG + "title").text == card.label


@pytest.mark.parametrize("code, label", [("7H", "seven of hearts"), ("10C", "ten of clubs"),
                                         ("AS", "ace of spades"), ("QD", "queen of diamonds"),
                                         ("JK", "joker")])
def test_aria_labels(code, label):
    assert svg_root(card_svg(parse_card(code))).get("aria-label") == label


def test_joker_as_label_and_badge():
    root = svg_root(card_svg(Card(0), joker_as=(8, Suit.DIAMONDS)))
    assert root.get("aria-label") == "joker standing for eight of diamonds"
    badge = next(g for g in root.iter(SVG + "g") if g.get("class") == "rl-badge")
    assert [t.text for t in badge.iter(SVG + "text")] == ["= 8"]
    assert {p.get("fill") for p in badge.iter(SVG + "path")} == {RED}


def test_joker_as_high_ace_and_letter_suit():
    root = svg_root(card_svg(Card(0), joker_as=(14, "S")))
    assert root.get("aria-label") == "joker standing for ace of spades"
    assert "= A" in texts(root)


def test_plain_joker_has_joker_text_and_no_badge():
    root = svg_root(card_svg(Card(0)))
    assert "".join(texts(root)).startswith("JOKER")
    assert not any(g.get("class") == "rl-badge" for g in root.iter(SVG + "g"))


@pytest.mark.parametrize("code", ["7H", "3D", "QH", "AD"])
def test_red_suits_use_red_ink(code):
    assert RED in fills(svg_root(card_svg(parse_card(code))))
    assert BLACK not in fills(svg_root(card_svg(parse_card(code))))


@pytest.mark.parametrize("code", ["7S", "3C", "KS", "AC"])
def test_black_suits_use_black_ink(code):
    assert BLACK in fills(svg_root(card_svg(parse_card(code))))
    assert RED not in fills(svg_root(card_svg(parse_card(code))))


def test_four_colour_differs_for_diamonds_and_clubs_only():
    for code in ("5D", "5C"):
        two, four = card_svg(parse_card(code)), card_svg(parse_card(code), four_colour=True)
        assert two != four
        assert suit_colour(parse_card(code).suit, True) in fills(svg_root(four))
    for code in ("5S", "5H"):
        assert card_svg(parse_card(code)) == card_svg(parse_card(code), four_colour=True)
    assert len({suit_colour(s, True) for s in Suit}) == 4


@pytest.mark.parametrize("rank, pips", [(1, 1), (2, 2), (7, 7), (10, 10)])
def test_number_cards_show_their_pips_plus_two_corner_pips(rank, pips):
    root = svg_root(card_svg(Card(rank, Suit.CLUBS)))
    assert len(list(root.iter(SVG + "path"))) == pips + 2


def test_court_card_shows_its_letter():
    assert "K" in texts(svg_root(card_svg(parse_card("KH"))))


def test_face_down_card_hides_rank_and_suit():
    markup = card_svg(parse_card("7H"), face_down=True)
    root = svg_root(markup)
    assert root.get("aria-label") == "face-down card"
    assert texts(root) == []
    assert RED not in markup and "seven" not in markup


def test_width_scales_height():
    root = svg_root(card_svg(parse_card("2C"), width=100))
    assert (root.get("width"), root.get("height")) == ("100", "140")


def test_cards_html_lists_every_label_and_a_text_twin():
    cards = parse_cards("7H 8H 9H")
    html = cards_html(cards)
    root = ET.fromstring(html)
    row = root.find(".//*[@role='list']")
    assert row.get("aria-label") == "3 cards"
    items = row.findall("*[@role='listitem']")
    assert [i.find(SVG + "svg").get("aria-label") for i in items] == [c.label for c in cards]
    hidden = root.find(".//*[@class='rl-sr']")
    assert hidden.text == "7♥ 8♥ 9♥"
    assert "http" not in html.replace("http://www.w3.org/2000/svg", "")


def test_cards_html_face_down_and_empty():
    html = cards_html(parse_cards("AS KS"), face_down=True)
    assert "ace of" not in html and html.count('aria-label="face-down card"') == 2
    assert "no cards" in cards_html([])


def test_hand_html_sorts_and_counts():
    html = hand_html(parse_cards("JK 9C 2S"), sort=True)
    assert 'aria-label="Hand: 3 cards"' in html
    assert re.search(r"2♠ 9♣ 🃏", html)


def run_with_joker() -> TableMeld:
    five, jk, seven = parse_cards("5S JK 7S")
    placed = (Placed(five, 5, Suit.SPADES, 0), Placed(jk, 6, Suit.SPADES, 0),
              Placed(seven, 7, Suit.SPADES, 0))
    return TableMeld(1, "run", 0, placed)


def test_meld_html_shows_what_jokers_stand_for():
    html = meld_html(run_with_joker())
    ET.fromstring(html)
    assert 'aria-label="joker standing for six of spades"' in html
    assert "🃏=6♠" in html
    assert "Run 5♠–7♠ · melded by seat 1" in html


def test_meld_caption_set_names_and_layoffs():
    eights = parse_cards("8H 8D 8C")
    meld = TableMeld(2, "set", 1, tuple(Placed(c, 8, c.suit, 1 if i < 2 else 0)
                                        for i, c in enumerate(eights)))
    assert meld_figure_caption(meld, ["Ada", "Bo"]) == "Set of 8s · melded by Bo · laid off by Ada"
    assert seat_name(5, ["Ada"]) == "seat 6"


def test_table_html_stock_count_discard_and_owners():
    discard = parse_cards("3C 9D KH")
    html = table_html([run_with_joker()], discard, 23, names={0: "Ada"})
    root = ET.fromstring(html)
    stock = root.find(".//*[@class='rl-stock']")
    assert stock.get("aria-label") == "Stock: 23 cards"
    stock_svgs = list(stock.iter(SVG + "svg"))
    assert [s.get("aria-label") for s in stock_svgs] == ["face-down card"]
    assert not any(stock_svgs[0].iter(SVG + "text"))
    assert "Discard pile (top K♥)" in html
    assert "Melds of Ada" in html
    for card in discard:
        assert f'aria-label="{card.label}"' in html


def test_table_html_empty_table():
    html = table_html([], [], 0)
    ET.fromstring(html)
    assert "Stock: 0 cards" in html and "No melds" in html
    assert "face-down card" not in html
