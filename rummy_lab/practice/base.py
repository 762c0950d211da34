"""What every drill shares: the exercise and its verdict, answers checked strictly, positions
built and validated by the engine, and what the learner may see of them.

A kind module returns a :class:`Draft` (texts still as catalog :class:`Text`, so one draft
renders in every language); :class:`Exercise` renders it in the learner's language and
grades answers against it. Every answer and every reason in a draft comes from the
engine's public checks (``Game.check``/``can``, ``check_meld``, scoring, the solver).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..core.cards import Card, make_deck
from ..core.errors import RummyError, short_repr
from ..core.game import Game
from ..core.melds import Reading, TableMeld
from ..core.variants import Rules
from ..i18n.messages import LANGUAGES, Text, msg

__all__ = ["Choice", "Draft", "Exercise", "Verdict", "PLAYERS", "render", "seeded",
           "shuffled_deck", "meld_data", "start_game", "table_game", "seat_position", "hidden_codes",
           "learner_draft", "MAX_ANSWER_CHARS"]

PLAYERS = ("Ada", "Ben", "Cleo", "Dan", "Eve")
MAX_ANSWER_CHARS = 200      # no answer of any drill is longer; longer input is forged
_MAX_NUMBER = 100_000       # scores of one hand never come near this


def render(text: Any, lang: str) -> str:
    """A catalog text in ``lang``; plain text (card codes, names) as it is."""
    return text.render(lang) if isinstance(text, Text) else str(text)


@dataclass(frozen=True)
class Choice:
    """One answer to pick: its ``id`` (what :meth:`Exercise.grade` takes), the label and
    the cards it shows (codes, for drawing)."""

    id: str
    label: str
    cards: tuple[str, ...] = ()


@dataclass(frozen=True)
class Verdict:
    """The grade of one answer. ``feedback`` is in the learner's language: for a wrong
    answer the engine's own reason (``reason_key`` its catalog key) and the right answer.
    ``points_lost`` and ``severity`` where a choice has a cost (best discard)."""

    correct: bool
    feedback: str
    rule: str
    answer_text: str
    points_lost: int | None = None
    severity: str | None = None
    reason_key: str | None = None


@dataclass
class Draft:
    """A drill before it is rendered. ``why`` maps each choice id (or, for a number,
    the key ``"*"``) to the text explaining it: the engine's refusal for a wrong choice.
    ``right`` says which choice ids are right on their own (multi-select: the answer is
    exactly these)."""

    prompt: Text
    position: dict
    rule: str
    answer: Any
    choices: Sequence[tuple[str, Any, tuple[str, ...]]] | None = None
    multi: bool = False
    why: dict[str, Any] = field(default_factory=dict)
    answer_text: Any = ""
    losses: dict[str, int] = field(default_factory=dict)
    severities: dict[str, str] = field(default_factory=dict)
    accepted: frozenset | None = None   # single choice: every id graded right (ties)
    hidden: frozenset = frozenset()     # codes of the cards the learner may not see


class Exercise:
    """One drill in one language: ``prompt``, ``position`` (only what the learner may
    see), ``choices`` (None: the answer is a number), ``answer`` (a choice id, a frozenset
    of ids for a multi-select, or an int), ``rule`` (the catalog key of the rule it
    tests), and :meth:`grade`."""

    def __init__(self, kind: str, rules: Rules, seed: int, lang: str, draft: Draft):
        if lang not in LANGUAGES:
            raise RummyError(msg("practice_bad_language", lang=short_repr(lang),
                                 langs=", ".join(LANGUAGES)))
        self.kind, self.rules, self.seed, self.lang = kind, rules, seed, lang
        self.draft = draft
        self.prompt = render(draft.prompt, lang)
        self.position = draft.position
        self.rule = draft.rule
        self.multi = draft.multi
        self.answer = draft.answer
        self.choices = None if draft.choices is None else [
            Choice(cid, render(label, lang), cards) for cid, label, cards in draft.choices]

    def in_lang(self, lang: str) -> Exercise:
        """The same exercise in another language."""
        return Exercise(self.kind, self.rules, self.seed, lang, self.draft)

    def parse(self, answer: Any) -> Any:
        """``answer`` checked and normalised; forged or oversized input raises
        :class:`RummyError` (nothing is graded)."""
        d = self.draft
        if isinstance(answer, str) and len(answer) > MAX_ANSWER_CHARS:
            raise RummyError(msg("practice_answer_too_long", n=MAX_ANSWER_CHARS))
        if d.choices is None:
            if isinstance(answer, str) and answer.strip().lstrip("-").isdigit():
                answer = int(answer.strip())
            if not isinstance(answer, int) or isinstance(answer, bool) \
                    or abs(answer) > _MAX_NUMBER:
                raise RummyError(msg("practice_answer_number", value=short_repr(answer)))
            return answer
        ids = {cid for cid, _, _ in d.choices}
        if not d.multi:
            if not isinstance(answer, str) or answer not in ids:
                raise RummyError(msg("practice_answer_choice", value=short_repr(answer)))
            return answer
        picked = [answer] if isinstance(answer, str) else answer
        if not isinstance(picked, Iterable) or isinstance(picked, (bytes, dict)):
            raise RummyError(msg("practice_answer_choice", value=short_repr(answer)))
        picked = list(picked)[: len(ids) + 1]
        if len(picked) > len(ids) or not all(isinstance(p, str) and p in ids for p in picked):
            raise RummyError(msg("practice_answer_choice", value=short_repr(answer)))
        return frozenset(picked)

    def grade(self, answer: Any) -> Verdict:
        """The verdict on ``answer`` (see :meth:`parse` for what is accepted)."""
        d, lang = self.draft, self.lang
        given = self.parse(answer)
        correct = given in d.accepted if d.accepted is not None else given == d.answer
        if d.choices is None or not d.multi:
            key = "*" if d.choices is None else given
            reasons = [] if correct else [d.why.get(key) or d.why.get("*")]
        else:
            wrong = sorted(given ^ d.answer)
            reasons = [d.why[w] for w in wrong]
        reasons = [r for r in reasons if r]
        answer_text = render(d.answer_text, lang)
        parts = [render(msg("practice_right"), lang)] if correct else \
            [render(r, lang) for r in reasons] + [render(msg("practice_answer_is",
                                                             answer=d.answer_text), lang)]
        keys = [r.key for r in reasons if isinstance(r, Text)]
        key = next((k for k in keys if not k.startswith("practice_")), keys[0] if keys else None)
        lost = d.losses.get(given) if isinstance(given, str) else None
        return Verdict(correct, " ".join(parts), d.rule, answer_text, lost,
                       d.severities.get(given) if isinstance(given, str) else None, key)


# -- building positions ---------------------------------------------------------------------

def seeded(kind: str, rules: Rules, seed: int) -> random.Random:
    """The generator of one drill: the same kind, rules and seed give the same drill."""
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**63:
        raise RummyError(msg("practice_bad_seed", value=short_repr(seed)))
    return random.Random(f"{kind}:{rules.name}:{rules.scoring}:{rules.pool_size}:{seed}")


def shuffled_deck(rules: Rules, players: int, rng: random.Random) -> list[Card]:
    deck = make_deck(*rules.decks_for(players))
    rng.shuffle(deck)
    return deck


def meld_data(reading: Reading | TableMeld, owner: int) -> dict:
    """A meld as position data (see :mod:`rummy_lab.core.positions`)."""
    return {"owner": owner, "kind": reading.kind,
            "cards": [[p.card.code, p.rank, p.suit.value, owner] for p in reading.placed]}


def start_game(rules: Rules, players: int, seed: int, **pos: Any) -> Game:
    """A game from an explicit position, validated by the engine (hands as card lists,
    table as :func:`meld_data` rows)."""
    pos["hands"] = [[c.code for c in h] for h in pos["hands"]]
    pos["discard"] = [c.code for c in pos.get("discard", [])]
    return Game(rules, list(PLAYERS[:players]), seed=seed, start=pos)


def table_game(rules: Rules, seed: int, hands: list, table: Sequence[Reading],
               owners: Sequence[int], **pos: Any) -> Game:
    """A two-player game (:func:`start_game`) with ``hands`` and the melds ``table`` on the
    table, ``owners[i]`` the seat that put down ``table[i]``."""
    return start_game(rules, 2, seed, hands=hands,
                      table=[meld_data(rd, o) for rd, o in zip(table, owners)], **pos)


def seat_position(game: Game, seat: int, **extra: Any) -> dict:
    """What ``seat`` may see of ``game``, as plain data: its own hand, the table, the
    visible discards and the other hands as counts (from the engine's seat view)."""
    view = game.view(seat)
    return {"players": list(view.players), "seat": seat, "hand": [c.code for c in view.hand],
            "table": [{"id": m.id, "kind": m.kind, "owner": m.owner,
                       "cards": [p.card.code for p in m.placed],
                       "stands_for": [[p.rank, p.suit.value, p.by] for p in m.placed]}
                      for m in view.table],
            "discard": [c.code for c in view.discard], "stock_size": view.stock_size,
            "hand_sizes": list(view.hand_sizes), "phase": view.phase, "pool": view.pool,
            "taken": view.taken.code if view.taken else None, "dealer": view.dealer,
            "turns": game.hand.turns, "placed_any": list(game.hand.placed_any), **extra}


def hidden_codes(game: Game, seat: int) -> frozenset:
    """Codes of the cards ``seat`` may not see: the other hands and the stock."""
    return frozenset(c.code for s, h in enumerate(game.hands) if s != seat for c in h) \
        | frozenset(c.code for c in game.stock)


def learner_draft(game: Game, prompt: Text, rule: str, answer: Any,
                  choices: Sequence[tuple[str, Any, tuple[str, ...]]] | None,
                  shown: dict | None = None, **fields: Any) -> Draft:
    """A drill on ``game`` as the learner (seat 0) sees it: the position is
    :func:`seat_position` (with ``shown`` added), the other hands and the stock hidden."""
    return Draft(prompt, seat_position(game, 0, **(shown or {})), rule, answer, choices,
                 hidden=hidden_codes(game, 0), **fields)
