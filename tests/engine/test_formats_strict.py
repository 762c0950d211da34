"""Explicit entry points and strict validation: every bad saved game, scenario, guide,
position, option or action is a RummyError with a reason, never another exception, and no
editor ever reads a file named in its text."""

import copy
import json
import math
import os
import tomllib
from dataclasses import fields
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rummy_lab import (
    Discard,
    Game,
    LayOff,
    Meld,
    RummyError,
    SwapJoker,
    TakeDiscard,
    load_scenario,
    variant,
)
from rummy_lab.core.actions import DrawStock, Placed
from rummy_lab.core.cards import Card, Suit
from rummy_lab.core.positions import _KEYS as POSITION_KEYS
from rummy_lab.core.variants import Rules, rules_from_options
from rummy_lab.formats.guides import (
    _TOP as GUIDE_KEYS,
)
from rummy_lab.formats.guides import (
    GUIDES_DIR,
    GuideError,
    guide_from_data,
    load_guide,
    narrate,
    parse_guide,
)
from rummy_lab.formats.scenarios import _KEYS as SCENARIO_KEYS
from rummy_lab.formats.scenarios import Scenario, parse_scenario

DOCS = Path(__file__).resolve().parents[2] / "docs" / "scenarios"
GUIDE_TEXT = (GUIDES_DIR / "basic_source_example.toml").read_text(encoding="utf-8")
SCENARIO_TEXT = (DOCS / "rummy500_3p.toml").read_text(encoding="utf-8")
POSITION = {"dealer": 1, "current": 0, "phase": "draw", "hands": [["7H", "8H"], ["KC", "QD"]],
            "discard": ["9S"], "pool": 0, "scores": [0, 0], "hand": 1, "turns": 0}


def refused(fn, *args, **kw) -> str:
    """The reason ``fn`` refuses with; any exception but RummyError fails the test."""
    with pytest.raises(RummyError) as info:
        fn(*args, **kw)
    assert type(info.value) in (RummyError, GuideError)
    return str(info.value)


def saved_game(**changes) -> str:
    game = Game(variant("basic"), ["Ann", "Ben"], seed=3, start=dict(POSITION))
    game.draw()
    data = json.loads(game.to_json())
    for key, value in changes.items():
        target, *path = key.split(".")
        if path:
            data[target][path[0]] = value
        else:
            data[target] = value
    return json.dumps(data, ensure_ascii=False, allow_nan=True)


# -- explicit entry points ------------------------------------------------------------------

def test_load_scenario_refuses_text_and_names_parse_scenario():
    reason = refused(load_scenario, SCENARIO_TEXT)
    assert "parse_scenario" in reason and "load_scenario reads a file" in reason
    assert parse_scenario(SCENARIO_TEXT).players == ["Ann", "Ben", "Cleo"]
    assert load_scenario(str(DOCS / "rummy500_3p.toml")).players == ["Ann", "Ben", "Cleo"]


def test_load_guide_refuses_text_and_names_parse_guide():
    assert "parse_guide" in refused(load_guide, GUIDE_TEXT)
    assert parse_guide(GUIDE_TEXT).players == load_guide("basic_source_example").players


def test_parsers_never_open_a_path(tmp_path):
    secret = tmp_path / "secret.toml"
    secret.write_text(SCENARIO_TEXT.replace("title = ", 'title = "SECRET-42" #'), "utf-8")
    assert load_scenario(secret).title == "SECRET-42"
    for text in (str(secret), "/proc/self/environ", "/etc/passwd"):
        assert "SECRET-42" not in refused(parse_scenario, text)
        assert "SECRET-42" not in refused(parse_guide, text)


def test_scenario_editor_never_reads_a_file(tmp_path):
    from rummy_lab.ui.explorer import ScoringExplorer

    secret = tmp_path / "secret.toml"
    secret.write_text(SCENARIO_TEXT.replace("title = ", 'title = "SECRET-42" #'), "utf-8")
    box = ScoringExplorer()
    for typed in (str(secret), "/proc/self/environ"):
        box.editor.value = typed
        box.score()
        assert box.scenario is None and box.error, typed
        assert "SECRET-42" not in box.output.value and "PATH=" not in box.output.value


