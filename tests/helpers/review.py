"""A game of bots for a review, a careless learner's hand, what a seat could see at a point
of a game (the review's hidden-information checks), a learner playing a page's game by
clicks, and a shared class table played to its end."""

from __future__ import annotations

import random

from rummy_lab.ai.bots import make_bot
from rummy_lab.core.game import Game
from rummy_lab.core.variants import variant
from rummy_lab.core.views import seat_view


def play_vs_bots(name: str, seed: int, learner: str = "easy", players: int = 3, hands: int = 1,
                 ) -> Game:
    """A game of variant ``name`` played by bots until it is over or ``hands`` hands are
    done: the ``learner`` bot at seat 0 (the one a review is for), Medium bots elsewhere."""
    g = Game(variant(name), players, seed=seed)
    bots = [make_bot(learner if s == 0 else "medium", seed=seed + s) for s in range(players)]
    while not g.over and len(g.results) < hands:
        if g.phase == "hand_over":
            g.next_hand()
            continue
        g.apply(bots[g.current].choose(g, g.current))
    return g


def careless_game(name: str, players: int, seed: int) -> Game:
    """A hand of ``name`` where seat 0 plays a random legal move each time (a careless
    learner) against Medium bots."""
    rng = random.Random(seed)
    g = Game(variant(name), players, seed=seed)
    bots = [make_bot("medium", seed=s) for s in range(players)]
    while g.phase in ("draw", "play"):
        if g.current == 0:
            g.apply(rng.choice(g.legal_actions()))
        else:
            g.apply(bots[g.current].choose(g, g.current))
    return g


def seen_then(game: Game, seat: int, index: int) -> set[str]:
    """Codes of the cards ``seat`` could see just before action ``index``."""
    g = Game(game.rules, game.players, game.seed, game.first_dealer, game.start)
    for action in game.history[:index]:
        g.apply(action)
    v = seat_view(g, seat)
    return {c.code for c in v.hand} | {c.code for c in v.discard} | \
        {p.card.code for m in v.table for p in m.placed}


#: draw enabled (the learner's turn) or the review's row shown (the hand or game is over)
TURN_OR_END = """() => document.querySelector("button[data-op='draw']:not([disabled])")
  || document.querySelector(".rl-review:not([hidden]) button[data-op='review']")"""


def play_by_clicks(page, turns: int = 60) -> int:
    """Draw from the stock and discard the drawn card until the hand ends; the turns played."""
    for played in range(turns):
        page.wait_for_function(TURN_OR_END, timeout=60_000)
        if page.locator(".rl-review:not([hidden]) button[data-op='review']").count():
            return played
        page.locator("button[data-op='draw']").click()
        page.locator(".rl-hand .rl-card.rl-new").click()
        page.locator("button[data-op='discard']").click()
    raise AssertionError("the game did not end")


def play_class_table(store, code: str, turns: int = 400) -> Game:
    """Shared table ``code`` of ``store`` played out: seat 0 claimed (a learner's device,
    played by an easy bot) against a medium bot at seat 1, until the hand is over or
    ``turns`` turns are played; the game then."""
    ticket = store.claim(code, 0)
    learner, bot = make_bot("easy", seed=9), make_bot("medium", seed=1)
    for _ in range(turns):
        game = store.game(code)
        if game.phase not in ("draw", "play"):
            break
        if game.current == 1:
            store.play_bots(code, bot.choose)
        else:
            store.append(ticket, learner.choose(game, 0))
    return store.game(code)
