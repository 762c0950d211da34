"""Guided-hand scripts: TOML data files describing a hand the learner plays step by step.

A script names the variant, the players, the learner, a start position and a list of
steps. Each step has narration (``say.en`` / ``say.de``) and either automatic moves
(``do``) or a task for the learner (``task.*``, the ``expect``-ed moves in any order and a
``hint.*`` shown after a wrong try). Moves are written ``draw``, ``take`` / ``take 7H``,
``meld 8S 8H 8D`` (``meld 5S JK 7S as 6S``), ``layoff 3H on 4H`` (onto the meld holding
4♥; add ``low``/``high``), ``discard KD``, ``swap 6S on 5S``. An optional
``[finish] points = [...]`` states the points of the hand. :func:`parse_guide` (TOML text)
and :func:`load_guide` (a shipped name or a file path) check the whole script by playing it (every move legal in sequence) and raises :class:`GuideError`
naming the step at fault. The widget is :class:`rummy_lab.ui.guided.GuidedHand`.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from pathlib import Path

from ..core.actions import Action, Discard, DrawStock, LayOff, Meld, SwapJoker, TakeDiscard
from ..core.cards import Card, make_deck, parse_cards
from ..core.errors import RummyError, short_repr
from ..core.game import Game
from ..core.melds import check_meld, layoff_options
from ..core.phases import TURN_PHASES, Phase
from ..core.variants import Rules
from ..i18n.messages import msg
from . import common

__all__ = ["GUIDES_DIR", "NARRATION_FIELDS", "Guide", "GuideError", "Step", "guide_names",
           "load_guide", "parse_guide", "guide_from_data", "narrate", "parse_move", "move_key"]

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
                    and game.phase in TURN_PHASES:
                raise GuideError(msg("gd_not_learners_turn", where=msg("gd_where_step",
                                     name=self.name, n=i), player=game.players[game.current]))
            for text in step.do + step.expect:
                try:
                    game.apply(parse_move(text, game))
                except RummyError as err:
                    raise GuideError(msg("gd_bad_move", where=msg("gd_where_step", name=self.name,
                                                                  n=i), move=text,
                                         reason=err.reason)) from None
        if self.points is not None:
            got = list(game.results[-1].points) if game.results else None
            if got != self.points:
                raise GuideError(msg("gd_points", name=self.name, points=self.points,
                                     got=got if got else msg("gd_no_result")))
        return game


def _text(value, where: str) -> dict:
    if isinstance(value, str):
        value = {"en": value}
    if not isinstance(value, dict) or not isinstance(value.get("en"), str) \
            or not all(isinstance(v, str) for v in value.values()):
        raise GuideError(msg("gd_text", where=where))
    return dict(value)


def _moves(value, where: str) -> list[str]:
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise GuideError(msg("gd_moves", where=where))
    return value


def _check_keys(data, allowed: set, where: str) -> dict:
    return common.check_keys(data, sorted(allowed), where, GuideError)


def _position(start: dict, rules: Rules, players: list[str], seed: int, name: str) -> dict:
    """The script's ``[start]`` as a position dict (checked by :mod:`rummy_lab.core.positions`
    when the game starts)."""
    _check_keys(start, _START, f"{name}: [start]")
    n = len(players)

    def seat(key: str, default: int) -> int:
        who = start.get(key)
        where = f"{name}: [start] {key}"
        return default if who is None else common.seat_of(who, players, where, GuideError)

    def cards(value, where: str) -> list[Card]:
        tokens = common.card_tokens(value or "", f"{name}: [start] {where}", GuideError)
        return [c for c, _ in tokens]

    hands_raw = start.get("hands", {})
    if not isinstance(hands_raw, dict) or sorted(hands_raw) != sorted(players):
        raise GuideError(msg("gd_hands", name=name, players=", ".join(players)))
    hands = [cards(hands_raw[p], f"hands.{p}") for p in players]
    discard = cards(start.get("discard"), "discard")
    top = cards(start.get("stock"), "stock")
    used = set(c for h in hands for c in h) | set(discard) | set(top)
    rest = [c for c in make_deck(*rules.decks_for(n)) if c not in used]
    random.Random(seed).shuffle(rest)
    dealer = seat("dealer", n - 1)
    return {"dealer": dealer, "current": seat("current", (dealer + 1) % n), "phase": Phase.DRAW,
            "hands": [[c.code for c in h] for h in hands],
            "discard": [c.code for c in discard],
            "stock": [c.code for c in rest + top[::-1]]}


def load_guide(source: str | Path = "basic_source_example") -> Guide:
    """Load and check a guide file: a shipped guide's name (see :func:`guide_names`) or a
    ``.toml`` path. TOML text is refused: use :func:`parse_guide` for text."""
    if isinstance(source, str) and re.fullmatch(r"[\w-]+", source):
        path = GUIDES_DIR / f"{source}.toml"
        if not path.is_file():
            raise GuideError(msg("gd_unknown", source=source, names=", ".join(guide_names())))
    else:
        path = common.as_path(source, "load_guide", "a guide", "parse_guide")
    try:
        text = common.read_file(path, "guide")
    except RummyError as err:
        raise GuideError(err.reason) from None
    return parse_guide(text, path.stem)


def parse_guide(text: str, name: str = "guide") -> Guide:
    """Check and return the guide written as TOML ``text`` (never a path: see
    :func:`load_guide`); ``name`` prefixes every error."""
    return guide_from_data(common.parse_toml(text, name, GuideError), name)


def guide_from_data(data: dict, name: str = "guide") -> Guide:
    """Check and return the guide given as plain data (what :func:`parse_guide` reads)."""
    _check_keys(data, _TOP, f"{name}: top level")
    rules = common.read_rules(data.get("variant", "basic"), data.get("options", {}), _TOP,
                              GuideError)
    players = common.read_players(data.get("players"), rules, GuideError)
    learner = data.get("learner", players[0])
    learner_seat = common.seat_of(learner, players, f"{name}: learner", GuideError)
    seed = data.get("seed", 0)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise GuideError(msg("gd_seed", name=name))
    start = _position(data.get("start", {}), rules, players, seed, name)
    raw_steps = data.get("steps", [])
    if not isinstance(raw_steps, list) or not raw_steps:
        raise GuideError(msg("gd_no_steps", name=name))
    steps = []
    for i, raw in enumerate(raw_steps, 1):
        where = f"{name}: step {i}"
        _check_keys(raw, _STEP, where)
        step = Step(say=_text(raw.get("say"), f"{where}: say"), do=_moves(raw.get("do", []),
                    f"{where}: do"), expect=_moves(raw.get("expect", []), f"{where}: expect"))
        if step.is_task:
            step.task = _text(raw.get("task"), f"{where}: task")
            step.hint = _text(raw.get("hint", {"en": ""}), f"{where}: hint")
        steps.append(step)
    finish = _check_keys(data.get("finish", {}), {"points"}, f"{name}: [finish]")
    points = finish.get("points")
    if points is not None and not (isinstance(points, list) and len(points) == len(players)
                                   and all(isinstance(x, int) and not isinstance(x, bool)
                                           for x in points)):
        raise GuideError(msg("gd_finish", name=name, n=len(players)))
    guide = Guide(name, _text(data.get("title", name), f"{name}: title"), rules, players,
                  learner_seat, seed, start, steps, points)
    try:
        guide.new_game()
    except RummyError as err:
        raise GuideError(msg("at_where", where=f"{name}: [start]", reason=err.reason)) from None
    guide.play_through()
    return guide


# -- narration ---------------------------------------------------------------------------

NARRATION_FIELDS = ("opponent_cards", "points", "sum", "romme_points")
_FIELD = re.compile(r"\{(" + "|".join(NARRATION_FIELDS) + r")\}")


def narrate(text: str, params: dict) -> str:
    """``text`` with each ``{name}`` of :data:`NARRATION_FIELDS` that ``params`` gives
    replaced; every other brace stays as written. Script text is data, never a format
    string: ``{0}``, ``{`` or ``{points.__class__}`` are shown, not evaluated."""
    return _FIELD.sub(lambda m: str(params[m.group(1)]) if m.group(1) in params
                      else m.group(0), text)


# -- moves as text ---------------------------------------------------------------------

def _in_hand(game: Game, cards: list[Card]) -> list[Card]:
    hand, out = list(game.hands[game.current]), []
    for want in cards:
        match = want if want in hand else next((c for c in hand if c.face == want.face), None)
        if match is None:
            raise RummyError(msg("not_in_hand_of", card=want, player=game.players[game.current]))
        hand.remove(match)
        out.append(match)
    return out


def _meld_holding(game: Game, card: Card):
    for m in game.table:
        if any(not p.is_joker and p.card.face == card.face for p in m.placed):
            return m
    raise RummyError(msg("gd_no_meld_holds", card=card))


def _one(text: str) -> Card:
    cards = parse_cards(text)
    if len(cards) != 1:
        raise RummyError(msg("gd_one_card", text=short_repr(text.strip())))
    return cards[0]


def parse_move(text: str, game: Game) -> Action:
    """The engine action for a written move (see the module docstring) in ``game`` now."""
    verb, _, rest = text.strip().partition(" ")
    verb, rest = verb.lower(), rest.strip()
    if verb == "draw":
        return DrawStock()
    if verb == "take":
        pile = game.discard_pile
        if not pile:
            raise RummyError(msg("pile_empty"))
        if not rest:
            return TakeDiscard(pile[-1])
        want = _one(rest)
        match = next((c for c in reversed(pile) if c.face == want.face), None)
        if match is None:
            raise RummyError(msg("not_in_pile", card=want))
        return TakeDiscard(match)
    if verb == "meld":
        cards_text, _, declare = rest.partition(" as ")
        cards = _in_hand(game, list(parse_cards(cards_text)))
        res = check_meld(cards, game.rules, declare.strip() or None)
        if not res:
            raise RummyError(res.reason)
        if res.ambiguous:
            raise RummyError(res.choice())
        reading = res.reading
        assert reading is not None  # a legal, unambiguous meld has one reading
        return Meld(reading.kind, reading.placed)
    if verb in ("layoff", "swap"):
        card_text, _, target = rest.partition(" on ")
        words = target.split()
        end = words.pop() if words and words[-1].lower() in ("low", "high") else None
        card = _in_hand(game, [_one(card_text)])[0]
        meld = _meld_holding(game, _one(" ".join(words)))
        if verb == "swap":
            return SwapJoker(card, meld.id)
        options = [o for o in layoff_options(card, meld, game.rules)
                   if end is None or o.end == end]
        if not options:
            raise RummyError(msg("gd_no_layoff", card=card, meld=meld))
        return LayOff(card, meld.id, options[0].rank, options[0].suit)
    if verb == "discard":
        return Discard(_in_hand(game, [_one(rest)])[0])
    raise RummyError(msg("gd_unknown_move", move=short_repr(text)))


def move_key(action: Action) -> tuple:
    """What makes two moves "the same" for a lesson (which copy of a card does not matter)."""
    kind = action.kind
    if isinstance(action, Meld):
        return (kind, tuple(sorted((p.card.face[0], str(p.card.suit), p.rank, str(p.suit))
                                   for p in action.placed)))
    if isinstance(action, (LayOff, SwapJoker)):
        return (kind, action.card.face, action.meld)
    if isinstance(action, (TakeDiscard, Discard)):
        return (kind, action.card.face)
    return (kind,)
