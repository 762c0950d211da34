"""Issue 11: the scoring explorer is used by clicking (deck → hands and melds, who went out,
variants), exports and imports TOML, and refuses a bad upload with one reason."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rummy_lab import parse_card
from rummy_lab.formats.common import parse_toml
from rummy_lab.formats.writer import to_toml
from rummy_lab.ui.explorer import VARIANTS, ScoringExplorer, example_scenarios
from rummy_lab.ui.guided import GuidedHand
from rummy_lab.ui.uploads import UPLOAD_LIMIT

ROOT = Path(__file__).resolve().parents[2]


def upload(widget, name: str, content: bytes) -> None:
    """What the browser's file input sends (the FileUpload value)."""
    widget.set_state({"value": [{"name": name, "type": "", "size": len(content),
                                 "content": content, "last_modified": 0}]})


def state(box: ScoringExplorer):
    return box.built.data(), dict(box.comparison), box.editor.value, box.chosen[:]


def test_a_hand_built_by_clicks_is_scored_at_once():
    box = ScoringExplorer("basic_2p.toml")
    assert box.comparison["basic"] == [30, 0]
    box.target.value = ("hand", "Ben")
    box.deck.click("deck:D", "5D")                     # Ben holds 5 more points
    assert box.comparison["basic"] == [35, 0] and 'Ben = "KC QD 9S AC 5D"' in box.editor.value
    assert "5D" in box.table.codes("hand:Ben")
    box.table.click("hand:Ben", "5D")                  # clicked back out of the hand
    assert box.comparison["basic"] == [30, 0]


def test_a_new_meld_built_card_by_card_and_a_layoff_by_another_player():
    box = ScoringExplorer("rummy500_3p.toml")
    box.target.value = ("new", "Cleo")
    box.deck.click("deck:S", "3S")
    assert box.target.value == ("meld", 3, "Cleo")     # the next cards go onto it
    assert "at least 3 cards" in box.error             # one reason while it is too short
    box.deck.click("deck:S", "4S")
    box.deck.click("deck:S", "5S")
    assert box.error == "" and box.comparison["rummy500"][2] == -42 + 12
    box.target.value = ("meld", 3, "Ben")              # Ben lays off 6♠ on Cleo's run
    box.deck.click("deck:S", "6S")
    assert box.comparison["rummy500"][1:] == [16 + 6, -42 + 12]
    assert '{ card = "6S", by = "Ben" }' in box.editor.value


def test_who_went_out_and_the_romme_are_chosen_by_clicking():
    box = ScoringExplorer("basic_2p.toml")
    box.went_out.value = None
    assert "Ann" in box.error                          # Ann now needs cards: one reason
    box.target.value = ("hand", "Ann")
    box.deck.click("deck:C", "4C")
    assert box.error == "" and box.comparison["basic"] == [0, 0]
    box.went_out.value = "Ben"
    assert box.built.hands["Ben"] == [] and box.comparison["basic"] == [0, 4]
    box.romme.value = True
    assert box.comparison["basic"] == [0, 8]


def test_the_variant_chooser_shows_one_or_several_tables_side_by_side():
    box = ScoringExplorer("basic_2p.toml")
    assert box.output.value.count("rl-explorer-variant") == 1
    box.variant_buttons["rummy500"].value = True
    html = box.output.value
    assert html.count("rl-explorer-variant") == 2
    part = html[html.index("data-variant='rummy500'"):]
    assert "<th>Placed</th>" in part and "Rommé" not in part.split("</table>")[0]
    basic = html[html.index("data-variant='basic'"):html.index("data-variant='rummy500'")]
    assert "Placed" not in basic and "<th>Rommé bonus</th>" in basic
    box.variant_buttons["basic"].value = False          # the file's own rules change
    assert box.chosen == ["rummy500"] and 'variant = "rummy500"' in box.editor.value
    assert box.scenario.rules.name == "rummy500"
    box.variant_buttons["rummy500"].value = False       # never none
    assert box.chosen == ["rummy500"] and box.variant_buttons["rummy500"].value
    assert "at least one variant" in box.status.value


@pytest.mark.parametrize("name", sorted(example_scenarios()))
def test_toml_round_trip_export_then_import(name):
    box = ScoringExplorer(name)
    s = box.scenario
    used = {c.face for h in s.hands for c in h} | {p.card.face for m in s.table
                                                    for p in m.placed}
    free = next(c for c in box.deck.codes("deck:H") if parse_card(c).face not in used)
    holder = next(p for p in s.players if p != box.built.went_out)
    box.target.value = ("hand", holder)
    box.deck.click("deck:H", free)
    assert box.error == "", box.error
    exported = box.editor.value
    assert parse_toml(to_toml(box.built.data()), "x") == box.built.data()
    again = ScoringExplorer(name)
    assert again.load_text(exported, "mine.toml")
    assert again.built.data() == box.built.data() and again.comparison == box.comparison
    assert again.editor.value == exported or again.text == exported


