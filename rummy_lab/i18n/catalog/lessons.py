"""Texts of the lesson widgets (sandbox, explorer, guided hand, watch mode) and the
lesson notebooks' tables. Wording follows docs/glossary.md."""

from __future__ import annotations

LESSONS: dict[str, dict] = {
    "ls_next": {"en": "Next ▶", "de": "Weiter ▶"},
    "ls_back": {"en": "◀ Back", "de": "◀ Zurück"},
    "ls_step": {"en": "Step {n} of {total}", "de": "Schritt {n} von {total}"},
    "ls_sandbox_title": {"en": "Meld sandbox", "de": "Melde-Sandkasten"},
    "ls_sandbox_intro": {
        "en": "Pick cards (click them or type them, e.g. 8♠ 8H 10c Jk) and see at once whether "
              "they form a meld under each variant.",
        "de": "Wähle Karten (anklicken oder eintippen, z. B. 8♠ 8H 10c Jk) und sieh sofort, ob "
              "sie in jeder Variante eine Meldung bilden.",
    },
    "ls_sandbox_placeholder": {
        "en": "e.g. 8♠ 8H 8D  or  9C Jk JC",
        "de": "z. B. 8♠ 8H 8D  oder  9C Jk JC",
    },
    "ls_cards": {"en": "Cards", "de": "Karten"},
    "ls_clear": {"en": "Clear", "de": "Leeren"},
    "ls_pick_some": {"en": "Pick at least one card.", "de": "Wähle mindestens eine Karte."},
    "ls_sandbox_picked": {
        "en": "Your cards (click one to put it back)",
        "de": "Deine Karten (klicke eine an, um sie zurückzulegen)",
    },
    "ls_sandbox_deck": {
        "en": "The deck: click a card to pick it",
        "de": "Das Blatt: klicke eine Karte an, um sie zu wählen",
    },
    "ls_sandbox_remove": {"en": "Put back {card}", "de": "{card} zurücklegen"},
    "ls_bad_text": {
        "en": "Could not read the cards: {reason}",
        "de": "Die Karten sind nicht lesbar: {reason}",
    },
    "ls_verdict_set": {"en": "✓ a set", "de": "✓ ein Satz"},
    "ls_verdict_run": {"en": "✓ a run", "de": "✓ eine Reihe"},
    "ls_verdict_no": {"en": "✗ no meld", "de": "✗ keine Meldung"},
    "ls_verdict_either": {"en": "✓ a meld", "de": "✓ eine Meldung"},
    "ls_worth": {"en": "worth {points} points", "de": "zählt {points} Punkte"},
    "ls_worth_hand": {
        "en": "takes {points} points out of your hand",
        "de": "nimmt {points} Punkte aus deiner Hand",
    },
    "ls_reading": {
        "en": "Joker as {faces}: {cards} ({points} points)",
        "de": "Joker als {faces}: {cards} ({points} Punkte)",
    },
    "ls_readings_many": {
        "en": "The joker could stand for several cards — the player says which:",
        "de": "Der Joker kann für mehrere Karten stehen — der Spieler sagt, für welche:",
    },
    "ls_not_in_deck": {
        "en": "{title} is played with {decks}: there is no {card} in the deck.",
        "de": "{title} wird mit {decks} gespielt: eine {card} gibt es darin nicht.",
    },
    "ls_one_deck": {"en": "one deck", "de": "einem Blatt"},
    "ls_two_decks": {"en": "two decks", "de": "zwei Blättern"},
    "ls_no_jokers": {"en": "no jokers", "de": "ohne Joker"},
    "ls_n_jokers": {
        "en": {
            "one": "{n} joker",
            "other": "{n} jokers",
        },
        "de": {
            "one": "{n} Joker",
            "other": "{n} Jokern",
        },
    },
    "ls_verdict": {"en": "Meld?", "de": "Meldung?"},
    "ls_why": {"en": "Why / value", "de": "Warum / Wert"},
    "ls_explorer_title": {"en": "Scoring explorer", "de": "Punkte-Explorer"},
    "ls_example": {"en": "Example", "de": "Beispiel"},
    "ls_score": {"en": "Score", "de": "Werten"},
    "ls_own_rules": {"en": "As written ({title})", "de": "Wie geschrieben ({title})"},
    "ls_compare": {
        "en": "The same cards under each variant",
        "de": "Dieselben Karten in jeder Variante",
    },
    "ls_notes": {"en": "Notes", "de": "Hinweise"},
    "ls_explain_basic": {
        "en": "Under Basic Rummy only the player who went out scores: the cards left in the other"
              " hands (ace 1, pictures 10, others face value), doubled with a Rommé. Nobody else "
              "scores, so nobody goes below zero.",
        "de": "Beim einfachen Rummy punktet nur, wer rauskommt: die Karten, die den anderen in "
              "der Hand bleiben (Ass 1, Bilder 10, sonst der Zahlenwert), doppelt bei einem "
              "Rommé. Sonst punktet niemand, also wird niemand negativ.",
    },
    "ls_explain_rummy500": {
        "en": "Under Rummy 500 the ace counts 15 and a joker 25, and everybody scores what they "
              "placed on the table minus what they still hold — so points can be negative.",
        "de": "Bei Rummy 500 zählt das Ass 15 und ein Joker 25, und jeder erhält, was er auf den "
              "Tisch gelegt hat, minus dem, was er noch hält — Punkte können also negativ werden.",
    },
    "ls_explain_pool500": {
        "en": "Under 500 Rum with a pool the scoring is that of Rummy 500 (ace 15, or 1 in A-2-3;"
              " joker 15) and whoever goes out also takes the pool of 30.",
        "de": "Bei 500 Rum mit Pott wird wie bei Rummy 500 gezählt (Ass 15, in A-2-3 aber 1; "
              "Joker 15), und wer rauskommt, gewinnt zusätzlich den Pott von 30.",
    },
    "ls_explain_cutthroat": {
        "en": "Cutthroat: no pool, and only the player who went out scores the cards they placed.",
        "de": "Halsabschneider-Wertung: kein Pott, und nur wer rauskommt, erhält die Werte seiner"
              " gelegten Karten.",
    },
    "ls_best": {
        "en": "{name} does best under {title} ({points:+d}).",
        "de": "{name} steht in der Variante {title} am besten da ({points:+d}).",
    },
    "ls_same_all": {
        "en": "{name} scores {points:+d} under every variant.",
        "de": "{name} erhält in jeder Variante {points:+d}.",
    },
    "ls_task": {"en": "Your move: {task}", "de": "Dein Zug: {task}"},
    "ls_done": {"en": "✓ Well done.", "de": "✓ Gut gemacht."},
    "ls_hand_of_you": {"en": "Your hand ({name})", "de": "Deine Hand ({name})"},
    "ls_select_cards": {
        "en": "Click cards to select them, then choose an action.",
        "de": "Klicke Karten an, um sie auszuwählen, dann wähle eine Aktion.",
    },
    "ls_lay_onto": {"en": "Lay off onto", "de": "Anlegen an"},
    "ls_any_meld": {"en": "the meld it fits", "de": "die passende Meldung"},
    "ls_meld": {"en": "Meld", "de": "Melden"},
    "ls_discard": {"en": "Discard", "de": "Ablegen"},
    "ls_need_cards": {
        "en": "Select the cards first (click them in your hand).",
        "de": "Wähle zuerst die Karten (in deiner Hand anklicken).",
    },
    "ls_need_one": {"en": "Select exactly one card.", "de": "Wähle genau eine Karte."},
    "ls_fits_nowhere": {
        "en": "{card} fits no meld on the table.",
        "de": "{card} passt an keine Meldung auf dem Tisch.",
    },
    "ls_no_swap": {
        "en": "{card} does not replace a joker on the table.",
        "de": "{card} ersetzt keinen Joker auf dem Tisch.",
    },
    "ls_allowed_but": {
        "en": "That move is allowed, but it is not the one this lesson is about.",
        "de": "Dieser Zug ist erlaubt, aber in dieser Lektion geht es um einen anderen.",
    },
    "ls_wait_next": {"en": "Press Next to continue.", "de": "Drücke „Weiter“."},
    "ls_finish": {"en": "The hand is over.", "de": "Die Hand ist vorbei."},
    "ls_result": {
        "count": "points",
        "en": {
            "one": "{name} went out: {points} point.",
            "other": "{name} went out: {points} points.",
        },
        "de": {
            "one": "{name} ist rausgekommen: {points} Punkt.",
            "other": "{name} ist rausgekommen: {points} Punkte.",
        },
    },
    "ls_romme_would": {
        "en": "With a Rommé (going out in one turn, nothing placed before) it would be {points}.",
        "de": "Mit einem Rommé (in einem Zug raus, ohne vorher etwas gelegt zu haben) wären es "
              "{points}.",
    },
    "ls_watch_title": {"en": "Watch the bots play", "de": "Den Bots zuschauen"},
    "ls_play_to_end": {"en": "Play to end »", "de": "Bis zum Ende »"},
    "ls_restart": {"en": "« Start", "de": "« Anfang"},
    "ls_hide_bots": {"en": "Hide the hands", "de": "Hände verdecken"},
    "ls_deal": {
        "en": "The cards are dealt. {name} starts.",
        "de": "Die Karten sind gegeben. {name} beginnt.",
    },
    "ls_turn": {"en": "Turn {n}", "de": "Zug {n}"},
    "ls_to_play": {"en": "{name} to play", "de": "{name} ist am Zug"},
    "ls_final": {"en": "Final scores", "de": "Endstand"},
    "ls_stock": {"en": "Stock: {n}", "de": "Talon: {n}"},
    "vt_dealt": {"en": "Cards dealt ({n} players)", "de": "Karten pro Spieler ({n} Spieler)"},
    "vt_decks": {"en": "Decks + jokers ({n} players)", "de": "Blätter + Joker ({n} Spieler)"},
    "vt_draw": {"en": "Draw from the discard pile", "de": "Vom Ablagestapel nehmen"},
    "vt_draw_top": {"en": "top card only", "de": "nur die oberste Karte"},
    "vt_draw_any": {
        "en": "any card (those above come too)",
        "de": "jede Karte (die darüber kommen mit)",
    },
    "vt_draw_none": {"en": "never", "de": "nie"},
    "vt_deep": {
        "en": "A deep pick must be used at once",
        "de": "Eine tiefer genommene Karte muss sofort verwendet werden",
    },
    "vt_yes": {"en": "yes", "de": "ja"},
    "vt_aces": {"en": "Aces in runs", "de": "Asse in Reihen"},
    "vt_aces_low": {"en": "low (A-2-3)", "de": "niedrig (A-2-3)"},
    "vt_aces_both": {"en": "low or high (Q-K-A)", "de": "niedrig oder hoch (Q-K-A)"},
    "vt_points": {"en": "Ace / joker points", "de": "Punkte für Ass / Joker"},
    "vt_swap": {"en": "Joker swap", "de": "Jokertausch"},
    "vt_scoring": {"en": "Scoring", "de": "Wertung"},
    "vt_scoring_winner_collects": {
        "en": "who goes out scores the others' cards",
        "de": "wer rauskommt, erhält die Karten der anderen",
    },
    "vt_scoring_placed_minus_hand": {
        "en": "everyone: cards placed − cards in hand",
        "de": "jeder: gelegte Karten − Karten auf der Hand",
    },
    "vt_scoring_cutthroat": {"en": "only who goes out scores", "de": "nur wer rauskommt, punktet"},
    "vt_romme": {"en": "Rommé (doubling)", "de": "Rommé (Verdopplung)"},
    "vt_pool": {"en": "Pool per deal", "de": "Pott pro Hand"},
    "vt_rounds": {"en": "Rounds per deal", "de": "Runden pro Hand"},
    # -- scoring explorer, card board, guided-hand clicks (explorer_*) --
    "explorer_pile_row": {
        "en": "Discard pile (bottom card first): click a card to take it",
        "de": "Ablagestapel (unterste Karte zuerst): klicke eine Karte an, um sie zu nehmen",
    },
    "explorer_pile_chosen": {
        "en": "{card} chosen: press Take discard to take it with every card above it.",
        "de": "{card} gewählt: drücke „Vom Ablagestapel nehmen“, um sie mit allen Karten "
              "darüber zu nehmen.",
    },
    "explorer_pick_pile_card": {
        "en": "Which card? Click it in the discard pile.",
        "de": "Welche Karte? Klicke sie im Ablagestapel an.",
    },
    "explorer_fits_yours": {
        "en": "{card} does not fit the meld you chose, but it fits your {meld} — choose that "
              "one.",
        "de": "{card} passt nicht an die gewählte Meldung, aber an deine {meld} — wähle diese.",
    },
    "explorer_fits_theirs": {
        "en": "{card} does not fit the meld you chose, but it fits {name}'s {meld} — choose "
              "that one.",
        "de": "{card} passt nicht an die gewählte Meldung, aber an {meld} von {name} — wähle "
              "diese.",
    },
    "explorer_intro": {
        "en": "Build a hand by clicking: choose where cards go (a player's hand, a new meld, or a "
              "meld to lay off on), click cards of the deck, say who went out and pick one or "
              "more variants — the tables change at once. Click a placed card to take it back. "
              "Or start from an example, or open a scenario file (.toml).",
        "de": "Baue eine Hand durch Klicken: wähle, wohin die Karten kommen (auf eine Hand, in "
              "eine neue Meldung oder an eine Meldung angelegt), klicke Karten des Blatts an, "
              "sage, wer rausgekommen ist, und wähle eine oder mehrere Varianten — die Tabellen "
              "ändern sich sofort. Klicke eine gelegte Karte an, um sie zurückzunehmen. Oder "
              "beginne mit einem Beispiel oder öffne eine Szenario-Datei (.toml).",
    },
    "explorer_variants": {"en": "Variants:", "de": "Varianten:"},
    "explorer_pick_variant": {
        "en": "Keep at least one variant chosen.",
        "de": "Lass mindestens eine Variante gewählt.",
    },
    "explorer_target": {"en": "Clicked cards go to", "de": "Angeklickte Karten kommen"},
    "explorer_to_hand": {"en": "{name}'s hand", "de": "auf die Hand von {name}"},
    "explorer_to_new_meld": {"en": "a new meld of {name}", "de": "in eine neue Meldung von {name}"},
    "explorer_to_meld": {
        "en": "meld {n} of {owner}",
        "de": "in Meldung {n} von {owner}",
    },
    "explorer_to_layoff": {
        "en": "meld {n} of {owner}, laid off by {name}",
        "de": "an Meldung {n} von {owner}, angelegt von {name}",
    },
    "explorer_meld_row": {
        "en": "Meld {n} of {name} (click a card to take it back)",
        "de": "Meldung {n} von {name} (Karte anklicken, um sie zurückzunehmen)",
    },
    "explorer_deck": {
        "en": "The deck: click a card to put it there",
        "de": "Das Blatt: klicke eine Karte an, um sie dorthin zu legen",
    },
    "explorer_went_out": {"en": "Went out:", "de": "Rausgekommen:"},
    "explorer_nobody": {"en": "nobody", "de": "niemand"},
    "explorer_romme": {
        "en": "Rommé (all in one turn)",
        "de": "Rommé (alles in einem Zug)",
    },
    "explorer_toml": {
        "en": "Scenario file (TOML): export, or paste and load",
        "de": "Szenario-Datei (TOML): exportieren oder einfügen und laden",
    },
    "explorer_download": {"en": "Download scenario.toml", "de": "scenario.toml herunterladen"},
    "explorer_upload": {"en": "Open file", "de": "Datei öffnen"},
    "explorer_loaded": {"en": "{name} loaded.", "de": "{name} geladen."},
    "explorer_not_toml": {
        "en": "{name}: only .toml files can be opened here.",
        "de": "{name}: hier lassen sich nur .toml-Dateien öffnen.",
    },
    "explorer_too_big": {
        "en": "{name} is bigger than {limit} bytes; a scenario or guided-hand file is a few "
              "kilobytes.",
        "de": "{name} ist größer als {limit} Bytes; eine Szenario- oder Übungsdatei hat wenige "
              "Kilobytes.",
    },
    "explorer_not_utf8": {
        "en": "{name} is not UTF-8 text.",
        "de": "{name} ist kein UTF-8-Text.",
    },
    "explorer_guide_upload": {"en": "Open a guided hand", "de": "Übungshand öffnen"},
    "explorer_h_seat": {"en": "Seat", "de": "Platz"},
    "explorer_h_bot": {"en": "Bot", "de": "Bot"},
    "explorer_h_hands": {"en": "Hands", "de": "Hände"},
    "explorer_h_wins": {"en": "Wins", "de": "Siege"},
    "explorer_h_win_rate": {"en": "Share of hands won", "de": "Anteil gewonnener Hände"},
    "explorer_h_win_low": {"en": "Share won, at least (95 %)", "de": "Anteil, mindestens (95 %)"},
    "explorer_h_win_high": {"en": "Share won, at most (95 %)", "de": "Anteil, höchstens (95 %)"},
    "explorer_h_mean_points": {"en": "Mean points per hand", "de": "Mittlere Punkte je Hand"},
    "explorer_h_points_ci": {
        "en": "± points (95 % interval)",
        "de": "± Punkte (95-%-Intervall)",
    },
    "explorer_h_mean_turns": {"en": "Mean turns per hand", "de": "Mittlere Züge je Hand"},
    "explorer_h_rules": {"en": "Rules", "de": "Regeln"},
    "explorer_standard_rules": {"en": "standard rules", "de": "Standardregeln"},
    "explorer_with_romme": {"en": "with a Rommé", "de": "mit Rommé"},
    "explorer_without_romme": {"en": "without a Rommé", "de": "ohne Rommé"},
    "vt_no_limit": {"en": "no limit", "de": "unbegrenzt"},
    "vt_kind_set": {"en": "set", "de": "Satz"},
    "vt_kind_run": {"en": "run", "de": "Reihe"},
    "vt_kind_meld": {"en": "meld", "de": "Meldung"},
    # -- the scoring explorer's empty start, a teacher's file, a used-up suit
    "explorer_clear": {"en": "Clear: start empty", "de": "Leeren: leer beginnen"},
    "explorer_upload_teacher": {
        "en": "Teachers: open a scenario file", "de": "Für Lehrkräfte: Szenario-Datei öffnen"},
    "explorer_suit_used": {"en": "all placed", "de": "alle gelegt"},
}
