"""Guided-hand scripts: TOML data files describing a hand the learner plays step by step.

A script names the variant, the players, the learner, a start position and a list of
steps. Each step has narration (``say.en`` / ``say.de``) and either automatic moves
(``do``) or a task for the learner (``task.*``, the ``expect``-ed moves in any order and a
``hint.*`` shown after a wrong try). Moves are written ``draw``, ``take`` / ``take 7H``,
``meld 8S 8H 8D`` (``meld 5S JK 7S as 6S``), ``layoff 3H on 4H`` (onto the meld holding
4♥; add ``low``/``high``), ``discard KD``, ``swap 6S on 5S``. An optional
``[finish] points = [...]`` states the points of the hand. :func:`load_guide` checks the
whole script by playing it (every move legal in sequence) and raises :class:`GuideError`
naming the step at fault. The widget is :class:`rummy_lab.ui.guided.GuidedHand`.
"""

from __future__ import annotations

import random
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from ..core.actions import Action, Discard, DrawStock, LayOff, Meld, SwapJoker, TakeDiscard
from ..core.cards import Card, make_deck, parse_cards
from ..core.errors import RummyError
from ..core.game import Game
from ..core.melds import check_meld, layoff_options
from ..core.variants import Rules, variant

__all__ = ["GUIDES_DIR", "Guide", "GuideError", "Step", "guide_names", "load_guide",
           "parse_move", "move_key"]

GUIDES_DIR = Path(__file__).resolve().parents[1] / "data" / "guides"
_TOP = {"title", "variant", "options", "players", "learner", "seed", "start", "finish", "steps"}
_START = {"dealer", "current", "discard", "stock", "hands"}
_STEP = {"say", "do", "task", "expect", "hint"}


class GuideError(RummyError):
    """A guide script that cannot be played as written; the text names the step."""


def guide_names() -> list[str]:
    """The names of the shipped guide scripts (file names without ``.toml``)."""
    return sorted(p.stem for p in GUIDES_DIR.glob("*.toml"))


@dataclass
class Step:
    say: dict
    do: list[str] = field(default_factory=list)
    expect: list[str] = field(default_factory=list)
    task: dict = field(default_factory=dict)
    hint: dict = field(default_factory=dict)

    @property
    def is_task(self) -> bool:
        return bool(self.expect)


@dataclass
class Guide:
    name: str
    title: dict
    rules: Rules
    players: list[str]
    learner: int
    seed: int
    start: dict
    steps: list[Step]
    points: list[int] | None = None

    def new_game(self) -> Game:
        """A fresh game at the script's start position."""
        return Game(self.rules, self.players, self.seed, self.start["dealer"], start=self.start)

    def play_through(self) -> Game:
        """Play every step (automatic and expected moves); raise GuideError on a bad one."""
        game = self.new_game()
        for i, step in enumerate(self.steps, 1):
            if step.is_task and not step.do and game.current != self.learner \
                    and game.phase in ("draw", "play"):
                raise GuideError(f"{self.name}: step {i}: it is {game.players[game.current]}'s "
                                 "turn, so the learner cannot do the task.")
            for text in step.do + step.expect:
                try:
                    game.apply(parse_move(text, game))
                except RummyError as err:
                    raise GuideError(f"{self.name}: step {i}: '{text}': {err}") from None
        if self.points is not None:
            got = list(game.results[-1].points) if game.results else None
            if got != self.points:
                raise GuideError(f"{self.name}: [finish] says points {self.points}, but the "
                                 f"hand as scripted gives {got or 'no result (nobody went out)'}.")
        return game


def _text(value, where: str) -> dict:
    if isinstance(value, str):
        value = {"en": value}
    if not isinstance(value, dict) or not isinstance(value.get("en"), str) \
            or not all(isinstance(v, str) for v in value.values()):
        raise GuideError(f"{where} needs an English text: {where}.en = \"...\" (and .de).")
    return dict(value)


def _moves(value, where: str) -> list[str]:
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise GuideError(f"{where} must be a list of moves, e.g. [\"draw\", \"discard KD\"].")
    return value


def _check_keys(data, allowed: set, where: str) -> dict:
    if not isinstance(data, dict):
        raise GuideError(f"{where} must be a table.")
    if unknown := sorted(set(data) - allowed):
        raise GuideError(f"{where}: unknown key(s) {', '.join(unknown)} "
                         f"(allowed: {', '.join(sorted(allowed))}).")
    return data


def _position(start: dict, rules: Rules, players: list[str], seed: int, name: str) -> dict:
    _check_keys(start, _START, f"{name}: [start]")
    n = len(players)

    def seat(key: str, default: int) -> int:
        who = start.get(key)
        if who is None:
            return default
        if who not in players:
            raise GuideError(f"{name}: [start] {key} = {who!r} is not one of the players.")
        return players.index(who)

    def cards(value, where: str) -> list[Card]:
        try:
            return list(parse_cards(value or ""))
        except RummyError as err:
            raise GuideError(f"{name}: [start] {where}: {err}") from None

    hands_raw = start.get("hands", {})
    if not isinstance(hands_raw, dict) or sorted(hands_raw) != sorted(players):
        raise GuideError(f"{name}: [start.hands] must give the cards of {', '.join(players)}.")
    hands = [cards(hands_raw[p], f"hands.{p}") for p in players]
    discard = cards(start.get("discard"), "discard")
    top = cards(start.get("stock"), "stock")
    used = set(c for h in hands for c in h) | set(discard) | set(top)
    rest = [c for c in make_deck(*rules.decks_for(n)) if c not in used]
    random.Random(seed).shuffle(rest)
    dealer = seat("dealer", n - 1)
    return {"dealer": dealer, "current": seat("current", (dealer + 1) % n), "phase": "draw",
            "hands": [[c.code for c in h] for h in hands],
            "discard": [c.code for c in discard],
            "stock": [c.code for c in rest + top[::-1]]}


