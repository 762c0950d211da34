"""SharedSession: one seat of a shared table (:mod:`rummy_lab.store.tables`) in a card table.

Drawing and commands are :class:`TableSession`'s; only where moves go and come from
differs. The seat's own moves are appended to the store (refused with a reason when
another device came first), and a background thread polls the store every ``poll``
seconds, narrates the new rows into the session's own replica of the game and redraws.
When a bot seat is to move, whichever kernel notices plays one bot action per tick: every
append is checked in a transaction against the log it was chosen on, so racing kernels
add each action once. The synced state is built from the seat's view only (no cover, no
other hand); undo is refused, since the other players have seen the move.

Every :data:`SEAT_CHECK_SECONDS` the seats are looked at again: a seat the teacher gave
to a bot is played by it, a seat empty for long is said in the prompt of every seat
waiting for it, and a seat taken from this browser says so and stops. The poll stops
while ``listening()`` is false (the page's browser is gone, see :mod:`.heartbeat`);
:meth:`resume_polling` starts it again.
"""

from __future__ import annotations

import sys
import threading
import time
import traceback
from collections.abc import Callable

from ..ai.bots import make_bot
from ..core.errors import RummyError
from ..core.game import Game
from ..i18n.messages import Text
from ..store.refusals import record_refusal
from ..store.tables import HUMAN, SeatTicket, TableStore
from .lobby_rules import empty_minutes
from .messages import t
from .table import LIVE, TableSession, _guarded
from .widget import CardTable

__all__ = ["SharedSession", "POLL_SECONDS", "bot_action"]

POLL_SECONDS = 0.25
SEAT_CHECK_SECONDS = 3.0


def bot_action(game: Game, seat: int, level: str):
    """The move of the ``level`` bot in ``seat``: the same in every kernel, since its
    random choices are seeded by the deal and the position (not by who plays it)."""
    return make_bot(level, seed=game.seed + 7919 * len(game.history) + seat).choose(game, seat)


class _Seat:
    """Who plays a seat this session does not play: a classmate or a bot of ``level``."""

    def __init__(self, level: str) -> None:
        self.level = level


