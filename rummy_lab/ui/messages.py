"""Every learner-facing text of the UI, in English and German: ``t(key, lang, **params)``.

Engine reasons (``RummyError``) are shown as the engine words them. Keys ending in
``_you`` are the second-person form of a log phrase (German conjugates differently);
:func:`t` falls back to the plain key when a language has no such form.
"""

from __future__ import annotations

__all__ = ["LANGS", "MESSAGES", "t", "labels"]

LANGS = ("en", "de")

EN = {
    # buttons
    "btn_draw": "Draw", "btn_take": "Take discard", "btn_meld": "Meld selected",
    "btn_layoff": "Lay off", "btn_swap": "Swap joker", "btn_discard": "Discard selected",
    "btn_undo": "Undo", "btn_hint": "Hint", "btn_next_hand": "Next hand",
    "btn_end_turn": "End turn", "btn_end_hand": "End hand", "btn_cancel": "Cancel",
    "btn_reveal": "Show my cards", "btn_start": "Start game", "btn_new_game": "New game",
    # headings and labels
    "actions": "Actions", "stock": "Stock", "discard_pile": "Discard pile", "your_hand": "Your hand",
    "hand_of": "{name}'s hand", "melds": "Melds on the table", "melds_of": "Melds of {name}",
    "no_melds": "No melds on the table yet.", "log": "What happened", "scores": "Scores",
    "cards": "cards", "card": "card", "selected": "selected", "empty": "empty",
    "hand_no": "Hand {n}", "pool": "Pool {n}", "target": "Game to {n}", "dealer": "dealer",
    "you": "You", "human": "Human", "bot": "{level} bot", "their_turn": "to play",
    "level_easy": "Easy", "level_medium": "Medium", "level_hard": "Hard",
    "run_caption": "Run {low}–{high}", "set_caption": "Set of {rank}s",
    "pick_from_pile": "Click a card to take it and every card above it.",
    "teacher_view": "Teacher view: every hand is face up.",
    # prompts and narration
    "prompt_draw": "Your turn: draw from the stock or take the discard.",
    "prompt_draw_stock": "Your turn: draw a card from the stock.",
    "prompt_play": "Meld, lay off, or discard a card to end your turn.",
    "prompt_wait": "{name} is playing…",
    "prompt_hand_over": "The hand is over: deal the next hand.",
    "prompt_game_over": "Game over.",
    "pick_meld_layoff": "Now click the meld to lay {card} off on.",
    "pick_meld_swap": "Now click the meld whose joker {card} replaces.",
    "choose_layoff": "{card} fits in more than one way. Where should it go?",
    "choose_reading": "What should the joker stand for?",
    "layoff_where": "{where}", "end_low": "at the low end", "end_high": "at the high end",
    "to_set": "to the set", "joker_as": "as {face}",
    "need_cards_meld": "Select the cards to meld first (click them in your hand).",
    "need_one_card": "Select exactly one card in your hand first.",
    "not_your_turn": "Please wait: it is {name}'s turn.",
    "nothing_to_undo": "There is nothing of yours to undo.",
    "undone": "Took back your last move.",
    "cancelled": "Cancelled.",
    "unknown_command": "Unknown command.",
    "internal_error": "Something went wrong in the table: {error}",
    "hint_unavailable": "A hint is there when it is your turn.",
    "hint_take": "Hint: take {card} from the discard pile: it completes a meld.",
    "hint_swap": "Hint: swap {card} for the joker in {meld} and use the joker yourself.",
    "hint_discard_card": "Hint: discard {card}: it fits no meld of yours.",
    "hint_draw_stock": "Hint: draw from the stock.",
    "hint_meld": "Hint: you can meld {cards}.",
    "hint_layoff": "Hint: you can lay off {card} on {meld}.",
    "pass_to": "Pass the device to {name}.",
    "hand_won": "Hand {n} is over: {name} went out.",
    "hand_won_you": "Hand {n} is over: you went out!",
    "hand_drawn": "Hand {n} is over: {how}.",
    "hand_points": "Points this hand: {points}.",
    "game_won": "Game over: {names} won with {score} points.",
    "romme": "Rommé! The points are doubled.",
    "and": "and", "joker": "Joker",
    "ending_out": "a player went out", "ending_stock": "the stock ran out", "ending_rounds": "the round limit was reached",
    "ending_turn_cap": "the turn limit was reached",
    # log phrases (subject first, then the phrases joined)
    "log_draw": "drew a card from the stock",
    "log_take": "took {card} from the discard pile",
    "log_take_deep": "took {card} and {more} card(s) above it from the discard pile",
    "log_meld": "melded {cards}",
    "log_layoff": "laid off {card} on {meld}",
    "log_swap": "swapped {card} for the joker in {meld}",
    "log_discard": "discarded {card}",
    "log_end_turn": "ended the turn without discarding",
    "log_end_hand": "ended the hand (the stock is empty)",
    "log_next_hand": "dealt the next hand",
    "log_went_out": "went out",
    # scoreboard
    "scoreboard": "Scoreboard", "no_hands": "No hand has been scored yet.",
    "running_totals": "Running totals", "last_hand": "Hand {n}", "hand": "hand",
    "total": "total",
    "col_player": "player", "col_placed": "placed", "col_in hand": "in hand",
    "col_Rommé bonus": "Rommé bonus", "col_pool": "pool", "col_points": "points",
    "col_total": "total", "col_went out": "went out", "col_ended by": "ended by",
    # setup
    "setup_title": "New game", "variant": "Variant", "players": "Players",
    "seat": "Seat {n}", "name": "Name", "player_kind": "Plays", "target_label": "Target",
    "seed": "Seed", "seed_hint": "same seed, same deal", "language": "Language",
    "opt_ace_mode": "Ace high (Q-K-A)", "opt_joker_swap": "Joker swap",
    "opt_cutthroat": "Cutthroat scoring", "opt_romme": "Rommé: double points", "four_colour": "Four-colour deck",
    "opt_upcard": "Turn up a first discard",
    "need_human": "At least one seat must be played by a human.",
    "names_differ": "Every player needs a different name.",
    "default_name": "Player {n}",
    # play page (one-model setup form)
    "seed_random": "random", "setup_seat_name": "Name of seat {n}",
    "setup_seat_kind": "Who plays seat {n}", "setup_options": "Options",
    "seed_invalid": "The seed must be a whole number from 0 to 18446744073709551615.",
}

