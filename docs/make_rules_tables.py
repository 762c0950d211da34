"""Write the generated tables of docs/rules.md and docs/rules.de.md from the engine.

Every value in the tables comes from ``rummy_lab.core.variants`` (``Rules`` fields, their
``doc`` metadata and ``choices``, and the variant presets), so the tables cannot drift
from the engine. What the engine cannot say (German wording, allowed ranges in words,
the tests that pin an option) lives in :data:`OPTIONS` below, one entry per option.

    python docs/make_rules_tables.py           # rewrite the generated blocks in place
    python docs/make_rules_tables.py --check   # exit 1 if a doc is out of date

``tests/docs/test_rules_doc.py`` checks the docs against the engine and this file.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from rummy_lab.core.cards import parse_card  # noqa: E402
from rummy_lab.core.variants import VARIANTS, Rules, variant  # noqa: E402

DOCS = {"en": ROOT / "docs" / "rules.md", "de": ROOT / "docs" / "rules.de.md"}
VARIANT_NAMES = tuple(VARIANTS)
BLOCKS = ("deal", "values", "cutthroat", "options")


@dataclass(frozen=True)
class OptionDoc:
    """What the docs say about one option beyond the engine's own metadata."""

    group: str
    de: str                       # German meaning
    allowed: tuple[str, str]      # allowed values in words (en, de); "" → from choices/type
    tests: tuple[str, ...]        # "test_file.py::test_function" that pin the option
    en: str = ""                  # English meaning where the engine's doc needs context
    pending: dict[str, Any] | None = None  # documented defaults of an option not yet in Rules


GROUPS = {  # key: (English title, German title), in table order
    "players": ("Variant, players and deal", "Variante, Spieler und Geben"),
    "draw": ("Drawing and discarding", "Ziehen und Ablegen"),
    "melds": ("Melds and lay-offs", "Meldungen und Anlegen"),
    "jokers": ("Jokers", "Joker"),
    "values": ("Card values", "Kartenwerte"),
    "scoring": ("Scoring", "Wertung"),
    "hand_end": ("End of a hand", "Ende einer Hand"),
    "game_end": ("End of the game", "Ende des Spiels"),
}

_BOOL = ("`True`, `False`", "`True`, `False`")
_WHOLE = ("any whole number", "jede ganze Zahl")
_TEXT = ("any text", "beliebiger Text")
_PLAYERS = ("2 ≤ `min_players` ≤ `max_players` ≤ 8", "2 ≤ `min_players` ≤ `max_players` ≤ 8")
_SETS = ("3 ≤ `set_min` ≤ `set_max` ≤ 8 (at most 4 with `set_distinct_suits`)",
         "3 ≤ `set_min` ≤ `set_max` ≤ 8 (höchstens 4 mit `set_distinct_suits`)")
_CHOICES = ("", "")

E = "test_engine_rules.py::"
S = "test_engine_scoring.py::"
V = "test_engine_variants.py::"
C = "test_engine_cards.py::"
M = "test_engine_melds.py::"

