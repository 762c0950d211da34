"""Finding card mentions in anything a page is sent, and a fake browser (:class:`Watcher`,
:class:`BrowserComm`) that records every message a seat's widgets send, for the
hidden-information tests."""

from __future__ import annotations

import re

import comm
import ipywidgets
from comm.base_comm import BaseComm
from ipywidgets.widgets.widget import _instances

from rummy_lab.core.cards import Card, Suit
from rummy_lab.core.words import face_text
from rummy_lab.ui import assets
from rummy_lab.ui.state import hand_ended

SUIT_OF = {"S": Suit.SPADES, "H": Suit.HEARTS, "D": Suit.DIAMONDS, "C": Suit.CLUBS,
           "♠": Suit.SPADES, "♥": Suit.HEARTS, "♦": Suit.DIAMONDS, "♣": Suit.CLUBS,
           "♤": Suit.SPADES, "♡": Suit.HEARTS, "♢": Suit.DIAMONDS, "♧": Suit.CLUBS,
           "spade": Suit.SPADES, "heart": Suit.HEARTS, "diamond": Suit.DIAMONDS,
           "club": Suit.CLUBS, "pik": Suit.SPADES, "herz": Suit.HEARTS, "karo": Suit.DIAMONDS,
           "kreuz": Suit.CLUBS}
RANK_OF = {"A": 1, "J": 11, "Q": 12, "K": 13, "T": 10, "B": 11, "D": 12,
           "ace": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
           "eight": 8, "nine": 9, "ten": 10, "jack": 11, "queen": 12, "king": 13,
           "ass": 1, "as": 1, "zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "sechs": 6,
           "sieben": 7, "acht": 8, "neun": 9, "zehn": 10, "bube": 11, "dame": 12, "könig": 13}
RANK_OF.update({str(n): n for n in range(2, 11)})


_NUM = r"10|[2-9]"
CODE = re.compile(r"(?<![0-9A-Za-z.])(?:(10|[2-9AJQKT])([SHDC])|(JK))(?:\.(\d+))?(?![0-9A-Za-z])")
SYMBOL = re.compile(rf"(?<![0-9A-Za-z])({_NUM}|[AJQK])\s?([♠♥♦♣♤♡♢♧])")
EN_WORDS = "ace|two|three|four|five|six|seven|eight|nine|ten|jack|queen|king"
ENGLISH = re.compile(rf"\b({EN_WORDS}|{_NUM})\s+of\s+(spade|heart|diamond|club)s?\b", re.I)
DE_WORDS = "ass|as|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|bube|dame|könig"
DE_SUITS = "pik|herz|karo|kreuz"
GERMAN = re.compile(rf"\b({DE_SUITS})[\s-]?({DE_WORDS}|{_NUM}|[AKDB])\b", re.I)
GERMAN_BACK = re.compile(rf"\b({DE_WORDS})[\s-]({DE_SUITS})\b", re.I)


# a joker's declared face is not a physical card: "Joker(9♣)", "joker standing for nine
# of clubs", a chooser's "as 9♣" / "als 9♣"
JOKER_FACE = re.compile(r"(?:joker|🃏)\s?\([^)]*\)|joker standing for [a-z]+ of [a-z]+"
                        r"|joker für [a-zäöü]+-[a-zäöü]+"
                        r"|\b(?:as|als) (?:10|[2-9AJQK])[♠♥♦♣]", re.I)


# the code of every widget a page may hold (the play page also holds the EN | DE switch)
ASSETS = tuple(path.read_text(encoding="utf-8") for path in assets.bundle_files())


def _rank(word: str) -> int:
    for w in (word, word.lower(), word.upper()):
        if w in RANK_OF:
            return RANK_OF[w]
    raise KeyError(word)


def mentions(text: str) -> tuple[set, set]:
    """(physical cards named by code, faces named in words or symbols) in ``text``."""
    cards, faces = set(), set()
    text = JOKER_FACE.sub(" ", text)
    for m in CODE.finditer(text):
        copy = int(m.group(4) or 0)
        if copy >= 16:
            continue
        cards.add(Card(0, None, copy) if m.group(3) else
                  Card(_rank(m.group(1)), SUIT_OF[m.group(2)], copy))
    for m in SYMBOL.finditer(text):
        faces.add((_rank(m.group(1)), SUIT_OF[m.group(2)]))
    for m in ENGLISH.finditer(text):
        faces.add((_rank(m.group(1)), SUIT_OF[m.group(2).lower()]))
    for m in GERMAN.finditer(text):
        faces.add((_rank(m.group(2)), SUIT_OF[m.group(1).lower()]))
    for m in GERMAN_BACK.finditer(text):
        faces.add((_rank(m.group(1)), SUIT_OF[m.group(2).lower()]))
    return cards, faces


def strings(value, old_log=frozenset(), key=None):
    """Every string in a JSON-like value (keys too). A joker's ``joker_as`` names the face it
    stands for on the table, not a physical card; the front-end code is the same for
    every game (checked to be exactly the built assets); log lines in ``old_log`` were
    checked in the hand they were written in."""
    if isinstance(value, dict):
        for k, v in value.items():
            if k in ("_esm", "_css"):
                assert v in ASSETS
                continue
            if k == "joker_as" and value.get("rank") == 0:
                continue
            yield str(k)
            yield from strings(v, old_log, k)
    elif isinstance(value, (list, tuple)):
        for v in value:
            if not (key == "log" and isinstance(v, str) and v in old_log):
                yield from strings(v, old_log)
    elif isinstance(value, str):
        yield value