def load_guide(source: str | Path = "basic_source_example") -> Guide:
    """Load and check a guide: a shipped name, a ``.toml`` path, or TOML text."""
    text, name = None, "guide"
    if isinstance(source, Path) or (isinstance(source, str) and "\n" not in source):
        path = Path(source)
        if not path.suffix and not path.exists():
            path = GUIDES_DIR / f"{source}.toml"
        if not path.is_file():
            raise GuideError(f"No guide '{source}'. Shipped guides: {', '.join(guide_names())}.")
        text, name = path.read_text(encoding="utf-8"), path.stem
    else:
        text = source
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        raise GuideError(f"{name}: this is not valid TOML: {err}") from None
    _check_keys(data, _TOP, f"{name}: top level")
    try:
        rules = variant(data.get("variant", "basic"), **data.get("options", {}))
    except (RummyError, TypeError) as err:
        raise GuideError(f"{name}: {err}") from None
    players = data.get("players")
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise GuideError(f"{name}: players must be a list of names, e.g. [\"Ann\", \"Ben\"].")
    learner = data.get("learner", players[0] if players else None)
    if learner not in players:
        raise GuideError(f"{name}: learner = {learner!r} is not one of the players.")
    seed = data.get("seed", 0)
    start = _position(data.get("start", {}), rules, players, seed, name)
    steps = []
    for i, raw in enumerate(data.get("steps", []), 1):
        where = f"{name}: step {i}"
        _check_keys(raw, _STEP, where)
        step = Step(say=_text(raw.get("say"), f"{where}: say"), do=_moves(raw.get("do", []),
                    f"{where}: do"), expect=_moves(raw.get("expect", []), f"{where}: expect"))
        if step.is_task:
            step.task = _text(raw.get("task"), f"{where}: task")
            step.hint = _text(raw.get("hint", {"en": ""}), f"{where}: hint")
        steps.append(step)
    if not steps:
        raise GuideError(f"{name}: a guide needs at least one [[steps]] entry.")
    points = data.get("finish", {}).get("points")
    guide = Guide(name, _text(data.get("title", name), f"{name}: title"), rules, players,
                  players.index(learner), seed, start, steps, points)
    try:
        guide.new_game()
    except RummyError as err:
        raise GuideError(f"{name}: [start]: {err}") from None
    guide.play_through()
    return guide


# -- moves as text ---------------------------------------------------------------------

def _in_hand(game: Game, cards: list[Card]) -> list[Card]:
    hand, out = list(game.hands[game.current]), []
    for want in cards:
        match = want if want in hand else next((c for c in hand if c.face == want.face), None)
        if match is None:
            raise RummyError(f"{want} is not in {game.players[game.current]}'s hand.")
        hand.remove(match)
        out.append(match)
    return out


def _meld_holding(game: Game, card: Card):
    for m in game.table:
        if any(not p.is_joker and p.card.face == card.face for p in m.placed):
            return m
    raise RummyError(f"No meld on the table holds {card}.")


def parse_move(text: str, game: Game) -> Action:
    """The engine action for a written move (see the module docstring) in ``game`` now."""
    verb, _, rest = text.strip().partition(" ")
    verb, rest = verb.lower(), rest.strip()
    if verb == "draw":
        return DrawStock()
    if verb == "take":
        pile = game.discard_pile
        if not pile:
            raise RummyError("The discard pile is empty.")
        if not rest:
            return TakeDiscard(pile[-1])
        want = parse_cards(rest)[0]
        match = next((c for c in reversed(pile) if c.face == want.face), None)
        if match is None:
            raise RummyError(f"{want} is not in the discard pile.")
        return TakeDiscard(match)
    if verb == "meld":
        cards_text, _, declare = rest.partition(" as ")
        cards = _in_hand(game, list(parse_cards(cards_text)))
        res = check_meld(cards, game.rules, declare.strip() or None)
        if not res:
            raise RummyError(res.reason)
        if res.ambiguous:
            raise RummyError("Say what the joker stands for: meld ... as 8D.")
        return Meld(res.reading.kind, res.reading.placed)
    if verb in ("layoff", "swap"):
        card_text, _, target = rest.partition(" on ")
        words = target.split()
        end = words.pop() if words and words[-1].lower() in ("low", "high") else None
        card = _in_hand(game, list(parse_cards(card_text)))[0]
        meld = _meld_holding(game, parse_cards(" ".join(words))[0])
        if verb == "swap":
            return SwapJoker(card, meld.id)
        options = [o for o in layoff_options(card, meld, game.rules)
                   if end is None or o.end == end]
        if not options:
            raise RummyError(f"{card} cannot be laid off on {meld}.")
        return LayOff(card, meld.id, options[0].rank, options[0].suit)
    if verb == "discard":
        return Discard(_in_hand(game, list(parse_cards(rest)))[0])
    raise RummyError(f"Unknown move '{text}': write draw, take, meld, layoff, discard or swap.")


def move_key(action: Action) -> tuple:
    """What makes two moves "the same" for a lesson (which copy of a card does not matter)."""
    kind = action.kind
    if kind == "meld":
        return (kind, tuple(sorted((p.card.face[0], str(p.card.suit), p.rank, str(p.suit))
                                   for p in action.placed)))
    if kind in ("layoff", "swap"):
        return (kind, action.card.face, action.meld)
    if kind in ("take", "discard"):
        return (kind, action.card.face)
    return (kind,)
