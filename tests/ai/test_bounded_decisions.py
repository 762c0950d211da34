"""Hints and bot moves bounded in time (issue 10): a decision stops at its deadline with a
legal move marked not proven, proven answers are the exact ones, and the play table keeps
answering clicks while a bot thinks. No timed assertions: the clock is a fake one that
moves on by a fixed step each time it is read (speed goals live in benchmarks/)."""

from __future__ import annotations

import random
import threading
from itertools import chain, islice

import pytest
from helpers.deep_positions import big_hands, deep_positions, fresh_seed
from helpers.issue_cases import issue_case, learner_move

from rummy_lab import Game, variant
from rummy_lab.ai import strategy
from rummy_lab.ai.bots import EASY_LOOKS, EasyBot, HardBot, MediumBot
from rummy_lab.ai.hints import hint
from rummy_lab.ai.solver import limit as solver_limit
from rummy_lab.core.listing import GameListing
from rummy_lab.core.views import BotView, bot_view
from rummy_lab.ui.table import TableSession
from rummy_lab.ui.widget import CardTable

R500 = variant("rummy500")


class FakeClock:
    """``perf_counter`` that advances ``step`` seconds at every read."""

    def __init__(self, step: float) -> None:
        self.now, self.step, self.reads = 1000.0, step, 0

    def __call__(self) -> float:
        self.reads += 1
        self.now += self.step
        return self.now


@pytest.fixture
def clock(monkeypatch):
    fake = FakeClock(0.03)
    monkeypatch.setattr(solver_limit, "perf_counter", fake)
    monkeypatch.setattr(strategy, "perf_counter", fake)
    return fake


def positions(seed: int, n: int = 2, name: str = "rummy500"):
    """Positions of a game the unbounded medium bot plays, every seat."""
    game = Game(variant(name), n, seed=seed)
    bot = MediumBot(seed=seed, nodes=None)
    while game.phase in ("draw", "play"):
        yield game
        game.apply(bot.choose(game, game.current))


def test_a_decision_stops_at_its_deadline_with_a_legal_unproven_move(clock):
    """No node bound, only 50 ms of a clock that moves 30 ms a read: the bot stops when
    the deadline passes and plays the best move found so far, legal, marked unproven."""
    bot = HardBot(seed=1, nodes=None, seconds=0.05)
    unproven = 0
    for game in positions(8, 3):
        action = bot.choose(game, game.current)
        assert game.check(action) is None
        unproven += not bot.last_proven
    assert unproven, "no decision was cut short by its deadline"


def test_a_hint_stops_at_its_deadline_and_says_so(clock):
    for game in positions(5):
        quick = hint(game, nodes=(None, None), seconds=(0.05, 0.05))
        assert game.check(quick.action) is None
        if not quick.proven:
            break
    else:
        raise AssertionError("every hint was proven although the clock ran out")
    assert "a better one may exist" in quick.why


def test_the_issue_case_with_a_tiny_budget_gives_a_legal_unproven_hint(clock):
    """5-player Rummy 500, a 65-card pile, 9C.1 JK AD.1 JK.1 4D 10D 4H (84.5 s once)."""
    game = issue_case()
    assert len(game.discard_pile) == 65 and len(game.hands[game.current]) == 7
    quick = hint(game, nodes=(None, None), seconds=(0.001, 0.001))
    assert game.check(quick.action) is None
    assert not quick.proven and "a better one may exist" in quick.why
    for bot in (HardBot(seed=2, nodes=None, seconds=0.001), MediumBot(seed=2, seconds=0.001)):
        action = bot.choose(game, game.current)
        assert game.check(action) is None and not bot.last_proven


def test_the_issue_case_with_default_budgets_is_answered_legally():
    game = issue_case()
    advice = hint(game)
    assert game.check(advice.action) is None
    assert advice.proven or "a better one may exist" in advice.why


