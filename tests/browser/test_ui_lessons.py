"""The lesson widgets (sandbox, explorer, guided hand, watch mode), driven without a kernel."""

from __future__ import annotations

from pathlib import Path

import pytest

from rummy_lab import Game, RummyError, parse_cards
from rummy_lab.formats.guides import (
    GUIDES_DIR,
    GuideError,
    guide_names,
    load_guide,
    parse_guide,
    parse_move,
)
from rummy_lab.i18n.catalog.lessons import LESSONS
from rummy_lab.i18n.messages import texts
from rummy_lab.ui.explorer import ScoringExplorer, example_scenarios
from rummy_lab.ui.guided import GuidedHand
from rummy_lab.ui.messages import t
from rummy_lab.ui.sandbox import MeldSandbox
from rummy_lab.ui.watch import WatchMode

# -- catalog ---------------------------------------------------------------------------


def test_lesson_texts_in_the_one_catalog_in_both_languages():
    def text(entry, lang):  # a plural entry in its "other" form
        return entry[lang] if isinstance(entry[lang], str) else entry[lang]["other"]
    LESSON_EN = {k: text(v, "en") for k, v in LESSONS.items()}
    LESSON_DE = {k: text(v, "de") for k, v in LESSONS.items()}
    assert set(LESSON_EN) == set(LESSON_DE)
    assert all(texts("en")[k] == v for k, v in LESSON_EN.items())
    assert t("ls_score", "de") == "Werten"


# -- sandbox ---------------------------------------------------------------------------


def verdicts(box):
    return {v["variant"]: v for v in box.verdicts}


def test_sandbox_valid_set_everywhere_with_points():
    box = MeldSandbox("8♠ 8H 8d")
    assert "rl-sandbox" in box._dom_classes
    v = verdicts(box)
    assert all(v[n]["ok"] and v[n]["kind"] == "set" for n in v)
    assert [v[n]["readings"][0]["points"] for n in ("basic", "rummy500", "pool500")] == [24, 24, 24]
    assert "rl-ok" in box.result.value


def test_sandbox_ace_high_run_only_in_500_with_engine_reason():
    box = MeldSandbox("QH KH AH")
    v = verdicts(box)
    assert not v["basic"]["ok"] and "ace is low" in v["basic"]["reason"]
    assert v["rummy500"]["ok"] and v["rummy500"]["readings"][0]["points"] == 35
    assert v["pool500"]["ok"] and v["pool500"]["readings"][0]["points"] == 35
    assert "ace is low" in box.result.value


def test_sandbox_low_ace_value_per_variant():
    v = verdicts(MeldSandbox("AS 2S 3S"))
    assert [v[n]["readings"][0]["points"] for n in ("basic", "rummy500", "pool500")] == [6, 20, 6]


def test_sandbox_joker_readings_when_ambiguous():
    v = verdicts(MeldSandbox("8S 8H Jk"))
    assert not v["basic"]["ok"] and "without jokers" in v["basic"]["reason"]
    faces = {r["faces"] for r in v["rummy500"]["readings"]}
    assert faces == {"8♦", "8♣"}
    assert {r["points"] for r in v["rummy500"]["readings"]} == {41}
    assert {r["points"] for r in v["pool500"]["readings"]} == {31}
    one = verdicts(MeldSandbox("9C Jk JC"))
    assert one["rummy500"]["readings"][0]["faces"] == "10♣"
    assert one["rummy500"]["readings"][0]["points"] == 44


def test_sandbox_invalid_meld_and_second_copy():
    v = verdicts(MeldSandbox("9S 10H JS"))
    assert not any(x["ok"] for x in v.values())
    assert all("suit" in x["reason"] for x in v.values())
    twice = verdicts(MeldSandbox("8S 8S 8H"))
    assert "one deck" in twice["basic"]["reason"]
    assert "different suits" in twice["rummy500"]["reason"]


def test_sandbox_bad_text_is_a_message_not_a_traceback():
    box = MeldSandbox()
    box.text.value = "8Z 9"
    assert box.verdicts == [] and "'8Z' is not a card" in box.error
    assert "rl-msg-error" in box.result.value
    box.text.value = ""
    assert "Pick at least one card" in box.result.value


def pressed(box, code):
    """Whether the deck card ``code`` is drawn picked (raised, ``aria-pressed``)."""
    deck = [d for r in box.board.board["rows"] if r["id"].startswith("deck:") for d in r["cards"]]
    return next(d["selected"] for d in deck if d["code"] == code)


