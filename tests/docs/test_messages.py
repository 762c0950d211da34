"""One message catalog (engine, UI, lessons), complete in English and German."""

import re
import string
from pathlib import Path

import pytest

from rummy_lab import Game, RummyError, parse_cards, variant
from rummy_lab.core.melds import check_meld
from rummy_lab.formats.guides import guide_names, load_guide
from rummy_lab.i18n.catalog import CATALOG, PARTS, merge
from rummy_lab.i18n.messages import LANGUAGES, msg, one_of, t, texts, title_of


def forms(entry, lang):
    """The texts of one language of an entry: one, or its plural forms."""
    text = entry[lang]
    return text if isinstance(text, dict) else {"": text}


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_keys_are_unique_across_the_parts():
    assert sum(len(part) for part in PARTS.values()) == len(CATALOG)
    with pytest.raises(ValueError, match="'btn_draw' is in both 'ui' and 'copy'"):
        merge({**PARTS, "copy": {"btn_draw": {"en": "Draw", "de": "Ziehen"}}})


def test_every_key_has_both_languages_with_the_same_placeholders():
    for key, entry in CATALOG.items():
        assert set(LANGUAGES) <= set(entry) <= {*LANGUAGES, "count"}, key
        en, de = forms(entry, "en"), forms(entry, "de")
        assert set(en) == set(de), key
        if set(en) != {""}:
            assert set(en) == {"one", "other"}, key
            # the count is shown, or named explicitly when only the word form depends on it
            assert "count" in entry or "n" in fields(en["other"]), key
        for form in en:
            assert fields(en[form]) == fields(de[form]), (key, form)


def test_plural_forms():
    assert t("undo_limit", "en", n=1) == "Only 1 action can be undone."
    assert t("undo_limit", "en", n=3) == "Only 3 actions can be undone."
    assert t("undo_limit", "de", n=1) == "Nur 1 Zug kann zurückgenommen werden."
    assert t("undo_limit", "de", n=2) == "Nur 2 Züge können zurückgenommen werden."
    assert msg("why_more_cards", n=1).render("de") == " (1 weitere Karte kommt mit)"
    assert t("log_take_deep", "en", card="7♥", more=1) == \
        "took 7♥ and 1 card above it from the discard pile"
    assert t("log_take_deep_you", "de", card="7♥", more=2) == \
        "nimmst 7♥ und 2 Karten darüber vom Ablagestapel"
    assert msg("n_points", n=1) == "1 point" and msg("n_points", n=0).render("de") == "0 Punkte"


def test_the_engine_counts_in_words():
    game = Game(variant("basic"), 2, seed=1)
    game.draw()
    with pytest.raises(RummyError) as err:
        game.undo(5)
    assert str(err.value) == "Only 1 action can be undone."
    assert err.value.in_lang("de") == "Nur 1 Zug kann zurückgenommen werden."
    with pytest.raises(RummyError, match="Unknown rule option: colour"):
        variant("basic", colour=1)
    house = variant("rummy500", min_natural_cards=1)
    assert not check_meld(parse_cards("JK JK.1 JK.2"), house)  # no natural card at all
    assert check_meld(parse_cards("JK JK.1 JK.2"), house).reason.endswith(
        "needs at least 1 natural card (not a joker).")


def test_no_plural_shortcuts_in_any_text():
    for key, entry in CATALOG.items():
        for lang in LANGUAGES:
            for text in forms(entry, lang).values():
                assert not re.search(r"\w\((s|n|en|e)\)", text), (key, text)


def test_unknown_keys_are_errors_not_silent_fallbacks():
    with pytest.raises(KeyError):
        t("no_such_key", "de")
    assert t("log_meld_you", "en", cards="7♥") == t("log_meld", "en", cards="7♥")
    assert texts("de")["btn_draw"] == "Ziehen"


def test_a_refusal_can_be_shown_in_german():
    game = Game(variant("basic"), 2, seed=1)
    with pytest.raises(RummyError) as err:
        game.discard(game.hands[game.current][0])
    assert str(err.value) == "First draw a card: from the stock or the discard pile."
    assert err.value.in_lang("de") == "Zieh zuerst eine Karte: vom Talon oder vom Ablagestapel."


def test_nested_messages_render_in_the_asked_language():
    text = msg("why_take", use=msg("why_use_layoff"), extra=msg("why_none"),
               gain=msg("why_gain_deadwood", a=30, b=20))
    assert text == "you can lay it off at once; your unmelded points drop from 30 to 20."
    assert text.render("de") == ("du kannst sie sofort anlegen; deine ungemeldeten Punkte "
                                 "sinken von 30 auf 20.")


def test_placeholders_are_plain_names():
    for key, entry in CATALOG.items():
        for lang in LANGUAGES:
            for text in forms(entry, lang).values():
                assert all(re.fullmatch(r"\w+", f) for f in fields(text)), (key, text)


GLOSSARY = Path(__file__).resolve().parents[2] / "docs" / "glossary.md"


