"""The card table driven without a browser: commands (set_state), button clicks, bots,
scoreboard, languages, and hidden information in every synced trait."""

from __future__ import annotations

import re
import shutil

import pytest
from helpers.ui_commands import command_for
from ipywidgets.widgets.widget import _instances

from rummy_lab import Game, variant
from rummy_lab.ai.bots import BOT_LEVELS, make_bot
from rummy_lab.core.melds import check_meld
from rummy_lab.i18n.messages import texts
from rummy_lab.ui import GameTable, SetupPanel, assets
from rummy_lab.ui.assets import widgets_dir
from rummy_lab.ui.messages import t
from rummy_lab.ui.state import hand_ended
from rummy_lab.ui.table import TableSession


def position_game(hands, *, name="basic", table=(), discard=("KS",), phase="play", current=0,
                  **pos):
    rules = variant(name)
    start = {"hands": [list(h) for h in hands], "table": list(table), "discard": list(discard),
             "phase": phase, "current": current, "dealer": (current - 1) % len(hands), **pos}
    return Game(rules, ["Ada", "Ben"], seed=1, start=start)


def table_for(game, **kw):
    kw.setdefault("bots", {1: make_bot("easy", seed=2)})
    return GameTable(game, seat=0, bot_delay=0, **kw)


def hand_codes(gt):
    return [c["code"] for c in gt.state["hand"]]


# -- assets ---------------------------------------------------------------------------

def play_assets() -> tuple[str, str]:
    """The play widget's built module and stylesheet."""
    return (assets.esm("table").read_text(encoding="utf-8"),
            assets.css("play").read_text(encoding="utf-8"))


def test_esm_is_one_module_without_imports_or_urls():
    esm, css = play_assets()
    assert re.search(r"export\s*\{\s*\w+ as default\s*\}", esm)
    assert "export function renderFan(" in (widgets_dir() / "cards.js").read_text(encoding="utf-8")
    assert len(re.findall(r"\bexport\s*[{a-z]", esm)) == 1     # cards.js inlined, not linked
    assert not re.search(r"^\s*import\s", esm, re.MULTILINE)  # every import inlined
    assert "http://" not in esm + css and "https://" not in esm + css


def test_assets_are_found_in_an_installed_wheel_layout(tmp_path, monkeypatch):
    package = tmp_path / "site-packages" / "rummy_lab"
    shutil.copytree(widgets_dir(), package / "_widgets")
    monkeypatch.setattr(assets, "_PACKAGE", package)
    assert assets.widgets_dir() == package / "_widgets"
    monkeypatch.setattr(assets, "_PACKAGE", tmp_path / "elsewhere" / "rummy_lab")
    with pytest.raises(FileNotFoundError, match="widget assets not found"):
        assets.widgets_dir()


def test_table_css_classes_are_prefixed():
    sheets = [*sorted(widgets_dir().glob("table_*.css")), widgets_dir() / "table.css",
              widgets_dir() / "scoreboard.css"]
    sheets.remove(widgets_dir() / "table_sheets.css")  # its @import lines only
    assert len(sheets) >= 8
    for sheet in sheets:
        css = re.sub(r"/\*.*?\*/", "", sheet.read_text(), flags=re.S)
        classes = set(re.findall(r"\.([a-zA-Z][\w-]*)", css))
        assert classes and all(c.startswith("rl-") for c in classes), (sheet.name, classes)


# -- playing ------------------------------------------------------------------------

def test_bots_open_the_game_and_it_is_then_your_turn():
    game = Game(variant("basic"), ["Ada", "Ben"], seed=3)
    gt = table_for(game)
    assert game.current == 0 and game.phase == "draw"
    assert gt.lines and gt.lines[0].startswith("Ben ")
    assert gt.state["my_turn"] and gt.state["buttons"]["draw"]["enabled"]
    assert gt.has_trait("_dom_classes") and "rl-game-table" in gt._dom_classes


def test_draw_adds_a_card_and_marks_it_new():
    game = Game(variant("basic"), ["Ada", "Ben"], seed=3)
    gt = table_for(game)
    before = len(gt.state["hand"])
    gt.command("draw")
    state = gt.state
    assert len(state["hand"]) == before + 1 and state["phase"] == "play"
    assert [c for c in state["hand"] if c["new"]]
    assert gt.lines[-1] == "You drew a card from the stock."
    assert state["buttons"]["discard"]["enabled"] and not state["buttons"]["draw"]["enabled"]
    assert gt.card_table.command == {"n": 1}