OPTIONS: dict[str, OptionDoc] = {
    "name": OptionDoc("players", "Name der Variante, wie Lernende ihn sehen (z. B. 'basic').",
                      _TEXT, (V + "test_each_variant_builds_and_its_options_round_trip",
                              V + "test_renamed_variant_plays_identically")),
    "title": OptionDoc("players", "Titel der Variante für Menschen.", _TEXT,
                       (V + "test_renamed_variant_plays_identically",)),
    "min_players": OptionDoc("players", "Wenigste Spieler.", _PLAYERS,
                             (C + "test_player_counts_outside_the_variant_are_refused",
                              V + "test_basic_options_match_rules_md")),
    "max_players": OptionDoc("players", "Meiste Spieler.", _PLAYERS,
                             (C + "test_player_counts_outside_the_variant_are_refused",
                              V + "test_rummy500_options_match_rules_md",
                              V + "test_bad_value_is_refused_with_a_message_naming_the_option")),
    "decks_by_players": OptionDoc(
        "players", "Zeilen (ab_Spielern, Blätter, Joker): Es gilt die Zeile mit dem größten "
        "ab_Spielern, das die Spielerzahl nicht übersteigt.",
        ("rows of 3 whole numbers; for every player count 1–3 decks and 0–8 jokers",
         "Zeilen aus 3 ganzen Zahlen; für jede Spielerzahl 1–3 Blätter und 0–8 Joker"),
        (C + "test_rummy500_two_decks_for_six_and_seven",
         C + "test_pool500_deck_is_106_cards_and_13_each",
         M + "test_basic_with_two_decks_house_rule_allows_same_suit_sets")),
    "hand_size_by_players": OptionDoc(
        "players", "Zeilen (ab_Spielern, Karten für jeden Spieler).",
        ("rows of 2 whole numbers; at least 1 card each and at least 1 card left for the stock",
         "Zeilen aus 2 ganzen Zahlen; mindestens 1 Karte für jeden und mindestens 1 Karte "
         "für den Talon"),
        (C + "test_basic_deal_and_stock_sizes", C + "test_rummy500_deal_and_stock_sizes",
         C + "test_pool500_deck_is_106_cards_and_13_each")),
    "upcard": OptionDoc("players", "Nach dem Geben wird die nächste Karte offen umgedreht und "
                        "beginnt den Ablagestapel.", _BOOL,
                        (C + "test_basic_deal_and_stock_sizes",
                         V + "test_pool500_options_match_rules_md")),
    "draw_from_discard": OptionDoc(
        "draw", "Welche Karten des Ablagestapels genommen werden dürfen: 'top' (die oberste), "
        "'any' (jede; die Karten darüber kommen mit auf die Hand), 'none' (keine).", _CHOICES,
        (E + "test_basic_take_the_top_discard_only",
         E + "test_rummy500_deep_pick_brings_every_card_above",
         S + "test_pool500_discards_are_dead")),
    "deep_pick_must_use": OptionDoc(
        "draw", "Eine Karte, die unter der obersten Karte des Ablagestapels lag, muss im "
        "selben Zug gemeldet oder angelegt werden.", _BOOL,
        (E + "test_rummy500_pick_refused_without_a_legal_use",
         E + "test_rummy500_obligation_before_discarding")),
    "top_card_must_be_used": OptionDoc(
        "draw", "Die Pflicht gilt auch für die oberste Karte des Ablagestapels (die strenge "
        "Buchregel).", _BOOL,
        (E + "test_rummy500_top_card_must_be_used_option",
         E + "test_rummy500_top_card_carries_no_obligation_by_default_but_is_not_discardable")),
    "taken_card_discard_ban": OptionDoc(
        "draw", "Die vom Ablagestapel genommene Karte darf im selben Zug nicht abgelegt "
        "werden.", _BOOL,
        (E + "test_basic_taken_discard_may_not_be_discarded",
         E + "test_rummy500_top_card_carries_no_obligation_by_default_but_is_not_discardable")),
    "taken_card_discard_if_last": OptionDoc(
        "draw", "Ausnahme zu `taken_card_discard_ban`: Die genommene Karte darf doch abgelegt "
        "werden, wenn sie die letzte Karte auf der Hand ist.", _BOOL,
        (E + "test_basic_taken_discard_may_be_discarded_as_the_last_card",
         E + "test_rummy500_taken_card_not_discardable_even_as_last_card"),
        en="Exception to `taken_card_discard_ban`: the taken card may be discarded after all "
           "when it is the player's last card."),
    "discard_required": OptionDoc(
        "draw", "Ein Spieler muss ablegen, um seinen Zug zu beenden.", _BOOL,
        ("test_rules_leftovers.py::test_pool_discard_required_by_default",
         "test_rules_leftovers.py::test_pool_discard_optional_when_the_option_is_off",
         E + "test_rummy500_end_turn_refused_while_a_discard_is_possible"),
        en="A player must discard to end the turn."),
    "ace_mode": OptionDoc(
        "melds", "'low': nur A-2-3; 'low_or_high': A-2-3 oder Q-K-A, nie K-A-2.", _CHOICES,
        (M + "test_basic_ace_is_low_only", M + "test_rummy500_ace_low_or_high_never_both",
         M + "test_basic_no_corner")),
    "set_min": OptionDoc("melds", "Wenigste Karten in einem Satz.", _SETS,
                         (M + "test_set_needs_three", M + "test_sets_of_three_or_four")),
    "set_max": OptionDoc("melds", "Meiste Karten in einem Satz.", _SETS,
                         (M + "test_a_set_never_has_a_fifth_card",
                          M + "test_layoff_on_a_set_and_full_sets")),
    "set_distinct_suits": OptionDoc(
        "melds", "Alle Karten eines Satzes müssen verschiedene Farben haben.", _BOOL,
        (M + "test_rummy500_set_suits_must_differ_even_with_two_decks",
         M + "test_basic_with_two_decks_house_rule_allows_same_suit_sets",
         M + "test_rummy500_set_layoff_needs_a_new_suit")),
    "run_min": OptionDoc("melds", "Wenigste Karten in einer Reihe.", ("3–13", "3–13"),
                         (M + "test_run_needs_three_cards",)),
    "min_natural_cards": OptionDoc(
        "melds", "Eine neue Meldung braucht mindestens so viele echte Karten (keine Joker).",
        ("0 to `run_min`", "0 bis `run_min`"),
        (M + "test_min_natural_cards_two", M + "test_min_natural_cards_is_an_option")),
    "layoff_needs_own_meld": OptionDoc(
        "melds", "Anlegen erst nach einer eigenen Meldung.", _BOOL,
        (E + "test_lay_off_on_an_opponents_meld_without_an_own_meld",
         E + "test_layoff_needs_own_meld_house_rule")),
    "joker_swap": OptionDoc(
        "jokers", "Wer die echte Karte hält, für die ein Joker steht, darf sie in die Meldung "
        "tauschen und den Joker auf die Hand nehmen.", _BOOL,
        (E + "test_joker_swap_example_from_rules_md", E + "test_pool500_has_no_joker_swap",
         M + "test_swap_needs_exactly_the_natural_card")),
    "joker_discard": OptionDoc("jokers", "Joker dürfen abgelegt werden.", _BOOL,
                               (E + "test_rummy500_joker_never_discarded",
                                E + "test_pool500_jokers_may_be_discarded")),
    "ace_value": OptionDoc("values", "Punkte eines Asses.", _WHOLE,
                           (C + "test_card_values",
                            S + "test_rummy500_meld_values_from_rules_md")),
    "ace_low_value": OptionDoc(
        "values", "Wenn gesetzt: Punkte eines Asses, das niedrig in einer Reihe liegt (A-2-3); "
        "None: das Ass zählt immer `ace_value`.",
        ("`None` or a whole number", "`None` oder eine ganze Zahl"),
        (C + "test_low_ace_values", S + "test_rummy500_ace_low_value_option",
         S + "test_pool500_low_ace_counts_one")),
    "ten_value": OptionDoc("values", "Punkte einer Zehn.", _WHOLE, (C + "test_card_values",)),
    "face_value": OptionDoc("values", "Punkte von Bube, Dame und König.", _WHOLE,
                            (C + "test_card_values",
                             S + "test_basic_worked_example_without_rommé_30")),
    "joker_value": OptionDoc("values", "Punkte eines Jokers (auf der Hand oder auf dem Tisch).",
                             _WHOLE, (C + "test_card_values",
                                      E + "test_joker_swap_example_from_rules_md")),
    "scoring": OptionDoc(
        "scoring", "'winner_collects': Wer rauskommt, erhält die Werte der Karten, die den "
        "anderen auf der Hand bleiben; 'placed_minus_hand': Jeder erhält, was er gelegt hat, "
        "minus dem, was er noch hält; 'cutthroat': Nur wer rauskommt, punktet, mit dem Wert "
        "seiner gelegten Karten.", _CHOICES,
        (S + "test_basic_worked_example_without_rommé_30",
         S + "test_rummy500_three_player_worked_example",
         S + "test_pool500_cutthroat_worked_example_56")),
    "romme_multiplier": OptionDoc(
        "scoring", "Wer in einem Zug rauskommt, ohne vorher etwas gelegt zu haben (Rommé), "
        "erhält seine Punkte mal diese Zahl (1 schaltet das Rommé ab).",
        ("whole number ≥ 1 (1: no Rommé)", "ganze Zahl ≥ 1 (1: kein Rommé)"),
        (S + "test_basic_worked_example_rommé_doubles_to_60",
         S + "test_basic_rommé_across_turns_does_not_count")),
    "pool_size": OptionDoc(
        "scoring", "Punkte, die bei jeder Hand in den Pott kommen; wer rauskommt, gewinnt ihn.",
        ("whole number ≥ 0", "ganze Zahl ≥ 0"),
        (S + "test_pool500_worked_example_86",
         V + "test_cutthroat_has_no_pool_and_only_the_winner_scores")),
    "pool_carry_over": OptionDoc(
        "scoring", "Ein Pott, den niemand gewonnen hat, geht in die nächste Hand über.", _BOOL,
        (S + "test_pool500_round_limit_ends_the_deal_and_the_pool_carries_over",
         S + "test_pool500_no_carry_over_option",
         S + "test_pool500_winner_takes_a_carried_over_pool")),
    "max_rounds": OptionDoc(
        "hand_end", "Eine Hand endet nach so vielen Runden (eine Runde ist ein Zug jedes "
        "Spielers); None: keine Grenze.",
        ("`None` or whole number ≥ 1", "`None` oder ganze Zahl ≥ 1"),
        (S + "test_pool500_round_limit_ends_the_deal_and_the_pool_carries_over",)),
    "stock_exhaustion": OptionDoc(
        "hand_end", "Wenn der Talon ausgeht: 'turn_over' (der Ablagestapel wird umgedreht, "
        "wie er liegt), 'reshuffle_keep_top' (alles außer der obersten Karte wird gemischt), "
        "'end_hand' (die Hand endet).", _CHOICES,
        (E + "test_basic_stock_turned_over_unshuffled_oldest_discard_on_top",
         E + "test_rummy500_reshuffle_all_but_the_top_discard",
         S + "test_pool500_empty_stock_ends_the_deal_with_carry_over")),
    "max_turnovers": OptionDoc(
        "hand_end", "Wie oft der Talon in einer Hand neu gebildet werden darf; ein weiteres "
        "Ausgehen beendet die Hand. None: keine Grenze.",
        ("`None` or 0–10", "`None` oder 0–10"),
        (E + "test_basic_third_exhaustion_ends_the_hand_as_a_draw",
         E + "test_rummy500_stock_is_reshuffled_every_time_it_runs_out")),
    "exhausted_hand_scoring": OptionDoc(
        "hand_end", "Eine Hand, die durch den Talon, die Rundengrenze oder die Zuggrenze endet: "
        "'draw' (unentschieden, niemand punktet) oder 'score' (normal gewertet, niemand ist "
        "rausgekommen).", _CHOICES,
        (E + "test_basic_third_exhaustion_ends_the_hand_as_a_draw",
         E + "test_rummy500_single_card_pile_take_it_with_obligation_or_end_the_hand")),
    "opening_restriction": OptionDoc(
        "hand_end", "In Runde 1 darf nur der erste Spieler rauskommen; später nur, wer zu "
        "Beginn seines Zuges schon eine Meldung auf dem Tisch hatte.", _BOOL,
        (S + "test_pool500_opening_others_may_not_go_out_in_round_one",
         S + "test_pool500_later_rounds_need_a_meld_on_the_table_at_turn_start",
         S + "test_opening_restriction_is_an_option")),
    "turn_cap": OptionDoc(
        "hand_end", "Sicherheitsventil: Eine Hand endet (niemand ist raus) nach so vielen "
        "Zügen.", ("10–100000", "10–100000"),
        (V + "test_bad_value_is_refused_with_a_message_naming_the_option",)),
    "target": OptionDoc("game_end", "Punktzahl, die das Spiel gewinnt (das Ziel).",
                        ("one of `target_choices`", "eine der `target_choices`"),
                        (S + "test_first_to_reach_the_target_wins", S + "test_target_option_150",
                         V + "test_basic_default_target_is_100")),
    "target_choices": OptionDoc(
        "game_end", "Erlaubte Ziele.", ("whole numbers", "ganze Zahlen"),
        (V + "test_basic_accepts_targets_50_to_300_in_steps_of_25",
         V + "test_basic_refuses_other_targets_saying_what_is_allowed",
         V + "test_pool500_target_500_or_300")),
    "tie_rule": OptionDoc(
        "game_end", "Mehrere Spieler am Ziel mit gleichem Höchststand: 'another_hand' (eine "
        "weitere Hand) oder 'shared_win' (geteilter Sieg).", _CHOICES,
        (S + "test_two_over_the_target_tied_play_another_hand",
         S + "test_shared_win_tie_option")),
}