def test_sandbox_grid_clicks_and_text_box_agree():
    box = MeldSandbox("")
    for code in ("7H", "8H", "9H"):
        box.board.click("deck:H", code)        # as the browser does: the board's command
    assert box.text.value == "7H 8H 9H"
    assert verdicts(box)["basic"]["kind"] == "run"
    assert pressed(box, "8H") and not pressed(box, "10H")
    assert box.board.codes("picked") == ["7H", "8H", "9H"]
    box.board.click("deck:H", "8H")
    assert box.text.value == "7H 9H" and not verdicts(box)["basic"]["ok"]
    box.clear.click()
    assert box.text.value == ""


def test_sandbox_picked_cards_are_cards_that_put_back_on_click():
    box = MeldSandbox("8S 8S 8H JK")       # a typed second 8♠ is its second copy
    assert box.board.codes("picked") == ["8S", "8S.1", "8H", "JK"]
    row = box.board.row("picked")
    assert row["mode"] == "action" and row["cards"][0]["label"] == "Put back eight of spades"
    box.board.click("picked", "8S.1")
    assert box.text.value == "8S 8H JK"
    assert verdicts(box)["rummy500"]["ok"] and not verdicts(box)["basic"]["ok"]
    box.board.click("deck:S", "9Z")          # a forged code: ignored
    box.board.click("picked", "KD")          # a card that is not picked: ignored
    assert box.text.value == "8S 8H JK"
    box.board.click("deck:JK", "JK.1")
    assert box.text.value == "8S 8H JK JK.1" and pressed(box, "JK.1")


def test_sandbox_set_state_like_the_browser():
    box = MeldSandbox("")
    box.text.set_state({"value": "4C 5C 6C 7C"})
    assert verdicts(box)["rummy500"]["readings"][0]["points"] == 22


def test_sandbox_german():
    box = MeldSandbox("8S 8H 8D", lang="de")
    assert "Melde-Sandkasten" in box.head.value and "ein Satz" in box.result.value
    assert box.board.row("picked")["label"] == "Deine Karten (klicke eine an, um sie zurückzulegen)"
    assert box.board.row("picked")["cards"][0]["label"] == "Pik-Acht zurücklegen"
    box.lang = "en"
    assert "a set" in box.result.value


# -- explorer --------------------------------------------------------------------------

RULES_MD = {  # docs/rules.md worked checks, per example file: the points of the file's own rules
    "basic_2p.toml": [30, 0], "basic_2p_romme.toml": [60, 0], "basic_3p.toml": [23, 0, 0],
    "basic_3p_romme.toml": [46, 0, 0], "rummy500_3p.toml": [51, 16, -42],
    "pool500_3p.toml": [86, 15, -21], "pool500_3p_cutthroat.toml": [56, 0, 0],
}


def test_explorer_examples_come_from_docs():
    assert set(RULES_MD) <= set(example_scenarios())


@pytest.mark.parametrize("name,points", sorted(RULES_MD.items()))
def test_explorer_scores_the_worked_examples(name, points):
    box = ScoringExplorer(name)
    assert box.error == "" and list(box.scenario.score().points) == points
    assert "rl-own" in box.output.value
    for p in points:
        assert (f">{p:+d}<" if p else ">0<") in box.output.value


def test_explorer_compares_all_three_variants_in_words():
    box = ScoringExplorer("rummy500_3p.toml")
    assert box.comparison == {"basic": [22, 0, 0], "rummy500": [51, 16, -42],
                              "pool500": [81, 16, -32]}
    html = box.output.value
    assert "Under Rummy 500 the ace counts 15" in html and "pool of 30" in html
    assert "Q♦ K♦ A♦ is not a run here" in html          # scenario notes shown
    table = html[html.index("rl-compare"):]
    assert table.index("Basic Rummy") < table.index("Rummy 500") < table.index("500 Rum with a pool")


def test_explorer_dropdown_edit_and_errors():
    box = ScoringExplorer("rummy500_3p.toml")
    box.chooser.value = "basic_2p.toml"
    assert box.comparison["basic"] == [30, 0] and "Ben" in box.editor.value
    box.editor.value = box.editor.value.replace('Ben = "K♣ Q♦ 9♠ A♣"', 'Ben = "K♣ Q♦"')
    box.button.click()
    assert box.comparison["basic"] == [20, 0]
    box.editor.value = "variant = [\n"
    box.button.click()
    assert "not valid TOML" in box.error and "rl-msg-error" in box.output.value
    box.editor.value = 'variant = "basic"\nplayers = ["A", "B"]\n[hands]\nA = "8Z"'
    box.button.click()
    assert "8Z" in box.error


def test_explorer_german():
    box = ScoringExplorer("rummy500_3p.toml", lang="de")
    assert "Punkte-Explorer" in box.head.value and "Bei Rummy 500 zählt das Ass 15" in box.output.value
    assert box.button.description == "Werten"


# -- guided hand -----------------------------------------------------------------------


