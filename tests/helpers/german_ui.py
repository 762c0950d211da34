"""Drive every lesson and table widget in German without a browser and collect every text a
learner could see or hear (widget values, labels, tooltips, aria-labels, synced state),
plus German engine reasons and hints from random play. Used by ``test_no_english.py``."""

from __future__ import annotations

import html
import json
import random
import re
import string

import ipywidgets as widgets

from rummy_lab import Game, RummyError, variant
from rummy_lab.ai.bots import make_bot
from rummy_lab.core.actions import Discard, LayOff, Meld, SwapJoker, TakeDiscard, action_from_dict
from rummy_lab.core.melds import check_meld
from rummy_lab.formats.guides import guide_names, parse_guide, parse_move
from rummy_lab.formats.replay_code import PREFIX, game_from_replay_code
from rummy_lab.formats.scenarios import parse_scenario
from rummy_lab.i18n.catalog import CATALOG
from rummy_lab.i18n.catalog.pages import PAGES
from rummy_lab.i18n.messages import t
from rummy_lab.present.lessons import meld_table, variants_table
from rummy_lab.present.render import view_html
from rummy_lab.ui import GameTable, SetupPanel
from rummy_lab.ui.explorer import ScoringExplorer, example_scenarios
from rummy_lab.ui.guided import GuidedHand
from rummy_lab.ui.hints import coach_hint
from rummy_lab.ui.sandbox import MeldSandbox
from rummy_lab.ui.watch import WatchMode

LANG = "de"
# Keys of the table state that hold codes and flags, not words.
TECHNICAL = {"code", "suit", "rank", "joker_as", "kind", "op", "phase", "lang", "cards",
             "pickable", "variant", "id", "mode"}
_ATTR = re.compile(r'\b(?:aria-label|title|alt|placeholder)="([^"]*)"')
_SKIP = re.compile(r"<(style|script)\b.*?</\1>", re.S)


def html_text(markup: str) -> str:
    """The visible text of ``markup`` plus its spoken attributes (aria-label, title …)."""
    markup = _SKIP.sub(" ", markup)
    spoken = " | ".join(_ATTR.findall(markup))
    return html.unescape(re.sub(r"<[^>]+>", " ", markup) + " | " + spoken)


def widget_texts(w, out: list[str]) -> list[str]:
    """Every text of an ipywidgets tree (values, descriptions, options, tooltips)."""
    for name in ("value", "description", "placeholder", "tooltip", "title"):
        if name == "value" and isinstance(w, (widgets.Text, widgets.Textarea)):
            continue                          # what the learner typed
        v = getattr(w, name, None)
        if isinstance(v, str) and v:
            out.append(html_text(v) if isinstance(w, (widgets.HTML, widgets.Label)) else v)
    for label in getattr(w, "_options_labels", ()) or ():
        out.append(str(label))
    state = getattr(w, "state", None)
    if isinstance(state, dict):
        state_texts(state, out)
    board = getattr(w, "board", None)            # a card board's rows (sandbox, explorer)
    if isinstance(board, dict):
        state_texts(board, out)
    scores = getattr(w, "scores", None)          # the table's scoreboard (HTML and a plot)
    if isinstance(scores, dict) and scores.get("html"):
        out += [html_text(scores["html"]), str(scores.get("alt", ""))]
    choices = getattr(w, "choices", None)        # the play page's form: labels and options
    if isinstance(choices, dict):
        state_texts(choices, out)
    error = getattr(w, "error", None)
    if isinstance(error, str) and error:
        out.append(error)
    for child in getattr(w, "children", ()) or ():
        widget_texts(child, out)
    return out


def state_texts(value, out: list[str], key: str = "") -> list[str]:
    """The strings of a synced JSON state (skipping card codes and flags)."""
    if key in TECHNICAL:
        return out
    if isinstance(value, dict):
        for k, v in value.items():
            state_texts(v, out, k)
    elif isinstance(value, list):
        for v in value:
            state_texts(v, out, key)
    elif isinstance(value, str):
        out.append(value)
    return out


