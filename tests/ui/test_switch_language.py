"""Issue 27 item 2: the EN | DE switch on the play page (05) leaves no English behind in
the "Play with classmates" box (labels, the seats looked at, the seat held) nor in the
"You" chip of a game in play.

How each failed on d81e364 is in the docstrings (run against that code)."""

from __future__ import annotations

from helpers.class_lobby import panel, send, stop, table

from rummy_lab.ui.setup import SetupPanel


def test_the_classmates_box_follows_the_switch(tmp_path):
    """On d81e364 the box kept its English after the switch (``'Play with classmates' ==
    'Mit der Klasse spielen'``)."""
    url = f"sqlite:///{tmp_path / 'tables.db'}"
    code = table(url)
    page = panel(url)
    send(page, "find", code=code)
    page.lang = "de"
    labels = page.lobby["labels"]
    assert labels["class_title"] == "Mit der Klasse spielen"
    assert labels["class_create"] == "Gemeinsamen Tisch erstellen"
    assert labels["class_find"] == "Tisch beitreten" and labels["class_your_name"] == "Dein Name"
    assert [s["role"] for s in page.lobby["seats"]] == ["Mensch", "Mensch", "Bot (leicht)"]
    assert page.lobby["seats"][0]["label"] == "Platz 1"
    send(page, "claim", code=code, seat=1, browser="page-browser")
    page.lang = "en"
    assert page.lobby["seated"]["you_play"] == "You play seat 2 (Ben)."
    assert page.lobby["seated"]["ticket"] and page.lobby["labels"]["class_leave"] == "Leave table"
    stop(page)


def test_the_you_chip_follows_the_switch_mid_game():
    """On d81e364 the chip kept the English name ('You' == 'Du')."""
    page = SetupPanel(lang="en")
    page.start_game()
    assert page.state["players"][0]["name"] == "You"
    page.lang = "de"
    assert page.state["players"][0]["name"] == "Du"
    assert page.table.game.players[0] == "Du"
    page.lang = "en"
    assert page.state["players"][0]["name"] == "You"
    page.table.detach()


def test_the_logs_earlier_lines_follow_the_switch():
    """On d81e364 the lines written before the switch stayed English in a German log
    ('Ben took J♦ from the discard pile …', 'You drew a card from the stock.'), and so did
    the message under the table ('You drew a card from the stock.')."""
    page = SetupPanel(lang="en", bot_delay=0)
    table = page.start_game()
    for _ in range(3):  # a few turns: the bot's and the learner's lines
        game = table.game
        if game.current != table.viewer or game.phase not in ("draw", "play"):
            break
        table.command("draw")
        table.command("discard", cards=[table.state["hand"][0]["code"]])
    before = list(page.state["log"])
    assert before and any(line.startswith(("You ", "Ben ")) for line in before), before
    page.lang = "de"
    after = page.state["log"]
    assert len(after) == len(before)
    assert not any(line.startswith(("You ", "Ben draws")) for line in after), after
    assert any(line.startswith(("Du ", "Ben zieht")) for line in after), after
    said = page.state["message"]["text"]
    assert said.startswith(("Du ", "Ben ")) and " drew " not in said, said
    page.lang = "en"
    assert page.state["log"] == before
    table.detach()