def learner_positions(seed: int, n: int, piles: int):
    """Positions of a Rummy 500 game of learners who always draw from the stock, until
    the discard pile holds ``piles`` cards (deep picks to weigh)."""
    game, rng = Game(R500, n, seed=seed), random.Random(seed)
    while game.phase in ("draw", "play") and len(game.discard_pile) < piles:
        yield game
        game.apply(learner_move(game, rng, False))


def test_proven_answers_are_the_exact_answers():
    """Small node budgets cut many decisions short; whatever still says "proven" is what
    the unbounded search chooses."""
    small, exact = HardBot(seed=3, nodes=200), HardBot(seed=3, nodes=None)
    proven = cut = hints = 0
    for game in learner_positions(11, 3, 18):
        action = small.choose(game, game.current)
        if small.last_proven:
            proven += 1
            assert action == exact.choose(game, game.current)
        else:
            cut += 1
        advice = hint(game, nodes=(200, 200), seconds=(None, None))
        if advice.proven:
            hints += 1
            full = hint(game, nodes=(None, None), seconds=(None, None))
            assert advice.action == full.action and str(advice) == str(full)
    assert proven and cut and hints


def test_deterministic_bots_use_no_clock(monkeypatch):
    """Bots as shared tables and simulate() build them (a node budget only) never read
    the clock, so every kernel plays the same move."""
    def no_clock() -> float:
        raise AssertionError("a deterministic bot read the clock")
    monkeypatch.setattr(solver_limit, "perf_counter", no_clock)
    monkeypatch.setattr(strategy, "perf_counter", no_clock)
    bot = HardBot(seed=4)
    for game in positions(4, 2):
        assert game.check(bot.choose(game, game.current)) is None


# -- the play table keeps answering while a bot thinks -----------------------------------

class SlowBot(EasyBot):
    """An easy bot that thinks until ``go`` is set (at most 5 s, then it says so)."""

    def __init__(self) -> None:
        super().__init__(seed=1)
        self.thinking, self.go = threading.Event(), threading.Event()
        self.gave_up = False
        self.threads: set[str] = set()

    def choose(self, game, seat):
        self.threads.add(threading.current_thread().name)
        self.thinking.set()
        self.gave_up = self.gave_up or not self.go.wait(5)
        self.thinking.clear()
        return super().choose(game, seat)


def _table(bot: SlowBot, teacher: bool = False) -> TableSession:
    game = Game(variant("basic"), ["Ada", "Ben"], seed=3)
    table = TableSession(game, seat=0, bots={1: bot}, bot_delay=0, teacher=teacher,
                         view=CardTable(), threaded=True)
    if game.current != 0:  # the bot opened: let it play
        bot.go.set()
        _settle(table)
        bot.go.clear()
    return table


def _settle(table: TableSession) -> None:
    worker = table._worker
    if worker is not None:
        worker.join(10)
        assert not worker.is_alive()


def _bot_thinking() -> tuple[SlowBot, TableSession]:
    """A table whose bot is thinking (held until ``bot.go``): the learner drew and discarded."""
    bot = SlowBot()
    table = _table(bot)
    table.command("draw")
    table.command("discard", cards=[table.state["hand"][0]["code"]])
    assert bot.thinking.wait(5), "the bot never started thinking"
    return bot, table


def test_a_click_is_answered_while_a_bot_thinks():
    bot, table = _bot_thinking()
    game = table.game
    moves = len(game.history)
    table.command("hint")  # answered while the bot still thinks
    assert bot.thinking.is_set() and not bot.gave_up
    assert table.message == "A hint is there when it is your turn."
    assert table.state["prompt"] == f"{game.players[1]} is thinking…"
    assert len(game.history) == moves
    bot.go.set()
    _settle(table)
    assert not bot.gave_up and "MainThread" not in bot.threads
    assert game.current == 0 and len(game.history) > moves
    assert "thinking" not in table.state["prompt"]


def test_a_bot_move_planned_before_an_undo_is_dropped():
    bot = SlowBot()
    table = _table(bot, teacher=True)
    game = table.game
    table.command("draw")
    before = len(game.history)
    table.command("discard", cards=[table.state["hand"][0]["code"]])
    assert bot.thinking.wait(5)
    table.command("undo")  # the teacher takes the discard back while the bot thinks
    assert len(game.history) == before and game.current == 0
    bot.go.set()
    _settle(table)
    assert len(game.history) == before and game.current == 0 and game.phase == "play"
    assert table.message != "" and "error" not in table.state["message"]["kind"]