def test_repeated_identical_commands_fire():
    game = Game(variant("basic"), ["Ada", "Ben"], seed=3)
    gt = table_for(game)
    for _ in range(2):
        gt.card_table.set_state({"command": {"n": gt.card_table.command.get("n", 0) + 1,
                                             "op": "hint"}})
        assert gt.state["message"]["kind"] == "hint"
    rev = gt.state["rev"]
    gt.command("hint")
    assert gt.state["rev"] == rev + 1


def test_meld_selected_cards():
    game = position_game([["7H", "8H", "9H", "2C", "KD"], ["3S", "4D", "QC"]])
    gt = table_for(game)
    gt.command("meld", cards=["9H", "7H", "8H"])
    assert hand_codes(gt) == ["KD", "2C"]
    (group,) = gt.state["melds"]
    assert group["title"] == "Your melds" and [c["code"] for c in group["melds"][0]["cards"]] \
        == ["7H", "8H", "9H"]
    assert gt.lines[-1] == "You melded 7♥ 8♥ 9♥."
    assert gt.state["buttons"]["undo"]["enabled"]


@pytest.mark.parametrize("op, params", [
    ("meld", {"cards": ["2C", "KD", "7H"]}),
    ("discard", {"cards": ["7H", "8H"]}),
    ("draw", {}),
    ("layoff", {"cards": ["2C"], "meld": 0}),
    ("discard", {"cards": ["QC"]}),
])
def test_refused_move_shows_reason_and_changes_nothing(op, params):
    table = [{"owner": 1, "kind": "run", "cards": [["4S", 4, "S", 1], ["5S", 5, "S", 1],
                                                  ["6S", 6, "S", 1]]}]
    game = position_game([["7H", "8H", "9H", "2C", "KD"], ["3S", "4D", "QC"]], table=table)
    gt = table_for(game)
    saved, hand = game.to_json(), hand_codes(gt)
    gt.command(op, **params)
    assert gt.state["message"]["kind"] == "error" and gt.message
    assert game.to_json() == saved and hand_codes(gt) == hand
    if op == "meld":
        cards = [game.resolve(c) for c in ("2C", "KD", "7H")]
        assert gt.message == check_meld(cards, game.rules).reason
    if op == "draw":
        assert gt.message == "You have already drawn this turn: meld, lay off or discard."
    if params.get("cards") == ["QC"]:
        assert gt.message == "Q♣ is not in Ada's hand."


def test_discard_before_drawing_is_refused_with_the_engine_reason():
    game = Game(variant("basic"), ["Ada", "Ben"], seed=3)
    gt = table_for(game)
    saved = game.to_json()
    gt.command("discard", cards=[hand_codes(gt)[0]])
    assert gt.message.startswith("First draw a card")
    assert game.to_json() == saved


def test_bots_take_their_turns_after_yours():
    game = Game(variant("basic"), ["Ada", "Ben", "Cleo"], seed=4)
    gt = table_for(game, bots={1: make_bot("easy", seed=1), 2: make_bot("easy", seed=2)})
    gt.command("draw")
    n = len(game.history)
    gt.command("discard", cards=[hand_codes(gt)[0]])
    assert game.current == 0 and game.phase == "draw"
    assert len(game.history) >= n + 5   # our discard, then at least draw+discard per bot
    assert gt.lines[-2].startswith("Ben ") and gt.lines[-1].startswith("Cleo ")
    assert gt.state["message"]["text"] == " ".join(gt.lines[-2:])


def test_layoff_asks_for_a_meld_then_applies():
    table = [{"owner": 1, "kind": "run", "cards": [["4S", 4, "S", 1], ["5S", 5, "S", 1],
                                                  ["6S", 6, "S", 1]]}]
    game = position_game([["7S", "2C", "KD"], ["3H", "4D", "QC"]], table=table)
    gt = table_for(game)
    gt.command("layoff", cards=["7S"])
    assert gt.state["picking"]["card"] == "7S" and "click the meld" in gt.state["prompt"]
    gt.command("layoff", cards=["7S"], meld=0)
    assert [c["code"] for c in gt.state["melds"][0]["melds"][0]["cards"]][-1] == "7S"
    assert gt.lines[-1] == "You laid off 7♠ on Run 4♠–6♠."


