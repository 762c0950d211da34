"""Texts of the card table, setup panel and scoreboard.
Wording follows docs/glossary.md (one German word per game concept)."""

from __future__ import annotations

UI: dict[str, dict] = {
    "btn_draw": {"en": "Draw", "de": "Ziehen"},
    "btn_take": {"en": "Take discard", "de": "Vom Ablagestapel nehmen"},
    "btn_meld": {"en": "Meld selected", "de": "Auswahl melden"},
    "btn_layoff": {"en": "Lay off", "de": "Anlegen"},
    "btn_swap": {"en": "Swap joker", "de": "Joker tauschen"},
    "btn_discard": {"en": "Discard selected", "de": "Auswahl ablegen"},
    "btn_undo": {"en": "Undo", "de": "Rückgängig"},
    "btn_hint": {"en": "Hint", "de": "Tipp"},
    "btn_next_hand": {"en": "Next hand", "de": "Nächste Hand"},
    "btn_end_turn": {"en": "End turn", "de": "Zug beenden"},
    "btn_end_hand": {"en": "End hand", "de": "Hand beenden"},
    "btn_cancel": {"en": "Cancel", "de": "Abbrechen"},
    "btn_reveal": {"en": "Show my cards", "de": "Meine Karten zeigen"},
    "btn_start": {"en": "Start game", "de": "Spiel starten"},
    "btn_new_game": {"en": "New game", "de": "Neues Spiel"},
    "actions": {"en": "Actions", "de": "Aktionen"},
    "stock": {"en": "Stock", "de": "Talon"},
    "discard_pile": {"en": "Discard pile", "de": "Ablagestapel"},
    "your_hand": {"en": "Your hand", "de": "Deine Hand"},
    "hand_of": {"en": "{name}'s hand", "de": "Hand von {name}"},
    "melds": {"en": "Melds on the table", "de": "Meldungen auf dem Tisch"},
    "melds_of": {"en": "Melds of {name}", "de": "Meldungen von {name}"},
    "melds_of_you": {"en": "Your melds", "de": "Deine Meldungen"},
    "no_melds": {"en": "No melds on the table yet.", "de": "Noch keine Meldungen auf dem Tisch."},
    "log": {"en": "What happened", "de": "Spielverlauf"},
    "scores": {"en": "Scores", "de": "Punkte"},
    "cards": {"en": "cards", "de": "Karten"},
    "card": {"en": "card", "de": "Karte"},
    "selected": {"en": "selected", "de": "ausgewählt"},
    "empty": {"en": "empty", "de": "leer"},
    "hand_no": {"en": "Hand {n}", "de": "Hand {n}"},
    "pool": {"en": "Pool {n}", "de": "Pott {n}"},
    "target": {"en": "Game to {n}", "de": "Ziel: {n} Punkte"},
    "dealer": {"en": "dealer", "de": "Geber"},
    "you": {"en": "You", "de": "Du"},
    "human": {"en": "Human", "de": "Mensch"},
    "bot": {"en": "{level} bot", "de": "Bot ({level})"},
    "their_turn": {"en": "to play", "de": "am Zug"},
    "level_easy": {"en": "Easy", "de": "leicht"},
    "level_medium": {"en": "Medium", "de": "mittel"},
    "level_hard": {"en": "Hard", "de": "schwer"},
    "run_caption": {"en": "Run {low}–{high}", "de": "Reihe {low}–{high}"},
    "set_caption": {"en": "Set of {rank}", "de": "Satz aus {rank}"},
    "pick_from_pile": {
        "en": "Click a card to take it and every card above it.",
        "de": "Klicke eine Karte: du nimmst sie und alle darüber.",
    },
    "teacher_view": {
        "en": "Teacher view: every hand is face up.",
        "de": "Lehreransicht: alle Hände sind aufgedeckt.",
    },
    # -- the teacher's dashboard (ui/teacher.py, notebooks/07_teacher.ipynb) --
    "teacher_no_password": {
        "en": "The teacher's dashboard is locked: no teacher password is set. Start the server "
              "with rummy-lab serve --teacher-password-file FILE (the first line of FILE is "
              "the password) or set the environment variable RUMMY_LAB_TEACHER_PASSWORD, then "
              "reload this page.",
        "de": "Die Übersicht für Lehrkräfte ist gesperrt: es ist kein Lehrer-Passwort gesetzt. "
              "Starte den Server mit rummy-lab serve --teacher-password-file DATEI (die erste "
              "Zeile der DATEI ist das Passwort) oder setze die Umgebungsvariable "
              "RUMMY_LAB_TEACHER_PASSWORD und lade dann diese Seite neu.",
    },
    "teacher_password": {"en": "Teacher password", "de": "Lehrer-Passwort"},
    "teacher_login": {"en": "Unlock", "de": "Entsperren"},
    "teacher_logout": {"en": "Lock", "de": "Sperren"},
    "teacher_wrong_password": {"en": "Wrong password.", "de": "Falsches Passwort."},
    "teacher_locked": {
        "en": {"one": "Too many wrong tries: wait {n} second.",
               "other": "Too many wrong tries: wait {n} seconds."},
        "de": {"one": "Zu viele falsche Versuche: warte {n} Sekunde.",
               "other": "Zu viele falsche Versuche: warte {n} Sekunden."},
    },
    "teacher_class": {"en": "Class", "de": "Klasse"},
    "teacher_no_class": {"en": "none yet", "de": "noch keine"},
    "teacher_tables": {"en": "Tables of the class", "de": "Tische der Klasse"},
    "teacher_no_tables": {"en": "No tables in this class yet.",
                          "de": "Noch keine Tische in dieser Klasse."},
    "teacher_col_turn": {"en": "To play", "de": "Am Zug"},
    "teacher_col_idle": {"en": "Idle for", "de": "Keine Aktion seit"},
    "teacher_not_joined": {"en": "not joined", "de": "nicht beigetreten"},
    "teacher_phase_hand_over": {"en": "hand over", "de": "Hand vorbei"},
    "teacher_phase_game_over": {"en": "game over", "de": "Spiel vorbei"},
    "teacher_watch": {"en": "Watch", "de": "Zuschauen"},
    "teacher_close": {"en": "Close", "de": "Schließen"},
    "teacher_show_hands": {"en": "Show hands", "de": "Hände zeigen"},
    "teacher_project": {"en": "Projector view", "de": "Beamer-Ansicht"},
    "teacher_watching": {"en": "Table {code} (read-only)", "de": "Tisch {code} (nur zuschauen)"},
    "teacher_hands_hidden": {"en": "The hands are hidden.", "de": "Die Hände sind verdeckt."},
    "teacher_read_only": {
        "en": "This view is read-only: the students play at their own screens.",
        "de": "Hier wird nur zugeschaut: die Schüler spielen an ihren eigenen Bildschirmen.",
    },
    "teacher_exports": {"en": "Download", "de": "Herunterladen"},
    "teacher_export_results": {"en": "Results (CSV)", "de": "Ergebnisse (CSV)"},
    "teacher_export_histories": {"en": "Hand histories (CSV)", "de": "Spielverläufe (CSV)"},
    "teacher_export_games": {"en": "Saved games (ZIP)", "de": "Gespeicherte Spiele (ZIP)"},
    "teacher_exported": {"en": "{name} is ready: see your downloads.",
                         "de": "{name} steht bereit: siehe deine Downloads."},
    "teacher_updated": {"en": "Live, updated {time}", "de": "Live, aktualisiert {time}"},
    "teacher_free": {"en": "Free seat", "de": "Platz freigeben"},
    "teacher_to_bot": {"en": "Give to a bot", "de": "Einem Bot geben"},
    "teacher_free_confirm": {
        "en": "Free {name}'s seat at table {code}? Whoever sits there can no longer play it.",
        "de": "Den Platz von {name} an Tisch {code} freigeben? Wer dort sitzt, kann ihn nicht "
              "mehr spielen."},
    "teacher_bot_confirm": {
        "en": "Give {name}'s seat at table {code} to a medium bot?",
        "de": "Den Platz von {name} an Tisch {code} einem mittleren Bot geben?"},
    "teacher_freed": {"en": "{name}'s seat at table {code} is free.",
                      "de": "Der Platz von {name} an Tisch {code} ist frei."},
    "teacher_botted": {"en": "A bot plays {name}'s seat at table {code} now.",
                       "de": "Ein Bot spielt jetzt den Platz von {name} an Tisch {code}."},
    "teacher_count": {"count": "total",
                      "en": {"one": "{active} active of {total} table · page {page} of {pages}",
                             "other": "{active} active of {total} tables · page {page} of "
                                      "{pages}"},
                      "de": {"one": "{active} aktiv von {total} Tisch · Seite {page} von {pages}",
                             "other": "{active} aktiv von {total} Tischen · Seite {page} von "
                                      "{pages}"}},
    "teacher_newer": {"en": "Newer", "de": "Neuere"},
    "teacher_older": {"en": "Older", "de": "Ältere"},
    "prompt_draw": {
        "en": "Your turn: draw from the stock or take the discard.",
        "de": "Du bist dran: zieh vom Talon oder nimm die oberste Karte vom Ablagestapel.",
    },
    "prompt_draw_stock": {
        "en": "Your turn: draw a card from the stock.",
        "de": "Du bist dran: zieh eine Karte vom Talon.",
    },
    "prompt_play": {
        "en": "Meld, lay off, or discard a card to end your turn.",
        "de": "Melde, lege an oder lege eine Karte ab, um den Zug zu beenden.",
    },
    "prompt_wait": {"en": "{name} is playing…", "de": "{name} ist am Zug …"},
    "prompt_thinking": {"en": "{name} is thinking…", "de": "{name} denkt nach …"},
    "hint_thinking": {"en": "Looking for a hint…", "de": "Ein Tipp wird gesucht …"},
    "prompt_game_over_code": {
        "en": "Game over. Replay code: {code} (it deals the same hands again).",
        "de": "Das Spiel ist vorbei. Wiederholungscode: {code} (er gibt dieselben Hände noch "
              "einmal).",
    },
    "pick_meld_layoff": {
        "en": "Now click the meld to lay {card} off on.",
        "de": "Klicke jetzt die Meldung, an die {card} angelegt wird.",
    },
    "pick_meld_swap": {
        "en": "Now click the meld whose joker {card} replaces.",
        "de": "Klicke jetzt die Meldung, deren Joker {card} ersetzt.",
    },
    "choose_layoff": {
        "en": "{card} fits in more than one way. Where should it go?",
        "de": "{card} passt auf mehrere Arten. Wohin?",
    },
    "choose_reading": {
        "en": "What should the joker stand for?",
        "de": "Wofür soll der Joker stehen?",
    },
    "need_cards_meld": {
        "en": "Select the cards to meld first (click them in your hand).",
        "de": "Wähle zuerst die Karten zum Melden (in deiner Hand anklicken).",
    },
    "need_one_card": {
        "en": "Select exactly one card in your hand first.",
        "de": "Wähle zuerst genau eine Karte deiner Hand.",
    },
    "no_such_seat": {"en": "There is no seat {seat}.", "de": "Es gibt keinen Platz {seat}."},
    "not_your_turn": {
        "en": "Please wait: it is {name}'s turn.",
        "de": "Bitte warten: {name} ist am Zug.",
    },
    "nothing_of_yours_to_undo": {
        "en": "There is nothing of yours to undo.",
        "de": "Du hast nichts, das sich zurücknehmen lässt.",
    },
    "undone": {"en": "Took back your last move.", "de": "Dein letzter Zug wurde zurückgenommen."},
    "cancelled": {"en": "Cancelled.", "de": "Abgebrochen."},
    "unknown_command": {"en": "Unknown command.", "de": "Unbekannter Befehl."},
    "hint_unavailable": {
        "en": "A hint is there when it is your turn.",
        "de": "Einen Tipp gibt es, wenn du am Zug bist.",
    },
    "hint_take": {
        "en": "Hint: take {card} from the discard pile: it completes a meld.",
        "de": "Tipp: nimm {card} vom Ablagestapel: sie vervollständigt eine Meldung.",
    },
    "hint_swap": {
        "en": "Hint: swap {card} for the joker in {meld} and use the joker yourself.",
        "de": "Tipp: tausche {card} gegen den Joker in {meld} und nutze den Joker selbst.",
    },
    "hint_discard_card": {
        "en": "Hint: discard {card}: it fits no meld of yours.",
        "de": "Tipp: lege {card} ab: sie passt in keine deiner Meldungen.",
    },
    "hint_draw_stock": {"en": "Hint: draw from the stock.", "de": "Tipp: zieh vom Talon."},
    "hint_meld": {"en": "Hint: you can meld {cards}.", "de": "Tipp: du kannst {cards} melden."},
    "hint_layoff": {
        "en": "Hint: you can lay off {card} on {meld}.",
        "de": "Tipp: du kannst {card} an {meld} anlegen.",
    },
    "pass_to": {"en": "Pass the device to {name}.", "de": "Gib das Gerät an {name} weiter."},
    "hand_won": {
        "en": "Hand {n} is over: {name} went out.",
        "de": "Hand {n} ist vorbei: {name} ist rausgekommen.",
    },
    "hand_won_you": {
        "en": "Hand {n} is over: you went out!",
        "de": "Hand {n} ist vorbei: du bist rausgekommen!",
    },
    "hand_drawn": {"en": "Hand {n} is over: {how}.", "de": "Hand {n} ist vorbei: {how}."},
    "hand_points": {"en": "Points this hand: {points}.", "de": "Punkte in dieser Hand: {points}."},
    "game_won": {
        "en": "Game over: {names} won with {score} points.",
        "de": "Das Spiel ist vorbei: {names} gewinnt mit {score} Punkten.",
    },
    "game_won_you": {
        "en": "Game over: you won with {score} points.",
        "de": "Das Spiel ist vorbei: du gewinnst mit {score} Punkten.",
    },
    "romme": {"en": "Rommé! The points are doubled.", "de": "Rommé! Die Punkte zählen doppelt."},
    "and": {"en": "and", "de": "und"},
    "joker": {"en": "Joker", "de": "Joker"},
    "ending_out": {"en": "a player went out", "de": "jemand ist rausgekommen"},
    "ending_stock": {"en": "the stock ran out", "de": "der Talon ist aufgebraucht"},
    "ending_rounds": {"en": "the round limit was reached", "de": "die Rundenzahl ist erreicht"},
    "ending_turn_cap": {"en": "the turn limit was reached", "de": "die Zuggrenze ist erreicht"},
    "log_draw": {"en": "drew a card from the stock", "de": "zieht eine Karte vom Talon"},
    "log_draw_you": {"en": "drew a card from the stock", "de": "ziehst eine Karte vom Talon"},
    "log_take": {"en": "took {card} from the discard pile", "de": "nimmt {card} vom Ablagestapel"},
    "log_take_you": {
        "en": "took {card} from the discard pile",
        "de": "nimmst {card} vom Ablagestapel",
    },
    "log_take_deep": {
        "count": "more",
        "en": {
            "one": "took {card} and {more} card above it from the discard pile",
            "other": "took {card} and {more} cards above it from the discard pile",
        },
        "de": {
            "one": "nimmt {card} und {more} Karte darüber vom Ablagestapel",
            "other": "nimmt {card} und {more} Karten darüber vom Ablagestapel",
        },
    },
    "log_take_deep_you": {
        "count": "more",
        "en": {
            "one": "took {card} and {more} card above it from the discard pile",
            "other": "took {card} and {more} cards above it from the discard pile",
        },
        "de": {
            "one": "nimmst {card} und {more} Karte darüber vom Ablagestapel",
            "other": "nimmst {card} und {more} Karten darüber vom Ablagestapel",
        },
    },
    "log_meld": {"en": "melded {cards}", "de": "meldet {cards}"},
    "log_meld_you": {"en": "melded {cards}", "de": "meldest {cards}"},
    "log_layoff": {"en": "laid off {card} on {meld}", "de": "legt {card} an {meld} an"},
    "log_layoff_you": {"en": "laid off {card} on {meld}", "de": "legst {card} an {meld} an"},
    "log_swap": {
        "en": "swapped {card} for the joker in {meld}",
        "de": "tauscht {card} gegen den Joker in {meld}",
    },
    "log_swap_you": {
        "en": "swapped {card} for the joker in {meld}",
        "de": "tauschst {card} gegen den Joker in {meld}",
    },
    "log_discard": {"en": "discarded {card}", "de": "legt {card} ab"},
    "log_discard_you": {"en": "discarded {card}", "de": "legst {card} ab"},
    "log_end_turn": {
        "en": "ended the turn without discarding",
        "de": "beendet den Zug, ohne abzulegen",
    },
    "log_end_turn_you": {
        "en": "ended the turn without discarding",
        "de": "beendest den Zug, ohne abzulegen",
    },
    "log_end_hand": {
        "en": "ended the hand (the stock is empty)",
        "de": "beendet die Hand (der Talon ist leer)",
    },
    "log_end_hand_you": {
        "en": "ended the hand (the stock is empty)",
        "de": "beendest die Hand (der Talon ist leer)",
    },
    "log_next_hand": {"en": "dealt the next hand", "de": "gibt die nächste Hand"},
    "log_next_hand_you": {"en": "dealt the next hand", "de": "gibst die nächste Hand"},
    "log_went_out": {"en": "went out", "de": "kommt raus"},
    "log_went_out_you": {"en": "went out", "de": "kommst raus"},
    "scoreboard": {"en": "Scoreboard", "de": "Punktetafel"},
    "no_hands": {"en": "No hand has been scored yet.", "de": "Noch keine Hand gewertet."},
    "running_totals": {"en": "Running totals", "de": "Punktestand"},
    "last_hand": {"en": "Hand {n}", "de": "Hand {n}"},
    "hand": {"en": "hand", "de": "Hand"},
    "total": {"en": "total", "de": "Summe"},
    "col_player": {"en": "player", "de": "Spieler"},
    "col_placed": {"en": "placed", "de": "gelegt"},
    "col_in hand": {"en": "in hand", "de": "auf der Hand"},
    "col_Rommé bonus": {"en": "Rommé bonus", "de": "Rommé-Bonus"},
    "col_pool": {"en": "pool", "de": "Pott"},
    "col_points": {"en": "points", "de": "Punkte"},
    "col_total": {"en": "total", "de": "Summe"},
    "col_went out": {"en": "went out", "de": "rausgekommen"},
    "col_ended by": {"en": "ended by", "de": "Ende durch"},
    "setup_title": {"en": "New game", "de": "Neues Spiel"},
    "variant": {"en": "Variant", "de": "Variante"},
    "players": {"en": "Players", "de": "Spieler"},
    "seat": {"en": "Seat {n}", "de": "Platz {n}"},
    "name": {"en": "Name", "de": "Name"},
    "target_label": {"en": "Target", "de": "Ziel"},
    "seed": {"en": "Seed", "de": "Startwert"},
    "seed_hint": {"en": "same seed, same deal", "de": "gleicher Startwert, gleiche Karten"},
    "opt_ace_mode": {"en": "Ace high (Q-K-A)", "de": "Ass hoch (Q-K-A)"},
    "opt_joker_swap": {"en": "Joker swap", "de": "Joker tauschen"},
    "opt_cutthroat": {"en": "Cutthroat scoring", "de": "Halsabschneider-Wertung"},
    "opt_romme": {"en": "Rommé: double points", "de": "Rommé: doppelte Punkte"},
    "four_colour": {"en": "Four-colour deck", "de": "Vierfarbiges Blatt"},
    "opt_upcard": {"en": "Turn up a first discard", "de": "Erste Karte aufdecken"},
    "need_human": {
        "en": "At least one seat must be played by a human.",
        "de": "Mindestens ein Platz muss von einem Menschen gespielt werden.",
    },
    "names_differ": {
        "en": "Every player needs a different name.",
        "de": "Alle Spieler brauchen verschiedene Namen.",
    },
    # -- the play page's one-model setup form --
    "seed_random": {"en": "random", "de": "zufällig"},
    "setup_seat_name": {"en": "Name of seat {n}", "de": "Name für Platz {n}"},
    "setup_seat_kind": {"en": "Who plays seat {n}", "de": "Wer spielt Platz {n}"},
    "setup_options": {"en": "Options", "de": "Optionen"},
    # -- a seat's view and the table as notebook pictures (rummy_lab/present/render.py) --
    "view_seat": {"en": "seat {n}", "de": "Platz {n}"},
    "view_set": {"en": "Set of {rank}s", "de": "Satz aus {rank}"},
    "view_melded_by": {"en": "{what} · melded by {name}", "de": "{what} · gemeldet von {name}"},
    "view_laid_off_by": {"en": " · laid off by {names}", "de": " · angelegt von {names}"},
    "view_stock": {"en": {"one": "Stock: {n} card", "other": "Stock: {n} cards"},
                   "de": {"one": "Talon: {n} Karte", "other": "Talon: {n} Karten"}},
    "view_top": {"en": "top {card}", "de": "oben {card}"},
    "view_pile": {"en": "Discard pile ({top})", "de": "Ablagestapel ({top})"},
    "view_pile_label": {"en": "Discard pile, {top}", "de": "Ablagestapel, {top}"},
    "view_melds": {"en": "Melds", "de": "Meldungen"},
    "view_piles": {"en": "Stock and discard pile", "de": "Talon und Ablagestapel"},
    "view_table": {"en": "Table", "de": "Tisch"},
    "view_held": {"en": {"one": "{name}: {n} card", "other": "{name}: {n} cards"},
                  "de": {"one": "{name}: {n} Karte", "other": "{name}: {n} Karten"}},
    "view_turn_draw": {"en": "{name} to draw", "de": "{name} muss ziehen"},
    "view_turn_play": {"en": "{name} to meld, lay off or discard",
                       "de": "{name} meldet, legt an oder legt ab"},
    "view_hand_of": {"en": "Hand of {name}", "de": "Hand von {name}"},
    # -- lesson tables (rummy_lab/ui/lesson_html.py: localise) --
    "col_seat": {"en": "seat", "de": "Platz"},
    "col_bot": {"en": "bot", "de": "Bot"},
    "col_hands": {"en": "hands", "de": "Hände"},
    "col_wins": {"en": "wins", "de": "Siege"},
    "col_win rate": {"en": "win rate", "de": "Gewinnrate"},
    "col_win rate low": {"en": "win rate low", "de": "Gewinnrate unten"},
    "col_win rate high": {"en": "win rate high", "de": "Gewinnrate oben"},
    "col_mean points": {"en": "mean points", "de": "Punkte im Mittel"},
    "col_points ci": {"en": "points ci", "de": "Punkte-Intervall"},
    "col_mean turns": {"en": "mean turns", "de": "Züge im Mittel"},
    "col_rules": {"en": "rules", "de": "Regeln"},
    "rules_standard": {"en": "standard", "de": "Standard"},
    "chart_strength": {"en": "Basic Rummy, 3 players: share of hands won",
                       "de": "Einfaches Rummy, 3 Spieler: Anteil gewonnener Hände"},
    "chart_deep": {"en": "Rummy 500: mean points per hand",
                   "de": "Rummy 500: Punkte pro Hand im Mittel"},
    # -- the language switch (rummy_lab/ui/language.py) --
    "lang_name": {"en": "English", "de": "Deutsch"},
    "lang_choose": {"en": "Language", "de": "Sprache"},
    "seed_invalid": {"en": "The seed must be a whole number from 0 to 18446744073709551615.", "de": "Der Startwert muss eine ganze Zahl von 0 bis 18446744073709551615 sein."},
    # -- class mode: shared tables across devices (ui/lobby.py, ui/shared_session.py) --
    "class_title": {"en": "Play with classmates", "de": "Mit der Klasse spielen"},
    "class_intro": {
        "en": "Create a shared table from the form above (seats set to Human are for "
              "classmates, you take the first), or join a table with its code.",
        "de": "Erstelle einen gemeinsamen Tisch mit dem Formular oben (Plätze mit „Mensch“ "
              "sind für deine Mitschüler, du nimmst den ersten) oder tritt einem Tisch mit "
              "seinem Code bei.",
    },
    "class_create": {"en": "Create a shared table", "de": "Gemeinsamen Tisch erstellen"},
    "class_code_label": {"en": "Table code", "de": "Tischcode"},
    "class_find": {"en": "Join a table", "de": "Tisch beitreten"},
    "class_take": {"en": "Take this seat", "de": "Diesen Platz nehmen"},
    "class_taken": {"en": "taken", "de": "besetzt"},
    "class_tell": {
        "en": "Read this code to your classmates: they enter it under “Join a table”.",
        "de": "Lies deinen Mitschülern diesen Code vor: Sie geben ihn bei „Tisch beitreten“ ein.",
    },
    "class_leave": {"en": "Leave table", "de": "Tisch verlassen"},
    "class_you_play": {"en": "You play seat {n} ({name}).", "de": "Du spielst Platz {n} ({name})."},
    "class_seats": {"en": "Seats at this table", "de": "Plätze an diesem Tisch"},
    "class_code_hint": {
        "en": "Enter the table code your classmate reads out.",
        "de": "Gib den Tischcode ein, den dir dein Mitschüler vorliest.",
    },
    "class_no_undo": {
        "en": "At a shared table moves cannot be taken back: the others have seen them.",
        "de": "An einem gemeinsamen Tisch lassen sich Züge nicht zurücknehmen: Die anderen "
              "haben sie gesehen.",
    },
    "class_classmate": {"en": "Classmate", "de": "Mitspieler"},
    # -- class mode by a lobby's rules (issue 22): leaving, empty seats, limits --
    "class_leave_confirm": {
        "en": "Leave this table? Your seat becomes free for someone else.",
        "de": "Diesen Tisch verlassen? Dein Platz wird für jemand anderen frei."},
    "class_one_seat": {
        "en": "This browser holds seat {n} of this table already: one seat a browser.",
        "de": "Dieser Browser hat an diesem Tisch schon Platz {n}: ein Platz pro Browser."},
    "class_limit_create": {
        "en": "One page may create {n} tables a minute and {total} in all: wait a moment.",
        "de": "Eine Seite darf {n} Tische pro Minute und {total} insgesamt erstellen: "
              "warte einen Moment."},
    "class_limit_claim": {
        "en": "One page may take {n} seats a minute and {total} in all: wait a moment.",
        "de": "Eine Seite darf {n} Plätze pro Minute und {total} insgesamt nehmen: "
              "warte einen Moment."},
    "class_seat_empty": {
        "en": "Nobody has sat in {name}'s seat for {n} min: wait, or ask your teacher to "
              "give it to a bot.",
        "de": "Der Platz von {name} ist seit {n} Min. leer: warte, oder bitte deine "
              "Lehrkraft, ihn einem Bot zu geben."},
    "class_empty_for": {"en": "empty for {n} min", "de": "seit {n} Min. leer"},
    "class_seat_lost": {
        "en": "Your seat at this table was freed by the teacher.",
        "de": "Deine Lehrkraft hat deinen Platz an diesem Tisch freigegeben."},
    # -- the play table (issue 11): layout, reveal, pile preview, hand order, saving --
    "table_projector": {"en": "Projector", "de": "Beamer"},
    "table_new": {"en": "new", "de": "neu"},
    "table_sort_suit": {"en": "Sort by suit", "de": "Nach Farbe sortieren"},
    "table_sort_rank": {"en": "Sort by rank", "de": "Nach Wert sortieren"},
    "table_group": {"en": "Suggest melds", "de": "Meldungen vorschlagen"},
    "table_suggest_layoff": {"en": "Lay off: {meld}", "de": "Anlegen: {meld}"},
    "table_suggest_left": {
        "en": "Left in hand: {n} points",
        "de": "Bleibt auf der Hand: {n} Punkte",
    },
    "table_suggest_select": {"en": "Select: {group}", "de": "Auswählen: {group}"},
    "table_suggest_none": {
        "en": "No meld in this hand yet.",
        "de": "In dieser Hand ist noch keine Meldung.",
    },
    "table_suggest_note": {
        "en": "A suggestion only: nothing is played until you press a button.",
        "de": "Nur ein Vorschlag: Gespielt wird erst, wenn du eine Schaltfläche drückst.",
    },
    "table_suggest_unproven": {
        "en": "The best found in the time allowed.",
        "de": "Das Beste, was in der erlaubten Zeit gefunden wurde.",
    },
    "table_reorder_hint": {
        "en": "Move a card: Shift + arrow keys, or drag it.",
        "de": "Karte verschieben: Umschalt + Pfeiltasten oder ziehen.",
    },
    "table_placed_by": {"en": "{card}, placed by {name}", "de": "{card}, gelegt von {name}"},
    "table_pick_preview": {
        "en": "Taking {card} brings {n} cards into your hand.",
        "de": "Wer {card} nimmt, bekommt {n} Karten auf die Hand.",
    },
    "table_pick_preview_one": {
        "en": "Taking {card} brings 1 card into your hand.",
        "de": "Wer {card} nimmt, bekommt 1 Karte auf die Hand.",
    },
    "table_pick_must_use": {
        "en": "You must meld or lay off {card} this turn.",
        "de": "{card} musst du in diesem Zug melden oder anlegen.",
    },
    "table_pick_locked": {
        "en": "{card} cannot be taken now. Click it to see why.",
        "de": "{card} kann jetzt nicht genommen werden. Klicke darauf, um den Grund zu sehen.",
    },
    "table_stock_rebuilt": {
        "en": "The discard pile became the new stock ({n} cards).",
        "de": "Der Ablagestapel wurde zum neuen Talon ({n} Karten).",
    },
    "table_in_hand": {"en": "{n} points left in hand", "de": "{n} Punkte auf der Hand"},
    "table_hand_score": {"en": "{points} this hand", "de": "{points} in dieser Hand"},
    "table_play_again": {"en": "Play again", "de": "Noch einmal spielen"},
    "table_bot_speed": {"en": "Bot speed", "de": "Tempo der Bots"},
    "table_speed_fast": {"en": "Fast", "de": "Schnell"},
    "table_speed_normal": {"en": "Normal", "de": "Normal"},
    "table_speed_slow": {"en": "Slow", "de": "Langsam"},
    "table_save": {"en": "Save game", "de": "Spiel speichern"},
    "table_load": {"en": "Load a saved game", "de": "Gespeichertes Spiel laden"},
    "table_resume": {"en": "Resume my last game", "de": "Mein letztes Spiel fortsetzen"},
    "table_loaded": {"en": "Saved game loaded.", "de": "Gespeichertes Spiel geladen."},
    "table_load_bad": {
        "en": "This file is not a saved game of this server: {reason}",
        "de": "Diese Datei ist kein gespeichertes Spiel dieses Servers: {reason}",
    },
    "table_resume_gone": {
        "en": "The saved game is no longer on this server.",
        "de": "Das gespeicherte Spiel ist auf diesem Server nicht mehr vorhanden.",
    },
    "table_save_unavailable": {
        "en": "Saving is not available while the hand is covered.",
        "de": "Speichern geht nicht, solange die Hand verdeckt ist.",
    },
    "table_seal_bad": {
        "en": "it was saved by another server or changed since.",
        "de": "es wurde von einem anderen Server gespeichert oder seitdem verändert.",
    },
    "table_file_empty": {"en": "the file is empty or too big.", "de": "die Datei ist leer oder zu groß."},
    "table_not_json": {"en": "it is not a JSON file.", "de": "es ist keine JSON-Datei."},
    "table_need_sealed": {
        "en": "only games saved with the Save game button can be loaded here.",
        "de": "hier lassen sich nur Spiele laden, die mit „Spiel speichern“ gesichert wurden.",
    },
    # -- a student names their seat; a full table; the scoring explorer
    "class_your_name": {"en": "Your name", "de": "Dein Name"},
    "class_full": {
        "en": "This table is full: every seat is taken.",
        "de": "Dieser Tisch ist voll: Alle Plätze sind besetzt."},
    "table_round": {"en": "Round {n} of {total}", "de": "Runde {n} von {total}"},
    "table_replay_code": {"en": "Replay code", "de": "Wiederholungscode"},
    "table_replay_play": {"en": "Play this game again", "de": "Dieses Spiel nochmal spielen"},
    "table_replayed": {
        "en": "The game of this replay code, from its first hand.",
        "de": "Das Spiel dieses Wiederholungscodes, ab der ersten Hand."},
    # -- the one guard of the UI, uploads
    "error_internal": {
        "en": "Something went wrong here (a fault of rummy-lab, not yours): try again, or "
              "tell your teacher and give this reference: {ref}.",
        "de": "Hier ist etwas schiefgegangen (ein Fehler von rummy-lab, nicht deiner): "
              "versuch es noch einmal oder sag deiner Lehrkraft Bescheid und nenne diese "
              "Kennung: {ref}.",
    },
    "table_too_deep": {"en": "it nests too deep to be a saved game.",
                       "de": "sie ist zu tief verschachtelt für ein gespeichertes Spiel."},
    "upload_too_big": {
        "en": "{name} is too big to upload ({size} kB; at most {limit} kB). Nothing was sent.",
        "de": "{name} ist zu groß zum Hochladen ({size} kB; höchstens {limit} kB). Es wurde "
              "nichts gesendet.",
    },
}
