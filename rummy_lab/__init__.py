"""rummy-lab: a rules engine and interactive lessons for Rummy.

Folders say what a module is: ``core`` (the rules, pure), ``i18n`` (the message catalog),
``formats`` (saved games, positions, scenarios, guided hands), ``ai`` (solver, bots, hints,
simulation), ``present`` (cards as SVG, pandas tables, lesson charts) and ``ui`` (the only
part that imports Jupyter).
"""

from .core.actions import (
    Action,
    Discard,
    DrawStock,
    EndHand,
    EndTurn,
    LayOff,
    Meld,
    NextHand,
    SwapJoker,
    TakeDiscard,
)
from .core.cards import Card, CardList, Suit, make_deck, parse_card, parse_cards
from .core.errors import RummyError
from .core.game import Game
from .core.melds import TableMeld, check_layoff, check_meld, check_swap
from .core.variants import Rules, variant
from .present import render as _render  # noqa: F401  (notebooks show cards as pictures)

__all__ = ["Action", "Card", "CardList", "Discard", "DrawStock", "EndHand", "EndTurn", "Game",
           "LayOff", "Meld", "NextHand", "Rules", "RummyError", "Suit", "SwapJoker",
           "TableMeld", "TakeDiscard", "check_layoff", "check_meld", "check_swap",
           "load_scenario", "make_deck", "parse_card", "parse_cards", "parse_scenario",
           "variant"]
__version__ = "0.1.0"


def __getattr__(name: str):
    if name in ("load_scenario", "parse_scenario"):  # a file path / TOML text
        from .formats import scenarios

        return getattr(scenarios, name)
    raise AttributeError(name)