def test_joker_layoff_with_two_fits_offers_a_chooser():
    table = [{"owner": 1, "kind": "run", "cards": [["5S", 5, "S", 1], ["6S", 6, "S", 1],
                                                  ["7S", 7, "S", 1]]}]
    game = position_game([["JK", "2C", "9D"], ["3H", "4D", "QC"]], name="rummy500",
                         table=table)
    gt = table_for(game)
    gt.command("layoff", cards=["JK"], meld=0)
    chooser = gt.state["chooser"]
    labels = [o["label"] for o in chooser["options"]]
    assert labels == ["as 4♠ at the low end", "as 8♠ at the high end"]
    gt.command(**chooser["options"][1]["command"])
    cards = gt.state["melds"][0]["melds"][0]["cards"]
    assert cards[-1]["code"] == "JK" and cards[-1]["joker_as"] == "8S"
    assert gt.state["chooser"] is None


def test_meld_with_an_ambiguous_joker_offers_the_readings():
    game = position_game([["5S", "6S", "JK", "2C", "9D"], ["3H", "4D", "QC"]], name="rummy500")
    gt = table_for(game)
    gt.command("meld", cards=["5S", "6S", "JK"])
    options = gt.state["chooser"]["options"]
    assert len(options) == 2 and not game.table
    gt.command(**options[1]["command"])
    (meld,) = game.table
    assert [p.rank for p in meld.placed] == [5, 6, 7]


def test_swap_joker_takes_the_joker_into_the_hand():
    table = [{"owner": 1, "kind": "run", "cards": [["5S", 5, "S", 1], ["JK", 6, "S", 1],
                                                  ["7S", 7, "S", 1]]}]
    game = position_game([["6S", "2C", "9D"], ["3H", "4D", "QC"]], name="rummy500", table=table)
    gt = table_for(game)
    assert gt.state["buttons"]["swap"]["visible"]
    gt.command("swap", cards=["6S"])
    gt.command("swap", cards=["6S"], meld=0)
    assert "JK" in hand_codes(gt) and "6S" not in hand_codes(gt)


def test_undo_takes_back_your_move_including_the_bots_replies():
    """In teacher mode undo goes back past draws and the bots' replies (learners: below)."""
    game = Game(variant("basic"), ["Ada", "Ben"], seed=3)
    gt = table_for(game, teacher=True)
    saved = game.to_json()
    gt.command("draw")
    gt.command("discard", cards=[hand_codes(gt)[0]])
    gt.command("undo")
    assert game.phase == "play" and game.current == 0
    gt.command("undo")
    assert game.to_json() == saved
    gt.command("undo")
    assert gt.message == "There is nothing of yours to undo."


def test_learners_cannot_undo_a_draw_or_past_the_bots():
    game = Game(variant("basic"), ["Ada", "Ben"], seed=3)
    gt = table_for(game)
    gt.command("draw")
    drawn = len(game.history)
    assert not gt.state["buttons"]["undo"]["enabled"]
    gt.command("undo")
    assert gt.message == "A move that showed a card cannot be taken back."
    assert game.phase == "play" and len(game.history) == drawn
    gt.command("discard", cards=[hand_codes(gt)[0]])  # the bot answers at once
    gt.command("undo")
    assert gt.message == "Moves cannot be taken back once another player has moved."
    meld_game = position_game([["7H", "8H", "9H", "2C", "KD"], ["3S", "4D", "QC"]])
    table = table_for(meld_game)
    table.command("meld", cards=["9H", "7H", "8H"])  # nothing new was shown: may undo
    assert table.state["buttons"]["undo"]["enabled"]
    table.command("undo")
    assert sorted(hand_codes(table)) == ["2C", "7H", "8H", "9H", "KD"]


def test_the_finished_game_shows_its_replay_code():
    from rummy_lab.formats.replay_code import game_from_replay_code

    game = position_game([["7H", "8H", "9H", "2C"], ["3S", "4D", "QC"]], scores=[TARGET, 0])
    gt = table_for(game)
    gt.command("meld", cards=["7H", "8H", "9H"])
    gt.command("discard", cards=["2C"])
    assert game.phase == "game_over"
    prompt = gt.state["prompt"]
    code = prompt.split("code: ")[1].split(" ")[0]
    again = game_from_replay_code(code, game.players)  # a short code names no players
    assert again.seed == game.seed and again.players == game.players
    assert code.startswith("RL2-") and len(code) == 24  # read aloud (issue 27.6)


