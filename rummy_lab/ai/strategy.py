"""Evaluating hands and candidate moves with the exact solver: shared by bots and hints.

Every function takes an optional :class:`Budget`: the solver is exact while the budget
(search nodes and/or time) lasts and gives its best answer so far after that, and the budget remembers whether
every answer it gave was proven best. Related hands (the hand less each discard, the
hand plus each pile depth) share one :class:`~rummy_lab.ai.solver.HandSolver`, and the
last solver is kept for the next decision of the same turn.
"""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from time import perf_counter

from ..core.actions import Action, Discard, LayOff, Meld, SwapJoker, TakeDiscard
from ..core.cards import SUITS, Card
from ..core.melds import check_swap
from ..core.phases import ActionKind
from ..core.runs import card_rank, run_window
from ..core.variants import Rules
from .solver import Arrangement, HandSolver, Limit, Outcome
from .solver.moves import SCALE

__all__ = ["Budget", "Insight", "evaluate", "score", "solver_for", "arrangement_actions", "discard_scores", "pick_scores",
           "potential", "public_memory"]


class Budget:
    """What one decision may spend: ``nodes`` search nodes (the same answers on every
    machine) and/or ``seconds`` of wall time; None: no bound. ``proven`` stays True
    while every answer given under it was proven best."""

    def __init__(self, seconds: float | None = None, nodes: int | None = None):
        deadline = None if seconds is None else perf_counter() + seconds
        self.limit = Limit(deadline, nodes)
        self.proven = True

    def share(self, parts: int, clock_parts: int | None = None) -> Limit | None:
        """A limit leaving what is left after it to ``parts`` - 1 further tasks (of the
        time left, to ``clock_parts`` - 1 if given)."""
        if self.limit.deadline is None and self.limit.nodes is None:
            return None
        return self.limit.share(parts, clock_parts)

    def over(self) -> bool:
        """True once the budget is used up."""
        return self.limit.over()

    def note(self, proven: bool) -> None:
        self.proven = self.proven and proven


_NO_LIMIT = Budget()
LEADS = 16  # pile depths with the best bounds whose greedy answers pick the first one searched
_recent = threading.local()  # this thread's last few HandSolvers, newest last
_KEEP = 4


def solver_for(cards: Sequence[Card], rules: Rules, table=()) -> HandSolver:
    """A :class:`HandSolver` covering ``cards``: a recent one if the rules and table are
    the same and it holds these cards (its exact values carry over), else a new one."""
    table = tuple(table)
    recent = _recent.__dict__.setdefault("solvers", [])
    need = Counter(cards)
    for solver in reversed(recent):
        if solver.rules == rules and tuple(solver.table) == table \
                and not need - Counter(solver.cards):
            return solver
    recent.append(HandSolver(cards, rules, table))
    del recent[:-_KEEP]
    return recent[-1]


@dataclass(frozen=True)
class Insight:
    """A candidate action, its score (higher is better), the cards kept after it and
    before it, and whether the score is proven (not just the best found in time)."""

    action: Action
    score: float
    left: tuple[Card, ...] = ()
    before: tuple[Card, ...] = ()
    proven: bool = True


def evaluate(hand, rules: Rules, table=(), budget: Budget | None = None) -> Arrangement:
    """The best arrangement of ``hand`` (best found in time, with a ``budget``)."""
    budget = budget or _NO_LIMIT
    hand = list(hand)
    arr = solver_for(hand, rules, table).arrangement(hand, budget.share(1))
    budget.note(arr.proven)
    return arr


def score(hand, rules: Rules, table=(), budget: Budget | None = None) -> int:
    """The best :attr:`Arrangement.score` of ``hand`` (best found in time, with a budget),
    without building the arrangement."""
    budget = budget or _NO_LIMIT
    hand = list(hand)
    return _outcome(solver_for(hand, rules, table), hand, budget, budget.share(1)).score


def _outcome(solver: HandSolver, cards: list[Card], budget: Budget,
             limit: Limit | None) -> Outcome:
    out = solver.outcome(cards, limit)
    budget.note(out.proven)
    return out


def arrangement_actions(arr: Arrangement) -> list[Action]:
    """The melds and lay-offs of ``arr`` as engine actions, in playing order."""
    out: list[Action] = [Meld(rd.kind, rd.placed) for rd in arr.melds]
    out += [LayOff(card, opt.meld_id, opt.rank, opt.suit) for card, opt in arr.layoffs]
    return out


def _without(hand: list[Card], card: Card) -> list[Card]:
    rest = list(hand)
    rest.remove(card)
    return rest