def test_file_loaders_refuse_folders_other_names_and_missing_files(tmp_path):
    (tmp_path / "folder.toml").mkdir()
    assert "folder, not a file" in refused(load_scenario, tmp_path / "folder.toml")
    assert "ends in .toml" in refused(load_scenario, "/proc/self/environ")
    assert "No such file" in refused(load_scenario, tmp_path / "missing.toml")
    assert "folder, not a file" in refused(load_guide, tmp_path / "folder.toml")
    assert "a file path" in refused(load_scenario, 42)


@pytest.mark.parametrize("encoding", ["latin-1", "utf-16"])
def test_files_in_other_encodings_are_refused(tmp_path, encoding):
    path = tmp_path / "ann.toml"
    path.write_bytes(SCENARIO_TEXT.replace("Ann", "Anné").encode(encoding, "replace"))
    assert "not UTF-8" in refused(load_scenario, path)
    assert "not UTF-8" in refused(load_guide, path)
    assert "not UTF-8" in refused(Game.from_json, saved_game(players=["Anné", "Ben"])
                                  .encode(encoding))


def test_utf8_with_a_byte_order_mark_is_fine(tmp_path):
    path = tmp_path / "bom.toml"
    path.write_bytes(SCENARIO_TEXT.encode("utf-8-sig"))
    assert load_scenario(path).players == ["Ann", "Ben", "Cleo"]


# -- saved games and positions -------------------------------------------------------------

@pytest.mark.parametrize("key, value", [
    ("target", "500"), ("upcard", "yes"), ("upcard", 1), ("decks_by_players", "x"),
    ("decks_by_players", [[2, 1.5, 0]]), ("decks_by_players", [["2", 1, 0]]),
    ("hand_size_by_players", [[2]]), ("target_choices", "abc"), ("target_choices", [None]),
    ("name", 5), ("title", ["x"]), ("ace_low_value", 1.0), ("max_rounds", True),
    ("ace_value", 10**400), ("decks_by_players", [[[[[[2, 1, 0]]]]]]), ("ace_mode", {}),
    ("draw_from_discard", ["any"]),
])
def test_wrong_types_in_saved_rules_are_refused(key, value):
    assert key in refused(Game.from_json, saved_game(**{f"rules.{key}": value}))
    options = variant("basic").options() | {key: value}
    assert key in refused(rules_from_options, options)
    assert key in refused(variant, "basic", **{key: value})


def test_fractional_deck_rows_and_a_truthy_cutthroat_are_refused():
    assert "decks_by_players" in refused(variant, "basic", decks_by_players=[[2, 1.5, 0]])
    assert "cutthroat" in refused(variant, "pool500", cutthroat="no")


def test_deep_json_is_refused():
    deep = '{"a": ' * 1000 + "1" + "}" * 1000
    assert "deep" in refused(Game.from_json, deep)
    assert "deep" in refused(Game.from_json, "[" * 100_000 + "]" * 100_000)
    nested = saved_game(start=dict(POSITION, hands=[["7H"], json.loads("[" * 50 + "]" * 50)]))
    assert "deep" in refused(Game.from_json, nested)


@pytest.mark.parametrize("key", ["pool", "hand", "turns", "dealer", "current"])
@pytest.mark.parametrize("value", [math.nan, math.inf, -math.inf, None, 1.5, "1", True, 10**30])
def test_bad_numbers_in_a_start_position_are_refused(key, value):
    pos = dict(POSITION, **{key: value})
    assert key in refused(Game, variant("basic"), ["Ann", "Ben"], 1, start=pos)
    if isinstance(value, float) and not math.isfinite(value):
        assert "not a number" in refused(Game.from_json, saved_game(start=pos))
    else:
        assert key in refused(Game.from_json, saved_game(start=pos))