# -- the widgets, driven through their states ------------------------------------------

def table_run(rules, players, seed: int, humans=(0,), teacher=False) -> list[str]:
    """A German table played to the end of the game: every state, errors included."""
    game = Game(rules, players, seed=seed)
    bots = {s: make_bot(("easy", "medium", "hard")[s % 3], seed=s)
            for s in range(game.n) if s not in humans}
    gt = GameTable(game, seat=humans[0], bots=bots, lang=LANG, bot_delay=0, teacher=teacher)
    gt.command("suggest", on=True)               # the suggested melds' labels too
    out: list[str] = []
    coach = make_bot("medium", seed=seed)
    rng = random.Random(seed)
    for _ in range(400):
        widget_texts(gt, out)
        if game.phase == "game_over":
            break
        if gt.state.get("cover"):
            gt.command("reveal")
            continue
        if game.phase == "hand_over":
            gt.command("next_hand")
            continue
        hand = [c.code for c in game.hands[game.current]]
        probe = rng.choice(["discard", "meld", "layoff", "swap", "take", "end_turn", "hint",
                            "undo", "bogus", "none", "two", "cancel"])
        if probe == "two":
            gt.command("discard", cards=hand[:2])
            probe = "none"
        if probe == "meld":
            gt.command("meld", cards=rng.sample(hand, min(len(hand), rng.choice([0, 2, 3]))))
        elif probe in ("discard", "layoff", "swap"):
            gt.command(probe, cards=[rng.choice(hand)])
            if gt.state.get("picking") and game.table:
                widget_texts(gt, out)
                gt.command(probe, cards=[gt.state["picking"]["card"]],
                           meld=rng.choice(game.table).id)
            if gt.state.get("chooser"):
                widget_texts(gt, out)
                gt.command("cancel")
        elif probe != "none":
            gt.command(probe)
        widget_texts(gt, out)
        if game.phase in ("draw", "play") and game.current in gt.humans and not gt.state.get("cover"):
            try:
                gt.play(coach.choose(game, game.current))
            except RummyError as err:
                out.append(err.in_lang(LANG))
    return out


def position_table(hands, name: str, table=()) -> GameTable:
    start = {"hands": [list(h) for h in hands], "table": list(table), "discard": ["KS"],
             "phase": "play", "current": 0, "dealer": 1}
    game = Game(variant(name), ["Ada", "Ben"], seed=1, start=start)
    return GameTable(game, seat=0, bots={1: make_bot("easy", seed=2)}, lang=LANG, bot_delay=0)


def choosers() -> list[str]:
    """The table's choices: a joker that fits both ends, a meld with two readings."""
    out: list[str] = []
    run = [{"owner": 1, "kind": "run", "cards": [["5S", 5, "S", 1], ["6S", 6, "S", 1],
                                                ["7S", 7, "S", 1]]}]
    gt = position_table([["JK", "2C", "9D"], ["3H", "4D", "QC"]], "rummy500", run)
    gt.command("layoff", cards=["JK"])
    widget_texts(gt, out)
    gt.command("layoff", cards=["JK"], meld=0)
    widget_texts(gt, out)
    gt.command("cancel")
    widget_texts(gt, out)
    gt = position_table([["5S", "6S", "JK", "2C", "9D"], ["3H", "4D", "QC"]], "rummy500")
    gt.command("meld", cards=["5S", "6S", "JK"])
    widget_texts(gt, out)
    gt.command(**gt.state["chooser"]["options"][1]["command"])
    return widget_texts(gt, out)


def tables() -> list[str]:
    out: list[str] = choosers()
    out += table_run(variant("basic", target=50), ["Ada", "Ben"], 3)
    out += table_run(variant("rummy500"), ["Ada", "Ben", "Cleo"], 5)
    out += table_run(variant("pool500", target=300), ["Ada", "Ben", "Cleo"], 7)
    out += table_run(variant("rummy500"), ["Ada", "Ben", "Cleo"], 11,
                     humans=(0, 1), teacher=True)
    return out


