"""rummy-lab: a rules engine and interactive lessons for Rummy.

The engine (everything outside ``rummy_lab.ui``) imports nothing from Jupyter.
"""

from .actions import (
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
from .cards import Card, CardList, Suit, make_deck, parse_card, parse_cards
from .errors import RummyError
from .game import Game
from .melds import TableMeld, check_layoff, check_meld, check_swap
from .variants import Rules, variant

__all__ = ["Action", "Card", "CardList", "Discard", "DrawStock", "EndHand", "EndTurn", "Game",
           "LayOff", "Meld", "NextHand", "Rules", "RummyError", "Suit", "SwapJoker",
           "TableMeld", "TakeDiscard", "check_layoff", "check_meld", "check_swap",
           "load_scenario", "make_deck", "parse_card", "parse_cards", "variant"]
__version__ = "0.1.0"


def __getattr__(name: str):
    if name == "load_scenario":
        from .scenarios import load_scenario

        return load_scenario
    raise AttributeError(name)
