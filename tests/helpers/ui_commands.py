"""The browser command (op and parameters) that plays an engine action on a table widget."""

from __future__ import annotations

from rummy_lab.core.melds import check_meld


def command_for(action, game):
    """The browser command for an engine action."""
    k = action.kind
    if k == "take":
        return "take", {"card": action.card.code}
    if k == "meld":
        cards = list(action.cards)
        want = tuple((p.card, p.rank, p.suit) for p in action.placed)
        readings = check_meld(cards, game.rules).readings
        i = next(i for i, r in enumerate(readings)
                 if tuple((p.card, p.rank, p.suit) for p in r.placed) == want)
        return "meld", {"cards": [c.code for c in cards], "reading": i}
    if k == "layoff":
        return "layoff", {"cards": [action.card.code], "meld": action.meld,
                          "rank": action.rank, "suit": action.suit.value}
    if k == "swap":
        return "swap", {"cards": [action.card.code], "meld": action.meld}
    if k == "discard":
        return "discard", {"cards": [action.card.code]}
    return k, {}