TEXT = {  # key: (English, German), the words around the tables
    "option": ("Option", "Option"),
    "meaning": ("Meaning", "Bedeutung"),
    "allowed": ("Allowed values", "Erlaubte Werte"),
    "tests": ("Pinned by (tests/)", "Festgelegt durch (tests/)"),
    "engine_decides": ("decided in the engine", "legt die Engine fest"),
    "undocumented": ("(not documented yet: add it to docs/make_rules_tables.py)",
                     "(noch nicht beschrieben: in docs/make_rules_tables.py ergänzen)"),
    "other": ("Not documented yet", "Noch nicht beschrieben"),
    "deal_head": ("| variant | players | decks | jokers | cards | dealt to each | stock |",
                  "| Variante | Spieler | Blätter | Joker | Karten | für jeden | Talon |"),
    "values_head": ("| variant | A | A in A-2-3 | 2–9 | 10 | J, Q, K | joker |",
                    "| Variante | A | A in A-2-3 | 2–9 | 10 | J, Q, K | Joker |"),
    "face": ("face value", "Augenzahl"),
    "no_jokers": ("—", "—"),
    "cutthroat": ("`variant(\"pool500\", cutthroat=True)` (cutthroat, \"500-Degolador\") "
                  "changes these options of `pool500` and nothing else:",
                  "`variant(\"pool500\", cutthroat=True)` (Halsabschneider-Wertung, "
                  "„500-Degolador“) ändert diese Optionen von `pool500` und sonst nichts:"),
}


