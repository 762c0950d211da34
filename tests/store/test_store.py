"""Shared tables (issue 12): the action log in SQLite and in a real PostgreSQL is the
truth; only the seat to move appends legal actions; races have one winner; forged rows
are refused; a reloaded kernel finds its seat again."""

from __future__ import annotations

import json
import random
import threading

import pytest
from sqlalchemy import insert

from rummy_lab import DrawStock, Game, RummyError, variant
from rummy_lab.core.actions import Discard
from rummy_lab.core.record import state_dict
from rummy_lab.store import TableStore, schema


def random_bot(seed: int):
    rng = random.Random(seed)
    return lambda game, seat: rng.choice(game.legal_actions())


def new_table(url: str, name: str = "basic"):
    teacher = TableStore(url)
    code = teacher.create(variant(name), [("Ann", "human"), ("Ben", "human"), ("Bot", "easy")],
                          class_code="7b")
    return teacher, code


def test_two_devices_and_a_bot_play_a_whole_hand(url):
    teacher, code = new_table(url)
    ann_dev, ben_dev = TableStore(url), TableStore(url)
    ann, ben = ann_dev.claim(code, 0), ben_dev.claim(code.lower(), 1)
    devices = {0: (ann_dev, ann), 1: (ben_dev, ben)}
    rng, bot = random.Random(1), random_bot(2)
    for _ in range(400):
        game = ann_dev.game(code)
        if game.phase != "play" and game.phase != "draw":
            break
        if game.current == 2:
            assert ann_dev.play_bots(code, bot) >= 1
            continue
        store, ticket = devices[game.current]
        mine = store.game(code)
        store.append(ticket, rng.choice(mine.legal_actions()))
    final = [d.game(code) for d in (ann_dev, ben_dev, teacher, TableStore(url))]
    assert final[0].phase in ("hand_over", "game_over")
    assert all(state_dict(g) == state_dict(final[0]) for g in final)
    info = teacher.tables("7b")[0]
    assert info.code == code and info.players == ("Ann", "Ben", "Bot")
    assert info.claimed == (True, True, False) and info.actions == len(final[0].history)


def test_only_the_seat_to_move_appends_and_refusals_change_nothing(url):
    _, code = new_table(url)
    store = TableStore(url)
    ann, ben = store.claim(code, 0), store.claim(code, 1)
    first = store.game(code).current
    wrong = ben if first == 0 else ann
    before = state_dict(store.game(code))
    with pytest.raises(RummyError, match="not your turn"):
        store.append(wrong, DrawStock())
    right = ann if first == 0 else ben
    hand = store.game(code).hands[right.seat]
    with pytest.raises(RummyError):
        store.append(right, Discard(hand[0]))  # must draw first
    assert state_dict(TableStore(url).game(code)) == before


def test_seats_tickets_and_codes_are_checked(url):
    _, code = new_table(url)
    store = TableStore(url)
    store.claim(code, 0)
    with pytest.raises(RummyError, match="taken"):
        TableStore(url).claim(code, 0)
    with pytest.raises(RummyError, match="computer"):
        store.claim(code, 2)
    with pytest.raises(RummyError, match="no seat"):
        store.claim(code, 7)
    with pytest.raises(RummyError, match="no table"):
        store.game("ZZZZZZ")
    with pytest.raises(RummyError, match="holds no seat"):
        store.resume(code, "forged-ticket")
    with pytest.raises(RummyError):
        store.create(variant("basic"), [("Bot", "easy"), ("Bot2", "hard")])


def test_a_reloaded_kernel_finds_its_seat_and_the_game(url):
    _, code = new_table(url)
    device = TableStore(url)
    ticket = device.claim(code, 0)
    game = device.game(code)
    if game.current != 0:
        device.append(device.claim(code, 1), DrawStock()) if game.current == 1 else None
    restarted = TableStore(url)
    again = restarted.resume(code, ticket.ticket)
    assert again.seat == 0
    assert state_dict(restarted.game(code)) == state_dict(device.game(code))


def test_racing_clicks_have_one_winner(url):
    _, code = new_table(url)
    store = TableStore(url)
    tickets = [store.claim(code, 0), store.claim(code, 1)]
    seat = store.game(code).current
    if seat == 2:
        store.play_bots(code, random_bot(3))
        seat = store.game(code).current
    ticket = tickets[seat]
    tabs = [TableStore(url) for _ in range(4)]  # the same student's tabs and devices
    for tab in tabs:
        tab.game(code)
    barrier, outcomes = threading.Barrier(len(tabs)), []

    def click(tab):
        barrier.wait()
        try:
            tab.append(tab.resume(code, ticket.ticket), DrawStock())
            outcomes.append("ok")
        except RummyError as err:
            outcomes.append(str(err))

    threads = [threading.Thread(target=click, args=(tab,)) for tab in tabs]
    for th in threads:
        th.start()
    for th in threads:
        th.join(30)
    assert outcomes.count("ok") == 1, outcomes
    assert len(TableStore(url).game(code).history) == 1


def test_a_forged_row_is_refused_by_every_kernel(url):
    _, code = new_table(url)
    store = TableStore(url)
    game = store.game(code)
    thief = (game.current + 1) % 3
    loot = game.hands[thief][0]
    with store.engine.begin() as conn:  # a row written behind the engine's back
        conn.execute(insert(schema.actions).values(
            code=code, n=1, seat=thief, action=json.dumps(Discard(loot).to_dict()), at=0.0))
    for kernel in (store, TableStore(url)):
        with pytest.raises(RummyError, match="damaged at action 1"):
            kernel.game(code)
    assert isinstance(Game(variant("basic"), 3), Game)
