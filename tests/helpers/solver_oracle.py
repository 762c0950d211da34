"""The solver tests' oracle: the rule sets they use, an independent brute force of the
best arrangement, a checker of an answer's legality, and hypothesis strategies for
hands and tables."""

from __future__ import annotations

from collections import Counter
from functools import cache
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rummy_lab.core.cards import SUITS, make_deck
from rummy_lab.core.melds import (
    Placed,
    TableMeld,
    layoff_options,
    meld_readings,
    placed_value,
)
from rummy_lab.core.variants import variant

BASIC = variant("basic")
R500 = variant("rummy500")
POOL = variant("pool500")
TWO_DECKS = variant("rummy500", decks_by_players=((2, 2, 4),))


# a house rule: Basic Rummy with two decks, where a set may hold both 7♥
BASIC_TWO_DECKS = variant("basic", decks_by_players=((2, 2, 0),))
RULES = {"basic": BASIC, "rummy500": R500, "pool500": POOL, "two_decks": TWO_DECKS,
         "basic_two_decks": BASIC_TWO_DECKS}


def random_hands(examples: int):
    """Runs a test ``(name, data)`` for every rule set of RULES, ``examples`` times each
    (``data`` draws the hand, e.g. with :func:`table_and_hand`)."""
    def wrap(test):
        test = settings(max_examples=examples, deadline=None)(given(data=st.data())(test))
        return pytest.mark.parametrize("name", sorted(RULES))(test)
    return wrap


def _hand_value(cards, rules):
    return sum(rules.card_value(c) for c in cards)


def _reading_value(reading, rules):
    return sum(placed_value(p, reading.kind, rules) for p in reading.placed)


def _laid(meld, card, option):
    placed = Placed(card, option.rank, option.suit)
    row = (placed,) + meld.placed if option.end == "low" else meld.placed + (placed,)
    return TableMeld(meld.id, meld.kind, meld.owner, row)


def brute_key(hand, rules, table=(), net=None, own_layoffs=True):
    """Best (points, cards placed) by exhaustive search."""
    net = rules.scoring != "winner_collects" if net is None else net
    hand = list(hand)
    readings = {}
    for size in range(3, len(hand) + 1):
        for combo in combinations(range(len(hand)), size):
            found = meld_readings([hand[i] for i in combo], rules)
            if found:
                readings[combo] = found

    @cache
    def layoffs(left, tables):
        best = (-_hand_value(left, rules), 0)
        for card in left:
            rest = tuple(c for c in left if c != card)
            for t, meld in enumerate(tables):
                for option in layoff_options(card, meld, rules):
                    low = meld.kind == "run" and option.rank == 1
                    gain = rules.card_value(card, low_ace_in_run=low) if net else 0
                    new = tables[:t] + (_laid(meld, card, option),) + tables[t + 1:]
                    sub = layoffs(rest, new)
                    best = max(best, (sub[0] + gain, sub[1] + 1))
        return best

    def partitions(rest, chosen):
        if not rest:
            yield chosen
            return
        first, others = rest[0], rest[1:]
        yield from ((("left", first),) + p for p in partitions(others, chosen))
        for combo, found in readings.items():
            if combo[0] == first and set(combo) <= set(rest):
                remaining = tuple(i for i in rest if i not in combo)
                yield from partitions(remaining, chosen + ((combo, found),))

    best = None
    for parts in partitions(tuple(range(len(hand))), ()):
        left = tuple(hand[i] for kind, i in parts if kind == "left")
        melds = [p for p in parts if p[0] != "left"]
        for choice in _reading_choices([found for _, found in melds]):
            value = sum(_reading_value(r, rules) for r in choice) if net else 0
            count = sum(len(r.placed) for r in choice)
            own = tuple(TableMeld(1000 + k, r.kind, 0, r.placed) for k, r in enumerate(choice))
            sub = layoffs(left, tuple(table) + (own if own_layoffs else ()))
            key = (sub[0] + value, sub[1] + count)
            best = key if best is None else max(best, key)
    return best


def _reading_choices(groups):
    if not groups:
        yield ()
        return
    for reading in groups[0]:
        for rest in _reading_choices(groups[1:]):
            yield (reading,) + rest