def pick(hand: GuidedHand, cards: str) -> None:
    """Click the cards of the learner's hand on the board, as the browser does."""
    for want in parse_cards(cards):
        card = next(c for c in hand.game.hands[hand.guide.learner] if c.face == want.face)
        hand.board.click("hand", card)


def play_correctly(hand: GuidedHand) -> None:
    hand.b_next.click()
    hand.b_draw.click()
    pick(hand, "8S 8H 8D")
    hand.b_meld.click()
    pick(hand, "4H 5H 6H 7H")
    hand.b_meld.click()
    pick(hand, "KD")
    hand.b_discard.click()
    hand.b_next.click()                     # after Ben's turn
    hand.b_draw.click()
    pick(hand, "3H")
    hand.b_layoff.click()
    pick(hand, "2D")
    hand.b_discard.click()
    hand.b_next.click()                     # after Ben's second turn
    hand.b_draw.click()
    pick(hand, "10S 10H 10C")
    hand.b_meld.click()


def test_guided_hand_completed_by_correct_moves_scores_30():
    hand = GuidedHand()
    assert "rl-guided" in hand._dom_classes
    play_correctly(hand)
    game = hand.game
    assert game.phase == "hand_over" and game.results[-1].points == (30, 0)
    assert hand.index == len(hand.guide.steps) - 1
    assert [str(c) for c in game.hands[1]] == ["K♣", "Q♦", "9♠", "A♣"]
    assert "10 + 10 + 9 + 1 = 30" in hand.story.value and "60" in hand.story.value
    assert "30 points" in hand.result.value and "60" in hand.result.value
    assert ">30<" in hand.result.value


def test_guided_wrong_moves_give_feedback_and_change_nothing():
    hand = GuidedHand()
    hand.b_next.click()
    before = (len(hand.game.history), hand.index)
    hand.b_take.click()                     # legal, but not the lesson's move
    assert (len(hand.game.history), hand.index) == before
    assert "not the one this lesson" in hand.feedback.value and "9♦" in hand.feedback.value
    hand.b_draw.click()
    pick(hand, "8S 8H 2D")
    hand.b_meld.click()                     # not a meld: the engine's reason
    assert "neither a set" in hand.feedback.value or "not" in hand.feedback.value
    assert len(hand.game.history) == 1 and len(hand.game.table) == 0
    hand.b_discard.click()                  # three cards selected
    assert "exactly one" in hand.feedback.value
    hand.b_next.click()                     # the task is not done
    assert hand.index == 2


def test_guided_illegal_move_shows_engine_reason():
    hand = GuidedHand()
    hand.b_next.click()
    pick(hand, "KD")
    hand.b_discard.click()                  # discarding before drawing
    assert "First draw a card" in hand.feedback.value
    assert len(hand.game.history) == 0


def test_guided_back_undoes():
    hand = GuidedHand()
    hand.b_next.click()
    hand.b_draw.click()
    pick(hand, "8S 8H 8D")
    hand.b_meld.click()
    assert len(hand.game.table) == 1 and hand.index == 2
    hand.b_back.click()                     # back to the draw step, replayed from scratch
    assert hand.index == 1 and len(hand.game.history) == 0 and not hand.game.table
    assert len(hand.game.hands[0]) == 10
    hand.b_draw.click()
    assert hand.index == 2 and str(hand.game.hands[0][-1]) == "7♥"


def test_guided_back_over_a_bot_step_and_finish_again():
    hand = GuidedHand()
    play_correctly(hand)
    for _ in range(3):
        hand.b_back.click()
    assert hand.game.phase in ("draw", "play") and hand.game.results == []
    while hand.index < len(hand.guide.steps) - 1:
        step = hand.step
        if step.is_task:
            for text in step.expect[len(hand.done):]:
                hand.try_move(parse_move(text, hand.game))
        else:
            hand.b_next.click()
    assert hand.game.results[-1].points == (30, 0)


def test_guided_german():
    hand = GuidedHand(lang="de")
    assert "Du bist Ann" in hand.story.value and hand.b_next.description.startswith("Weiter")
    play_correctly(hand)
    assert "30 Punkte für dich" in hand.story.value and "wären es 60" in hand.story.value
    hand.lang = "en"
    assert "30 points for you" in hand.story.value


@pytest.mark.parametrize("name", guide_names())
def test_every_shipped_guide_validates(name):
    guide = load_guide(name)
    game = guide.play_through()
    if guide.points is not None:  # a guide that states the result must reach it
        assert game.results and list(game.results[-1].points) == guide.points
    assert len(game.history) == sum(len(s.expect or ()) + len(s.do or ()) for s in guide.steps)
    for step in guide.steps:
        assert step.say.get("de"), "every step has German narration"


def test_guide_files_are_package_data():
    assert (GUIDES_DIR / "basic_source_example.toml").is_file()
    assert GUIDES_DIR.parents[1].name == "rummy_lab"