@pytest.mark.parametrize("key, value", [
    ("scores", [math.nan, 0]), ("scores", [None, 0]), ("placed_any", [1, 0]),
    ("placed_any", "yes"), ("hands", [["7H"], [None]]), ("discard", [1]), ("phase", ["draw"]),
    ("table", [{"owner": 0, "kind": "run", "cards": [["5S", 10**40, "S", 0]]}]),
    ("table", [{"owner": 0, "kind": ["run"], "cards": []}]),
    ("table", [{"owner": 0, "kind": "run", "cards": [["5S", 5, ["S"], 0]] * 3}]),
])
def test_bad_values_in_a_start_position_are_refused(key, value):
    refused(Game, variant("basic"), ["Ann", "Ben"], 1, start=dict(POSITION, **{key: value}))


def test_a_lone_surrogate_in_a_player_name_is_refused():
    text = saved_game(players=["Ann", "Ben"]).replace('"Ann"', '"\\ud800nn"')
    assert "broken character" in refused(Game.from_json, text)
    game = Game(variant("basic"), ["\ud800", "Ben"], seed=1)
    assert json.loads(game.to_json())["players"][0] == "\ud800"  # saving never crashes
    assert "broken character" in refused(parse_scenario, SCENARIO_TEXT.replace("Ann", "\ud800"))


def test_the_untouched_save_still_loads():
    game = Game.from_json(saved_game())
    assert game.players == ["Ann", "Ben"] and len(game.history) == 1


# -- actions ---------------------------------------------------------------------------------

class KindOnly:
    kind = "draw"


@pytest.mark.parametrize("action", [
    None, "draw", KindOnly(), Meld("run", None), Meld("run", [1, 2, 3]), Meld(None, ()),
    Meld("set", (Placed(Card(7, Suit.HEARTS), 10**30, Suit.HEARTS),)), Meld("set", ("7H",)),
    LayOff(Card(7, Suit.HEARTS), 0, 7, "H"), LayOff("7H", 0, 7, Suit.HEARTS),
    SwapJoker(Card(7, Suit.HEARTS), None), Discard(None), TakeDiscard("7H"),
])
def test_apply_and_check_refuse_what_is_not_a_real_action(action):
    game = Game(variant("basic"), 2, seed=4)
    before = game.to_json()
    assert refused(game.apply, action) == game.check(action)
    assert not game.can(action)
    assert game.to_json() == before and game.history == []
    game.apply(DrawStock())
    assert len(game.history) == 1


# -- narration ---------------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["{", "}", "{0}", "{points.__class__.__mro__}", "{x}",
                                  "{points!r}", "{{points}}", "%(points)s"])
def test_narration_is_data_not_a_format_string(text):
    assert narrate(text, {"points": 30}) == text.replace("{points}", "30")
    assert narrate(f"You score {{points}}. {text}", {"points": 30}).startswith("You score 30.")


def test_a_guide_with_braces_in_its_narration_plays_and_shows_them_literally():
    from rummy_lab.ui.guided import GuidedHand

    odd = "Mind {0} and { and {points.__class__.__mro__}"
    guide = parse_guide(GUIDE_TEXT.replace('say.en = """', f'say.en = """{odd} ', 1))
    hand = GuidedHand(guide)
    assert "Mind {0} and { and {points.__class__.__mro__}" in hand.story.value
    assert "&lt;class" not in hand.story.value and "<class" not in hand.story.value


# -- the fuzz: random plain data into every entry point ---------------------------------------

LEAVES = (st.none() | st.booleans() | st.integers() | st.integers(-3, 15)
          | st.floats(allow_nan=True, allow_infinity=True) | st.text(max_size=6)
          | st.sampled_from(["7H", "JK", "7H.1", "KC QD", "Ann", "Ben", "set", "run", "draw",
                             "play", "S", "basic", "rummy500", "\ud800", "{0}", "{", "low"]))
PLAIN = st.recursive(LEAVES, lambda inner: st.lists(inner, max_size=4)
                     | st.dictionaries(st.text(max_size=6), inner, max_size=4), max_leaves=16)


