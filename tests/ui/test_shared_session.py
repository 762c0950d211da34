"""Class mode without a browser: SharedSession seats of one table on one SQLite file.

Each seat has its own :class:`TableStore` (as each kernel does) and its own card-table
model; the sessions are driven through the browser's commands and :meth:`tick` (what the
polling thread does). Checked: a whole hand between two humans and a bot ends the same
everywhere; a racing click gets a reason and changes nothing; a reload (a new session from
the ticket) comes back to the seat with the same table; no other hand's card is ever in a
seat's synced state; undo is refused; a forged row in the log is refused, not played.
"""

from __future__ import annotations

import json
import time

import pytest
from helpers.hidden_info import Watcher, mentions
from helpers.shared_session import settle
from helpers.ui_commands import command_for
from sqlalchemy import insert

from rummy_lab import variant
from rummy_lab.ai.bots import make_bot
from rummy_lab.core.actions import NextHand
from rummy_lab.store import schema
from rummy_lab.store.tables import TableStore
from rummy_lab.ui.lobby import ClassLobby
from rummy_lab.ui.setup import SetupPanel
from rummy_lab.ui.shared_session import SharedSession
from rummy_lab.ui.widget import CardTable

NAMES = ["Ada", "Ben", "Cleo", "Dev"]


class SeatWatcher(Watcher):
    """The hidden-information watcher of tests/ui/test_ui_hidden_info.py for one view."""

    def __init__(self, session: SharedSession):
        super().__init__(session.game, session.seat)
        self.view = session.card_table

    def _widgets(self):
        return [self.view]


@pytest.fixture
def url(tmp_path):
    return f"sqlite:///{tmp_path / 'tables.db'}"


def new_table(url: str, kinds, seed: int = 5, **options) -> str:
    seats = list(zip(NAMES, kinds))
    return TableStore(url).create(variant("basic", **options), seats, seed=seed)


def sit(url: str, code: str, seat: int) -> SharedSession:
    store = TableStore(url)  # one store a kernel
    return SharedSession(store, store.claim(code, seat), view=CardTable(), poll=0)


def play_hand(sessions, watchers, limit: int = 600) -> None:
    """The humans play (a medium bot chooses, the browser's commands carry it out)."""
    brains = {s.seat: make_bot("medium", seed=s.seat) for s in sessions}
    for _ in range(limit):
        settle(sessions, watchers)
        g = sessions[0].game
        if g.phase not in ("draw", "play"):
            return
        mover = next(s for s in sessions if s.seat == g.current)
        op, params = command_for(brains[mover.seat].choose(mover.game, mover.seat), mover.game)
        mover.command(op, **params)
        assert mover.state["message"]["kind"] != "error", mover.message
    raise AssertionError("the hand did not end")


def test_two_humans_and_a_bot_play_a_hand_to_its_end(url):
    code = new_table(url, ["human", "human", "easy"], target=50)
    ada, ben = sit(url, code, 0), sit(url, code, 1)
    watchers = [SeatWatcher(ada), SeatWatcher(ben)]
    play_hand([ada, ben], watchers)
    truth = TableStore(url).game(code)
    assert truth.phase in ("hand_over", "game_over") and truth.results
    for s in (ada, ben):
        assert s.game.history == truth.history and s.game.scores == truth.scores
        assert s.state["result"] and s.state["phase"] == truth.phase
        assert s.state["players"][s.seat]["you"]
    assert 2 in truth.actors, "the bot played"
    assert any("Cleo" in line for line in ada.lines)  # the bot's turns are narrated
    for w in watchers:
        assert w.checks > 20 and not w.leaks, w.leaks[:3]
    # the watcher is not blind: it sees the seat's own cards in the state
    texts = list(watchers[0].synced_texts())
    assert set(ada.game.hands[0]) <= set().union(*(mentions(t)[0] for t in texts))


def test_four_seats_at_one_table_see_only_their_own_hands(url):
    code = new_table(url, ["human", "human", "human", "medium"], seed=9, target=50)
    sessions = [sit(url, code, s) for s in range(3)]
    watchers = [SeatWatcher(s) for s in sessions]
    play_hand(sessions, watchers)
    for w in watchers:
        assert not w.leaks, w.leaks[:3]