def test_guide_errors_name_the_step(tmp_path: Path):
    text = (GUIDES_DIR / "basic_source_example.toml").read_text(encoding="utf-8")
    with pytest.raises(GuideError, match="step 4: 'discard KS'"):
        parse_guide(text.replace('expect = ["discard KD"]', 'expect = ["discard KS"]'))
    with pytest.raises(GuideError, match="points"):
        parse_guide(text.replace("points = [30, 0]", "points = [60, 0]"))
    with pytest.raises(GuideError, match="unknown key"):
        parse_guide(text.replace("seed = 0", "seed = 0\ncolour = 1"))
    with pytest.raises(GuideError, match="No guide"):
        load_guide("no_such_guide")
    path = tmp_path / "mine.toml"
    path.write_text(text, encoding="utf-8")
    assert load_guide(path).name == "mine"
    assert isinstance(GuideError("x"), RummyError)


# -- watch mode ------------------------------------------------------------------------


@pytest.mark.parametrize("variant_name,levels,seed", [
    ("basic", "medium", 1), ("rummy500", ["easy", "medium", "hard"], 3), ("pool500", "easy", 2)])
def test_watch_steps_to_the_end_and_matches_a_replay(variant_name, levels, seed):
    box = WatchMode(variant_name, levels=levels, seed=seed)
    assert "rl-watch" in box._dom_classes and box.index == 0
    assert "starts" in box.story.value
    box.b_next.click()
    assert "Turn 1:" in box.story.value
    box.b_back.click()
    assert box.index == 0
    box.b_end.click()
    assert box.at_end and box.b_next.disabled
    replay = Game.replay(box.rules, box.players, seed, box.actions)
    assert replay.results and replay.results[-1].points == box.final_points
    assert "Final scores" in box.result.value
    for p in box.final_points:
        assert f"{p:+d}" in box.result.value


def test_watch_narrates_takes_and_melds():
    box = WatchMode("rummy500", levels="hard", seed=3)
    told = [s.told["en"] for s in box.snapshots[1:]]
    assert any("melded" in line for line in told)
    assert all(line.startswith(tuple(box.players)) for line in told)


def test_watch_hide_toggle_and_german():
    box = WatchMode("basic", players=("Ann", "Ben"), levels="easy", seed=5, lang="de")
    box.b_next.click()
    assert "Zug 1:" in box.story.value and box.b_end.description.startswith("Bis zum Ende")
    shown = box.seats.value
    box.hide.value = True
    assert box.seats.value != shown and "verdeckte Karte" in box.seats.value
    box.play_to_end()
    assert "Endstand" in box.result.value


def test_rummy500_guide_deep_pick_and_joker_swap_by_clicks():
    hand = GuidedHand("rummy500_deep_pick")
    hand.b_discard.click()                       # not the move asked for: nothing changes
    assert len(hand.game.history) == 0
    hand.b_take.click()                          # which card? the pile is spread
    assert len(hand.game.history) == 0 and hand.taking
    hand.board.click("pile", "9H")               # the card the hint names, clicked
    assert [c.code for c in hand.game.discard_pile] == []
    assert hand.game.turn.obligation.code == "9H"
    pick(hand, "10S")
    hand.b_discard.click()                       # refused: the 9♥ must be used first
    assert "9♥" in hand.feedback.value and hand.game.phase == "play"
    pick(hand, "10S")                            # deselect
    pick(hand, "7H 8H 9H")
    hand.b_meld.click()
    pick(hand, "10S")
    hand.b_discard.click()
    hand.b_next.click()                          # Ben melds 5♠ Joker 7♠
    hand.b_draw.click()
    pick(hand, "6S")
    hand.b_swap.click()
    assert any(c.is_joker for c in hand.game.hands[0])
    pick(hand, "KC KD JK")
    hand.b_meld.click()
    pick(hand, "4D")
    hand.b_discard.click()
    game = hand.game
    placed = [sum(game.rules.card_value(p.card) for m in game.table for p in m.placed
                  if p.by == seat) for seat in (0, 1)]
    assert placed == [75, 12]
    assert hand.index == len(hand.guide.steps) - 1


def test_sandbox_css_is_scoped_to_the_sandbox():
    from helpers.css import selectors

    from rummy_lab.ui.assets import widgets_dir
    sels = selectors((widgets_dir() / "sandbox.css").read_text(encoding="utf-8"))
    # every selector names the sandbox's board or its verdict: as the element styled or an
    # ancestor of it
    own = {".rl-sandbox-board", ".rl-sandbox-verdicts"}
    assert sels and all(own & set(s.split()) for s in sels), sels
    sandbox = MeldSandbox("")
    assert "rl-sandbox-board" in sandbox.board._dom_classes
    assert "rl-sandbox-verdicts" in sandbox.result._dom_classes