class SharedSession(TableSession):
    """Seat ``ticket.seat`` of the store's table ``ticket.code``, drawn into ``view``.

    ``poll`` is the seconds between two looks at the store (0: no background thread; call
    :meth:`tick` yourself, as the tests do).
    """

    keeps_saves = False  # the store's log is the save (see TableSession.keeps_saves)

    def __init__(self, store: TableStore, ticket: SeatTicket, *, view: CardTable,
                 lang: str = "en", four_colour: bool = False, poll: float = POLL_SECONDS,
                 listening: Callable[[], bool] = lambda: True,
                 on_lost: Callable[[], None] = lambda: None,
                 clock: Callable[[], float] = time.monotonic):
        self.store, self.ticket = store, ticket
        self._lock = threading.RLock()
        self._stop = threading.Event()
        self._trouble = ""
        self._listening, self._clock, self._poll = listening, clock, poll
        self._on_lost = on_lost
        self._checked = -SEAT_CHECK_SECONDS
        self._empty: dict[int, float] = {}
        self._lost = False
        self.kinds = [s["kind"] for s in store.fresh_seats(ticket.code)]
        shared = store.game(ticket.code)
        game = Game(shared.rules, list(shared.players), shared.seed, shared.first_dealer)
        others = {s: _Seat(k) for s, k in enumerate(self.kinds) if s != ticket.seat}
        with self._lock:
            super().__init__(game, seat=ticket.seat, bots=others, lang=lang, bot_delay=0,
                             four_colour=four_colour, view=view)
        self._thread: threading.Thread | None = None
        self.resume_polling()

    @property
    def code(self) -> str:
        return self.ticket.code

    def detach(self) -> None:
        """Stop polling and answering the view (another game takes the view over)."""
        self._stop.set()
        super().detach()

    @property
    def polling(self) -> bool:
        """True while the background thread follows the store."""
        return self._thread is not None and self._thread.is_alive()

    def resume_polling(self) -> None:
        """(Re)start the background poll (after the browser came back)."""
        with self._lock:
            if self._poll <= 0 or self._stop.is_set() or self._lost or self.polling:
                return
            self._thread = threading.Thread(target=self._loop, args=(self._poll,),
                                            daemon=True, name=f"rummy-lab table {self.code}")
            self._thread.start()

    # -- following the store ----------------------------------------------------------------
    def _loop(self, poll: float) -> None:
        while not self._stop.wait(poll):
            if not self._listening() or self._lost:
                return  # nobody looks (or the seat is gone): cost nothing until resumed
            try:
                self.tick()
            except Exception:  # a database hiccup: try again at the next tick; the
                # server's log gets it (the page's stderr would show it under the lesson)
                traceback.print_exc(file=sys.__stderr__)

    def tick(self) -> bool:
        """Show what the store has that this session has not, and let a bot move when one
        is to move; True when something changed."""
        with self._lock:
            if self._stop.is_set() or self._lost:
                return False
            try:
                seats_changed = self._check_seats()
                if not self._follow() and not seats_changed:
                    return False
            except RummyError as err:  # e.g. a damaged log: say so once, play nothing
                text = err.in_lang(self.lang)
                if text == self._trouble:
                    return False
                self._trouble = text
                self._say(text, "error")
            except Exception:  # what was caught up is shown all the same; the loop logs it
                self._refresh()
                raise
            self._refresh()
            return True

    def _follow(self) -> bool:
        g = self.game
        bots_turn = g.phase in LIVE and self.kinds[g.current] != HUMAN
        if not bots_turn and not self.store.since(self.code, len(g.history)):
            return False
        if bots_turn:
            self.store.play_bots(self.code, self._decide, limit=1)
        self._trouble = ""
        return self._catch_up()

    def _check_seats(self) -> bool:
        """Every SEAT_CHECK_SECONDS: the seats' kinds, which are empty, and whether this
        browser still holds its seat; True when what the page shows changed."""
        now = self._clock()
        if now - self._checked < SEAT_CHECK_SECONDS:
            return False
        self._checked = now
        before = (list(self.kinds), self._empty_shown(), list(self.game.players))
        seats = self.store.fresh_seats(self.code)
        self.kinds = [s["kind"] for s in seats]
        self.game.players[:] = [s["name"] for s in seats]  # a classmate named their seat
        for seat, kind in enumerate(self.kinds):
            if seat in self.bots:
                self.bots[seat].level = kind
        self._empty = self.store.vacancies(self.code)
        try:
            self.store.resume(self.code, self.ticket.ticket)
        except RummyError:
            self._lost = True
            self._say(t("class_seat_lost", self.lang), "error")
            self._on_lost()
            return True
        return before != (self.kinds, self._empty_shown(), self.game.players)

    def _empty_shown(self) -> tuple[int, int | None] | None:
        """(seat, minutes) of the empty seat the table waits for, if any."""
        g, seat = self.game, self.game.current
        if g.phase not in LIVE or seat == self.seat or self.kinds[seat] != HUMAN:
            return None
        minutes = empty_minutes(self._empty.get(seat))
        return None if minutes is None else (seat, minutes)

    def _prompt(self) -> str:
        empty = self._empty_shown()
        if empty is None:
            return super()._prompt()
        seat, minutes = empty
        return t("class_seat_empty", self.lang, name=self.game.players[seat], n=minutes)

    def _decide(self, game: Game, seat: int):
        return bot_action(game, seat, self.kinds[seat])

    def _catch_up(self) -> bool:
        """Narrate and apply the store's rows this replica lacks; True if there were any."""
        g = self.game
        rows = self.store.game(self.code).history[len(g.history):]
        if not rows:
            return False
        start = len(self.lines)
        for action in rows:
            seat = g.current
            texts = self._phrases(action, seat)
            g.apply(action)
            if action.kind == "next_hand":
                self._ui.pop("result", None)
            self._log(seat, texts)
            self._check_hand_end()
        if "result" not in self._ui:
            self._tell_log(start)
        return True

    # -- the seat's own moves -----------------------------------------------------------------
    @_guarded
    def _on_command(self, change) -> None:
        with self._lock:
            TableSession._on_command.__wrapped__(self, change)

    def _act(self, action, mark: bool = True) -> None:
        """Append ``action`` to the store onto the log this seat saw, then show it."""
        seen = len(self.game.history)
        try:
            self.store.append(self.ticket, action, expect=seen)
        except RummyError:
            self._catch_up()  # show the move that came first
            raise
        super()._act(action, mark=False)

    def _refused(self, err: RummyError) -> None:
        """Also in the store: the game here is rebuilt from the log (store/refusals.py)."""
        super()._refused(err)
        if isinstance(err.reason, Text):
            try:
                record_refusal(self.store, self.code, self.seat, err.reason.key)
            except RummyError:  # the store is down: the refusal itself is still shown
                traceback.print_exc(file=sys.stderr)

    def _after_human(self) -> None:
        self._check_hand_end()
        self._refresh()

    def _run_bots(self, delay: float) -> bool:
        """Bots are played from :meth:`tick`; here only the store's rows are caught up."""
        return self._catch_up()

    def _undo_refusal(self):
        return t("class_no_undo", self.lang)

    def _roles(self) -> dict[int, str]:
        roles = {}
        for s, kind in enumerate(self.kinds):
            if kind == HUMAN:
                roles[s] = t("you" if s == self.seat else "class_classmate", self.lang)
            else:
                roles[s] = t("bot", self.lang, level=t(f"level_{kind}", self.lang))
        return roles
