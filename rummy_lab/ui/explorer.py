"""ScoringExplorer: edit a scenario (TOML), score it under all three variants side by side."""

from __future__ import annotations

from html import escape
from pathlib import Path

import ipywidgets as widgets

from ..core.errors import RummyError
from ..formats.scenarios import Scenario, parse_scenario
from .lesson_html import frame_html, note_html, variant_title
from .messages import in_lang, t
from .switchable import LanguageSwitch

__all__ = ["ScoringExplorer", "example_scenarios"]

VARIANTS = ("basic", "rummy500", "pool500")
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


class ScoringExplorer(LanguageSwitch, widgets.VBox):
    """A scenario editor with an example chooser and a Score button; the points appear
    under the file's own rules and under every variant, explained in words."""

    def __init__(self, example: str = "rummy500_3p.toml", lang: str | None = None):
        self._start_lang(lang)
        self.examples = example_scenarios()
        first = example if example in self.examples else next(iter(self.examples))
        self.head = widgets.HTML()
        self.chooser = widgets.Dropdown(options=list(self.examples), value=first)
        self.editor = widgets.Textarea(value=self.examples[first],
                                       layout=widgets.Layout(width="100%", height="260px"))
        self.button = widgets.Button(button_style="success", icon="")
        self.output = widgets.HTML()
        self.chooser.observe(self._choose, names="value")
        self.button.on_click(lambda _: self.score())
        self.scenario: Scenario | None = None
        self.comparison: dict[str, list[int]] = {}
        self.error = ""
        super().__init__([self.head, widgets.HBox([self.chooser, self.button]), self.editor,
                          self.output])
        self.add_class("rl-lesson")
        self.add_class("rl-explorer")
        self._labels()
        self.score()

    def _relabel(self) -> None:
        self._labels()
        self.score()

    def _labels(self) -> None:
        lang = self._lang
        self.head.value = frame_html(t("ls_explorer_title", lang), t("ls_explorer_intro", lang))
        self.chooser.description = t("ls_example", lang)
        self.button.description = t("ls_score", lang)

    def _choose(self, change) -> None:
        self.editor.value = self.examples[change["new"]]
        self.score()

    def score(self) -> None:
        """Score the editor's scenario; a mistake becomes a message."""
        lang = self._lang
        self.error, self.scenario, self.comparison = "", None, {}
        try:
            scenario = parse_scenario(self.editor.value)  # text only, never a path
            self.scenario = scenario
            others = {name: scenario.with_variant(name) for name in VARIANTS}
            self.comparison = {name: list(s.score().points) for name, s in others.items()}
        except RummyError as err:
            self.error = err.in_lang(lang)
        except Exception as err:  # never a traceback for the learner
            self.error = t("ls_error", lang, error=f"{type(err).__name__}: {err}")
        if self.error:
            self.output.value = note_html(self.error, "error")
            return
        self.output.value = self._own_html() + self._compare_html(others)

    def _own_html(self) -> str:
        s, lang = self.scenario, self._lang
        assert s is not None  # called by score() once the scenario is read
        res = s.score()
        cols = ("placed", "in hand", "Rommé bonus", "pool", "points", "total")
        head = "".join(f"<th>{escape(t('col_' + c, lang))}</th>" for c in ("player", *cols))
        rows = "".join(
            f"<tr><th>{escape(p)}</th><td class='rl-num'>{x.placed}</td>"
            f"<td class='rl-num'>{x.in_hand}</td><td class='rl-num'>{x.romme_bonus}</td>"
            f"<td class='rl-num'>{x.pool}</td>{_cell(x.points)}{_cell(res.totals[i])}</tr>"
            for i, (p, x) in enumerate(zip(s.players, res.seats)))
        title = f"{s.text('title', lang)} — " if s.title else ""
        return (f"<h3 style='margin:10px 0 2px'>{escape(title)}"
                f"{escape(t('ls_own_rules', lang, title=variant_title(s.rules.name, lang)))}</h3>"
                + (f"<p class='rl-muted'>{escape(s.text('description', lang))}</p>" if s.description else "")
                + f"<table class='rl-grid rl-own'><thead><tr>{head}</tr></thead>"
                  f"<tbody>{rows}</tbody></table>")

    def _compare_html(self, others) -> str:
        s, lang = self.scenario, self._lang
        assert s is not None  # called by score() once the scenario is read
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
        notes = [in_lang(n, lang) for n in s.notes] + [f"{variant_title(n, lang)}: {in_lang(note, lang)}"
                                 for n, o in others.items() for note in o.notes]
        notes_html = ""
        if notes:
            items = "".join(f"<li>{escape(n)}</li>" for n in dict.fromkeys(notes))
            notes_html = (f"<h4 style='margin:8px 0 2px'>{escape(t('ls_notes', lang))}</h4>"
                          f"<ul class='rl-notes' style='margin:0'>{items}</ul>")
        explain = "".join(f"<li>{escape(w)}</li>" for w in words)
        return (f"<h3 style='margin:12px 0 2px'>{escape(t('ls_compare', lang))}</h3>"
                f"<table class='rl-grid rl-compare'><thead><tr>"
                f"<th>{escape(t('col_player', lang))}</th>{head}</tr></thead>"
                f"<tbody>{rows}</tbody></table><ul class='rl-explain' style='margin:6px 0'>"
                f"{explain}</ul>{notes_html}")
