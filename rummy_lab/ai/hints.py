"""The coach: the recommended action for a seat, with a short reason a learner can follow."""

from __future__ import annotations

from dataclasses import dataclass

from ..core.actions import Action, Discard, DrawStock, LayOff, Meld, SwapJoker, TakeDiscard
from ..core.errors import RummyError
from ..core.melds import layoff_options
from ..core.phases import TURN_PHASES
from ..core.views import BotView, bot_view
from ..i18n.messages import Text, capitalized, msg
from .bots import HardBot
from .gc_pause import no_gc_pauses
from .strategy import Budget, evaluate

__all__ = ["Hint", "hint", "HINT_NODES", "HINT_SECONDS"]

HINT_NODES = (3000, 1500)  # search nodes to choose the move (more for a deep pick: see
# bots.DEEP_PICK_SCALE), then to explain it
HINT_SECONDS = (0.2, 0.04)  # and wall time, a bound for a busy machine (nodes bound the CPU)


@dataclass(frozen=True)
class Hint:
    """The coach's move, why, and whether it is proven best (False: the best found in
    the time allowed; ``why`` then says so)."""

    action: Action
    why: Text  # English text that renders itself in another language
    proven: bool = True

    def __str__(self) -> str:
        return f"{capitalized(self.action.describe())}: {self.why}"


def hint(game, seat: int | None = None,
         nodes: tuple[int | None, int | None] = HINT_NODES,
         seconds: tuple[float | None, float | None] = HINT_SECONDS) -> Hint:
    """Recommend the next action for ``seat`` (default: the player to move) and say why,
    from what that seat may see only (its :class:`BotView`). ``nodes`` and ``seconds``:
    the search allowed to choose and to explain, whichever ends first (None: unbounded;
    both None: always proven). What the budget left unfinished is the best move found so
    far, and the hint says it is not proven best."""
    seat = game.current if seat is None else seat
    if game.phase not in TURN_PHASES:
        raise RummyError(msg("nothing_to_play"))
    if seat != game.current:
        raise RummyError(msg("turn_of_other", current=game.players[game.current],
                               player=game.players[seat]))
    with no_gc_pauses():
        view = bot_view(game, seat, legal=False)  # the bot judges single actions, lists none
        bot = HardBot(seed=0, nodes=nodes[0], seconds=seconds[0])
        action = bot.decide(view)
        explaining = Budget(seconds[1], nodes[1])
        why = _explain(view, action, explaining)
    proven = bot.last_proven and explaining.proven
    return Hint(action, why if proven else msg("why_unproven", why=why), proven)


def _explain(view: BotView, action: Action, budget: Budget) -> Text:
    rules = view.rules
    hand, table = list(view.hand), list(view.table)
    before = evaluate(hand, rules, table, budget)
    net = rules.scoring != "winner_collects"
    if isinstance(action, DrawStock):
        if view.discard and rules.draw_from_discard != "none":
            return msg("why_stock", card=view.discard[-1])
        return msg("why_stock_only")
    if isinstance(action, TakeDiscard):
        pile = list(view.discard)
        taken = pile[pile.index(action.card):]
        after = evaluate(hand + taken, rules, table, budget)
        melds = [m for m in after.melds if action.card in [p.card for p in m.placed]]
        use = msg("why_use_meld", meld=melds[0]) if melds else msg("why_use_layoff")
        extra = msg("why_more_cards", n=len(taken) - 1) if len(taken) > 1 else msg("why_none")
        gain = (msg("why_gain_net", a=before.placed_value, b=after.placed_value) if net else
                msg("why_gain_deadwood", a=before.deadwood, b=after.deadwood))
        return msg("why_take", use=use, extra=extra, gain=gain)
    if isinstance(action, Meld):
        worth = sum(rules.card_value(c) for c in action.cards)
        gain = msg("why_meld_net" if net else "why_meld_deadwood", n=worth)
        return msg("why_meld", meld=" ".join(map(str, action.placed)),
                   kind=msg("word_" + action.meld_kind), gain=gain)
    if isinstance(action, LayOff):
        return msg("why_layoff", card=action.card, meld=view.meld_by_id(action.meld))
    if isinstance(action, SwapJoker):
        return msg("why_swap", card=action.card)
    if isinstance(action, Discard):
        return _explain_discard(view, action, budget)
    return msg("why_only")


def _explain_discard(view: BotView, action: Discard, budget: Budget) -> Text:
    rules, card = view.rules, action.card
    rest = list(view.hand)
    rest.remove(card)
    if not rest:
        return msg("why_last_card")
    left = evaluate(rest, rules, list(view.table), budget)
    fits = [m for m in view.table if _fits(card, m, rules)]
    risk = msg("why_risk", meld=fits[0]) if fits else msg("why_no_risk")
    return msg("why_discard", value=msg("n_points", n=rules.card_value(card)),
               left=msg("n_points", n=left.deadwood), risk=risk)


def _fits(card, meld, rules) -> bool:
    return bool(layoff_options(card, meld, rules))