def setup_panel() -> list[str]:
    """The play page's form (one model): every variant, two refusals, then a game."""
    panel = SetupPanel(lang=LANG, bot_delay=0)

    def choose(**changes) -> None:
        panel.setup_form.set_state({"form": {**panel.form, **changes}})

    def start() -> None:
        panel.setup_form.set_state({"start": panel.start + 1})

    out = widget_texts(panel, [])
    for name, _title in panel.choices["variants"]:
        choose(variant=name)
        widget_texts(panel, out)
    seats = [dict(seat) for seat in panel.form["seats"]]
    choose(seats=[{**seat, "kind": "easy"} for seat in seats])
    start()                                   # no human seat: a German refusal
    widget_texts(panel, out)
    same = [dict(seat) for seat in seats]
    same[1]["name"] = same[0]["name"]
    choose(seats=same)
    start()                                   # two seats with one name
    widget_texts(panel, out)
    choose(seats=seats)
    start()
    return widget_texts(panel, out)


SANDBOX_INPUTS = ["8♠ 8H 8D", "9C Jk JC", "5S JK 7S", "QH KH AH", "KH AH 2H", "AS 2S",
                  "8S 8S 8S 8S 8S", "Jk Jk", "JK JK JK", "2C 3C 5C", "7H 8S 9H", "XX", "",
                  "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS", "8H 8H 8D", "10S JK QS"]


def sandbox() -> list[str]:
    box = MeldSandbox(lang=LANG)
    out = widget_texts(box, [])
    for text in SANDBOX_INPUTS:
        box.text.value = text
        widget_texts(box, out)
    return out


def explorer() -> list[str]:
    """Every shipped example scored (the scenario's own title and description are the
    teacher's words, not the program's, and are left out)."""
    box = ScoringExplorer(lang=LANG)
    out: list[str] = []
    for name in example_scenarios():
        box.chooser.value = name
        texts = widget_texts(box, [])
        own = [box.editor.value] + ([box.scenario.title, box.scenario.description]
                                    if box.scenario else [])
        for text in texts:
            for words in own:
                if words:
                    text = text.replace(words, " ")
            out.append(text)
    return out


def guided() -> list[str]:
    out: list[str] = []
    for name in guide_names():
        hand = GuidedHand(name, lang=LANG)
        widget_texts(hand, out)
        hand.b_take.click()
        hand.b_discard.click()
        hand.b_meld.click()
        widget_texts(hand, out)
        for _ in range(200):
            if hand.index >= len(hand.guide.steps) - 1:
                break
            step = hand.step
            if step.is_task:
                for b in (hand.b_draw, hand.b_meld, hand.b_discard):
                    b.click()                 # wrong or incomplete moves first
                    widget_texts(hand, out)
                for text in step.expect[len(hand.done):]:
                    hand.try_move(parse_move(text, hand.game))
                    widget_texts(hand, out)
            else:
                hand.b_next.click()
            widget_texts(hand, out)
        widget_texts(hand, out)
    return out


def watch() -> list[str]:
    out: list[str] = []
    for name, seed in (("basic", 1), ("rummy500", 3), ("pool500", 2)):
        box = WatchMode(name, levels=["easy", "medium", "hard"], seed=seed, lang=LANG)
        widget_texts(box, out)
        while not box.at_end:
            box.b_next.click()
            widget_texts(box, out)
    return out


# -- the engine: reasons and hints from random play ---------------------------------------

