"""An independent brute-force enumerator of the actions the engine accepts.

Built only from the public action types and ``game.can()``: it proposes every draw, every
take at every depth, every discard, every lay-off of every card onto every meld standing
for every rank (1-14) and suit, every swap, every meld of every subset of the hand with
every declaration (joker suits and ranks, an ace low or high, every order of a set), and
EndTurn / EndHand / NextHand, and keeps what ``can()`` accepts. It shares no code with
the engine's ``legal_actions()``.

Actions are compared by :func:`key`: cards of a hand by face (two copies of one card of
two decks are the same choice), cards of the pile exactly (their depth differs).
"""

from __future__ import annotations

from itertools import combinations, permutations, product

import rummy_lab as rl
from rummy_lab.core.cards import SUITS, Card
from rummy_lab.core.melds import Placed

FULL_SUBSETS_UP_TO = 11   # hands up to this size: melds of every subset are tried
LARGE_HAND_MELD_SIZE = 5  # larger hands: melds of up to this many cards only


def face(card: Card) -> str:
    return card.code.split(".")[0]


def key(action) -> tuple:
    """What makes two actions the same choice for the player."""
    if isinstance(action, rl.Meld):
        return ("meld", action.meld_kind, tuple((face(p.card), p.rank, p.suit) for p in action.placed))
    if isinstance(action, rl.LayOff):
        return ("layoff", face(action.card), action.meld, action.rank, action.suit)
    if isinstance(action, rl.SwapJoker):
        return ("swap", face(action.card), action.meld)
    if isinstance(action, rl.Discard):
        return ("discard", face(action.card))
    if isinstance(action, rl.TakeDiscard):
        return ("take", action.card.code)
    return (action.kind,)


def meld_size_limit(game: rl.Game) -> int:
    hand = game.hands[game.current]
    return len(hand) if len(hand) <= FULL_SUBSETS_UP_TO else LARGE_HAND_MELD_SIZE


def _split(cards: tuple[Card, ...], shared: str):
    """The natural cards, the jokers and the ``shared`` attribute ("rank" or "suit") of
    every natural card, or None when the naturals do not all share one."""
    naturals = [c for c in cards if not c.is_joker]
    jokers = [c for c in cards if c.is_joker]
    if len({getattr(c, shared) for c in naturals}) != 1:
        return None
    return naturals, jokers, getattr(naturals[0], shared)


def _set_declarations(cards: tuple[Card, ...]):
    split = _split(cards, "rank")
    if split is None:
        return
    naturals, jokers, rank = split
    for suits in product(SUITS, repeat=len(jokers)):
        pairs = [(c, c.suit) for c in naturals] + list(zip(jokers, suits))
        for order in permutations(pairs):
            yield rl.Meld("set", tuple(Placed(c, rank, s) for c, s in order))


def _run_declarations(cards: tuple[Card, ...]):
    split = _split(cards, "suit")
    if split is None:
        return
    naturals, jokers, suit = split
    # every rank each natural could stand for (an ace: 1 or 14), every window, every
    # order of the jokers in the gaps
    for ranks in product(*[(1, 14) if c.rank == 1 else (c.rank,) for c in naturals]):
        if len(set(ranks)) != len(ranks):
            continue
        for low in range(1, 16 - len(cards)):
            window = range(low, low + len(cards))
            if not set(ranks) <= set(window):
                continue
            gaps = [r for r in window if r not in ranks]
            at = dict(zip(ranks, naturals))
            for order in set(permutations(jokers)):
                filler = dict(zip(gaps, order))
                yield rl.Meld("run", tuple(Placed(at.get(r) or filler[r], r, suit) for r in window))


def meld_candidates(game: rl.Game, max_size: int):
    hand = game.hands[game.current]
    smallest = min(game.rules.set_min, game.rules.run_min)
    for size in range(smallest, max_size + 1):
        for cards in combinations(hand, size):
            if all(c.is_joker for c in cards):
                continue
            yield from _set_declarations(cards)
            yield from _run_declarations(cards)


def candidates(game: rl.Game, max_meld_size: int):
    yield from (rl.DrawStock(), rl.EndTurn(), rl.EndHand(), rl.NextHand())
    yield from (rl.TakeDiscard(c) for c in game.discard_pile)
    if game.phase != "play":
        return
    hand = game.hands[game.current]
    yield from (rl.Discard(c) for c in hand)
    for meld in game.table:
        for card in hand:
            yield rl.SwapJoker(card, meld.id)
            for rank, suit in product(range(1, 15), SUITS):
                yield rl.LayOff(card, meld.id, rank, suit)
    yield from meld_candidates(game, max_meld_size)


def accepted(game: rl.Game, max_meld_size: int | None = None) -> dict[tuple, object]:
    """key → an accepted action, for every action ``game.can()`` accepts now."""
    limit = meld_size_limit(game) if max_meld_size is None else max_meld_size
    out: dict[tuple, object] = {}
    for action in candidates(game, limit):
        k = key(action)
        if k not in out and game.can(action):
            out[k] = action
    return out
