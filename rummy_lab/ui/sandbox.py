"""MeldSandbox: pick cards, see at once whether they are a meld under each variant."""

from __future__ import annotations

from html import escape

import ipywidgets as widgets

from ..core.cards import SUITS, Card, make_deck, parse_cards
from ..core.errors import RummyError
from ..core.melds import check_meld, placed_value
from ..core.variants import variant
from ..core.words import card_label
from . import assets
from .board import CardBoard, board_row
from .lesson_html import frame_html, note_html, variant_title
from .messages import in_lang, learner_text, t
from .state import card_desc
from .switchable import LanguageSwitch

__all__ = ["MeldSandbox", "meld_verdicts", "number_copies"]

VARIANTS = ("basic", "rummy500", "pool500")


def number_copies(cards: list[Card]) -> list[Card]:
    """Typed cards as distinct physical cards: a repeated 8♠ or joker becomes copy 2, 3…"""
    seen: dict = {}
    out = []
    for c in cards:
        n = seen.get(c.face, 0)
        seen[c.face] = n + 1
        out.append(Card(c.rank, c.suit, c.copy + n) if n and c.copy == 0 else c)
    return out


def _deck_limits(rules) -> tuple[int, int]:
    """(most decks, most jokers) the variant ever plays with."""
    rows = [rules.decks_for(n) for n in range(rules.min_players, rules.max_players + 1)]
    return max(d for d, _ in rows), max(j for _, j in rows)


def _not_in_deck(cards, rules, lang: str) -> str | None:
    decks, jokers = _deck_limits(rules)
    for c in cards:
        if (c.is_joker and c.copy >= jokers) or (not c.is_joker and c.copy >= decks):
            if c.is_joker and jokers == 0:
                break  # the engine says it best: no jokers in this variant
            deck = t("ls_one_deck" if decks == 1 else "ls_two_decks", lang)
            jk = t("ls_no_jokers", lang) if not jokers else t("ls_n_jokers", lang, n=jokers)
            return t("ls_not_in_deck", lang, title=variant_title(rules.name, lang),
                     decks=f"{deck} ({jk})", card=f"{c} #{c.copy + 1}")
    return None


def meld_verdicts(cards: list[Card], lang: str = "en") -> list[dict]:
    """For each variant: ok, kind, reason and every joker reading with its points."""
    out = []
    for name in VARIANTS:
        rules = variant(name)
        row = {"variant": name, "title": variant_title(name, lang), "ok": False, "kind": None,
               "reason": "", "readings": [], "scores_melds": rules.scoring != "winner_collects"}
        reason = _not_in_deck(cards, rules, lang)
        res = None if reason else check_meld(cards, rules)
        if res is not None and res.ok:
            row.update(ok=True, kind=res.kind, readings=[
                {"text": str(rd), "faces": " ".join(rd.joker_faces), "kind": rd.kind,
                 "placed": rd.placed,
                 "points": sum(placed_value(p, rd.kind, rules) for p in rd.placed)}
                for rd in res.readings])
        else:
            row["reason"] = reason or in_lang(res.reason if res is not None else "", lang)
        out.append(row)
    return out


DECK = make_deck(1, 2)  # the cards to pick from: one deck and two jokers


class SandboxBoard(CardBoard):
    """The card board with the sandbox's compact deck on narrow screens (sandbox.css)."""

    _css = assets.css("sandbox")


