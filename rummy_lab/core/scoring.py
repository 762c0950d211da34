"""Scoring a finished hand under the variant's scoring mode."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["HandResult", "SeatScore", "score_hand", "score_cards", "ENDINGS"]

ENDINGS = {
    "out": "a player went out",
    "stock": "the stock ran out",
    "rounds": "the round limit was reached",
    "turn_cap": "the turn limit was reached",
}


@dataclass(frozen=True)
class SeatScore:
    """One seat's line in a hand: the breakdown and the points it adds."""

    placed: int
    in_hand: int
    romme_bonus: int
    pool: int
    points: int


@dataclass(frozen=True, kw_only=True)
class HandResult:
    """A scored hand: which one (``number``, ``dealer``, how many ``turns``), how it ended
    (``ended_by``, a key of :data:`ENDINGS`; ``winner`` went out, or None; ``romme``: all at
    once; ``scored``: whether anybody scores), the pool before it and for the next hand, and
    each seat's line with the totals after it. Built by keyword: most fields are numbers."""

    number: int
    dealer: int
    turns: int
    ended_by: str
    winner: int | None
    romme: bool
    scored: bool
    pool_before: int
    next_pool: int
    seats: tuple[SeatScore, ...]
    totals: tuple[int, ...]

    @property
    def points(self) -> tuple[int, ...]:
        return tuple(s.points for s in self.seats)


def score_hand(game, how: str, winner: int | None, turns: int) -> HandResult:
    """Score the hand of ``game`` that just ended ``how`` (``winner`` went out, or None)
    after ``turns`` turns."""
    h = game.hand
    romme = winner is not None and not game.turn.placed_before
    return score_cards(game.rules, h.hands, h.table, how=how, winner=winner, romme=romme,
                       scores=game.scores, pool=game.pool, number=h.number, dealer=h.dealer,
                       turns=turns)


def score_cards(rules, hands, table, *, how: str = "out", winner: int | None = None,
                romme: bool = False, scores=None, pool: int | None = None, number: int = 1,
                dealer: int = 0, turns: int = 0) -> HandResult:
    """Score a finished hand from plain data: what each seat holds and the table.

    ``romme`` says the winner went out in one turn with nothing placed before; it only
    counts where the variant's ``romme_multiplier`` is above 1.
    """
    from .meld_types import placed_value

    r, n = rules, len(hands)
    scores = list(scores) if scores is not None else [0] * n
    pool = r.pool_size if pool is None else pool
    held = [sum(r.card_value(c) for c in hand) for hand in hands]
    placed = [sum(placed_value(p, m.kind, r) for m in table for p in m.placed if p.by == s)
              for s in range(n)]
    romme = romme and winner is not None and r.romme_multiplier > 1
    scored = winner is not None or r.exhausted_hand_scoring == "score"
    pool_won = pool if winner is not None and r.scoring != "cutthroat" else 0
    seats = []
    for s in range(n):
        base = bonus = won = 0
        if scored:
            if r.scoring == "winner_collects":
                base = sum(held[o] for o in range(n) if o != s) if s == winner else 0
            elif r.scoring == "placed_minus_hand":
                base = placed[s] - held[s]
            elif s == winner:
                base = placed[s]
            if s == winner:
                bonus = base * (r.romme_multiplier - 1) if romme else 0
                won = pool_won
        seats.append(SeatScore(placed[s], held[s], bonus, won, base + bonus + won))
    totals = tuple(t + s.points for t, s in zip(scores, seats))
    next_pool = r.pool_size if winner is not None or not r.pool_carry_over else pool + r.pool_size
    return HandResult(number=number, dealer=dealer, turns=turns, ended_by=how, winner=winner,
                      romme=romme, scored=scored, pool_before=pool, next_pool=next_pool,
                      seats=tuple(seats), totals=totals)
