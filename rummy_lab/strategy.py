"""Evaluating hands and candidate moves with the exact solver: shared by bots and hints."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from .actions import Action, Discard, LayOff, Meld, SwapJoker, TakeDiscard
from .cards import Card
from .melds import TableMeld
from .solver import Arrangement, best_arrangement
from .variants import Rules

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


def potential(left, seen: set, rules: Rules) -> float:
    """How close the unmelded cards are to melds: pairs and near-runs, if still live."""
    score = 0.0
    naturals = [c for c in left if not c.is_joker]
    ranks = Counter(c.rank for c in naturals)
    for c in naturals:
        if ranks[c.rank] >= 2:
            score += 1.0
        for d in (-2, -1, 1, 2):
            r = c.rank + d
            if any(o.suit == c.suit and o.rank == r for o in naturals):
                score += 1.0 if abs(d) == 1 else 0.5
    dead = sum(1 for c in naturals if (c.rank, c.suit) in seen)
    return score - 0.25 * dead


def discard_scores(hand, table, rules: Rules, danger=None, seen: set | None = None,
                   weight: float = 0.0) -> list[Insight]:
    """Each distinct discard with the value of what remains (and optional risk terms)."""
    out, done = [], set()
    for card in hand:
        if card.face in done:
            continue
        done.add(card.face)
        rest = _without(hand, card)
        arr = evaluate(rest, rules, table)
        score = arr.score
        if weight:
            score += weight * potential(arr.left, seen or set(), rules)
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
    joker = next(p.card for p in meld.placed if p.is_joker and p.suit == action.card.suit
                 and p.rank % 13 == action.card.rank % 13)
    new_hand = _without(hand, action.card) + [joker]
    placed = tuple(p if p.card != joker else type(p)(action.card, p.rank, p.suit, -1)
                   for p in meld.placed)
    new_table = [TableMeld(m.id, m.kind, m.owner, placed) if m.id == meld.id else m
                 for m in table]
    return (evaluate(new_hand, rules, new_table).score
            + rules.card_value(action.card) - evaluate(hand, rules, table).score)


def public_memory(game, seat: int) -> dict:
    """What every seat could have seen: discards, cards opponents took from the pile."""
    seen: set = set()
    wanted: list[tuple[int, Card]] = []
    player = (game.hand.dealer + 1) % game.n
    for action in game.history[-_hand_actions(game):]:
        if action.kind == "take":
            wanted.append((player, action.card))
        if action.kind in ("discard", "take"):
            seen.add(action.card.face)
        if action.kind in ("discard", "end_turn"):
            player = (player + 1) % game.n
    for m in game.table:
        seen.update(p.card.face for p in m.placed)
    return {"seen": seen, "wanted": [c for p, c in wanted if p != seat]}


def _hand_actions(game) -> int:
    """How many actions of the log belong to the hand in play."""
    for i in range(len(game.history) - 1, -1, -1):
        if game.history[i].kind == "next_hand":
            return len(game.history) - 1 - i or 1
    return len(game.history) or 1