def _face(rank: int, suit) -> tuple:
    return (1 if rank == 14 else rank, suit)


class Watcher:
    """Checks the browser side against the engine after every message and state change."""

    def __init__(self, game, seat: int, teacher: bool = False):
        self.game, self.seat, self.teacher = game, seat, teacher
        self.before = set(_instances)          # widgets that existed before the table
        self.sent: list[dict] = []
        self.hand_no = None
        self.shown: set = set()                # physical cards public in this hand
        self.shown_faces: set = set()          # faces public in this hand (jokers' too)
        self.old_log: set[str] = set()         # log lines written in earlier hands
        self.last_log: list[str] = []          # the log at the previous check
        self.checks = 0
        self.leaks: list[str] = []

    # the public knowledge of the seat in the hand in play
    def _learn(self) -> None:
        g = self.game
        if g.hand_number != self.hand_no:
            self.hand_no = g.hand_number
            self.shown, self.shown_faces = set(), set()
            self.old_log.update(self.last_log)
        self.last_log = [x for w in self._widgets() if isinstance(getattr(w, "state", None), dict)
                         for x in w.state.get("log", [])]
        view = g.view(self.seat)
        cards = list(view.hand) + list(view.discard)
        for m in view.table:
            for p in m.placed:
                cards.append(p.card)
                self.shown_faces.add(_face(p.rank, p.suit))
        for _, a in g.hand_log():
            for p in getattr(a, "placed", ()):
                cards.append(p.card)
                self.shown_faces.add(_face(p.rank, p.suit))
            if getattr(a, "card", None) is not None:
                cards.append(a.card)
            if a.kind == "layoff":
                self.shown_faces.add(_face(a.rank, a.suit))
        if hand_ended(g):  # every hand is shown when it is counted (not before)
            cards += [c for h in g.hands for c in h]
        self.shown.update(cards)
        self.shown_faces.update(c.face for c in cards)

    def unseen(self) -> set:
        """Physical cards the seat may not see now."""
        g = self.game
        pool = [c for s in range(g.n) if s != self.seat for c in g.hands[s]]
        return set(pool + g.stock + g.discard_pile) - self.shown

    def leaked(self, texts: list[str]) -> list[str]:
        hidden = self.unseen()
        faces = {c.face for c in hidden if not c.is_joker} - self.shown_faces
        cards, named = mentions("\n".join(texts))     # one search; details only on a find
        if not (cards & hidden or named & faces):
            return []
        found = []
        for text in texts:
            cards, named = mentions(text)
            bad = sorted(c.code for c in cards & hidden) + \
                sorted(face_text(r, s) for r, s in named & faces)
            if bad:
                found.append(f"{bad} in {text[:160]!r}")
        return found

    # everything synced
    def _widgets(self):
        return [w for k, w in list(_instances.items()) if k not in self.before
                and isinstance(w, ipywidgets.Widget)]

    def synced_texts(self):
        for w in self._widgets():
            yield from strings(w.get_state(), self.old_log)

    def check_all(self, *_args) -> None:
        self._learn()
        self.checks += 1
        self.leaks += self.leaked(list(self.synced_texts()))

    def on_message(self, data) -> None:
        if isinstance(data, dict):
            self._learn()
            self.sent.append(data)
            self.leaks += self.leaked(list(strings(data, self.old_log)))


class BrowserComm(BaseComm):
    """A comm as a kernel would have: widgets send to it; it hands every message (the
    opening state, every update, custom messages) to the active watcher."""

    kernel = "test"
    active: list[Watcher] = []

    def publish_msg(self, msg_type, data=None, metadata=None, buffers=None, **keys):
        if self.active:
            self.active[0].on_message(data)


def watching(monkeypatch):
    """The ``watched`` fixture (conftest.py): widgets created from now on talk to a
    :class:`BrowserComm`; yields ``start(game, seat, teacher)`` that makes a :class:`Watcher`."""
    active = BrowserComm.active
    monkeypatch.setattr(comm, "create_comm", BrowserComm)
    monkeypatch.setattr(BrowserComm, "active", active)

    def start(game, seat=0, teacher=False):
        w = Watcher(game, seat, teacher)
        active[:] = [w]
        return w
    yield start
    active.clear()


def command_for(action, table):
    from helpers.ui_commands import command_for as convert

    return convert(action, table.game)


def play_through(table, watcher, me, hint_every: int = 7, limit: int = 4000) -> None:
    """Play the seat's turns through the table's commands until the game is over."""
    g = table.game
    for step in range(limit):
        if g.phase == "game_over":
            return
        if g.phase == "hand_over":
            table.command("next_hand")
        else:
            if step % hint_every == 0:
                table.command("hint")
            op, params = command_for(me.choose(g, table.seat), table)
            table.command(op, **params)
            assert table.state["message"]["kind"] != "error", table.message
        watcher.check_all()
        assert not watcher.leaks, watcher.leaks[:3]
    raise AssertionError("the game did not end")