def pick(pair: tuple[str, str], lang: str) -> str:
    """The ``lang`` side of an (English, German) pair of :data:`GROUPS`, :data:`TEXT` or
    :attr:`OptionDoc.allowed`."""
    return pair[0 if lang == "en" else 1]


def words(lang: str) -> dict[str, str]:
    """:data:`TEXT` in ``lang``."""
    return {key: pick(pair, lang) for key, pair in TEXT.items()}


# -- facts from the engine ----------------------------------------------------------------------

def engine_options() -> list[str]:
    """Every option of ``Rules``, in field order."""
    return [f.name for f in fields(Rules)]


def documented_options() -> list[str]:
    """Every option the docs list: the engine's, then documented ones not yet in ``Rules``."""
    names = engine_options()
    return names + [n for n in OPTIONS if n not in names]


def undocumented() -> list[str]:
    """Options of ``Rules`` with no entry in :data:`OPTIONS` (must be empty)."""
    return [n for n in engine_options() if n not in OPTIONS]


def default(option: str, name: str) -> Any:
    """The engine's value of ``option`` in variant ``name``."""
    return getattr(variant(name), option)


def _meta(option: str) -> dict:
    return next((dict(f.metadata) for f in fields(Rules) if f.name == option), {})


def literal(value: Any) -> str:
    """A value as the Python literal one passes to ``variant(...)``, in a code span."""
    return f"`{value!r}`"


