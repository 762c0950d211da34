"""GameTable: a playable Rummy table (card table + scoreboard) with bots and a log.

Commands from the browser (see :class:`CardTable`) become engine actions; a refused
action shows the engine's reason and changes nothing. After the human's turn the bots
play, one visible step every ``bot_delay`` seconds, each turn narrated in the log.
"""

from __future__ import annotations

import copy
import functools
import sys
import threading
import time
import traceback
from collections.abc import Callable

import ipywidgets as widgets

from ..ai import lp_bound
from ..ai.bots import make_bot
from ..ai.solver import cover_kernel
from ..core.errors import RummyError
from ..core.undo_policy import learner_undo_refusal
from ..formats.replay_code import replay_code
from ..i18n.messages import msg
from ..practice.review import note_refusal
from .messages import LANGS, learner_guard, learner_text, t
from .narrate import hand_result_lines, phrase, sentence
from .review_pane import REVIEW_OPS, ReviewPane
from .scoreboard import Scoreboard
from .state import table_state
from .table_ops import LIVE, OPERATIONS
from .widget import CardTable, close_all

__all__ = ["GameTable", "TableSession"]

MAX_BOT_STEPS = 60  # a bot turn longer than this is cut short with a discard
BOT_SECONDS = 0.08  # wall time a bot of an interactive table may think (besides its nodes)


def _guarded(method):
    """Run a callback; any unexpected error reaches the learner as a message."""

    @functools.wraps(method)
    def wrapper(self, *args, **kwargs):
        with learner_guard(lambda text: self._say(text, "error"), self.lang):
            return method(self, *args, **kwargs)
        try:
            self._refresh()
        except Exception:  # the state itself is broken: keep the old one
            traceback.print_exc(file=sys.stderr)
    return wrapper



def warm_up_table(background: bool = False) -> None:
    """Load what a play table's bots and hints need before the first of them: numpy (the
    solver's LP bound) and the solver's compiled fast path when numba's disk cache holds
    it (a table compiles it in a thread of its own, once per machine). A ready kernel does
    this before its page is asked for (``wait_for_page(ahead=warm_up_table)``), so that a
    class arriving at once does not load it all at the same moment; a table opening in any
    other kernel does it in the ``background``."""
    if background:
        threading.Thread(target=lp_bound.warm_up, daemon=True, name="rummy-lab warm-up").start()
        cover_kernel.warm_up()
        return
    lp_bound.warm_up()
    if cover_kernel.cached():  # else the table starts the compile, as in any kernel
        cover_kernel.warm_up(wait=True)


