"""A seat's review never depends on a card that seat could not see: permuting the unseen
cards (the opponents' hands, the stock order) consistently with what it saw gives the same
review, down to every value and text."""

import random

import pytest

from rummy_lab.ai.bots import make_bot
from rummy_lab.core.actions import Discard, DrawStock, LayOff, Meld, SwapJoker, TakeDiscard
from rummy_lab.core.game import Game
from rummy_lab.core.variants import variant
from rummy_lab.practice import review


def dealt_start(rules, n: int, seed: int) -> dict:
    g = Game(rules, n, seed=seed)
    h = g.hand
    return {"hands": [[c.code for c in x] for x in h.hands], "stock": [c.code for c in h.stock],
            "discard": [c.code for c in h.discard], "current": g.current, "dealer": g.dealer}


def one_hand(rules, n: int, seed: int, start: dict) -> Game:
    g = Game(rules, n, seed=seed, start=start)
    bots = [make_bot("easy" if s == 0 else "medium", seed=seed + s) for s in range(n)]
    while g.phase in ("draw", "play"):
        g.apply(bots[g.current].choose(g, g.current))
    return g


def seen_by(game: Game, seat: int) -> set[str]:
    """Codes of every card ``seat`` saw during the hand: its deal, the upcard, every card
    shown by a move, its own draws."""
    g = Game(game.rules, game.players, game.seed, game.first_dealer, game.start)
    seen = {c.code for c in g.hands[seat]} | {c.code for c in g.discard_pile}
    for who, action in zip(game.actors, game.history):
        if isinstance(action, TakeDiscard):
            at = next(i for i, c in enumerate(g.discard_pile) if c is action.card)
            seen |= {c.code for c in g.discard_pile[at:]}
        elif isinstance(action, Meld):
            seen |= {c.code for c in action.cards}
        elif isinstance(action, (LayOff, SwapJoker, Discard)):
            seen.add(action.card.code)
        before = list(g.hands[seat])
        g.apply(action)
        if isinstance(action, DrawStock) and who == seat:
            seen |= {c.code for c in g.hands[seat] if c not in before}
        seen |= {p.card.code for m in g.table for p in m.placed}
    return seen


def permuted(start: dict, seat: int, seen: set[str], rng: random.Random) -> dict:
    """``start`` with every card ``seat`` never saw moved to another unseen card's place."""
    slots = [("hands", s, i) for s, hand in enumerate(start["hands"]) if s != seat
             for i, code in enumerate(hand) if code not in seen]
    slots += [("stock", None, i) for i, code in enumerate(start["stock"]) if code not in seen]

    def get(where, s, i, data):
        return data["hands"][s][i] if where == "hands" else data["stock"][i]

    placed = [get(*slot, start) for slot in slots]
    cards = list(placed)
    for _ in range(50):  # a long hand may leave two unseen cards: a shuffle keeps them half the time
        rng.shuffle(cards)
        if cards != placed or len(set(placed)) < 2:
            break
    out = {**start, "hands": [list(h) for h in start["hands"]], "stock": list(start["stock"])}
    for (where, s, i), code in zip(slots, cards):
        if where == "hands":
            out["hands"][s][i] = code
        else:
            out["stock"][i] = code
    return out


@pytest.mark.parametrize("name,seed", [("basic", 1), ("basic", 9), ("rummy500", 2)])
def test_permuting_the_unseen_cards_changes_nothing_in_the_review(name, seed):
    rules, seat = variant(name), 0
    start = dealt_start(rules, 3, seed)
    game = one_hand(rules, 3, seed, start)
    seen = seen_by(game, seat)
    rng = random.Random(seed)
    whole = review(game, seat)
    first = whole.to_dict()
    assert any(i["played"]["kind"] == "draw" for i in first["items"])
    moved = 0
    for _ in range(2):
        other = permuted(start, seat, seen, rng)
        hidden_moves = sum(a != b for h, k in zip(start["hands"][1:], other["hands"][1:])
                           for a, b in zip(h, k))
        moved += hidden_moves
        again = Game.replay(rules, game.players, game.seed, game.history, game.first_dealer,
                            other)
        assert again.hands[seat] == game.hands[seat]
        other_review = review(again, seat)
        assert other_review.to_dict() == first
        assert [i.view for i in other_review.items] == [i.view for i in whole.items]
    assert moved > 0, "the permutation moved opponents' cards"