# -- rendering ----------------------------------------------------------------------------------

def _cell(text: str) -> str:
    if "|" in text or "\n" in text:
        raise ValueError(f"table cell may not contain '|' or a line break: {text!r}")
    return text


def meaning(option: str, lang: str) -> str:
    doc = OPTIONS.get(option)
    if lang == "de":
        return doc.de if doc else words(lang)["undocumented"]
    engine_doc = _meta(option).get("doc")
    if doc and doc.en and not (doc.pending and engine_doc):  # once in Rules, its doc wins
        return doc.en
    return engine_doc or words(lang)["undocumented"]


def allowed(option: str, lang: str) -> str:
    choices = _meta(option).get("choices")
    if choices:
        return ", ".join(literal(c) for c in choices)
    doc = OPTIONS.get(option)
    if doc is None:
        return words(lang)["undocumented"]
    return pick(doc.allowed, lang)


def default_cell(option: str, name: str, lang: str) -> str:
    if option in engine_options():
        return literal(default(option, name))
    pending = (OPTIONS[option].pending or {}).get(name)
    return words(lang)["engine_decides"] if pending is None else literal(pending)


def tests_cell(option: str, lang: str) -> str:
    doc = OPTIONS.get(option)
    if doc is None:
        return words(lang)["undocumented"]
    return "<br>".join(f"`{t}`" for t in doc.tests)


