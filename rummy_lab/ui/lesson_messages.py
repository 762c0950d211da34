"""Texts (English and German) and shared styling of the lesson widgets: the meld sandbox,
the scoring explorer, the guided hand and watch mode.

The texts are registered into the one UI catalog of :mod:`rummy_lab.ui.messages`, so
``t(key, lang)`` finds them; keys start with ``ls_`` to stay apart from the table's.
"""

from __future__ import annotations

from html import escape

from .messages import MESSAGES, t

__all__ = ["LESSON_EN", "LESSON_DE", "LESSON_CSS", "t", "variant_title", "frame_html",
           "note_html", "felt_html"]

LESSON_EN = {
    # shared
    "ls_lang": "Language", "ls_next": "Next ▶", "ls_back": "◀ Back", "ls_step": "Step {n} of {total}",
    "ls_title_basic": "Basic Rummy", "ls_title_rummy500": "Rummy 500",
    "ls_title_pool500": "500 Rum with a pool",
    "ls_error": "Something went wrong: {error}",
    # sandbox
    "ls_sandbox_title": "Meld sandbox",
    "ls_sandbox_intro": "Pick cards (click them or type them, e.g. 8♠ 8H 10c Jk) and see at once "
                        "whether they form a meld under each variant.",
    "ls_sandbox_placeholder": "e.g. 8♠ 8H 8D  or  9C Jk JC",
    "ls_cards": "Cards", "ls_clear": "Clear", "ls_pick_some": "Pick at least one card.",
    "ls_bad_text": "Could not read the cards: {reason}",
    "ls_verdict_set": "✓ a set", "ls_verdict_run": "✓ a run", "ls_verdict_no": "✗ no meld",
    "ls_verdict_either": "✓ a meld",
    "ls_worth": "worth {points} points",
    "ls_worth_hand": "takes {points} points out of your hand", "ls_reading": "Joker as {faces}: {cards} ({points} points)",
    "ls_readings_many": "The joker could stand for several cards — the player says which:",
    "ls_not_in_deck": "{title} is played with {decks}: there is no {card} in the deck.",
    "ls_one_deck": "one deck", "ls_two_decks": "two decks",
    "ls_no_jokers": "no jokers", "ls_n_jokers": "{n} jokers",
    "ls_variant": "Variant", "ls_verdict": "Meld?", "ls_why": "Why / value",
    # explorer
    "ls_explorer_title": "Scoring explorer",
    "ls_explorer_intro": "Edit a scenario (TOML: melds, who placed what, what each player "
                         "holds) and score it under all three variants side by side.",
    "ls_example": "Example", "ls_score": "Score",
    "ls_own_rules": "As written ({title})", "ls_compare": "The same cards under each variant",
    "ls_points": "points", "ls_player": "player", "ls_notes": "Notes",
    "ls_explain_basic": "Under Basic Rummy only the player who went out scores: the cards left "
                        "in the other hands (ace 1, pictures 10, others face value), doubled "
                        "with a Rommé. Nobody else scores, so nobody goes below zero.",
    "ls_explain_rummy500": "Under Rummy 500 the ace counts 15 and a joker 25, and everybody "
                           "scores what they placed on the table minus what they still hold — "
                           "so points can be negative.",
    "ls_explain_pool500": "Under 500 Rum with a pool the scoring is that of Rummy 500 (ace 15, "
                          "or 1 in A-2-3; joker 15) and whoever goes out also takes the pool "
                          "of 30.",
    "ls_explain_cutthroat": "Cutthroat: no pool, and only the player who went out scores the "
                            "cards they placed.",
    "ls_best": "{name} does best under {title} ({points:+d}).",
    "ls_same_all": "{name} scores {points:+d} under every variant.",
    "ls_no_scenario": "Write or choose a scenario, then press Score.",
    # guided hand
    "ls_guided_title": "A guided hand",
    "ls_task": "Your move: {task}", "ls_done": "✓ Well done.",
    "ls_hand_of_you": "Your hand ({name})", "ls_hand_of": "{name}'s hand",
    "ls_select_cards": "Click cards to select them, then choose an action.",
    "ls_lay_onto": "Lay off onto", "ls_any_meld": "the meld it fits",
    "ls_meld": "Meld", "ls_layoff": "Lay off", "ls_discard": "Discard", "ls_draw": "Draw",
    "ls_take": "Take discard",
    "ls_need_cards": "Select the cards first (click them in your hand).",
    "ls_need_one": "Select exactly one card.",
    "ls_fits_nowhere": "{card} fits no meld on the table.",
    "ls_swap": "Swap joker", "ls_from_pile": "from the pile",
    "ls_no_swap": "{card} does not replace a joker on the table.",
    "ls_allowed_but": "That move is allowed, but it is not the one this lesson is about.",
    "ls_wait_next": "Press Next to continue.",
    "ls_finish": "The hand is over.",
    "ls_result": "{name} went out: {points} points.",
    "ls_romme_would": "With a Rommé (going out in one turn, nothing placed before) it would "
                      "be {points}.",
    "ls_sum": "{parts} = {total}",
    # watch mode
    "ls_watch_title": "Watch the bots play",
    "ls_play_to_end": "Play to end »", "ls_restart": "« Start",
    "ls_hide_bots": "Hide the hands", "ls_deal": "The cards are dealt. {name} starts.",
    "ls_turn": "Turn {n}", "ls_to_play": "{name} to play",
    "ls_final": "Final scores",
    "ls_melds_of": "Melds of {name}", "ls_no_melds": "No melds on the table yet.",
    "ls_stock": "Stock: {n}", "ls_discard_pile": "Discard pile", "ls_empty": "empty",
}