class MeldSandbox(LanguageSwitch, widgets.VBox):
    """Cards picked on a card board (click, Enter or Space; the shared card component) or
    typed in a text box (``"8♠ 8H 10c Jk"``), judged under Basic Rummy, Rummy 500 and
    500 Rum. ``lang`` is "en" or "de"."""

    LABELS = {"text.placeholder": "ls_sandbox_placeholder", "text.description": "ls_cards",
              "clear.description": "ls_clear"}

    def __init__(self, cards: str = "8♠ 8♥ 8♦", lang: str | None = None):
        self._start_lang(lang)
        self.head = widgets.HTML()
        self.text = widgets.Text(value=cards, continuous_update=True,
                                 layout=widgets.Layout(width="420px", max_width="100%"))
        self.clear = widgets.Button(layout=widgets.Layout(width="90px"))
        self.clear.on_click(lambda _: setattr(self.text, "value", ""))
        self.board = SandboxBoard()  # the picked cards, then the deck to pick from
        self.board.add_class("rl-sandbox-board")
        self.board.on_card(lambda _row, card: self.toggle(card))
        self.result = widgets.HTML()
        self.result.add_class("rl-sandbox-verdicts")  # on a phone above the deck (sandbox.css)
        self.text.observe(lambda _: self._update(), names="value")
        super().__init__([self.head, widgets.HBox([self.text, self.clear],
                                                  layout=widgets.Layout(flex_flow="row wrap")),
                          self.board, self.result])
        self.add_class("rl-lesson")
        self.add_class("rl-sandbox")
        self.verdicts: list[dict] = []
        self.error = ""
        self._set_labels()
        self._refresh_labels()
        self._update()

    def _relabel(self) -> None:
        self._refresh_labels()
        self._update()

    def _refresh_labels(self) -> None:
        lang = self._lang
        self.head.value = frame_html(t("ls_sandbox_title", lang), t("ls_sandbox_intro", lang))

    # -- the card board ----------------------------------------------------------------
    def _rows(self, cards: list[Card]) -> None:
        """The picked cards (a click puts one back), then the deck by suit (picked cards
        drawn raised and ``aria-pressed``)."""
        lang = self._lang
        picked = [card_desc(c, lang, label=t("ls_sandbox_remove", lang, card=card_label(c, lang=lang)))
                  for c in cards]
        rows = [board_row("picked", t("ls_sandbox_picked", lang), cards, lang, mode="action",
                          descs=picked)]
        rows += [board_row(f"deck:{s.value if s else 'JK'}",
                           t("ls_sandbox_deck", lang) if s == SUITS[0] else "",
                           [c for c in DECK if c.suit == s], lang, selected=cards)
                 for s in (*SUITS, None)]
        self.board.set_rows(rows)

    def picked(self) -> list[Card]:
        """The cards in the text box (none when it cannot be read)."""
        try:
            return number_copies(list(parse_cards(self.text.value)))
        except RummyError:
            return []

    def toggle(self, card: Card) -> None:
        """Add ``card`` to the picked cards, or remove it when already picked."""
        cards = self.picked()
        if card in cards:
            cards.remove(card)
        else:
            cards.append(card)
        self.text.value = " ".join(c.code for c in cards)

    # -- judging -------------------------------------------------------------------------
    def _update(self) -> None:
        lang = self._lang
        self.error, self.verdicts = "", []
        try:
            cards = number_copies(list(parse_cards(self.text.value)))
        except RummyError as err:
            self.error = t("ls_bad_text", lang, reason=err.in_lang(lang))
            cards = None
        except Exception as err:  # never a traceback for the learner
            self.error = learner_text(err, lang)
            cards = None
        self._rows(cards or [])
        if self.error:
            self.result.value = note_html(self.error, "error")
            return
        if not cards:
            self.result.value = note_html(t("ls_pick_some", lang))
            return
        self.verdicts = meld_verdicts(cards, lang)
        self.result.value = self._table_html()

    def _table_html(self) -> str:
        lang = self._lang
        rows = []
        for v in self.verdicts:
            if v["ok"]:
                key = {"set": "ls_verdict_set", "run": "ls_verdict_run"}.get(v["kind"],
                                                                             "ls_verdict_either")
                verdict = f'<span class="rl-ok">{escape(t(key, lang))}</span>'
                rds = v["readings"]
                if len(rds) == 1 and not rds[0]["faces"]:
                    key = "ls_worth" if v["scores_melds"] else "ls_worth_hand"
                    why = escape(t(key, lang, points=rds[0]["points"]))
                elif len(rds) == 1:
                    why = escape(t("ls_reading", lang, faces=rds[0]["faces"], cards=rds[0]["text"],
                                   points=rds[0]["points"]))
                else:
                    items = "".join(f"<li>{escape(t('ls_reading', lang, faces=r['faces'], cards=r['text'], points=r['points']))}</li>"
                                    for r in rds)
                    why = f"{escape(t('ls_readings_many', lang))}<ul style='margin:2px 0'>{items}</ul>"
            else:
                verdict = f'<span class="rl-no">{escape(t("ls_verdict_no", lang))}</span>'
                why = escape(v["reason"])
            rows.append(f"<tr class='rl-v-{v['variant']}'><th>{escape(v['title'])}</th>"
                        f"<td>{verdict}</td><td>{why}</td></tr>")
        head = "".join(f"<th>{escape(t(k, lang))}</th>" for k in ("variant", "ls_verdict",
                                                                   "ls_why"))
        return (f'<table class="rl-grid rl-verdicts"><thead><tr>{head}</tr></thead>'
                f"<tbody>{''.join(rows)}</tbody></table>")
