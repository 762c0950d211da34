"""SetupPanel: choose a variant, its main options, the seats and a seed, then play."""

from __future__ import annotations

import random
from collections.abc import Callable
from html import escape

import ipywidgets as widgets

from ..ai.bots import BOT_LEVELS, make_bot
from ..core.errors import RummyError
from ..core.game import Game
from ..core.variants import VARIANTS, Rules, variant
from .messages import t, variant_title
from .table import GameTable

__all__ = ["SetupPanel", "MAIN_OPTIONS"]

NAMES = ["Ada", "Ben", "Cleo", "Dev", "Emil", "Fay", "Gus", "Hana"]

#: option key -> (applies to rules?, rules option values when ticked / unticked)
MAIN_OPTIONS: dict[str, tuple[Callable[[Rules], bool], dict[str, object], dict[str, object]]] = {
    "ace_mode": (lambda r: True, {"ace_mode": "low_or_high"}, {"ace_mode": "low"}),
    "joker_swap": (lambda r: r.has_jokers, {"joker_swap": True}, {"joker_swap": False}),
    "romme": (lambda r: r.romme_multiplier > 1, {"romme_multiplier": 2}, {"romme_multiplier": 1}),
    "cutthroat": (lambda r: r.pool_size > 0, {"cutthroat": True}, {}),
}
_CHECKED = {"ace_mode": lambda r: r.ace_high, "joker_swap": lambda r: r.joker_swap,
            "romme": lambda r: r.romme_multiplier > 1, "cutthroat": lambda r: False}


class SetupPanel(widgets.VBox):
    """A form that starts a :class:`GameTable` (shown below it; kept in ``self.table``)."""

    def __init__(self, lang: str = "en", bot_delay: float = 0.4, teacher: bool = False):
        self.lang, self.bot_delay, self.teacher = lang, bot_delay, teacher
        self.table: GameTable | None = None
        style = {"description_width": "90px"}
        self.variant = widgets.Dropdown(
            options=[(variant_title(k, lang), k) for k in VARIANTS], value="basic",
            description=t("variant", lang), style=style)
        self.players = widgets.Dropdown(description=t("players", lang), style=style)
        self.target = widgets.Dropdown(description=t("target_label", lang), style=style)
        self.seed = widgets.IntText(value=random.randrange(10_000), description=t("seed", lang),
                                    tooltip=t("seed_hint", lang), style=style)
        self.options = {k: widgets.Checkbox(description=t(f"opt_{k}", lang), indent=False)
                        for k in MAIN_OPTIONS}
        kinds = [(t("human", lang), "human")] + [
            (t("bot", lang, level=t(f"level_{lv}", lang)), lv) for lv in BOT_LEVELS]
        self.names = [widgets.Text(value=t("you", lang) if i == 0 else NAMES[i],
                                   description=t("seat", lang, n=i + 1), style=style,
                                   layout={"width": "260px"}) for i in range(8)]
        self.kinds = [widgets.Dropdown(options=kinds, value="human" if i == 0 else
                                       next(iter(BOT_LEVELS)), layout={"width": "170px"})
                      for i in range(8)]
        self.seats = [widgets.HBox([n, k]) for n, k in zip(self.names, self.kinds)]
        self.four_colour = widgets.Checkbox(description=t("four_colour", lang), indent=False)
        self.start = widgets.Button(description=t("btn_start", lang), button_style="success")
        self.error = widgets.HTML()
        self.area = widgets.VBox()
        form = widgets.VBox([
            widgets.HTML(f"<h3>{t('setup_title', lang)}</h3>"), self.variant, self.players,
            widgets.VBox(self.seats), self.target,
            widgets.HBox([*self.options.values(), self.four_colour]),
            self.seed, self.start, self.error])
        super().__init__([form, self.area])
        self.add_class("rl-setup")
        self.variant.observe(self._guard(self._variant_changed), names=["value"])
        self.players.observe(self._guard(self._show_seats), names=["value"])
        self.start.on_click(self._guard(lambda _: self.start_game()))
        self._variant_changed()

    def _guard(self, fn):
        def run(*args):
            try:
                fn(*args)
            except Exception as exc:  # shown to the learner instead of being swallowed
                text = exc.in_lang(self.lang) if isinstance(exc, RummyError) \
                    else f"{type(exc).__name__}: {exc}"
                self.error.value = f'<p style="color:#b3261e">{escape(text)}</p>'
        return run

    def _rules(self):
        return variant(self.variant.value)

    def _variant_changed(self, *_):
        rules = self._rules()
        keep = self.players.value
        self.players.options = list(range(rules.min_players, rules.max_players + 1))
        self.players.value = keep if keep in self.players.options else rules.min_players
        self.target.options = list(rules.target_choices)
        self.target.value = rules.target
        self.target.layout.display = None if len(rules.target_choices) > 1 else "none"
        for key, box in self.options.items():
            box.value = _CHECKED[key](rules)
            box.layout.display = None if MAIN_OPTIONS[key][0](rules) else "none"
        self._show_seats()

    def _show_seats(self, *_):
        for i, row in enumerate(self.seats):
            row.layout.display = None if i < (self.players.value or 2) else "none"

    def rules_options(self) -> dict:
        """The chosen options, as keyword arguments for :func:`variant`."""
        opts: dict[str, object] = {}
        base = self._rules()
        for key, box in self.options.items():
            applies, on, off = MAIN_OPTIONS[key]
            if applies(base):
                opts.update(on if box.value else off)
        if len(base.target_choices) > 1:
            opts["target"] = self.target.value
        return opts

    def start_game(self) -> GameTable:
        """Build the game and its table from the form."""
        lang, n = self.lang, self.players.value
        names = [w.value.strip() for w in self.names[:n]]
        kinds = [w.value for w in self.kinds[:n]]
        if "human" not in kinds:
            raise RummyError(t("need_human", lang))
        if len(set(names)) != n or not all(names):
            raise RummyError(t("names_differ", lang))
        rules = variant(self.variant.value, **self.rules_options())
        seed = int(self.seed.value)
        game = Game(rules, names, seed=seed)
        bots = {i: make_bot(k, seed=seed + i) for i, k in enumerate(kinds) if k != "human"}
        self.table = GameTable(game, seat=kinds.index("human"), bots=bots, teacher=self.teacher,
                               lang=lang, bot_delay=self.bot_delay,
                               four_colour=self.four_colour.value)
        self.area.children = [self.table]
        self.error.value = ""
        return self.table
