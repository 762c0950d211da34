"""The engine's reasons come from one catalog, complete in English and German."""

import re

import pytest

from rummy_lab import Game, RummyError, variant
from rummy_lab.i18n.messages import REASONS, msg


def test_every_reason_has_both_languages_with_the_same_placeholders():
    for key, entry in REASONS.items():
        assert set(entry) == {"en", "de"}, key
        fields = [set(re.findall(r"{(\w+)}", entry[lang])) for lang in ("en", "de")]
        assert fields[0] == fields[1], key


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
