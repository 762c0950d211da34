"""WatchMode: bots play a whole hand; the learner steps through it turn by turn."""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

import ipywidgets as widgets

from ..ai.bots import make_bot
from ..core.errors import RummyError
from ..core.game import Game
from ..core.variants import variant
from ..present.render import cards_html
from ..present.tables import result_html
from .lesson_html import felt_html, frame_html, note_html, variant_title
from .messages import t
from .narrate import phrase, sentence
from .switchable import LanguageSwitch

__all__ = ["WatchMode", "play_hand"]

MAX_TURN_ACTIONS = 60


@dataclass(frozen=True)
class Snapshot:
    """The table after a turn, and how that turn is told in each language."""

    hands: tuple
    table: tuple
    discard: tuple
    stock: int
    current: int
    phase: str
    seat: int | None
    told: dict


def _snap(game: Game, seat: int | None, told: dict) -> Snapshot:
    return Snapshot(tuple(tuple(h) for h in game.hands), tuple(game.table),
                    tuple(game.discard_pile), len(game.stock), game.current, game.phase,
                    seat, told)


def play_hand(game: Game, bots: dict) -> tuple[list, list[Snapshot]]:
    """Let ``bots`` (seat → bot) play ``game``'s hand to its end: (actions, snapshots)."""
    actions, snaps = [], [_snap(game, None, {})]
    while game.phase in ("draw", "play"):
        seat = game.current
        words: dict[str, list[str]] = {"en": [], "de": []}
        for _ in range(MAX_TURN_ACTIONS):
            try:
                action = bots[seat].choose(game, seat)
                said = {lang: phrase(action, game, lang) for lang in words}
                game.apply(action)
            except RummyError:  # a confused bot: a legal action keeps the hand going
                action = game.legal_actions()[-1]
                said = {lang: phrase(action, game, lang) for lang in words}
                game.apply(action)
            for lang, w in words.items():
                w.append(said[lang])
            actions.append(action)
            if game.current != seat or game.phase not in ("draw", "play"):
                break
        if game.phase not in ("draw", "play") and game.results and game.results[-1].winner == seat:
            for lang, w in words.items():
                w.append(t("log_went_out", lang))
        told = {lang: sentence(game.players[seat], w, lang) for lang, w in words.items()}
        snaps.append(_snap(game, seat, told))
    return actions, snaps


