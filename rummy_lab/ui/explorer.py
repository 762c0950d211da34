"""ScoringExplorer: build a hand by clicking cards, pick the variants, see the scores.

The learner chooses where cards go (a player's hand, a new meld, or an existing meld as
that player's lay-off), clicks cards of the deck, says who went out and picks one or more
variants; the tables (only the score parts each variant has) update at once. Clicking a
placed card takes it back. What is built is a scenario (:mod:`rummy_lab.formats.scenarios`):
its TOML text is shown (export), and a teacher's file is loaded by upload or by pasting
into that text (import), both read by the strict parser only.
"""

from __future__ import annotations

import base64
import copy
from collections import Counter
from html import escape
from pathlib import Path
from typing import Any

import ipywidgets as widgets

from ..core.cards import SUITS, Card, make_deck
from ..core.errors import RummyError
from ..core.variants import variant
from ..formats.common import card_tokens, parse_toml
from ..formats.scenarios import Scenario, parse_scenario
from ..formats.writer import to_toml
from ..present.tables import result_html
from .board import CardBoard, board_row
from .lesson_html import frame_html, note_html, variant_title
from .messages import in_lang, t
from .sandbox import number_copies
from .scoreboard import heading
from .switchable import LanguageSwitch
from .uploads import upload_text

__all__ = ["ScoringExplorer", "example_scenarios", "VARIANTS"]

VARIANTS = ("basic", "rummy500", "pool500")
NAMES = ("Ann", "Ben", "Cleo", "Dan", "Eva", "Finn")
_FALLBACK = """title = "Rummy 500, three players: everybody scores"
variant = "rummy500"
players = ["Ann", "Ben", "Cleo"]
went_out = "Ann"

[[melds]]
by = "Ann"
cards = "7S 7H 7D"

[[melds]]
by = "Ann"
cards = "4C 5C 6C 7C"
layoffs = [{ card = "8C", by = "Ann" }]

[[melds]]
by = "Ben"
cards = "QD KD AD"

[hands]
Ben = "K♣ 9♣"
Cleo = "A♥ Jk 2♣"
"""


def example_scenarios() -> dict[str, str]:
    """The worked examples ``docs/scenarios/*.toml`` (file name → TOML text).

    Looked up in ``docs/scenarios`` of a checkout, then ``rummy_lab/_scenarios`` (for a
    wheel that force-includes them); otherwise one built-in example."""
    package = Path(__file__).resolve().parents[1]
    for folder in (package.parent / "docs" / "scenarios", package / "_scenarios"):
        found = {p.name: p.read_text(encoding="utf-8") for p in sorted(folder.glob("*.toml"))}
        if found:
            return found
    return {"rummy500_3p.toml": _FALLBACK}


def _cell(value: int) -> str:
    return f'<td class="rl-num">{value:+d}</td>' if value else '<td class="rl-num">0</td>'


def _cards(value: Any, where: str) -> list[Card]:
    return [c for c, _ in card_tokens(value, where)]


def _codes(cards: list[Card]) -> str:
    return " ".join(c.code for c in cards)


class Built:
    """What the learner built: players, melds (the placer's cards, lay-offs by anyone),
    hands, who went out; every other key of an imported file is kept as written."""

    def __init__(self, data: dict):
        data = dict(data)
        self.players: list[str] = list(data.pop("players"))
        self.variant: str = data.pop("variant")
        self.went_out: str | None = data.pop("went_out", None)
        self.romme: bool = bool(data.pop("romme", False))
        hands = data.pop("hands", {})
        self.hands = {p: _cards(hands.get(p, ""), p) for p in self.players}
        self.melds: list[dict[str, Any]] = []
        for raw in data.pop("melds", []):
            raw = dict(raw)
            self.melds.append({"by": raw.pop("by"), "cards": _cards(raw.pop("cards"), "meld"),
                               "layoffs": [dict(lo) for lo in raw.pop("layoffs", [])],
                               "rest": raw})
        self.rest = data  # title, description, options, pool, scores, ...

    def data(self) -> dict:
        """The scenario as TOML data (empty melds left out)."""
        out: dict[str, Any] = {k: v for k, v in self.rest.items()
                               if k in ("title", "description")}
        out.update(variant=self.variant, players=list(self.players))
        if self.went_out is not None:
            out["went_out"] = self.went_out
        if self.romme:
            out["romme"] = True
        out.update({k: v for k, v in self.rest.items() if k not in ("title", "description")})
        hands = {p: _codes(cs) for p, cs in self.hands.items() if cs}
        if hands:
            out["hands"] = hands
        melds = []
        for m in self.melds:
            if not m["cards"] and not m["layoffs"]:
                continue
            entry: dict[str, Any] = {"by": m["by"], "cards": _codes(m["cards"])}
            entry.update(m["rest"])
            if m["layoffs"]:
                entry["layoffs"] = [dict(lo) for lo in m["layoffs"]]
            melds.append(entry)
        if melds:
            out["melds"] = melds
        return out


