"""Issue 27 item 10, the page side: the pool game says which round of its ten it is in;
the scoreboard's and the explorer's column headings are capitalised in both languages.

How each failed on d81e364 is in the docstrings (run against that code)."""

from __future__ import annotations

import re

from rummy_lab import Game, variant
from rummy_lab.ui.explorer import ScoringExplorer
from rummy_lab.ui.scoreboard import Scoreboard
from rummy_lab.ui.state import table_state


def test_the_pool_game_says_its_round():
    """On d81e364 the state had no round (``KeyError: 'round'``)."""
    game = Game(variant("pool500"), ["Ann", "Ben"], seed=3)
    assert table_state(game, 0)["round"] == "Round 1 of 10"
    for _ in range(2):  # one turn each: round 2
        game.draw()
        game.discard(next(c for c in game.hand.hands[game.current] if not c.is_joker))
    assert table_state(game, 0, lang="de")["round"] == "Runde 2 von 10"
    assert table_state(Game(variant("basic"), 2, seed=1), 0)["round"] == ""


def headings(html: str) -> list[str]:
    return re.findall(r"<th>([^<]*)</th>", html)


def played(seed: int = 4) -> Game:
    from rummy_lab.ai.bots import make_bot

    game = Game(variant("basic", target=50), ["ann", "ben"], seed=seed)
    bots = [make_bot("easy", seed=1), make_bot("easy", seed=2)]
    while not game.results:
        game.apply(bots[game.current].choose(game, game.current))
    return game


def test_scoreboard_headings_are_capitalised():
    """On d81e364 the English headings were lower-case: 'player', 'in hand', 'points',
    'total', 'went out', 'ended by', 'hand'; German 'rausgekommen', 'auf der Hand'."""
    game = played()
    for lang in ("en", "de"):
        html = Scoreboard(game, lang).html
        heads = headings(html)
        assert heads and all(h[:1].isupper() for h in heads if h not in game.players), heads
        assert "ann" in heads  # names as typed (the totals' columns), not capitalised
    assert "<th>Went out</th>" in Scoreboard(game, "en").html
    assert "<th>Rausgekommen</th>" in Scoreboard(game, "de").html


def test_the_explorers_comparison_headings_are_capitalised():
    """On d81e364 the comparison table's first heading was 'player'."""
    box = ScoringExplorer("rummy500_3p.toml")
    assert "<th>Player</th><th>Basic Rummy</th>" in box.output.value
    box.lang = "de"
    assert "<th>Spieler</th>" in box.output.value
