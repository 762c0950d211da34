"""A costly decision of a review as a practice :class:`Exercise`: the same position, as the
seat saw it, with the moves the engine weighed as the choices, each graded by its cost.

Choosing the move played again is answered with the review's reason for it (its catalog
key names the rule); another costly choice with its cost and the best move.
``review_exercise(item, lang)`` needs no seed to rebuild it: grade it with
:meth:`Exercise.grade` (or show it in a trainer without a store, whose record would try to
regenerate a drill from kind and seed).
"""

from __future__ import annotations

from ..core.actions import Discard, EndTurn, action_cards
from ..core.variants import rules_from_options
from ..i18n.messages import msg
from .base import Draft, Exercise
from .review_items import ReviewItem, action_text, severity

__all__ = ["review_exercise", "KIND_OF_DECISION", "TIE"]

#: the trainer's drill kind that draws a decision of each kind best
KIND_OF_DECISION = {"discard": "best_discard", "draw": "the_pile", "play": "going_out"}
TIE = 0.5  # points: choices this close to the best are right too


def _cards(action) -> tuple[str, ...]:
    return tuple(c.code for c in action_cards(action))


def _seen(view) -> dict:
    """The position as the seat saw it (no hidden card: counts for the other hands)."""
    return {"players": list(view.players), "seat": view.seat,
            "hand": [c.code for c in view.hand],
            "table": [{"id": m.id, "kind": m.kind, "owner": m.owner,
                       "cards": [p.card.code for p in m.placed]} for m in view.table],
            "discard": [c.code for c in view.discard], "stock_size": view.stock_size,
            "hand_sizes": list(view.hand_sizes), "phase": view.phase,
            "taken": view.taken.code if view.taken else None}


def _asked(kind: str, options) -> str:
    """The question: a discard decision whose choices hold a lay-down asks what to play."""
    plays = any(not isinstance(a, (Discard, EndTurn)) for a, _ in options)
    return "play" if kind == "discard" and plays else kind


def review_exercise(item: ReviewItem, lang: str = "en") -> Exercise:
    """``item`` (a decision of a :class:`Review`) as an exercise in ``lang``."""
    options = list(item.options) or [(item.played, item.cost)]
    best = min(cost for _, cost in options)
    ids = [f"o{i}" for i in range(len(options))]
    right = next(i for i, (_, cost) in zip(ids, options) if cost == best)
    best_action = options[ids.index(right)][0]
    draft = Draft(
        prompt=msg(f"review_exercise_{_asked(item.kind, options)}"), position=_seen(item.view),
        rule=item.rule,
        answer=right,
        choices=[(i, action_text(a), _cards(a)) for i, (a, _) in zip(ids, options)],
        why={i: item.why if a == item.played else  # the review's own reason for the move
             msg("review_exercise_costs", cost=f"{cost - best:.1f}", better=action_text(best_action))
             for i, (a, cost) in zip(ids, options) if cost - best > TIE},
        answer_text=action_text(best_action),
        losses={i: round(cost - best) for i, (_, cost) in zip(ids, options)},
        severities={i: severity(cost - best) for i, (_, cost) in zip(ids, options)},
        accepted=frozenset(i for i, (_, cost) in zip(ids, options) if cost - best <= TIE))
    return Exercise(KIND_OF_DECISION.get(item.kind, "best_discard"), rules_from_options(item.rules),
                    item.index, lang, draft)
