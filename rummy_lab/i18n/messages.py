"""The engine's learner-facing reasons, in English and German, from one catalog.

``msg(key, **params)`` returns a :class:`Text`: a ``str`` (English) that remembers its key
and parameters, so a user interface can show it in another language with
``text.render("de")`` (or ``RummyError.in_lang("de")``). Parameters are cards, melds and
numbers, whose text is the same in every language.
"""

from __future__ import annotations

__all__ = ["Text", "msg", "render", "LANGUAGES", "REASONS"]

LANGUAGES = ("en", "de")

REASONS: dict[str, dict[str, str]] = {
    # -- turn phases --------------------------------------------------------------------
    "game_over": {"en": "The game is over.", "de": "Das Spiel ist vorbei."},
    "hand_over": {"en": "The hand is over: deal the next hand.",
                  "de": "Die Hand ist vorbei: gib die nächste Hand."},
    "hand_not_over": {"en": "The hand is not over yet.", "de": "Die Hand ist noch nicht vorbei."},
    "draw_first": {"en": "First draw a card: from the stock or the discard pile.",
                   "de": "Zieh zuerst eine Karte: vom Talon oder vom Ablagestapel."},
    "draw_first_stock": {"en": "First draw a card: from the stock.",
                         "de": "Zieh zuerst eine Karte vom Talon."},
    "already_drew": {"en": "You have already drawn this turn: meld, lay off or discard.",
                     "de": "Du hast in diesem Zug schon gezogen: melde, lege an oder lege ab."},
    "unknown_action": {"en": "Unknown action {action}.", "de": "Unbekannter Zug {action}."},
    # -- drawing ------------------------------------------------------------------------
    "stock_empty": {"en": "The stock is empty.", "de": "Der Talon ist leer."},
    "stock_not_empty": {"en": "The stock is not empty: draw a card.",
                        "de": "Der Talon ist nicht leer: zieh eine Karte."},
    "discards_dead": {"en": "In this variant discards are dead: draw from the stock.",
                      "de": "In dieser Variante sind Abwürfe tot: zieh vom Talon."},
    "pile_empty": {"en": "The discard pile is empty.", "de": "Der Ablagestapel ist leer."},
    "not_in_pile": {"en": "{card} is not in the discard pile.",
                    "de": "{card} liegt nicht auf dem Ablagestapel."},
    "top_only": {"en": "Only the top discard ({card}) may be taken.",
                 "de": "Nur die oberste Karte des Ablagestapels ({card}) darf genommen werden."},
    "pick_unusable": {"en": "You could not use {card} in a meld or lay-off this turn, so you "
                            "may not take it.",
                      "de": "Du könntest {card} in diesem Zug weder melden noch anlegen, also "
                            "darfst du sie nicht nehmen."},
    # -- cards and melds ----------------------------------------------------------------
    "not_in_hand": {"en": "{card} is not in your hand.", "de": "{card} ist nicht auf deiner Hand."},
    "not_in_hand_of": {"en": "{card} is not in {player}'s hand.",
                       "de": "{card} ist nicht auf der Hand von {player}."},
    "no_such_meld": {"en": "There is no meld number {meld} on the table.",
                     "de": "Auf dem Tisch liegt keine Meldung Nummer {meld}."},
    "card_twice": {"en": "The same card appears twice in the meld.",
                   "de": "Dieselbe Karte steht zweimal in der Meldung."},
    "cannot_stand": {"en": "Those cards cannot stand where you put them: {readings}",
                     "de": "So können die Karten nicht liegen: {readings}"},
    "layoff_own_meld_first": {"en": "Lay off only after you have melded yourself.",
                              "de": "Anlegen darfst du erst, wenn du selbst gemeldet hast."},
    "cannot_stand_there": {"en": "{card} cannot stand there in {meld}.",
                           "de": "{card} kann in {meld} nicht dort liegen."},
    "no_out_first_round": {"en": "You may not go out yet: in the first round only the first "
                                 "player may go out.",
                           "de": "Du darfst noch nicht rauskommen: in der ersten Runde darf nur "
                                 "der erste Spieler rauskommen."},
    "no_out_no_meld": {"en": "You may not go out yet: a meld must already be on the table when "
                             "your turn begins.",
                       "de": "Du darfst noch nicht rauskommen: zu Beginn deines Zuges muss schon "
                             "eine Meldung auf dem Tisch liegen."},
    "obligation_lost": {"en": "After this you could no longer use {card}, which you must meld "
                              "or lay off.",
                        "de": "Danach könntest du {card} nicht mehr verwenden, die du melden "
                              "oder anlegen musst."},
    # -- discarding and ending the turn -------------------------------------------------
    "joker_no_discard": {"en": "A joker may never be discarded: it must end up in a meld.",
                         "de": "Ein Joker darf nie abgelegt werden: er muss in eine Meldung."},
    "use_taken_first": {"en": "First meld or lay off {card}, the card you took from the pile.",
                        "de": "Melde oder lege zuerst {card} an, die Karte vom Ablagestapel."},
    "taken_no_discard": {"en": "You took {card} from the discard pile this turn: you may not "
                               "discard it.",
                         "de": "Du hast {card} in diesem Zug vom Ablagestapel genommen: du darfst "
                               "sie nicht ablegen."},
    "taken_no_discard_unless_last": {
        "en": "You took {card} from the discard pile this turn: you may not discard it unless "
              "it is your last card.",
        "de": "Du hast {card} in diesem Zug vom Ablagestapel genommen: du darfst sie nicht "
              "ablegen, es sei denn, sie ist deine letzte Karte."},
    "discard_to_end": {"en": "End your turn by discarding a card.",
                       "de": "Beende deinen Zug, indem du eine Karte ablegst."},
    "use_first": {"en": "First meld or lay off {card}.", "de": "Melde oder lege zuerst {card} an."},
    "still_can_play": {"en": "You can still meld or lay off: play your cards before ending the "
                             "turn.",
                       "de": "Du kannst noch melden oder anlegen: spiel deine Karten, bevor du "
                             "den Zug beendest."},
    "stranded": {"en": "You would be left with only {cards}, which you may not discard this "
                       "turn: keep another card.",
                 "de": "Dir bliebe nur {cards}, die du in diesem Zug nicht ablegen darfst: "
                       "behalte noch eine Karte."},
    "nothing_to_undo": {"en": "There is nothing to undo.", "de": "Es gibt nichts zurückzunehmen."},
    "undo_limit": {"en": "Only {n} actions can be undone.",
                   "de": "Nur {n} Züge können zurückgenommen werden."},
    "declare_joker": {"en": "Say what the joker stands for: {options} (declare=...).",
                      "de": "Sag, für welche Karte der Joker steht: {options} (declare=...)."},
    "fits_several": {"en": "{card} fits {choices}: say which (end=... or suit=...).",
                     "de": "{card} passt {choices}: sag, wo (end=... oder suit=...)."},
    # -- meld checks ----------------------------------------------------------------------
    "joker_declared_joker": {"en": "Say which card the joker stands for, e.g. 8D — not another "
                                   "joker.",
                             "de": "Sag, für welche Karte der Joker steht, z. B. 8D — nicht für "
                                   "einen Joker."},
    "declare_each": {"en": "Declare one card for each joker ({n}).",
                     "de": "Nenne für jeden Joker eine Karte ({n})."},
    "jokers_cannot_be": {"en": "The jokers cannot stand for {faces} in this meld.",
                         "de": "Die Joker können in dieser Meldung nicht für {faces} stehen."},
    "same_physical": {"en": "{cards}: the same physical card appears twice.",
                      "de": "{cards}: dieselbe Karte kommt zweimal vor."},
    "meld_too_small": {"en": "A meld needs at least {n} cards; {cards} has {count}.",
                       "de": "Eine Meldung braucht mindestens {n} Karten; {cards} hat {count}."},
    "no_jokers_here": {"en": "This variant plays without jokers.",
                       "de": "Diese Variante wird ohne Joker gespielt."},
    "need_naturals": {"en": "{cards}: a new meld needs at least {n} natural cards (not jokers).",
                      "de": "{cards}: eine neue Meldung braucht mindestens {n} echte Karten "
                            "(keine Joker)."},
    "set_too_big": {"en": "{cards}: a set has at most {n} cards.",
                    "de": "{cards}: ein Satz hat höchstens {n} Karten."},
    "set_too_small": {"en": "{cards}: a set needs at least {n} cards.",
                      "de": "{cards}: ein Satz braucht mindestens {n} Karten."},
    "set_suits": {"en": "{cards}: the cards of a set must all have different suits.",
                  "de": "{cards}: die Karten eines Satzes müssen alle verschiedene Farben haben."},
    "not_a_set": {"en": "{cards} is not a set.", "de": "{cards} ist kein Satz."},
    "neither": {"en": "{cards} is neither a set (one rank) nor a run (one suit): a run's cards "
                      "all share one suit.",
                "de": "{cards} ist weder ein Satz (ein Wert) noch eine Reihe (eine Farbe): die "
                      "Karten einer Reihe haben alle dieselbe Farbe."},
    "run_too_short": {"en": "{cards}: a run needs at least {n} cards.",
                      "de": "{cards}: eine Reihe braucht mindestens {n} Karten."},
    "run_same_rank": {"en": "{cards}: a run cannot hold the same rank twice.",
                      "de": "{cards}: eine Reihe kann keinen Wert zweimal enthalten."},
    "ace_low": {"en": "{cards} is not a run here: the ace is low (A-2-3), so a run ends at the "
                      "king.",
                "de": "{cards} ist hier keine Reihe: das Ass ist niedrig (A-2-3), also endet "
                      "eine Reihe beim König."},
    "corner": {"en": "{cards}: a run never turns the corner (K-A-2).",
               "de": "{cards}: eine Reihe geht nie um die Ecke (K-A-2)."},
    "run_gap": {"en": "{cards} is not a run: {missing} missing in between.",
                "de": "{cards} ist keine Reihe: dazwischen fehlt {missing}."},
    "not_a_run": {"en": "{cards} is not a run.", "de": "{cards} ist keine Reihe."},
    # -- lay-off and swap checks ------------------------------------------------------------
    "set_full": {"en": "{meld} is full: a set has at most {n} cards.",
                 "de": "{meld} ist voll: ein Satz hat höchstens {n} Karten."},
    "wrong_rank": {"en": "{card} does not belong to the set of {rank}s.",
                   "de": "{card} gehört nicht zum Satz der {rank}er."},
    "swap_instead": {"en": "The joker in {meld} stands for {card}: swap it instead of laying off.",
                     "de": "Der Joker in {meld} steht für {card}: tausche ihn, statt anzulegen."},
    "suit_taken": {"en": "{meld} already has a {face}.", "de": "{meld} hat schon eine {face}."},
    "wrong_suit": {"en": "{card} is not a {suit}: it cannot extend {meld} (a run keeps one "
                         "suit).",
                   "de": "{card} ist kein {suit}: sie kann {meld} nicht verlängern (eine Reihe "
                         "hat nur eine Farbe)."},
    "ace_after_king": {"en": "{card} cannot follow the king: the ace is low here, so runs end "
                             "at K.",
                       "de": "{card} kann nicht auf den König folgen: das Ass ist hier niedrig, "
                             "Reihen enden beim K."},
    "corner_layoff": {"en": "A run never turns the corner (K-A-2).",
                      "de": "Eine Reihe geht nie um die Ecke (K-A-2)."},
    "run_complete": {"en": "{meld} cannot grow any more.",
                     "de": "{meld} kann nicht mehr wachsen."},
    "no_fit": {"en": "{card} does not fit either end of {meld}: it takes only {ends}.",
               "de": "{card} passt an kein Ende von {meld}: dort passt nur {ends}."},
    "no_fit_end": {"en": "{card} does not fit at the {end} end of {meld}.",
                   "de": "{card} passt nicht an das {end} Ende von {meld}."},
    "joker_suit_bad": {"en": "The joker cannot stand for a {suit} in {meld}.",
                       "de": "Der Joker kann in {meld} nicht für {suit} stehen."},
    "no_swap_variant": {"en": "This variant has no joker swap.",
                        "de": "In dieser Variante gibt es keinen Jokertausch."},
    "swap_natural": {"en": "Swap a joker out with the natural card it stands for.",
                     "de": "Tausche einen Joker gegen die echte Karte, für die er steht."},
    "no_joker": {"en": "{meld} has no joker to swap.",
                 "de": "{meld} enthält keinen Joker zum Tauschen."},
    "joker_is": {"en": "The joker in {meld} stands for {faces}, not {card}.",
                 "de": "Der Joker in {meld} steht für {faces}, nicht für {card}."},
    # -- the coach's reasons (rummy_lab.ai.hints) -----------------------------------------
    "why_stock": {"en": "no discard ({card} on top) would complete a meld for you, so try your "
                        "luck with an unknown card.",
                  "de": "keine Karte vom Ablagestapel ({card} oben) vervollständigt eine "
                        "Meldung, also versuch dein Glück mit einer unbekannten Karte."},
    "why_stock_only": {"en": "the stock is where every turn starts in this variant.",
                       "de": "in dieser Variante beginnt jeder Zug am Talon."},
    "why_take": {"en": "{use}{extra}; {gain}.", "de": "{use}{extra}; {gain}."},
    "why_use_meld": {"en": "it completes {meld}", "de": "sie vervollständigt {meld}"},
    "why_use_layoff": {"en": "you can lay it off at once", "de": "du kannst sie sofort anlegen"},
    "why_more_cards": {"en": " ({n} more cards come with it)",
                       "de": " ({n} weitere Karten kommen mit)"},
    "why_none": {"en": "", "de": ""},
    "why_gain_net": {"en": "what you can lay down grows from {a} to {b} points",
                     "de": "was du auslegen kannst, wächst von {a} auf {b} Punkte"},
    "why_gain_deadwood": {"en": "your unmelded points drop from {a} to {b}",
                          "de": "deine ungemeldeten Punkte sinken von {a} auf {b}"},
    "why_meld": {"en": "{meld} is {kind}; {gain}.", "de": "{meld} ist {kind}; {gain}."},
    "word_set": {"en": "a complete set", "de": "ein vollständiger Satz"},
    "word_run": {"en": "a complete run", "de": "eine vollständige Reihe"},
    "why_meld_net": {"en": "it scores {n} points for you", "de": "sie bringt dir {n} Punkte"},
    "why_meld_deadwood": {"en": "it takes {n} points out of your hand",
                          "de": "sie nimmt {n} Punkte aus deiner Hand"},
    "why_layoff": {"en": "{card} fits {meld}; laying it off leaves fewer cards to get rid of.",
                   "de": "{card} passt an {meld}; anlegen lässt dir weniger Karten übrig."},
    "why_swap": {"en": "you hold the {card} the joker stands for: swap it in and use the joker "
                       "for another meld.",
                 "de": "du hast die {card}, für die der Joker steht: tausche sie ein und nutze "
                       "den Joker für eine andere Meldung."},
    "why_last_card": {"en": "it is your last card: you go out!",
                      "de": "es ist deine letzte Karte: du kommst raus!"},
    "why_discard": {"en": "it is not part of any meld and costs {value} points if you are caught "
                          "with it; you keep {left} points of loose cards.{risk}",
                    "de": "sie gehört zu keiner Meldung und kostet {value} Punkte, wenn du mit "
                          "ihr erwischt wirst; dir bleiben {left} Punkte lose Karten.{risk}"},
    "why_risk": {"en": " Careful: it could be laid off on {meld}.",
                 "de": " Vorsicht: sie passt an {meld}."},
    "why_no_risk": {"en": " No meld on the table can use it.",
                    "de": " Keine Meldung auf dem Tisch kann sie brauchen."},
    "why_only": {"en": "it is the only thing left to do.", "de": "es bleibt nichts anderes übrig."},
    "pick_dead_end": {"en": "If you took {card}, you could not end your turn: you may not "
                            "discard it, and you could not meld or lay off your way out.",
                      "de": "Wenn du {card} nähmst, könntest du deinen Zug nicht beenden: du "
                            "darfst sie nicht ablegen und könntest dich nicht durch Melden "
                            "oder Anlegen befreien."},
    "end_turn_jokers_only": {"en": "A turn ends without a discard only when you hold nothing "
                                   "but jokers.",
                             "de": "Ein Zug endet nur dann ohne Ablegen, wenn du nur noch "
                                   "Joker auf der Hand hast."},
}

_WORDS = {"de": {"low": "untere", "high": "obere", "spade": "Pik", "heart": "Herz",
                 "diamond": "Karo", "club": "Kreuz"}}


def render(key: str, lang: str = "en", params: dict | None = None) -> str:
    """The text of ``key`` in ``lang`` (English when the language is unknown)."""
    entry = REASONS[key]
    params = {k: (v.render(lang) if isinstance(v, Text) else v) for k, v in (params or {}).items()}
    for word in ("end", "suit"):
        if word in params and lang in _WORDS:
            params[word] = _WORDS[lang].get(params[word], params[word])
    return (entry.get(lang) or entry["en"]).format(**params)


class Text(str):
    """An English message that can render itself in another language."""

    key: str
    params: dict

    def __new__(cls, key: str, params: dict) -> Text:
        text = super().__new__(cls, render(key, "en", params))
        text.key, text.params = key, params
        return text

    def render(self, lang: str = "en") -> str:
        return render(self.key, lang, self.params)


def msg(key: str, **params) -> Text:
    """A catalog message; card and meld parameters are turned into their text."""
    return Text(key, {k: (v if isinstance(v, (int, float, Text)) else str(v))
                      for k, v in params.items()})