def potential(left, seen: Counter, rules: Rules, copies: int = 1, unseen: int = 40,
              draws: int = 5) -> float:
    """Expected points the unmelded cards may still bring: for every pair or two-card
    run fragment, the chance that one of its live outs arrives within ``draws`` draws
    from ``unseen`` unknown cards, times the swing of melding it (cards seen already
    are dead)."""

    window = run_window(rules)

    def live(position: int, suit) -> int:
        if not window.fits(position, position):
            return 0
        return max(0, copies - seen[(card_rank(position), suit)])

    def worth(outs: int, cards) -> float:
        if outs <= 0 or unseen <= 0:
            return 0.0
        chance = 1.0 - (1.0 - min(1.0, outs / unseen)) ** max(draws, 0)
        swing = 1 if rules.scoring == "winner_collects" else 2
        return chance * swing * sum(rules.card_value(c) for c in cards)

    naturals = {c.face: c for c in left if not c.is_joker}
    total = 0.0
    by_rank: dict[int, list] = {}
    for card in naturals.values():
        by_rank.setdefault(card.rank, []).append(card)
    for rank, cards in by_rank.items():
        if len(cards) >= 2:
            suits = {c.suit for c in cards}
            total += worth(sum(live(rank, s) for s in SUITS if s not in suits), cards)
    for (rank, suit), card in naturals.items():
        for r in window.positions(rank):
            nxt = naturals.get((card_rank(r + 1), suit)) if window.fits(r, r + 1) else None
            if nxt is not None:
                total += worth(live(r - 1, suit) + live(r + 2, suit), (card, nxt))
            gap = naturals.get((card_rank(r + 2), suit)) if window.fits(r, r + 2) else None
            if gap is not None:
                total += worth(live(r + 1, suit), (card, gap))
    return total