LESSON_DE = {
    "ls_lang": "Sprache", "ls_next": "Weiter ▶", "ls_back": "◀ Zurück",
    "ls_step": "Schritt {n} von {total}",
    "ls_title_basic": "Einfaches Rommé", "ls_title_rummy500": "Rummy 500",
    "ls_title_pool500": "500 Rum mit Pott",
    "ls_error": "Da ist etwas schiefgegangen: {error}",
    "ls_sandbox_title": "Melde-Sandkasten",
    "ls_sandbox_intro": "Wähle Karten (anklicken oder eintippen, z. B. 8♠ 8H 10c Jk) und sieh "
                        "sofort, ob sie in jeder Variante eine Meldung bilden.",
    "ls_sandbox_placeholder": "z. B. 8♠ 8H 8D  oder  9C Jk JC",
    "ls_cards": "Karten", "ls_clear": "Leeren", "ls_pick_some": "Wähle mindestens eine Karte.",
    "ls_bad_text": "Die Karten sind nicht lesbar: {reason}",
    "ls_verdict_set": "✓ ein Satz", "ls_verdict_run": "✓ eine Reihe",
    "ls_verdict_no": "✗ keine Meldung", "ls_verdict_either": "✓ eine Meldung",
    "ls_worth": "zählt {points} Punkte",
    "ls_worth_hand": "nimmt {points} Punkte aus deiner Hand",
    "ls_reading": "Joker als {faces}: {cards} ({points} Punkte)",
    "ls_readings_many": "Der Joker kann für mehrere Karten stehen — der Spieler sagt, für welche:",
    "ls_not_in_deck": "{title} wird mit {decks} gespielt: eine {card} gibt es darin nicht.",
    "ls_one_deck": "einem Blatt", "ls_two_decks": "zwei Blättern",
    "ls_no_jokers": "ohne Joker", "ls_n_jokers": "{n} Jokern",
    "ls_variant": "Variante", "ls_verdict": "Meldung?", "ls_why": "Warum / Wert",
    "ls_explorer_title": "Punkte-Explorer",
    "ls_explorer_intro": "Bearbeite ein Szenario (TOML: Meldungen, wer was gelegt hat, was jeder "
                         "noch hält) und werte es in allen drei Varianten nebeneinander.",
    "ls_example": "Beispiel", "ls_score": "Werten",
    "ls_own_rules": "Wie geschrieben ({title})",
    "ls_compare": "Dieselben Karten in jeder Variante",
    "ls_points": "Punkte", "ls_player": "Spieler", "ls_notes": "Hinweise",
    "ls_explain_basic": "Beim einfachen Rommé punktet nur, wer rauskommt: die Karten, die den "
                        "anderen in der Hand bleiben (Ass 1, Bilder 10, sonst der Zahlenwert), "
                        "doppelt bei einem Rommé. Sonst punktet niemand, also wird niemand negativ.",
    "ls_explain_rummy500": "Bei Rummy 500 zählt das Ass 15 und ein Joker 25, und jeder erhält, "
                           "was er auf den Tisch gelegt hat, minus dem, was er noch hält — "
                           "Punkte können also negativ werden.",
    "ls_explain_pool500": "Bei 500 Rum mit Pott wird wie bei Rummy 500 gezählt (Ass 15, in "
                          "A-2-3 aber 1; Joker 15), und wer rauskommt, gewinnt zusätzlich den "
                          "Pott von 30.",
    "ls_explain_cutthroat": "Halsabschneider-Wertung: kein Pott, und nur wer rauskommt, "
                            "erhält die Werte seiner gelegten Karten.",
    "ls_best": "{name} steht bei {title} am besten da ({points:+d}).",
    "ls_same_all": "{name} erhält in jeder Variante {points:+d}.",
    "ls_no_scenario": "Schreibe oder wähle ein Szenario und drücke „Werten“.",
    "ls_guided_title": "Eine Hand zum Mitspielen",
    "ls_task": "Dein Zug: {task}", "ls_done": "✓ Gut gemacht.",
    "ls_hand_of_you": "Deine Hand ({name})", "ls_hand_of": "Hand von {name}",
    "ls_select_cards": "Klicke Karten an, um sie auszuwählen, dann wähle eine Aktion.",
    "ls_lay_onto": "Anlegen an", "ls_any_meld": "die passende Meldung",
    "ls_meld": "Melden", "ls_layoff": "Anlegen", "ls_discard": "Ablegen", "ls_draw": "Ziehen",
    "ls_take": "Ablage nehmen",
    "ls_need_cards": "Wähle zuerst die Karten (in deiner Hand anklicken).",
    "ls_need_one": "Wähle genau eine Karte.",
    "ls_fits_nowhere": "{card} passt an keine Meldung auf dem Tisch.",
    "ls_swap": "Joker tauschen", "ls_from_pile": "aus dem Stapel",
    "ls_no_swap": "{card} ersetzt keinen Joker auf dem Tisch.",
    "ls_allowed_but": "Dieser Zug ist erlaubt, aber in dieser Lektion geht es um einen anderen.",
    "ls_wait_next": "Drücke „Weiter“.",
    "ls_finish": "Die Hand ist vorbei.",
    "ls_result": "{name} ist rausgekommen: {points} Punkte.",
    "ls_romme_would": "Mit einem Rommé (in einem Zug raus, ohne vorher etwas gelegt zu haben) "
                      "wären es {points}.",
    "ls_sum": "{parts} = {total}",
    "ls_watch_title": "Den Bots zuschauen",
    "ls_play_to_end": "Bis zum Ende »", "ls_restart": "« Anfang",
    "ls_hide_bots": "Hände verdecken", "ls_deal": "Die Karten sind gegeben. {name} beginnt.",
    "ls_turn": "Zug {n}", "ls_to_play": "{name} ist am Zug",
    "ls_final": "Endstand",
    "ls_melds_of": "Meldungen von {name}", "ls_no_melds": "Noch keine Meldungen auf dem Tisch.",
    "ls_stock": "Talon: {n}", "ls_discard_pile": "Ablagestapel", "ls_empty": "leer",
}