TARGET = variant("basic").target


def test_going_out_ends_the_hand_and_updates_the_scoreboard():
    game = position_game([["7H", "8H", "9H", "2C"], ["3S", "4D", "QC"]])
    gt = table_for(game)
    assert "No hand" in gt.scoreboard.html
    gt.command("meld", cards=["7H", "8H", "9H"])
    gt.command("discard", cards=["2C"])
    assert game.phase == "hand_over"
    assert gt.state["result"]["title"] == "Hand 1 is over: you went out!"
    assert gt.state["buttons"]["next_hand"]["enabled"]
    html = gt.scoreboard.html
    assert "Hand 1" in html and "Ada" in html and "Running totals" in html
    assert gt.scoreboard.png[:4] == b"\x89PNG" and gt.card_table.scores["png"] == gt.scoreboard.png
    assert gt.lines[-4:] == ["You melded 7♥ 8♥ 9♥, discarded 2♣ and went out.",
                             "Hand 1 is over: you went out!",
                             "Points this hand: You +34, Ben +0.",
                             "Rommé! The points are doubled."]
    gt.command("next_hand")
    assert game.hand_number == 2 and gt.state["result"] is None


def test_hint_and_german_texts():
    game = Game(variant("basic"), ["Ada", "Ben"], seed=3)
    gt = table_for(game, lang="de")
    assert gt.state["labels"]["btn_draw"] == "Ziehen"
    # Ben (a bot) draws or takes, whichever it judges best; either way it is said in German
    assert gt.lines[0].startswith(("Ben zieht eine Karte vom Talon", "Ben nimmt "))
    gt.command("hint")
    assert gt.message.startswith("Tipp")
    gt.command("draw")
    assert gt.lines[-1] == "Du ziehst eine Karte vom Talon."


def test_every_english_text_has_a_german_one():
    EN, DE = texts("en"), texts("de")
    assert set(EN) <= set(DE), sorted(set(EN) - set(DE))
    assert t("log_meld_you", "de", cards="7♥") == "meldest 7♥"
    assert t("log_meld_you", "en", cards="7♥") == "melded 7♥"


def test_an_error_inside_the_table_reaches_the_learner(monkeypatch, caplog):
    """A bug reaches the learner as the generic text with a reference; its text and
    traceback go to the server's log under that reference (on d81e364 the page showed
    'ZeroDivisionError: boom')."""
    game = Game(variant("basic"), ["Ada", "Ben"], seed=3)
    gt = table_for(game)

    def broken(action):
        raise ZeroDivisionError("boom")

    monkeypatch.setattr(game, "apply", broken)
    gt.command("draw")
    assert gt.state["message"]["kind"] == "error"
    assert "Something went wrong" in gt.message and "boom" not in gt.message
    ref = gt.message.rsplit(" ", 1)[-1].rstrip(".")
    logged = [r for r in caplog.records if ref in r.getMessage()]
    assert logged and "boom" in str(logged[0].exc_info[1])


def test_unknown_command_and_wrong_types_are_refused_politely():
    game = Game(variant("basic"), ["Ada", "Ben"], seed=3)
    gt = table_for(game)
    gt.command("explode")
    assert gt.message == "Unknown command."
    gt.command("draw")
    gt.command("discard", cards="7H")
    assert gt.state["message"]["kind"] == "error"
    gt.command("layoff", cards=[hand_codes(gt)[0]], meld="x")
    assert gt.state["message"]["kind"] == "error"


def test_every_button_has_its_command_and_nothing_else_runs():
    from rummy_lab.ui.table_ops import OPERATIONS

    game = Game(variant("basic"), ["Ada", "Ben"], seed=3)
    gt = table_for(game)
    assert set(gt.state["buttons"]) <= set(OPERATIONS)  # each button the browser draws
    before = len(game.history)
    for op in ("_refresh", "_act", "__init__", "refresh"):  # methods are not commands
        gt.command(op)
        assert gt.message == "Unknown command." and len(game.history) == before, op
    gt.command("draw")  # a real command in between: the next refusal is its own
    before = len(game.history)
    gt.card_table.set_state({"command": {"n": 99, "op": ["discard"]}})  # not a string
    assert gt.message == "Unknown command." and len(game.history) == before


