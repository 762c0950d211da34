"""Hand-written scenarios: a small TOML format for a table, the hands and who went out.

A teacher writes melds (who melded them, lay-offs and joker swaps onto them), what every
player holds and who went out; :func:`parse_scenario` (TOML text) or :func:`load_scenario`
(a file path) checks it all against the rules and gives a :class:`Scenario` to score, compare across variants or play on. The format is
documented in ``docs/scenarios.md``. Every mistake is a :class:`RummyError` naming the
entry at fault.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal, TypedDict

from ..core.cards import Card
from ..core.errors import RummyError
from ..core.melds import (
    Placed,
    TableMeld,
    check_layoff,
    check_meld,
    check_swap,
    layoff_options,
)
from ..core.phases import TURN_PHASES, Phase
from ..core.runs import card_rank
from ..core.scoring import ENDINGS, HandResult, score_cards
from ..core.variants import Rules, variant
from ..core.words import face_text
from ..i18n.messages import msg, one_of, title_of
from .common import (
    as_path,
    card_tokens,
    check_keys,
    parse_toml,
    read_file,
    read_players,
    read_rules,
    seat_of,
)

__all__ = ["Scenario", "load_scenario", "parse_scenario"]

_KEYS = ("title", "description", "variant", "options", "players", "hands", "melds", "went_out",
         "romme", "pool", "scores", "ended_by", "discard", "stock", "current", "dealer",
         "phase", "round")
_MELD_KEYS = ("by", "cards", "jokers", "layoffs", "swaps")
_LAYOFF_KEYS = ("card", "by", "end", "as")
_SWAP_KEYS = ("card", "by")
_ADDED: tuple[tuple[Literal["layoffs", "swaps"], tuple[str, ...]], ...] = (
    ("layoffs", _LAYOFF_KEYS), ("swaps", _SWAP_KEYS))


def parse_scenario(text: str, name: str = "scenario") -> Scenario:
    """The scenario written as TOML ``text`` (never a path: see :func:`load_scenario`).
    ``name`` (a file name) prefixes the reasons of errors in the scenario itself."""
    data = parse_toml(text, name)
    try:
        return Scenario(data)
    except RummyError as err:
        if name == "scenario":
            raise
        raise RummyError(msg("at_where", where=name, reason=err.reason)) from None


def load_scenario(path: str | Path) -> Scenario:
    """The scenario in the ``.toml`` file at ``path``. TOML text is refused: use
    :func:`parse_scenario` for text."""
    path = as_path(path, "load_scenario", "a scenario", "parse_scenario")
    return parse_scenario(read_file(path, "scenario"), path.name)


@dataclass
class _Ref:
    """One written card; ``explicit`` when the copy was given (``7H.1``)."""

    card: Card
    explicit: bool
    where: str


class _MeldEntry(TypedDict):
    """One written meld: its placer, cards, declared jokers, lay-offs and swaps."""

    by: int
    where: str
    cards: list[_Ref]
    jokers: str | list[str] | None
    layoffs: list[dict[str, Any]]
    swaps: list[dict[str, Any]]


def _refs(value: Any, where: str, single: bool = False) -> list[_Ref]:
    out = [_Ref(card, explicit, where) for card, explicit in card_tokens(value, where)]
    if single and len(out) != 1:
        raise RummyError(msg("sc_one_card", where=where))
    return out


class Scenario:
    """A hand as the teacher wrote it: rules, players, the table and the hands.

    ``table`` holds :class:`TableMeld` objects whose cards record who placed them;
    ``hands`` what each seat holds (a joker taken by a swap included); ``winner`` the
    seat that went out or None; ``notes`` explains anything left out or ignored.
    """

    variant: str
    options: dict[str, Any]

    def __init__(self, data: dict, rules: Rules | None = None):
        self._data = check_keys(data, _KEYS, msg("where_top_level"))
        self.strict = rules is None
        self.rules = self._read_rules() if rules is None else rules
        if rules is not None:
            self.variant, self.options = rules.name, {}
        self._texts: dict[str, dict[str, str]] = {}
        self.title = self._words("title")
        self.description = self._words("description")
        self.notes: list[str] = []
        self.players = self._read_players()
        n = self.n
        self.winner = self._seat(data["went_out"], "went_out") if "went_out" in data else None
        self._read_cards()
        self._taken: list[tuple[int, Card]] = []
        melds = [t for t in (self._meld(i, m) for i, m in enumerate(self._melds, 1)) if t]
        self.table = [TableMeld(i, m.kind, m.owner, m.placed) for i, m in enumerate(melds)]
        for seat, joker in self._taken:
            self.hands[seat].append(joker)
        self._check_hands()
        self.romme = self._flag("romme")
        if self.romme and self.winner is None:
            raise RummyError(msg("sc_romme_needs_out"))
        if self.romme and self.rules.romme_multiplier == 1:
            self.notes.append(msg("note_no_romme", title=title_of(self.rules)))
        self.pool = self._read_pool()
        self.scores = self._read_scores()
        self.ended_by = "out" if self.winner is not None else data.get("ended_by", "stock")
        if not isinstance(self.ended_by, str) or self.ended_by not in ENDINGS or (self.ended_by == "out") != (self.winner is not None):
            raise RummyError(msg("sc_ended_by"))
        self.current = self._seat(data.get("current", self.players[0]), "current")
        default_dealer = self.players[(self.current - 1) % n]
        self.dealer = self._seat(data.get("dealer", default_dealer), "dealer")
        self.phase = data.get("phase", Phase.DRAW)
        if self.phase not in TURN_PHASES:
            raise RummyError(msg("sc_phase"))
        rnd = data.get("round", 1)
        if not isinstance(rnd, int) or isinstance(rnd, bool) or not 1 <= rnd <= 10_000:
            raise RummyError(msg("sc_round"))
        self.turns = (rnd - 1) * n + (self.current - self.dealer - 1) % n

    # -- reading -----------------------------------------------------------------------
    @property
    def n(self) -> int:
        return len(self.players)

    def _read_rules(self) -> Rules:
        name, options = self._data.get("variant"), self._data.get("options", {})
        rules = read_rules(name, options, _KEYS)
        assert isinstance(name, str)  # read_rules refuses anything else
        self.variant, self.options = name, dict(options)
        return rules

    def _read_players(self) -> list[str]:
        return read_players(self._data.get("players"), self.rules)

    def _seat(self, name: Any, where: str) -> int:
        return seat_of(name, self.players, where)

    def _words(self, key: str) -> str:
        """Free text: one "text", or one per language ({ en = "…", de = "…" }); English."""
        value = self._data.get(key, "")
        if isinstance(value, dict) and isinstance(value.get("en"), str) \
                and set(value) <= {"en", "de"} and all(isinstance(v, str) for v in value.values()):
            self._texts[key] = value
            return value["en"]
        if not isinstance(value, str):
            raise RummyError(msg("sc_words", field=key))
        self._texts[key] = {"en": value}
        return value

    def text(self, key: str, lang: str = "en") -> str:
        """The ``title`` or ``description`` in ``lang`` (English where not written in it)."""
        texts = self._texts.get(key, {})
        return texts.get(lang) or texts.get("en", "")

    def _flag(self, key: str) -> bool:
        value = self._data.get(key, False)
        if not isinstance(value, bool):
            raise RummyError(msg("sc_flag", field=key))
        return value

    def _read_cards(self) -> None:
        """Parse every written card, then give each its physical copy."""
        data = self._data
        refs: list[_Ref] = []
        raw_melds = data.get("melds", [])
        if not isinstance(raw_melds, list):
            raise RummyError(msg("sc_melds_list"))
        self._melds: list[_MeldEntry] = []
        for i, raw in enumerate(raw_melds, 1):
            raw = check_keys(raw, _MELD_KEYS, msg("sc_where_meld_no", n=i))
            by = self._seat(raw.get("by"), msg("sc_where_meld_by", n=i))
            where = msg("where_meld", n=i, name=self.players[by])
            if "cards" not in raw:
                raise RummyError(msg("sc_meld_cards", where=where))
            if not (raw.get("jokers") is None or isinstance(raw["jokers"], str) or (
                    isinstance(raw["jokers"], list) and all(isinstance(j, str) for j in raw["jokers"]))):
                raise RummyError(msg("sc_meld_jokers", where=where))
            entry: _MeldEntry = {"by": by, "where": where, "cards": _refs(raw["cards"], where),
                                 "jokers": raw.get("jokers"), "layoffs": [], "swaps": []}
            for kind, keys in _ADDED:
                if not isinstance(raw.get(kind, []), list):
                    raise RummyError(msg("sc_added_list", where=where, kind=kind))
                for j, item in enumerate(raw.get(kind, []), 1):
                    w = msg(f"where_{kind}", n=j, meld=i)
                    item = check_keys(item, keys, w)
                    entry[kind].append({**item, "by": self._seat(item.get("by"),
                                                                 msg("at_where", where=w, reason="by")),
                                        "ref": _refs(item.get("card"), w, single=True)[0],
                                        "where": w})
            refs += entry["cards"] + [x["ref"] for k in ("layoffs", "swaps") for x in entry[k]]
            self._melds.append(entry)
        raw_hands = data.get("hands", {})
        if not isinstance(raw_hands, dict):
            raise RummyError(msg("sc_hands_table"))
        hand_refs = []
        for name, cards in raw_hands.items():
            seat = self._seat(name, "hands")
            hand_refs.append((seat, _refs(cards, msg("hand_of", name=name))))
        missing = [p for s, p in enumerate(self.players)
                   if p not in raw_hands and s != self.winner]
        if missing:
            raise RummyError(msg("sc_hand_missing", name=missing[0]))
        discard = _refs(data.get("discard", ""), "the discard pile")
        stock = _refs(data["stock"], "the stock") if "stock" in data else None
        refs += [r for _, rs in hand_refs for r in rs] + discard + (stock or [])
        self._assign(refs)
        self.hands: list[list[Card]] = [[] for _ in self.players]
        for seat, rs in hand_refs:
            self.hands[seat] = [r.card for r in rs]
        self.discard = [r.card for r in discard]
        self.stock = None if stock is None else [r.card for r in stock]

    def _assign(self, refs: list[_Ref]) -> None:
        """Number the copies: ``7H`` written twice becomes 7H and 7H.1 (two-deck games)."""
        decks, jokers = self.rules.decks_for(self.n)
        first: dict[Card, Any] = {}
        for ref in sorted(refs, key=lambda r: not r.explicit):
            card = ref.card
            if ref.explicit and card in first:
                raise RummyError(msg("sc_written_twice", where=ref.where, code=card.code,
                                     first=first[card]))
            if not ref.explicit:
                copy = next(k for k in range(len(refs) + 1)
                            if Card(card.rank, card.suit, k) not in first)
                card = ref.card = Card(card.rank, card.suit, copy)
            limit = jokers if card.is_joker else decks
            if self.strict and card.copy >= limit:
                raise RummyError(msg("at_where", where=ref.where,
                                     reason=self._too_many(card, first, limit)))
            first[card] = ref.where

    def _too_many(self, card: Card, first: dict[Card, Any], limit: int) -> Any:
        if card.is_joker and limit == 0:
            return msg("sc_no_jokers", title=title_of(self.rules))
        face = msg("card_joker") if card.suit is None else face_text(card.rank, card.suit)
        has = msg("sc_deck_has", n=limit, face=face)
        places = {str(w): w for c, w in first.items() if c.face == card.face}
        seen: Any = ""
        for name in sorted(places):  # each place in the asked language, joined by commas
            seen = places[name] if seen == "" else msg("comma_list", a=seen, b=places[name])
        if not places:
            return msg("sc_no_such_copy", code=card.code, has=has)
        hint: Any = ""
        if card.is_joker and any(m["swaps"] for m in self._melds):
            hint = msg("sc_swapped_joker_hint")
        return msg("sc_one_too_many", face=face, has=has, seen=seen, hint=hint)

    # -- the table ---------------------------------------------------------------------
    def _left_out(self, err: RummyError, what: str) -> None:
        if self.strict:
            raise err
        self.notes.append(msg("note_left_out", reason=err.reason, what=msg(what),
                              title=title_of(self.rules)))

    def _meld(self, i: int, m: _MeldEntry) -> TableMeld | None:
        where, by = m["where"], m["by"]
        try:
            res = check_meld([r.card for r in m["cards"]], self.rules, declare=m["jokers"])
        except RummyError as err:
            raise RummyError(msg("sc_meld_jokers_bad", where=where, reason=err.reason)) from None
        try:
            if not res:
                raise RummyError(msg("at_where", where=where, reason=res.reason))
            if res.ambiguous:
                labels, declarations = zip(*res.choices())
                raise RummyError(msg("scenario_which_reading", where=where,
                                     example=declarations[0], readings=one_of(list(labels))))
        except RummyError as err:
            self._left_out(err, "left_out_meld")
            return None
        reading = res.reading
        assert reading is not None  # a legal meld with one reading (checked above)
        placed = tuple(Placed(p.card, p.rank, p.suit, by) for p in reading.placed)
        meld = TableMeld(i - 1, reading.kind, by, placed)
        for lo in m["layoffs"]:
            try:
                meld = self._layoff(meld, lo)
            except RummyError as err:
                self._left_out(err, "left_out_layoff")
        for sw in m["swaps"]:
            swap = check_swap(sw["ref"].card, meld, self.rules)
            if not swap:
                self._left_out(RummyError(msg("at_where", where=sw["where"], reason=swap.reason)),
                               "left_out_swap")
                continue
            assert swap.joker is not None  # a possible swap names its joker
            meld = meld.with_swap(sw["ref"].card, self.rules, by=sw["by"])
            self._taken.append((sw["by"], swap.joker))
        return meld

    def _layoff(self, meld: TableMeld, lo: dict) -> TableMeld:
        card, where, end = lo["ref"].card, lo["where"], lo.get("end")
        if end not in (None, "low", "high") or (end and meld.kind == "set"):
            raise RummyError(msg("sc_end", where=where))
        stands = _refs(lo["as"], msg("at_where", where=where, reason="as"), single=True)[0].card \
            if "as" in lo else None
        if stands is not None and (not card.is_joker or stands.is_joker):
            raise RummyError(msg("sc_as", where=where))
        options = layoff_options(card, meld, self.rules)
        if not options:
            raise RummyError(msg("at_where", where=where,
                                 reason=check_layoff(card, meld, self.rules).reason))
        options = [o for o in options if (end is None or o.end == end) and (
            stands is None or (o.suit == stands.suit and card_rank(o.rank) == stands.rank))]
        if not options:
            raise RummyError(msg("sc_no_fit_end" if end else "sc_no_fit", where=where, card=card,
                                 end=end or "", meld=meld))
        if len(options) > 1:
            if card.is_joker:
                faces = one_of([face_text(o.rank, o.suit) for o in options])
                raise RummyError(msg("sc_say_as", where=where, faces=faces))
            raise RummyError(msg("sc_both_ends", where=where, card=card, meld=meld))
        option = options[0]
        return meld.with_layoff(card, self.rules, end=option.end, rank=option.rank,
                                suit=option.suit, by=lo["by"])

    def _check_hands(self) -> None:
        for seat, hand in enumerate(self.hands):
            name = self.players[seat]
            if seat == self.winner and hand:
                swapped = msg("sc_swap_stays") if any(s == seat for s, _ in self._taken) else ""
                raise RummyError(msg("sc_out_but_holds", name=name,
                                     cards=" ".join(map(str, hand)), swapped=swapped))
            if seat != self.winner and not hand:
                raise RummyError(msg("sc_empty_means_out", name=name))
            if not self.strict and not self.rules.has_jokers and any(c.is_joker for c in hand):
                self.notes.append(msg("note_joker_counts", name=name, title=title_of(self.rules),
                                      value=self.rules.joker_value))

    def _read_pool(self) -> int | None:
        pool = self._data.get("pool")
        if pool is None or not self.strict and self.rules.pool_size == 0:
            return None
        if not isinstance(pool, int) or isinstance(pool, bool) or not 0 <= pool <= 10**9:
            raise RummyError(msg("sc_pool"))
        if self.rules.pool_size == 0:
            raise RummyError(msg("sc_no_pool", points=pool, title=title_of(self.rules)))
        return pool

    def _read_scores(self) -> list[int]:
        raw = self._data.get("scores", [0] * self.n)
        if isinstance(raw, dict):
            for name in raw:
                self._seat(name, "scores")
            raw = [raw.get(p, 0) for p in self.players]
        if not (isinstance(raw, list) and len(raw) == self.n
                and all(isinstance(s, int) and not isinstance(s, bool) and abs(s) <= 10**9
                        for s in raw)):
            raise RummyError(msg("sc_scores", n=self.n))
        return list(raw)

    # -- using it ----------------------------------------------------------------------
    def score(self) -> HandResult:
        """Score the hand as it stands (see :func:`rummy_lab.core.scoring.score_cards`)."""
        return score_cards(self.rules, self.hands, self.table, how=self.ended_by,
                           winner=self.winner, romme=self.romme, scores=self.scores,
                           pool=self.pool)

    def score_table(self):
        """One row per player: placed, in hand, Rommé bonus, pool, points, total."""
        import pandas as pd

        res = self.score()
        rows = [{"player": p, "placed": s.placed, "in hand": s.in_hand,
                 "Rommé bonus": s.romme_bonus, "pool": s.pool, "points": s.points,
                 "total": res.totals[i]} for i, (p, s) in enumerate(zip(self.players, res.seats))]
        return pd.DataFrame(rows)

    def with_variant(self, name: str, **options: Any) -> Scenario:
        """The same cards under another variant; what its rules forbid is left out (see
        ``notes``). ``cutthroat=True`` works as in :func:`~rummy_lab.core.variants.variant`."""
        return Scenario(self._data, variant(name, **options))

    def compare(self, names=("basic", "rummy500", "pool500")):
        """Points per player (rows) under each variant (columns), side by side."""
        import pandas as pd

        data = {}
        for name in names:
            other = self.with_variant(name)
            data[other.rules.title] = list(other.score().points)
        return pd.DataFrame(data, index=pd.Index(self.players, name="player"))

    def to_position(self) -> dict:
        """The position dict of :mod:`rummy_lab.core.positions` for this scenario."""
        pos = {"hand": 1, "dealer": self.dealer, "current": self.current, "phase": self.phase,
               "hands": [[c.code for c in h] for h in self.hands],
               "table": [{"owner": m.owner, "kind": m.kind,
                          "cards": [[p.card.code, p.rank, p.suit.value, p.by] for p in m.placed]}
                         for m in self.table],
               "discard": [c.code for c in self.discard], "scores": list(self.scores),
               "pool": self.rules.pool_size if self.pool is None else self.pool,
               "turns": self.turns}
        if self.stock is not None:
            pos["stock"] = [c.code for c in reversed(self.stock)]
        return pos

    def game(self, seed: int = 0):
        """A :class:`~rummy_lab.core.game.Game` starting from this position, to play on."""
        from ..core.game import Game

        if self.winner is not None:
            raise RummyError(msg("sc_over", name=self.players[self.winner]))
        return Game(self.rules, self.players, seed, self.dealer, start=self.to_position())

    def __repr__(self) -> str:
        out = "nobody out" if self.winner is None else f"{self.players[self.winner]} out"
        return (f"<Scenario {self.title or self.rules.name} · {', '.join(self.players)} · "
                f"{len(self.table)} melds · {out}>")