class TableSession:
    """The logic of a playable table for ``game`` seen from ``seat``, drawn into ``view``.

    ``view`` is any :class:`CardTable` model (its ``state``, ``command`` and ``scores``
    traits); the session creates no widget of its own, so a page can show one game after
    another in the same card table (see :class:`SetupPanel`). ``bots`` maps seats to bots
    (default: an easy bot in every other seat); seats without a bot are played by humans
    (several humans share the screen, with a "pass the device" cover between their turns).
    ``teacher=True`` shows every hand. ``lang`` is "en" or "de"; ``bot_delay`` the pause
    after each bot move in seconds; ``four_colour`` draws ♦ blue and ♣ green.
    ``threaded`` (default: when ``bot_delay`` > 0): bots and the coach think in a worker
    thread, so clicks are answered meanwhile ("thinking…" shows); one lock guards the game,
    and a result planned for a state that changed meanwhile is dropped.
    """

    #: the browser may keep a sealed copy of the game (resume after a reload); a shared
    #: table's log is its save, and a seat's copy would carry every hand
    keeps_saves = True

    def __init__(self, game, seat: int = 0, bots: dict | None = None, teacher: bool = False,
                 lang: str = "en", bot_delay: float = 0.4, four_colour: bool = False, *,
                 view: CardTable, play_again: Callable[[], object] | None = None,
                 threaded: bool | None = None):
        if not 0 <= seat < game.n:
            raise RummyError(msg("no_such_seat", seat=seat))
        self.game, self.seat, self.teacher, self.lang = game, seat, teacher, lang
        self.bot_delay = float(bot_delay)
        self.bots = {s: make_bot("easy") for s in range(game.n) if s != seat} \
            if bots is None else dict(bots)
        self.humans = [s for s in range(game.n) if s not in self.bots]
        for bot in self.bots.values():  # an interactive table: answers in bounded time
            if getattr(bot, "seconds", 0) is None:
                bot.seconds = BOT_SECONDS
        self._lock = getattr(self, "_lock", None) or threading.RLock()
        self.threaded = self.bot_delay > 0 if threaded is None else bool(threaded)
        self._worker: threading.Thread | None = None
        self._detached = False  # a worker of a detached session no longer draws
        self._epoch = 0  # counts the human's commands that may change the game
        self.viewer = seat
        self.lines: list[str] = []  # the log in the table's language ...
        self._entries: list[dict[str, str]] = []  # ... and each line in every language
        self._ui: dict = {"rev": 0, "message": {"text": "", "kind": "info"},
                          "four_colour": bool(four_colour), "restart": play_again is not None}
        self._play_again = play_again
        self._marks: list[int] = []
        #: (seat, phrases in every language) of the open log line
        self._line: tuple[int, list[dict[str, str]]] | None = None
        self._results_seen = len(game.results)
        self._rebuilds = (game.hand.number, game.hand.rebuilds)
        self.card_table = view
        self.scoreboard = Scoreboard(game, lang, view)
        self.reviews = ReviewPane(self)  # "Review" at the end of a hand (ui/review_pane.py)
        self.card_table.observe(self._on_command, names=["command"])
        if not self.threaded:
            self._run_bots(0)
        self._handoff()
        self._refresh()
        if self.threaded:
            warm_up_table(background=True)
        if self.threaded and game.phase in LIVE and game.current in self.bots:
            with self._lock:
                self._start_worker(self._bots_worker)  # the bots open the game

    def set_four_colour(self, on: bool) -> None:
        """Draw ♦ blue and ♣ green (or not) from now on: the form's tick, mid-game too."""
        with self._lock:
            if self._ui["four_colour"] != bool(on):
                self._ui["four_colour"] = bool(on)
                self._refresh()

    def detach(self) -> None:
        """Stop answering the view's commands (a new game takes the view over)."""
        with self._lock:
            self._detached = True
        try:
            self.card_table.unobserve(self._on_command, names=["command"])
        except ValueError:  # already detached
            pass

    # -- public helpers ---------------------------------------------------------------
    @property
    def message(self) -> str:
        """The text in the message area."""
        return self._ui["message"]["text"]

    @property
    def state(self) -> dict:
        return self.card_table.state

    def command(self, op: str, **params) -> None:
        """Send a command as the browser would, e.g. ``command("discard", cards=["7H"])``."""
        self.card_table.send_command(op, **params)

    def play(self, action) -> None:
        """Play an engine action for the human to move (then the bots answer).

        Raises :class:`RummyError` when refused, like :meth:`Game.apply`.
        """
        g = self.game
        if g.phase in LIVE and g.current not in self.humans:
            raise RummyError(t("not_your_turn", self.lang, name=self._name(g.current)))
        self._ui.pop("chooser", None)
        self._ui.pop("picking", None)
        self._act(action, mark=action.kind != "next_hand")
        if action.kind == "next_hand":
            self._ui.pop("result", None)
        self._after_human()

    # -- names and text ---------------------------------------------------------------
    def _name(self, seat: int) -> str:
        return self.game.players[seat]

    def _is_you(self, seat: int) -> bool:
        return len(self.humans) == 1 and seat == self.humans[0]

    def _subject(self, seat: int, lang: str | None = None) -> str:
        return t("you", lang or self.lang) if self._is_you(seat) else self._name(seat)

    def _phrases(self, action, seat: int) -> dict[str, str]:
        """What ``action`` by ``seat`` is called in every language (before it is applied,
        or after for the next hand, as :func:`phrase` expects)."""
        return {lang: phrase(action, self.game, lang, you=self._is_you(seat)) for lang in LANGS}

    def _write(self, texts: dict[str, str], last: bool = False) -> None:
        """Add a log line (``last``: rewrite the last one) given in every language."""
        if last:
            self._entries[-1], self.lines[-1] = texts, texts[self.lang]
        else:
            self._entries.append(texts)
            self.lines.append(texts[self.lang])

    def _says(self, key: str, **params) -> dict[str, str]:
        return {lang: t(key, lang, **params) for lang in LANGS}

    def relabel_log(self) -> None:
        """The log's earlier lines in the table's (new) language."""
        self.lines[:] = [texts[self.lang] for texts in self._entries]
        said = getattr(self, "_said", None)
        if said is not None:
            self._say_all(*said)

    def _roles(self) -> dict[int, str]:
        roles = {s: t("you" if self._is_you(s) else "human", self.lang) for s in self.humans}
        for s, bot in self.bots.items():
            level = t(f"level_{bot.level}", self.lang)
            roles[s] = t("bot", self.lang, level=level)
        return roles

    def _say(self, text: str, kind: str = "info") -> None:
        text = text.replace("🃏", t("joker", self.lang))  # engine reasons; no emoji font needed
        self._ui["message"] = {"text": text, "kind": kind}
        self._said: tuple[dict[str, str], str] | None = None

    def _say_all(self, texts: dict[str, str], kind: str = "info") -> None:
        """Say ``texts`` (one per language): a language switch says it in the new one."""
        self._say(texts[self.lang], kind)
        self._said = (texts, kind)

    def _tell_log(self, start: int) -> None:
        """Say the log's lines from ``start`` on (what the bots just did)."""
        self._say_all({lang: " ".join(e[lang] for e in self._entries[start:]) for lang in LANGS})

    # -- commands ---------------------------------------------------------------------
    @_guarded
    def _on_command(self, change) -> None:
        cmd = change["new"]
        if not isinstance(cmd, dict) or not cmd.get("op"):
            return
        with self._lock:
            # keep only the counter: a stale command could name a card that later goes hidden
            self.card_table.command = {"n": cmd.get("n", 0)}
            if cmd["op"] == "play_again" and self._play_again and self.game.phase == "game_over":
                self._play_again()  # a new session takes the view over: nothing more here
                return
            if cmd["op"] in REVIEW_OPS:
                return self._review(cmd)
            if cmd["op"] == "suggest":  # display only: the seat's hand grouped, or not
                self._ui["suggest"] = bool(cmd.get("on"))
                return self._refresh()
            self._dispatch(cmd)

    def _review(self, cmd: dict) -> None:
        """A review command: its refusal shows in the message area, nothing changes."""
        try:
            self.reviews.handle(cmd)
        except RummyError as err:
            self._say(err.in_lang(self.lang), "error")
            self._refresh()

    def _refused(self, err: RummyError) -> None:
        """Keep a refusal for the review (on the game's record)."""
        note_refusal(self.game, err)

    def _dispatch(self, cmd: dict) -> None:
        op = cmd["op"]
        handler = OPERATIONS.get(op) if isinstance(op, str) else None
        if handler is None:
            self._say(t("unknown_command", self.lang), "error")
            return self._refresh()
        free = op in ("undo", "hint", "cancel", "reveal", "next_hand")
        g = self.game
        if self._ui.get("cover") and op != "reveal":
            self._say(self._ui["cover"], "error")
            return self._refresh()
        if not free and g.phase in LIVE and g.current not in self.humans:
            self._say(t("not_your_turn", self.lang, name=self._name(g.current)), "error")
            return self._refresh()
        if op not in ("hint", "cancel", "reveal"):
            self._epoch += 1  # the game may change: a worker's result planned before is stale
        self._ui.pop("chooser", None)
        if op not in ("cancel", "hint"):
            self._ui.pop("picking", None)
        if self._ui["message"].get("kind") == "error":  # an old refusal must not linger
            self._say("")
        try:
            handler(self, cmd)
        except RummyError as err:
            self._refused(err)  # the review counts the rules a learner ran into
            self._say(err.in_lang(self.lang), "error")
            return self._refresh()
        self._after_human()

    def _after_human(self) -> None:
        self._check_hand_end()
        g = self.game
        if g.phase in LIVE and g.current in self.bots:
            self._refresh()  # show the human's move before the bots answer
            if self.threaded:
                return self._start_worker(self._bots_worker)
            start = len(self.lines)
            self._run_bots(self.bot_delay)
            if "result" not in self._ui:
                self._tell_log(start)
        self._handoff()
        self._refresh()

    def _undo_refusal(self):
        """Why the learner may not take back their last move (None: they may). Teachers
        may undo anything; learners nothing that showed a card or came after another
        player's move (see :mod:`rummy_lab.core.undo_policy`)."""
        if not self._marks:
            return t("nothing_of_yours_to_undo", self.lang)
        if self.teacher:
            return None
        mark, g = self._marks[-1], self.game
        seat = g.actors[mark] if mark < len(g.actors) else self.viewer
        return learner_undo_refusal(g, seat, len(g.history) - mark)


    # -- applying and narrating ---------------------------------------------------------
    def _act(self, action, mark: bool = True) -> None:
        """Apply a human action (refusals raise and change nothing) and log it."""
        seat = self.game.current
        texts = self._phrases(action, seat)
        start = len(self.game.history)
        self.game.apply(action)
        if action.kind == "next_hand":  # the new dealer deals, whoever pressed the button
            seat = self.game.dealer
            texts = self._phrases(action, seat)
        if mark:
            self._marks.append(start)
        if action.kind != "draw":
            self._ui.pop("new", None)
        self._log(seat, texts)
        self._note_rebuild()
        self._say_all({lang: sentence(self._subject(seat, lang), [texts[lang]], lang)
                       for lang in LANGS}, "ok")

    def _log(self, seat: int, texts: dict[str, str]) -> None:
        """Add ``texts`` (a phrase in every language) to ``seat``'s open log line (one line
        per turn)."""
        g = self.game
        opened = self._line is None or self._line[0] != seat
        if opened or self._line is None:
            self._line = (seat, [])
        phrases = self._line[1]
        phrases.append(texts)
        res = g.results[-1] if len(g.results) > self._results_seen else None
        if res is not None and res.winner == seat:
            phrases.append(self._says("log_went_out" + ("_you" if self._is_you(seat) else "")))
        self._write({lang: sentence(self._subject(seat, lang), [p[lang] for p in phrases], lang)
                     for lang in LANGS}, last=not opened)
        if g.phase not in LIVE or g.current != seat:
            self._line = None

    def _note_rebuild(self) -> None:
        """Log it when the engine turned the discard pile into a new stock."""
        h = self.game.hand
        seen = self._rebuilds if self._rebuilds[0] == h.number else (h.number, 0)
        if h.rebuilds > seen[1]:
            self._write(self._says("table_stock_rebuilt", n=len(h.stock)))
            self._line = None
        self._rebuilds = (h.number, h.rebuilds)

    def _check_hand_end(self) -> None:
        g = self.game
        if len(g.results) <= self._results_seen:
            self._results_seen = len(g.results)  # undo may have removed results
            return
        self._results_seen = len(g.results)
        self._marks.clear()
        self._line = None
        you = self.humans[0] if len(self.humans) == 1 else None
        said = {lang: hand_result_lines(g, lang, [self._subject(i, lang) for i in range(g.n)], you)
                for lang in LANGS}
        title, lines = said[self.lang]
        rows = {lang: [head, *rest] for lang, (head, rest) in said.items()}
        for i in range(len(lines) + 1):
            self._write({lang: row[i] if i < len(row) else "" for lang, row in rows.items()})
        self._ui["result"] = {"title": title, "lines": lines}
        self._say_all({lang: " ".join([head, *rest]) for lang, (head, rest) in said.items()},
                      "ok")
        self._ui.pop("cover", None)
        self.reviews.idle()  # a review of an earlier hand is not this hand's
        self.scoreboard.update()

    def _run_bots(self, delay: float) -> bool:
        """Let bots play until a human is to move; True if any bot moved."""
        g, moved = self.game, False
        while g.phase in LIVE and g.current in self.bots:
            seat, bot = g.current, self.bots[g.current]
            for step in range(MAX_BOT_STEPS + 1):
                if delay:
                    time.sleep(delay)  # the previous move stays visible for a moment
                action = bot.choose(g, seat) if step < MAX_BOT_STEPS else self._fallback(seat)
                self._bot_step(seat, action)
                moved = True
                if g.phase not in LIVE or g.current != seat:
                    break
        return moved

    # -- thinking in a worker thread ------------------------------------------------------
    def _start_worker(self, work: Callable[[], None]) -> None:
        """Run ``work`` in a thread (the caller holds the lock); one worker at a time."""
        if self._worker is not None and self._worker.is_alive():
            return  # the running worker sees the new state when it next takes the lock
        self._worker = threading.Thread(target=self._guard_worker, args=(work,), daemon=True,
                                        name="rummy-lab bots")
        self._worker.start()

    def _worker_done(self) -> None:
        """The worker ends (lock held): the bots play on if a move came in meanwhile."""
        self._worker = None
        if self.game.phase in LIVE and self.game.current in self.bots:
            self._start_worker(self._bots_worker)

    def _guard_worker(self, work: Callable[[], None]) -> None:
        try:
            work()
        except Exception as exc:  # shown to the learner instead of lost
            with self._lock:
                self._worker = None
                self._say(learner_text(exc, self.lang), "error")
                self._refresh()

    def _bots_worker(self) -> None:
        """Let bots play until a human is to move, each deciding outside the lock on its
        own view (so clicks are answered meanwhile); a move planned for a state that a
        click changed (undo, a new hand) is dropped and planned again."""
        start, steps = len(self.lines), (-1, 0)
        while True:
            with self._lock:
                g = self.game
                if self._detached:
                    self._worker = None
                    return
                if g.phase not in LIVE or g.current not in self.bots:
                    self._worker = None
                    self._ui.pop("thinking", None)
                    if "result" not in self._ui and len(self.lines) > start:
                        self._tell_log(start)
                    self._handoff()
                    self._refresh()
                    return
                seat, bot = g.current, self.bots[g.current]
                steps = (seat, steps[1] + 1) if steps[0] == seat else (seat, 0)
                planned = (len(g.history), self._epoch)
                mine = copy.deepcopy(g) if steps[1] < MAX_BOT_STEPS else None  # bots see
                self._ui["thinking"] = self._name(seat)  # their seat's view of it only
                self._refresh()
            if self.bot_delay:
                time.sleep(self.bot_delay)  # the previous move stays visible for a moment
            action = bot.choose(mine, seat) if mine is not None else None
            with self._lock:
                self._ui.pop("thinking", None)
                if self._detached or (len(g.history), self._epoch) != planned:
                    continue  # a click changed the game meanwhile: plan again
                self._bot_step(seat, action if action is not None else self._fallback(seat),
                               refresh=False)  # the loop's next turn draws (one redraw)

    def _bot_step(self, seat: int, action, refresh: bool = True) -> None:
        """Apply a bot's ``action`` and narrate it (and draw it, unless ``refresh`` is off)."""
        g = self.game
        texts = {lang: phrase(action, g, lang) for lang in LANGS}
        g.apply(action)
        self._ui.pop("result", None)
        self._log(seat, texts)
        self._note_rebuild()
        self._check_hand_end()
        if refresh:
            self._refresh()

    def _fallback(self, seat: int):
        legal = self.game.legal_actions()
        return next((a for a in legal if a.kind in ("discard", "end_turn")), legal[0])

    def _handoff(self) -> None:
        """With several humans, show the current human's seat behind a cover."""
        g = self.game
        if len(self.humans) < 2 or g.phase not in LIVE or g.current not in self.humans:
            return
        if g.current != self.viewer:
            self.viewer = g.current
            self._ui["cover"] = t("pass_to", self.lang, name=self._name(g.current))
            self._ui.pop("new", None)

    # -- drawing ------------------------------------------------------------------------
    def _prompt(self) -> str:
        g, lang = self.game, self.lang
        if g.phase == "game_over":
            return t("prompt_game_over_code", lang, code=replay_code(g))
        if g.phase == "hand_over":
            return t("hand_over", lang)
        if g.current != self.viewer:
            key = "prompt_thinking" if self._ui.get("thinking") else "prompt_wait"
            return t(key, lang, name=self._name(g.current))
        if self._ui.get("picking"):
            return self._ui["picking"]["text"]
        if g.phase == "draw":
            no_pile = g.rules.draw_from_discard == "none" or not g.discard_pile
            return t("prompt_draw_stock" if no_pile else "prompt_draw", lang)
        return t("prompt_play", lang)

    def _refresh(self) -> None:
        """Rebuild the synced state from the game (the only place it is written)."""
        ui = self._ui
        ui["rev"] += 1
        ui["prompt"] = self._prompt()
        ui["log"] = self.lines
        ui["can_undo"] = self._undo_refusal() is None
        if len(self.humans) > 1:
            ui["hand_title"] = t("hand_of", self.lang, name=self._name(self.viewer))
        self.card_table.state = table_state(self.game, self.viewer, lang=self.lang,
                                            teacher=self.teacher, roles=self._roles(), ui=ui)


class GameTable(TableSession, widgets.VBox):
    """A playable table as a widget of its own: :class:`TableSession` in a :class:`CardTable`.

    Same arguments as :class:`TableSession` (without ``view``); :meth:`close` closes the
    card table's model too.
    """

    def __init__(self, game, seat: int = 0, bots: dict | None = None, teacher: bool = False,
                 lang: str = "en", bot_delay: float = 0.4, four_colour: bool = False):
        card_table = CardTable()
        widgets.VBox.__init__(self, [card_table])
        self.add_class("rl-game-table")
        TableSession.__init__(self, game, seat, bots, teacher, lang, bot_delay, four_colour,
                              view=card_table)

    def close(self) -> None:
        """Close this widget, its card table and their Layout models."""
        if not hasattr(self, "card_table"):  # __init__ failed early
            return super().close()
        self.detach()
        close_all(self.card_table, self)