def test_two_humans_share_the_screen_behind_a_cover():
    game = Game(variant("basic"), ["Ada", "Ben"], seed=3)
    gt = GameTable(game, seat=0, bots={}, bot_delay=0)
    # Ben (seat 1) starts: the cover hides his hand until he reveals it
    assert gt.state["cover"] == "Pass the device to Ben." and gt.state["hand"] == []
    assert not gt.state["buttons"]["draw"]["enabled"]
    gt.command("draw")
    assert gt.message == "Pass the device to Ben." and game.phase == "draw"
    gt.command("reveal")
    bens = {c.code for c in game.hands[1]}
    assert set(hand_codes(gt)) == bens and gt.state["hand_title"] == "Ben's hand"
    gt.command("draw")
    gt.command("discard", cards=[hand_codes(gt)[0]])
    assert gt.state["cover"] == "Pass the device to Ada." and gt.state["hand"] == []


def choose(panel, seats=None, **changes):
    """Change the setup form as the browser does (``seats`` maps seat -> changes)."""
    form = {**panel.form, **changes}
    form["seats"] = [{**s, **(seats or {}).get(i, {})} for i, s in enumerate(form["seats"])]
    panel.setup_form.set_state({"form": form})


def press_start(panel):
    panel.setup_form.set_state({"start": panel.start + 1})


def test_setup_panel_starts_a_table():
    panel = SetupPanel(bot_delay=0, teacher=True)   # only a teacher may choose the seed
    choose(panel, variant="rummy500")
    assert panel.choices["players"][-1] == 8
    assert panel.choices["show_target"] is False
    choose(panel, players=4, seats={3: {"kind": next(iter(BOT_LEVELS))}})
    choose(panel, seed="11")
    press_start(panel)
    gt = panel.table
    assert isinstance(gt, TableSession) and gt.card_table is panel.card_table and panel.state is gt.state
    assert gt.game.rules.name == "rummy500" and gt.game.n == 4 and gt.game.seed == 11
    assert gt.state["my_turn"]


def test_setup_panel_options_target_and_errors():
    panel = SetupPanel(bot_delay=0)
    assert panel.choices["targets"] == list(range(50, 301, 25))
    choose(panel, target=150, options={**panel.form["options"], "ace_mode": True})
    assert panel.rules_options() == {"ace_mode": "low_or_high", "romme_multiplier": 2,
                                     "target": 150}
    choose(panel, seats={0: {"kind": "easy"}})
    press_start(panel)
    assert panel.table is None and "human" in panel.error
    choose(panel, seats={0: {"kind": "human"}, 1: {"name": panel.form["seats"][0]["name"]}})
    press_start(panel)
    assert "different name" in panel.error


# -- hidden information -----------------------------------------------------------------

TOKEN = re.compile(r"[0-9A-Za-z.]+")
STATIC = {"_esm", "_css"}   # the code of the front end: the same for every game


def widget_tree_states(root):
    """(widget, state) for ``root`` and every widget its synced state refers to."""
    seen, stack, out = set(), [root], []
    while stack:
        w = stack.pop()
        if w.model_id in seen:
            continue
        seen.add(w.model_id)
        state = w.get_state()
        out.append((w, state))
        for value in walk(state):
            if isinstance(value, str) and value.startswith("IPY_MODEL_"):
                stack.append(_instances[value[len("IPY_MODEL_"):]])
    return out


def walk(value):
    """Every leaf of a JSON-like value. A joker's ``joker_as`` names the face it stands
    for on the table, not a physical card, so it is left out."""
    if isinstance(value, dict):
        for k, v in value.items():
            if k == "joker_as" and value.get("rank") == 0:
                continue
            yield from walk(v)
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from walk(v)
    else:
        yield value


def synced_tokens(root) -> set[str]:
    tokens = set()
    for _, state in widget_tree_states(root):
        for key, value in state.items():
            if key in STATIC:
                assert value in play_assets()
                continue
            for v in walk({key: value}):
                if isinstance(v, str):
                    tokens.update(tok.rstrip(".") for tok in TOKEN.findall(v))
    return tokens