def brute_min_deadwood(hand, rules):
    """Min deadwood, memoised on the remaining cards (for hands too big for brute_key)."""
    hand = list(hand)
    melds = [set(c) for n in range(3, len(hand) + 1) for c in combinations(range(len(hand)), n)
             if meld_readings([hand[i] for i in c], rules)]

    @cache
    def best(rest):
        if not rest:
            return 0
        first = min(rest)
        value = rules.card_value(hand[first]) + best(rest - {first})
        for meld in melds:
            if first in meld and meld <= rest:
                value = min(value, best(rest - meld))
        return value

    return best(frozenset(range(len(hand))))


def check_arrangement(arr, hand, rules, table=()):
    """The answer is legal by rules.melds, uses each card once, and adds up."""
    used = []
    placed = 0
    for reading in arr.melds:
        cards = [p.card for p in reading.placed]
        assert reading in meld_readings(cards, rules)
        used += cards
        placed += _reading_value(reading, rules)
    tables = {m.id: m for m in table}
    for card, option in arr.layoffs:
        meld = tables[option.meld_id]
        assert option in layoff_options(card, meld, rules)
        tables[option.meld_id] = _laid(meld, card, option)
        used.append(card)
        placed += rules.card_value(card, low_ace_in_run=meld.kind == "run" and option.rank == 1)
    assert Counter(used + list(arr.left)) == Counter(hand)
    assert arr.deadwood == _hand_value(arr.left, rules)
    assert arr.placed_value == placed
    return arr.score, arr.placed_count


def _deck(rules):
    decks, jokers = rules.decks_for(2)
    return make_deck(decks, jokers)


def _run_cards(pool, suit, start, length):
    cards = []
    for pos in range(start, start + length):
        rank = 1 if pos == 14 else pos
        card = next((c for c in pool if c.rank == rank and c.suit == suit), None)
        if card is None:
            return None
        cards.append(card)
    return cards


@st.composite
def table_and_hand(draw, rules, max_hand, max_table=2):
    """Table melds built from the deck, then a hand from the rest, in a dense window."""
    pool = _deck(rules)
    table = []
    for t in range(draw(st.integers(0, max_table))):
        meld = _draw_table_meld(draw, rules, pool, 100 + t)
        if meld is not None:
            table.append(meld)
            pool = [c for c in pool if c not in meld.cards]
    low = draw(st.integers(1, 11))
    if table and draw(st.booleans()):
        low = max(1, min(table[0].low, 12) - draw(st.integers(0, 3)))
    width = draw(st.integers(3, 5))
    suits = draw(st.sets(st.sampled_from(SUITS), min_size=1, max_size=3))
    if table and draw(st.booleans()):
        suits.add(table[0].suit)
    ranks = {(r - 1) % 13 + 1 for r in range(low, low + width)}
    window = [c for c in pool if c.is_joker or (c.rank in ranks and c.suit in suits)]
    if draw(st.integers(0, 5)) == 0:
        window = pool
    size = draw(st.integers(min(3, len(window)), min(max_hand, len(window))))
    if not size:
        return [], table
    hand = draw(st.lists(st.sampled_from(window), min_size=size, max_size=size, unique=True))
    return hand, table


def _draw_table_meld(draw, rules, pool, meld_id):
    if draw(st.booleans()):
        top = 12 if rules.ace_high else 11
        cards = _run_cards(pool, draw(st.sampled_from(SUITS)), draw(st.integers(1, top)),
                           draw(st.integers(3, 4)))
        kind = "run"
    else:
        rank = draw(st.integers(1, 13))
        by_suit = {}
        for card in pool:
            if card.rank == rank:
                by_suit.setdefault(card.suit, card)
        cards = list(by_suit.values())[:3]
        kind = "set"
    if not cards or len(cards) < 3:
        return None
    jokers = [c for c in pool if c.is_joker]
    if jokers and draw(st.booleans()):
        cards[draw(st.integers(0, len(cards) - 1))] = jokers[0]
    readings = [r for r in meld_readings(cards, rules) if r.kind == kind]
    if not readings:
        return None
    return TableMeld(meld_id, kind, 1, draw(st.sampled_from(readings)).placed)