def test_the_coach_thinks_in_the_worker_and_a_stale_hint_is_dropped(monkeypatch):
    from rummy_lab.ui import table_ops  # the commands ask the coach there

    started, release = threading.Event(), threading.Event()
    calls: list[str] = []

    def slow_hint(game, seat, lang):
        calls.append(threading.current_thread().name)
        started.set()
        release.wait(5)
        return "Hint: stale"
    monkeypatch.setattr(table_ops, "coach_hint", slow_hint)
    bot = SlowBot()
    bot.go.set()
    table = _table(bot)
    table.command("hint")
    assert started.wait(5)
    assert table.message == "Looking for a hint…"
    table.command("draw")  # the learner moves on before the coach answers
    release.set()
    _settle(table)
    assert calls and "MainThread" not in calls
    assert table.message != "Hint: stale"


def test_a_detached_session_s_worker_no_longer_plays_or_draws():
    """A new game took the view over while a bot thought: the old worker stops."""
    bot, table = _bot_thinking()
    game = table.game
    moves, shown = len(game.history), dict(table.card_table.state)
    table.detach()
    bot.go.set()
    _settle(table)
    assert len(game.history) == moves and table.card_table.state == shown


# -- deep piles: the bounded pick is the unlimited search's pick ---------------------------

DEEP_POSITIONS = 150
AGREE = 0.98  # measured 99.0-99.3 % in benchmarks/deep_picks.py (3 runs of 300); the goal is 99 %
UNLIMITED_NODES = 60_000  # positions the unlimited search decides in this many nodes
# (about 250 ms of CPU on a quiet machine: benchmarks/deep_picks.py times them)


def test_deep_pile_picks_agree_with_the_unlimited_search():
    """Rummy 500 with 40-65 cards on the pile, positions of fresh random and greedy games
    each run (DEEP_SEED=... replays a run): the hard and medium bots and the coach, with
    their node budgets and each decision from scratch, pick what the unlimited search
    picks on at least AGREE of the positions it decides within UNLIMITED_NODES, and no
    decision spends much more than its budget. The issue's goal is 99 %: met in
    benchmarks/deep_picks.py (99.0-99.3 % per 300 positions, three runs, since thresholds
    stop at the first answer that reaches them; the misses need 35-57 k nodes even
    unlimited), so the bar is 98 % (about 1 in 2,000 runs of 300-450 decisions misses it
    by chance at a 0.7 % miss rate). A draw budget of nodes // 20 (150 nodes) fails it."""
    seed = fresh_seed()
    agree = counted = 0
    misses = []
    for game in deep_positions(seed, DEEP_POSITIONS):
        seat = game.current
        for level in (HardBot, MediumBot):
            full_bot, bot = level(seed=0, nodes=10**9), level(seed=0)
            strategy._recent.__dict__.clear()  # each decision from scratch: no shared
            full = full_bot.choose(game, seat)  # memo (it let the bounded bot reuse the
            strategy._recent.__dict__.clear()  # unlimited search's exact values)
            got = bot.choose(game, seat)
            budget = bot._nodes(bot_view(game, seat, legal=False))
            assert bot.last_nodes <= budget + 1000, (seed, bot.last_nodes, budget)
            if full_bot.last_nodes > UNLIMITED_NODES:
                continue
            strategy._recent.__dict__.clear()
            coach = [] if level is MediumBot else [hint(game, seconds=(None, None)).action]
            for action in [got] + coach:
                counted += 1
                agree += action == full
                if action != full:
                    misses.append((len(game.discard_pile), str(action), str(full)))
    assert counted >= DEEP_POSITIONS * 2
    assert agree >= AGREE * counted, (f"DEEP_SEED={seed}: {agree}/{counted} agree", misses)


# -- big hands: every bot's whole decision is bounded --------------------------------------

