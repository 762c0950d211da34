"""Texts of the review of a learner's own game (rummy_lab/practice/review*.py)."""

from __future__ import annotations

REVIEW: dict[str, dict] = {
    "review_progress": {"en": "Reviewing your moves: {done} of {n}",
                        "de": "Deine Züge werden geprüft: {done} von {n}"},
    "review_bar": {"en": "Reviewing moves", "de": "Züge werden geprüft"},
    "review_not_a_game": {"en": "Only a game, a saved game or a replay code can be reviewed.",
                          "de": "Nur ein Spiel, ein gespeichertes Spiel oder ein "
                                "Wiederholungscode kann ausgewertet werden."},
    "review_class_bad_input": {"en": "The class view cannot use these data ({what}): a field "
                                     "is missing or of the wrong kind.",
                               "de": "Die Klassenübersicht kann diese Daten ({what}) nicht "
                                     "verwenden: ein Feld fehlt oder hat die falsche Art."},
    "review_class_what_reviews": {"en": "game reviews", "de": "Auswertungen der Spiele"},
    "review_class_what_refusals": {"en": "refusals", "de": "abgelehnte Züge"},
    "review_class_what_mastery": {"en": "practice records", "de": "Übungsstand"},
    "review_class_what_student": {"en": "student names", "de": "Namen"},
    "review_severity_fine": {"en": "no loss", "de": "kein Verlust"},
    "review_severity_inaccuracy": {"en": "inaccuracy", "de": "Ungenauigkeit"},
    "review_severity_mistake": {"en": "mistake", "de": "Fehler"},
    "review_severity_blunder": {"en": "blunder", "de": "grober Fehler"},
    # -- the moves, as the review names them
    "review_move_none": {"en": "nothing better", "de": "nichts Besseres"},
    "review_move_stock": {"en": "draw from the stock", "de": "vom Talon ziehen"},
    "review_move_take": {"en": "take {card} from the discard pile",
                         "de": "{card} vom Ablagestapel nehmen"},
    "review_move_meld": {"en": "meld {meld}", "de": "{meld} melden"},
    "review_move_layoff": {"en": "lay off {card}", "de": "{card} anlegen"},
    "review_move_swap": {"en": "swap {card} for the joker", "de": "{card} gegen den Joker tauschen"},
    "review_move_discard": {"en": "discard {card}", "de": "{card} ablegen"},
    "review_move_end_turn": {"en": "end the turn", "de": "den Zug beenden"},
    # -- why a decision cost points (each names the rule or idea it is about)
    "review_why_fine": {"en": "As good as the best move the engine finds.",
                        "de": "So gut wie der beste Zug, den die Engine findet."},
    "review_why_unproven": {
        "en": "Not graded: the engine could not prove the best move here within {nodes} "
              "search steps, so it gives no verdict.",
        "de": "Nicht bewertet: Die Engine konnte den besten Zug hier nicht in {nodes} "
              "Suchschritten beweisen, darum gibt sie kein Urteil.",
    },
    "review_why_deep_pick": {
        "en": {"one": "Taking {card} brought {n} more card you could not use: it counts "
                      "against you. Better: {better} ({cost} points).",
               "other": "Taking {card} brought {n} more cards you could not use: they count "
                        "against you. Better: {better} ({cost} points)."},
        "de": {"one": "Mit {card} kam {n} weitere Karte, die du nicht brauchen konntest: sie "
                      "zählt gegen dich. Besser: {better} ({cost} Punkte).",
               "other": "Mit {card} kamen {n} weitere Karten, die du nicht brauchen konntest: "
                        "sie zählen gegen dich. Besser: {better} ({cost} Punkte)."}},
    "review_why_pick_worse": {
        "en": "{card} from the pile did less for your hand than {better} ({cost} points).",
        "de": "{card} vom Ablagestapel brachte deiner Hand weniger als: {better} "
              "({cost} Punkte)."},
    "review_why_missed_pick": {
        "en": "The pile held a card you could use: taking {card} was worth {cost} points "
              "more than a card from the stock on average.",
        "de": "Im Ablagestapel lag eine Karte, die du brauchen konntest: {card} zu nehmen war "
              "im Schnitt {cost} Punkte mehr wert als eine Karte vom Talon."},
    "review_why_discard_fits": {
        "en": "{card} fits {meld} on the table{after}: lay it off instead of discarding it "
              "({cost} points).",
        "de": "{card} passt an {meld} auf dem Tisch{after}: lege sie an, statt sie abzulegen "
              "({cost} Punkte)."},
    "review_after_layoff": {"en": " once you lay off {cards} there",
                            "de": ", sobald du {cards} dort angelegt hast"},
    "review_why_meld_wastes": {
        "en": "Those cards score more another way: {better} ({cost} points).",
        "de": "Diese Karten bringen anders mehr: {better} ({cost} Punkte)."},
    "review_why_missed_out": {
        "en": "You could have gone out this turn: {better}, then discard. Not going out "
              "cost {cost} points.",
        "de": "Du hättest in diesem Zug rauskommen können: {better}, dann ablegen. Nicht "
              "rauszukommen kostete {cost} Punkte."},
    "review_why_breaks_meld": {
        "en": "Discarding {card} breaks {meld}, a finished meld. Better: {better} "
              "({cost} points).",
        "de": "{card} abzulegen zerstört {meld}, eine fertige Meldung. Besser: {better} "
              "({cost} Punkte)."},
    "review_why_held_back": {
        "en": "{cards} could go down now; kept in hand it counts against you if someone "
              "goes out first. Better: {better} ({cost} points).",
        "de": "{cards} hättest du jetzt melden können; auf der Hand zählt es gegen "
              "dich, wenn jemand vorher rauskommt. Besser: {better} ({cost} Punkte)."},
    "review_why_higher_discard": {
        "en": "{card} was the better discard: it keeps fewer points in your hand "
              "({cost} points).",
        "de": "{card} abzulegen war besser: es bleiben weniger Punkte auf deiner Hand "
              "({cost} Punkte)."},
    "review_why_no_discard": {
        "en": "Ending the turn without discarding kept {card} in your hand. Better: {better} "
              "({cost} points).",
        "de": "Den Zug ohne Ablegen zu beenden ließ {card} auf deiner Hand. Besser: {better} "
              "({cost} Punkte)."},
    # -- the play page's review pane (rummy_lab/ui/review_pane.py, widgets/review.js)
    "review_button_hand": {"en": "Review this hand", "de": "Diese Runde auswerten"},
    "review_button_game": {"en": "Review the game", "de": "Das Spiel auswerten"},
    "review_title": {"en": "Review", "de": "Auswertung"},
    "review_prev": {"en": "Previous", "de": "Zurück"},
    "review_next": {"en": "Next", "de": "Weiter"},
    "review_close": {"en": "Close the review", "de": "Auswertung schließen"},
    "review_practise": {"en": "Practise these", "de": "Diese üben"},
    "review_practise_saved": {"en": "Saved for the practice page.",
                              "de": "Für die Übungsseite gespeichert."},
    "review_played": {"en": "You played", "de": "Du hast gespielt"},
    "review_better": {"en": "Better", "de": "Besser"},
    "review_why": {"en": "Why", "de": "Warum"},
    "review_your_hand": {"en": "Your hand then", "de": "Deine Karten damals"},
    "review_others": {"en": "Other hands", "de": "Andere Spieler"},
    "review_starting": {"en": "Reviewing your moves…", "de": "Deine Züge werden geprüft …"},
    "review_not_now": {"en": "A review is possible when a hand is over.",
                       "de": "Auswerten geht, wenn eine Runde zu Ende ist."},
    "review_slide_heading": {"en": "Hand {hand}, your turn {turn}",
                             "de": "Runde {hand}, dein {turn}. Zug"},
    "review_cost": {"en": "cost {cost} points", "de": "kostete {cost} Punkte"},
    "review_summary": {
        "en": {"one": "{n} decision reviewed; {costly} cost points, the costliest first.",
               "other": "{n} decisions reviewed; {costly} cost points, the costliest first."},
        "de": {"one": "{n} Entscheidung geprüft; {costly} kosteten Punkte, die teuerste zuerst.",
               "other": "{n} Entscheidungen geprüft; {costly} kosteten Punkte, die teuerste "
                        "zuerst."}},
    "review_summary_none": {
        "en": {"one": "{n} decision reviewed: none cost points. Well played!",
               "other": "{n} decisions reviewed: none cost points. Well played!"},
        "de": {"one": "{n} Entscheidung geprüft: keine kostete Punkte. Gut gespielt!",
               "other": "{n} Entscheidungen geprüft: keine kostete Punkte. Gut gespielt!"}},
    "review_summary_no_costly": {
        "en": {"one": "{n} decision reviewed: none of the graded ones cost points.",
               "other": "{n} decisions reviewed: none of the graded ones cost points."},
        "de": {"one": "{n} Entscheidung geprüft: keine der bewerteten kostete Punkte.",
               "other": "{n} Entscheidungen geprüft: keine der bewerteten kostete Punkte."}},
    "review_summary_unproven": {
        "en": {"one": "{n} decision is not graded: the engine could not prove its best move.",
               "other": "{n} decisions are not graded: the engine could not prove their best "
                        "moves."},
        "de": {"one": "{n} Entscheidung ist nicht bewertet: Die Engine konnte ihren besten Zug "
                      "nicht beweisen.",
               "other": "{n} Entscheidungen sind nicht bewertet: Die Engine konnte ihre besten "
                        "Züge nicht beweisen."}},
    "review_refusal_line": {
        "en": {"one": "Refused once: {text}", "other": "Refused {n} times: {text}"},
        "de": {"one": "Einmal abgelehnt: {text}", "other": "{n}-mal abgelehnt: {text}"}},
    # -- the teacher's class view (rummy_lab/ui/class_view.py, widgets/class_view.js)
    "classview_title": {"en": "What the class gets wrong", "de": "Was die Klasse falsch macht"},
    "classview_heat": {"en": "Trouble per rule and student (0 = none, 1 = a lot)",
                   "de": "Schwierigkeiten je Regel und Person (0 = keine, 1 = viele)"},
    "classview_hardest": {"en": "Rules most of the class gets wrong",
                      "de": "Regeln, die die meisten falsch machen"},
    "classview_history": {"en": "A student's history", "de": "Verlauf einer Person"},
    "classview_csv": {"en": "Export the class view (CSV)",
                  "de": "Klassenübersicht exportieren (CSV)"},
    "classview_plot": {"en": "Costly decisions of the class per hand",
                   "de": "Teure Entscheidungen der Klasse je Runde"},
    "classview_student": {"en": "Student", "de": "Person"},
    "classview_rule": {"en": "Rule", "de": "Regel"},
    "classview_lesson": {"en": "Lesson to revisit", "de": "Lektion zum Wiederholen"},
    "classview_none": {"en": "No reviewed game of this class yet.",
                   "de": "Noch kein ausgewertetes Spiel dieser Klasse."},
    "classview_struggle": {"en": {"one": "{n} of {total} students ({share} %)",
                                  "other": "{n} of {total} students ({share} %)"},
                           "de": {"one": "{n} von {total} Personen ({share} %)",
                                  "other": "{n} von {total} Personen ({share} %)"}},
    "classview_cost": {"en": "Points lost", "de": "Verlorene Punkte"},
    "classview_mastery": {"en": "Mastery", "de": "Beherrschung"},
    "classview_hand": {"en": "Hand", "de": "Runde"},
    "classview_pending": {"en": {"one": "{n} table is being reviewed…",
                             "other": "{n} tables are being reviewed…"},
                      "de": {"one": "{n} Tisch wird ausgewertet …",
                             "other": "{n} Tische werden ausgewertet …"}},
    # -- "Practise these" in the review pane (rummy_lab/ui/review_practice.py)
    "review_drill_title": {"en": "Practise your own positions", "de": "Übe deine eigenen Stellungen"},
    "review_drill_heading": {"en": "Position {at} of {n}", "de": "Stellung {at} von {n}"},
    "review_drill_next": {"en": "Next position", "de": "Nächste Stellung"},
    "review_drill_back": {"en": "Back to the review", "de": "Zurück zur Auswertung"},
    "review_drill_done": {"en": "All positions practised. They count on the practice page.",
                          "de": "Alle Stellungen geübt. Sie zählen auf der Übungsseite."},
    "review_drill_summary": {"en": "{right} of {n} right", "de": "{right} von {n} richtig"},
    # -- a reason's short name, as the class view's rows name it (review_topic_<reason>)
    "review_topic_fine": {"en": "No loss", "de": "Kein Verlust"},
    "review_topic_deep_pick": {"en": "Taking deep from the pile",
                               "de": "Tief aus dem Ablagestapel nehmen"},
    "review_topic_pick_worse": {"en": "A weaker card from the pile",
                                "de": "Eine schwächere Karte vom Ablagestapel"},
    "review_topic_missed_pick": {"en": "A useful card left in the pile",
                                 "de": "Eine brauchbare Karte im Ablagestapel gelassen"},
    "review_topic_discard_fits": {"en": "Discarding a card that could be laid off",
                                  "de": "Eine Karte abgelegt, die man anlegen konnte"},
    "review_topic_meld_wastes": {"en": "A meld that scores less",
                                 "de": "Eine Meldung, die weniger bringt"},
    "review_topic_missed_out": {"en": "Not going out", "de": "Nicht rausgekommen"},
    "review_topic_breaks_meld": {"en": "Breaking a finished meld",
                                 "de": "Eine fertige Meldung zerstört"},
    "review_topic_held_back": {"en": "Holding melds back", "de": "Meldungen zurückgehalten"},
    "review_topic_higher_discard": {"en": "Keeping high cards in hand",
                                    "de": "Hohe Karten auf der Hand behalten"},
    "review_topic_no_discard": {"en": "Ending a turn without a discard",
                                "de": "Einen Zug ohne Ablegen beendet"},
    # -- a review's decision as a practice exercise (rummy_lab/practice/review_exercise.py)
    "review_exercise_discard": {"en": "From your own game: which card do you discard?",
                                "de": "Aus deinem Spiel: Welche Karte legst du ab?"},
    "review_exercise_draw": {"en": "From your own game: where do you draw from?",
                             "de": "Aus deinem Spiel: Woher ziehst du?"},
    "review_exercise_play": {"en": "From your own game: what do you play now?",
                             "de": "Aus deinem Spiel: Was spielst du jetzt?"},
    "review_exercise_costs": {"en": "That costs {cost} points more than the best: {better}.",
                              "de": "Das kostet {cost} Punkte mehr als das Beste: {better}."},
}