def engine_reasons(games: int = 6) -> list[str]:
    """Refusals of random illegal tries and the coach's hints, rendered in German."""
    out: list[str] = []
    for g in range(games):
        name = ("basic", "rummy500", "pool500")[g % 3]
        game = Game(variant(name), ["Ada", "Ben", "Cleo", "Dev"][:2 + g % 3], seed=100 + g)
        rng = random.Random(g)
        for _ in range(250):
            if game.phase == "game_over":
                break
            if game.phase == "hand_over":
                game.next_hand()
                continue
            seat = game.current
            out.append(coach_hint(game, seat, LANG))
            out.append(coach_hint(game, (seat + 1) % game.n, LANG))
            hand = list(game.hands[seat])
            tries = [Discard(rng.choice(hand)), TakeDiscard(rng.choice(hand)),
                     Meld("run", ()), Meld("set", ())]
            for size in (2, 3, 4):
                cards = rng.sample(hand, min(size, len(hand)))
                res = check_meld(cards, game.rules)
                out.append(res.reason.render(LANG) if not res and hasattr(res.reason, "render")
                           else str(res.reason or ""))
            for meld in game.table:
                card = rng.choice(hand)
                tries += [LayOff(card, meld.id, card.rank or 2, card.suit or meld.placed[0].suit),
                          SwapJoker(card, meld.id)]
            for action in tries:
                reason = game.check(action)
                if reason:
                    out.append(reason.render(LANG) if hasattr(reason, "render") else str(reason))
            legal = game.legal_actions()
            game.apply(rng.choice(legal))
    game = Game(variant("rummy500"), ["Ada", "Ben"], seed=1)
    game.draw()
    bad_calls = [lambda text=text: game.meld(text) for text in ("JK JK", "XX", "8S 8S", "1H")]
    bad_calls += [lambda: variant("nope"), lambda: variant("basic", target=7),
                  lambda: variant("basic", colour=1), lambda: variant("basic", ace_mode="up"),
                  lambda: variant("basic", joker_swap=1), lambda: variant("basic", run_min="3"),
                  lambda: Game(variant("basic"), 9), lambda: Game(variant("basic"), ["A", "A"]),
                  lambda: Game(variant("basic"), 2, dealer=5), lambda: make_bot("grandmaster"),
                  lambda: make_bot("easy").choose(game, 1 - game.current),
                  lambda: game.undo(99), lambda: Game(variant("pool500"), ["Ada", "Ben", "Cleo"], seed=1).take()]
    for call in bad_calls:
        try:
            call()
        except RummyError as err:
            out.append(err.in_lang(LANG))
    return out


def notebook_tables() -> list[str]:
    """The lesson notebooks' pandas tables, asked for in German."""
    out: list[str] = []
    frames = [variants_table(n, lang=LANG) for n in (2, 3, 5)]
    examples = [text for text in SANDBOX_INPUTS if text and "X" not in text]
    frames.append(meld_table(examples, ("basic", "rummy500", "pool500"), lang=LANG))
    for frame in frames:
        out += [str(x) for x in frame.columns] + [str(x) for x in frame.index]
        out += [str(x) for x in frame.to_numpy().ravel()]
    return out


def switched() -> list[str]:
    """Lesson widgets built in English, a few moves made, then switched to German."""
    out: list[str] = []
    box = MeldSandbox("5S JK 7S")
    box.lang = LANG
    widget_texts(box, out)
    box = ScoringExplorer()
    box.lang = LANG
    out += [text.replace(box.scenario.title, " ") for text in widget_texts(box, [])]
    hand = GuidedHand()
    hand.b_next.click()
    hand.b_draw.click()
    hand.lang = LANG
    widget_texts(hand, out)
    watch = WatchMode("rummy500", seed=3)
    watch.b_next.click()
    watch.b_next.click()
    watch.lang = LANG
    widget_texts(watch, out)
    watch.play_to_end()
    return widget_texts(watch, out)


def lesson_pages() -> list[str]:
    """The notebooks' own text (catalog ``pages``) and their pictures of a seat's view."""
    out = [html_text(t(key, LANG)) for key in PAGES]
    for name, seed in (("basic", 1), ("rummy500", 2)):
        game = Game(variant(name), ["Ann", "Ben"], seed=seed)
        for _ in range(30):
            out.append(html_text(view_html(game.view(0), lang=LANG)))
            if game.phase not in ("draw", "play"):
                break
            game.apply(random.Random(seed).choice(game.legal_actions()))
    return out


