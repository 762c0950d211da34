"""Issue 11: the guided hands are played by clicking the card pictures (one card board,
the cards of widgets/cards.js), the spread pile's cards are clickable for a deep pick,
and a lay-off onto the wrong meld names the meld the card fits."""

from __future__ import annotations

from rummy_lab import parse_cards
from rummy_lab.ui import assets
from rummy_lab.ui.assets import widgets_dir
from rummy_lab.ui.board import CardBoard, board_row
from rummy_lab.ui.guided import GuidedHand


def click(hand: GuidedHand, cards: str) -> None:
    for want in parse_cards(cards):
        card = next(c for c in hand.game.hands[hand.guide.learner] if c.face == want.face)
        hand.board.click("hand", card)


def test_the_hand_is_card_pictures_on_the_board_not_label_buttons():
    hand = GuidedHand()
    hand.b_next.click()
    row = hand.board.row("hand")
    assert row["mode"] == "click"
    assert sorted(row_code for row_code in hand.board.codes("hand")) == \
        sorted(c.code for c in hand.game.hands[0])
    assert all(d["label"] for d in row["cards"])          # spoken names for screen readers
    assert "Click cards" in hand.hand_title.value
    click(hand, "8S")                                     # a click on the picture selects
    assert [c.code for c in hand.selected] == ["8S"]
    assert [d["code"] for d in hand.board.row("hand")["cards"] if d["selected"]] == ["8S"]
    click(hand, "8S")                                     # and again deselects
    assert hand.selected == []


def test_the_board_module_makes_cards_buttons_for_enter_and_space_and_keeps_focus():
    source = {name: (widgets_dir() / name).read_text(encoding="utf-8")
              for name in ("entries/board.js", "explorer.js", "dom.js", "cards.js")}
    assert 'from "../explorer.js"' in source["entries/board.js"]
    assert 'setAttribute("role", "button")' in source["dom.js"]
    assert "aria-pressed" in source["explorer.js"] + source["dom.js"]
    assert 'ev.key === "Enter" || ev.key === " "' in source["explorer.js"]
    assert "focusCard(keep.code, keep.index)" in source["explorer.js"]  # focus back (any redraw)
    assert 'from "./cards.js"' in source["explorer.js"]   # the one card component
    esm = assets.esm("board").read_text(encoding="utf-8")  # and the minified bundle keeps them
    assert 'setAttribute("role","button")' in esm and "aria-pressed" in esm


def test_a_forged_or_stale_click_changes_nothing():
    board, got = CardBoard(), []
    board.on_card(lambda row, card: got.append((row, card.code)))
    board.set_rows([board_row("hand", "Hand", parse_cards("7H 8H")),
                    board_row("felt", "Table", parse_cards("9H"), mode="show")])
    board.click("hand", "9C")          # not on the board
    board.click("felt", "9H")          # pictures only
    board.send_command("click", row="hand", code=["7H"])
    board.click("nowhere", "7H")
    assert got == []
    board.click("hand", "8H")
    assert got == [("hand", "8H")]


def test_deep_pick_by_clicking_the_pile_card_the_hint_names():
    hand = GuidedHand("rummy500_deep_pick")
    assert "click the 9♥ at the bottom of the pile" in hand.step.hint["en"]
    pile = hand.board.row("pile")
    assert [d["code"] for d in pile["cards"]] == [c.code for c in hand.game.discard_pile]
    hand.board.click("pile", "9H")          # first the card ...
    assert hand.pile_choice is not None and "9♥ chosen" in hand.feedback.value
    assert len(hand.game.history) == 0
    hand.b_take.click()                      # ... then Take: the deep pick
    assert hand.game.turn.obligation.code == "9H" and hand.game.discard_pile == []


def test_deep_pick_take_first_then_the_card():
    hand = GuidedHand("rummy500_deep_pick")
    hand.b_take.click()
    assert "Click it in the discard pile" in hand.feedback.value and not hand.game.history
    hand.board.click("pile", "9H")
    assert hand.game.turn.obligation.code == "9H"


def test_a_refused_deep_pick_says_why_and_changes_nothing():
    hand = GuidedHand("rummy500_deep_pick")
    hand.board.click("pile", "QS")
    hand.b_take.click()
    assert not hand.game.history and hand.index == 0
    assert "rl-msg-error" in hand.feedback.value


def to_layoff_step(hand: GuidedHand) -> None:
    hand.b_next.click()
    hand.b_draw.click()
    click(hand, "8S 8H 8D")
    hand.b_meld.click()
    click(hand, "4H 5H 6H 7H")
    hand.b_meld.click()
    click(hand, "KD")
    hand.b_discard.click()
    hand.b_next.click()
    hand.b_draw.click()


def test_the_wrong_meld_chosen_for_a_layoff_names_the_one_it_fits():
    hand = GuidedHand()
    to_layoff_step(hand)
    run = next(m for m in hand.game.table if m.kind == "run" and m.owner == 0)
    other = next(m for m in hand.game.table if m.id != run.id)
    click(hand, "3H")
    hand.onto.value = other.id
    hand.b_layoff.click()
    text = hand.feedback.value
    assert "fits no meld" not in text
    assert "3♥ does not fit the meld you chose, but it fits your Run 4♥–7♥" in text
    assert "choose that one" in text and len(hand.game.table[run.id].placed) == 4
    hand.onto.value = run.id
    hand.b_layoff.click()
    assert len(hand.game.table[run.id].placed) == 5


def test_the_layoff_reason_in_german():
    hand = GuidedHand(lang="de")
    to_layoff_step(hand)
    other = next(m for m in hand.game.table if not (m.kind == "run" and m.owner == 0))
    click(hand, "3H")
    hand.onto.value = other.id
    hand.b_layoff.click()
    assert "passt nicht an die gewählte Meldung, aber an deine Reihe 4♥–7♥" in \
        hand.feedback.value
