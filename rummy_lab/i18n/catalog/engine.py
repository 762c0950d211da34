"""The engine's texts: refusals, meld checks, typing and rule errors, the coach's
explanations, card names. Wording follows docs/glossary.md (one German word per game concept)."""

from __future__ import annotations

ENGINE: dict[str, dict] = {
    "game_over": {"en": "The game is over.", "de": "Das Spiel ist vorbei."},
    "hand_over": {
        "en": "The hand is over: deal the next hand.",
        "de": "Die Hand ist vorbei: gib die nächste Hand.",
    },
    "hand_not_over": {"en": "The hand is not over yet.", "de": "Die Hand ist noch nicht vorbei."},
    "draw_first": {
        "en": "First draw a card: from the stock or the discard pile.",
        "de": "Zieh zuerst eine Karte: vom Talon oder vom Ablagestapel.",
    },
    "draw_first_stock": {
        "en": "First draw a card: from the stock.",
        "de": "Zieh zuerst eine Karte vom Talon.",
    },
    "already_drew": {
        "en": "You have already drawn this turn: meld, lay off or discard.",
        "de": "Du hast in diesem Zug schon gezogen: melde, lege an oder lege ab.",
    },
    "unknown_action": {"en": "Unknown action {action}.", "de": "Unbekannter Zug {action}."},
    "stock_empty": {"en": "The stock is empty.", "de": "Der Talon ist leer."},
    "stock_not_empty": {
        "en": "The stock is not empty: draw a card.",
        "de": "Der Talon ist nicht leer: zieh eine Karte.",
    },
    "discards_dead": {
        "en": "In this variant discards are dead: draw from the stock.",
        "de": "In dieser Variante bleiben abgelegte Karten liegen: zieh vom Talon.",
    },
    "pile_empty": {"en": "The discard pile is empty.", "de": "Der Ablagestapel ist leer."},
    "not_in_pile": {
        "en": "{card} is not in the discard pile.",
        "de": "{card} liegt nicht auf dem Ablagestapel.",
    },
    "top_only": {
        "en": "Only the top discard ({card}) may be taken.",
        "de": "Nur die oberste Karte des Ablagestapels ({card}) darf genommen werden.",
    },
    "pick_unusable": {
        "en": "You could not use {card} in a meld or lay-off this turn, so you may not take it.",
        "de": "Du könntest {card} in diesem Zug weder melden noch anlegen, also darfst du sie "
              "nicht nehmen.",
    },
    "not_in_hand": {"en": "{card} is not in your hand.", "de": "{card} ist nicht auf deiner Hand."},
    "not_in_hand_of": {
        "en": "{card} is not in {player}'s hand.",
        "de": "{card} ist nicht auf der Hand von {player}.",
    },
    "no_such_meld": {
        "en": "There is no meld number {meld} on the table.",
        "de": "Auf dem Tisch liegt keine Meldung Nummer {meld}.",
    },
    "card_twice": {
        "en": "The same card appears twice in the meld.",
        "de": "Dieselbe Karte steht zweimal in der Meldung.",
    },
    "cannot_stand": {
        "en": "Those cards cannot stand where you put them: {readings}",
        "de": "So können die Karten nicht liegen: {readings}",
    },
    "layoff_own_meld_first": {
        "en": "Lay off only after you have melded yourself.",
        "de": "Anlegen darfst du erst, wenn du selbst gemeldet hast.",
    },
    "cannot_stand_there": {
        "en": "{card} cannot stand there in {meld}.",
        "de": "{card} kann in {meld} nicht dort liegen.",
    },
    "no_out_first_round": {
        "en": "You may not go out yet: in the first round only the first player may go out.",
        "de": "Du darfst noch nicht rauskommen: in der ersten Runde darf nur der erste Spieler "
              "rauskommen.",
    },
    "no_out_no_meld": {
        "en": "You may not go out yet: a meld must already be on the table when your turn begins.",
        "de": "Du darfst noch nicht rauskommen: zu Beginn deines Zuges muss schon eine Meldung "
              "auf dem Tisch liegen.",
    },
    "obligation_lost": {
        "en": "After this you could no longer use {card}, which you must meld or lay off.",
        "de": "Danach könntest du {card} nicht mehr verwenden, die du melden oder anlegen musst.",
    },
    "joker_no_discard": {
        "en": "A joker may never be discarded: it must end up in a meld.",
        "de": "Ein Joker darf nie abgelegt werden: er muss in eine Meldung.",
    },
    "use_taken_first": {
        "en": "First meld or lay off {card}, the card you took from the pile.",
        "de": "Melde oder lege zuerst {card} an, die Karte vom Ablagestapel.",
    },
    "taken_no_discard": {
        "en": "You took {card} from the discard pile this turn: you may not discard it.",
        "de": "Du hast {card} in diesem Zug vom Ablagestapel genommen: du darfst sie nicht "
              "ablegen.",
    },
    "taken_no_discard_unless_last": {
        "en": "You took {card} from the discard pile this turn: you may not discard it unless it "
              "is your last card.",
        "de": "Du hast {card} in diesem Zug vom Ablagestapel genommen: du darfst sie nicht "
              "ablegen, es sei denn, sie ist deine letzte Karte.",
    },
    "discard_to_end": {
        "en": "End your turn by discarding a card.",
        "de": "Beende deinen Zug, indem du eine Karte ablegst.",
    },
    "use_first": {"en": "First meld or lay off {card}.", "de": "Melde oder lege zuerst {card} an."},
    "still_can_play": {
        "en": "You can still meld or lay off: play your cards before ending the turn.",
        "de": "Du kannst noch melden oder anlegen: spiel deine Karten, bevor du den Zug beendest.",
    },
    "stranded": {
        "en": "You would be left with only {cards}, which you may not discard this turn: keep "
              "another card.",
        "de": "Dir bliebe nur {cards}, die du in diesem Zug nicht ablegen darfst: behalte noch "
              "eine Karte.",
    },
    "nothing_to_undo": {"en": "There is nothing to undo.", "de": "Es gibt nichts zurückzunehmen."},
    "undo_limit": {
        "en": {
            "one": "Only {n} action can be undone.",
            "other": "Only {n} actions can be undone.",
        },
        "de": {
            "one": "Nur {n} Zug kann zurückgenommen werden.",
            "other": "Nur {n} Züge können zurückgenommen werden.",
        },
    },
    "fits_several": {
        "en": "{card} fits {choices}: say which (end=... or suit=...).",
        "de": "{card} passt {choices}: sag, wo.",
    },
    "joker_declared_joker": {
        "en": "Say which card the joker stands for, e.g. 8D — not another joker.",
        "de": "Sag, für welche Karte der Joker steht, z. B. 8D — nicht für einen Joker.",
    },
    "declare_each": {
        "en": "Declare one card for each joker ({n}).",
        "de": "Nenne für jeden Joker eine Karte ({n}).",
    },
    "jokers_cannot_be": {
        "en": "The jokers cannot stand for {faces} in this meld.",
        "de": "Die Joker können in dieser Meldung nicht für {faces} stehen.",
    },
    "same_physical": {
        "en": "{cards}: one card is used twice (a second copy is written 7H.1).",
        "de": "{cards}: eine Karte wird zweimal verwendet (eine zweite Karte gleichen Werts und "
              "gleicher Farbe schreibt man 7H.1).",
    },
    "meld_too_small": {
        "en": "A meld needs at least {n} cards; {cards} has {count}.",
        "de": "Eine Meldung braucht mindestens {n} Karten; {cards} hat {count}.",
    },
    "no_jokers_here": {
        "en": "This variant plays without jokers.",
        "de": "Diese Variante wird ohne Joker gespielt.",
    },
    "need_naturals": {
        "en": {"one": "{cards}: a new meld needs at least {n} natural card (not a joker).",
               "other": "{cards}: a new meld needs at least {n} natural cards (not jokers)."},
        "de": {"one": "{cards}: eine neue Meldung braucht mindestens {n} echte Karte (keinen Joker).",
               "other": "{cards}: eine neue Meldung braucht mindestens {n} echte Karten (keine Joker)."},
    },
    "set_too_big": {
        "en": "{cards}: a set has at most {n} cards.",
        "de": "{cards}: ein Satz hat höchstens {n} Karten.",
    },
    "set_too_small": {
        "en": "{cards}: a set needs at least {n} cards.",
        "de": "{cards}: ein Satz braucht mindestens {n} Karten.",
    },
    "set_suits": {
        "en": "{cards}: the cards of a set must all have different suits.",
        "de": "{cards}: die Karten eines Satzes müssen alle verschiedene Farben haben.",
    },
    "not_a_set": {"en": "{cards} is not a set.", "de": "{cards} ist kein Satz."},
    "neither": {
        "en": "{cards} is neither a set (one rank) nor a run (one suit): a run's cards all share "
              "one suit.",
        "de": "{cards} ist weder ein Satz (ein Wert) noch eine Reihe (eine Farbe): die Karten "
              "einer Reihe haben alle dieselbe Farbe.",
    },
    "run_too_short": {
        "en": "{cards}: a run needs at least {n} cards.",
        "de": "{cards}: eine Reihe braucht mindestens {n} Karten.",
    },
    "run_same_rank": {
        "en": "{cards}: a run cannot hold the same rank twice.",
        "de": "{cards}: eine Reihe kann keinen Wert zweimal enthalten.",
    },
    "ace_low": {
        "en": "{cards} is not a run here: the ace is low (A-2-3), so a run ends at the king.",
        "de": "{cards} ist hier keine Reihe: das Ass ist niedrig (A-2-3), also endet eine Reihe "
              "beim König.",
    },
    "corner": {
        "en": "{cards}: a run never turns the corner (K-A-2).",
        "de": "{cards}: eine Reihe geht nie um die Ecke (K-A-2).",
    },
    "run_gap": {
        "en": "{cards} is not a run: {missing} missing in between.",
        "de": "{cards} ist keine Reihe: dazwischen fehlt {missing}.",
    },
    "not_a_run": {"en": "{cards} is not a run.", "de": "{cards} ist keine Reihe."},
    "set_full": {
        "en": "{meld} is full: a set has at most {n} cards.",
        "de": "{meld} ist voll: ein Satz hat höchstens {n} Karten.",
    },
    "swap_instead": {
        "en": "The joker in {meld} stands for {card}: swap it instead of laying off.",
        "de": "Der Joker in {meld} steht für {card}: tausche ihn, statt anzulegen.",
    },
    "suit_taken": {"en": "{meld} already has a {face}.", "de": "{meld} hat schon eine {face}."},
    "wrong_suit": {
        "en": "{card} is not a {suit}: it cannot extend {meld} (a run keeps one suit).",
        "de": "{card} ist kein {suit}: sie kann {meld} nicht verlängern (eine Reihe hat nur eine "
              "Farbe).",
    },
    "ace_after_king": {
        "en": "{card} cannot follow the king: the ace is low here, so runs end at K.",
        "de": "{card} kann nicht auf den König folgen: das Ass ist hier niedrig, Reihen enden "
              "beim K.",
    },
    "corner_layoff": {
        "en": "A run never turns the corner (K-A-2).",
        "de": "Eine Reihe geht nie um die Ecke (K-A-2).",
    },
    "no_fit": {
        "en": "{card} does not fit either end of {meld}: it takes only {ends}.",
        "de": "{card} passt an kein Ende von {meld}: dort passt nur {ends}.",
    },
    "no_fit_end": {
        "en": "{card} does not fit at the {end} end of {meld}.",
        "de": "{card} passt nicht an das {end} Ende von {meld}.",
    },
    "joker_suit_bad": {
        "en": "The joker cannot stand for a {suit} in {meld}.",
        "de": "Der Joker kann in {meld} nicht für {suit} stehen.",
    },
    "no_swap_variant": {
        "en": "This variant has no joker swap.",
        "de": "In dieser Variante gibt es keinen Jokertausch.",
    },
    "swap_natural": {
        "en": "Swap a joker out with the natural card it stands for.",
        "de": "Tausche einen Joker gegen die echte Karte, für die er steht.",
    },
    "no_joker": {
        "en": "{meld} has no joker to swap.",
        "de": "{meld} enthält keinen Joker zum Tauschen.",
    },
    "joker_is": {
        "en": "The joker in {meld} stands for {faces}, not {card}.",
        "de": "Der Joker in {meld} steht für {faces}, nicht für {card}.",
    },
    "why_stock": {
        "en": "no discard ({card} on top) would complete a meld for you, so try your luck with an"
              " unknown card.",
        "de": "keine Karte vom Ablagestapel ({card} oben) vervollständigt eine Meldung, also "
              "versuch dein Glück mit einer unbekannten Karte.",
    },
    "why_stock_only": {
        "en": "the stock is where every turn starts in this variant.",
        "de": "in dieser Variante beginnt jeder Zug am Talon.",
    },
    "why_take": {"en": "{use}{extra}; {gain}.", "de": "{use}{extra}; {gain}."},
    "why_use_meld": {"en": "it completes {meld}", "de": "sie vervollständigt {meld}"},
    "why_use_layoff": {"en": "you can lay it off at once", "de": "du kannst sie sofort anlegen"},
    "why_more_cards": {
        "en": {
            "one": " ({n} more card comes with it)",
            "other": " ({n} more cards come with it)",
        },
        "de": {
            "one": " ({n} weitere Karte kommt mit)",
            "other": " ({n} weitere Karten kommen mit)",
        },
    },
    "why_none": {"en": "", "de": ""},
    "why_gain_net": {
        "en": "what you can lay down grows from {a} to {b} points",
        "de": "was du melden kannst, wächst von {a} auf {b} Punkte",
    },
    "why_gain_deadwood": {
        "en": "your unmelded points drop from {a} to {b}",
        "de": "deine ungemeldeten Punkte sinken von {a} auf {b}",
    },
    "why_meld": {"en": "{meld} is {kind}; {gain}.", "de": "{meld} ist {kind}; {gain}."},
    "word_set": {"en": "a complete set", "de": "ein vollständiger Satz"},
    "word_run": {"en": "a complete run", "de": "eine vollständige Reihe"},
    "word_low": {"en": "low", "de": "untere"},
    "word_high": {"en": "high", "de": "obere"},
    "word_spade": {"en": "spade", "de": "Pik"},
    "word_heart": {"en": "heart", "de": "Herz"},
    "word_diamond": {"en": "diamond", "de": "Karo"},
    "word_club": {"en": "club", "de": "Kreuz"},
    "why_meld_net": {"en": "it scores {n} points for you", "de": "sie bringt dir {n} Punkte"},
    "why_meld_deadwood": {
        "en": "it takes {n} points out of your hand",
        "de": "sie nimmt {n} Punkte aus deiner Hand",
    },
    "why_layoff": {
        "en": "{card} fits {meld}; laying it off leaves fewer cards to get rid of.",
        "de": "{card} passt an {meld}; anlegen lässt dir weniger Karten übrig.",
    },
    "why_swap": {
        "en": "you hold the {card} the joker stands for: swap it in and use the joker for another"
              " meld.",
        "de": "du hast die {card}, für die der Joker steht: tausche sie ein und nutze den Joker "
              "für eine andere Meldung.",
    },
    "why_last_card": {
        "en": "it is your last card: you go out!",
        "de": "es ist deine letzte Karte: du kommst raus!",
    },
    "why_discard": {
        "en": "it is not part of any meld and costs {value} if you are caught with it; you keep "
              "{left} of loose cards.{risk}",
        "de": "sie gehört zu keiner Meldung und kostet {value}, wenn du mit ihr erwischt wirst; "
              "dir bleiben {left} lose Karten.{risk}",
    },
    "n_points": {
        "en": {
            "one": "{n} point",
            "other": "{n} points",
        },
        "de": {
            "one": "{n} Punkt",
            "other": "{n} Punkte",
        },
    },
    "why_risk": {
        "en": " Careful: it could be laid off on {meld}.",
        "de": " Vorsicht: sie passt an {meld}.",
    },
    "why_no_risk": {
        "en": " No meld on the table can use it.",
        "de": " Keine Meldung auf dem Tisch kann sie brauchen.",
    },
    "why_only": {"en": "it is the only thing left to do.", "de": "es bleibt nichts anderes übrig."},
    "why_unproven": {
        "en": "{why} (The best move found in the time allowed; a better one may exist.)",
        "de": "{why} (Der beste Zug, der in der erlaubten Zeit gefunden wurde; es gibt "
              "vielleicht einen besseren.)",
    },
    "either": {"en": "{a} or {b}", "de": "{a} oder {b}"},
    "layoff_end_low": {"en": "at the low end", "de": "am unteren Ende"},
    "layoff_end_high": {"en": "at the high end", "de": "am oberen Ende"},
    "layoff_to_set": {"en": "to the set", "de": "zum Satz"},
    "layoff_as": {"en": "as {face} {where}", "de": "als {face} {where}"},
    "title_basic": {"en": "Basic Rummy", "de": "Einfaches Rummy"},
    "title_rummy500": {"en": "Rummy 500", "de": "Rummy 500"},
    "title_pool500": {"en": "500 Rum with a pool", "de": "500 Rum mit Pott"},
    "not_a_card": {
        "en": "'{token}' is not a card. Write cards as rank then suit, e.g. 7H, 7♥, 10C, TC, QD, "
              "AS; JK, Jk or 🃏 for a joker; a second copy as 7H.1.",
        "de": "„{token}“ ist keine Karte. Schreib erst den Wert, dann die Farbe, z. B. 7H, 7♥, "
              "10C, TC, QD, AS (H Herz, D Karo, S Pik, C Kreuz); JK, Jk oder 🃏 für einen Joker; "
              "eine zweite Karte gleichen Werts und gleicher Farbe als 7H.1.",
    },
    "not_a_card_code": {
        "en": "'{code}' is not a card code (expected e.g. 7H, 10C, JK, 7H.1).",
        "de": "„{code}“ ist kein Kartenkürzel (erwartet z. B. 7H, 10C, JK, 7H.1).",
    },
    "joker_no_suit": {"en": "A joker has no suit.", "de": "Ein Joker hat keine Farbe."},
    "not_a_card_parts": {
        "en": "Not a card: rank {rank}, suit {suit}.",
        "de": "Keine Karte: Wert {rank}, Farbe {suit}.",
    },
    "not_a_copy": {
        "en": "Not a card copy number: {copy}.",
        "de": "Keine gültige Nummer für eine zweite Karte: {copy}.",
    },
    "player_count": {
        "en": "{title} is for {low} to {high} players, not {n}.",
        "de": "{title} ist für {low} bis {high} Spieler, nicht für {n}.",
    },
    "names_distinct": {
        "en": "Every player needs a different, non-empty name.",
        "de": "Jeder Spieler braucht einen eigenen, nicht leeren Namen.",
    },
    "dealer_seat": {
        "en": "The dealer must be a seat from 0 to {last}.",
        "de": "Der Geber muss ein Platz von 0 bis {last} sein.",
    },
    "no_deal": {
        "en": "{title} has no deal for {n} players.",
        "de": "{title} hat keine Kartenverteilung für {n} Spieler.",
    },
    "unknown_options": {
        "count": "n",
        "en": {
            "one": "Unknown rule option: {names}. Known options: {known}.",
            "other": "Unknown rule options: {names}. Known options: {known}.",
        },
        "de": {
            "one": "Unbekannte Regeloption: {names}. Bekannte Optionen: {known}.",
            "other": "Unbekannte Regeloptionen: {names}. Bekannte Optionen: {known}.",
        },
    },
    "option_choice": {
        "en": "Option {name} must be one of {choices}, not {value}.",
        "de": "Die Option {name} muss eins von {choices} sein, nicht {value}.",
    },
    "option_bool": {
        "en": "Option {name} must be true or false, not {value}.",
        "de": "Die Option {name} muss true oder false sein, nicht {value}.",
    },
    "option_int": {
        "en": "Option {name} must be a whole number (at most {limit} either way), not {value}.",
        "de": "Die Option {name} muss eine ganze Zahl sein (höchstens {limit} in jede Richtung), "
              "nicht {value}.",
    },
    "option_int_or_none": {
        "en": "Option {name} must be a whole number (at most {limit} either way) or None, "
              "not {value}.",
        "de": "Die Option {name} muss eine ganze Zahl (höchstens {limit} in jede Richtung) oder "
              "None sein, nicht {value}.",
    },
    "option_text": {
        "en": "Option {name} must be text, not {value}.",
        "de": "Die Option {name} muss ein Text sein, nicht {value}.",
    },
    "option_list": {
        "en": "Option {name} must be a list, not {value}.",
        "de": "Die Option {name} muss eine Liste sein, nicht {value}.",
    },
    "target_choice": {
        "en": "Target {target} is not allowed for {title}: choose one of {choices}.",
        "de": "Das Ziel {target} ist in der Variante {title} nicht erlaubt: wähle eins von "
              "{choices}.",
    },
    "range_steps": {
        "en": "{low} to {high} in steps of {step}",
        "de": "{low} bis {high} in Schritten von {step}",
    },
    "unknown_variant": {
        "en": "Unknown variant '{name}'. Choose one of: {names}.",
        "de": "Unbekannte Variante „{name}“. Wähle eine von: {names}.",
    },
    "rules_table": {
        "en": "Rules must be a table of options.",
        "de": "Regeln müssen eine Tabelle von Optionen sein.",
    },
    "nothing_to_play": {
        "en": "There is nothing to play: the hand is over.",
        "de": "Es gibt nichts zu spielen: die Hand ist vorbei.",
    },
    "turn_of_other": {
        "en": "It is {current}'s turn, not {player}'s.",
        "de": "{current} ist am Zug, nicht {player}.",
    },
    "not_turn_of": {"en": "It is not {player}'s turn.", "de": "{player} ist nicht am Zug."},
    "unknown_bot": {
        "en": "Unknown bot level '{level}': choose {levels}.",
        "de": "Unbekannte Bot-Stufe „{level}“: wähle {levels}.",
    },
    "cannot_stand_for": {
        "en": "{card} cannot stand for {face}.",
        "de": "{card} kann nicht für {face} stehen.",
    },
    "not_a_set_of": {
        "en": "{meld} is not a set of {low}–{high} cards of one rank.",
        "de": "{meld} ist kein Satz aus {low}–{high} Karten eines Werts.",
    },
    "needs_natural": {
        "en": "A meld needs at least one natural card.",
        "de": "Eine Meldung braucht mindestens eine echte Karte.",
    },
    "unknown_meld_kind": {
        "en": "Unknown meld kind {kind}.",
        "de": "Unbekannte Art von Meldung: {kind}.",
    },
    "not_a_run_of": {
        "en": "{meld} is not a run of {n}+ cards of one suit.",
        "de": "{meld} ist keine Reihe aus {n} oder mehr Karten einer Farbe.",
    },
    "run_not_consecutive": {
        "en": "{meld} is not a run: its cards must follow each other.",
        "de": "{meld} ist keine Reihe: die Karten müssen aufeinander folgen.",
    },
    "run_ace_rules": {
        "en": "{meld} is not a run under these rules ({aces}).",
        "de": "{meld} ist nach diesen Regeln keine Reihe ({aces}).",
    },
    "aces_low": {"en": "ace low", "de": "Ass niedrig"},
    "aces_low_or_high": {"en": "ace low or high", "de": "Ass niedrig oder hoch"},
    "card_name": {"en": "{rank} of {suit}", "de": "{suit}-{rank}"},
    "card_joker": {"en": "joker", "de": "Joker"},
    "card_joker_as": {"en": "joker standing for {card}", "de": "Joker für {card}"},
    "card_face_down": {"en": "face-down card", "de": "verdeckte Karte"},
    "rank_1": {"en": "ace", "de": "Ass"},
    "rank_2": {"en": "two", "de": "Zwei"},
    "rank_3": {"en": "three", "de": "Drei"},
    "rank_4": {"en": "four", "de": "Vier"},
    "rank_5": {"en": "five", "de": "Fünf"},
    "rank_6": {"en": "six", "de": "Sechs"},
    "rank_7": {"en": "seven", "de": "Sieben"},
    "rank_8": {"en": "eight", "de": "Acht"},
    "rank_9": {"en": "nine", "de": "Neun"},
    "rank_10": {"en": "ten", "de": "Zehn"},
    "rank_11": {"en": "jack", "de": "Bube"},
    "rank_12": {"en": "queen", "de": "Dame"},
    "rank_13": {"en": "king", "de": "König"},
    "suit_S": {"en": "spades", "de": "Pik"},
    "suit_H": {"en": "hearts", "de": "Herz"},
    "suit_D": {"en": "diamonds", "de": "Karo"},
    "suit_C": {"en": "clubs", "de": "Kreuz"},
    "n_cards": {
        "en": {
            "one": "{n} card",
            "other": "{n} cards",
        },
        "de": {
            "one": "{n} Karte",
            "other": "{n} Karten",
        },
    },
    "no_cards": {"en": "no cards", "de": "keine Karten"},
    "at_where": {"en": "{where}: {reason}", "de": "{where}: {reason}"},
    "where_meld": {"en": "meld {n} (by {name})", "de": "Meldung {n} (von {name})"},
    "where_layoffs": {
        "en": "lay-off {n} on meld {meld}",
        "de": "angelegte Karte {n} an Meldung {meld}",
    },
    "where_swaps": {"en": "swap {n} on meld {meld}", "de": "Tausch {n} an Meldung {meld}"},
    "note_no_romme": {
        "en": "romme = true has no effect: {title} has no Rommé.",
        "de": "romme = true wirkt hier nicht: {title} kennt kein Rommé.",
    },
    "note_left_out": {
        "en": "{reason} {what} left out under {title}: those cards count for nobody.",
        "de": "{reason} {what} in der Variante {title} weggelassen: diese Karten zählen für "
              "niemanden.",
    },
    "left_out_meld": {
        "en": "This meld and its lay-offs are",
        "de": "Diese Meldung und ihre angelegten Karten werden",
    },
    "left_out_layoff": {"en": "This lay-off is", "de": "Diese angelegte Karte wird"},
    "left_out_swap": {"en": "This swap is", "de": "Dieser Tausch wird"},
    "note_joker_counts": {
        "en": "{name}'s hand: {title} has no jokers; a joker counts {value} here.",
        "de": "Hand von {name}: {title} hat keine Joker; ein Joker zählt hier {value}.",
    },
    # -- runs, aces and readings (core/runs.py, core/melds.py) --
    "run_full": {
        "en": "{meld} is full: a run holds at most {n} cards, so nothing more fits.",
        "de": "{meld} ist voll: eine Reihe hat höchstens {n} Karten, es passt nichts mehr an.",
    },
    "wrong_rank_set": {
        "en": "{card} does not belong to the set of {ranks}.",
        "de": "{card} gehört nicht zum Satz der {ranks}.",
    },
    "ranks_ace": {
        "en": "aces",
        "de": "Asse",
    },
    "ranks_jack": {
        "en": "jacks",
        "de": "Buben",
    },
    "ranks_queen": {
        "en": "queens",
        "de": "Damen",
    },
    "ranks_king": {
        "en": "kings",
        "de": "Könige",
    },
    "ranks_number": {
        "en": "{n}s",
        "de": "{n}er",
    },
    "word_ace_low": {
        "en": "low",
        "de": "tief",
    },
    "word_ace_high": {
        "en": "high",
        "de": "hoch",
    },
    "reading_ace": {
        "en": "{ace} {word} ({first}–{last}, the ace counts {value})",
        "de": "{ace} {word} ({first}–{last}, das Ass zählt {value})",
    },
    "reading_joker_ace": {
        "en": "🃏 as {ace} {word} ({first}–{last})",
        "de": "🃏 als {ace} {word} ({first}–{last})",
    },
    "declare_ace": {
        "en": "{faces}{word}",
        "de": "{faces}{word}",
    },
    'declare_reading': {'en': 'These cards can be read more than one way: {options}. Say which one you mean (declare it, e.g. "{example}").', 'de': 'Diese Karten lassen sich verschieden lesen: {options}. Sag, welche du meinst (gib sie an, z. B. "{example}").'},
    "ace_cannot_be": {
        "en": "The ace cannot stand {word} in this meld.",
        "de": "Das Ass kann in dieser Meldung nicht {word} stehen.",
    },
    "jokers_ace_cannot_be": {
        "en": "The jokers cannot stand for {faces} with the ace {word} in this meld.",
        "de": "Die Joker können in dieser Meldung nicht für {faces} mit dem Ass {word} stehen.",
    },
    # -- learner undo (core/undo_policy.py) --
    "undo_reveals": {
        "en": "A move that showed a card cannot be taken back.",
        "de": "Ein Zug, der eine Karte gezeigt hat, lässt sich nicht zurücknehmen.",
    },
    "undo_after_others": {
        "en": "Moves cannot be taken back once another player has moved.",
        "de": "Sobald ein anderer Spieler gezogen hat, lässt sich nichts mehr zurücknehmen.",
    },
    # -- replay codes (formats/replay_code.py) --
    "replay_code_bad": {
        "en": "This is not a rummy-lab replay code (they start with RL2- or RL1-; "
              "check every letter).",
        "de": "Das ist kein Wiederholungscode von rummy-lab (er beginnt mit RL2- oder RL1-; "
              "prüfe jedes Zeichen).",
    },
    # -- shared tables (store/) --
    "table_seats": {
        "en": "A shared table needs 2 to 8 seats, at least one of them for a person.",
        "de": "Ein gemeinsamer Tisch braucht 2 bis 8 Plätze, mindestens einen für einen Menschen.",
    },
    "table_full_codes": {
        "en": "No free table code was found; try again.",
        "de": "Es fand sich kein freier Tischcode; versuch es noch einmal.",
    },
    "table_unknown": {
        "en": "There is no table with the code {code}.",
        "de": "Es gibt keinen Tisch mit dem Code {code}.",
    },
    "table_no_seat": {
        "en": "This table has no seat {seat}.",
        "de": "Dieser Tisch hat keinen Platz {seat}.",
    },
    "table_bot_seat": {
        "en": "{name} is played by the computer.",
        "de": "{name} spielt der Computer.",
    },
    "table_seat_taken": {
        "en": "{name}'s seat is taken already.",
        "de": "Der Platz von {name} ist schon besetzt.",
    },
    "table_no_ticket": {
        "en": "This browser holds no seat at that table.",
        "de": "Dieser Browser hat an diesem Tisch keinen Platz.",
    },
    "table_not_your_turn": {
        "en": "It is not your turn.",
        "de": "Du bist nicht am Zug.",
    },
    "table_moved_on": {
        "en": "Another move came first; the table shows it now.",
        "de": "Ein anderer Zug war schneller; der Tisch zeigt ihn jetzt.",
    },
    "table_log_damaged": {
        "en": "The log of table {code} is damaged at action {n}: {reason}",
        "de": "Das Protokoll von Tisch {code} ist bei Zug {n} beschädigt: {reason}",
    },
    # -- files, formats and typed input (formats/, core/actions.py) --
    "not_an_action": {
        "en": "{what} is not a move: use DrawStock, TakeDiscard, Meld, LayOff, SwapJoker, Discard, EndTurn, EndHand or NextHand.",
        "de": "{what} ist kein Zug: nimm DrawStock, TakeDiscard, Meld, LayOff, SwapJoker, Discard, EndTurn, EndHand oder NextHand.",
    },
    "bad_action": {
        "en": "This move is malformed ({problem}).",
        "de": "Dieser Zug ist fehlerhaft ({problem}).",
    },
    "not_a_save": {
        "en": "This is not a saved rummy-lab game.",
        "de": "Das ist kein gespeichertes rummy-lab-Spiel.",
    },
    "text_not_path": {
        "en": "{func} reads a file: give its path. For {what} written as text use {parse}(text).",
        "de": "{func} liest eine Datei: gib ihren Pfad an. Für {what} als Text nimm {parse}(text).",
    },
    "cannot_read": {
        "en": "Cannot read the {what} file {path}: {why}.",
        "de": "Die {what}-Datei {path} lässt sich nicht lesen: {why}.",
    },
    "not_utf8": {
        "en": "{path} is not UTF-8 text (saved as Latin-1 or UTF-16?): save it as UTF-8.",
        "de": "{path} ist kein UTF-8-Text (als Latin-1 oder UTF-16 gespeichert?): speichere sie als UTF-8.",
    },
    "cli_option_bool": {
        "en": "--option {option}: write true or false (also yes/no, on/off, 1/0), not {value!r}.",
        "de": "--option {option}: schreib true oder false (auch yes/no, on/off, 1/0), nicht {value!r}.",
    },
    "cli_option_number": {
        "en": "--option {option}: write a whole number, not {value!r}.",
        "de": "--option {option}: schreib eine ganze Zahl, nicht {value!r}.",
    },
    "cli_option_number_or_none": {
        "en": "--option {option}: write a whole number or none, not {value!r}.",
        "de": "--option {option}: schreib eine ganze Zahl oder none, nicht {value!r}.",
    },
    # -- turns that must be able to end (core/legality.py) --
    "pick_dead_end": {
        "en": "If you took {card}, you could not end your turn: you may not discard it, and you could not meld or lay off your way out.",
        "de": "Wenn du {card} nähmst, könntest du deinen Zug nicht beenden: du darfst sie nicht ablegen und könntest dich nicht durch Melden oder Anlegen befreien.",
    },
    "end_turn_jokers_only": {
        "en": "A turn ends without a discard only when you hold nothing but jokers.",
        "de": "Ein Zug endet nur dann ohne Ablegen, wenn du nur noch Joker auf der Hand hast.",
    },
    # -- store errors, loaders' and positions' refusals
    "store_unavailable": {
        "en": "The class's database is not answering — try again in a moment or tell your "
              "teacher. Nothing was lost.",
        "de": "Die Datenbank der Klasse antwortet nicht – versuch es gleich noch einmal oder "
              "sag deiner Lehrkraft Bescheid. Es ist nichts verloren gegangen.",
    },
    "what_saved_game": {
        "en": 'saved game',
        "de": 'Gespeichertes Spiel',
    },
    "what_position": {
        "en": 'position',
        "de": 'Stellung',
    },
    "where_player_name": {
        "en": 'A player name',
        "de": 'Ein Spielername',
    },
    "save_damaged_field": {
        "en": "This saved game is damaged: '{field}' should be {what}.",
        "de": 'Dieses gespeicherte Spiel ist beschädigt: „{field}“ sollte {what} sein.',
    },
    "save_what_rules": {
        "en": 'a table of rule options',
        "de": 'eine Tabelle von Regeloptionen',
    },
    "save_what_names": {
        "en": 'a list of names',
        "de": 'eine Liste von Namen',
    },
    "save_what_number": {
        "en": 'a whole number',
        "de": 'eine ganze Zahl',
    },
    "save_what_seat": {
        "en": 'a seat number',
        "de": 'eine Platznummer',
    },
    "save_what_actions": {
        "en": 'a list of actions',
        "de": 'eine Liste von Zügen',
    },
    "save_what_checksum": {
        "en": 'a checksum',
        "de": 'eine Prüfsumme',
    },
    "save_what_start": {
        "en": 'a position or null',
        "de": 'eine Stellung oder null',
    },
    "save_what_reshuffles": {
        "en": 'a list of [move number, number] pairs in order',
        "de": 'eine geordnete Liste von Paaren [Zugnummer, Zahl]',
    },
    "save_version": {
        "en": 'Saved game version {version} is not supported (this rummy-lab reads version {supported}).',
        "de": 'Spielstand-Version {version} wird nicht unterstützt (dieses rummy-lab liest Version {supported}).',
    },
    "save_action_broken": {
        "en": 'This saved game is damaged: action {n} cannot be replayed ({reason})',
        "de": 'Dieses gespeicherte Spiel ist beschädigt: Zug {n} lässt sich nicht nachspielen ({reason})',
    },
    "save_checksum": {
        "en": 'This saved game is damaged: its checksum does not match the replayed game (the file was altered).',
        "de": 'Dieses gespeicherte Spiel ist beschädigt: seine Prüfsumme passt nicht zum nachgespielten Spiel (die Datei wurde verändert).',
    },
    "reshuffle_salt": {
        "en": 'A reshuffle needs a whole number from 0 to 2**64 - 1, at a move of the game.',
        "de": 'Neu mischen braucht eine ganze Zahl von 0 bis 2**64 - 1, an einem Zug des Spiels.',
    },
    "json_constant": {
        "en": '{name} is not a number a file may hold: write a whole number.',
        "de": '{name} ist keine Zahl, die eine Datei enthalten darf: schreib eine ganze Zahl.',
    },
    "json_not_utf8": {
        "en": 'This {what} is not UTF-8 text (saved as Latin-1 or UTF-16?): save it as UTF-8.',
        "de": '{what}: das ist kein UTF-8-Text (als Latin-1 oder UTF-16 gespeichert?): speichere ihn als UTF-8.',
    },
    "json_not_text": {
        "en": 'A {what} is JSON text, not {kind}.',
        "de": '{what}: erwartet wird JSON-Text, nicht {kind}.',
    },
    "json_too_deep": {
        "en": 'This {what} nests too deep (at most {n} levels).',
        "de": '{what}: zu tief verschachtelt (höchstens {n} Ebenen).',
    },
    "json_damaged": {
        "en": 'This {what} is damaged: {reason}',
        "de": '{what}: beschädigt: {reason}',
    },
    "json_invalid_at": {
        "en": 'This is not a {what} (not valid JSON: line {line}, column {col}).',
        "de": '{what}: das ist keins (kein gültiges JSON: Zeile {line}, Spalte {col}).',
    },
    "json_invalid": {
        "en": 'This is not a {what} (not valid JSON).',
        "de": '{what}: das ist keins (kein gültiges JSON).',
    },
    "where_key": {
        "en": '{what}: a key',
        "de": '{what}: ein Schlüssel',
    },
    "pos_not_text": {
        "en": '{where} must be text, not {value}.',
        "de": '{where} muss Text sein, nicht {value}.',
    },
    "pos_broken_char": {
        "en": '{where} {value} holds a broken character (a lone surrogate): retype it.',
        "de": '{where} {value} enthält ein kaputtes Zeichen (ein einzelnes Surrogat): tippe es neu.',
    },
    "pos_whole": {
        "en": '{where} must be a whole number from {low} to {high}, not {value}.',
        "de": '{where} muss eine ganze Zahl von {low} bis {high} sein, nicht {value}.',
    },
    "pos_seat": {
        "en": '{where} must be a seat from 0 to {last}, not {value}.',
        "de": '{where} muss ein Platz von 0 bis {last} sein, nicht {value}.',
    },
    "pos_cards": {
        "en": '{where} must be a list of card codes.',
        "de": '{where} muss eine Liste von Kartencodes sein.',
    },
    "pos_table_list": {
        "en": '{where}: table must be a list of melds.',
        "de": '{where}: „table“ muss eine Liste von Meldungen sein.',
    },
    "pos_meld_shape": {
        "en": '{where}: meld {n} needs owner, kind (set or run) and cards.',
        "de": '{where}: Meldung {n} braucht „owner“, „kind“ („set“ oder „run“) und „cards“.',
    },
    "pos_meld_cards": {
        "en": '{where}: meld {n} cards are [code, rank, suit, seat].',
        "de": '{where}: Karten von Meldung {n} schreibt man als [Code, Wert, Farbe, Platz].',
    },
    "where_meld_owner": {
        "en": '{where}: owner of meld {n}',
        "de": '{where}: Besitzer von Meldung {n}',
    },
    "where_meld_rank": {
        "en": '{where}: a rank in meld {n}',
        "de": '{where}: ein Wert in Meldung {n}',
    },
    "where_meld_placer": {
        "en": '{where}: placer in meld {n}',
        "de": '{where}: wer in Meldung {n} gelegt hat',
    },
    "pos_meld_bad": {
        "en": '{where}: meld {n}: {reason}',
        "de": '{where}: Meldung {n}: {reason}',
    },
    "pos_twice": {
        "en": '{where}: {card} appears twice (write a second copy as {code}.1).',
        "de": '{where}: {card} kommt zweimal vor (schreib eine zweite Karte als {code}.1).',
    },
    "pos_not_in_deck": {
        "en": "{where}: {card} is not in this variant's deck for {n} players.",
        "de": '{where}: {card} gehört bei {n} Spielern nicht zum Kartenspiel dieser Variante.',
    },
    "pos_unknown_keys": {
        "count": "n",
        "en": {"one": "Position: unknown key {keys}.", "other": "Position: unknown keys {keys}."},
        "de": {"one": "Stellung: unbekannter Schlüssel {keys}.",
               "other": "Stellung: unbekannte Schlüssel {keys}."},
    },
    "where_position": {
        "en": 'Position',
        "de": 'Stellung',
    },
    "where_pos": {
        "en": 'Position: {field}',
        "de": 'Stellung: {field}',
    },
    "where_pos_hand": {
        "en": 'Position: hand {n}',
        "de": 'Stellung: Hand {n}',
    },
    "pos_not_table": {
        "en": 'A position must be a table of values.',
        "de": 'Eine Stellung muss eine Tabelle von Werten sein.',
    },
    "pos_hands": {
        "en": 'Position: hands must list {n} hands, one per player.',
        "de": 'Stellung: „hands“ muss {n} Hände aufzählen, eine je Spieler.',
    },
    "pos_empty_hand": {
        "en": 'Position: every player needs at least one card in hand.',
        "de": 'Stellung: jeder Spieler braucht mindestens eine Karte auf der Hand.',
    },
    "pos_phase": {
        "en": "Position: phase must be 'draw' or 'play'.",
        "de": "Stellung: „phase“ muss 'draw' oder 'play' sein.",
    },
    "pos_placed_any": {
        "en": 'Position: placed_any must be {n} values true or false.',
        "de": 'Stellung: „placed_any“ müssen {n} Werte true oder false sein.',
    },
    "pos_scores": {
        "en": 'Position: scores must be {n} whole numbers.',
        "de": 'Stellung: „scores“ müssen {n} ganze Zahlen sein.',
    },
    "saved_action_card": {
        "en": "Action {kind} needs a card code in '{field}'.",
        "de": 'Zug {kind} braucht einen Kartencode in „{field}“.',
    },
    "saved_action_whole": {
        "en": "Action {kind} needs a whole number in '{field}'.",
        "de": 'Zug {kind} braucht eine ganze Zahl in „{field}“.',
    },
    "saved_suit_letter": {
        "en": '{value} is not a suit letter (S, H, D, C).',
        "de": '{value} ist kein Farbbuchstabe (S, H, D, C).',
    },
    "saved_action_kindless": {
        "en": "Every saved action must be an object with a 'kind'.",
        "de": 'Jeder gespeicherte Zug muss ein Objekt mit „kind“ sein.',
    },
    "saved_meld_shape": {
        "en": "A saved meld needs 'meld' (set/run) and a list of 'cards'.",
        "de": 'Eine gespeicherte Meldung braucht „meld“ (set/run) und eine Liste „cards“.',
    },
    "saved_meld_card": {
        "en": 'Each melded card is saved as [code, rank, suit].',
        "de": 'Jede gemeldete Karte wird als [Code, Wert, Farbe] gespeichert.',
    },
    "saved_action_unknown": {
        "en": 'Unknown action kind {kind}.',
        "de": 'Unbekannte Zugart {kind}.',
    },
    "malformed_card": {
        "en": "{kind}: 'card' must be a card",
        "de": '{kind}: „card“ muss eine Karte sein',
    },
    "malformed_meld_no": {
        "en": "{kind}: 'meld' must be a meld number",
        "de": '{kind}: „meld“ muss eine Meldungsnummer sein',
    },
    "malformed_layoff": {
        "en": "layoff: 'rank' must be a whole number and 'suit' a suit",
        "de": 'Anlegen: „rank“ muss eine ganze Zahl sein und „suit“ eine Farbe',
    },
    "malformed_meld": {
        "en": 'meld: the kind is text and the cards a tuple of placed cards',
        "de": 'Meldung: die Art ist Text und die Karten ein Tupel gelegter Karten',
    },
    "option_too_deep": {
        "en": 'Option {name}: rule options are numbers, words or rows of numbers; this value nests too deep.',
        "de": 'Option {name}: Regeloptionen sind Zahlen, Wörter oder Zeilen von Zahlen; dieser Wert ist zu tief verschachtelt.',
    },
    "option_rows": {
        "en": 'Option {name}: every row is {width} whole numbers (from_players, ...), not {value}.',
        "de": 'Option {name}: jede Zeile besteht aus {width} ganzen Zahlen (from_players, ...), nicht {value}.',
    },
    "option_targets": {
        "en": 'Option target_choices must be whole numbers, not {value}.',
        "de": 'Die Option target_choices muss aus ganzen Zahlen bestehen, nicht {value}.',
    },
    "scenario_which_reading": {
        "en": '{where}: say which reading you mean with jokers = "…", e.g. jokers = "{example}" (it could be {readings}).',
        "de": '{where}: sag mit jokers = "…", welche Lesart du meinst, z. B. jokers = "{example}" (möglich ist {readings}).',
    },
    "where_top_level": {"en": "top level", "de": "oberste Ebene"},
    "keys_table": {
        "en": '{where} must be a table of keys ({keys}).',
        "de": '{where} muss eine Tabelle von Schlüsseln sein ({keys}).',
    },
    "keys_unknown": {
        "en": '{where}: unknown key {field}.{hint}',
        "de": '{where}: unbekannter Schlüssel {field}.{hint}',
    },
    "keys_did_you_mean": {
        "en": ' Did you mean {field}?',
        "de": ' Meintest du {field}?',
    },
    "keys_known": {
        "en": ' Known keys: {keys}.',
        "de": ' Bekannte Schlüssel: {keys}.',
    },
    "sc_one_card": {
        "en": '{where}: give exactly one card.',
        "de": '{where}: gib genau eine Karte an.',
    },
    "sc_romme_needs_out": {
        "en": 'romme = true needs went_out: the Rommé doubles the points of the player who went out.',
        "de": 'romme = true braucht went_out: das Rommé verdoppelt die Punkte dessen, der ausgemacht hat.',
    },
    "sc_ended_by": {
        "en": "ended_by must be 'stock', 'rounds' or 'turn_cap' (only when nobody went out).",
        "de": "ended_by muss 'stock', 'rounds' oder 'turn_cap' sein (nur, wenn niemand ausgemacht hat).",
    },
    "sc_phase": {
        "en": "phase must be 'draw' (before drawing) or 'play' (after drawing).",
        "de": "phase muss 'draw' (vor dem Ziehen) oder 'play' (nach dem Ziehen) sein.",
    },
    "sc_round": {
        "en": 'round must be a whole number from 1 to 10000.',
        "de": 'round muss eine ganze Zahl von 1 bis 10000 sein.',
    },
    "sc_words": {
        "en": '{field} must be text in "quotes" (or {{ en = "…", de = "…" }}).',
        "de": '{field} muss Text in "Anführungszeichen" sein (oder {{ en = "…", de = "…" }}).',
    },
    "sc_flag": {
        "en": '{field} must be true or false.',
        "de": '{field} muss true oder false sein.',
    },
    "sc_melds_list": {
        "en": 'melds must be a list: write each one as [[melds]].',
        "de": 'melds muss eine Liste sein: schreib jede Meldung als [[melds]].',
    },
    "sc_meld_cards": {
        "en": '{where}: give its cards, e.g. cards = "7S 7H 7D".',
        "de": '{where}: gib ihre Karten an, z. B. cards = "7S 7H 7D".',
    },
    "sc_meld_jokers": {
        "en": '{where}: jokers says what they stand for, e.g. jokers = "8D".',
        "de": '{where}: jokers sagt, wofür sie stehen, z. B. jokers = "8D".',
    },
    "sc_added_list": {
        "en": '{where}: {kind} must be a list, e.g. {kind} = [{{card = "8C", by = "Ben"}}].',
        "de": '{where}: {kind} muss eine Liste sein, z. B. {kind} = [{{card = "8C", by = "Ben"}}].',
    },
    "sc_hands_table": {
        "en": 'hands must be a table: [hands] then Ann = "7H 8H".',
        "de": 'hands muss eine Tabelle sein: [hands], dann Ann = "7H 8H".',
    },
    "sc_hand_missing": {
        "en": 'hands: write what {name} holds ({name} = "…").',
        "de": 'hands: schreib auf, was {name} hält ({name} = "…").',
    },
    "sc_meld_jokers_bad": {
        "en": '{where}: jokers: {reason}',
        "de": '{where}: Joker: {reason}',
    },
    "sc_end": {
        "en": '{where}: end = "low" or "high" picks the end of a run.',
        "de": '{where}: end = "low" oder "high" wählt das Ende einer Reihe.',
    },
    "sc_as": {
        "en": '{where}: as = "8D" says which card a joker stands for.',
        "de": '{where}: as = "8D" sagt, für welche Karte ein Joker steht.',
    },
    "sc_empty_means_out": {
        "en": '{name} holds no cards, so {name} went out: write went_out = "{name}" (or give {name}\'s cards).',
        "de": '{name} hält keine Karten, hat also ausgemacht: schreib went_out = "{name}" (oder gib die Karten von {name} an).',
    },
    "sc_pool": {
        "en": 'pool must be a whole number of points, e.g. pool = 30.',
        "de": 'Der Pott muss eine ganze Zahl von Punkten sein, z. B. 30.',
    },
    "sc_no_pool": {
        "en": 'pool = {points}: {title} is played without a pool (give options.pool_size to play with one).',
        "de": 'Pott {points}: {title} wird ohne Pott gespielt (gib options.pool_size an, um mit einem zu spielen).',
    },
    "sc_scores": {
        "en": 'scores must be {n} whole numbers (the totals before this hand), e.g. scores = [120, 85].',
        "de": 'scores müssen {n} ganze Zahlen sein (die Stände vor dieser Hand), z. B. scores = [120, 85].',
    },
    "sc_over": {
        "en": '{name} went out: this hand is over, so there is nothing to play on (remove went_out to play).',
        "de": '{name} hat ausgemacht: diese Hand ist vorbei, es gibt nichts weiterzuspielen (entferne went_out, um zu spielen).',
    },
    "sc_where_meld_no": {
        "en": 'meld {n}',
        "de": 'Meldung {n}',
    },
    "sc_where_meld_by": {
        "en": 'meld {n}: by',
        "de": 'Meldung {n}: by',
    },
    "sc_no_fit": {
        "en": '{where}: {card} cannot go there in {meld}.',
        "de": '{where}: {card} passt dort nicht an {meld}.',
    },
    "sc_no_fit_end": {
        "en": '{where}: {card} cannot go at the {end} end in {meld}.',
        "de": '{where}: {card} passt nicht an das {end} Ende von {meld}.',
    },
    "sc_say_as": {
        "en": '{where}: say what the joker stands for with as = "…" ({faces}).',
        "de": '{where}: sag mit as = "…", wofür der Joker steht ({faces}).',
    },
    "sc_both_ends": {
        "en": '{where}: {card} fits both ends of {meld}: say end = "low" or "high".',
        "de": '{where}: {card} passt an beide Enden von {meld}: sag end = "low" oder "high".',
    },
    "sc_swap_stays": {
        "en": ' (a joker taken by a swap stays in hand)',
        "de": ' (ein durch Tausch genommener Joker bleibt auf der Hand)',
    },
    "sc_out_but_holds": {
        "en": "{name} went out, so {name} holds no cards — but {name}'s hand has {cards}{swapped}.",
        "de": '{name} hat ausgemacht, hält also keine Karten – aber die Hand von {name} hat {cards}{swapped}.',
    },
    "gd_where_step": {
        "en": '{name}: step {n}',
        "de": '{name}: Schritt {n}',
    },
    "gd_no_result": {
        "en": 'no result (nobody went out)',
        "de": 'kein Ergebnis (niemand hat ausgemacht)',
    },
    "gd_not_learners_turn": {
        "en": "{where}: it is {player}'s turn, so the learner cannot do the task.",
        "de": '{where}: {player} ist am Zug, also kann der Lernende die Aufgabe nicht lösen.',
    },
    "gd_bad_move": {
        "en": "{where}: '{move}': {reason}",
        "de": '{where}: „{move}“: {reason}',
    },
    "gd_points": {
        "en": '{name}: [finish] says points {points}, but the hand as scripted gives {got}.',
        "de": '{name}: [finish] nennt die Punkte {points}, aber die Hand wie beschrieben ergibt {got}.',
    },
    "gd_text": {
        "en": '{where} needs an English text: {where}.en = "..." (and .de).',
        "de": '{where} braucht einen englischen Text: {where}.en = "..." (und .de).',
    },
    "gd_moves": {
        "en": '{where} must be a list of moves, e.g. ["draw", "discard KD"].',
        "de": '{where} muss eine Liste von Zügen sein, z. B. ["draw", "discard KD"].',
    },
    "gd_hands": {
        "en": '{name}: [start.hands] must give the cards of {players}.',
        "de": '{name}: [start.hands] muss die Karten von {players} angeben.',
    },
    "gd_unknown": {
        "en": "No guide '{source}'. Shipped guides: {names}.",
        "de": 'Keine Übungshand „{source}“. Mitgeliefert: {names}.',
    },
    "gd_seed": {
        "en": '{name}: seed must be a whole number.',
        "de": '{name}: seed muss eine ganze Zahl sein.',
    },
    "gd_no_steps": {
        "en": '{name}: a guide needs at least one [[steps]] entry.',
        "de": '{name}: eine Übungshand braucht mindestens einen Eintrag [[steps]].',
    },
    "gd_finish": {
        "en": '{name}: [finish] points must be {n} whole numbers.',
        "de": '{name}: [finish] points müssen {n} ganze Zahlen sein.',
    },
    "gd_no_meld_holds": {
        "en": 'No meld on the table holds {card}.',
        "de": 'Keine Meldung auf dem Tisch enthält {card}.',
    },
    "gd_one_card": {
        "en": 'Write one card here, not {text}.',
        "de": 'Schreib hier eine Karte, nicht {text}.',
    },
    "gd_no_layoff": {
        "en": '{card} cannot be laid off on {meld}.',
        "de": '{card} lässt sich nicht an {meld} anlegen.',
    },
    "gd_unknown_move": {
        "en": 'Unknown move {move}: write draw, take, meld, layoff, discard or swap.',
        "de": 'Unbekannter Zug {move}: schreib „draw“, „take“, „meld“, „layoff“, „discard“ oder „swap“.',
    },
    "fm_too_deep": {
        "en": '{name}: this nests too deep.',
        "de": '{name}: zu tief verschachtelt.',
    },
    "fm_toml_line": {
        "en": ': {line} (text such as names and cards needs "quotes").',
        "de": ': {line} (Text wie Namen und Karten braucht "Anführungszeichen").',
    },
    "fm_needs_path": {
        "en": '{func} needs a file path, not {value}.',
        "de": '{func} braucht einen Dateipfad, nicht {value}.',
    },
    "fm_toml_text": {
        "en": '{name}: TOML text is a str, not {value}.',
        "de": '{name}: TOML-Text ist ein str, nicht {value}.',
    },
    "fm_toml_invalid": {
        "en": '{name}: this is not valid TOML: {detail}{line}',
        "de": '{name}: das ist kein gültiges TOML: {detail}{line}',
    },
    "fm_players": {
        "en": 'players must list the names, e.g. players = ["Ann", "Ben"].',
        "de": '„players“ muss die Namen aufzählen, z. B. players = ["Ann", "Ben"].',
    },
    "fm_players_differ": {
        "en": 'players: every player needs a different name.',
        "de": '„players“: jeder Spieler braucht einen anderen Namen.',
    },
    "fm_not_a_player": {
        "en": '{where}: {name} is not a player (players: {players}).',
        "de": '{where}: {name} spielt nicht mit (Spieler: {players}).',
    },
    "fm_cards_text": {
        "en": '{where}: write the cards as text, e.g. "7H 8H 9H".',
        "de": '{where}: schreib die Karten als Text, z. B. "7H 8H 9H".',
    },
    "fm_which_variant": {
        "en": 'Say which variant: variant = "basic", "rummy500" or "pool500".',
        "de": 'Sag, welche Variante: variant = "basic", "rummy500" oder "pool500".',
    },
    "fm_options_table": {
        "en": 'options must be a table, e.g. [options] then target = 300.',
        "de": 'options muss eine Tabelle sein, z. B. [options], dann target = 300.',
    },
    "fm_options_misplaced": {
        "en": 'options: {field} is not a rule option. In TOML every key after [options] belongs to it: move [options] below the other keys.',
        "de": 'options: {field} ist keine Regeloption. In TOML gehört jeder Schlüssel nach [options] dazu: setz [options] unter die anderen Schlüssel.',
    },
    "fm_not_an_option": {
        "en": 'options: {field} is not a rule option.{hint} The options are listed in docs/scenarios.md.',
        "de": 'options: {field} ist keine Regeloption.{hint} Die Optionen stehen in docs/scenarios.md.',
    },
    "sc_written_twice": {
        "en": "{where}: {code} is also written in {first}.",
        "de": "{where}: {code} steht auch schon in {first}.",
    },
    "sc_no_jokers": {"en": "{title} plays without jokers.", "de": "{title} wird ohne Joker gespielt."},
    "sc_deck_has": {
        "en": {"one": "only one {face}", "other": "only {n} {face}s"},
        "de": {"one": "nur 1 × {face}", "other": "nur {n} × {face}"},
    },
    "sc_no_such_copy": {
        "en": "{code} does not exist: this game's deck has {has}.",
        "de": "{code} gibt es nicht: das Kartenspiel dieses Spiels hat {has}.",
    },
    "sc_swapped_joker_hint": {
        "en": " (a joker taken by a swap goes to the swapper's hand by itself: do not write it)",
        "de": " (ein durch Tausch genommener Joker kommt von selbst auf die Hand des Tauschenden: schreib ihn nicht auf)",
    },
    "sc_one_too_many": {
        "en": "one {face} too many: this game's deck has {has}, already in {seen}{hint}.",
        "de": "{face} einmal zu viel: das Kartenspiel dieses Spiels hat {has}, schon in {seen}{hint}.",
    },
    "comma_list": {"en": "{a}, {b}", "de": "{a}, {b}"},
}
