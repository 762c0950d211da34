"""rummy-lab: a rules engine and interactive lessons for Rummy."""

from .cards import Card, CardList, Suit, make_deck, parse_card, parse_cards
from .errors import RummyError
from .melds import TableMeld, check_layoff, check_meld, check_swap
from .variants import Rules, variant

__all__ = ["Card", "CardList", "Suit", "make_deck", "parse_card", "parse_cards", "RummyError",
           "TableMeld", "check_layoff", "check_meld", "check_swap", "Rules", "variant"]
__version__ = "0.1.0"