def options_block(lang: str) -> str:
    t = words(lang)
    head = (f"| {t['option']} | {t['meaning']} | {t['allowed']} | "
            + " | ".join(f"`{v}`" for v in VARIANT_NAMES) + f" | {t['tests']} |")
    rule = "|" + " --- |" * (4 + len(VARIANT_NAMES))
    groups = {key: [] for key in GROUPS}
    groups["other"] = []
    for option in documented_options():
        doc = OPTIONS.get(option)
        groups[doc.group if doc else "other"].append(option)
    out = []
    for key, options in groups.items():
        if not options:
            continue
        title = t["other"] if key == "other" else pick(GROUPS[key], lang)
        out += [f"### {title}", "", head, rule]
        for option in options:
            cells = [f"`{option}`", meaning(option, lang), allowed(option, lang)]
            cells += [default_cell(option, v, lang) for v in VARIANT_NAMES]
            cells.append(tests_cell(option, lang))
            out.append("| " + " | ".join(_cell(c) for c in cells) + " |")
        out.append("")
    return "\n".join(out).rstrip("\n")


def deal_block(lang: str) -> str:
    rule = "|" + " --- |" * 7
    out = [words(lang)["deal_head"], rule]
    for name in VARIANT_NAMES:
        r = variant(name)
        for n in range(r.min_players, r.max_players + 1):
            decks, jokers = r.decks_for(n)
            out.append(f"| `{name}` | {n} | {decks} | {jokers} | {52 * decks + jokers} | "
                       f"{r.hand_size_for(n)} | {r.stock_size_for(n)} |")
    return "\n".join(out)


def values_block(lang: str) -> str:
    t = words(lang)
    out = [t["values_head"], "|" + " --- |" * 7]
    for name in VARIANT_NAMES:
        r = variant(name)
        ace = parse_card("AS")
        numbers = {r.card_value(parse_card(f"{k}S")) for k in range(2, 10)}
        nums = t["face"] if numbers == set(range(2, 10)) else ", ".join(map(str, sorted(numbers)))
        faces = {r.card_value(parse_card(c)) for c in ("JS", "QS", "KS")}
        joker = str(r.card_value(parse_card("JK"))) if r.has_jokers else t["no_jokers"]
        out.append(f"| `{name}` | {r.card_value(ace)} | "
                   f"{r.card_value(ace, low_ace_in_run=True)} | {nums} | "
                   f"{r.card_value(parse_card('10S'))} | {'/'.join(map(str, sorted(faces)))} | "
                   f"{joker} |")
    return "\n".join(out)


def cutthroat_block(lang: str) -> str:
    plain, cut = variant("pool500"), variant("pool500", cutthroat=True)
    lines = [words(lang)["cutthroat"], ""]
    for f in fields(Rules):
        before, after = getattr(plain, f.name), getattr(cut, f.name)
        if before != after:
            lines.append(f"- `{f.name}`: {literal(before)} → {literal(after)}")
    return "\n".join(lines)


RENDER = {"deal": deal_block, "values": values_block, "cutthroat": cutthroat_block,
          "options": options_block}


def markers(block: str) -> tuple[str, str]:
    return (f"<!-- BEGIN GENERATED {block} (docs/make_rules_tables.py; do not edit) -->",
            f"<!-- END GENERATED {block} -->")


def update(text: str, lang: str) -> str:
    """``text`` with every generated block replaced by its current rendering."""
    for block in BLOCKS:
        begin, end = markers(block)
        start, stop = text.find(begin), text.find(end)
        if start < 0 or stop < start:
            raise ValueError(f"{DOCS[lang].name}: markers of block {block!r} missing")
        text = text[:start + len(begin)] + "\n" + RENDER[block](lang) + "\n" + text[stop:]
    return text


def main(argv: list[str]) -> int:
    check = "--check" in argv
    stale = []
    for lang, path in DOCS.items():
        old = path.read_text(encoding="utf-8")
        new = update(old, lang)
        if new != old:
            stale.append(path.name)
            if not check:
                path.write_text(new, encoding="utf-8")
    if check and stale:
        print(f"out of date: {', '.join(stale)}; run python docs/make_rules_tables.py",
              file=sys.stderr)
        return 1
    if undocumented():
        print(f"undocumented options: {', '.join(undocumented())}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
