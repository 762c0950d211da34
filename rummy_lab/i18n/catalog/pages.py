"""The lesson notebooks' own text (their markdown cells), English and German.

Each notebook markdown cell names its key in its metadata (``rummy_lab.text``; the
title cell also ``rummy_lab.title``) and holds both languages, written from here by
``docs/make_notebook_texts.py`` (``tests/test_language_pages.py`` checks they agree).
The page's EN | DE switch shows one of them. Words as in docs/glossary.md.
"""

from __future__ import annotations

PAGES: dict[str, dict] = {
    # -- the lesson links at the top of every page --
    "nav_00": {"en": "Start", "de": "Start"},
    "nav_01": {"en": "1 Guided hand", "de": "1 Geführte Hand"},
    "nav_02": {"en": "2 Melds", "de": "2 Meldungen"},
    "nav_03": {"en": "3 Rummy 500", "de": "3 Rummy 500"},
    "nav_04": {"en": "4 Scoring", "de": "4 Wertung"},
    "nav_05": {"en": "5 Play", "de": "5 Spielen"},
    "nav_06": {"en": "6 Strategy lab", "de": "6 Strategielabor"},
    "nav_07": {"en": "Teacher", "de": "Lehrkraft"},
    # -- 00 start here --
    "page_00_title": {"en": "Rummy Lab — start here", "de": "Rummy Lab — hier geht es los"},
    "page_00_intro": {
        "en": """**Rummy** is a family of card games. Every player tries to get rid of the cards in
hand by laying them on the table in *melds*:

- a **set** — three or four cards of the same rank, e.g. 7♠ 7♥ 7♦;
- a **run** — three or more cards of one suit in sequence, e.g. 4♥ 5♥ 6♥.

A turn has three steps: **draw** a card (from the stock or the discard pile),
**meld or lay off** cards if you can, and **discard** one card. Whoever gets rid of
the last card *goes out* and ends the hand; then the cards are scored.

This course teaches three variants. They share the turn, but differ in what may be
drawn, what aces and jokers are worth, and who scores. The table below is read from
the rules engine itself, so it is always up to date.""",
        "de": """**Rummy** ist eine Familie von Kartenspielen. Jeder versucht, die Karten auf seiner
Hand loszuwerden, indem er sie in *Meldungen* auf den Tisch legt:

- ein **Satz** — drei oder vier Karten desselben Werts, z. B. 7♠ 7♥ 7♦;
- eine **Reihe** — drei oder mehr Karten einer Farbe in lückenloser Abfolge, z. B. 4♥ 5♥ 6♥.

Ein Zug hat drei Schritte: eine Karte **ziehen** (vom Talon oder vom Ablagestapel),
wenn möglich Karten **melden oder anlegen**, und eine Karte **ablegen**. Wer die letzte
Karte loswird, *kommt raus* und beendet die Hand; dann werden die Karten gezählt.

Dieser Kurs lehrt drei Varianten. Der Zug ist überall gleich, aber sie unterscheiden
sich darin, was genommen werden darf, was Asse und Joker zählen und wer Punkte
bekommt. Die Tabelle unten liest die Regeln direkt aus dem Regelwerk des Programms,
sie ist also immer aktuell.""",
    },
    "page_00_lessons": {
        "en": """## The lessons

| # | lesson | what you do |
|---|---|---|
| 1 | [A guided hand](01_guided_hand.ipynb) | play one hand of Basic Rummy step by step, with explanations |
| 2 | [Melds and lay-offs](02_melds_and_layoffs.ipynb) | sets, runs, the ace, laying off — try your own melds |
| 3 | [Rummy 500](03_rummy_500.ipynb) | deep discard picks, the must-use rule, joker swaps, meld values |
| 4 | [Scoring scenarios](04_scoring_scenarios.ipynb) | score the same table under every variant |
| 5 | [Play](05_play.ipynb) | a full game against computer players |
| 6 | [Strategy lab](06_strategy_lab.ipynb) | let the computer play hundreds of hands and measure |
| 8 | [Practice](08_practice.ipynb) | questions on every rule, checked by the game, with your progress per rule |

Start with lesson 1 if you have never played Rummy; otherwise jump to any lesson.

Teachers: the [teacher's dashboard](07_teacher.ipynb) follows every shared table of the
class live (password needed).""",
        "de": """## Die Lektionen

| Nr. | Lektion | was du tust |
|---|---|---|
| 1 | [Eine geführte Hand](01_guided_hand.ipynb) | eine Hand Einfaches Rummy Schritt für Schritt spielen, mit Erklärungen |
| 2 | [Melden und Anlegen](02_melds_and_layoffs.ipynb) | Sätze, Reihen, das Ass, Anlegen — probiere eigene Meldungen aus |
| 3 | [Rummy 500](03_rummy_500.ipynb) | tief im Ablagestapel nehmen, die Pflicht, sie sofort zu verwenden, Jokertausch, Werte der Meldungen |
| 4 | [Wertungs-Szenarien](04_scoring_scenarios.ipynb) | denselben Tisch in jeder Variante werten |
| 5 | [Spielen](05_play.ipynb) | ein ganzes Spiel gegen Computergegner |
| 6 | [Strategielabor](06_strategy_lab.ipynb) | den Computer Hunderte Hände spielen lassen und messen |
| 8 | [Üben](08_practice.ipynb) | Fragen zu jeder Regel, vom Spiel geprüft, mit deinem Stand je Regel |

Fang mit Lektion 1 an, wenn du noch nie Rummy gespielt hast; sonst spring zu einer
beliebigen Lektion.

Für Lehrkräfte: Die [Übersicht für Lehrkräfte](07_teacher.ipynb) verfolgt jeden
gemeinsamen Tisch der Klasse live (mit Passwort).""",
    },
    # -- 01 guided hand --
    "page_01_title": {"en": "Lesson 1 — A guided hand", "de": "Lektion 1 — Eine geführte Hand"},
    "page_01_intro": {
        "en": """You play one hand of **Basic Rummy** against one opponent. At every step the guide
tells you what to look for and which card or button to click; wrong moves are refused
with a reason, so nothing can go wrong.

At the end your opponent is left holding K♣ Q♦ 9♠ A♣. In Basic Rummy the player who
goes out scores the cards left in the other hands: kings, queens and jacks count 10,
an ace 1, number cards their face value — here 10 + 10 + 9 + 1 = **30 points**.
Going out in one single turn, with nothing laid down before, is a **Rommé** and
doubles the score: 60 points.""",
        "de": """Du spielst eine Hand **Einfaches Rummy** gegen einen Gegner. Bei jedem Schritt sagt
dir die Anleitung, worauf du achten sollst und welche Karte oder Schaltfläche du
anklickst; falsche Züge werden mit einer Begründung abgelehnt, es kann also nichts
schiefgehen.

Am Ende hält dein Gegner noch K♣ Q♦ 9♠ A♣. Beim Einfachen Rummy erhält, wer rauskommt,
die Karten, die den anderen auf der Hand bleiben: König, Dame und Bube zählen 10, ein
Ass 1, Zahlenkarten ihren Zahlenwert — hier 10 + 10 + 9 + 1 = **30 Punkte**. Wer in
einem einzigen Zug rauskommt, ohne vorher etwas gemeldet zu haben, schafft ein
**Rommé** und verdoppelt die Punkte: 60 Punkte.""",
    },
    "page_01_next": {
        "en": "**Next:** [Lesson 2 — Melds and lay-offs](02_melds_and_layoffs.ipynb)",
        "de": "**Weiter:** [Lektion 2 — Melden und Anlegen](02_melds_and_layoffs.ipynb)",
    },
    # -- 02 melds and lay-offs --
    "page_02_title": {"en": "Lesson 2 — Melds and lay-offs",
                      "de": "Lektion 2 — Melden und Anlegen"},
    "page_02_intro": {
        "en": """## Sets and runs

A **set** is three or four cards of one rank. A **run** is three or more cards of one
suit in sequence. The rules engine checks any group of cards; each row below is a
group, each column one of the three variants. A tick gives the kind of meld, a cross
the reason why the group is not a meld.""",
        "de": """## Sätze und Reihen

Ein **Satz** sind drei oder vier Karten desselben Werts. Eine **Reihe** sind drei oder
mehr Karten einer Farbe in lückenloser Abfolge. Das Regelwerk prüft jede Kartengruppe;
jede Zeile unten ist eine Gruppe, jede Spalte eine der drei Varianten. Ein Haken nennt
die Art der Meldung, ein Kreuz den Grund, warum die Gruppe keine Meldung ist.""",
    },
    "page_02_ace": {
        "en": """## The ace

In **Basic Rummy** the ace is always low: A♠ 2♠ 3♠ is a run, Q♥ K♥ A♥ is not. In
**Rummy 500** the ace may be low *or* high — but a run never "turns the corner":
K♥ A♥ 2♥ is never a run.""",
        "de": """## Das Ass

Beim **Einfachen Rummy** ist das Ass immer niedrig: A♠ 2♠ 3♠ ist eine Reihe, Q♥ K♥ A♥
nicht. Bei **Rummy 500** darf das Ass niedrig *oder* hoch sein — aber eine Reihe geht
nie „um die Ecke“: K♥ A♥ 2♥ ist nie eine Reihe.""",
    },
    "page_02_layoff": {
        "en": """## Laying off

On your turn you may add single cards to **any** meld on the table — your own or an
opponent's. This is called *laying off*. Below, Ben has melded 5♥ 6♥ 7♥; Ann holds
8♥ 9♣ 4♦.""",
        "de": """## Anlegen

In deinem Zug darfst du einzelne Karten an **jede** Meldung auf dem Tisch anlegen — an
deine eigene oder an die eines Gegners. Unten hat Ben 5♥ 6♥ 7♥ gemeldet; Ann hält
8♥ 9♣ 4♦.""",
    },
    "page_02_layoff_no": {
        "en": "9♣ does not fit the run; the engine says why:",
        "de": "9♣ passt nicht an die Reihe; das Regelwerk sagt, warum:",
    },
    "page_02_layoff_yes": {
        "en": """8♥ does fit. Ann lays it off at the high end of Ben's run — the card now counts as
*placed by Ann*, which matters for scoring in Rummy 500.""",
        "de": """8♥ passt. Ann legt sie am oberen Ende von Bens Reihe an — die Karte gilt jetzt als
*von Ann gelegt*, und das zählt bei der Wertung von Rummy 500.""",
    },
    "page_02_sandbox": {
        "en": """## Try it yourself: the meld sandbox

Pick cards; the sandbox tells you for each variant whether they form a meld, of which
kind, and what it is worth.""",
        "de": """## Probier es selbst: der Melde-Sandkasten

Wähle Karten; der Sandkasten sagt dir für jede Variante, ob sie eine Meldung bilden,
welcher Art, und was sie zählt.""",
    },
    "page_02_next": {
        "en": "**Next:** [Lesson 3 — Rummy 500](03_rummy_500.ipynb)",
        "de": "**Weiter:** [Lektion 3 — Rummy 500](03_rummy_500.ipynb)",
    },
    # -- 03 rummy 500 --
    "page_03_title": {"en": "Lesson 3 — Rummy 500", "de": "Lektion 3 — Rummy 500"},
    "page_03_intro": {
        "en": """Rummy 500 adds three ideas to Basic Rummy:

1. the discard pile is **spread out** and you may take **any** card of it — together
   with every card above it;
2. a card taken from below the top **must be used in the same turn**, in a meld or a
   lay-off;
3. every player scores the cards **they placed on the table**, minus the cards left in
   hand. Aces are worth 15, jokers 25.

## A deep pick

Ann is to draw. The discard pile holds 9♥ K♦ 2♣ J♠ (J♠ on top).""",
        "de": """Rummy 500 bringt drei neue Ideen zum Einfachen Rummy:

1. der Ablagestapel liegt **aufgefächert**, und du darfst **jede** Karte daraus nehmen —
   zusammen mit allen Karten darüber;
2. eine Karte, die unter der obersten liegt, **muss im selben Zug verwendet werden**,
   in einer Meldung oder beim Anlegen;
3. jeder erhält die Werte der Karten, **die er auf den Tisch gelegt hat**, minus die
   Karten, die ihm auf der Hand bleiben. Asse zählen 15, Joker 25.

## Tief im Ablagestapel nehmen

Ann muss ziehen. Im Ablagestapel liegen 9♥ K♦ 2♣ J♠ (J♠ oben).""",
    },
    "page_03_refuse": {
        "en": """Could Ann take K♦ (and 2♣ J♠ with it)? She holds only one other king, so K♦ would not
fit any meld this turn. The engine refuses the pick and gives the reason:""",
        "de": """Dürfte Ann K♦ nehmen (und 2♣ J♠ dazu)? Sie hält nur einen weiteren König, K♦ passte in
diesem Zug also in keine Meldung. Das Regelwerk lehnt ab und nennt den Grund:""",
    },
    "page_03_take": {
        "en": """9♥ is different: with 7♥ 8♥ it makes a run. Ann takes it — and the three cards above
it come into her hand too.""",
        "de": """Bei 9♥ ist es anders: mit 7♥ 8♥ ergibt sie eine Reihe. Ann nimmt sie — und die drei
Karten darüber kommen ebenfalls auf ihre Hand.""",
    },
    "page_03_until": {
        "en": "Until 9♥ is used, she may not end her turn. Trying to discard now is refused:",
        "de": "Solange 9♥ nicht verwendet ist, darf sie ihren Zug nicht beenden. Ablegen wird "
              "jetzt abgelehnt:",
    },
    "page_03_meld": {
        "en": "She melds 7♥ 8♥ 9♥, and now the discard is allowed.",
        "de": "Sie meldet 7♥ 8♥ 9♥, und jetzt darf sie ablegen.",
    },
    "page_03_values": {
        "en": """## Meld values

In Rummy 500 the melds themselves score. The example below lays down four melds; the
*placed* column is their value: 7♠ 7♥ 7♦ = 21, A♠ 2♠ 3♠ = 20 (the ace counts 15), Q♦ K♦ A♦ = 35,
9♣ 🃏 J♣ = 44 (the joker counts 25).""",
        "de": """## Werte der Meldungen

Bei Rummy 500 zählen die Meldungen selbst. Das Beispiel unten legt vier Meldungen auf
den Tisch; die Spalte *gelegt* ist ihr Wert: 7♠ 7♥ 7♦ = 21, A♠ 2♠ 3♠ = 20 (das Ass zählt 15),
Q♦ K♦ A♦ = 35, 9♣ 🃏 J♣ = 44 (der Joker zählt 25).""",
    },
    "page_03_swaps": {
        "en": """## Joker swaps

A joker stands for one card. If you hold the natural card it stands for, you may put
that card into the meld and take the joker into your hand. Ann melded 5♠ 🃏 7♠
(37 points for her); Ben swaps in 6♠. Now Ann's meld is worth 12 to her, Ben has
placed 6 — and holds the joker, which costs him 25 if it is still in his hand when the
hand ends. A joker may never be discarded.""",
        "de": """## Jokertausch

Ein Joker steht für eine Karte. Hältst du die echte Karte, für die er steht, darfst du
sie in die Meldung legen und den Joker auf deine Hand nehmen. Ann hat 5♠ 🃏 7♠
gemeldet (37 Punkte für sie); Ben tauscht 6♠ ein. Jetzt zählt Anns Meldung für sie 12,
Ben hat 6 gelegt — und hält den Joker, der ihn 25 Punkte kostet, wenn er ihn am Ende
der Hand noch hält. Ein Joker darf nie abgelegt werden.""",
    },
    "page_03_yours": {
        "en": """## Your turn

Now play it yourself: take a card from deep in the pile and use it, then swap a joker
out of your opponent's meld and meld it again. Wrong moves are explained and change
nothing.""",
        "de": """## Du bist dran

Jetzt spielst du selbst: nimm eine Karte tief aus dem Ablagestapel und verwende sie,
dann tausche einen Joker aus der Meldung deines Gegners und melde ihn neu. Falsche
Züge werden erklärt und ändern nichts.""",
    },
    "page_03_next": {
        "en": "**Next:** [Lesson 4 — Scoring scenarios](04_scoring_scenarios.ipynb)",
        "de": "**Weiter:** [Lektion 4 — Wertungs-Szenarien](04_scoring_scenarios.ipynb)",
    },
    # -- 04 scoring scenarios --
    "page_04_title": {"en": "Lesson 4 — Scoring scenarios",
                      "de": "Lektion 4 — Wertungs-Szenarien"},
    "page_04_intro": {
        "en": """## The scoring explorer

Choose a scenario and a variant, and see how every player's points are made up.""",
        "de": """## Der Punkte-Explorer

Wähle ein Szenario und eine Variante und sieh, wie sich die Punkte jedes Spielers
zusammensetzen.""",
    },
    "page_04_same": {
        "en": """## The same table under every variant

Ann goes out; Ben holds K♠ 7♥ and Cleo A♦ 2♦ 3♣. Basic Rummy pays Ann the cards left in
the other hands; Rummy 500 scores everybody (placed minus in hand); the pool variant
adds the pool of 30 for whoever goes out.""",
        "de": """## Derselbe Tisch in jeder Variante

Ann kommt raus; Ben hält K♠ 7♥ und Cleo A♦ 2♦ 3♣. Beim Einfachen Rummy erhält Ann die
Karten, die den anderen auf der Hand bleiben; bei Rummy 500 punktet jeder (gelegt
minus Hand); die Variante mit Pott gibt dem, der rauskommt, noch den Pott von 30.""",
    },
    "page_04_pool": {
        "en": """## Pool, cutthroat and 300

In **500 Rum with a pool** every deal starts with 30 points in the pool, won by
whoever goes out. Ann placed 56 points and takes the pool: +86.""",
        "de": """## Pott, Halsabschneider-Wertung und 300

Bei **500 Rum mit Pott** liegen zu Beginn jeder Hand 30 Punkte im Pott; wer
rauskommt, gewinnt ihn. Ann hat 56 Punkte gelegt und gewinnt den Pott: +86.""",
    },
    "page_04_cutthroat": {
        "en": """**Cutthroat** has no pool and only the player who goes out scores — the value of the
cards they placed:""",
        "de": """Die **Halsabschneider-Wertung** kennt keinen Pott, und nur wer rauskommt, punktet — mit
dem Wert der Karten, die er gelegt hat:""",
    },
    "page_04_romme": {
        "en": """**300 Rummy** is the same game with a target of 300 instead of 500: the scoring of a
hand does not change, the game just ends sooner.

## Rommé

In Basic Rummy, going out in a single turn with none of your own cards on the table
before is a **Rommé**: the points are doubled. Here is the same hand without and with
a Rommé.""",
        "de": """**300 Rummy** ist dasselbe Spiel mit dem Ziel 300 statt 500: die Wertung einer Hand
ändert sich nicht, das Spiel endet nur früher.

## Rommé

Beim Einfachen Rummy ist es ein **Rommé**, wenn du in einem einzigen Zug rauskommst,
ohne vorher eigene Karten auf den Tisch gelegt zu haben: die Punkte zählen doppelt.
Hier ist dieselbe Hand ohne und mit Rommé.""",
    },
    "page_04_next": {
        "en": """Teachers can write examples of their own as short scenario files (the teacher's
guide says how).

**Next:** [Lesson 5 — Play](05_play.ipynb)""",
        "de": """Lehrkräfte können eigene Beispiele als kurze Szenario-Dateien schreiben (wie, steht
im Leitfaden für Lehrkräfte).

**Weiter:** [Lektion 5 — Spielen](05_play.ipynb)""",
    },
    # -- 05 play --
    "page_05_title": {"en": "Lesson 5 — Play a game", "de": "Lektion 5 — Ein Spiel spielen"},
    "page_05_intro": {
        "en": """Choose a variant, the number of players and who plays each seat, then press
**Start game**. Click cards to select them, then a button: *Draw*, *Meld selected*,
*Lay off*, *Discard selected*. A refused move tells you why. *Hint* suggests a move;
*Undo* takes back your own moves of this turn.

**Play with classmates:** *Create a shared table* below the form gives a table code;
your classmates enter it under *Join a table* on their own devices and take a seat.
Everyone sees only their own hand; bots fill the other seats.""",
        "de": """Wähle eine Variante, die Zahl der Spieler und wer auf welchem Platz spielt, dann
drücke **Spiel starten**. Klicke Karten an, um sie auszuwählen, dann eine
Schaltfläche: *Ziehen*, *Auswahl melden*, *Anlegen*, *Auswahl ablegen*. Ein
abgelehnter Zug sagt dir, warum. *Tipp* schlägt einen Zug vor; *Rückgängig* nimmt
deine eigenen Züge dieses Zuges zurück.

**Mit der Klasse spielen:** *Gemeinsamen Tisch erstellen* unter dem Formular gibt einen
Tischcode; deine Mitschüler geben ihn auf ihren eigenen Geräten unter *Tisch beitreten*
ein und nehmen einen Platz. Alle sehen nur ihre eigene Hand; Bots besetzen die übrigen
Plätze.""",
    },
    "page_05_next": {
        "en": "**Next:** [Lesson 6 — Strategy lab](06_strategy_lab.ipynb)",
        "de": "**Weiter:** [Lektion 6 — Strategielabor](06_strategy_lab.ipynb)",
    },
    # -- 06 strategy lab --
    "page_06_next": {
        "en": "**Next:** [Lesson 8 — Practice](08_practice.ipynb) (Lesson 7 is the teacher's page)",
        "de": "**Weiter:** [Lektion 8 — Üben](08_practice.ipynb) (Lektion 7 ist die Seite der Lehrkraft)",
    },
    "page_06_title": {"en": "Lesson 6 — Strategy lab", "de": "Lektion 6 — Strategielabor"},
    "page_06_intro": {
        "en": """The computer players ("bots") come in three strengths: **easy** plays loosely — it
usually melds what it sees and discards a card at random; **medium** and **hard**
plan their melds. Letting bots play many hands answers questions that a few games at
the table cannot. Each run below plays 100 hands; the deals are fixed by a *seed*, so
every run repeats exactly. More hands give narrower confidence intervals.

## Watch the bots play

Before counting, watch one hand: step through it turn by turn and see what each bot
draws, melds and discards.""",
        "de": """Die Computerspieler („Bots“) gibt es in drei Stärken: **leicht** spielt locker — er
meldet meist, was er sieht, und legt eine zufällige Karte ab; **mittel** und
**schwer** planen ihre Meldungen. Wenn Bots viele Hände spielen, lassen sich Fragen
beantworten, die ein paar Spiele am Tisch nicht klären. Jeder Lauf unten spielt 100
Hände; die Karten legt ein *Startwert* fest, deshalb wiederholt sich jeder Lauf genau.
Mehr Hände ergeben engere Vertrauensintervalle.

## Den Bots zuschauen

Bevor wir zählen, schau dir eine Hand an: Zug für Zug siehst du, was jeder Bot zieht,
meldet und ablegt.""",
    },
    "page_06_strength": {"en": "## How strong are the bots?", "de": "## Wie stark sind die Bots?"},
    "page_06_interval": {
        "en": """*Share won, at least (95 %)* and *Share won, at most (95 %)* bound a 95 % interval:
with 100 hands the bot's true share of hands won lies in it with high confidence.
*Mean points per hand* is the average score per hand, *± points (95 % interval)* how far
the true average may lie from it.""",
        "de": """*Anteil, mindestens (95 %)* und *Anteil, höchstens (95 %)* begrenzen ein
95-%-Intervall: bei 100 Händen liegt der wahre Anteil gewonnener Hände des Bots mit hoher
Sicherheit darin. *Mittlere Punkte je Hand* sind die durchschnittlichen Punkte pro Hand,
*± Punkte (95-%-Intervall)* sagt, wie weit der wahre Mittelwert davon entfernt sein kann.""",
    },
    "page_06_deep": {
        "en": """## Do deep picks pay off?

In Rummy 500 you may take any card of the discard pile (and must use it at once). How
much is that worth? We play the **same 100 deals** twice: once with the standard rule
and once allowing only the top discard, and compare the points per hand.""",
        "de": """## Lohnt es sich, tief im Ablagestapel zu nehmen?

Bei Rummy 500 darfst du jede Karte des Ablagestapels nehmen (und musst sie sofort
verwenden). Wie viel ist das wert? Wir spielen **dieselben 100 Hände** zweimal: einmal
mit der normalen Regel und einmal nur mit der obersten Karte, und vergleichen die
Punkte pro Hand.""",
    },
    "page_06_turns": {
        "en": "The column *Mean turns per hand* shows that hands also get longer or shorter when "
              "the rule changes.",
        "de": "Die Spalte *Mittlere Züge je Hand* zeigt, dass die Hände mit der Regel auch länger "
              "oder kürzer werden.",
    },
    "page_06_try": {
        "en": """**Try:** change `players`, `hands` or a rule option (`variant("rummy500", ace_value=1)`)
and run the cells again in JupyterLab.""",
        "de": """**Probier es aus:** ändere in JupyterLab die Bots, die Zahl der Hände oder eine
Regeloption (zum Beispiel `ace_value=1`) und führe die Zellen noch einmal aus.""",
    },
    # -- 07 teacher's dashboard --
    "page_07_title": {"en": "Teacher's dashboard", "de": "Übersicht für Lehrkräfte"},
    "page_07_intro": {
        "en": """Every table of your class, live: who plays, the variant, the hand, the scores, whose
turn it is and how long nothing happened. **Watch** opens a table read-only (with or
without the hands shown); the *Projector view* shows that one table large for the
class. The downloads give the class's results and hand histories as CSV and every
table as a saved game. Nothing is shown before the teacher password is entered.""",
        "de": """Jeder Tisch deiner Klasse, live: wer spielt, die Variante, die Hand, die Punkte, wer
am Zug ist und wie lange nichts geschah. **Zuschauen** öffnet einen Tisch nur zum
Ansehen (mit oder ohne aufgedeckte Hände); die *Beamer-Ansicht* zeigt diesen einen Tisch
groß für die Klasse. Die Downloads liefern die Ergebnisse und Spielverläufe der Klasse
als CSV und jeden Tisch als gespeichertes Spiel. Vor dem Passwort der Lehrkraft wird
nichts angezeigt.""",
    },
    "page_07_next": {
        "en": "**Next:** [Lesson 8 — Practice](08_practice.ipynb) · **Back to:** [Start](00_start_here.ipynb)",
        "de": "**Weiter:** [Lektion 8 — Üben](08_practice.ipynb) · **Zurück zur** [Startseite](00_start_here.ipynb)",
    },
}