def test_every_bot_decides_a_big_hand_without_listing_every_action(monkeypatch):
    """No bot lists the legal actions of a big hand (the easy bot did: 250-900 ms on the
    issue's 72 cards); the easy bot judges at most EASY_LOOKS candidate actions, the
    others spend at most their node budgets (benchmarks/deep_picks.py times them)."""
    calls = {"listed": 0, "judged": 0}
    listing, judging = GameListing.legal_actions, BotView.check

    def listed(self, melds=True):
        calls["listed"] += 1
        return listing(self, melds)

    def judged(self, action):
        calls["judged"] += 1
        return judging(self, action)
    monkeypatch.setattr(GameListing, "legal_actions", listed)
    monkeypatch.setattr(BotView, "check", judged)
    seen = 0
    # seed 24's taken 2♦ fits no meld or lay-off in hand: only a joker swap first plays it
    for game in chain(big_hands(fresh_seed(), 12), big_hands(24, 12, depths=0)):
        seen += len(game.hands[game.current]) >= 55
        for bot in (EasyBot(seed=1), MediumBot(seed=1), HardBot(seed=1)):
            calls.update(listed=0, judged=0)
            action = bot.choose(game, game.current)
            assert calls["listed"] == 0, (bot.level, len(game.hands[game.current]))
            assert game.check(action) is None
            if isinstance(bot, EasyBot):
                assert calls["judged"] <= EASY_LOOKS + len(game.hands[game.current]) // 8
            else:
                assert bot.last_nodes <= bot._nodes(bot_view(game, game.current, False)) + 2000
    assert seen >= 8


def _root(limit):
    while limit.parent is not None:
        limit = limit.parent
    return limit


def test_every_search_of_a_decision_is_charged_to_its_budget(monkeypatch):
    """What bounds a whole decision (benchmarks/deep_picks.py Part 2 times it in CPU):
    every exact search a bot or the coach starts carries a share of that decision's node
    budget (a Limit whose root has a node bound), and no root overspends it by more than a
    few clock checks; the easy bot starts none (it judges at most EASY_LOOKS actions, see
    above). Deterministic: node counters, no clock. An unbudgeted search in a loop (planted
    once: score every discard without the budget) fails it."""
    from rummy_lab.ai.solver.search import Search

    limits: list = []
    for name in ("path", "prepare"):
        original = getattr(Search, name)

        def recorded(self, *args, _original=original, _name=name, **kwargs):
            limit = kwargs.get("limit", args[-1] if len(args) == (2 if _name == "path" else 1)
                               else None)
            if _name == "path" or not self.ready:  # (a ready search's prepare does nothing)
                limits.append(limit)
            return _original(self, *args, **kwargs)
        monkeypatch.setattr(Search, name, recorded)
    seed = fresh_seed()
    checked = visited = 0
    plays = islice(positions(seed % 1000, 3), 30)  # whole turns: draws, melds, discards
    for game in chain(big_hands(seed, 6), deep_positions(seed, 12), plays):  # (games go on)
        seat, visited = game.current, visited + 1
        deciders = [EasyBot(seed=1), MediumBot(seed=1), HardBot(seed=1),
                    lambda g, s: hint(g, s, seconds=(None, None)).action]
        for decider in deciders:
            limits.clear()
            action = decider(game, seat) if callable(decider) and not hasattr(
                decider, "choose") else decider.choose(game, seat)
            assert game.check(action) is None
            if isinstance(decider, EasyBot):
                assert limits == [], "the easy bot searched"
                continue
            assert limits and None not in limits, (f"DEEP_SEED={seed}: a search without "
                                                   f"the decision's budget")
            for root in {id(r): r for r in map(_root, limits)}.values():
                assert root.nodes is not None
                assert root.used <= root.nodes + 2000, (seed, root.used, root.nodes)
            checked += 1
    # every bot and the coach on every position (a generated game may end before its 30th
    # turn, so a few positions fewer than 6 + 12 + 30 are possible)
    assert checked == 3 * visited and visited >= 40, (seed, checked, visited)