def glossary_rows() -> list[dict[str, str]]:
    """The rows of the glossary's table (Concept, English, German, Rejected, Note)."""
    lines = [line for line in GLOSSARY.read_text(encoding="utf-8").splitlines()
             if line.startswith("|")]
    head = [c.strip() for c in lines[0].strip("|").split("|")]
    return [dict(zip(head, (c.strip() for c in line.strip("|").split("|"))))
            for line in lines[2:]]


def rejected_words() -> dict[str, str]:
    """Rejected German synonym → the glossary's word for that concept."""
    return {word.strip(): row["German"] for row in glossary_rows()
            for word in row["Rejected"].split(",") if word.strip()}


def german_texts():
    for key, entry in CATALOG.items():
        for text in forms(entry, "de").values():
            yield key, text


def test_the_glossary_names_the_main_concepts():
    pairs = {(row["English"], row["German"]) for row in glossary_rows()}
    assert {("stock", "Talon"), ("run", "Reihe"), ("meld", "Meldung"), ("meld", "melden"),
            ("discard", "ablegen (legt ab)"), ("game", "Spiel"), ("hand", "Hand")} <= pairs
    assert {"Stapel", "Folge", "abwerfen", "Partie", "D-K-A"} <= set(rejected_words())


def guide_texts():
    """The German narration of the shipped guided hands (lesson text, not catalog)."""
    for name in guide_names():
        guide = load_guide(name)
        yield f"{name}: title", guide.title.get("de", "")
        for i, step in enumerate(guide.steps, 1):
            for part in ("say", "task", "hint"):
                yield f"{name}: step {i} {part}", getattr(step, part).get("de", "")


def scenario_texts():
    """The German titles and descriptions of the shipped scenarios."""
    from rummy_lab.formats.scenarios import load_scenario

    for path in sorted((GLOSSARY.parent / "scenarios").glob("*.toml")):
        scenario = load_scenario(path)
        for part in ("title", "description"):
            yield f"{path.name}: {part}", scenario.text(part, "de")


def test_german_texts_use_the_glossary_words():
    problems = []
    for word, instead in rejected_words().items():
        pattern = re.compile(rf"(?<!\w){re.escape(word)}(?!\w)", re.I)
        problems += [f"{key}: {word!r} (use {instead!r}) in {text!r}"
                     for key, text in [*german_texts(), *guide_texts(), *scenario_texts()]
                     if pattern.search(text)]
    assert not problems, "\n".join(problems)


def test_a_deal_is_a_hand_not_a_game_in_german():
    for key in ("hand_no", "hand_won", "hand_drawn", "last_hand", "btn_next_hand",
                "btn_end_hand", "hand_over", "log_next_hand"):
        assert "Hand" in t(key, "de", n=1, name="Ben", how="x"), key
        assert not re.search(r"\bSpiel\b", t(key, "de", n=1, name="Ben", how="x")), key


#: Keys that deliberately share a text (a button and the title it opens; two roles).
SAME_TEXT = {frozenset({"btn_new_game", "setup_title"}), frozenset({"hand_no", "last_hand"}),
             frozenset({"total", "col_total"})}


def test_each_text_has_one_home():
    homes: dict[tuple[str, str], list[str]] = {}
    for key, entry in CATALOG.items():
        homes.setdefault((str(entry["en"]), str(entry["de"])), []).append(key)
    twins = [keys for keys in homes.values() if len(keys) > 1 and frozenset(keys) not in SAME_TEXT]
    assert not twins, twins


def test_every_rule_value_shown_to_learners_has_its_text():
    """Keys built from rule values: a new value without a text would fail at run time."""
    from rummy_lab.ai.bots import BOT_LEVELS
    from rummy_lab.core.scoring import ENDINGS
    from rummy_lab.core.variants import ACE_MODES, DRAW_SOURCES, SCORING_MODES, VARIANTS
    from rummy_lab.ui.setup import MAIN_OPTIONS

    families = {"aces_": ACE_MODES, "vt_draw_": DRAW_SOURCES, "vt_scoring_": SCORING_MODES,
                "ending_": ENDINGS, "level_": BOT_LEVELS, "title_": VARIANTS,
                "opt_": MAIN_OPTIONS, "rank_": range(1, 14), "suit_": "SHDC",
                "layoff_end_": ("low", "high")}
    missing = [prefix + str(value) for prefix, values in families.items() for value in values
               if prefix + str(value) not in CATALOG]
    assert not missing, missing


def test_variant_titles_and_alternatives_in_the_asked_language():
    assert title_of(variant("basic")).render("de") == "Einfaches Rummy"
    assert title_of(variant("basic", title="Rummy bei Oma")) == "Rummy bei Oma"  # a house rule
    choice = one_of([msg("layoff_end_low"), msg("layoff_end_high")])
    assert choice == "at the low end or at the high end"
    assert choice.render("de") == "am unteren Ende oder am oberen Ende"
    assert one_of(["4♠"]) == "4♠" and one_of([]) == ""