def test_racing_next_hand_one_wins_the_other_gets_a_reason(url):
    code = new_table(url, ["human", "human", "easy"], target=200)
    ada, ben = sit(url, code, 0), sit(url, code, 1)
    play_hand([ada, ben], [])
    assert ada.game.phase == "hand_over"
    ben.command("next_hand")   # Ben's click reaches the store first ...
    ada.command("next_hand")   # ... Ada's was made on the table she saw
    assert ben.state["message"]["kind"] != "error", ben.message
    assert ada.state["message"]["kind"] == "error"
    assert "came first" in ada.message
    truth = TableStore(url).game(code)
    assert sum(isinstance(a, NextHand) for a in truth.history) == 1
    settle([ada, ben])
    truth = TableStore(url).game(code)
    assert ada.game.history == ben.game.history == truth.history
    assert ada.game.hand_number == 2


def test_the_seat_not_to_move_is_refused_with_a_reason(url):
    code = new_table(url, ["human", "human"])
    ada, ben = sit(url, code, 0), sit(url, code, 1)
    mover, other = (ada, ben) if ada.game.current == 0 else (ben, ada)
    other.command("draw")
    assert other.state["message"]["kind"] == "error"
    assert TableStore(url).game(code).history == []
    mover.command("draw")
    assert len(TableStore(url).game(code).history) == 1


def test_undo_is_refused_at_a_shared_table(url):
    code = new_table(url, ["human", "easy"])
    ada = sit(url, code, 0)
    settle([ada])
    ada.command("draw")
    assert not ada.state["buttons"]["undo"]["enabled"]
    ada.command("undo")
    assert "cannot be taken back" in ada.message
    assert len(TableStore(url).game(code).history) == len(ada.game.history)


def test_a_reload_comes_back_to_the_seat(url):
    code = new_table(url, ["human", "human", "easy"])
    store = TableStore(url)
    ticket = store.claim(code, 1)
    ben = SharedSession(store, ticket, view=CardTable(), poll=0)
    ada = sit(url, code, 0)
    settle([ada, ben])
    mover = ada if ada.game.current == 0 else ben
    mover.command("draw")
    settle([ada, ben])
    ben.detach()
    again = TableStore(url)   # the new kernel of the reloaded page
    back = SharedSession(again, again.resume(code, ticket.ticket), view=CardTable(), poll=0)
    assert back.seat == 1 and back.game.history == ada.game.history
    assert [c["code"] for c in back.state["hand"]] == [c["code"] for c in ben.state["hand"]]


def test_the_polling_thread_brings_moves_within_a_second(url):
    code = new_table(url, ["human", "human"])
    stores = TableStore(url), TableStore(url)
    ada = SharedSession(stores[0], stores[0].claim(code, 0), view=CardTable())
    ben = SharedSession(stores[1], stores[1].claim(code, 1), view=CardTable())
    try:
        mover, other = (ada, ben) if ada.game.current == 0 else (ben, ada)
        rev = other.state["rev"]
        start = time.monotonic()
        mover.command("draw")
        while other.state["rev"] == rev and time.monotonic() - start < 5:
            time.sleep(0.01)
        assert len(other.game.history) == 1
        assert time.monotonic() - start < 1
    finally:
        ada.detach()
        ben.detach()


def test_a_forged_row_is_refused_not_played(url):
    code = new_table(url, ["human", "human"])
    ada, ben = sit(url, code, 0), sit(url, code, 1)
    waiting = ben if ada.game.current == 0 else ada
    store = TableStore(url)
    with store.engine.begin() as conn:   # the seat not to move writes straight to the log
        conn.execute(insert(schema.actions).values(
            code=code, n=1, seat=waiting.seat, action=json.dumps({"kind": "draw"}), at=0.0))
    waiting.tick()  # the session reports it instead of playing it
    assert waiting.game.history == []
    assert waiting.state["message"]["kind"] == "error"
    assert "damaged" in waiting.message


def test_the_lobby_creates_joins_and_resumes(url):
    host, guest, back = SetupPanel(), SetupPanel(), SetupPanel()
    for panel in (host, guest, back):
        panel.class_lobby.store = TableStore(url)
    host.form = {**host.form, "players": 3, "seats": [
        {"name": "Ada", "kind": "human"}, {"name": "Ben", "kind": "human"},
        {"name": "Cleo", "kind": "easy"}] + host.form["seats"][3:]}
    host.lobby_cmd = {"n": 1, "op": "create"}
    seated = host.lobby["seated"]
    assert seated and seated["seat"] == 0 and not host.lobby["error"], host.lobby
    code = seated["code"]
    assert len(code) == 6 and isinstance(host.table, SharedSession)
    guest.lobby_cmd = {"n": 1, "op": "find", "code": code.lower()}
    free = [s["seat"] for s in guest.lobby["seats"] if s["free"]]
    assert free == [1], guest.lobby
    guest.lobby_cmd = {"n": 2, "op": "claim", "code": code, "seat": 0}
    assert "taken" in guest.lobby["error"]
    guest.lobby_cmd = {"n": 3, "op": "claim", "code": code, "seat": 1}
    ticket = guest.lobby["seated"]["ticket"]
    assert guest.state["seat"] == 1
    back.lobby_cmd = {"n": 1, "op": "resume", "code": code, "ticket": "forged"}
    assert back.lobby["error"] and back.lobby["forget"] == code and not back.lobby["seated"]
    back.lobby_cmd = {"n": 2, "op": "resume", "code": code, "ticket": ticket}
    assert back.lobby["seated"]["seat"] == 1
    assert [c["code"] for c in back.state["hand"]] == [c["code"] for c in guest.state["hand"]]
    back.lobby_cmd = {"n": 3, "op": "leave"}
    assert back.lobby["forget"] == code and back.table is None and not back.state
    for panel in (host, guest):
        panel.table.detach()
    assert isinstance(host.class_lobby, ClassLobby) and not isinstance(host, ClassLobby)  # a part


