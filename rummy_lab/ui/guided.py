"""GuidedHand: a scripted hand the learner plays step by step (Next / Back).

Scripts are data (``rummy_lab/data/guides/*.toml``, see :mod:`rummy_lab.formats.guides`). At a task
step the learner selects cards and presses Meld / Lay off / Discard / Draw: a refused or
off-script move shows why and changes nothing, the expected move advances. Back undoes
the moves of the step (``Game.undo``) and replays the previous one.
"""

from __future__ import annotations

import os
from html import escape
from pathlib import Path

import ipywidgets as widgets

from ..core.actions import Discard, DrawStock, LayOff, Meld, SwapJoker, TakeDiscard
from ..core.cards import Card
from ..core.errors import RummyError
from ..core.melds import check_meld, check_swap, layoff_options
from ..core.scoring import score_cards
from ..core.words import meld_caption
from ..formats.guides import Guide, load_guide, move_key, narrate, parse_guide, parse_move
from ..i18n.messages import msg
from ..present.render import cards_html
from ..present.tables import result_html
from .board import CardBoard, board_row
from .lesson_html import felt_html, frame_html, note_html
from .messages import in_lang, learner_guard, t
from .narrate import phrase, sentence
from .switchable import LanguageSwitch
from .uploads import upload_text

#: the "lay off onto" choice of whichever meld the card fits
ANY_MELD = -1

__all__ = ["GuidedHand", "load_guide", "teacher_mode"]


def teacher_mode(query: str | None = None) -> bool:
    """``teacher=1`` in the page's query string (Voilà's ``QUERY_STRING``): the teacher's
    controls (opening another guided hand) are shown."""
    from urllib.parse import parse_qs

    if query is None:
        query = os.environ.get("QUERY_STRING", "")
    return parse_qs(query.lstrip("?")).get("teacher", [""])[-1] in ("1", "yes", "true")