def test_upload_of_a_teachers_scenario_file():
    box = ScoringExplorer("basic_2p.toml")
    text = (ROOT / "docs" / "scenarios" / "pool500_3p.toml").read_bytes()
    upload(box.upload, "class.toml", text)
    assert box.comparison["pool500"] == [86, 15, -21] and "class.toml loaded" in box.status.value
    assert box.upload.value == ()


@pytest.mark.parametrize("name,content,reason", [
    ("notes.txt", b'variant = "basic"', "only .toml files"),
    ("big.toml", b"# " + b"x" * UPLOAD_LIMIT, "bigger than"),
    ("latin.toml", 'title = "Müll"'.encode("latin-1"), "not UTF-8"),
    ("broken.toml", b"variant = [", "not valid TOML"),
    ("rules.toml", b'variant = "basic"\nplayers = ["A"]', "2 to 6 players"),
    ("evil.toml", b'variant = "__import__(\'os\').system(\'x\')"\nplayers = ["A", "B"]',
     "variant"),
])
def test_a_bad_upload_gets_one_reason_and_changes_nothing(name, content, reason):
    box = ScoringExplorer("rummy500_3p.toml")
    before = state(box)
    upload(box.upload, name, content)
    assert reason in box.error, box.error
    assert box.output.value.count("rl-msg-error") == 1
    assert state(box) == before


def test_guided_hand_dashboard_opens_a_teachers_guide_file():
    hand = GuidedHand()
    hand.b_next.click()
    text = (ROOT / "rummy_lab" / "data" / "guides" / "rummy500_deep_pick.toml").read_bytes()
    upload(hand.upload, "deep.toml", text)
    assert hand.guide.name == "deep" and hand.index == 0 and "deep.toml loaded" in \
        hand.feedback.value
    assert hand.game.rules.name == "rummy500"


def test_a_bad_guide_upload_gets_one_reason_and_changes_nothing():
    hand = GuidedHand()
    hand.b_next.click()
    hand.b_draw.click()
    before = (hand.guide.name, hand.index, len(hand.game.history))
    bad = b'variant = "basic"\nplayers = ["A", "B"]\n[[steps]]\nsay = "x"\nexpect = ["meld 7H 8H"]'
    upload(hand.upload, "bad.toml", bad)
    assert "start.hands" in hand.feedback.value and "rl-msg-error" in hand.feedback.value
    assert (hand.guide.name, hand.index, len(hand.game.history)) == before


def test_lesson4_promises_a_variant_chooser_and_the_explorer_has_one():
    cells = json.loads((ROOT / "notebooks" / "04_scoring_scenarios.ipynb").read_text())["cells"]
    text = "".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    assert "variant" in text
    box = ScoringExplorer()
    assert set(box.variant_buttons) == set(VARIANTS)
    assert box.deck.row("deck:S")["mode"] == "click"
    assert "7S" not in box.deck.codes("deck:S") and len(box.deck.codes("deck:S")) == 12


def test_explorer_in_german():
    box = ScoringExplorer("basic_2p.toml", lang="de")
    assert "Baue eine Hand durch Klicken" in box.head.value
    assert box.target.label == "auf die Hand von Ann"
    box.variant_buttons["rummy500"].value = True
    assert "<th>Gelegt</th>" in box.output.value
    box.lang = "en"
    assert box.target.label == "Ann's hand"


# -- issue 27 item 3: a refused click changes nothing; the board shows only what is left --
def test_a_refused_layoff_changes_nothing_and_the_right_one_then_goes():
    """On d81e364 the 9♥ stayed laid off on Ann's set of 7s, the tables vanished (only the
    reason was shown) and 9♥ laid off correctly next was refused ("one 9♥ too many")."""
    box = ScoringExplorer("rummy500_3p.toml")
    before = state(box)
    tables = box.shown_html
    box.target.value = ("meld", 0, "Ben")              # 9♥ onto 7♠ 7♥ 7♦: does not fit
    box.deck.click("deck:H", "9H")
    assert "9♥ does not belong to the set of 7s" in box.error
    assert state(box) == before and "9H" not in box.table.codes("meld:0")
    assert box.output.value.endswith(tables) and "rl-explorer-variant" in box.output.value
    assert "9H" in box.deck.codes("deck:H")            # still in the deck
    box.target.value = ("hand", "Ben")                 # the same card where it can go
    box.deck.click("deck:H", "9H")
    assert box.error == "" and box.comparison["rummy500"][1] == 16 - 9


def test_a_card_that_makes_no_meld_is_refused_but_a_growing_meld_waits():
    """On d81e364 the tables vanished while a meld was being built (only its reason
    showed) and 3♠ 4♠ 9♥ stayed as a meld."""
    box = ScoringExplorer("rummy500_3p.toml")
    box.target.value = ("new", "Cleo")
    box.deck.click("deck:S", "3S")
    box.deck.click("deck:S", "4S")                     # two cards: still being built
    assert "at least 3 cards" in box.error and box.built.melds[3]["cards"] != []
    assert "rl-explorer-variant" in box.output.value   # the last tables stay below
    box.deck.click("deck:H", "9H")                     # 3♠ 4♠ 9♥ is no meld: refused
    assert [c.code for c in box.built.melds[3]["cards"]] == ["3S", "4S"]
    assert "meld 4" in box.error
    box.deck.click("deck:S", "5S")
    assert box.error == "" and box.comparison["rummy500"][2] == -42 + 12