def hidden_codes(game, seat: int) -> set[str]:
    """Codes of the cards ``seat`` cannot see now: other hands (until the hand is counted),
    stock, buried discards."""
    view = game.view(seat)
    visible = {c.code for c in view.hand} | {c.code for c in view.discard} | \
        {c.code for m in view.table for c in m.cards}
    if hand_ended(game):  # the rules show every hand when it is counted
        visible |= {c.code for h in game.hands for c in h}
    pool = [c for s in range(game.n) if s != seat for c in game.hands[s]]
    pool += game.stock + game.discard_pile
    return {c.code for c in pool} - visible


def assert_nothing_hidden(gt, game, seat):
    leaked = synced_tokens(gt) & hidden_codes(game, seat)
    assert not leaked, f"hidden cards in the synced state: {sorted(leaked)}"


@pytest.mark.parametrize("name, players, options, seed", [
    ("basic", 2, {"target": 50}, 5),
    ("basic", 4, {"target": 50}, 6),
    ("rummy500", 3, {}, 7),
    ("pool500", 2, {"target": 300}, 8),
])
def test_no_hidden_card_is_ever_synced(name, players, options, seed):
    game = Game(variant(name, **options), players, seed=seed)
    checks = []
    bots = {s: make_bot("easy", seed=seed + s) for s in range(1, players)}
    gt = GameTable(game, seat=0, bots=bots, bot_delay=0)

    def check(change):
        assert_nothing_hidden(gt, game, 0)
        checks.append(1)

    gt.card_table.observe(check, names=["state"])
    me = make_bot("easy", seed=seed)
    for _ in range(3000):
        if game.phase == "game_over":
            break
        if game.phase == "hand_over":
            gt.command("next_hand")
        else:
            op, params = command_for(me.choose(game, 0), game)
            gt.command(op, **params)
            assert gt.state["message"]["kind"] != "error", gt.message
        assert_nothing_hidden(gt, game, 0)   # includes the reset command trait
    assert game.phase == "game_over" and len(checks) > 50
    assert synced_tokens(gt) & {c.code for c in game.hands[0]} or not game.hands[0]


def test_teacher_view_does_show_every_hand():
    game = Game(variant("basic"), ["Ada", "Ben"], seed=3)
    gt = table_for(game, teacher=True)
    tokens = synced_tokens(gt)
    assert {c.code for c in game.hands[1]} <= tokens
    assert not {c.code for c in game.stock} & tokens


def test_refusal_reasons_follow_the_language():
    game = position_game([["7H", "8H", "9H", "2C", "KD"], ["3S", "4D", "QC"]])
    gt = table_for(game, lang="de")
    gt.command("draw")
    assert gt.message == "Du hast in diesem Zug schon gezogen: melde, lege an oder lege ab."
    gt.lang = "en"
    gt.command("draw")
    assert gt.message == "You have already drawn this turn: meld, lay off or discard."


def test_hint_button_gives_the_coach_move_and_reason():
    game = position_game([["7H", "8H", "9H", "2C", "KD"], ["3S", "4D", "QC"]])
    gt = table_for(game)
    gt.command("hint")
    assert gt.message.startswith("Hint: Meld 7♥ 8♥ 9♥") and "24 points" in gt.message
    gt.lang = "de"
    gt.command("hint")
    assert gt.message.startswith("Tipp: du kannst 7♥ 8♥ 9♥ melden. 7♥ 8♥ 9♥ ist eine "
                                 "vollständige Reihe; sie nimmt 24 Punkte aus deiner Hand.")


def test_four_colour_deck_option_reaches_the_front_end():
    game = Game(variant("basic"), ["Ada", "Ben"], seed=3)
    assert table_for(game).state["four_colour"] is False
    assert table_for(Game(variant("basic"), ["Ada", "Ben"], seed=3),
                     four_colour=True).state["four_colour"] is True
    js = (widgets_dir() / "table.js").read_text()
    assert "TB_OPT.fourColour = Boolean(s.four_colour)" in js  # the cards drawn take it
    panel = SetupPanel(bot_delay=0)  # the setup form's tick reaches the game in play
    panel.setup_form.set_state({"start": 1})
    rev = panel.state["rev"]
    panel.setup_form.set_state({"form": {**panel.form, "four_colour": True}})
    assert panel.state["four_colour"] is True and panel.state["rev"] > rev
    panel.close()
