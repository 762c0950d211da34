"""Variant rules as data: every rule of docs/rules.md is an option with a documented default.

``variant("basic" | "rummy500" | "pool500", **options)`` returns an immutable
:class:`Rules`. A house rule is just another option value; nothing in the engine asks
for a variant's name.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields, replace
from typing import Any

from ..i18n.messages import msg, title_of
from .errors import RummyError, short_repr, short_text

__all__ = ["Rules", "variant", "VARIANTS", "option_docs", "option_kind"]

DRAW_SOURCES = ("top", "any", "none")
ACE_MODES = ("low", "low_or_high")
SCORING_MODES = ("winner_collects", "placed_minus_hand", "cutthroat")
EXHAUSTION_POLICIES = ("turn_over", "reshuffle_keep_top", "end_hand")
EXHAUSTED_HAND_SCORING = ("draw", "score")
TIE_RULES = ("another_hand", "shared_win")


def _opt(default: Any, doc: str, **meta: Any) -> Any:
    if isinstance(default, (list, dict)):
        raise TypeError("options must be immutable")
    return field(default=default, metadata={"doc": doc, **meta})


@dataclass(frozen=True)
class Rules:
    """An immutable set of rule options. Build with :func:`variant`."""

    name: str = _opt("custom", "Name shown to learners (e.g. 'basic').")
    title: str = _opt("Custom Rummy", "Human title of the variant.")
    min_players: int = _opt(2, "Fewest seats.")
    max_players: int = _opt(6, "Most seats.")
    decks_by_players: tuple = _opt(((2, 1, 0),),
        "Rows (from_players, decks, jokers): the row with the largest from_players "
        "not above the player count applies.")
    hand_size_by_players: tuple = _opt(((2, 10), (3, 7), (5, 6)),
        "Rows (from_players, cards dealt to each player).")
    upcard: bool = _opt(True, "Turn the card after the deal face up to start the discard pile.")
    draw_from_discard: str = _opt("top", "Which discards may be drawn: 'top' (top card), "
                                  "'any' (any depth; the cards above come too), 'none'.",
                                  choices=DRAW_SOURCES)
    deep_pick_must_use: bool = _opt(False, "A card taken from below the top of the pile must "
                                    "be melded or laid off in the same turn.")
    top_card_must_be_used: bool = _opt(False, "The must-use obligation also applies to the "
                                       "top discard (the strict book rule).")
    taken_card_discard_ban: bool = _opt(True, "The card taken from the discard pile may not "
                                        "be discarded in the same turn.")
    taken_card_discard_if_last: bool = _opt(True, "...unless it is the player's last card.")
    ace_mode: str = _opt("low", "'low': A-2-3 only; 'low_or_high': A-2-3 or Q-K-A, never "
                         "K-A-2.", choices=ACE_MODES)
    set_min: int = _opt(3, "Fewest cards in a set.")
    set_max: int = _opt(4, "Most cards in a set.")
    set_distinct_suits: bool = _opt(False, "All cards of a set must have different suits.")
    run_min: int = _opt(3, "Fewest cards in a run.")
    min_natural_cards: int = _opt(0, "A new meld needs at least this many non-joker cards.")
    joker_swap: bool = _opt(False, "A player holding the natural card a joker stands for "
                            "may swap it into the meld and take the joker.")
    joker_discard: bool = _opt(True, "Jokers may be discarded.")
    discard_required: bool = _opt(True, "A turn ends with a discard (unless the player went "
                                  "out or holds only jokers); False: the discard is optional "
                                  "and the player may end the turn without one. Default True "
                                  "in every variant: Basic Rummy and Rummy 500 state the "
                                  "discard; for 500 Rum with a pool the source text says once "
                                  "that a player 'has the option of discarding a card', but "
                                  "the next sentence has the dealer draw 'and then discard', "
                                  "the first player discards too, and the rules reference (docs/rules.md) keeps the "
                                  "draw-meld-discard turn; set False for the literal reading.")
    ace_value: int = _opt(1, "Points of an ace.")
    ace_low_value: int | None = _opt(None, "If set, points of an ace melded low in a run "
                                     "(A-2-3); None: the ace always counts ace_value.")
    ten_value: int = _opt(10, "Points of a ten.")
    face_value: int = _opt(10, "Points of a jack, queen or king.")
    joker_value: int = _opt(0, "Points of a joker (in hand or on the table).")
    scoring: str = _opt("winner_collects", "'winner_collects': whoever goes out scores the "
                        "cards left in the other hands; 'placed_minus_hand': every player "
                        "scores what they placed minus what they hold; 'cutthroat': only who "
                        "goes out scores, the value of the cards they placed.",
                        choices=SCORING_MODES)
    romme_multiplier: int = _opt(2, "Going out in one turn with nothing placed before "
                                 "multiplies the points (1 disables the Rommé).")
    pool_size: int = _opt(0, "Points put in the pool at each deal; whoever goes out takes it.")
    pool_carry_over: bool = _opt(True, "A pool nobody won carries over to the next deal.")
    max_rounds: int | None = _opt(None, "A deal ends after this many rounds (a round is one "
                                  "turn of every player); None: no limit.")
    stock_exhaustion: str = _opt("turn_over", "When the stock runs out: 'turn_over' (the pile "
                                 "turned over as it lies), 'reshuffle_keep_top' (shuffle all "
                                 "but the top discard), 'end_hand'.",
                                 choices=EXHAUSTION_POLICIES)
    max_turnovers: int | None = _opt(2, "How many times the stock may be rebuilt in one hand; "
                                     "one exhaustion more ends the hand. None: no limit.",
                                     optional=True)
    exhausted_hand_scoring: str = _opt("draw", "A hand ended by the stock, the round limit "
                                       "or the turn cap: 'draw' (nobody scores) or 'score' "
                                       "(scored normally, nobody out).",
                                       choices=EXHAUSTED_HAND_SCORING)
    opening_restriction: bool = _opt(False, "In round 1 only the first player may go out; "
                                     "later only if a meld was on the table when the turn "
                                     "began.")
    layoff_needs_own_meld: bool = _opt(False, "Lay-offs only after a meld of one's own.")
    target: int = _opt(100, "Score that wins the game.")
    target_choices: tuple = _opt(tuple(range(50, 301, 25)), "Allowed targets.")
    tie_rule: str = _opt("another_hand", "Several players at the target with equal top "
                         "totals: 'another_hand' or 'shared_win'.", choices=TIE_RULES)
    turn_cap: int = _opt(600, "Safety valve: a hand ends (nobody out) after this many turns.")

    # -- derived helpers -------------------------------------------------------------
    def _row(self, table: tuple, players: int) -> tuple:
        rows = [r for r in table if r[0] <= players]
        if not rows:
            raise RummyError(msg("no_deal", title=title_of(self), n=players))
        return max(rows, key=lambda r: r[0])

    def decks_for(self, players: int) -> tuple[int, int]:
        """(decks, jokers) used with this many players."""
        _, decks, jokers = self._row(self.decks_by_players, players)
        return decks, jokers

    def hand_size_for(self, players: int) -> int:
        return self._row(self.hand_size_by_players, players)[1]

    def stock_size_for(self, players: int) -> int:
        decks, jokers = self.decks_for(players)
        return 52 * decks + jokers - players * self.hand_size_for(players) - int(self.upcard)

    def __hash__(self) -> int:
        """Rules key caches (solver tables, lay-off targets): hashed once, then remembered."""
        cached = self.__dict__.get("_hash")
        if cached is None:
            cached = hash(tuple(getattr(self, f.name) for f in fields(self)))
            object.__setattr__(self, "_hash", cached)
        return cached

    def __getstate__(self) -> dict[str, Any]:
        """Pickled without the remembered hash (string hashes differ between processes)."""
        return {k: v for k, v in self.__dict__.items() if k != "_hash"}

    def __setstate__(self, state: dict[str, Any]) -> None:
        for key, value in state.items():
            object.__setattr__(self, key, value)

    @property
    def has_jokers(self) -> bool:
        return any(r[2] for r in self.decks_by_players)

    @property
    def ace_high(self) -> bool:
        return self.ace_mode == "low_or_high"

    @property
    def pile_spread(self) -> bool:
        """The discard pile lies spread (every card visible) where any card may be taken."""
        return self.draw_from_discard == "any"

    def card_value(self, card, *, low_ace_in_run: bool = False) -> int:
        """Points of a card; ``low_ace_in_run`` when it is an ace melded in A-2-3."""
        rank = card.rank
        if rank == 0:
            return self.joker_value
        if rank == 1:
            if low_ace_in_run and self.ace_low_value is not None:
                return self.ace_low_value
            return self.ace_value
        if rank == 10:
            return self.ten_value
        return self.face_value if rank > 10 else rank

    def options(self) -> dict[str, Any]:
        """All options as a plain dict (JSON-friendly)."""
        return _jsonable(asdict(self))

    def with_options(self, **options: Any) -> Rules:
        """A copy with some options changed (validated)."""
        return _build(replace(self, **_check_names(options)))

    def describe(self) -> list[tuple[str, Any, str]]:
        """(option, value, explanation) rows, for tables and docs."""
        return [(f.name, getattr(self, f.name), f.metadata["doc"]) for f in fields(self)]


def _jsonable(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in value]
    return value


def _check_names(options: dict) -> dict:
    known = {f.name for f in fields(Rules)}
    unknown = sorted(str(k) for k in set(options) - known)
    if unknown:
        raise RummyError(msg("unknown_options", n=len(unknown),
                             names=", ".join(map(short_text, unknown)),
                             known=", ".join(sorted(known))))
    return options


_MAX_DEPTH = 3  # option values nest at most as rows of numbers inside a table
_KINDS = {"bool": "bool", "int": "int", "int | None": "int?", "str": "str", "tuple": "table"}
_LIMIT = 1_000_000  # no option needs a bigger number; keeps every value printable and savable


def option_kind(name: str) -> str:
    """How option ``name`` is written: 'bool', 'int', 'int?' (a number or None), 'str' or
    'table' (rows of numbers). Unknown names raise :class:`RummyError`."""
    _check_names({name: None})
    f = next(f for f in fields(Rules) if f.name == name)
    return _KINDS.get(str(f.type), "str")



def _tuplify(value: Any, name: str, depth: int = 0) -> Any:
    if isinstance(value, (list, tuple)):
        if depth >= _MAX_DEPTH:
            raise RummyError(msg("option_too_deep", name=name))
        return tuple(_tuplify(v, name, depth + 1) for v in value)
    return value


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and -_LIMIT <= value <= _LIMIT


def _check_kind(name: str, kind: str, value: Any) -> None:
    """Refuse a value of the wrong type for option ``name`` (before any rule looks at it)."""
    if kind == "bool" and not isinstance(value, bool):
        raise RummyError(msg("option_bool", name=name, value=short_repr(value)))
    if kind == "int" and not _whole(value) or kind == "int?" and value is not None \
            and not _whole(value):
        key = "option_int" if kind == "int" else "option_int_or_none"
        raise RummyError(msg(key, name=name, value=short_repr(value), limit=_LIMIT))
    if kind == "str" and not isinstance(value, str):
        raise RummyError(msg("option_text", name=name, value=short_repr(value)))
    if kind == "table" and not (isinstance(value, tuple) and value):
        raise RummyError(msg("option_list", name=name, value=short_repr(value)))


_ROW_WIDTH = {"decks_by_players": 3, "hand_size_by_players": 2}


def _check_rows(r: Rules) -> None:
    for name, width in _ROW_WIDTH.items():
        for row in getattr(r, name):
            if not (isinstance(row, tuple) and len(row) == width and all(map(_whole, row))):
                raise RummyError(msg("option_rows", name=name, width=width,
                                     value=short_repr(row)))
    if not all(map(_whole, r.target_choices)):
        raise RummyError(msg("option_targets", value=short_repr(r.target_choices)))


def _build(rules: Rules) -> Rules:
    """Normalise (lists → tuples) and validate every option; return the rules."""
    rules = replace(rules, **{f.name: _tuplify(getattr(rules, f.name), f.name)
                              for f in fields(rules)})
    for f in fields(rules):
        value = getattr(rules, f.name)
        _check_kind(f.name, _KINDS.get(str(f.type), "any"), value)
        choices = f.metadata.get("choices")
        if choices and value not in choices:
            raise RummyError(msg("option_choice", name=f.name, value=short_repr(value),
                                 choices=", ".join(map(repr, choices))))
    _check_rows(rules)
    _validate_ranges(rules)
    return rules


def _need(condition: bool, message: str) -> None:
    if not condition:
        raise RummyError(message)


def _validate_ranges(r: Rules) -> None:
    _need(2 <= r.min_players <= r.max_players <= 8,
          f"Players must satisfy 2 ≤ min_players ≤ max_players ≤ 8 (got {r.min_players}..{r.max_players}).")
    _need(3 <= r.set_min <= r.set_max <= 8, "Sets need 3 ≤ set_min ≤ set_max ≤ 8.")
    _need(3 <= r.run_min <= 13, "run_min must be between 3 and 13.")
    _need(0 <= r.min_natural_cards <= r.run_min, "min_natural_cards must be between 0 and run_min.")
    _need(r.romme_multiplier >= 1, "romme_multiplier must be at least 1.")
    _need(r.pool_size >= 0, "pool_size cannot be negative.")
    _need(r.max_rounds is None or (isinstance(r.max_rounds, int) and r.max_rounds >= 1),
          "max_rounds must be None or at least 1.")
    _need(r.ace_low_value is None or isinstance(r.ace_low_value, int),
          "ace_low_value must be None or a whole number.")
    _need(r.max_turnovers is None or (isinstance(r.max_turnovers, int)
                                      and 0 <= r.max_turnovers <= 10),
          "max_turnovers must be None (no limit) or between 0 and 10.")
    _need(10 <= r.turn_cap <= 100_000, "turn_cap must be between 10 and 100000.")
    _need(r.target in r.target_choices,
          msg("target_choice", target=r.target, title=title_of(r),
              choices=_range_text(r.target_choices)))
    for table, width in ((r.decks_by_players, 3), (r.hand_size_by_players, 2)):
        _need(bool(table) and all(isinstance(row, tuple) and len(row) == width for row in table),
              "Deal tables must be rows of (from_players, ...) numbers.")
    for n in range(r.min_players, r.max_players + 1):
        decks, jokers = r.decks_for(n)
        _need(1 <= decks <= 3 and 0 <= jokers <= 8, "Use 1–3 decks and 0–8 jokers.")
        _need(r.hand_size_for(n) >= 1, "Deal at least one card.")
        _need(r.stock_size_for(n) >= 1, f"{n} players × {r.hand_size_for(n)} cards leaves no stock.")
        _need(not (r.set_distinct_suits and r.set_max > 4), "Sets of different suits have at most 4 cards.")


def _range_text(values: tuple) -> str:
    vals = sorted(values)
    if len(vals) > 3:
        step = vals[1] - vals[0]
        if all(b - a == step for a, b in zip(vals, vals[1:])):
            return msg("range_steps", low=vals[0], high=vals[-1], step=step)
    return ", ".join(map(str, vals))


BASIC = dict(
    name="basic", title="Basic Rummy",
)
RUMMY500 = dict(
    name="rummy500", title="Rummy 500", max_players=8,
    decks_by_players=((2, 1, 2), (5, 2, 4)),
    hand_size_by_players=((2, 13), (3, 10), (5, 7)),
    draw_from_discard="any", deep_pick_must_use=True, taken_card_discard_if_last=False,
    ace_mode="low_or_high", set_distinct_suits=True, min_natural_cards=2, joker_swap=True,
    joker_discard=False, ace_value=15, joker_value=25, scoring="placed_minus_hand",
    romme_multiplier=1, stock_exhaustion="reshuffle_keep_top", max_turnovers=None,
    exhausted_hand_scoring="score", target=500, target_choices=(500,),
)
POOL500 = dict(
    name="pool500", title="500 Rum with a pool", max_players=6,
    decks_by_players=((2, 2, 2),), hand_size_by_players=((2, 13),), upcard=False,
    draw_from_discard="none", ace_mode="low_or_high", set_distinct_suits=True,
    min_natural_cards=2, joker_swap=False, joker_discard=True, ace_value=15,
    ace_low_value=1, joker_value=15, scoring="placed_minus_hand", romme_multiplier=1,
    pool_size=30, pool_carry_over=True, max_rounds=10, stock_exhaustion="end_hand",
    max_turnovers=0, exhausted_hand_scoring="score", opening_restriction=True,
    target=500, target_choices=(300, 500),
)
VARIANTS: dict[str, dict[str, Any]] = {"basic": BASIC, "rummy500": RUMMY500, "pool500": POOL500}
_ALIASES = {"rommé": "basic", "romme": "basic", "rummy": "basic", "500": "rummy500",
            "rummy_500": "rummy500", "500rum": "pool500", "pool": "pool500",
            "500_rum": "pool500"}


def variant(name: str = "basic", /, *, cutthroat: bool = False, **options: Any) -> Rules:
    """The rules of a named variant with options changed.

    ``variant("pool500", target=300)`` is "300 Rummy"; ``cutthroat=True`` (pool500)
    switches to cutthroat scoring with no pool. Unknown options or invalid values
    raise :class:`RummyError` saying what is allowed.
    """
    if not isinstance(cutthroat, bool):
        raise RummyError(msg("option_bool", name="cutthroat", value=short_repr(cutthroat)))
    key = _ALIASES.get(str(name).lower(), str(name).lower())
    if key not in VARIANTS:
        raise RummyError(msg("unknown_variant", name=short_text(name), names=", ".join(VARIANTS)))
    base: dict[str, Any] = dict(VARIANTS[key])
    if cutthroat:
        base.update(scoring="cutthroat", pool_size=0)
    base.update(_check_names(options))
    return _build(Rules(**base))


def rules_from_options(options: dict) -> Rules:
    """Rebuild rules from :meth:`Rules.options` output (validated)."""
    if not isinstance(options, dict):
        raise RummyError(msg("rules_table"))
    return _build(Rules(**_check_names(dict(options))))


def option_docs() -> list[tuple[str, str]]:
    """(option, explanation) for every option."""
    return [(f.name, f.metadata["doc"]) for f in fields(Rules)]