def horizon(view, seen: Counter) -> tuple[int, int]:
    """(unseen cards, own draws likely left this hand) for :func:`potential`, from a
    seat's :class:`~rummy_lab.core.views.BotView`."""
    r, n = view.rules, view.n
    decks, jokers = r.decks_for(n)
    unseen = 52 * decks + jokers - sum(seen.values())
    draws = view.stock_size // n
    if r.max_rounds is not None:
        draws = min(draws, r.max_rounds - view.turns // n)
    return max(unseen, 1), max(draws, 0)


def discard_scores(hand, table, rules: Rules, danger=None, seen: Counter | None = None,
                   weight: float = 0.0, copies: int = 1, unseen: int = 40,
                   draws: int = 5, budget: Budget | None = None) -> list[Insight]:
    """Each distinct discard with the value of what remains (and optional risk terms).

    A card the hand's best arrangement keeps is scored without a search (the rest is
    worth exactly that arrangement plus the card's value); the others are searched,
    higher cards first, while the budget lasts."""
    budget = budget or _NO_LIMIT
    hand = list(hand)
    solver = solver_for(hand, rules, table)
    base = _outcome(solver, hand, budget, budget.share(2))
    kept = Counter(c.face for c in base.left)
    todo = sorted({c.face: c for c in hand}.values(), key=lambda c: -rules.card_value(c))
    searched = [c for c in todo if not kept[c.face]]
    out = []
    for card in todo:
        if kept[card.face]:
            left = _without(list(base.left), next(c for c in base.left if c.face == card.face))
            got = Outcome(base.score + rules.card_value(card), tuple(left), base.proven)
        elif budget.over():
            budget.note(False)  # out of budget: the cards it keeps are the candidates
            continue
        else:
            got = _outcome(solver, _without(hand, card), budget,
                           budget.share(len(searched)))
            searched.remove(card)
        value: float = got.score
        if weight:
            value += weight * potential(got.left, seen or Counter(), rules, copies, unseen, draws)
        if danger is not None:
            value -= danger(card)
        out.append(Insight(Discard(card), value, got.left, base.left, got.proven))
    return sorted(out, key=lambda i: -i.score)


def pick_scores(hand, pile, table, rules: Rules, *, deep: bool,
                budget: Budget | None = None,
                wanted: Callable[[Insight], bool] | None = None) -> list[Insight]:
    """Value of taking each pickable discard (with the cards above it) vs. the hand now.

    The picked card must be used: a depth scores -inf unless its card improves the best
    arrangement (its gain beats that of the cards above it alone, see
    :attr:`~rummy_lab.ai.solver.Outcome.gain`: any best answer then places it). Every
    depth is first bounded (with the LP prices of the hand plus the pile, which bound
    every part of it), then searched best bound first (but first the one of the LEADS
    best bounds whose greedy answer is best), each with half the nodes left (and all
    the time left); the search stops at the first depth whose bound cannot beat the best
    gain found, so a deep pick is judged as soon as a shallow one.

    ``wanted`` (a caller that takes the first insight it wants, best first): once one
    is wanted, a depth is only asked whether it can come before it (a higher score, or
    the same from a shallower depth); one that cannot is left out, which is much
    cheaper than its exact score (one whose share ran out is asked again at the end,
    with what is left). The caller's choice is the same as without."""
    budget = budget or _NO_LIMIT
    hand, pile = list(hand), list(pile)
    count = len(pile) if deep else min(1, len(pile))
    if not count:
        return []
    solver = solver_for(hand + pile[len(pile) - count:], rules, table)
    if count > 1 and not solver.prime(budget.share(1)):  # the LP prices of every depth
        budget.note(False)  # no time for them: cheap bounds order the depths
    base = _outcome(solver, hand, budget, budget.share(4))
    depths = [hand + pile[len(pile) - 1 - d:] for d in range(count)]
    bound = [solver.upper_bound(cards) - base.score for cards in depths]
    found: dict[int, Outcome] = {-1: base}

    def solved(d: int, parts: int) -> Outcome:
        if d not in found:  # (a deep pile's best bound is usually the pick: its search
            # may use all the time left, the nodes bound the work)
            got = solver.outcome(depths[d], budget.share(parts, 1))
            if not got.proven and not budget.over():  # its share ran out: go on with all
                got = solver.outcome(depths[d], budget.share(1, 1))  # that is left (the
                # search keeps what it found)
            budget.note(got.proven)
            found[d] = got
        return found[d]

    def adds(d: int, got: Outcome) -> tuple[bool, bool]:
        """Does depth ``d``'s card add to the best of the cards above it, and is that
        proven? Asked as a threshold (do they reach ``got``'s gain?), not solved."""
        under = found.get(d - 1)
        if under is not None:
            return got.gain > under.gain, under.proven
        if solver.gain_bound(depths[d - 1]) < got.gain:
            return True, True
        reached = solver.reaches(depths[d - 1], got.gain, budget.share(2, 1))
        budget.note(reached is not None)
        return reached is not True, reached is not None  # (unknown: as a greedy answer)

    out: list[tuple[int, Insight]] = []
    best = 0.0
    chosen: tuple[float, int] | None = None  # the wanted insight's score and depth
    unknown: list[int] = []  # depths whose threshold search ran out of its share

    def judge(d: int, parts: int) -> None:
        nonlocal best, chosen
        if chosen is not None:  # does it come before the chosen one?
            need = int(chosen[0]) + base.score + (d > chosen[1])  # its score at least
            need = (need + sum(rules.card_value(c) for c in depths[d])) * SCALE
            known = found.get(d)
            ahead = (known.gain >= need or not known.proven) if known is not None \
                else solver.reaches(depths[d], need, budget.share(parts, 1))
            if ahead is None:
                unknown.append(d)
            if not ahead:
                return
        got = solved(d, parts)
        used, sure = adds(d, got)
        gain = got.score - base.score if used else float("-inf")
        best = max(best, gain)
        insight = Insight(TakeDiscard(pile[len(pile) - 1 - d]), gain, got.left, base.left,
                          got.proven and sure)
        out.append((d, insight))
        if wanted is not None and (chosen is None or (gain, -d) > (chosen[0], -chosen[1])) \
                and wanted(insight):
            chosen = (gain, d)

    order = sorted(range(count), key=lambda d: (-bound[d], d))
    lead = [d for d in order[:LEADS] if bound[d] > 0]
    if len(lead) > 1:  # first the one a greedy answer shows best: its exact score is
        limit = budget.share(1)  # usually cheap, and it sets the others' thresholds
        low = {d: solver.lower_bound(depths[d], limit) for d in lead if not budget.over()}
        if low:
            first = max(low, key=lambda d: (low[d], -d))
            order.remove(first)
            order.insert(0, first)
    for d in order:
        if bound[d] <= best:
            break  # neither this depth nor any later one can beat the best found
        if budget.over():
            budget.note(False)  # out of budget: the depths searched so far
            if out:
                break  # (the best bound's depth gets at least its greedy answer)
        judge(d, 2)
    again, unknown = unknown, []
    for d in again:  # with what is left (the memo keeps what their first try proved)
        if budget.over():
            unknown.append(d)
        else:
            judge(d, 1)
    budget.note(not unknown)
    return [ins for _, ins in sorted(out, key=lambda p: (-p[1].score, p[0]))]


def swap_gain(hand, table, rules: Rules, action: SwapJoker,
              budget: Budget | None = None) -> float:
    """How much better the hand is after swapping ``action.card`` for a joker."""
    meld = next(m for m in table if m.id == action.meld)
    joker = check_swap(action.card, meld, rules).joker
    new_hand = _without(hand, action.card) + [joker]
    swapped = meld.with_swap(action.card, rules)
    new_table = [swapped if m.id == meld.id else m for m in table]
    return (score(new_hand, rules, new_table, budget)
            + rules.card_value(action.card) - score(hand, rules, table, budget))


def public_memory(view) -> dict:
    """What a seat (its :class:`~rummy_lab.core.views.BotView`) has seen: its hand, the
    discard pile, the table, and which cards the opponents took from the pile (so they
    want cards like them)."""
    seen: Counter = Counter(c.face for c in view.hand)
    seen.update(c.face for c in view.pile)
    for m in view.table:
        seen.update(p.card.face for p in m.placed if not p.is_joker)
    wanted = [a.card for who, a in view.log if a.kind == ActionKind.TAKE and who != view.seat]
    return {"seen": seen, "wanted": wanted}
