"""Every German UI state reachable without a browser is free of English."""

import re

import pytest
from helpers.german_ui import SAME_TEXT_KEYS, collect, english_fragments, english_in

from rummy_lab.i18n.catalog import CATALOG


@pytest.fixture(scope="module")
def german():
    return collect()


def test_the_fragments_are_meaningful():
    fragments = english_fragments()
    assert "First draw a card: from the stock" in fragments and len(fragments) > 200


def test_every_part_was_reached(german):
    assert all(german.values()), [k for k, v in german.items() if not v]
    everything = " ".join(" ".join(v) for v in german.values())
    for sample in ("Das Spiel ist vorbei: ", "Hand 1 ist vorbei", "Tipp: ", "Ablagestapel",
                   "Melde-Sandkasten", "Punktetafel", "Neues Spiel", "Einfaches Rummy",
                   "Wohin?", "Zieh zuerst eine Karte", "Endstand", "Gut gemacht",
                   "Lektion 6 — Strategielabor", "Talon: "):
        assert sample in everything, sample


def test_no_english_in_the_german_ui(german):
    problems = english_in(german)
    assert not problems, "English in the German UI:\n" + "\n".join(problems[:40])


def test_the_learner_is_never_a_third_person(german):
    """"Du" is the learner's seat name: "Meldungen von Du", "gemeldet von Du" are wrong."""
    wrong = re.compile(r"\bvon Du\b|\bDu (ist|hat|zieht|nimmt|meldet|legt|gibt|kommt)\b")
    found = [text for texts in german.values() for text in texts if wrong.search(text)]
    assert not found, found[:5]


def test_no_german_text_is_a_copy_of_the_english_one():
    """Only names, numbers and placeholders read the same in both languages."""
    same = {key for key, entry in CATALOG.items() if entry["en"] == entry["de"]}
    assert same == SAME_TEXT_KEYS, sorted(same ^ SAME_TEXT_KEYS)
