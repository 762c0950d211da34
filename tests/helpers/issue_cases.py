"""Positions of issue 10 shared by tests and benchmarks/hint_latency.py: learner games
that always draw from the stock (so the discard pile grows long), and the 84.5 s case."""

from __future__ import annotations

import random

from rummy_lab import Game, variant
from rummy_lab.core.actions import Discard, DrawStock, EndHand, LayOff, Meld, TakeDiscard
from rummy_lab.core.cards import parse_cards
from rummy_lab.core.meld_search import candidate_melds
from rummy_lab.core.melds import layoff_options


def learner_move(game: Game, rng: random.Random, take_deep: bool):
    """Draw from the stock (or take the whole pile), discard a random card; single
    actions are checked, none listed (listing a 60+ card hand takes minutes, and only the
    timed decisions matter here)."""
    hand = game.hands[game.current]
    if game.phase == "draw":
        take = TakeDiscard(game.discard_pile[0]) if game.discard_pile else None
        if take_deep and take is not None and game.check(take) is None:
            return take
        return DrawStock() if game.hand.stock else EndHand()
    if game.turn.obligation is not None:  # the taken card: its first legal meld or lay-off
        card, rules = game.turn.obligation, game.rules
        uses = [Meld(rd.kind, rd.placed) for rd in candidate_melds(hand, rules, include=card)]
        uses += [LayOff(card, m.id, o.rank, o.suit) for m in game.hand.table
                 for o in layoff_options(card, m, rules)]
        use = next((a for a in uses if game.check(a) is None), None)
        if use is not None:
            return use
    for card in rng.sample(hand, len(hand)):
        if game.check(Discard(card)) is None:
            return Discard(card)
    return game.legal_actions()[0]


ISSUE_CASE = "9C.1 JK AD.1 JK.1 4D 10D 4H"


def issue_case() -> Game:
    """5-player Rummy 500, learners draw until the pile holds 65 cards; the seat to move
    then holds the issue's 7 cards (swapped in from wherever they lie)."""
    game = Game(variant("rummy500"), 5, seed=12)
    rng = random.Random(1)
    while len(game.discard_pile) < 65:
        game.apply(learner_move(game, rng, False))
    h, seat = game.hand, game.current
    hand, want = h.hands[seat], parse_cards(ISSUE_CASE)
    for card in want:
        if card in hand:
            continue
        for cards in [h.stock, h.discard] + [h.hands[s] for s in range(game.n) if s != seat]:
            if card in cards:
                give = next(c for c in hand if c not in want)
                cards[cards.index(card)] = give
                hand[hand.index(give)] = card
                break
    assert sorted(hand) == sorted(want) and len(game.discard_pile) == 65
    return game