def test_menu_and_reasons_number_melds_alike_and_an_emptied_meld_goes():
    """On d81e364 the emptied meld stayed as a "no cards" box and kept its number in the
    menu ("meld 2 of Ann"), while the reasons counted it out ("meld 1")."""
    box = ScoringExplorer("rummy500_3p.toml")
    for code in ("7S", "7H", "7D"):
        box.table.click("meld:0", code)
    assert len(box.built.melds) == 2
    assert [r["id"] for r in box.table.board["rows"]][-2:] == ["meld:0", "meld:1"]
    labels = [label for label, _ in box.targets()]
    assert "meld 1 of Ann" in labels and "meld 3 of Ben" not in labels
    box.target.value = ("meld", 0, "Cleo")             # Ann's run 4♣-8♣, now meld 1
    box.deck.click("deck:H", "2H")
    assert box.error.startswith("lay-off 2 on meld 1"), box.error
    assert "7S" in box.deck.codes("deck:S")            # back in the deck


def test_used_cards_leave_the_deck_and_clear_starts_empty():
    """On d81e364 the deck always showed all 54 cards and nothing emptied the board."""
    box = ScoringExplorer("rummy500_3p.toml")
    for row, code in (("deck:S", "7S"), ("deck:C", "8C"), ("deck:D", "KD")):
        assert code not in box.deck.codes(row)
    assert box.deck.codes("deck:JK") == ["JK"]         # two jokers, Cleo holds one
    box.target.value = ("hand", "Ben")
    box.deck.click("deck:JK", "JK")
    assert box.deck.codes("deck:JK") == [] and box.deck.row("deck:JK")["empty"] == "all placed"
    box.clear.click()
    data = box.built.data()
    assert "melds" not in data and "hands" not in data and "title" not in data
    assert box.built.players == ["Ann", "Ben", "Cleo"]
    assert sum(len(box.deck.codes(f"deck:{s}")) for s in "SHDC") == 52
    assert [r["id"] for r in box.table.board["rows"]] == ["hand:Ann", "hand:Ben", "hand:Cleo"]
    two = ScoringExplorer("pool500_3p.toml")           # two decks: a face twice
    two.clear.click()
    two.target.value = ("hand", "Ann")
    two.deck.click("deck:H", "7H")
    assert "7H" in two.deck.codes("deck:H")
    two.deck.click("deck:H", "7H")
    assert "7H" not in two.deck.codes("deck:H")


def test_examples_are_listed_by_title_and_the_upload_is_for_teachers():
    """On d81e364 the menu said "rummy500_3p.toml" and the upload ("Open file") sat next
    to it, for every learner."""
    box = ScoringExplorer("rummy500_3p.toml")
    assert box.chooser.label == "Rummy 500, three players: everybody scores"
    assert box.chooser.value == "rummy500_3p.toml"
    assert box.upload.description == "Teachers: open a scenario file"
    assert box.upload in box.toml_box.children[0].children[1].children
    assert box.upload not in box.children[1].children
    box.lang = "de"
    assert box.chooser.label == "Rummy 500, drei Spieler: jeder punktet"
    assert box.upload.description == "Für Lehrkräfte: Szenario-Datei öffnen"
    assert box.chooser.value == "rummy500_3p.toml" and box.error == ""


def test_after_clear_a_meld_is_built_and_a_wrong_third_card_refused():
    """On d81e364 there was no Clear; with the first yardstick (the card in a hand) of
    this branch a right third card (5♠) was refused on the empty board: the hands' reason
    changed."""
    box = ScoringExplorer("rummy500_3p.toml")
    box.clear.click()
    box.target.value = ("new", "Ann")
    for code in ("3S", "4S", "9H"):
        box.deck.click(f"deck:{code[-1]}", code)
    assert [c.code for c in box.built.melds[0]["cards"]] == ["3S", "4S"]
    assert box.error.startswith("meld 1 (by Ann)"), box.error
    box.deck.click("deck:S", "5S")
    assert [c.code for c in box.built.melds[0]["cards"]] == ["3S", "4S", "5S"]


def test_nobody_went_out_is_a_choice_the_dropdown_shows():
    """"nobody" had the value None (d81e364 and this branch before the fix), which a
    Dropdown takes for no choice: after Clear ``index`` was None and the browser's
    drop-down showed nothing (selectedIndex -1, seen by cut_choices)."""
    box = ScoringExplorer("rummy500_3p.toml")
    box.clear.click()
    assert box.went_out.index == 0 and box.went_out.label == "nobody"
    box.went_out.value = "Ben"
    box.went_out.index = 0
    assert box.built.went_out is None