DE = {
    "btn_draw": "Ziehen", "btn_take": "Ablage nehmen", "btn_meld": "Auswahl auslegen",
    "btn_layoff": "Anlegen", "btn_swap": "Joker tauschen", "btn_discard": "Auswahl abwerfen",
    "btn_undo": "Rückgängig", "btn_hint": "Tipp", "btn_next_hand": "Nächstes Spiel",
    "btn_end_turn": "Zug beenden", "btn_end_hand": "Spiel beenden", "btn_cancel": "Abbrechen",
    "btn_reveal": "Meine Karten zeigen", "btn_start": "Spiel starten",
    "btn_new_game": "Neues Spiel",
    "actions": "Aktionen", "stock": "Stapel", "discard_pile": "Ablagestapel", "your_hand": "Deine Hand",
    "hand_of": "Hand von {name}", "melds": "Ausgelegte Kombinationen",
    "melds_of": "Ausgelegt von {name}", "no_melds": "Noch nichts ausgelegt.",
    "log": "Spielverlauf", "scores": "Punkte", "cards": "Karten", "card": "Karte",
    "selected": "ausgewählt", "empty": "leer", "hand_no": "Spiel {n}", "pool": "Pott {n}",
    "target": "Spiel bis {n}", "dealer": "Geber", "you": "Du", "human": "Mensch",
    "bot": "Bot ({level})", "their_turn": "am Zug",
    "level_easy": "leicht", "level_medium": "mittel", "level_hard": "schwer",
    "run_caption": "Folge {low}–{high}", "set_caption": "Satz {rank}",
    "pick_from_pile": "Klicke eine Karte: du nimmst sie und alle darüber.",
    "teacher_view": "Lehreransicht: alle Hände sind aufgedeckt.",
    "prompt_draw": "Du bist dran: ziehe vom Stapel oder nimm die abgelegte Karte.",
    "prompt_draw_stock": "Du bist dran: ziehe eine Karte vom Stapel.",
    "prompt_play": "Lege aus, lege an oder wirf eine Karte ab, um den Zug zu beenden.",
    "prompt_wait": "{name} ist am Zug …",
    "prompt_hand_over": "Das Spiel ist vorbei: teile das nächste aus.",
    "prompt_game_over": "Partie beendet.",
    "pick_meld_layoff": "Klicke jetzt die Kombination, an die {card} angelegt wird.",
    "pick_meld_swap": "Klicke jetzt die Kombination, deren Joker {card} ersetzt.",
    "choose_layoff": "{card} passt auf mehrere Arten. Wohin?",
    "choose_reading": "Wofür soll der Joker stehen?",
    "layoff_where": "{where}", "end_low": "am unteren Ende", "end_high": "am oberen Ende",
    "to_set": "zum Satz", "joker_as": "als {face}",
    "need_cards_meld": "Wähle zuerst die Karten zum Auslegen (in deiner Hand anklicken).",
    "need_one_card": "Wähle zuerst genau eine Karte deiner Hand.",
    "not_your_turn": "Bitte warten: {name} ist am Zug.",
    "nothing_to_undo": "Du hast nichts, das sich zurücknehmen lässt.",
    "undone": "Dein letzter Zug wurde zurückgenommen.",
    "cancelled": "Abgebrochen.", "unknown_command": "Unbekannter Befehl.",
    "internal_error": "Am Tisch ist etwas schiefgegangen: {error}",
    "hint_unavailable": "Einen Tipp gibt es, wenn du am Zug bist.",
    "hint_take": "Tipp: nimm {card} vom Ablagestapel: sie vervollständigt eine Meldung.",
    "hint_swap": "Tipp: tausche {card} gegen den Joker in {meld} und nutze den Joker selbst.",
    "hint_discard_card": "Tipp: lege {card} ab: sie passt in keine deiner Meldungen.",
    "hint_draw_stock": "Tipp: ziehe vom Stapel.",
    "hint_meld": "Tipp: du kannst {cards} auslegen.",
    "hint_layoff": "Tipp: du kannst {card} an {meld} anlegen.",
    "pass_to": "Gib das Gerät an {name} weiter.",
    "hand_won": "Spiel {n} ist vorbei: {name} ist fertig.",
    "hand_won_you": "Spiel {n} ist vorbei: du bist fertig!",
    "hand_drawn": "Spiel {n} ist vorbei: {how}.",
    "hand_points": "Punkte in diesem Spiel: {points}.",
    "game_won": "Partie beendet: {names} gewinnt mit {score} Punkten.",
    "romme": "Rommé! Die Punkte zählen doppelt.",
    "and": "und", "joker": "Joker",
    "ending_out": "jemand ist fertig", "ending_stock": "der Stapel ist aufgebraucht", "ending_rounds": "die Rundenzahl ist erreicht",
    "ending_turn_cap": "die Zuggrenze ist erreicht",
    "log_draw": "zieht eine Karte vom Stapel", "log_draw_you": "ziehst eine Karte vom Stapel",
    "log_take": "nimmt {card} vom Ablagestapel", "log_take_you": "nimmst {card} vom Ablagestapel",
    "log_take_deep": "nimmt {card} und {more} Karte(n) darüber vom Ablagestapel",
    "log_take_deep_you": "nimmst {card} und {more} Karte(n) darüber vom Ablagestapel",
    "log_meld": "legt {cards} aus", "log_meld_you": "legst {cards} aus",
    "log_layoff": "legt {card} an {meld} an", "log_layoff_you": "legst {card} an {meld} an",
    "log_swap": "tauscht {card} gegen den Joker in {meld}",
    "log_swap_you": "tauschst {card} gegen den Joker in {meld}",
    "log_discard": "wirft {card} ab", "log_discard_you": "wirfst {card} ab",
    "log_end_turn": "beendet den Zug ohne Abwurf",
    "log_end_turn_you": "beendest den Zug ohne Abwurf",
    "log_end_hand": "beendet das Spiel (der Stapel ist leer)",
    "log_end_hand_you": "beendest das Spiel (der Stapel ist leer)",
    "log_next_hand": "teilt das nächste Spiel aus", "log_next_hand_you": "teilst das nächste Spiel aus",
    "log_went_out": "ist fertig", "log_went_out_you": "bist fertig",
    "scoreboard": "Punktetafel", "no_hands": "Noch kein Spiel gewertet.",
    "running_totals": "Punktestand", "last_hand": "Spiel {n}", "hand": "Spiel",
    "total": "Summe",
    "col_player": "Spieler", "col_placed": "ausgelegt", "col_in hand": "auf der Hand",
    "col_Rommé bonus": "Rommé-Bonus", "col_pool": "Pott", "col_points": "Punkte",
    "col_total": "Summe", "col_went out": "fertig", "col_ended by": "Ende durch",
    "setup_title": "Neue Partie", "variant": "Variante", "players": "Spieler",
    "seat": "Platz {n}", "name": "Name", "player_kind": "Spielt", "target_label": "Ziel",
    "seed": "Startwert", "seed_hint": "gleicher Startwert, gleiche Karten",
    "language": "Sprache",
    "opt_ace_mode": "Ass hoch (D-K-A)", "opt_joker_swap": "Joker tauschen",
    "opt_cutthroat": "Nur der Sieger punktet", "opt_romme": "Doppelt bei Rommé", "four_colour": "Vierfarbiges Blatt",
    "opt_upcard": "Erste Karte aufdecken",
    "need_human": "Mindestens ein Platz muss von einem Menschen gespielt werden.",
    "names_differ": "Alle Spieler brauchen verschiedene Namen.",
    "default_name": "Spieler {n}",
    "seed_random": "zufällig", "setup_seat_name": "Name für Platz {n}",
    "setup_seat_kind": "Wer spielt Platz {n}", "setup_options": "Optionen",
    "seed_invalid": "Der Startwert muss eine ganze Zahl von 0 bis 18446744073709551615 sein.",
}

MESSAGES = {"en": EN, "de": DE}


def t(key: str, lang: str = "en", **params) -> str:
    """The text for ``key`` in ``lang`` (falling back to English), formatted with ``params``."""
    table = MESSAGES.get(lang, EN)
    text = table.get(key)
    if text is None and key.endswith("_you"):
        text = table.get(key[:-4])
    if text is None:
        text = EN.get(key, EN.get(key[:-4], key) if key.endswith("_you") else key)
    return text.format(**params) if params else text


def labels(lang: str = "en") -> dict[str, str]:
    """The plain (parameter-free) texts the front end needs, by key."""
    keys = [k for k in EN if k.startswith("btn_")] + [
        "actions", "stock", "discard_pile", "your_hand", "melds", "no_melds", "log", "scores", "cards",
        "card", "selected", "empty", "dealer", "their_turn", "pick_from_pile", "teacher_view"]
    return {k: t(k, lang) for k in keys}