for _lang, _texts in (("en", LESSON_EN), ("de", LESSON_DE)):
    _catalog = MESSAGES.setdefault(_lang, {})
    for _key, _text in _texts.items():
        _catalog.setdefault(_key, _text)


def variant_title(name: str, lang: str) -> str:
    """The learner-facing title of a variant ("basic" → "Basic Rummy" / "Einfaches Rommé")."""
    return t(f"ls_title_{name}", lang)


LESSON_CSS = """<style>
.rl-lesson{padding:14px 18px;border-radius:16px;background:#f7f4ea;color:#1d2a20;
  box-shadow:0 4px 14px rgba(0,0,0,.12);max-width:1100px;
  font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif}
.rl-lesson h2{margin:0 0 4px;font-size:20px;color:#1f5130}
.rl-lesson p.rl-intro{margin:0 0 8px;color:#4b5548}
.rl-lesson table.rl-grid{border-collapse:collapse;background:#fff;border-radius:10px;
  overflow:hidden;box-shadow:0 1px 3px rgba(0,0,0,.08);margin:4px 0}
.rl-lesson table.rl-grid th,.rl-lesson table.rl-grid td{padding:6px 12px;
  border-bottom:1px solid #e3e0d3;text-align:left;vertical-align:top}
.rl-lesson table.rl-grid thead th{background:#1f7a45;color:#fff;font-weight:600}
.rl-lesson table.rl-grid td.rl-num{text-align:right;font-variant-numeric:tabular-nums}
.rl-lesson .rl-ok{color:#1f7a45;font-weight:700}
.rl-lesson .rl-no{color:#b3261e;font-weight:700}
.rl-lesson .rl-muted{color:#66705f;font-size:13px}
.rl-lesson .rl-msg{padding:8px 12px;border-radius:10px;margin:6px 0}
.rl-lesson .rl-msg-info{background:#e6f0e4}
.rl-lesson .rl-msg-error{background:#fbe3e1;color:#8c1d16}
.rl-lesson .rl-msg-good{background:#dff3e5;color:#155c31;font-weight:600}
.rl-lesson .rl-narration{font-size:15px;background:#fff;border-left:5px solid #1f7a45;
  padding:10px 14px;border-radius:8px;margin:6px 0}
.rl-lesson .rl-felt{background:#2f6b45;border-radius:12px;padding:10px 12px;color:#fff}
.rl-lesson .rl-felt .rl-zone-title{font-weight:600;font-size:13px;margin:2px 0;color:#e8f3ea}
.rl-lesson .rl-felt .rl-meld-box{display:inline-block;margin:0 14px 6px 0;vertical-align:top}
.rl-lesson .rl-felt .rl-cap{font-size:12px;color:#d4e8d8}
.rl-lesson .rl-seat{display:inline-block;margin:4px 18px 4px 0;vertical-align:top}
.rl-lesson .rl-turn{font-weight:700;color:#ffe27a}
.rl-card-btn button,.rl-card-btn{font:600 15px Georgia,serif !important}
.rl-card-btn.rl-red{color:#c8102e !important}
.rl-card-btn.rl-black{color:#1b1b1f !important}
.rl-card-btn.rl-sel{background:#ffe27a !important;box-shadow:0 0 0 2px #d4a21a inset}
.rl-lesson textarea{font:13px/1.4 ui-monospace,"DejaVu Sans Mono",monospace !important}
</style>"""


