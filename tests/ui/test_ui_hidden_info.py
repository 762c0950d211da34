"""No unseen card reaches the browser, in any form.

Whole games are played through the card table (GameTable with bots, English and German,
several variants and player counts). After every message sent to the browser and every
change of the table's state, every synced trait of every widget created and every
message (captured where the comm publishes it) is searched for each card the seat may
not see: its code (7H, 7H.1), its symbol text (7♥), its English and German names
("seven of hearts", "Herz Sieben"), as in aria-labels.

What the seat may see is taken from the engine: the seat's view (own hand, table,
visible discards) and the public actions of the hand (a card discarded, taken, melded,
laid off or swapped is public even when it later goes into a hand).
"""

from __future__ import annotations

import pytest
from helpers.hidden_info import (
    mentions,
    play_through,
)

from rummy_lab import Game, variant
from rummy_lab.ai.bots import make_bot
from rummy_lab.core.cards import Card, Suit
from rummy_lab.ui import GameTable

# -- finding card mentions in text -------------------------------------------------------


# -- what the seat may know ----------------------------------------------------------------


GAMES = [
    ("basic", 2, {"target": 75}, "en", 11),
    ("basic", 4, {"target": 150}, "de", 12),
    ("rummy500", 3, {"target": 150, "target_choices": (150,)}, "de", 13),
    ("rummy500", 6, {"target": 120, "target_choices": (120,)}, "en", 14),
    ("pool500", 2, {"target": 150, "target_choices": (150,)}, "en", 15),
    ("pool500", 3, {"target": 120, "target_choices": (120,)}, "de", 16),
]


@pytest.mark.parametrize("name, players, options, lang, seed", GAMES)
def test_no_unseen_card_reaches_the_browser_in_any_form(watched, name, players, options,
                                                        lang, seed):
    game = Game(variant(name, **options), players, seed=seed)
    watcher = watched(game)
    levels = ("easy", "medium", "hard")
    bots = {s: make_bot(levels[s % 3], seed=seed + s) for s in range(1, players)}
    table = GameTable(game, seat=0, bots=bots, bot_delay=0, lang=lang)
    table.card_table.observe(watcher.check_all, names=["state"])
    watcher.check_all()
    assert not watcher.leaks, watcher.leaks[:3]
    play_through(table, watcher, make_bot("medium", seed=seed))
    assert game.phase == "game_over" and len(game.results) >= 2
    assert watcher.checks > 100 and len(watcher.sent) > 100
    # the search does see the seat's own cards and the table: it is not blind
    texts = list(watcher.synced_texts())
    found = set().union(*(mentions(t)[0] for t in texts))
    assert {c for c in game.hands[0]} <= found


def test_the_teacher_view_shows_every_hand(watched):
    """Positive control: the teacher's table shows the opponents' cards, and the search
    reports them (as codes)."""
    game = Game(variant("basic"), ["Ada", "Ben", "Cy"], seed=3)
    watcher = watched(game)
    table = GameTable(game, seat=0, bots={1: make_bot("easy", 1), 2: make_bot("easy", 2)},
                      bot_delay=0, teacher=True)
    watcher.check_all()
    others = {c.code for s in (1, 2) for c in game.hands[s] if c not in watcher.shown}
    reported = " ".join(watcher.leaks)
    assert len(others) >= 10 and all(repr(code) in reported for code in others)
    assert table.state["players"][1]["cards"]


@pytest.mark.parametrize("text, card", [
    ("Ben melded 7♥ 8♥ 9♥", (7, Suit.HEARTS)),
    ("Ben took 10♣ from the pile", (10, Suit.CLUBS)),
    ('<div role="img" aria-label="seven of hearts">', (7, Suit.HEARTS)),
    ("Queen of Spades", (12, Suit.SPADES)),
    ("Ben nimmt Herz Sieben", (7, Suit.HEARTS)),
    ('aria-label="Kreuz-Dame"', (12, Suit.CLUBS)),
    ("Pik 10", (10, Suit.SPADES)),
    ("Sieben Herz", (7, Suit.HEARTS)),
    ("Joker(8♦) and 9♣", (9, Suit.CLUBS)),
])
def test_every_form_of_a_card_name_is_found(text, card):
    assert card in mentions(text)[1]


def test_codes_are_found_with_their_copy_and_not_inside_other_words():
    cards, _ = mentions("hand 7H, 7H.1 and JK.1; not in IPY_MODEL_a7Hb or #2D2D2D or 17H")
    assert cards == {Card(7, Suit.HEARTS), Card(7, Suit.HEARTS, 1), Card(0, None, 1)}
    assert mentions("Your hand: 7 cards · Herzlich willkommen · a joker")[1] == set()
    assert mentions("melded 8♣ Joker(9♣) 10♣; joker standing for nine of clubs")[1] == \
        {(8, Suit.CLUBS), (10, Suit.CLUBS)}
    assert mentions("Joker für Kreuz-Neun, Kreuz-Zehn")[1] == {(10, Suit.CLUBS)}
