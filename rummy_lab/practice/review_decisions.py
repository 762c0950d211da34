"""Judging one decision of a seat: its value, the best the engine finds, and what went wrong.

Each ``judge_*`` function receives the seat's :class:`~rummy_lab.core.views.BotView`
before the action (and, for a lay-down, the seat's own hand and the public table after
it) and a :class:`~.review_values.Measure` built from the same view. Hypothetical moves
are tried on the view's stand-in game, whose hidden cards are a fixed arrangement of the
unseen ones: nothing here can depend on where the hidden cards really are.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import islice
from typing import Any

from ..ai.strategy import arrangement_actions
from ..core.actions import (
    Action,
    Discard,
    DrawStock,
    EndHand,
    EndTurn,
    LayOff,
    Meld,
    TakeDiscard,
    action_cards,
)
from ..core.cards import Card
from ..core.errors import RummyError
from ..core.meld_search import iter_candidate_melds
from ..core.melds import layoff_options
from ..core.views import bot_view
from ..i18n.messages import msg
from .review_values import Measure

__all__ = ["Judged", "fork", "draw_options", "judge_draw", "judge_play", "judge_discard", "FORCED_USES"]

FORCED_USES = 12  # melds or lay-offs of a card that must be used, tried at most


@dataclass
class Judged:
    """One decision judged: ``played`` worth ``played_value``, the best found worth
    ``best_value`` (``better``: its first action, None when the played move is as good),
    ``issue`` names what went wrong (a catalog key's tail), ``params`` fill its text,
    ``options``: alternatives with their values (to grade the position as an exercise)."""

    kind: str
    played: Action
    better: Action | None
    played_value: float
    best_value: float
    issue: str
    params: dict = field(default_factory=dict)
    options: list[tuple[Action, float]] = field(default_factory=list)

    @property
    def cost(self) -> float:
        return max(0.0, self.best_value - self.played_value)

    def choices(self) -> list[tuple[Action, float]]:
        """``options`` (else the played move) with the better move among them, valued at
        the best: what an exercise of this decision offers."""
        out = list(self.options) or [(self.played, self.played_value)]
        if self.better is not None and all(a != self.better for a, _ in out):
            out.append((self.better, self.best_value))
        return out


def fork(view) -> Any:
    """A fresh copy of the view's stand-in game, for trying moves on."""
    judge: Any = bot_view(view._judge, view.seat, legal=False)._judge
    judge.refusals = []  # a refused try is not the learner's
    return judge


def _without(cards, drop) -> list[Card]:
    out = list(cards)
    for c in drop:
        out.remove(c)
    return out


def _banned(view, card: Card | None) -> Card | None:
    r = view.rules
    return card if card is not None and r.taken_card_discard_ban else None


def _placed_by(hand, left) -> set:
    """Faces the arrangement leaving ``left`` lays down from ``hand``."""
    from collections import Counter

    return set(Counter(c.face for c in hand) - Counter(c.face for c in left))


# -- the draw -----------------------------------------------------------------------------

def draw_options(view, m: Measure, played: Action | None = None):
    """Every draw the seat may make (and ``played``) with the best rest of the turn after
    it, and for each pick (by option index) the card, the cards above it, whether used."""
    rules, hand, table, pile = view.rules, list(view.hand), list(view.table), list(view.pile)
    reps = list(m.faces().values())
    cover = hand + pile + reps
    options: list[tuple[Action, float]] = []
    info: dict[int, dict] = {}
    if view.stock_size and (isinstance(played, (DrawStock, EndHand)) or view.can(DrawStock())):
        options.append((DrawStock(), m.stock_turn(hand, table, cover)))
    if rules.draw_from_discard == "none":
        depths = 0
    else:
        depths = len(pile) if rules.draw_from_discard == "any" else min(1, len(pile))
    for d in range(depths):
        card = pile[-1 - d]
        action = TakeDiscard(card)
        if action != played and not view.can(action):
            continue
        taken = pile[-1 - d:]
        value, used = _pick_value(view, m, hand + taken, card, d)
        options.append((action, value))
        info[len(options) - 1] = {"card": card, "extra": len(taken) - 1, "used": used}
    return options, info


def judge_draw(view, m: Measure, played: Action) -> Judged | None:
    """Stock or pile (and how deep): each option's best rest of the turn (None: there
    was no choice)."""
    options, info = draw_options(view, m, played)
    if len(options) < 2:
        return None
    played_at = next((i for i, (a, _) in enumerate(options) if a == played), None)
    if played_at is None:
        return None
    best_at = max(range(len(options)), key=lambda i: (options[i][1], -i))
    pv, bv = options[played_at][1], options[best_at][1]
    judged = Judged("draw", played, None, pv, bv, "fine", options=options)
    if bv - pv <= 0:
        return judged
    judged.better = options[best_at][0]
    if isinstance(played, TakeDiscard):
        mine = info[played_at]
        judged.issue = "deep_pick" if mine["extra"] else "pick_worse"
        judged.params = {"card": mine["card"], "n": mine["extra"]}
    else:
        judged.issue = "missed_pick"
        judged.params = {"card": info[best_at]["card"], "n": info[best_at]["extra"]}
    return judged


def _pick_value(view, m: Measure, cards: list[Card], card: Card, depth: int) -> tuple[float, bool]:
    """The best rest of the turn after taking ``card`` (and the cards above it); where
    the taken card must be used, only rests that use it."""
    r = view.rules
    obliged = r.deep_pick_must_use and (depth > 0 or r.top_card_must_be_used
                                        or not view.stock_size)
    turn = m.best_turn(cards, list(view.table), _banned(view, card), cover=cards)
    if not obliged or card.face in _placed_by(cards, turn.left):
        return turn.value, card.face in _placed_by(cards, turn.left)
    judge = fork(view)
    try:
        judge.apply(TakeDiscard(card))
    except RummyError:
        return turn.value, False
    best, _ = _best_use(judge, view.seat, m, card)
    if best == float("-inf"):  # no use among those tried: the engine allowed the take, so
        return turn.value, False  # value it as the unconstrained best rest of the turn
    return best, True


def _best_use(judge, seat: int, m: Measure, card: Card) -> tuple[float, Action | None]:
    """The best rest of the turn on ``judge`` that first uses ``card`` (the taken card
    the seat must meld or lay off), and that use (-inf, None: no use found)."""
    best: tuple[float, Action | None] = (float("-inf"), None)
    for use in _uses(judge, card):
        trial = fork(bot_view(judge, seat, legal=False))
        try:
            trial.apply(use)
        except RummyError:
            continue
        rest = trial.hand.hands[seat]
        value = m.gain(use, judge.hand.table) + m.best_turn(rest, trial.hand.table, card).value
        best = max(best, (value, use), key=lambda b: b[0])
    return best


def _uses(judge, card: Card) -> list[Action]:
    """Melds holding ``card`` and its lay-offs, judged legal on ``judge`` (at most
    :data:`FORCED_USES`)."""
    hand, rules = list(judge.hand.hands[judge.current]), judge.rules
    uses: list[Action] = [Meld(rd.kind, rd.placed) for rd in
                          islice(iter_candidate_melds(hand, rules, include=card), FORCED_USES)]
    uses += [LayOff(card, t.id, o.rank, o.suit) for t in judge.hand.table
             for o in layoff_options(card, t, rules)]
    return [u for u in uses[:FORCED_USES] if judge.check(u) is None]


# -- melds, lay-offs, swaps ---------------------------------------------------------------

def judge_play(view, m: Measure, played: Action, hand_after, table_after) -> Judged:
    """A lay-down: the best rest of the turn before it against its points and the best
    rest after it."""
    hand, table = list(view.hand), list(view.table)
    banned = _banned(view, view.taken)
    best = m.best_turn(hand, table, banned)
    best_value, use = best.value, None
    card = view.obligation  # the taken card must still be used: only rests that use it
    if card is not None and card.face not in _placed_by(hand, best.left):
        best_value, use = _best_use(fork(view), view.seat, m, card)
    after = m.best_turn(list(hand_after), list(table_after), banned)
    value = m.gain(played, table_after) + after.value
    judged = Judged("play", played, None, value, max(best_value, value), "fine")
    if judged.cost > 0:
        judged.better = use or _first_play(view, m, hand, table) or _best_discard(best, view)
        judged.issue = "meld_wastes"
        judged.params = {"better": _describe_cards(judged.better)}
    return judged


def _first_play(view, m: Measure, hand, table) -> Action | None:
    for action in arrangement_actions(m.arrangement(hand, table)):
        if view.can(action):
            return action
    return None


def _describe_cards(action: Action | None) -> str:
    if isinstance(action, Meld):
        return " ".join(map(str, action.placed))
    if isinstance(action, (LayOff, Discard, TakeDiscard)):
        return str(action.card)
    return ""


# -- the end of the turn: a discard, or going out --------------------------------------------

def judge_discard(view, m: Measure, played: Action) -> Judged:
    """A discard (or the end of a turn without one): what the kept cards are worth
    against the best rest of the turn, which may lay down more or go out first."""
    rules, hand, table = view.rules, list(view.hand), list(view.table)
    banned = _banned(view, view.taken)
    best = m.best_turn(hand, table, banned)
    card = played.card if isinstance(played, Discard) else None
    kept = _without(hand, [card]) if card is not None else hand
    value = m.kept(kept, table)
    options: list[tuple[Action, float]] = [(played, value)]
    for c in {c.face: c for c in hand}.values():
        alt = Discard(c)
        if c.face != getattr(card, "face", None) and view.can(alt):
            options.append((alt, m.kept(_without(hand, [c]), table)))
    judged = Judged("discard", played, None, value, max(best.value, value), "fine",
                    options=options)
    if judged.cost <= 0:
        return judged
    arr = m.arrangement(hand, table)
    plays = [a for a in arrangement_actions(arr) if view.can(a)]
    placed = _placed_by(hand, arr.left)
    if best.out and kept:
        judged.issue, judged.better = "missed_out", plays[0] if plays else None
    elif card is not None and card.face in placed:
        meld = next((rd for rd in arr.melds if card.face in {p.card.face for p in rd.placed}),
                    None)
        onto = next((view.meld_by_id(o.meld_id) for c, o in arr.layoffs if c.face == card.face),
                    None)
        first = _laid_off_first(view, arr, card, onto) if meld is None else []
        judged.issue = "breaks_meld" if meld is not None else "discard_fits"
        judged.better = _placing(plays, card, first) or _best_discard(best, view)
        judged.params = {"card": card, "meld": str(meld if meld is not None else onto),
                         "after": msg("review_after_layoff", cards=" ".join(map(str, first)))
                         if first else ""}
    elif plays:
        judged.issue, judged.better = "held_back", plays[0]
        judged.params = {"cards": _describe_cards(plays[0])}
    else:
        judged.issue, judged.better = "higher_discard", _best_discard(best, view)
        better = best.discard if best.discard is not None else card
        judged.params = {"card": better,
                         "n": abs(rules.card_value(better) - rules.card_value(card))
                         if card is not None and better is not None else 0}
    if isinstance(played, EndTurn) and judged.issue == "higher_discard":
        judged.issue = "no_discard"
    return judged


def _laid_off_first(view, arr, card: Card, onto) -> list[Card]:
    """The cards the arrangement ``arr`` lays off on ``onto`` before ``card``, when
    ``card`` fits that meld only after them (6♦ on 8♦–Q♦ needs 7♦ first); else []."""
    if onto is None or any(view.can(LayOff(card, onto.id, o.rank, o.suit))
                           for o in layoff_options(card, onto, view.rules)):
        return []
    before: list[Card] = []
    for c, o in arr.layoffs:
        if c.face == card.face:
            break
        if o.meld_id == onto.id:
            before.append(c)
    return before


def _placing(plays: list[Action], card: Card, first: Sequence[Card]) -> Action | None:
    """The first of ``plays`` that places ``card`` (so "better" shows the move the reason
    speaks of: the thrown card laid off or melded), else one placing a card of ``first``
    (what must be laid off before it), else the first play."""
    for faces in ({card.face}, {c.face for c in first}):
        for action in plays:
            if any(c.face in faces for c in action_cards(action)):
                return action
    return plays[0] if plays else None


def _best_discard(best, view) -> Action | None:
    if best.discard is None:
        return None
    action = Discard(best.discard)
    return action if view.can(action) else None
