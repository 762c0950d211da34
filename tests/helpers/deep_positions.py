"""Rummy 500 positions with a deep discard pile (40-65 cards), for the deep-pick tests
and benchmarks: random and greedy games, a fresh seed each run unless one is given.

Every seat draws from the stock (so the pile grows); a random seat discards a random
card, a greedy seat first lays down its best arrangement (found with a small budget)
and discards its highest unmelded card. Positions are the draw phases once the pile
holds ``low``..``high`` cards."""

from __future__ import annotations

import os
import random
from collections.abc import Iterator

from helpers.issue_cases import issue_case, learner_move
from rummy_lab import Game, variant
from rummy_lab.ai import strategy
from rummy_lab.core.actions import Discard, DrawStock, EndHand, TakeDiscard, action_cards

R500 = variant("rummy500")


def fresh_seed() -> int:
    """A new seed each run (or DEEP_SEED from the environment, to replay one)."""
    given = os.environ.get("DEEP_SEED")
    return int(given) if given else random.SystemRandom().randrange(1 << 30)


def _greedy_move(game: Game, rng: random.Random):
    """Meld what the best arrangement melds (small budget), else discard the highest
    card it keeps in hand; draws from the stock."""
    if game.phase == "draw" or game.turn.obligation is not None:
        return learner_move(game, rng, False)
    hand, rules = game.hands[game.current], game.rules
    best = strategy.evaluate(hand, rules, game.hand.table, strategy.Budget(None, 300))
    for action in strategy.arrangement_actions(best):
        if game.check(action) is None and len(action_cards(action)) < len(hand):
            return action
    keep = sorted(best.left or hand, key=lambda c: -rules.card_value(c))
    for card in keep + rng.sample(hand, len(hand)):
        if game.check(Discard(card)) is None:
            return Discard(card)
    return learner_move(game, rng, False)


def deep_positions(seed: int, count: int, low: int = 40, high: int = 65,
                   stride: int = 2) -> Iterator[Game]:
    """``count`` draw-phase positions (every ``stride``-th one) of 4-8 player Rummy 500
    games, random and greedy seats mixed, with ``low``..``high`` cards on the pile. The
    game is yielded as it stands: copy it before changing it."""
    rng = random.Random(seed)
    made = 0
    while made < count:
        n = rng.randint(4, 8)
        greedy = {s for s in range(n) if rng.random() < 0.5}
        game = Game(R500, n, seed=rng.randrange(1 << 30))
        step = 0
        while game.phase in ("draw", "play") and made < count:
            pile = len(game.discard_pile)
            if pile > high:
                break
            if game.phase == "draw" and pile >= low:
                step += 1
                if step % stride == 0:
                    made += 1
                    yield game
            if game.current in greedy:
                action = _greedy_move(game, rng)
            else:
                action = learner_move(game, rng, False)
            if isinstance(action, (DrawStock, EndHand)) and not game.hand.stock:
                break  # the stock is gone: the pile would turn over
            game.apply(action)


def big_hand_positions(seed: int, count: int, pile: int = 55) -> Iterator[Game]:
    """``count`` positions of 5-6 player Rummy 500 games where a learner took the whole
    pile once it held ``pile``+ cards: the taker's turns with a hand of 50-70 cards, while
    greedy seats lay melds on the table."""
    rng = random.Random(seed)
    made = 0
    while made < count:
        game = Game(R500, rng.randint(5, 6), seed=rng.randrange(1 << 30))
        taker = None
        while game.phase in ("draw", "play") and made < count:
            if taker is not None and game.current == taker:
                made += 1
                yield game
            deep = taker is None and len(game.discard_pile) >= pile
            if game.current != taker and not deep and game.current % 2:
                action = _greedy_move(game, rng)
            else:
                action = learner_move(game, rng, deep)
            if deep and action.kind == "take":
                taker = game.current
            if isinstance(action, (DrawStock, EndHand)) and not game.hand.stock:
                break
            game.apply(action)


def big_hands(seed: int, count: int, depths: int = 2):
    """The issue case after taking the pile at ``depths`` depths (up to 72 cards, two
    jokers: 8,347 legal actions) and three turns of each, then ``count`` positions of
    :func:`big_hand_positions` (60+ card piles taken)."""
    from rummy_lab.ai.bots import EasyBot

    rng = random.Random(seed)
    for depth in range(depths):
        game = issue_case()
        game.apply(TakeDiscard(game.discard_pile[3 * depth]))
        for _ in range(3):
            yield game
            game.apply(EasyBot(seed=depth).choose(game, game.current))
            while game.current != 0 and game.phase in ("draw", "play"):
                game.apply(learner_move(game, rng, False))
    yield from big_hand_positions(seed, count, 60)