def test_a_shared_table_names_the_host_not_you(url):
    host = SetupPanel()
    host.class_lobby.store = TableStore(url)
    host.form = {**host.form, "players": 2}
    host.lobby_cmd = {"n": 1, "op": "create"}
    code = host.lobby["seated"]["code"]
    assert [s["name"] for s in TableStore(url).seats(code)][0] == "Ada"
    host.table.detach()


def test_a_seat_at_a_shared_table_keeps_no_saved_game(url):
    """A solo game's sealed copy lives in the browser; a shared table's log is its save, and
    a seat's copy would carry every hand (sealed, but it could be resumed as a solo game)."""
    host = SetupPanel()
    host.class_lobby.store = TableStore(url)
    host.form = {**host.form, "players": 2}
    host.lobby_cmd = {"n": 1, "op": "create"}
    assert host.save_text() == ""
    host.state = {**host.state, "my_turn": True, "phase": "draw"}  # the moment a solo game saves
    assert host.saved == ""
    host.table.detach()


#: names a student may type (issue 22): mathtext to matplotlib, which raised ValueError
TEX_NAMES = ["$x^$", "$\\foo$", "$5^$"]


def test_names_with_dollars_play_a_class_hand_to_its_end(url):
    """Seats named like TeX: every seat's page reaches the hand's result, with the plot.
    On 3ee88ac the scoreboard's plot raised ValueError in the hand's last move and the
    mover's page said 'Something went wrong ... ValueError' (the poll thread never
    redrew the other pages)."""
    seats = list(zip(TEX_NAMES, ["human", "human", "easy"]))
    code = TableStore(url).create(variant("basic", target=50), seats, seed=5)
    sessions = [sit(url, code, 0), sit(url, code, 1)]
    play_hand(sessions, [SeatWatcher(s) for s in sessions])
    truth = TableStore(url).game(code)
    assert truth.results and truth.players == TEX_NAMES
    for s in sessions:
        assert s.state["phase"] == truth.phase and s.state["result"], s.state["prompt"]
        assert s.state["message"]["kind"] != "error", s.message
        assert s.card_table.scores["png"].startswith(b"\x89PNG")


def test_the_poll_redraws_even_when_the_scoreboard_fails(url, monkeypatch):
    """A scoreboard that raises (any future chart bug) costs the chart, never the table."""
    import rummy_lab.ui.scoreboard as board

    def broken(game, lang="en"):
        raise ValueError("a chart bug")

    code = new_table(url, ["human", "human", "easy"], target=50)
    ada, ben = sit(url, code, 0), sit(url, code, 1)
    monkeypatch.setattr(board, "totals_png", broken)
    play_hand([ada, ben], [])
    for s in (ada, ben):
        assert s.state["result"] and s.state["message"]["kind"] != "error", s.message
        assert s.card_table.scores["html"] and s.card_table.scores["png"] == b""


def test_the_totals_plot_draws_the_names_as_typed():
    from matplotlib.figure import Figure

    from rummy_lab import Game
    from rummy_lab.ui.scoreboard import totals_png

    drawn = []
    real = Figure.savefig

    def spy(fig, *args, **kwargs):
        drawn.extend(t.get_text() for t in fig.axes[0].get_legend().get_texts())
        return real(fig, *args, **kwargs)

    game = Game(variant("basic"), [*TEX_NAMES, "_under"], seed=3)
    while not game.results:
        game.apply(make_bot("easy", seed=1).choose(game, game.current))
    Figure.savefig = spy
    try:
        assert totals_png(game).startswith(b"\x89PNG")
    finally:
        Figure.savefig = real
    assert [t.replace("\\$", "$") for t in drawn] == [*TEX_NAMES, "_under"]