DEEP = "[" * 200_000 + "]" * 200_000


def loader_refusals() -> list[RummyError]:
    """One of each refusal outside play (issue 22.7): loaders, positions, malformed
    actions, variant(), scenario files, replay codes."""
    game = Game(variant("basic"), ["Ada", "Ben"], seed=1)
    game.draw()
    saved = json.loads(game.to_json())
    calls = [
        lambda: Game.from_json("xx"),
        lambda: Game.from_json(DEEP),
        lambda: Game.from_json(json.dumps({**saved, "digest": "0" * 64})),
        lambda: Game.from_json(json.dumps({**saved, "players": "Ada"})),
        lambda: Game.from_json(json.dumps({**saved, "version": 7})),
        lambda: Game.from_json(json.dumps({**saved, "actions": [{"kind": "fly"}]})),
        lambda: action_from_dict({"kind": "take"}),
        lambda: action_from_dict({"kind": "meld", "meld": "set", "cards": [["7H", 7]]}),
        lambda: action_from_dict({"kind": "layoff", "card": "7H", "meld": 0, "rank": 7,
                                  "suit": "X"}),
        lambda: Game(variant("basic"), ["Ada", "Ben"]).apply(Meld(3, ())),
        lambda: variant("pool500", cutthroat="no"),
        lambda: Game(variant("basic"), ["Ada", "Ben"], start={"hands": [["7H"]]}),
        lambda: Game(variant("basic"), ["Ada", "Ben"], start={"hands": [["7H"], ["7H"]]}),
        lambda: Game(variant("basic"), ["Ada", "Ben"], start={"hands": [["7H"], ["8H"]],
                                                              "dealer": 5}),
        lambda: Game(variant("basic"), ["Ada", "Ben"], start={"hands": [["7H"], ["8H"]],
                                                              "colour": 1}),
        lambda: Game(variant("basic"), ["Ada", "Ben"], start={"hands": [["7H"], []]}),
        lambda: parse_scenario('varaint = "basic"\n'),
        lambda: parse_scenario(AMBIGUOUS),
        lambda: parse_scenario(AMBIGUOUS.replace('Ben = "6C"', "")),        # a hand missing
        lambda: parse_scenario('phase = "later"\n' + PLAIN),
        lambda: parse_scenario('pool = 30\n' + PLAIN),
        lambda: parse_scenario(AMBIGUOUS.replace('cards = "JK 2S 3S"', 'cards = "JK 2S 3S"\n'
                                                  'layoffs = {card = "4S"}')),
        lambda: game_from_replay_code(PREFIX + "A" * 30),
        lambda: parse_scenario('players = ["Ada", "Ada"]\nvariant = "basic"\n'),
        lambda: parse_scenario('variant = "basic"\nplayers = ["Ada", "Ben"]\n[options]\ntargett = 1\n'),
        lambda: parse_scenario('variant = "basic\n'),
        lambda: game.view(7),
        lambda: parse_scenario(PLAIN.replace('Ada = "5H"', 'Ada = "5H JK"')),   # no jokers
        lambda: parse_scenario(PLAIN.replace('Ada = "5H"', 'Ada = "2S"')),      # one 2♠ too many
        lambda: parse_move("fly", game),
        lambda: parse_move("take 9C", game),
        lambda: parse_move("layoff 7H on 8S", game),
        lambda: parse_guide('players = ["Ada", "Ben"]\n[start.hands]\nAda = "7H"\nBen = "8H"\n'),
    ]
    out = []
    for call in calls:
        try:
            call()
        except RummyError as err:
            out.append(err)
        else:
            raise AssertionError(f"not refused: {call}")
    return out


#: a run of A..K with a joker in a 500 game: which card does the joker stand for?
AMBIGUOUS = '''variant = "rummy500"
players = ["Ada", "Ben"]
[[melds]]
by = "Ada"
cards = "JK 2S 3S"
[hands]
Ada = "5H"
Ben = "6C"
'''



