"""Computer players. A bot reads only what its seat may know and returns a legal action.

``make_bot("easy" | "medium" | "hard", seed=...)`` builds one; ``bot.choose(game, seat)``
returns the action for ``seat`` (which must be the player to move); the caller applies
it. A bot's :meth:`Bot.decide` receives only a :class:`~rummy_lab.core.views.BotView`:
the seat's hand, the table, the discard pile, counts, the public log and a legality
check for the seat's own actions — never the game, so never a hidden card.
"""

from __future__ import annotations

import random
from itertools import islice

from ..core.actions import (
    Action,
    Discard,
    DrawStock,
    EndHand,
    LayOff,
    Meld,
    SwapJoker,
    TakeDiscard,
    action_cards,
)
from ..core.errors import RummyError
from ..core.meld_search import iter_candidate_melds
from ..core.melds import check_swap, layoff_options
from ..core.phases import TURN_PHASES, Phase
from ..core.views import BotView, bot_view
from ..i18n.messages import msg
from .gc_pause import no_gc_pauses

__all__ = ["Bot", "EasyBot", "MediumBot", "HardBot", "make_bot", "BOT_LEVELS", "decide"]


DEFAULT_NODES = 3000  # exact search nodes per decision (about 10 ms on a quiet machine)
DEEP_PICK_SCALE = 7  # at most this many times the nodes for a pick from a deep pile,
DEPTHS_PER_SCALE = 7  # one more time the nodes per this many pile depths


class Bot:
    """Base class: subclasses implement :meth:`decide`. A decision searches exactly for
    at most ``nodes`` search nodes and ``seconds`` of wall time (None: no bound), then
    plays the best move found; ``last_proven`` says whether it was proven best. The node
    bound is the default: it decides the same on a busy machine as on a quiet one."""

    level = "bot"
    lists = True  # decides from the full listing of legal actions (False: checks single ones)

    def __init__(self, seed: int | None = None, nodes: int | None = DEFAULT_NODES,
                 seconds: float | None = None):
        self.rng = random.Random(seed)
        self.nodes, self.seconds = nodes, seconds
        self.last_proven = True
        self.last_nodes = 0  # search nodes the last decision used (the searching bots)

    def choose(self, game, seat: int) -> Action:
        """The action for ``seat``, decided from that seat's :class:`BotView` only."""
        if game.current != seat or game.phase not in TURN_PHASES:
            raise RummyError(msg("not_turn_of", player=game.players[seat]))
        with no_gc_pauses():
            return self.decide(bot_view(game, seat, legal=self.lists))

    def decide(self, view: BotView) -> Action:  # pragma: no cover - abstract
        raise NotImplementedError


def legal_of(view: BotView) -> list[Action]:
    """Every legal action of the view's seat (listed now if the view was built without)."""
    if view.legal or not view.my_turn:
        return list(view.legal)
    return list(view._judge.legal_actions())  # type: ignore[attr-defined]