class WatchMode(LanguageSwitch, widgets.VBox):
    """Bots (``levels``: one level for all or one per seat) play a hand of ``variant_name``
    dealt by ``seed``; Next / Back / Play-to-end step through it, turn by turn."""

    def __init__(self, variant_name: str = "basic", players=("Ann", "Ben", "Cleo"),
                 levels="medium", seed: int = 0, lang: str | None = None, **options):
        self.rules = variant(variant_name, **options)
        self.players, self.seed = list(players), seed
        self._start_lang(lang)
        levels = [levels] * len(self.players) if isinstance(levels, str) else list(levels)
        self.game = Game(self.rules, self.players, seed)
        bots = {s: make_bot(level, seed=seed + s) for s, level in enumerate(levels)}
        self.levels = levels
        self.actions, self.snapshots = play_hand(self.game, bots)
        self.index = 0
        self.head, self.story, self.felt = widgets.HTML(), widgets.HTML(), widgets.HTML()
        self.seats, self.result = widgets.HTML(), widgets.HTML()
        self.hide = widgets.Checkbox(value=False, indent=False)
        self.b_start, self.b_back = widgets.Button(), widgets.Button()
        self.b_next, self.b_end = widgets.Button(button_style="success"), widgets.Button()
        self.step_label = widgets.HTML()
        for b, fn in ((self.b_start, lambda: self.go(0)), (self.b_back, self.back),
                      (self.b_next, self.next), (self.b_end, self.play_to_end)):
            b.on_click(lambda _, fn=fn: fn())
        self.hide.observe(lambda _: self._refresh(), names="value")
        nav = widgets.HBox([self.b_start, self.b_back, self.step_label, self.b_next, self.b_end,
                            self.hide], layout=widgets.Layout(align_items="center",
                                                              flex_flow="row wrap"))
        super().__init__([self.head, nav, self.story, self.felt, self.seats, self.result])
        self.add_class("rl-lesson")
        self.add_class("rl-watch")
        self._refresh()

    def _relabel(self) -> None:
        self._refresh()

    @property
    def at_end(self) -> bool:
        return self.index == len(self.snapshots) - 1

    @property
    def final_points(self) -> tuple[int, ...] | None:
        """The points of the hand (None if it did not end, e.g. the safety cap)."""
        return self.game.results[-1].points if self.game.results else None

    def go(self, index: int) -> None:
        self.index = max(0, min(index, len(self.snapshots) - 1))
        self._refresh()

    def next(self) -> None:
        self.go(self.index + 1)

    def back(self) -> None:
        self.go(self.index - 1)

    def play_to_end(self) -> None:
        self.go(len(self.snapshots) - 1)

    # -- drawing -------------------------------------------------------------------------
    def _refresh(self) -> None:
        lang, snap, n = self._lang, self.snapshots[self.index], len(self.snapshots) - 1
        title = f"{t('ls_watch_title', lang)} — {variant_title(self.rules.name, lang)}"
        self.head.value = frame_html(title)
        if snap.seat is None:
            told = t("ls_deal", lang, name=self.players[snap.current])
        else:
            told = f"{t('ls_turn', lang, n=self.index)}: {snap.told.get(lang, '')}"
        self.story.value = f"<div class='rl-narration'>{escape(told)}</div>"
        self.felt.value = felt_html(snap.table, snap.discard, snap.stock, self.players, lang,
                                    spread=self.rules.draw_from_discard == "any")
        live = snap.phase in ("draw", "play")
        seats = []
        for s, name in enumerate(self.players):
            turn = live and s == snap.current
            label = escape(f"{name} · {t('level_' + self.levels[s], lang)}")
            mark = f" <span class='rl-turn'>◀ {escape(t('ls_to_play', lang, name=name))}</span>" \
                if turn else ""
            hand = sorted(snap.hands[s])
            seats.append(f"<div class='rl-seat'><b>{label}</b> ({len(hand)}){mark}<br>"
                         f"{cards_html(hand, face_down=self.hide.value, width=44, overlap=0.5, lang=lang)}"
                         "</div>")
        self.seats.value = ("<div class='rl-felt' style='background:#25563a;margin-top:8px'>"
                            + "".join(seats) + "</div>")
        self.result.value = self._result_html() if self.at_end else ""
        self.b_start.description, self.b_back.description = t("ls_restart", lang), t("ls_back", lang)
        self.b_next.description, self.b_end.description = t("ls_next", lang), t("ls_play_to_end", lang)
        self.hide.description = t("ls_hide_bots", lang)
        self.b_start.disabled = self.b_back.disabled = self.index == 0
        self.b_next.disabled = self.b_end.disabled = self.at_end
        self.step_label.value = f"<b>{escape(t('ls_step', lang, n=self.index, total=n))}</b>"

    def _result_html(self) -> str:
        lang, game = self._lang, self.game
        if not game.results:
            return note_html(t("ls_finish", lang))
        res = game.results[-1]
        who = t("ls_result", lang, name=self.players[res.winner], points=res.points[res.winner]) \
            if res.winner is not None else t(f"ending_{res.ended_by}", lang)
        return (f"<h3 style='margin:10px 0 2px'>{escape(t('ls_final', lang))}</h3>"
                + note_html(f"{t('ls_finish', lang)} {who}", "good")
                + result_html(self.rules, self.players, res, lang, total=False,
                              css="rl-grid rl-final"))