class ScoringExplorer(LanguageSwitch, widgets.VBox):
    """Build a hand by clicking (or load an example, an uploaded file or pasted TOML) and
    see the points under each chosen variant, explained in words."""

    LABELS = {"chooser.description": "ls_example", "clear.description": "explorer_clear",
              "count.description": "players", "target.description": "explorer_target",
              "went_out.description": "explorer_went_out", "romme.description": "explorer_romme",
              "button.description": "ls_score", "upload.description": "explorer_upload_teacher",
              "upload.tooltip": "explorer_upload_teacher"}

    def __init__(self, example: str = "rummy500_3p.toml", lang: str | None = None):
        self._start_lang(lang)
        self.examples = example_scenarios()
        first = example if example in self.examples else next(iter(self.examples))
        self.head = widgets.HTML()
        self.chooser = widgets.Dropdown(options=self._example_titles(), value=first)
        self.chooser.add_class("rl-fit-choices")
        self.clear = widgets.Button(icon="")  # an empty start: no cards anywhere
        self.clear.add_class("rl-explorer-clear")
        self.variant_buttons = {n: widgets.ToggleButton(layout=widgets.Layout(width="auto"))
                                for n in VARIANTS}
        self.variant_label = widgets.HTML()
        self.count = widgets.Dropdown(options=[2, 3, 4, 5, 6], layout=widgets.Layout(width="170px"))
        self.target = widgets.Dropdown()  # as wide as its longest choice (explorer.css)
        self.target.add_class("rl-fit-choices")
        self.went_out = widgets.Dropdown(layout=widgets.Layout(width="230px"))
        self.romme = widgets.Checkbox(indent=False, layout=widgets.Layout(width="auto"))
        self.deck = CardBoard()
        self.table = CardBoard()
        self.table.add_class("rl-board-grid")
        self.editor = widgets.Textarea(layout=widgets.Layout(width="100%", height="220px"))
        self.button = widgets.Button(button_style="success")
        self.upload = widgets.FileUpload(accept=".toml", multiple=False)  # a teacher's file
        self.upload.add_class("rl-explorer-upload")
        self.download = widgets.HTML()
        self.status = widgets.HTML()
        self.output = widgets.HTML()
        self.toml_box = widgets.Accordion(children=[widgets.VBox(
            [self.editor, widgets.HBox([self.button, self.download, self.upload],
                                       layout=widgets.Layout(flex_flow="row wrap",
                                                             align_items="center"))])])
        wrap = widgets.Layout(flex_flow="row wrap", align_items="center")
        super().__init__([
            self.head,
            widgets.HBox([self.chooser, self.clear], layout=wrap),
            widgets.HBox([self.variant_label, *self.variant_buttons.values()], layout=wrap),
            widgets.HBox([self.count, self.went_out, self.romme], layout=wrap),
            self.table, widgets.HBox([self.target], layout=wrap), self.deck,
            self.status, self.output, self.toml_box])
        self.add_class("rl-lesson")
        self.add_class("rl-explorer")
        self.built: Built | None = None
        self.shown_html = ""  # the tables of what is built
        self.text = ""  # the TOML of what is shown: a loaded file as written, or the export
        self.chosen: list[str] = []
        self.scenario: Scenario | None = None
        self.comparison: dict[str, list[int]] = {}
        self.error = ""
        self._quiet = False
        self.target_after: tuple | None = None  # a new meld: further cards go onto it
        self.chooser.observe(self._choose, names="value")
        self.button.on_click(lambda _: self.score())
        self.clear.on_click(lambda _: self._edit(self._clear))
        self.upload.observe(self._uploaded, names="value")
        for name, b in self.variant_buttons.items():
            b.observe(lambda ch, n=name: self._toggle_variant(n, ch["new"]), names="value")
        self.count.observe(lambda ch: self._edit(lambda: self._set_count(ch["new"])),
                           names="value")
        self.went_out.observe(lambda ch: self._edit(lambda: self._set_out(ch["new"] or None)),
                              names="value")
        self.romme.observe(lambda ch: self._edit(lambda: self._set_romme(ch["new"])),
                           names="value")
        self.deck.on_card(lambda _row, card: self._edit(lambda: self.add(card)))
        self.table.on_card(lambda row, card: self._edit(lambda: self.remove(row, card)))
        self.editor.value = self.examples[first]
        self._set_labels()
        self._labels()
        self.score()

    # -- loading -------------------------------------------------------------------------
    def _relabel(self) -> None:
        self._labels()
        self._show()

    def _choose(self, change) -> None:
        if self._quiet or change["new"] is None:
            return
        self.editor.value = self.examples[change["new"]]
        self.score()

    def score(self) -> None:
        """Load the TOML of the editor (pasted or edited by hand) and score it; a mistake
        is one message and leaves what was built unchanged."""
        self.load_text(self.editor.value, "scenario")

    def load_text(self, text: str, name: str = "scenario") -> bool:
        """Load a scenario from TOML ``text``; True when it was read."""
        try:
            parse_scenario(text, name)  # the strict check: a teacher's file as written
            built = Built(parse_toml(text, name))
        except RummyError as err:
            return self._refuse(err)
        self.built, self.text = built, text  # the file as written, until a click changes it
        self.chosen = [built.variant]
        self._show()
        return True

    def _refuse(self, err: RummyError) -> bool:
        """One reason shown; what was built and its tables stay (``scenario`` is None: the
        refused text gave none)."""
        self.error, self.scenario = err.in_lang(self._lang), None
        self.status.value = ""  # the reason goes above the tables, which stay as they were
        self.output.value = note_html(self.error, "error") + self.shown_html
        return False

    def _uploaded(self, change) -> None:
        files = change["new"]
        if not files:
            return
        try:
            name, text = upload_text(files[0])
        except RummyError as err:
            self._refuse(err)
        else:
            if self.load_text(text, name):
                self.editor.value = text
                self.status.value = note_html(t("explorer_loaded", self._lang, name=name), "good")
        self.upload.value = ()

    # -- building ------------------------------------------------------------------------
    def _example_titles(self) -> list[tuple[str, str]]:
        """The examples by their title in the page's language (file name if it has none)."""
        out = []
        for name, text in self.examples.items():
            try:
                title = parse_scenario(text, name).text("title", self._lang)
            except RummyError:
                title = ""
            out.append((title or name, name))
        return out

    def _edit(self, change) -> None:
        """Apply one click; a refused one changes nothing: what was built, its tables and
        the deck stay."""
        if self._quiet or self.built is None:
            return
        before = copy.deepcopy(self.built)
        try:
            change()
            self._drop_empty()
        except RummyError as err:
            self.built, self.target_after = before, None
            self._show()  # as it was before the click
            self.error = err.in_lang(self._lang)
            self.output.value = note_html(self.error, "error") + self.shown_html
            return
        self.text = self._toml()
        self.editor.value = self.text
        self._show()

    @staticmethod
    def _problem(built: Built) -> RummyError | None:
        """What is wrong with ``built`` beyond a meld still being built (a meld of fewer
        than three cards, nothing laid off, may wait for its cards); None: all well."""
        trial = copy.deepcopy(built)
        trial.melds = [m for m in trial.melds if len(m["cards"]) >= 3 or m["layoffs"]]
        data = trial.data()  # every hand written, empty ones too: the melds are checked
        data["hands"] = {p: _codes(cs) for p, cs in trial.hands.items()}  # before the hands
        try:
            parse_scenario(to_toml(data))
        except RummyError as err:
            return err
        return None

    def _drop_empty(self) -> None:
        """A meld whose own cards were all taken back is gone (its lay-offs with it)."""
        b = self.built
        assert b is not None
        b.melds = [m for m in b.melds if m["cards"]]

    def _clear(self) -> None:
        """An empty start: the players stay, every card goes back to the deck."""
        b = self.built
        assert b is not None
        b.hands = {p: [] for p in b.players}
        b.melds, b.went_out, b.romme = [], None, False
        b.rest = {k: v for k, v in b.rest.items() if k not in ("title", "description")}

    def targets(self) -> list[tuple[str, tuple]]:
        """Where a clicked deck card goes: (label, target) for every choice."""
        b, lang = self.built, self._lang
        assert b is not None
        out: list[tuple[str, tuple]] = []
        for name in b.players:
            out.append((t("explorer_to_hand", lang, name=name), ("hand", name)))
            out.append((t("explorer_to_new_meld", lang, name=name), ("new", name)))
        for i, m in enumerate(b.melds):
            if not m["cards"]:
                continue
            for name in b.players:
                key = "explorer_to_meld" if name == m["by"] else "explorer_to_layoff"
                # the board's caption above each meld names it the same way
                out.append((t(key, lang, n=i + 1, owner=m["by"], name=name), ("meld", i, name)))
        return out

    def add(self, card: Card) -> None:
        """Put ``card`` (a deck card) where the target chooser says."""
        b, target = self.built, self.target.value
        assert b is not None
        if target is None:
            return
        if target[0] == "hand":
            b.hands[target[1]].append(card)
            if b.went_out == target[1]:
                b.went_out = None
        elif target[0] == "new":
            b.melds.append({"by": target[1], "cards": [card], "layoffs": [], "rest": {}})
            self.target_after = ("meld", len(b.melds) - 1, target[1])
        else:
            _, i, name = target
            before = copy.deepcopy(b)  # the yardstick
            meld = b.melds[i]
            if name == meld["by"]:
                meld["cards"].append(card)
            else:
                meld["layoffs"].append({"card": card.code, "by": name})
            self._fits(b, before)

    def _fits(self, built: Built, before: Built) -> None:
        """Refuse a card put onto a meld when that (not the rest of what is built) is
        wrong: ``built`` has a problem that ``before`` (without the card) has not."""
        problem, other = self._problem(built), self._problem(before)
        if problem is not None and (other is None or
                                    problem.in_lang("en") != other.in_lang("en")):
            raise problem

    def remove(self, row: str, card: Card) -> None:
        """Take ``card`` back from the hand or meld shown in ``row``."""
        b = self.built
        assert b is not None
        kind, _, key = row.partition(":")
        if kind == "hand":
            cards = b.hands[key]
            cards.pop(number_copies(cards).index(card))
            return
        meld = b.melds[int(key)]
        mine = meld["cards"]
        if card in number_copies(mine):
            mine.pop(number_copies(mine).index(card))
            return
        laid = [_cards(lo["card"], "layoff")[0] for lo in meld["layoffs"]]
        numbered = number_copies(mine + laid)[len(mine):]
        meld["layoffs"].pop(numbered.index(card))

    def _set_count(self, n: int) -> None:
        b = self.built
        assert b is not None
        while len(b.players) < n:
            b.players.append(next(p for p in NAMES + tuple(f"P{k}" for k in range(7, 20))
                                  if p not in b.players))
            b.hands[b.players[-1]] = []
        while len(b.players) > n:
            gone = b.players.pop()
            b.hands.pop(gone, None)
            b.melds = [m for m in b.melds if m["by"] != gone]
            for m in b.melds:
                m["layoffs"] = [lo for lo in m["layoffs"] if lo.get("by") != gone]
            if b.went_out == gone:
                b.went_out = None

    def _set_out(self, who: str | None) -> None:
        b = self.built
        assert b is not None
        b.went_out = who
        if who is not None:
            b.hands[who] = []  # who went out holds no cards
        if who is None:
            b.romme = False

    def _set_romme(self, on: bool) -> None:
        assert self.built is not None
        self.built.romme = bool(on) and self.built.went_out is not None

    def _toggle_variant(self, name: str, on: bool) -> None:
        if self._quiet or self.built is None:
            return
        chosen = [n for n in VARIANTS if (n in self.chosen or n == name) and (on or n != name)]
        if not chosen:
            self.status.value = note_html(t("explorer_pick_variant", self._lang), "error")
            self._sync_controls()
            return
        if self.built.variant not in chosen:
            self.built.variant = chosen[0]
            self.text = self._toml()
            self.editor.value = self.text
        self.chosen = chosen
        self._show()

    # -- showing -------------------------------------------------------------------------
    def _toml(self) -> str:
        assert self.built is not None
        return to_toml(self.built.data())

    def _labels(self) -> None:
        lang = self._lang
        self.head.value = frame_html(t("ls_explorer_title", lang), t("explorer_intro", lang))
        self._quiet = True
        try:
            chosen, self.chooser.options = self.chooser.value, self._example_titles()
            self.chooser.value = chosen
        finally:
            self._quiet = False
        self.variant_label.value = f"<b>{escape(t('explorer_variants', lang))}</b>"
        for name, b in self.variant_buttons.items():
            b.description = variant_title(name, lang)
        self.toml_box.set_title(0, t("explorer_toml", lang))
        self.target.style.description_width = self.went_out.style.description_width = "initial"
        self.count.style.description_width = "initial"

    def _sync_controls(self) -> None:
        b, lang = self.built, self._lang
        assert b is not None
        self._quiet = True
        try:
            for name, button in self.variant_buttons.items():
                button.value = name in self.chosen
            self.count.value = len(b.players)
            # "" for nobody: a Dropdown's value None would show no choice at all
            self.went_out.options = [(t("explorer_nobody", lang), "")] + [
                (p, p) for p in b.players]
            self.went_out.value = b.went_out or ""
            self.romme.value = b.romme
            self.romme.disabled = b.went_out is None
            old = self.target_after or self.target.value
            self.target_after = None
            options = self.targets()
            self.target.options = options
            values = [v for _, v in options]
            self.target.value = old if old in values else values[0]
        finally:
            self._quiet = False

    def _rows(self) -> None:
        b, lang = self.built, self._lang
        assert b is not None
        rows = []
        for name in b.players:
            rows.append(board_row(f"hand:{name}", t("hand_of", lang, name=name),
                                  number_copies(b.hands[name]), lang,
                                  empty=t("no_cards", lang)))
        for i, m in enumerate(b.melds):
            laid = [_cards(lo["card"], "layoff")[0] for lo in m["layoffs"]]
            cards = number_copies(m["cards"] + laid)
            rows.append(board_row(f"meld:{i}", t("explorer_meld_row", lang, n=i + 1,
                                                 name=m["by"]), cards, lang))
        self.table.set_rows(rows)
        deck = self._left_in_deck()
        self.deck.set_rows([board_row(f"deck:{s.value if s else 'JK'}",
                                      t("explorer_deck", lang) if s == SUITS[0] else "",
                                      [c for c in deck if c.suit == s], lang,
                                      empty=t("explorer_suit_used", lang))
                            for s in (*SUITS, None)])

    def _left_in_deck(self) -> list[Card]:
        """One card of each face that still has a copy to place: the variant's decks for
        this many players, less the cards in hands, melds and lay-offs."""
        b = self.built
        assert b is not None
        decks, jokers = variant(b.variant).decks_for(len(b.players))
        used = Counter(c.face for cs in b.hands.values() for c in cs)
        for m in b.melds:
            used.update(c.face for c in m["cards"])
            used.update(_cards(lo["card"], "layoff")[0].face for lo in m["layoffs"])
        one = make_deck(1, min(jokers, 1))
        return [c for c in one if used[c.face] < (jokers if c.is_joker else decks)]

    def _show(self) -> None:
        """Redraw the controls and the board, score what is built, write its TOML."""
        if self.built is None:
            return
        self._sync_controls()
        self._rows()
        text = self.text
        raw = base64.b64encode(text.encode("utf-8")).decode("ascii")
        self.download.value = (f"<a download='scenario.toml' href='data:text/plain;charset=utf-8;"
                               f"base64,{raw}'>{escape(t('explorer_download', self._lang))}</a>")
        self.error, self.scenario, self.comparison = "", None, {}
        self.status.value = ""
        try:
            self.scenario = parse_scenario(text)
            others = {name: self.scenario.with_variant(name) for name in VARIANTS}
            self.comparison = {name: list(s.score().points) for name, s in others.items()}
        except RummyError as err:  # e.g. a meld still being built: the last tables stay
            self.error = err.in_lang(self._lang)
            self.output.value = note_html(self.error, "error") + self.shown_html
            return
        self.shown_html = self._tables_html(others) + self._compare_html(others)
        self.output.value = self.shown_html

    def _tables_html(self, others: dict[str, Scenario]) -> str:
        s, lang = self.scenario, self._lang
        assert s is not None
        parts = []
        for name in self.chosen:
            own = name == s.rules.name
            shown = s if own else others[name]
            title = variant_title(name, lang)
            head = t("ls_own_rules", lang, title=title) if own else title
            css = "rl-grid rl-own" if own else "rl-grid rl-variant"
            parts.append(f"<div class='rl-explorer-variant' data-variant='{name}'>"
                         f"<h3 style='margin:10px 0 2px'>{escape(head)}</h3>"
                         + result_html(shown.rules, s.players, shown.score(), lang, css=css)
                         + "</div>")
        top = (f"<h3 style='margin:10px 0 2px'>{escape(s.text('title', lang))}</h3>"
               if s.title else "")
        desc = (f"<p class='rl-muted'>{escape(s.text('description', lang))}</p>"
                if s.description else "")
        return (top + desc + "<div style='display:flex;flex-wrap:wrap;gap:18px'>"
                + "".join(parts) + "</div>")

    def _compare_html(self, others: dict[str, Scenario]) -> str:
        s, lang = self.scenario, self._lang
        assert s is not None
        head = "".join(f"<th>{escape(variant_title(n, lang))}</th>" for n in VARIANTS)
        rows = "".join(f"<tr><th>{escape(p)}</th>"
                       + "".join(_cell(self.comparison[n][i]) for n in VARIANTS) + "</tr>"
                       for i, p in enumerate(s.players))
        words = [t(f"ls_explain_{n}", lang) for n in VARIANTS]
        if s.rules.scoring == "cutthroat":
            words.append(t("ls_explain_cutthroat", lang))
        for i, p in enumerate(s.players):
            points = [self.comparison[n][i] for n in VARIANTS]
            if len(set(points)) == 1:
                words.append(t("ls_same_all", lang, name=p, points=points[0]))
            else:
                best = VARIANTS[points.index(max(points))]
                words.append(t("ls_best", lang, name=p, title=variant_title(best, lang),
                               points=max(points)))
        notes = [in_lang(n, lang) for n in s.notes] + [
            f"{variant_title(n, lang)}: {in_lang(note, lang)}"
            for n, o in others.items() for note in o.notes]
        notes_html = ""
        if notes:
            items = "".join(f"<li>{escape(n)}</li>" for n in dict.fromkeys(notes))
            notes_html = (f"<h4 style='margin:8px 0 2px'>{escape(t('ls_notes', lang))}</h4>"
                          f"<ul class='rl-notes' style='margin:0'>{items}</ul>")
        explain = "".join(f"<li>{escape(w)}</li>" for w in words)
        return (f"<h3 style='margin:12px 0 2px'>{escape(t('ls_compare', lang))}</h3>"
                f"<table class='rl-grid rl-compare'><thead><tr>"
                f"<th>{escape(heading('col_player', lang))}</th>{head}</tr></thead>"
                f"<tbody>{rows}</tbody></table><ul class='rl-explain' style='margin:6px 0'>"
                f"{explain}</ul>{notes_html}")
