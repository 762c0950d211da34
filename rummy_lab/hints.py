"""The coach: the recommended action for a seat, with a short reason a learner can follow."""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Action, Discard, DrawStock, LayOff, Meld, SwapJoker, TakeDiscard
from .bots import HardBot
from .errors import RummyError
from .strategy import evaluate

__all__ = ["Hint", "hint"]


@dataclass(frozen=True)
class Hint:
    action: Action
    why: str

    def __str__(self) -> str:
        return f"{_cap(self.action.describe())}: {self.why}"


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def hint(game, seat: int | None = None) -> Hint:
    """Recommend the next action for ``seat`` (default: the player to move) and say why."""
    seat = game.current if seat is None else seat
    if game.phase not in ("draw", "play"):
        raise RummyError("There is nothing to play: the hand is over.")
    if seat != game.current:
        raise RummyError(f"It is {game.players[game.current]}'s turn, not {game.players[seat]}'s.")
    action = HardBot(seed=0).choose(game, seat)
    return Hint(action, _explain(game, seat, action))


def _explain(game, seat: int, action: Action) -> str:
    rules, view = game.rules, game.view(seat)
    hand, table = list(view.hand), list(view.table)
    before = evaluate(hand, rules, table)
    net = rules.scoring != "winner_collects"
    if isinstance(action, DrawStock):
        if view.discard and rules.draw_from_discard != "none":
            return (f"no discard ({view.discard[-1]} on top) would complete a meld for you, "
                    "so try your luck with an unknown card.")
        return "the stock is where every turn starts in this variant."
    if isinstance(action, TakeDiscard):
        pile = list(view.discard)
        taken = pile[pile.index(action.card):]
        after = evaluate(hand + taken, rules, table)
        melds = [m for m in after.melds if action.card in [p.card for p in m.placed]]
        where = f"it completes {melds[0]}" if melds else "you can lay it off at once"
        extra = f" ({len(taken) - 1} more cards come with it)" if len(taken) > 1 else ""
        gain = (f"what you can lay down grows from {before.placed_value} to "
                f"{after.placed_value} points" if net else
                f"your unmelded points drop from {before.deadwood} to {after.deadwood}")
        return f"{where}{extra}; {gain}."
    if isinstance(action, Meld):
        worth = sum(rules.card_value(c) for c in action.cards)
        gain = f"it scores {worth} points for you" if net else \
            f"it takes {worth} points out of your hand"
        return f"{' '.join(map(str, action.placed))} is a complete {action.kind_}; {gain}."
    if isinstance(action, LayOff):
        meld = game.meld_by_id(action.meld)
        return f"{action.card} fits {meld}; laying it off leaves fewer cards to get rid of."
    if isinstance(action, SwapJoker):
        return (f"you hold the {action.card} the joker stands for: swap it in and use the "
                "joker for another meld.")
    if isinstance(action, Discard):
        return _explain_discard(game, view, action)
    return "it is the only thing left to do."


def _explain_discard(game, view, action: Discard) -> str:
    rules, card = game.rules, action.card
    rest = list(view.hand)
    rest.remove(card)
    left = evaluate(rest, rules, list(view.table))
    value = rules.card_value(card)
    fits = [m for m in view.table if _fits(card, m, rules)]
    risk = (f" Careful: it could be laid off on {fits[0]}." if fits
            else " No meld on the table can use it.")
    if len(rest) == 0:
        return "it is your last card: you go out!"
    return (f"it is not part of any meld and costs {value} points if you are caught with it; "
            f"you keep {left.deadwood} points of loose cards.{risk}")


def _fits(card, meld, rules) -> bool:
    from .melds import layoff_options

    return bool(layoff_options(card, meld, rules))