#: a scenario of Basic Rummy with nothing ambiguous
PLAIN = AMBIGUOUS.replace("rummy500", "basic").replace("JK 2S 3S", "AS 2S 3S")

#: a key, value or inline table quoted from the file ('card', „players“, {card = "8C"}) is
#: the file's syntax, not English
QUOTED = re.compile(r"„[^“]*“|'[^']*'|\{[^{}]*\}")


def loader_reasons_of(errors: list[RummyError]) -> list[str]:
    """The German texts of ``errors``, quotes from the file left out."""
    return [QUOTED.sub("…", e.in_lang(LANG)) for e in errors]


def collect() -> dict[str, list[str]]:
    """Every German text, by source."""
    return {"tables": tables(), "setup": setup_panel(), "sandbox": sandbox(),
            "explorer": explorer(), "guided": guided(), "watch": watch(),
            "engine": engine_reasons(), "loaders": loader_reasons_of(loader_refusals()),
            "notebook tables": notebook_tables(),
            "switched to German": switched(), "lesson pages": lesson_pages()}


# -- what counts as English --------------------------------------------------------------

#: Words and names that are the same in both languages.
SAME_IN_BOTH = {"Joker", "Rummy 500", "Rommé", "Bot", "Name", "Hand", "Tipp"}
#: Common English words that never occur in German text.
ENGLISH_WORDS = re.compile(
    r"\b(the|you|your|is|are|of|and|not|with|from|cannot|cards|stock|pile|melds?|turn|"
    r"seat|players?|empty|which|must|may|only|there|this|that|has|have|would|could|"
    r"took|drew|discarded|melded|card|or|as|end|suit|nothing|none|yes|no)\b", re.I)


CARD_CODE = re.compile(r"\b(?:10|[2-9TJQKA])[SHDC](?:\.\d)?\b")


def literal_pieces(text: str) -> list[str]:
    return [lit for lit, _, _, _ in string.Formatter().parse(text) if lit]


#: Catalog entries whose German text is the English one (names, numbers, placeholders).
SAME_TEXT_KEYS = {"why_take", "why_none", "title_rummy500", "at_where", "declare_ace",
                  "hand_no", "joker", "last_hand", "name", "nav_00", "nav_03",
                  "explorer_h_bot", "table_speed_normal", "comma_list"}  # "Bot", "Normal": German words too


def english_fragments(min_len: int = 8) -> dict[str, str]:
    """Pieces of English catalog texts (between placeholders) that no *other* entry's
    German text contains: fragment → key. (An entry's own German text does not excuse
    its English: a German text copied from the English one is still English.)"""
    german = {key: str(entry["de"]) for key, entry in CATALOG.items()}
    found: dict[str, str] = {}
    for key, entry in CATALOG.items():
        if key in SAME_TEXT_KEYS:
            continue
        forms = entry["en"].values() if isinstance(entry["en"], dict) else [entry["en"]]
        for form in forms:
            for piece in literal_pieces(form):
                piece = piece.strip(" .,:;!?()—–-·\n")
                if len(piece) >= min_len and re.search("[A-Za-z]", piece) \
                        and piece not in SAME_IN_BOTH and piece not in found \
                        and not any(piece in text for k, text in german.items() if k != key):
                    found[piece] = key
    return found


def english_in(texts: dict[str, list[str]]) -> list[str]:
    """The English found: one example for each source and English catalog fragment or
    English word, with its context."""
    fragments = english_fragments()
    problems: dict[tuple[str, str], str] = {}
    for source, items in texts.items():
        for text in dict.fromkeys(items):
            for piece, key in fragments.items():
                if piece in text:
                    problems.setdefault((source, piece),
                                        f"{source}: English text of {key!r} {piece!r} in {text!r}")
            plain = CARD_CODE.sub(" ", text)
            for m in ENGLISH_WORDS.finditer(plain):
                context = plain[max(0, m.start() - 50): m.end() + 50]
                problems.setdefault((source, m.group(0).lower()),
                                    f"{source}: English word {m.group(0)!r} in {context!r}")
    return list(problems.values())