def tables(keys) -> st.SearchStrategy:
    return st.fixed_dictionaries({}, optional={k: PLAIN for k in sorted(keys)})


OPTION_NAMES = sorted(f.name for f in fields(Rules))
FUZZ = settings(max_examples=int(os.environ.get("RUMMY_FUZZ", 150)), deadline=None, suppress_health_check=list(HealthCheck))


def only_rummy_errors(fn, *args, **kw) -> None:
    try:
        fn(*args, **kw)
    except RummyError:
        pass


def overlay(base: dict, path: tuple, changes: dict) -> dict:
    """A deep copy of ``base`` with ``changes`` merged into the table at ``path``."""
    data = copy.deepcopy(base)
    target = data
    for key in path:
        target = target[key]
    target.update(changes)
    return data


SAVE = json.loads(saved_game())
SCENARIO = tomllib.loads((DOCS / "rummy500_joker_swap.toml").read_text(encoding="utf-8"))
GUIDE = tomllib.loads((GUIDES_DIR / "rummy500_deep_pick.toml").read_text(encoding="utf-8"))
MELD_KEYS, LAYOFF_KEYS = ("by", "cards", "jokers", "layoffs", "swaps"), ("card", "by", "end", "as")


@FUZZ
@given(st.one_of(PLAIN, tables(SAVE)),
       st.sampled_from([(), ("rules",), ("start",), ("actions", 0)]), tables(SAVE["rules"]))
def test_fuzz_saved_games(data, path, changes):
    only_rummy_errors(Game.from_json, json.dumps(data, allow_nan=True))
    if isinstance(data, dict):
        only_rummy_errors(Game.from_json, json.dumps(SAVE | data, allow_nan=True))
    changes = changes if path == ("rules",) else data if isinstance(data, dict) else {}
    only_rummy_errors(Game.from_json, json.dumps(overlay(SAVE, path, changes), allow_nan=True))


@FUZZ
@given(tables(POSITION_KEYS), st.sampled_from(["basic", "rummy500"]))
def test_fuzz_start_positions(pos, name):
    only_rummy_errors(Game, variant(name), ["Ann", "Ben"], 2, start=pos)
    only_rummy_errors(Game, variant(name), ["Ann", "Ben"], 2, start={**POSITION, **pos})


@FUZZ
@given(st.dictionaries(st.sampled_from(OPTION_NAMES + ["cutthroat", "bogus"]), PLAIN,
                       max_size=3))
def test_fuzz_rule_options(options):
    only_rummy_errors(variant, "rummy500", **options)
    only_rummy_errors(rules_from_options, variant("basic").options() | options)


@FUZZ
@given(tables(SCENARIO_KEYS), tables(MELD_KEYS), tables(LAYOFF_KEYS), st.text(max_size=40))
def test_fuzz_scenarios(data, meld, swap, text):
    only_rummy_errors(Scenario, data)
    only_rummy_errors(Scenario, SCENARIO | data)
    only_rummy_errors(Scenario, overlay(SCENARIO, ("melds", 0), meld))
    only_rummy_errors(Scenario, overlay(SCENARIO, ("melds", 0, "swaps", 0), swap))
    layoff = overlay(SCENARIO, ("melds", 0), {"layoffs": [{"card": "8S", "by": "Ann"} | swap]})
    only_rummy_errors(Scenario, layoff)
    only_rummy_errors(parse_scenario, text)
    only_rummy_errors(lambda: Scenario(SCENARIO | data).compare())


@FUZZ
@given(tables(GUIDE_KEYS), tables({"dealer", "current", "discard", "stock", "hands"}),
       tables({"say", "do", "task", "expect", "hint"}), st.text(max_size=40))
def test_fuzz_guides(data, start, step, text):
    only_rummy_errors(guide_from_data, data)
    only_rummy_errors(guide_from_data, GUIDE | data)
    only_rummy_errors(guide_from_data, overlay(GUIDE, ("start",), start))
    only_rummy_errors(guide_from_data, overlay(GUIDE, ("steps", 1), step))
    only_rummy_errors(parse_guide, text)
