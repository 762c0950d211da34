"""What a review is made of: its items (one per decision), the refusals, the severities."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from ..core.actions import Action, Discard, DrawStock, LayOff, Meld, SwapJoker, TakeDiscard
from ..core.views import SeatView
from ..i18n.messages import Text, msg
from .severity import DECISION_COST, SEVERITIES
from .severity import decision_severity as severity

__all__ = ["Review", "ReviewItem", "Refusal", "severity", "SEVERITIES", "THRESHOLDS",
           "action_text", "position_of"]

#: severities of a decision's estimated cost: limits and reasons in practice/severity.py
THRESHOLDS = DECISION_COST.limits


@dataclass(frozen=True)
class ReviewItem:
    """One decision of the reviewed seat.

    ``index``: its place in the game's action log; ``hand``/``turn``: hand number and
    the seat's turn in it; ``kind``: "draw", "play" or "discard"; ``issue``: what went
    wrong ("fine" when nothing; "unproven" when the search did not prove its values, so
    no verdict, cost or better move is given; else e.g. "breaks_meld", "missed_out");
    ``why``: the reason as a catalog :class:`Text` (``why_text``: in the review's
    language); ``options``: (action, cost) of the alternatives, to grade the position
    as an exercise; ``proven``: every value came from a finished exact search.
    ``view`` is what the seat saw (draw the board from it). ``position`` is start data for
    an exercise: the cards the seat had not seen fill the other hands and the stock in a
    fixed sorted order, which says nothing about where they were — never draw them as the
    opponents' hands.
    """

    index: int
    hand: int
    turn: int
    kind: str
    issue: str
    played: Action
    better: Action | None
    cost: float
    severity: str
    why: Text
    why_text: str
    view: SeatView
    position: dict
    options: tuple[tuple[Action, float], ...]
    proven: bool
    rules: dict = field(default_factory=dict, repr=False)  # the game's Rules.options()

    @property
    def severity_text(self) -> Text:
        """The severity as a catalog text ("mistake" / "Fehler")."""
        return msg(f"review_severity_{self.severity}")

    @property
    def rule(self) -> str:
        """The catalog key of the reason: what a practice exercise of this item teaches."""
        return self.why.key

    def exercise(self) -> dict:
        """Plain data to set this position as a practice exercise (the same position, the
        engine's grading: each answer's cost)."""
        v = self.view
        return {"kind": f"review_{self.kind}", "rule": self.rule, "position": self.position,
                "seat": v.seat, "rules": self.rules, "phase": v.phase,
                "taken": v.taken.code if v.taken else None,
                "obligation": v.obligation.code if v.obligation else None,
                "answer": self.better.to_dict() if self.better else self.played.to_dict(),
                "costs": [[a.to_dict(), round(c, 1)] for a, c in self.options],
                "severity": self.severity, "cost": self.cost}

    def to_dict(self) -> dict:
        return {"index": self.index, "hand": self.hand, "turn": self.turn, "kind": self.kind,
                "issue": self.issue, "played": self.played.to_dict(),
                "better": self.better.to_dict() if self.better else None, "cost": self.cost,
                "severity": self.severity, "rule": self.rule, "why": self.why_text,
                "position": self.position,
                "options": [[a.to_dict(), round(c, 1)] for a, c in self.options],
                "proven": self.proven}


@dataclass(frozen=True)
class Refusal:
    """A rule refusal the seat ran into: the catalog key, how often, one reason's text."""

    key: str
    count: int
    text: str


@dataclass(frozen=True)
class Review:
    """The review of one seat's game (see :func:`review`)."""

    seat: int
    player: str
    lang: str
    items: tuple[ReviewItem, ...]
    refusals: tuple[Refusal, ...] = field(default=())

    def of_hand(self, number: int) -> list[ReviewItem]:
        """The decisions of hand ``number`` (for a review at the end of a hand)."""
        return [i for i in self.items if i.hand == number]

    def costly(self, n: int | None = None) -> list[ReviewItem]:
        """The decisions that cost points, the costliest first."""
        out = sorted((i for i in self.items if i.severity != "fine"),
                     key=lambda i: (-i.cost, i.index))
        return out if n is None else out[:n]

    @property
    def total_cost(self) -> float:
        return round(sum(i.cost for i in self.items), 1)

    def counts(self) -> dict[str, int]:
        """How many decisions of each severity."""
        c = Counter(i.severity for i in self.items)
        return {s: c.get(s, 0) for s in SEVERITIES}

    def by_rule(self) -> dict[str, dict]:
        """Per reason key: how many costly decisions and their points (for a class view)."""
        out: dict[str, dict] = {}
        for i in self.costly():
            row = out.setdefault(i.rule, {"mistakes": 0, "cost": 0.0})
            row["mistakes"] += 1
            row["cost"] = round(row["cost"] + i.cost, 1)
        return out

    def exercises(self, n: int = 5) -> list[dict]:
        """"Practise these": the costliest decisions as exercises."""
        return [i.exercise() for i in self.costly(n)]

    def to_dict(self) -> dict:
        return {"seat": self.seat, "player": self.player, "lang": self.lang,
                "counts": self.counts(), "total_cost": self.total_cost,
                "items": [i.to_dict() for i in self.items],
                "refusals": [{"key": r.key, "count": r.count, "text": r.text}
                             for r in self.refusals]}


def action_text(action: Action | None):
    """A played or better move as a catalog text (cards are the same in every language)."""
    if action is None:
        return msg("review_move_none")
    if isinstance(action, DrawStock):
        return msg("review_move_stock")
    if isinstance(action, TakeDiscard):
        return msg("review_move_take", card=action.card)
    if isinstance(action, Meld):
        return msg("review_move_meld", meld=" ".join(map(str, action.placed)))
    if isinstance(action, LayOff):
        return msg("review_move_layoff", card=action.card)
    if isinstance(action, SwapJoker):
        return msg("review_move_swap", card=action.card)
    if isinstance(action, Discard):
        return msg("review_move_discard", card=action.card)
    return msg("review_move_end_turn")


def position_of(view) -> dict:
    """The seat's position as start data (:mod:`rummy_lab.core.positions`), the hidden
    cards in the stand-in's fixed arrangement: a practice exercise can be set from it."""
    judge = view._judge
    h = judge.hand
    return {"hand": h.number, "dealer": h.dealer, "current": judge.current,
            "phase": judge.phase if judge.phase in ("draw", "play") else "draw",
            "hands": [[c.code for c in x] for x in h.hands],
            "table": [{"owner": m.owner, "kind": m.kind,
                       "cards": [[p.card.code, p.rank, p.suit.value, p.by] for p in m.placed]}
                      for m in h.table],
            "discard": [c.code for c in h.discard], "stock": [c.code for c in h.stock],
            "scores": list(judge.scores), "placed_any": list(h.placed_any), "turns": h.turns}
