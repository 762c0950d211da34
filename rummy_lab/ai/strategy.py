"""Evaluating hands and candidate moves with the exact solver: shared by bots and hints."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ..core.actions import Action, Discard, LayOff, Meld, SwapJoker, TakeDiscard
from ..core.cards import SUITS, Card
from ..core.melds import check_swap
from ..core.runs import card_rank, run_window
from ..core.variants import Rules
from .solver import Arrangement, best_arrangement

__all__ = ["Insight", "evaluate", "arrangement_actions", "discard_scores", "pick_scores",
           "potential", "public_memory"]


@dataclass(frozen=True)
class Insight:
    """A candidate action, its score (higher is better) and the numbers behind it."""

    action: Action
    score: float
    before: Arrangement | None = None
    after: Arrangement | None = None


def evaluate(hand, rules: Rules, table=()) -> Arrangement:
    return best_arrangement(list(hand), rules, list(table))


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
                   draws: int = 5) -> list[Insight]:
    """Each distinct discard with the value of what remains (and optional risk terms)."""
    out, done = [], set()
    for card in hand:
        if card.face in done:
            continue
        done.add(card.face)
        rest = _without(hand, card)
        arr = evaluate(rest, rules, table)
        score: float = arr.score
        if weight:
            score += weight * potential(arr.left, seen or Counter(), rules, copies, unseen, draws)
        if danger is not None:
            score -= danger(card)
        out.append(Insight(Discard(card), score, None, arr))
    return sorted(out, key=lambda i: -i.score)


def pick_scores(hand, pile, table, rules: Rules, *, deep: bool) -> list[Insight]:
    """Value of taking each pickable discard (with the cards above it) vs. the hand now."""
    base = evaluate(hand, rules, table)
    out = []
    depths = range(len(pile)) if deep else range(min(1, len(pile)))
    for depth in depths:
        i = len(pile) - 1 - depth
        taken = pile[i:]
        arr = evaluate(list(hand) + taken, rules, table)
        used = pile[i] not in arr.left
        gain = arr.score - base.score if used else float("-inf")
        out.append(Insight(TakeDiscard(pile[i]), gain, base, arr))
    return sorted(out, key=lambda i: -i.score)


def swap_gain(hand, table, rules: Rules, action: SwapJoker) -> float:
    """How much better the hand is after swapping ``action.card`` for a joker."""
    meld = next(m for m in table if m.id == action.meld)
    joker = check_swap(action.card, meld, rules).joker
    new_hand = _without(hand, action.card) + [joker]
    swapped = meld.with_swap(action.card, rules)
    new_table = [swapped if m.id == meld.id else m for m in table]
    return (evaluate(new_hand, rules, new_table).score
            + rules.card_value(action.card) - evaluate(hand, rules, table).score)


def public_memory(view) -> dict:
    """What a seat (its :class:`~rummy_lab.core.views.BotView`) has seen: its hand, the
    discard pile, the table, and which cards the opponents took from the pile (so they
    want cards like them)."""
    seen: Counter = Counter(c.face for c in view.hand)
    seen.update(c.face for c in view.pile)
    for m in view.table:
        seen.update(p.card.face for p in m.placed if not p.is_joker)
    wanted = [a.card for who, a in view.log if a.kind == "take" and who != view.seat]
    return {"seen": seen, "wanted": wanted}
