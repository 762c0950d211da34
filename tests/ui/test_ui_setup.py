"""The play page's SetupPanel without a browser: one widget a component, no leak on restart,
a seed learners can neither see nor choose (a teacher can), texts from the catalog."""

from __future__ import annotations

import json
import re

import anywidget
from ipywidgets.widgets.widget import _instances

from rummy_lab import Game, variant
from rummy_lab.i18n.messages import texts
from rummy_lab.ui import GameTable, SetupPanel
from rummy_lab.ui.setup import SEED_ENV
from rummy_lab.ui.widget import CardTable, LobbyView, SetupForm

EN, DE = texts("en"), texts("de")


def choose(panel, **changes) -> None:
    """Change the form as the browser does."""
    panel.setup_form.set_state({"form": {**panel.form, **changes}})


def press_start(panel) -> None:
    panel.setup_form.set_state({"start": panel.start + 1})


def synced_json(widget) -> str:
    """Everything the browser receives from ``widget`` and the components in it (each with
    its Layout), but their code."""
    states = []
    for part in (widget, *getattr(widget, "children", ())):
        state = {k: v for k, v in part.get_state().items() if k not in ("_esm", "_css")}
        state["scores"] = {k: v for k, v in state.get("scores", {}).items() if k != "png"}
        states.append(state)
    return json.dumps(states, default=str)


#: each component of the play page: its widget and the synced traits it shows and writes
COMPONENTS = {SetupForm: {"form", "choices", "error", "start", "load"},
              LobbyView: {"lobby", "lobby_cmd"},
              CardTable: {"state", "command", "scores", "saved", "review", "review_exercises"}}


def own_traits(widget) -> set[str]:
    """The synced traits ``widget`` adds to anywidget's own (not its ``_esm``, ``_css``)."""
    base = set(anywidget.AnyWidget.class_trait_names(sync=True))
    return {n for n in widget.trait_names(sync=True) if n not in base and n[0] != "_"}


def test_the_play_page_is_one_widget_per_component_in_a_box():
    before = set(_instances)
    panel = SetupPanel(bot_delay=0).add_class("rl-lesson-play")
    new = set(_instances) - before
    assert len(new) <= 8, [type(_instances[m]).__name__ for m in new]  # 4 models + Layouts
    assert len(panel.children) == len(COMPONENTS)
    for part, (component, traits) in zip(panel.children, COMPONENTS.items(), strict=True):
        assert isinstance(part, component) and own_traits(part) == traits, component
    assert len({p.get_state()["_esm"] for p in panel.children}) == 3, "a script each"
    press_start(panel)
    assert set(_instances) - before == new and panel.state["my_turn"]
    panel.close()
    assert set(_instances) - before == set(), "closing the page closes its components"


def test_twenty_starts_keep_the_number_of_live_widgets_constant():
    panel = SetupPanel(bot_delay=0)
    press_start(panel)
    live = len(_instances)
    games = []
    for _ in range(20):
        press_start(panel)
        assert panel.error == ""
        games.append(panel.table.game)
    assert len(_instances) == live
    # the earlier games are let go: a command reaches the newest game only
    saved = [g.to_json() for g in games[:-1]]
    panel.send_command("draw")
    assert games[-1].phase == "play"
    assert [g.to_json() for g in games[:-1]] == saved
    panel.close()


def test_a_closed_game_table_closes_its_card_table():
    before = len(_instances)
    gt = GameTable(Game(variant("basic"), ["Ada", "Ben"], seed=3), bot_delay=0)
    assert len(_instances) > before
    gt.close()
    assert len(_instances) == before


def test_learners_neither_see_nor_choose_the_seed(monkeypatch):
    monkeypatch.delenv(SEED_ENV, raising=False)
    panel = SetupPanel(bot_delay=0)
    assert not panel.choices["teacher"] and panel.form["seed"] == ""
    choose(panel, seed="11")              # a crafted form: the seed is dropped
    assert panel.form["seed"] == ""
    seeds = set()
    for _ in range(4):
        press_start(panel)
        game = panel.table.game
        assert game.seed != 11 and 0 <= game.seed < 2**64
        seeds.add(game.seed)
        assert str(game.seed) not in synced_json(panel)
    assert len(seeds) == 4 and max(seeds) >= 2**40   # 64 random bits, not 0-9999
    panel.close()


def test_a_teacher_may_set_the_seed(monkeypatch):
    monkeypatch.delenv(SEED_ENV, raising=False)
    panel = SetupPanel(bot_delay=0, teacher=True)
    assert panel.choices["teacher"] and panel.choices["labels"]["seed"] == "Seed"
    choose(panel, seed="4242")
    press_start(panel)
    assert panel.table.game.seed == 4242 and panel.table.teacher
    choose(panel, seed="99999999999999999999")   # above 2**64 - 1
    press_start(panel)
    assert "whole number" in panel.error and panel.table.game.seed == 4242
    choose(panel, seed="")
    press_start(panel)
    assert panel.table.game.seed != 4242
    panel.close()


def test_the_server_may_fix_every_deal(monkeypatch):
    # a seed no widget id, count or score can spell by chance (a hex id may hold "77")
    monkeypatch.setenv(SEED_ENV, "918273645")
    panel = SetupPanel(bot_delay=0)
    press_start(panel)
    assert panel.table.game.seed == 918273645
    assert "918273645" not in re.findall(r"\d+", synced_json(panel))
    panel.close()


def test_a_new_variant_resets_its_options_and_hides_extra_seats():
    panel = SetupPanel(bot_delay=0)
    choose(panel, players=2, target=150)
    assert panel.form["target"] == 150
    choose(panel, variant="rummy500", players=7)
    assert panel.form["variant"] == "rummy500" and panel.form["players"] == 7
    assert panel.choices["players"][-1] == 8 and not panel.choices["show_target"]
    assert [k for k, _ in panel.choices["options"]] == ["ace_mode", "joker_swap"]
    choose(panel, players=99, seats=[{"name": "x" * 99, "kind": "god"}])
    assert panel.form["players"] == 2 and len(panel.form["seats"]) == 8
    assert panel.form["seats"][0] == {"name": "x" * 24, "kind": "human"}
    panel.close()


def test_every_text_of_the_form_comes_from_the_catalog():
    de = SetupPanel(lang="de", teacher=True)
    labels = de.choices["labels"]
    assert labels["btn_start"] == "Spiel starten" and labels["seed_random"] == "zufällig"
    assert all(labels[k] == DE[k] for k in labels)
    assert de.choices["seats"][2] == {"label": "Platz 3", "name": "Name für Platz 3",
                                      "kind": "Wer spielt Platz 3"}
    assert {"seed_random", "setup_seat_name", "setup_seat_kind", "setup_options",
            "seed_invalid"} <= set(EN) & set(DE)
    choose(de, seats=[{"name": "Du", "kind": "easy"}] + de.form["seats"][1:])
    press_start(de)
    assert de.error == DE["need_human"]
    de.close()
