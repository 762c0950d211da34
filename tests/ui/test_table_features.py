"""The play table's features without a browser: scoped CSS, hands revealed and counted
only at hand end, the deep-pick preview, stale errors cleared, the stock-rebuilt log
line, who placed each meld card, legal targets, play again and the bot speed."""

from __future__ import annotations

from helpers.css import selectors

from rummy_lab import Game, variant
from rummy_lab.ai.bots import make_bot
from rummy_lab.ui import GameTable, SetupPanel
from rummy_lab.ui.assets import widgets_dir

#: each stylesheet of the play page and the card component -> the root its selectors start with
ROOTS = {**{p.name: ".rl-tb" for p in widgets_dir().glob("table*.css") if p.name != "table_sheets.css"},
         "scoreboard.css": ".rl-tb", "setup.css": ".rl-tb", "fields.css": ".rl-tb",
         "cards.css": ".rl-cards-host"}


def test_every_selector_is_scoped_to_its_widget():
    for name, root in ROOTS.items():
        sels = selectors((widgets_dir() / name).read_text(encoding="utf-8"))
        assert len(sels) >= 2
        # a weightless default, :where(root …), is scoped the same
        bare = [s.removeprefix(":where(").removesuffix(")") if s.startswith(":where(") else s
                for s in sels]
        loose = [s for s in bare if not (s == root or s.startswith(root + " ")
                                         or s.startswith(root + "."))]
        assert not loose, f"{name}: selectors outside {root}: {loose}"


def test_the_widget_element_carries_both_roots():
    roots = 'el.classList.add("rl-tb", "rl-cards-host")'
    assert roots in (widgets_dir() / "projector.js").read_text(encoding="utf-8")  # tbFrame
    for entry in ("table.js", "setup.js", "lobby.js", "teacher.js"):
        js = (widgets_dir() / "entries" / entry).read_text(encoding="utf-8")
        assert "tbFrame(el)" in js or roots in js, entry


def finish_hand(table, game, seat=0, seed=5):
    me = make_bot("easy", seed=seed)
    while game.phase in ("draw", "play"):
        table.play(me.choose(game, seat))


def test_hands_are_revealed_and_counted_only_when_the_hand_is_over():
    game = Game(variant("basic"), ["Ada", "Ben", "Cleo"], seed=3)
    table = GameTable(game, seat=0, bots={s: make_bot("easy", seed=s) for s in (1, 2)},
                      bot_delay=0)
    me = make_bot("easy", seed=5)
    while game.phase in ("draw", "play"):
        others = [p for p in table.state["players"] if p["seat"] != 0]
        assert not any("cards" in p or "counted" in p for p in others)
        table.play(me.choose(game, 0))
    players = table.state["players"]
    result = game.results[-1]
    for p in players:
        assert p["counted"][0] == f"{result.seats[p['seat']].in_hand} points left in hand"
        if p["seat"] != 0:
            assert sorted(c["code"] for c in p["cards"]) == \
                sorted(c.code for c in game.hands[p["seat"]])
    table.command("next_hand")
    assert not any("cards" in p for p in table.state["players"])


def rummy500_at_draw():
    game = Game(variant("rummy500"), ["Ada", "Ben", "Cleo", "Dev"], seed=20)
    bots = {s: make_bot("easy", seed=s) for s in (1, 2, 3)}
    table = GameTable(game, seat=0, bots=bots, bot_delay=0)
    helper = make_bot("easy", seed=5)
    while not (game.phase == "draw" and len(game.table) >= 3 and len(game.discard_pile) >= 6):
        table.play(helper.choose(game, 0))
    return game, table


def test_pile_cards_preview_what_a_deep_pick_brings_or_say_they_are_locked():
    game, table = rummy500_at_draw()
    pile = table.state["discard"]
    assert set(pile["preview"]) == set(pile["pickable"])
    assert set(pile["preview"]) | set(pile["locked"]) == {c["code"] for c in pile["cards"]}
    codes = [c["code"] for c in pile["cards"]]
    deep = [c for c in pile["pickable"] if codes.index(c) < len(codes) - 1]
    assert deep, "this deal has a deep pick"
    n = len(codes) - codes.index(deep[0])
    text = pile["preview"][deep[0]]
    assert f"brings {n} cards" in text and "this turn" in text   # deep picks must be used
    if pile["locked"]:
        locked = next(iter(pile["locked"]))
        table.command("take", card=locked)   # the engine gives the reason, nothing changes
        assert table.state["message"]["kind"] == "error"
        assert len(game.discard_pile) == len(codes)
    table.command("draw")
    assert table.state["discard"]["preview"] == {} and table.state["discard"]["locked"] == {}


