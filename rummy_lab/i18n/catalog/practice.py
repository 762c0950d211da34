"""Texts of the practice drills and the mastery record (rummy_lab/practice)."""

from __future__ import annotations

PRACTICE: dict[str, dict] = {
    # -- answers that are not answers
    "practice_bad_language": {"en": "Unknown language {lang}: use {langs}.",
                              "de": "Unbekannte Sprache {lang}: nimm {langs}."},
    "practice_answer_too_long": {
        "en": "That answer is too long (at most {n} characters).",
        "de": "Diese Antwort ist zu lang (höchstens {n} Zeichen)."},
    "practice_answer_number": {"en": "Answer with a whole number of points, not {value}.",
                               "de": "Antworte mit einer ganzen Punktzahl, nicht {value}."},
    "practice_answer_choice": {"en": "{value} is not one of the choices of this exercise.",
                               "de": "{value} ist keine der Antworten dieser Übung."},
    "practice_bad_seed": {"en": "An exercise number is a whole number from 0, not {value}.",
                          "de": "Eine Übungsnummer ist eine ganze Zahl ab 0, nicht {value}."},
    "practice_bad_rules": {"en": "Give the rules as a variant name or Rules, not {value}.",
                           "de": "Gib die Regeln als Variantennamen oder Rules an, nicht {value}."},
    "practice_unknown_kind": {"en": "Unknown kind of exercise {kind}: use {kinds}.",
                              "de": "Unbekannte Übungsart {kind}: nimm {kinds}."},
    "practice_kind_not_here": {"en": "The exercise {kind} does not exist in {title}.",
                               "de": "Die Übung {kind} gibt es in {title} nicht."},
    "practice_right": {"en": "Right!", "de": "Richtig!"},
    "practice_answer_is": {"en": "The answer: {answer}.", "de": "Die Antwort: {answer}."},
    "practice_and": {"en": "{a} and {b}", "de": "{a} und {b}"},
    "practice_none_of_them": {"en": "none of them", "de": "keine davon"},
    # -- legal or not
    "practice_legal_prompt": {
        "en": "{title}: which of these groups may be put down as a new meld? Pick every one.",
        "de": "{title}: Welche dieser Gruppen darf man als neue Meldung melden? Wähle alle."},
    "practice_is_meld": {"en": "{cards} is a legal meld.",
                         "de": "{cards} ist eine gültige Meldung."},
    # -- lay off
    "practice_layoff_prompt": {
        "en": "Where can you lay off {card}? Pick every meld it extends (or nowhere).",
        "de": "Wo kannst du {card} anlegen? Wähle jede Meldung, die sie verlängert (oder nirgends)."},
    "practice_layoff_fits": {"en": "{card} extends {meld}.", "de": "{card} verlängert {meld}."},
    "practice_nowhere": {"en": "nowhere", "de": "nirgends"},
    "practice_fits_somewhere": {"en": "{card} does fit a meld on the table.",
                                "de": "{card} passt doch an eine Meldung auf dem Tisch."},
    # -- joker swap
    "practice_swap_prompt": {
        "en": "Which of your cards frees which joker? Pick every swap you may make now.",
        "de": "Welche deiner Karten befreit welchen Joker? Wähle jeden Tausch, den du jetzt machen darfst."},
    "practice_swap_choice": {"en": "{card} into {meld}", "de": "{card} in {meld}"},
    "practice_swap_frees": {"en": "{card} frees the joker of {meld}.",
                            "de": "{card} befreit den Joker aus {meld}."},
    "practice_no_swap": {"en": "no swap", "de": "kein Tausch"},
    "practice_swap_exists": {"en": "One of your cards does free a joker.",
                             "de": "Eine deiner Karten befreit doch einen Joker."},
    "practice_swap_none": {"en": "None of your cards frees a joker.",
                           "de": "Keine deiner Karten befreit einen Joker."},
    # -- score it
    "practice_score_prompt": {
        "en": "{title}: {how} Hands left: {hands}. Table (who placed what): {table}. "
              "How many points does {name} score for this hand?",
        "de": "{title}: {how} Karten auf der Hand: {hands}. Tisch (wer was gemeldet oder angelegt hat): "
              "{table}. Wie viele Punkte bekommt {name} für dieses Spiel?"},
    "practice_went_out": {"en": "{name} went out, having placed cards before.",
                          "de": "{name} ist rausgekommen und hatte vorher schon gemeldet."},
    "practice_went_out_romme": {
        "en": "{name} went out in one turn with nothing placed before (a Rommé).",
        "de": "{name} ist in einem Zug rausgekommen, ohne vorher zu melden (ein Rommé)."},
    "practice_score_only_winner": {
        "en": "Only who goes out scores in this variant: {name} scores 0.",
        "de": "In dieser Variante punktet nur, wer rauskommt: {name} bekommt 0."},
    "practice_score_collects": {
        "en": "{name} collects the cards left in the other hands: {sums} = {points}.",
        "de": "{name} bekommt die Karten, die die anderen noch halten: {sums} = {points}."},
    "practice_score_collects_romme": {
        "en": "{name} collects the cards left in the other hands: {sums} = {base}, "
              "doubled for the Rommé: {points}.",
        "de": "{name} bekommt die Karten, die die anderen noch halten: {sums} = {base}, "
              "verdoppelt für das Rommé: {points}."},
    "practice_score_cutthroat": {
        "en": "Only who goes out scores, the value of the cards they placed: {name} {points}.",
        "de": "Nur wer rauskommt, punktet, mit dem Wert der eigenen Karten auf dem Tisch: "
              "{name} {points}."},
    "practice_score_net": {
        "en": "{name} placed {placed} and holds {held}: {placed} − {held} = {points}.",
        "de": "{name} hat {placed} auf dem Tisch und hält {held}: {placed} − {held} = {points}."},
    "practice_score_net_pool": {
        "en": "{name} placed {placed}, holds {held} and takes the pool of {pot}: "
              "{placed} − {held} + {pot} = {points}.",
        "de": "{name} hat {placed} auf dem Tisch, hält {held} und gewinnt den Pott von {pot}: "
              "{placed} − {held} + {pot} = {points}."},
    # -- the pile
    "practice_pile_take_prompt": {
        "en": "Your turn begins. Which cards of the spread pile may you take?",
        "de": "Dein Zug beginnt. Welche Karten des offenen Ablagestapels darfst du nehmen?"},
    "practice_may_take": {"en": "You may take {card}.", "de": "Du darfst {card} nehmen."},
    "practice_pile_comes_prompt": {
        "en": "You take {card} from the pile. Which cards of the pile come into your hand?",
        "de": "Du nimmst {card} vom Ablagestapel. Welche Karten des Ablagestapels kommen auf deine Hand?"},
    "practice_comes_with": {"en": "{card} comes with {taken} (it lies on or above it).",
                            "de": "{card} kommt mit {taken} (sie liegt darauf oder darüber)."},
    "practice_stays": {"en": "{card} stays in the pile (it lies below {taken}).",
                       "de": "{card} bleibt im Ablagestapel (sie liegt unter {taken})."},
    "practice_pile_must_prompt": {
        "en": "You take {card} from the pile. What must you then do?",
        "de": "Du nimmst {card} vom Ablagestapel. Was musst du dann tun?"},
    "practice_must_use": {"en": "meld or lay off {card} in this turn",
                          "de": "{card} in diesem Zug melden oder anlegen"},
    "practice_must_not_discard": {"en": "only not discard {card} in this turn",
                                  "de": "nur {card} in diesem Zug nicht ablegen"},
    "practice_must_nothing": {"en": "nothing special: play on as usual",
                              "de": "nichts Besonderes: weiterspielen wie immer"},
    "practice_pick_free": {"en": "{card} comes with no duty: play on as usual.",
                           "de": "{card} bringt keine Pflicht: spiel weiter wie immer."},
    "practice_no_obligation": {
        "en": "{card} need not be melded this turn. {reason}",
        "de": "{card} muss in diesem Zug nicht gemeldet werden. {reason}"},
    # -- best discard
    "practice_discard_prompt": {
        "en": "Which discard keeps your hand best?",
        "de": "Welche abgelegte Karte lässt dir die beste Hand?"},
    "practice_discard_loss": {
        "en": {"one": "Discarding {card} costs {n} point against the best discard: {severity}.",
               "other": "Discarding {card} costs {n} points against the best discard: "
                        "{severity}."},
        "de": {"one": "{card} abzulegen kostet {n} Punkt gegenüber der besten Wahl: "
                      "{severity}.",
               "other": "{card} abzulegen kostet {n} Punkte gegenüber der besten Wahl: "
                        "{severity}."}},
    "practice_severity_fine": {"en": "as good as the best", "de": "so gut wie die beste"},
    "practice_severity_inaccuracy": {"en": "an inaccuracy", "de": "eine Ungenauigkeit"},
    "practice_severity_mistake": {"en": "a mistake", "de": "ein Fehler"},
    "practice_severity_blunder": {"en": "a blunder", "de": "ein grober Fehler"},
    # -- going out
    "practice_out_prompt": {
        "en": "You have drawn. Can you go out this turn, and would it be a Rommé?",
        "de": "Du hast gezogen. Kannst du in diesem Zug rauskommen, und wäre es ein Rommé?"},
    "practice_out_romme": {"en": "yes, with a Rommé", "de": "ja, mit einem Rommé"},
    "practice_out_no": {"en": "no", "de": "nein"},
    "practice_out_line": {"en": "You can go out: {plays}.",
                          "de": "Du kannst rauskommen: {plays}."},
    "practice_out_line_discard": {"en": "You can go out: {plays}, then discard {card}.",
                                  "de": "Du kannst rauskommen: {plays}, dann {card} ablegen."},
    "practice_cards_stay": {"en": "After your best plays {cards} stay in your hand.",
                            "de": "Nach deinen besten Zügen bleiben {cards} auf deiner Hand."},
    "practice_is_romme": {
        "en": "You placed nothing before this turn: going out now is a Rommé.",
        "de": "Du hast vor diesem Zug nichts gemeldet: jetzt auszugehen ist ein Rommé."},
    "practice_not_romme": {
        "en": "Not a Rommé: you had placed cards before, or this variant has none.",
        "de": "Kein Rommé: du hattest schon gemeldet, oder diese Variante kennt keins."},
    # -- the rules a drill tests (progress per rule)
    "rule_meld_set": {"en": "Sets", "de": "Sätze"},
    "rule_meld_run": {"en": "Runs", "de": "Reihen"},
    "rule_meld_ace": {"en": "The ace in runs", "de": "Das Ass in Reihen"},
    "rule_meld_joker": {"en": "Melds with jokers", "de": "Meldungen mit Jokern"},
    "rule_meld_copies": {"en": "Two copies of a card", "de": "Zwei gleiche Karten"},
    "rule_layoff": {"en": "Laying off", "de": "Anlegen"},
    "rule_joker_swap": {"en": "Freeing a joker", "de": "Einen Joker befreien"},
    "rule_score_winner_collects": {"en": "Scoring: the winner collects",
                                   "de": "Wertung: der Gewinner kassiert"},
    "rule_score_placed_minus_hand": {"en": "Scoring: placed minus hand",
                                     "de": "Wertung: Tisch minus Hand"},
    "rule_score_cutthroat": {"en": "Scoring: cutthroat", "de": "Wertung: Cutthroat"},
    "rule_score_romme": {"en": "Scoring a Rommé", "de": "Ein Rommé werten"},
    "rule_score_pool": {"en": "Scoring with a pool", "de": "Wertung mit Pott"},
    "rule_pile_take": {"en": "Taking from the spread pile",
                       "de": "Vom offenen Ablagestapel nehmen"},
    "rule_pile_comes": {"en": "The cards above a pick", "de": "Die Karten über der gewählten"},
    "rule_pile_must": {"en": "The duty after a deep pick", "de": "Die Pflicht nach dem Griff in den Ablagestapel"},
    "rule_discard": {"en": "Choosing the discard", "de": "Die Karte zum Ablegen wählen"},
    "rule_romme": {"en": "Going out with a Rommé", "de": "Mit einem Rommé rauskommen"},
    "rule_going_out": {"en": "Going out", "de": "Rauskommen"},
    # -- kinds of drill
    "practice_kind_score_it": {"en": "Score it", "de": "Zähl die Punkte"},
    "practice_kind_legal_or_not": {"en": "Legal or not", "de": "Erlaubt oder nicht"},
    "practice_kind_the_pile": {"en": "The pile", "de": "Der Ablagestapel"},
    "practice_kind_best_discard": {"en": "Best discard", "de": "Beste Karte zum Ablegen"},
    # -- the stored record (rummy_lab/store/attempts.py)
    "attempt_bad_learner": {
        "en": "This browser's practice id is not valid: reload the page to get a new one.",
        "de": "Die Übungs-Kennung dieses Browsers ist ungültig: lade die Seite neu, um eine "
              "neue zu bekommen."},
    "attempt_bad_value": {"en": "The attempt was not saved: {field} cannot be {value}.",
                          "de": "Der Versuch wurde nicht gespeichert: {field} darf nicht {value} sein."},
    "attempt_other_learner": {
        "en": "This practice record belongs to another learner: nothing was saved.",
        "de": "Dieser Übungsstand gehört jemand anderem: nichts wurde gespeichert."},
    "attempt_name_taken": {
        "en": "Another learner of this class already practises as {name}: nothing was saved.",
        "de": "In dieser Klasse übt schon jemand anderes als {name}: nichts wurde gespeichert."},
    "cli_no_store": {"en": "There is no practice record at {url} (no such database file).",
                     "de": "Unter {url} gibt es keinen Übungsstand (keine solche Datenbankdatei)."},
    # -- the trainer widget (rummy_lab/ui/practice.py)
    "practice_submit": {"en": "Check my answer", "de": "Antwort prüfen"},
    "practice_next": {"en": "Next exercise", "de": "Nächste Übung"},
    "practice_hint_cost": {"en": "A hint makes this a weaker solve.",
                           "de": "Mit Tipp zählt die Lösung schwächer."},
    "practice_hint_text": {"en": "Think of the rule: {rule}.", "de": "Denk an die Regel: {rule}."},
    "practice_streak": {"en": "Streak", "de": "Serie"},
    "practice_progress": {"en": "Your progress per rule", "de": "Dein Stand pro Regel"},
    "practice_revisit": {"en": "Worth revisiting:", "de": "Lohnt sich nochmal:"},
    "practice_table": {"en": "On the table", "de": "Auf dem Tisch"},
    "practice_pile": {"en": "The discard pile (bottom to top)",
                      "de": "Der Ablagestapel (von unten nach oben)"},
    "practice_number": {"en": "Points", "de": "Punkte"},
    "practice_level_new": {"en": "not tried yet", "de": "noch nicht geübt"},
    "practice_level_attempted": {"en": "attempted", "de": "versucht"},
    "practice_level_familiar": {"en": "familiar", "de": "vertraut"},
    "practice_level_proficient": {"en": "proficient", "de": "sicher"},
    "practice_level_mastered": {"en": "mastered", "de": "gemeistert"},
    # -- the practice page (notebooks/08_practice.ipynb) and the lessons' own sets
    "nav_08": {"en": "8 Practice", "de": "8 Üben"},
    "page_08_title": {"en": "Lesson 8 — Practice", "de": "Lektion 8 — Üben"},
    "page_08_intro": {
        "en": """One question at a time about a rule of the game: which melds are legal, where a
card can be laid off, what a hand scores, which discard keeps your hand best. Answer by
clicking or with the keys (1–9 pick, Enter check, n next, h hint). Every answer is
checked by the game itself: a wrong one is explained with the reason the game gives in
play, and the right answer is marked. A hint helps, but counts as a weaker answer.

The page remembers what you practised (in this browser) and asks next about the rule you
need most; the table below the question shows your progress per rule and the lesson to
read again.""",
        "de": """Eine Frage nach der anderen zu einer Regel des Spiels: welche Meldungen erlaubt
sind, wo eine Karte angelegt werden kann, was eine Hand zählt, welche Abwurfkarte deine
Hand am besten hält. Antworte per Klick oder mit den Tasten (1–9 wählen, Eingabe prüfen,
n weiter, h Tipp). Jede Antwort prüft das Spiel selbst: eine falsche wird mit dem Grund
erklärt, den das Spiel auch beim Spielen nennt, und die richtige wird markiert. Ein Tipp
hilft, zählt aber als schwächere Antwort.

Die Seite merkt sich (in diesem Browser), was du geübt hast, und fragt als Nächstes nach
der Regel, die du am meisten brauchst; die Tabelle unter der Frage zeigt deinen Stand je
Regel und die Lektion, die du noch einmal lesen solltest.""",
    },
    "page_08_next": {
        "en": "**Back to:** [the start page](00_start_here.ipynb)",
        "de": "**Zurück zur** [Startseite](00_start_here.ipynb)",
    },
    "page_01_practice": {
        "en": """## Practise what you learned

A few questions on melds and going out (about five; more in
[Lesson 8 — Practice](08_practice.ipynb)).""",
        "de": """## Üben, was du gelernt hast

Ein paar Fragen zu Meldungen und zum Rauskommen (etwa fünf; mehr in
[Lektion 8 — Üben](08_practice.ipynb)).""",
    },
    "page_02_practice": {
        "en": """## Practise what you learned

A few questions on legal melds and lay-offs (about five; more in
[Lesson 8 — Practice](08_practice.ipynb)).""",
        "de": """## Üben, was du gelernt hast

Ein paar Fragen zu erlaubten Meldungen und zum Anlegen (etwa fünf; mehr in
[Lektion 8 — Üben](08_practice.ipynb)).""",
    },
    "page_03_practice": {
        "en": """## Practise what you learned

A few questions on the Rummy 500 pile and joker swaps (about five; more in
[Lesson 8 — Practice](08_practice.ipynb)).""",
        "de": """## Üben, was du gelernt hast

Ein paar Fragen zum Ablagestapel bei Rummy 500 und zum Jokertausch (etwa fünf; mehr in
[Lektion 8 — Üben](08_practice.ipynb)).""",
    },
    "page_04_practice": {
        "en": """## Practise what you learned

Score a few hands yourself (about five; more in [Lesson 8 — Practice](08_practice.ipynb)).""",
        "de": """## Üben, was du gelernt hast

Werte selbst ein paar Hände (etwa fünf; mehr in [Lektion 8 — Üben](08_practice.ipynb)).""",
    },
    "practice_export": {"en": "Practice record (CSV)", "de": "Übungsverlauf (CSV)"},
    "practice_export_ready": {"en": "Save {name} ({n} attempts)",
                              "de": "{name} speichern ({n} Versuche)"},
}