def first_legal(view: BotView, options) -> Action:
    """The first of ``options`` the seat may play, else the first legal action."""
    return next((a for a in options if view.can(a)), None) or legal_of(view)[0]

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class EasyBot(Bot):
    """Plays plausibly but loosely: melds what it sees, discards a random card. It lists
    no legal actions (a 72-card hand with jokers has thousands): it looks at a sample of
    at most :data:`EASY_LOOKS` candidate actions, judging each one alone."""

    level = "easy"
    lists = False

    def decide(self, view: BotView) -> Action:
        rng, looks = self.rng, _Looks(view)
        if view.phase == Phase.DRAW:
            draw = looks.first(DrawStock(), EndHand())
            if draw is not None and rng.random() < 0.8:
                return draw
            pile = list(view.discard) if view.rules.draw_from_discard == "any" \
                else list(view.discard[-1:]) if view.rules.draw_from_discard != "none" else []
            options = looks.all(TakeDiscard(c) for c in rng.sample(pile, min(3, len(pile))))
            options += [draw] if draw is not None else []
            return rng.choice(options) if options else looks.anything()
        card = view.obligation
        melds = looks.all(Meld(rd.kind, rd.placed) for rd in islice(
            iter_candidate_melds(list(view.hand), view.rules, include=card), EASY_MELDS))
        if card is not None:  # the taken card must be played: a meld or lay-off with it
            uses = melds + looks.all(_layoffs(view, [card]))
            if uses:
                return max(uses, key=lambda a: len(action_cards(a)))
            # no single action plays it (it may need a joker swap first): any step the
            # engine accepts keeps a way to play it
            return looks.first(*_steps(view)) or looks.anything()
        if melds and rng.random() < 0.7:
            return max(melds, key=lambda a: len(a.placed))
        plays: list[Action] = list(_layoffs(view, view.hand))
        plays += _swaps(view)
        if plays and rng.random() < 0.5:
            found = looks.first(*rng.sample(plays, min(EASY_LOOKS // 4, len(plays))))
            if found is not None:
                return found
        hand = list(view.hand)
        return looks.first(*(Discard(c) for c in rng.sample(hand, len(hand)))) \
            or looks.anything()


EASY_LOOKS = 160  # candidate actions an easy decision judges, at most (about 1 ms each)
EASY_MELDS = 40  # new melds it considers, at most


class _Looks:
    """Judging candidate actions one at a time, at most :data:`EASY_LOOKS` of them."""

    def __init__(self, view: BotView):
        self.view, self.left = view, EASY_LOOKS

    def can(self, action: Action) -> bool:
        if self.left <= 0:
            return False
        self.left -= 1
        return self.view.can(action)

    def first(self, *actions: Action) -> Action | None:
        return next((a for a in actions if self.can(a)), None)

    def all(self, actions) -> list:
        return [a for a in actions if self.can(a)]

    def anything(self) -> Action:
        """Out of looks (or nothing fit): a draw, or a discard unless a taken card must
        still be played, else the full listing."""
        view = self.view
        if view.phase == Phase.DRAW:
            actions: list[Action] = [DrawStock(), EndHand()]
        else:  # no discard while a taken card must still be played
            actions = [] if view.obligation is not None else [Discard(c) for c in view.hand]
        for action in actions:
            if view.can(action):
                return action
        return legal_of(view)[0]


class MediumBot(Bot):
    """Greedy with the exact solver: takes a discard that completes a meld, lays down the
    best arrangement at once, discards the card whose loss hurts least."""

    level = "medium"
    lists = False  # big hands: listing every action costs more than the whole search
    deep_picks = True
    potential_weight = 0.0
    swaps = False

    def decide(self, view: BotView) -> Action:
        from .strategy import Budget

        budget = Budget(self.seconds, self._nodes(view))
        action = self._decide(view, budget)
        self.last_proven, self.last_nodes = budget.proven, budget.limit.used
        return action

    def _nodes(self, view: BotView) -> int | None:
        """This decision's node budget: :attr:`nodes`, times :data:`DEEP_PICK_SCALE` per
        :data:`DEPTHS_PER_SCALE` pile depths to weigh (every depth is a hand to solve)."""
        deep = self.deep_picks and view.rules.draw_from_discard == "any"
        if self.nodes is None or view.phase != Phase.DRAW or not deep:
            return self.nodes
        return self.nodes * max(1, min(DEEP_PICK_SCALE, len(view.discard) // DEPTHS_PER_SCALE))

    def _decide(self, view: BotView, budget) -> Action:
        from . import strategy as st

        rules, hand, table = view.rules, list(view.hand), list(view.table)
        if view.phase == Phase.DRAW:
            return self._draw(view, budget)
        if view.obligation is not None:
            return self._use_obligation(view, budget)
        swaps = [a for a in _swaps(view) if view.can(a)] if self.swaps else []
        if swaps and budget.over():
            budget.note(False)  # no time left to weigh the swaps: play the arrangement
            swaps = []
        for a in swaps:
            if budget.over():
                budget.note(False)
                break
            if st.swap_gain(hand, table, rules, a, budget) > 0:
                return a
        for action in st.arrangement_actions(st.evaluate(hand, rules, table, budget)):
            if view.can(action):
                return action
        return self._discard(view, budget)

    def _draw(self, view: BotView, budget) -> Action:
        from .strategy import pick_scores

        if view.discard and view.rules.draw_from_discard != "none":
            deep = self.deep_picks and view.rules.draw_from_discard == "any"
            def wanted(ins) -> bool:
                return ins.score > self._pick_margin(ins) and view.can(ins.action)

            for ins in pick_scores(list(view.hand), list(view.discard), list(view.table),
                                   view.rules, deep=deep, budget=budget, wanted=wanted):
                if wanted(ins):
                    return ins.action
        return first_legal(view, (DrawStock(), EndHand()))

    def _pick_margin(self, ins) -> float:
        return 0.0

    def _use_obligation(self, view: BotView, budget) -> Action:
        from ..core.meld_search import candidate_melds
        from . import strategy as st

        card, hand, rules = view.obligation, list(view.hand), view.rules
        assert card is not None  # called only while the taken card must be played
        best = st.evaluate(hand, rules, list(view.table), budget)
        for action in st.arrangement_actions(best):  # the best arrangement uses it: no listing
            if card in action_cards(action) and view.can(action):
                return action
        # the melds and lay-offs holding the card, best rest first, judged one at a time
        # (listing every action of a 50+ card hand can take many seconds)
        uses: list[Meld | LayOff] = [Meld(rd.kind, rd.placed)
                                     for rd in candidate_melds(hand, rules, include=card)]
        uses += _layoffs(view, [card])
        if not uses:  # no single action plays it: a step toward it (e.g. a joker swap)
            return first_legal(view, islice(_steps(view), EASY_LOOKS))

        uses.sort(key=lambda a: -len(action_cards(a)))  # the order once the budget is used up
        scored: list[tuple[float, int]] = []
        for i, a in enumerate(uses):
            if budget.over():
                budget.note(False)
                break
            used = set(action_cards(a))
            rest = [c for c in hand if c not in used]
            scored.append((st.score(rest, rules, view.table, budget), i))
        best_first = [uses[i] for _, i in sorted(scored, key=lambda s: -s[0])]
        return first_legal(view, best_first + uses[len(scored):])

    def _danger(self, view: BotView):
        return None

    def _discard(self, view: BotView, budget) -> Action:
        from .strategy import discard_scores, horizon, public_memory

        seen, unseen, draws = None, 40, 5
        if self.potential_weight:
            seen = public_memory(view)["seen"]
            unseen, draws = horizon(view, seen)
        ranked = discard_scores(list(view.hand), list(view.table), view.rules,
                                danger=self._danger(view), seen=seen,
                                weight=self.potential_weight,
                                copies=view.rules.decks_for(view.n)[0], unseen=unseen,
                                draws=draws, budget=budget)
        for ins in ranked:
            if view.can(ins.action):
                return ins.action
        legal = legal_of(view)  # no discard allowed (or none ranked): the listing decides
        return next((a for a in legal if isinstance(a, Discard)), legal[-1])


class HardBot(MediumBot):
    """Medium plus memory: keeps live near-melds, avoids feeding opponents' melds and
    the cards they took, weighs Rummy 500's deep picks and joker swaps."""

    level = "hard"
    deep_picks = True
    potential_weight = 1.0
    swaps = True

    def _pick_margin(self, ins) -> float:
        return max(0, len(ins.left) - len(ins.before) - 1) * 2.0

    def _danger(self, view: BotView):
        from .strategy import public_memory

        wanted = public_memory(view)["wanted"]
        rules, table = view.rules, list(view.table)
        feeds = rules.draw_from_discard != "none"

        def risk(card) -> float:
            if not feeds:
                return 0.0
            r = 0.0
            if any(layoff_options(card, m, rules) for m in table):
                r += 4.0
            for w in wanted:
                if w.rank == card.rank or (w.suit == card.suit and abs(w.rank - card.rank) <= 2):
                    r += 3.0
            return r
        return risk


def _swaps(view: BotView) -> list[SwapJoker]:
    """Joker swaps the hand's natural cards fit (not yet judged against the turn)."""
    if not view.rules.joker_swap:
        return []
    return [SwapJoker(c, m.id) for m in view.table if any(p.is_joker for p in m.placed)
            for c in view.hand if not c.is_joker and check_swap(c, m, view.rules)]


def _steps(view: BotView):
    """Actions that do not use the taken card but may lead to it: joker swaps, then melds
    and lay-offs of other cards (lazily: the caller judges a few)."""
    yield from _swaps(view)
    yield from (Meld(rd.kind, rd.placed) for rd in islice(
        iter_candidate_melds(list(view.hand), view.rules), EASY_MELDS))
    yield from _layoffs(view, [c for c in view.hand if c != view.obligation])


def _layoffs(view: BotView, cards):
    """The lay-offs of ``cards`` onto the table's melds the rules allow (lazily)."""
    return (LayOff(c, m.id, o.rank, o.suit) for c in cards for m in view.table
            for o in layoff_options(c, m, view.rules))


BOT_LEVELS = {"easy": EasyBot, "medium": MediumBot, "hard": HardBot}


def decide(bot: Bot, game, seat: int) -> Action:
    """``bot``'s action for ``seat`` (the player to move), from that seat's view only."""
    return bot.choose(game, seat)


def make_bot(level: str = "easy", seed: int | None = None, nodes: int | None = DEFAULT_NODES,
             seconds: float | None = None) -> Bot:
    """A bot of ``level`` ('easy', 'medium' or 'hard'), searching at most ``nodes`` search
    nodes and ``seconds`` a decision (see :class:`Bot`)."""
    try:
        return BOT_LEVELS[str(level).lower()](seed, nodes, seconds)
    except KeyError:
        raise RummyError(msg("unknown_bot", level=level, levels=", ".join(BOT_LEVELS))) from None