def test_a_refusal_does_not_linger_when_the_next_command_is_accepted():
    game = Game(variant("basic"), ["Ada", "Ben"], seed=7)
    table = GameTable(game, seat=0, bots={1: make_bot("easy", seed=1)}, bot_delay=0)
    table.command("draw")
    hand = [c.code for c in game.hands[0]]
    table.command("discard", cards=hand[:2])
    assert table.state["message"]["kind"] == "error"
    table.command("layoff", cards=hand[:1])   # picking a meld: the prompt moves on
    assert table.state["picking"]
    assert table.state["message"]["kind"] != "error"


def test_the_log_says_when_the_stock_is_rebuilt():
    game = Game(variant("basic"), ["Ada", "Ben", "Cleo"], seed=3)
    table = GameTable(game, seat=0, bots={s: make_bot("easy", seed=s) for s in (1, 2)},
                      bot_delay=0)
    finish_hand(table, game)
    assert game.results[-1].number == 1 and game.hand.rebuilds >= 1
    lines = [x for x in table.state["log"] if x.startswith("The discard pile became the new stock")]
    assert len(lines) == game.hand.rebuilds


def test_meld_cards_say_who_placed_them_and_targets_follow_the_engine():
    game, table = rummy500_at_draw()
    for group in table.state["melds"]:
        for meld in group["melds"]:
            table_meld = game.meld_by_id(meld["id"])
            for desc, placed in zip(meld["cards"], table_meld.placed):
                assert desc["by"] == placed.by
                assert desc["label"].endswith(f"placed by {game.players[placed.by]}")
    table.command("draw")
    legal = {(a.card.code, a.meld) for a in game.legal_actions() if a.kind in ("layoff", "swap")}
    shown = {(c, m) for c, ms in table.state["targets"].items() for m in ms}
    assert shown == legal


def test_play_again_starts_a_new_game_in_the_same_widget_and_speed_applies_at_once():
    panel = SetupPanel(bot_delay=0)
    panel.form = {**panel.form, "speed": "slow"}
    first = panel.start_game()
    assert first.bot_delay == 1.0 and panel.state["restart"] is True
    panel.form = {**panel.form, "speed": "fast"}
    assert first.bot_delay == 0.0
    panel.send_command("play_again")          # refused before the game is over
    assert panel.table is first
    first.game.phase = "game_over"            # (the end of a game, for the test only)
    panel.send_command("play_again")
    assert panel.table is not first and panel.table.game.phase == "draw"
    assert panel.state["phase"] == "draw"


def test_a_saved_game_resumes_and_the_browser_cannot_read_or_forge_it(monkeypatch):
    import json

    import pytest
    from cryptography.fernet import Fernet

    from rummy_lab.core.errors import RummyError
    from rummy_lab.core.record import game_to_json

    monkeypatch.setenv("RUMMY_LAB_SAVE_KEY", Fernet.generate_key().decode())
    panel = SetupPanel(bot_delay=0)
    table = panel.start_game()
    table.command("draw")
    table.command("discard", cards=[table.game.hands[0][0].code])
    saved = panel.saved
    assert saved and json.loads(saved)["format"] == "rummy-lab/sealed-game"
    stock = {c.code for c in table.game.stock}
    stock_codes = [c.code for c in table.game.stock]
    assert not any(code in saved for code in stock if len(code) > 2)  # no card, no seed
    assert str(table.game.seed) not in saved
    before = game_to_json(table.game)

    other = SetupPanel(bot_delay=0)               # a page reload: a new widget
    resumed = other.resume(saved)                 # the same game, its stock shuffled anew
    assert resumed.game.history == table.game.history and len(resumed.game.reshuffles) == 1
    assert sorted(c.code for c in resumed.game.stock) == sorted(stock_codes)
    assert other.state["message"]["text"] == "Saved game loaded."
    other.load = {"n": 1, "text": "not json"}     # refused with a reason, nothing changes
    assert other.error.startswith("This file is not a saved game of this server: it is not")
    assert other.table is resumed
    with pytest.raises(RummyError, match="only games saved with the Save game button"):
        other.resume(before)                      # a learner cannot load a plain record
    data = json.loads(saved)
    data["sealed"] = data["sealed"][:-8] + "AAAAAAAA"
    with pytest.raises(RummyError, match="another server or changed"):
        other.resume(json.dumps(data))
    monkeypatch.setenv("RUMMY_LAB_SAVE_KEY", Fernet.generate_key().decode())
    with pytest.raises(RummyError, match="another server or changed"):
        other.resume(saved)                       # sealed with another server's key
    teacher = SetupPanel(bot_delay=0, teacher=True)
    assert game_to_json(teacher.resume(before).game) == before