class GuidedHand(LanguageSwitch, widgets.VBox):
    """Plays ``guide`` (a :class:`~rummy_lab.formats.guides.Guide`, a shipped name or a path)."""

    def __init__(self, guide: Guide | str = "basic_source_example", lang: str | None = None,
                 teacher: bool | None = None):
        self.guide = guide if isinstance(guide, Guide) else load_guide(guide)
        self.teacher = teacher_mode() if teacher is None else teacher
        self._start_lang(lang)
        self.head, self.story, self.felt = widgets.HTML(), widgets.HTML(), widgets.HTML()
        self.others, self.hand_title, self.feedback = widgets.HTML(), widgets.HTML(), widgets.HTML()
        self.board = CardBoard()  # the pile (when spread) and the learner's hand, clickable
        self.board.on_card(lambda row, card: self._guard(lambda: self._clicked(row, card)))
        self.result = widgets.HTML()
        self.b_draw, self.b_take, self.b_meld, self.b_layoff, self.b_swap, self.b_discard = (
            widgets.Button(layout=widgets.Layout(width="auto")) for _ in range(6))
        # created with its first choice: choices set on an empty drop-down choose nothing
        self.onto = widgets.Dropdown(options=[("", ANY_MELD)], style={"description_width": "initial"})
        self.onto.add_class("rl-fit-choices")  # as wide as its longest choice (explorer.css)
        self.b_back, self.b_next = widgets.Button(), widgets.Button(button_style="success")
        self.step_label = widgets.HTML()
        for b, fn in ((self.b_draw, self.draw), (self.b_take, self.take),
                      (self.b_meld, self.meld), (self.b_layoff, self.lay_off),
                      (self.b_swap, self.swap),
                      (self.b_discard, self.discard), (self.b_back, self.back),
                      (self.b_next, self.next)):
            b.on_click(lambda _, fn=fn: self._guard(fn))
        self.actions = widgets.HBox([self.b_draw, self.b_take, self.b_meld,
                                     self.b_layoff, self.b_swap, self.onto, self.b_discard],
                                    layout=widgets.Layout(flex_flow="row wrap"))
        self.upload = widgets.FileUpload(accept=".toml", multiple=False,  # a teacher's guide
                                         layout=widgets.Layout(width="auto"))
        self.upload.observe(self._uploaded, names="value")
        self.upload.layout.display = None if self.teacher else "none"  # not for learners
        self.feedback.add_class("rl-guided-feedback")  # sticks to the screen's bottom edge
        nav = widgets.HBox([self.b_back, self.step_label, self.b_next, self.upload],
                           layout=widgets.Layout(align_items="center", flex_flow="row wrap",
                                                 margin="8px 0 0"))
        super().__init__([self.head, self.story, self.felt, self.others, self.hand_title,
                          self.board, self.actions, self.feedback, self.result, nav])
        self.add_class("rl-lesson")
        self.add_class("rl-guided")
        self.selected: list[Card] = []
        self.pile_choice: Card | None = None  # the card of a spread pile clicked to take
        self.taking = False  # Take pressed on a spread pile: the next pile click takes
        self.restart()

    # -- state ---------------------------------------------------------------------------
    def _relabel(self) -> None:
        self._refresh()

    @property
    def step(self):
        return self.guide.steps[self.index]

    @property
    def names(self) -> list[str]:
        return self.guide.players

    @property
    def task_done(self) -> bool:
        return len(self.done) == len(self.step.expect)

    def restart(self) -> None:
        """Back to the first step with a fresh deal."""
        self.game = self.guide.new_game()
        self.entry: list[int] = []
        self.index = -1
        self._enter(0)

    def _text(self, texts: dict) -> str:
        return texts.get(self._lang) or texts.get("en", "")

    def _enter(self, i: int, message: tuple[str, str] = ("", "info")) -> None:
        self.index = i
        del self.entry[i:]
        self.entry.append(len(self.game.history))
        self.done: list[int] = []
        self.lines: dict[str, str] = {}
        self.selected, self.pile_choice, self.taking = [], None, False
        phrases: dict[str, list[str]] = {"en": [], "de": []}
        for text in self.step.do:
            action = parse_move(text, self.game)
            for lang, words in phrases.items():
                words.append(phrase(action, self.game, lang))
            who = self.names[self.game.current]
            self.game.apply(action)
        if self.step.do:
            self.lines = {lang: sentence(who, words, lang) for lang, words in phrases.items()}
        self.message = message
        self._refresh()

    def _say(self, text: str, kind: str = "info") -> None:
        self.message = (text, kind)
        self.feedback.value = note_html(text, kind)

    def _guard(self, fn) -> None:
        with learner_guard(lambda text: self._say(text, "error"), self._lang):
            fn()

    def _uploaded(self, change) -> None:
        """A guided-hand file uploaded by a teacher: checked by the strict guide parser
        (which plays it through); a refusal is one message and changes nothing."""
        files = change["new"]
        if not files:
            return
        try:
            name, text = upload_text(files[0])
            guide = parse_guide(text, Path(name).stem)
        except RummyError as err:
            self._say(err.in_lang(self._lang), "error")
        else:
            self.guide = guide
            self.restart()
            self._say(t("explorer_loaded", self._lang, name=name), "good")
        self.upload.value = ()

    # -- navigation ----------------------------------------------------------------------
    def next(self) -> None:
        """The next step, once the current task is done."""
        if self.step.is_task and not self.task_done:
            self._say(t("ls_task", self._lang, task=self._text(self.step.task)), "info")
        elif self.index + 1 < len(self.guide.steps):
            self._enter(self.index + 1)

    def back(self) -> None:
        """Undo this step's moves and the previous step's, and replay the previous step."""
        target = max(self.index - 1, 0)
        extra = len(self.game.history) - self.entry[target]
        if extra:
            self.game.undo(extra)
        self._enter(target)

    # -- the learner's moves -------------------------------------------------------------
    def try_move(self, action) -> bool:
        """Play ``action`` if it is the expected move; otherwise say why not. True if played."""
        lang, step = self._lang, self.step
        if not step.is_task or self.task_done:
            self._say(t("ls_wait_next", lang))
            return False
        hint = self._text(step.hint)
        reason = self.game.check(action)
        if reason is not None:
            self._say(f"{in_lang(reason, lang)} {hint}".strip(), "error")
            return False
        key = move_key(action)
        for i, text in enumerate(step.expect):
            if i in self.done:
                continue
            try:
                wanted = move_key(parse_move(text, self.game))
            except RummyError:
                continue
            if wanted == key:
                self.game.apply(action)
                self.done.append(i)
                self.selected = []
                good = ("ls_done", "good")
                if self.task_done and self.index + 1 < len(self.guide.steps):
                    self._enter(self.index + 1, good)
                else:
                    self.message = good
                    self._refresh()
                return True
        self._say(f"{t('ls_allowed_but', lang)} {hint}".strip(), "error")
        return False

    def select(self, card: Card) -> None:
        """Toggle ``card`` (a card of the learner's hand) in the selection."""
        if card in self.selected:
            self.selected.remove(card)
        else:
            self.selected.append(card)
        self._draw_hand()

    def _clicked(self, row: str, card: Card) -> None:
        """A card of the board was clicked (or Enter / Space on it)."""
        if row == "hand":
            return self.select(card)
        self.pile_choice = None if self.pile_choice == card else card
        if self.taking and self.pile_choice is not None:
            return self.take()
        if self.pile_choice is not None:
            self._say(t("explorer_pile_chosen", self._lang, card=str(card)))
        self._draw_hand()

    def draw(self) -> None:
        self.try_move(DrawStock())

    def take(self) -> None:
        pile = self.game.discard_pile
        if not pile:
            raise RummyError(msg("pile_empty"))
        chosen = self.pile_choice if self.game.rules.draw_from_discard == "any" else None
        if chosen is None and self.game.rules.draw_from_discard == "any" and len(pile) > 1:
            self.taking = True  # which card? the next click on the pile says
            self._say(t("explorer_pick_pile_card", self._lang))
            return
        self.taking, self.pile_choice = False, None
        self.try_move(TakeDiscard(chosen if chosen in pile else pile[-1]))

    def meld(self) -> None:
        if not self.selected:
            return self._say(t("ls_need_cards", self._lang), "error")
        res = check_meld(list(self.selected), self.game.rules)
        if not res:
            return self._say(f"{in_lang(res.reason, self._lang)} {self._text(self.step.hint)}".strip(),
                             "error")
        self.try_move(Meld(res.readings[0].kind, res.readings[0].placed))

    def lay_off(self) -> None:
        if len(self.selected) != 1:
            return self._say(t("ls_need_one", self._lang), "error")
        card, rules = self.selected[0], self.game.rules
        fits = [(m, o) for m in self.game.table for o in layoff_options(card, m, rules)]
        chosen = [(m, o) for m, o in fits if self.onto.value in (ANY_MELD, m.id)]
        if not chosen:
            return self._say(self._fits_elsewhere(card, [m for m, _ in fits]), "error")
        meld, opt = chosen[0]
        self.try_move(LayOff(card, meld.id, opt.rank, opt.suit))

    def _fits_elsewhere(self, card: Card, melds) -> str:
        """Why ``card`` cannot go onto the chosen meld: the meld it fits, named, or none."""
        lang = self._lang
        if not melds:
            return t("ls_fits_nowhere", lang, card=str(card))
        meld = melds[0]
        words = f"{meld_caption(meld, lang)} ({' '.join(str(p.card) for p in meld.placed)})"
        if meld.owner == self.guide.learner:
            return t("explorer_fits_yours", lang, card=str(card), meld=words)
        return t("explorer_fits_theirs", lang, card=str(card), meld=words,
                 name=self.names[meld.owner])

    def swap(self) -> None:
        if len(self.selected) != 1:
            return self._say(t("ls_need_one", self._lang), "error")
        card = self.selected[0]
        melds = [m for m in self.game.table if self.onto.value in (ANY_MELD, m.id)]
        target = next((m for m in melds if check_swap(card, m, self.game.rules)), None)
        if target is None:
            return self._say(t("ls_no_swap", self._lang, card=str(card)), "error")
        self.try_move(SwapJoker(card, target.id))

    def discard(self) -> None:
        if len(self.selected) != 1:
            return self._say(t("ls_need_one", self._lang), "error")
        self.try_move(Discard(self.selected[0]))

    # -- drawing -------------------------------------------------------------------------
    def _params(self) -> dict:
        game, rules = self.game, self.game.rules
        if not game.results:
            return {}
        res, me = game.results[-1], self.guide.learner
        left = [c for s, h in enumerate(game.hands) if s != me for c in h]
        parts = [rules.card_value(c) for c in left]
        romme = score_cards(rules, game.hands, game.table, winner=res.winner, romme=True)
        return {"opponent_cards": " ".join(map(str, left)), "points": res.points[me],
                "sum": " + ".join(map(str, parts)) + f" = {sum(parts)}",
                "romme_points": romme.points[res.winner] if res.winner is not None else 0}

    def _refresh(self) -> None:
        lang, game, step = self._lang, self.game, self.step
        total = len(self.guide.steps)
        self.head.value = frame_html(self._text(self.guide.title))
        say = narrate(self._text(step.say), self._params())
        task = ""
        if step.is_task:
            mark = "✓ " if self.task_done else ""
            task = (f"<div style='margin-top:6px;font-weight:600;color:#1f5130'>{mark}"
                    f"{escape(t('ls_task', lang, task=self._text(step.task)))}</div>")
        line = self.lines.get(lang, self.lines.get("en", ""))
        log = f"<div class='rl-muted'>{escape(line)}</div>" if line else ""
        self.story.value = f"<div class='rl-narration'>{escape(say)}{task}{log}</div>"
        self.felt.value = felt_html(game.table, game.discard_pile, len(game.stock), self.names,
                                    lang, spread=game.rules.draw_from_discard == "any",
                                    you=self.guide.learner,
                                    pile=game.rules.draw_from_discard != "any")  # else the board's
        over = game.phase not in ("draw", "play")
        seats = []
        for s, name in enumerate(self.names):
            if s != self.guide.learner:
                hand = sorted(game.hands[s])
                seats.append(f"<div class='rl-seat'><b>{escape(t('hand_of', lang, name=name))}"
                             f"</b> ({len(hand)})<br>"
                             f"{cards_html(hand, face_down=not over, width=44, overlap=0.55, lang=lang)}</div>")
        self.others.value = "".join(seats)
        self.hand_title.value = "" if not (step.is_task and not self.task_done) else \
            f"<span class='rl-muted'>{escape(t('ls_select_cards', lang))}</span>"
        self._draw_hand()
        labels = (("b_draw", "btn_draw"), ("b_take", "btn_take"), ("b_meld", "ls_meld"),
                  ("b_layoff", "btn_layoff"), ("b_swap", "btn_swap"), ("b_discard", "ls_discard"))
        active = step.is_task and not self.task_done
        for attr, key in labels:
            getattr(self, attr).description = t(key, lang)
            getattr(self, attr).disabled = not active
        self.onto.options = [(t("ls_any_meld", lang), ANY_MELD)] + [
            (f"{meld_caption(m, lang)} · {self.names[m.owner]}", m.id) for m in game.table]
        self.onto.description = t("ls_lay_onto", lang)
        self.onto.disabled = not active
        self.b_swap.layout.display = None if game.rules.joker_swap else "none"
        self.actions.layout.display = None if active else "none"
        text, kind = self.message
        self.feedback.value = note_html(t(text, lang) if text.startswith("ls_") else text, kind)
        self.result.value = self._result_html() if over else ""
        self.b_back.description, self.b_next.description = t("ls_back", lang), t("ls_next", lang)
        self.upload.description = t("explorer_guide_upload", lang)
        self.b_back.disabled = self.index == 0
        self.b_next.disabled = self.index + 1 >= total or (step.is_task and not self.task_done)
        self.step_label.value = f"<b>{escape(t('ls_step', lang, n=self.index + 1, total=total))}</b>"

    def _draw_hand(self) -> None:
        """The board: the spread pile (bottom card first) and the learner's hand."""
        lang, game = self._lang, self.game
        hand = sorted(game.hands[self.guide.learner])
        self.selected = [c for c in self.selected if c in hand]
        rows = []
        if game.rules.draw_from_discard == "any" and game.discard_pile:
            if self.pile_choice not in game.discard_pile:
                self.pile_choice = None
            rows.append(board_row("pile", t("explorer_pile_row", lang), game.discard_pile, lang,
                                  selected=[self.pile_choice] if self.pile_choice else []))
        rows.append(board_row("hand", t("ls_hand_of_you", lang, name=self.names[self.guide.learner]),
                              hand, lang, selected=self.selected, empty=t("no_cards", lang)))
        self.board.set_rows(rows)

    def _result_html(self) -> str:
        lang, game = self._lang, self.game
        res = game.results[-1]
        params = self._params()
        lines = [t("ls_finish", lang)]
        if res.winner is not None:
            lines.append(t("ls_result", lang, name=self.names[res.winner],
                           points=res.points[res.winner]))
            if game.rules.romme_multiplier > 1 and not res.romme:
                lines.append(t("ls_romme_would", lang, points=params["romme_points"]))
        return (note_html(" ".join(lines), "good")
                + result_html(game.rules, self.names, res, lang, total=False,
                              css="rl-grid rl-result"))