def frame_html(title: str, intro: str = "") -> str:
    """The heading of a lesson widget (with the shared stylesheet)."""
    body = f"<h2>{escape(title)}</h2>"
    if intro:
        body += f'<p class="rl-intro">{escape(intro)}</p>'
    return LESSON_CSS + body


def note_html(text: str, kind: str = "info") -> str:
    """A message box: ``kind`` is "info", "error" or "good"; empty text gives nothing."""
    if not text:
        return ""
    return f'<div class="rl-msg rl-msg-{kind}">{escape(text)}</div>'


def felt_html(table, discard, stock_size: int, names, lang: str, spread: bool = False) -> str:
    """The table on green felt: melds grouped by owner, the stock count, the discard pile
    (fanned when ``spread``, else its top card)."""
    from ..present.render import card_svg, cards_html
    from .state import meld_caption

    groups: dict[int, list] = {}
    for m in table:
        groups.setdefault(m.owner, []).append(m)
    zones = []
    for seat, melds in sorted(groups.items()):
        boxes = "".join(
            f'<div class="rl-meld-box">{cards_html(m.placed, width=50, overlap=0.2, label=meld_caption(m, lang))}'
            f'<div class="rl-cap">{escape(meld_caption(m, lang))}</div></div>' for m in melds)
        zones.append(f'<div class="rl-zone-title">{escape(t("ls_melds_of", lang, name=names[seat]))}'
                     f"</div><div>{boxes}</div>")
    if not zones:
        zones = [f'<div class="rl-cap" style="margin:4px 0 8px">{escape(t("ls_no_melds", lang))}</div>']
    from ..core.cards import Card

    stock = card_svg(Card(0), face_down=True, width=50) if stock_size else ""
    shown = list(discard) if spread else list(discard)[-1:]
    pile = cards_html(shown, width=50, overlap=0.45 if spread else 0.3,
                      label=t("ls_discard_pile", lang)) if shown else \
        f'<div class="rl-cap">{escape(t("ls_empty", lang))}</div>'
    piles = (f'<div style="display:flex;gap:22px;align-items:flex-start;margin-top:6px">'
             f'<div><div class="rl-zone-title">{escape(t("ls_stock", lang, n=stock_size))}</div>'
             f"<div style='padding:4px 2px'>{stock}</div></div>"
             f'<div><div class="rl-zone-title">{escape(t("ls_discard_pile", lang))}</div>{pile}</div></div>')
    return f'<div class="rl-felt">{"".join(zones)}{piles}</div>'
