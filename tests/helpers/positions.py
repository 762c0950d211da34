"""Games started from exact positions typed as text (hands, piles, table melds), the
standard rule sets the engine tests use, and a refusal that must change nothing."""

from __future__ import annotations

import pytest

from rummy_lab import (
    Game,
    RummyError,
    check_meld,
    parse_cards,
    variant,
)
from rummy_lab.core.record import state_dict


def codes(text) -> list[str]:
    return [c.code for c in parse_cards(text)]


def meld(owner: int, text: str, declare=None, by: list[int] | None = None, rules=None) -> dict:
    """A table meld for a position: ``by`` gives each card's placer (default: the owner)."""
    rules = rules or variant("rummy500", decks_by_players=((2, 2, 4),))
    result = check_meld(text, rules, declare)
    assert result, result.reason
    assert len(result.readings) == 1, [str(r) for r in result.readings]
    reading = result.readings[0]
    placers = by or [owner] * len(reading.placed)
    return {"owner": owner, "kind": reading.kind,
            "cards": [[p.card.code, p.rank, p.suit.value, s]
                      for p, s in zip(reading.placed, placers)]}


def position(rules, hands: list[str], *, stock: str | None = None, discard: str = "",
             table: tuple = (), current: int = 0, dealer: int | None = None,
             phase: str = "draw", scores: list[int] | None = None, pool: int | None = None,
             turns: int = 0, placed_any: list[bool] | None = None, seed: int = 1,
             players=None) -> Game:
    """A game starting from an exact position (cards typed as text, piles bottom → top)."""
    n = len(hands)
    pos: dict = {"hands": [codes(h) for h in hands], "discard": codes(discard),
                 "current": current, "dealer": (current - 1) % n if dealer is None else dealer,
                 "phase": phase, "turns": turns, "table": list(table)}
    if stock is not None:
        pos["stock"] = codes(stock)
    if scores is not None:
        pos["scores"] = scores
    if pool is not None:
        pos["pool"] = pool
    if placed_any is not None:
        pos["placed_any"] = placed_any
    return Game(rules, players or n, seed=seed, start=pos)


def took_the_pile(rules, hand: str, pile: str, table: str = "", stock: str = "3C 4C",
                  opponent: str = "9D QC KH") -> Game:
    """Seat 0, holding ``hand``, has just taken the whole discard pile ``pile`` (bottom →
    top: taken from its bottom card); seat 1 holds ``opponent`` and owns the meld ``table``
    if one is given."""
    melds = [meld(1, table)] if table else []
    game = position(rules, [hand, opponent], stock=stock, discard=pile, table=melds)
    game.take(pile.split()[0])
    return game


def hand_codes(game: Game, seat: int | None = None) -> list[str]:
    seat = game.current if seat is None else seat
    return sorted(c.code for c in game.hands[seat])


def refuse(game: Game, act, *fragments: str) -> str:
    """``act`` (an Action or a callable on the game) must raise RummyError and change nothing."""
    before = state_dict(game)
    with pytest.raises(RummyError) as info:
        if callable(act):
            act(game)
        else:
            game.apply(act)
    assert isinstance(info.value, ValueError)
    assert state_dict(game) == before
    message = str(info.value)
    assert message.strip() == message and len(message) > 10, message
    for fragment in fragments:
        assert fragment in message, message
    if not callable(act):
        assert game.check(act) == message
    return message


BASIC = variant("basic")
R500 = variant("rummy500")
POOL = variant("pool500")


def last_result(game: Game):
    """The result of the hand that ended last."""
    return game.results[-1]
