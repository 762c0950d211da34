"""The page language (``?lang=``, the EN | DE switch, widgets that follow it), the
bilingual lesson pages, and the text fixes of issue 11 (each with the test that would
have caught it)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

from rummy_lab import Game, variant
from rummy_lab.ai.bots import make_bot
from rummy_lab.core.actions import Discard
from rummy_lab.core.variants import VARIANTS
from rummy_lab.formats.scenarios import load_scenario
from rummy_lab.i18n.catalog.pages import PAGES
from rummy_lab.i18n.catalog.practice import PRACTICE
from rummy_lab.i18n.messages import LANGUAGES, t
from rummy_lab.present.render import view_html
from rummy_lab.ui import GameTable, SetupPanel
from rummy_lab.ui.explorer import ScoringExplorer
from rummy_lab.ui.guided import GuidedHand
from rummy_lab.ui.language import PAGE, LanguageBar, query_lang
from rummy_lab.ui.lesson_html import both, felt_html, localise, page_markdown
from rummy_lab.ui.sandbox import MeldSandbox
from rummy_lab.ui.watch import WatchMode

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
LESSONS = sorted(NOTEBOOKS.glob("[0-9][0-9]_*.ipynb"))


@pytest.fixture(autouse=True)
def english_page():
    PAGE.lang = "en"
    yield
    PAGE.lang = "en"


# -- the page language ------------------------------------------------------------------

def test_the_address_names_the_language():
    assert query_lang("lang=de") == "de" and query_lang("?x=1&lang=en") == "en"
    assert query_lang("lang=fr") is None and query_lang("") is None


def test_voila_query_string_starts_the_kernel_in_german():
    """Voilà hands ``?lang=de`` to the kernel as QUERY_STRING: the first drawing is German."""
    code = ("from rummy_lab.ui import SetupPanel; p = SetupPanel(bot_delay=0); "
            "print(p.lang, p.choices['labels']['btn_start'])")
    env = {**os.environ, "QUERY_STRING": "lang=de", "PYTHONPATH": str(ROOT)}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                         timeout=120, check=True).stdout
    assert out.strip() == "de Spiel starten"


def test_the_switch_moves_every_widget_that_follows_the_page():
    bar = LanguageBar()
    panel, sandbox, hand = SetupPanel(bot_delay=0), MeldSandbox(), GuidedHand()
    explorer, watch = ScoringExplorer(), WatchMode(seed=1)
    fixed = MeldSandbox(lang="en")                   # an explicit language stays
    bar.set_state({"lang": "de"})                    # what the browser sends on a click
    assert PAGE.lang == "de"
    for widget in (panel, sandbox, hand, explorer, watch):
        assert widget.lang == "de", type(widget).__name__
    assert panel.choices["labels"]["btn_start"] == "Spiel starten"
    assert panel.form["seats"][0]["name"] == "Du"
    assert "Melde-Sandkasten" in sandbox.head.value and "Meld sandbox" in fixed.head.value
    assert "Punkte-Explorer" in explorer.head.value
    bar.set_state({"lang": "xx"})                    # nonsense from a browser: refused
    assert PAGE.lang == "de" and bar.lang == "de"
    second = LanguageBar()                           # a second switch shows the same
    assert second.lang == "de"
    second.lang = "en"
    assert bar.lang == "en" and sandbox.lang == "en" and fixed.lang == "en"
    assert {k: bar.labels[k] for k in ("en", "de", "title_en", "title_de")} == {
        "en": "English", "de": "Deutsch", "title_en": "Language", "title_de": "Sprache"}
    assert bar.labels["upload_limit"] > 0 and "zu groß" in bar.labels["upload_too_big_de"]


def test_a_running_game_switches_language():
    panel = SetupPanel(bot_delay=0)
    panel.setup_form.set_state({"start": 1})
    assert panel.table.state["labels"]["btn_draw"] == "Draw"
    PAGE.lang = "de"
    assert panel.table.state["labels"]["btn_draw"] == "Ziehen"
    assert panel.table.state["prompt"].startswith("Du bist dran")
    assert "Punktetafel" in panel.scores["html"]


# -- the lesson pages -------------------------------------------------------------------

def test_every_text_cell_comes_from_the_catalog_in_both_languages():
    sys.path.insert(0, str(ROOT / "docs"))
    try:
        from make_notebook_texts import out_of_date
    finally:
        sys.path.remove(str(ROOT / "docs"))
    assert out_of_date() == {}, "run: python docs/make_notebook_texts.py"
    for path in LESSONS:
        nb = nbformat.read(path, as_version=4)
        first = nb.cells[0].metadata["rummy_lab"]
        assert first["title"] in PAGES or first["title"] in PRACTICE, path.name  # 08: practice
        assert any("LanguageBar()" in c.source for c in nb.cells if c.cell_type == "code"), \
            f"{path.name} has no language switch"
        for cell in nb.cells:
            if cell.cell_type == "markdown":
                assert 'class="rl-lang-en"' in cell.source, path.name
                assert 'class="rl-lang-de" lang="de"' in cell.source, path.name


def test_page_markdown_holds_each_language_once():
    text = page_markdown("page_05_intro", "page_05_title")
    assert text.startswith("# <span class=\"rl-lang-en\">Lesson 5")
    assert text.count(t("page_05_intro", "en")) == 1 and text.count(t("page_05_intro", "de")) == 1
    assert "[5 Spielen](05_play.ipynb)" in text and "[5 Play](05_play.ipynb)" in text


def test_outputs_in_both_languages():
    frame = load_scenario(ROOT / "docs/scenarios/rummy500_3p.toml").score_table().set_index("player")
    html = both(lambda lang: frame)._repr_html_()
    en, de = html.split('class="rl-lang-de"')
    assert "in hand" in en and "auf der Hand" in de and "in hand" not in de
    compare = localise(load_scenario(ROOT / "docs/scenarios/basic_3p.toml").compare(), "de")
    assert list(compare.columns) == [t(f"title_{n}", "de") for n in VARIANTS]
    game = Game(variant("basic"), ["Ann", "Ben"], seed=1)
    refusal = game.check(Discard(game.hands[game.current][0]))   # draw first
    text = both(lambda lang: refusal)._repr_html_()
    assert "First draw a card" in text and "Zieh zuerst eine Karte" in text
    # an engine text wraps between words, not inside them (Jupyter's <pre> breaks anywhere)
    assert text.count('<pre style="white-space:pre-wrap;word-break:normal;') == len(LANGUAGES)


def test_scenario_titles_in_the_learners_language():
    scenario = load_scenario(ROOT / "docs/scenarios/rummy500_3p.toml")
    assert scenario.title == "Rummy 500, three players: everybody scores"
    assert scenario.text("title", "de") == "Rummy 500, drei Spieler: jeder punktet"
    box = ScoringExplorer("rummy500_3p.toml", lang="de")
    texts = " ".join(str(w.value) for w in box.children if hasattr(w, "value")
                     and isinstance(w.value, str) and w is not box.editor)
    assert "drei Spieler: jeder punktet" in texts and "everybody scores" not in texts


# -- the text fixes of issue 11 -----------------------------------------------------------

def test_your_own_melds_are_yours_not_melds_of_you():
    game = Game(variant("basic"), ["Ann", "Ben"], seed=1, start={
        "hands": [["2C"], ["3S", "4D", "QC"]], "discard": ["KS"], "phase": "play",
        "current": 0, "dealer": 1,
        "table": [{"owner": 0, "kind": "run", "cards": [["5H", 5, "H", 0], ["6H", 6, "H", 0],
                                                          ["7H", 7, "H", 0]]}]})
    for lang in LANGUAGES:
        html = felt_html(game.table, game.discard_pile, len(game.stock), ["Ann", "Ben"], lang,
                         you=0)
        assert t("melds_of_you", lang) in html, lang
        assert t("melds_of", lang, name="Ann") not in html
    hand = GuidedHand("rummy500_deep_pick", lang="de")
    assert "von Du" not in hand.felt.value and "Meldungen von Ann" not in hand.felt.value


def test_a_seat_view_counts_cards_in_words_and_names_the_step():
    game = Game(variant("basic"), ["Ann", "Ben"], seed=1, start={
        "hands": [["2C", "3C"], ["QC"]], "discard": ["KS"], "phase": "draw", "current": 0,
        "dealer": 1})
    en, de = view_html(game.view(0)), view_html(game.view(0), lang="de")
    assert "Ben: 1 card<" in en and "1 cards" not in en
    assert "Ben: 1 Karte" in de and "Ann muss ziehen" in de
    assert "Ann to draw" in en
    for text in (en, de):
        assert not re.search(r"\((draw|play|hand_over|game_over)\)", text)
    assert "Talon:" in de and "Stock" not in de


def test_the_new_dealer_deals_the_next_hand():
    start = {"hands": [["7H", "8H", "9H", "2C"], ["3S", "4D", "QC"]], "table": [],
             "discard": ["KS"], "phase": "play", "current": 0, "dealer": 0}
    for lang in LANGUAGES:
        game = Game(variant("basic"), ["Ada", "Ben"], seed=1, start=start)
        gt = GameTable(game, seat=0, bots={1: make_bot("easy", seed=2)}, bot_delay=0, lang=lang)
        gt.command("meld", cards=["7H", "8H", "9H"])
        gt.command("discard", cards=["2C"])
        gt.command("next_hand")
        dealer = [p for p in gt.state["players"] if p["dealer"]]
        assert game.dealer == 1 and dealer and dealer[0]["name"] == "Ben"
        line = next(x for x in gt.lines if t("log_next_hand", lang) in x)
        assert line.startswith("Ben "), line


def test_lesson_5_names_the_buttons_the_page_shows():
    for lang in LANGUAGES:
        text = t("page_05_intro", lang)
        for key in ("btn_start", "btn_draw", "btn_meld", "btn_layoff", "btn_discard",
                    "btn_hint", "btn_undo"):
            assert f"*{t(key, lang)}*" in text, (lang, key)


def test_lesson_6_describes_the_easy_bot_as_it_plays():
    from rummy_lab.ai.bots import EasyBot

    assert "random" in (EasyBot.__doc__ or "")
    assert "first legal move" not in t("page_06_intro", "en")
    assert "at random" in t("page_06_intro", "en") and "zufällig" in t("page_06_intro", "de")


def test_lesson_2_shows_a_column_for_every_variant():
    """Its text says "each column one of the three variants": the table has all three."""
    nb = nbformat.read(NOTEBOOKS / "02_melds_and_layoffs.ipynb", as_version=4)
    code = [c.source for c in nb.cells if c.cell_type == "code"]
    table = next(i for i, source in enumerate(code) if "meld_table(" in source)
    scope: dict = {}
    for source in code[:table]:  # the first cell's imports, without its language switch
        exec(compile(source.replace("LanguageBar()", ""), "lesson 2", "exec"), scope)
    shown: list = []
    scope["both"] = lambda make: shown.extend(make(lang) for lang in LANGUAGES)
    exec(compile(code[table], "lesson 2", "exec"), scope)
    assert "each column one of the three variants" in t("page_02_intro", "en")
    for lang, styler in zip(LANGUAGES, shown):
        assert list(styler.data.columns) == [t(f"title_{n}", lang) for n in VARIANTS]
