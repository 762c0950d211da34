"""Hints and bot moves run with the cyclic garbage collector held off (a full collection
of a big kernel's heap is a 40-50 ms pause), and the collector is back on after them —
also after a refusal, and when decisions overlap in two threads."""

from __future__ import annotations

import gc
import threading

import pytest

from rummy_lab import Game, RummyError, variant
from rummy_lab.ai import bots
from rummy_lab.ai.bots import HardBot
from rummy_lab.ai.gc_pause import no_gc_pauses
from rummy_lab.ai.hints import hint


def test_a_bot_decides_and_the_coach_hints_with_the_collector_held_off(monkeypatch):
    seen = []
    decide = HardBot.decide

    def spy(self, view):
        seen.append(gc.isenabled())
        return decide(self, view)

    monkeypatch.setattr(HardBot, "decide", spy)
    game = Game(variant("rummy500"), 3, seed=5)
    assert gc.isenabled()
    HardBot(seed=1).choose(game, game.current)
    hint(game)
    assert seen == [False, False] and gc.isenabled()


def test_the_collector_comes_back_after_a_refusal():
    game = Game(variant("basic"), 2, seed=1)
    with pytest.raises(RummyError):
        bots.HardBot().choose(game, 1 - game.current)  # not this seat's turn
    with pytest.raises(ZeroDivisionError), no_gc_pauses():
        1 / 0  # noqa: B018
    assert gc.isenabled()


def test_overlapping_holds_in_two_threads_release_once_both_end():
    inside, release = threading.Event(), threading.Event()

    def worker():
        with no_gc_pauses():
            inside.set()
            release.wait(10)

    thread = threading.Thread(target=worker)
    thread.start()
    inside.wait(10)
    with no_gc_pauses():
        assert not gc.isenabled()
    assert not gc.isenabled()  # the worker still decides
    release.set()
    thread.join(10)
    assert gc.isenabled()


def test_a_collector_switched_off_by_the_host_stays_off():
    gc.disable()
    try:
        with no_gc_pauses():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_a_search_leaves_no_cyclic_garbage():
    """The solver's recursive closures release themselves: a solved hand is freed by
    reference counting, not kept (with its moves and memo) until a full collection."""
    import random

    from rummy_lab.ai.solver import best_arrangement
    from rummy_lab.core.cards import make_deck

    rules = variant("rummy500", decks_by_players=((2, 2, 4),))
    deck, rng = make_deck(2, 4), random.Random(3)
    best_arrangement(rng.sample(deck, 40), rules)  # first call: module-level tables
    gc.collect()
    gc.disable()
    try:
        for _ in range(3):
            best_arrangement(rng.sample(deck, 40), rules)
            assert gc.collect() == 0
    finally:
        gc.enable()
