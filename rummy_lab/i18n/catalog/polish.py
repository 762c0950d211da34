"""Texts of the course's polish (issue 27): the strategy lab's dashboard controls."""

from __future__ import annotations

POLISH: dict[str, dict] = {
    "lab_title": {"en": "Let the bots play", "de": "Lass die Bots spielen"},
    "lab_intro": {"en": "Choose the game, the bots and how many hands they play, then press "
                        "Run. The same choices always give the same deals.",
                  "de": "Wähle das Spiel, die Bots und wie viele Hände sie spielen, dann "
                        "drücke Starten. Dieselbe Wahl gibt immer dieselben Karten."},
    "lab_variant": {"en": "Game", "de": "Spiel"},
    "lab_compare": {"en": "Also play the same deals taking only the top discard",
                    "de": "Dieselben Karten auch nur mit der obersten Ablagekarte spielen"},
    "lab_run": {"en": "Run", "de": "Starten"},
    "lab_ready": {"en": "Press Run to play the hands.",
                  "de": "Drücke Starten, um die Hände zu spielen."},
    "lab_progress": {"en": "{done} of {n} hands played", "de": "{done} von {n} Händen gespielt"},
    "lab_done": {"en": "{n} hands played.", "de": "{n} Hände gespielt."},
    "lab_h_won": {"en": "Won", "de": "Gewonnen"},
    "lab_h_range": {"en": "95 % range", "de": "95-%-Bereich"},
    "lab_h_points": {"en": "Points per hand", "de": "Punkte je Hand"},
    "lab_h_turns": {"en": "Turns per hand", "de": "Züge je Hand"},
    "lab_rules_standard": {"en": "Standard rules", "de": "Normale Regeln"},
    "lab_rules_top": {"en": "Top discard only", "de": "Nur oberste Ablagekarte"},
    "lab_chart": {"en": "Share of hands won (the line: 95 % range)",
                  "de": "Anteil gewonnener Hände (der Strich: 95-%-Bereich)"},
    "lab_explain": {"en": "With more hands the 95 % range gets narrower: the bot's true share "
                          "of hands won lies in it with high confidence.",
                    "de": "Mit mehr Händen wird der 95-%-Bereich schmaler: der wahre Anteil "
                          "gewonnener Hände des Bots liegt mit hoher Sicherheit darin."},
}
POLISH.update({
    "page_06_deep_lab": {
        "en": """## Do deep picks pay off?

In Rummy 500 you may take any card of the discard pile (and must use it at once). How
much is that worth? Choose **Rummy 500** above and tick *Also play the same deals taking
only the top discard*: the **same deals** are played with the standard rule and with
only the top discard allowed. Compare the points per hand, and the turns per hand: hands
also get longer or shorter when the rule changes.""",
        "de": """## Lohnt es sich, tief im Ablagestapel zu nehmen?

Bei Rummy 500 darfst du jede Karte des Ablagestapels nehmen (und musst sie sofort
verwenden). Wie viel ist das wert? Wähle oben **Rummy 500** und kreuze *Dieselben Karten
auch nur mit der obersten Ablagekarte spielen* an: **dieselben Hände** werden mit der
normalen Regel und nur mit der obersten Ablagekarte gespielt. Vergleiche die Punkte je
Hand und die Züge je Hand: mit der Regel werden die Hände auch länger oder kürzer.""",
    },
})
POLISH.update({
    "demo_label": {"en": "Example (a picture to look at, not to play)",
                   "de": "Beispiel (ein Bild zum Ansehen, nicht zum Spielen)"},
    "page_01_intro_play": {
        "en": """You play one hand of **Basic Rummy** against one opponent. At every step the guide
tells you what to look for and which card or button to click; wrong moves are refused
with a reason, so nothing can go wrong.

In Basic Rummy the player who goes out scores the cards left in the other hands: kings,
queens and jacks count 10, an ace 1, number cards their face value. Going out in one
single turn, with nothing laid down before, is a **Rommé** and doubles the score. How
many points will your hand bring? Play it and see.""",
        "de": """Du spielst eine Hand **Einfaches Rummy** gegen einen Gegner. Bei jedem Schritt sagt
dir die Anleitung, worauf du achten sollst und welche Karte oder Schaltfläche du
anklickst; falsche Züge werden mit einer Begründung abgelehnt, es kann also nichts
schiefgehen.

Beim Einfachen Rummy erhält, wer rauskommt, die Karten, die den anderen auf der Hand
bleiben: König, Dame und Bube zählen 10, ein Ass 1, Zahlenkarten ihren Zahlenwert. Wer
in einem einzigen Zug rauskommt, ohne vorher etwas gemeldet zu haben, schafft ein
**Rommé** und verdoppelt die Punkte. Wie viele Punkte bringt dir deine Hand? Spiel sie
und sieh selbst.""",
    },
})
POLISH.update({  # the play table's keyboard (widgets/keyboard.js)
    "table_keys": {"en": "Keys", "de": "Tasten"},
    "table_keys_title": {"en": "Keyboard shortcuts", "de": "Tastenkürzel"},
    "table_key_select": {"en": "select or unselect the card", "de": "Karte wählen oder abwählen"},
    "table_key_move": {"en": "move between your cards", "de": "zwischen deinen Karten wechseln"},
    "table_key_help": {"en": "show or hide this list", "de": "diese Liste zeigen oder verbergen"},
    "table_key_space": {"en": "Space", "de": "Leertaste"},
    "table_skip_hand": {"en": "Skip to your hand", "de": "Zu deiner Hand springen"},
    "setup_skip_start": {"en": "Skip to “Start game”", "de": "Zu „Spiel starten“ springen"},
})
