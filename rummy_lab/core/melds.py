"""Sets and runs: what is a legal meld, lay-off or joker swap, and why not.

A meld on the table is a :class:`TableMeld`: an ordered tuple of :class:`Placed`
cards, each with the card it *stands for* (a joker's declared identity; a high ace
stands for rank 14) and the seat that placed it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations, combinations_with_replacement

from ..i18n.messages import msg
from .cards import SUITS, Card, Suit, parse_card, parse_cards, rank_name
from .display import ShowsAsHtml
from .errors import RummyError
from .variants import Rules

__all__ = ["Placed", "TableMeld", "Reading", "MeldCheck", "LayoffOption", "LayoffCheck",
           "layoff_targets",
           "SwapCheck", "check_meld", "meld_readings", "layoff_options", "check_layoff",
           "check_swap", "face_text", "meld_value"]


def face_text(rank: int, suit: Suit) -> str:
    return rank_name(rank) + suit.symbol


@dataclass(frozen=True, slots=True)
class Placed:
    """A card on the table and what it stands for (``rank`` 14 = high ace)."""

    card: Card
    rank: int
    suit: Suit
    by: int = -1

    @property
    def is_joker(self) -> bool:
        return self.card.is_joker

    def __str__(self) -> str:
        return str(self.card) if not self.card.is_joker else f"🃏({face_text(self.rank, self.suit)})"


@dataclass(frozen=True)
class Reading:
    """One legal way to read some cards as a meld: kind and every card's identity."""

    kind: str
    placed: tuple[Placed, ...]

    @property
    def joker_faces(self) -> tuple[str, ...]:
        return tuple(face_text(p.rank, p.suit) for p in self.placed if p.is_joker)

    def __str__(self) -> str:
        return " ".join(map(str, self.placed))


@dataclass(frozen=True)
class TableMeld(ShowsAsHtml):
    """A meld on the table. ``owner`` melded it; lay-offs record their own placer."""

    id: int
    kind: str
    owner: int
    placed: tuple[Placed, ...]

    @property
    def cards(self) -> list[Card]:
        return [p.card for p in self.placed]

    @property
    def suit(self) -> Suit:
        return self.placed[0].suit

    @property
    def rank(self) -> int:
        return self.placed[0].rank

    @property
    def low(self) -> int:
        return self.placed[0].rank

    @property
    def high(self) -> int:
        return self.placed[-1].rank

    def __len__(self) -> int:
        return len(self.placed)

    def __str__(self) -> str:
        return " ".join(map(str, self.placed))



@dataclass(frozen=True)
class MeldCheck:
    """Result of :func:`check_meld`. Truthy when the cards form a meld."""

    ok: bool
    kind: str | None = None
    reason: str = ""
    readings: tuple[Reading, ...] = ()

    def __bool__(self) -> bool:
        return self.ok

    @property
    def ambiguous(self) -> bool:
        """More than one reading: the player must say what the jokers stand for."""
        return len(self.readings) > 1

    @property
    def reading(self) -> Reading | None:
        return self.readings[0] if len(self.readings) == 1 else None


# -- reading a group of cards as a meld ---------------------------------------------

def _low_high_window_ok(a: int, b: int, rules: Rules) -> bool:
    """Can a run cover ranks a..b (14 = high ace)?"""
    if a < 1 or b > (14 if rules.ace_high else 13):
        return False
    return not (a == 1 and b == 14)


def _run_readings(naturals: list[Card], jokers: list[Card], rules: Rules) -> list[Reading]:
    suit = naturals[0].suit
    length = len(naturals) + len(jokers)
    if length < rules.run_min or any(c.suit != suit for c in naturals):
        return []
    aces = [c for c in naturals if c.rank == 1]
    others = {c.rank: c for c in naturals if c.rank != 1}
    if len(others) + len(aces) != len(naturals) or len(aces) > 1:
        return []
    out = []
    for ace_rank in ((1, 14) if rules.ace_high else (1,)) if aces else (None,):
        pos = dict(others)
        if ace_rank is not None:
            pos[ace_rank] = aces[0]
        lo, hi = min(pos), max(pos)
        if hi - lo + 1 > length:
            continue
        for a in range(hi - length + 1, lo + 1):
            b = a + length - 1
            if not _low_high_window_ok(a, b, rules):
                continue
            spare = iter(jokers)
            placed = tuple(Placed(pos[r], r, suit) if r in pos else Placed(next(spare), r, suit)
                           for r in range(a, b + 1))
            out.append(Reading("run", placed))
    return out


def _set_readings(naturals: list[Card], jokers: list[Card], rules: Rules) -> list[Reading]:
    rank = naturals[0].rank
    size = len(naturals) + len(jokers)
    if any(c.rank != rank for c in naturals) or not rules.set_min <= size <= rules.set_max:
        return []
    suits = [c.suit for c in naturals]
    if rules.set_distinct_suits:
        if len(set(suits)) != len(suits):
            return []
        free = [s for s in SUITS if s not in suits]
        choices = combinations(free, len(jokers))
    else:
        choices = combinations_with_replacement(SUITS, len(jokers))
    out = []
    for chosen in choices:
        placed = [Placed(c, rank, c.suit) for c in naturals]
        placed += [Placed(j, rank, s) for j, s in zip(jokers, chosen)]
        placed.sort(key=lambda p: (SUITS.index(p.suit), p.is_joker, p.card.copy))
        out.append(Reading("set", tuple(placed)))
    return out


def meld_readings(cards: list[Card], rules: Rules) -> list[Reading]:
    """Every legal reading of ``cards`` as one new meld (empty list: not a meld)."""
    naturals = sorted((c for c in cards if not c.is_joker), key=Card.sort_key)
    jokers = sorted((c for c in cards if c.is_joker), key=lambda c: c.copy)
    if (not naturals or len(naturals) < rules.min_natural_cards
            or len(set(cards)) != len(cards) or (jokers and not rules.has_jokers)):
        return []
    return _set_readings(naturals, jokers, rules) + _run_readings(naturals, jokers, rules)


def _parse_faces(declare) -> list[tuple[int, Suit]]:
    if declare is None:
        return []
    items = declare.split() if isinstance(declare, str) else list(declare)
    faces = []
    for item in items:
        card = item if isinstance(item, Card) else parse_card(str(item))
        if card.is_joker:
            raise RummyError(msg("joker_declared_joker"))
        faces.append((card.rank, card.suit))
    return faces


def _matches(reading: Reading, faces: list[tuple[int, Suit]]) -> bool:
    got = sorted(((1 if p.rank == 14 else p.rank), SUITS.index(p.suit))
                 for p in reading.placed if p.is_joker)
    want = sorted((r, SUITS.index(s)) for r, s in faces)
    return got == want


def check_meld(cards, rules: Rules, declare=None) -> MeldCheck:
    """Can ``cards`` be laid down as a new meld under ``rules``?

    ``declare`` names what the jokers stand for (``"8D"`` or ``["8D", "9D"]``) when
    more than one reading exists. The result carries ``ok``, ``kind``, every remaining
    reading and, when not ok, a learner-readable ``reason``.
    """
    cards = list(parse_cards(cards))
    readings = meld_readings(cards, rules)
    if not readings:
        return MeldCheck(False, reason=_why_not_meld(cards, rules))
    faces = _parse_faces(declare)
    if faces:
        n_jokers = sum(c.is_joker for c in cards)
        if len(faces) != n_jokers:
            return MeldCheck(False, reason=msg("declare_each", n=n_jokers))
        readings = [r for r in readings if _matches(r, faces)]
        if not readings:
            return MeldCheck(False, reason=msg(
                "jokers_cannot_be", faces=" ".join(face_text(*f) for f in faces)))
    kinds = {r.kind for r in readings}
    return MeldCheck(True, kind=readings[0].kind if len(kinds) == 1 else None,
                     readings=tuple(readings))


def _cards_text(cards: list[Card]) -> str:
    return " ".join(map(str, cards))


def _why_not_meld(cards: list[Card], rules: Rules) -> str:
    text = _cards_text(cards)
    naturals = [c for c in cards if not c.is_joker]
    jokers = len(cards) - len(naturals)
    if len(set(cards)) != len(cards):
        return msg("same_physical", cards=text)
    if len(cards) < min(rules.set_min, rules.run_min):
        return msg("meld_too_small", n=min(rules.set_min, rules.run_min), cards=text,
                   count=len(cards))
    if jokers and not rules.has_jokers:
        return msg("no_jokers_here")
    if len(naturals) < max(1, rules.min_natural_cards):
        need = max(1, rules.min_natural_cards)
        return msg("need_naturals", cards=text, n=need)
    ranks = {c.rank for c in naturals}
    suits = {c.suit for c in naturals}
    if len(ranks) == 1:
        if len(cards) > rules.set_max:
            return msg("set_too_big", cards=text, n=rules.set_max)
        if len(cards) < rules.set_min:
            return msg("set_too_small", cards=text, n=rules.set_min)
        if rules.set_distinct_suits:
            return msg("set_suits", cards=text)
        return msg("not_a_set", cards=text)
    if len(suits) > 1:
        return msg("neither", cards=text)
    return _why_not_run(naturals, jokers, rules, text)


def _why_not_run(naturals: list[Card], jokers: int, rules: Rules, text: str) -> str:
    if len(naturals) + jokers < rules.run_min:
        return msg("run_too_short", cards=text, n=rules.run_min)
    ranks = sorted(c.rank for c in naturals)
    if len(set(ranks)) != len(ranks):
        return msg("run_same_rank", cards=text)
    if 1 in ranks and max(ranks) >= 11 and min(r for r in ranks if r != 1) >= 11 - jokers:
        if not rules.ace_high:
            return msg("ace_low", cards=text)
    if 1 in ranks and 2 in ranks and 13 in ranks:
        return msg("corner", cards=text)
    suit = naturals[0].suit
    present = set(ranks)
    lo, hi = min(ranks), max(ranks)
    missing = [face_text(r, suit) for r in range(lo, hi + 1) if r not in present]
    if missing and len(missing) > jokers:
        return msg("run_gap", cards=text, missing=" ".join(missing))
    return msg("not_a_run", cards=text)


# -- laying off onto a meld on the table --------------------------------------------

@dataclass(frozen=True)
class LayoffOption:
    """One way a card can join a meld: at which ``end`` of a run, standing for what."""

    meld_id: int
    end: str | None
    rank: int
    suit: Suit

    def describe(self, card: Card) -> str:
        where = msg(f"layoff_end_{self.end}") if self.end else msg("layoff_to_set")
        if card.is_joker:
            return msg("layoff_as", face=face_text(self.rank, self.suit), where=where)
        return where


@dataclass(frozen=True)
class LayoffCheck:
    ok: bool
    reason: str = ""
    options: tuple[LayoffOption, ...] = field(default_factory=tuple)

    def __bool__(self) -> bool:
        return self.ok


def layoff_options(card: Card, meld: TableMeld, rules: Rules) -> list[LayoffOption]:
    """Every way ``card`` can be laid off onto ``meld`` (empty: it does not fit)."""
    if card.is_joker and not rules.has_jokers:
        return []
    if meld.kind == "set":
        if len(meld) >= rules.set_max:
            return []
        used = {p.suit for p in meld.placed}
        if card.is_joker:
            suits = [s for s in SUITS if s not in used] if rules.set_distinct_suits else list(SUITS)
            return [LayoffOption(meld.id, None, meld.rank, s) for s in suits]
        if card.rank != meld.rank or (rules.set_distinct_suits and card.suit in used):
            return []
        return [LayoffOption(meld.id, None, meld.rank, card.suit)]
    out = []
    lo, hi, suit = meld.low, meld.high, meld.suit
    if card.is_joker or card.suit == suit:
        if _low_high_window_ok(lo - 1, hi, rules) and (card.is_joker or card.rank == lo - 1 or
                                                       (lo - 1 == 1 and card.rank == 1)):
            out.append(LayoffOption(meld.id, "low", lo - 1, suit))
        if _low_high_window_ok(lo, hi + 1, rules) and (card.is_joker or card.rank == hi + 1 or
                                                       (hi + 1 == 14 and card.rank == 1)):
            out.append(LayoffOption(meld.id, "high", hi + 1, suit))
    return out


def layoff_targets(meld: TableMeld, rules: Rules) -> dict[tuple, list[LayoffOption]]:
    """For natural cards: face → the ways a card of that face can join ``meld``.

    Melds are immutable, so the answer is kept on the meld (per rules object)."""
    cache = meld.__dict__.setdefault("_targets", {})
    found = cache.get(id(rules))
    if found is not None and found[0] is rules:
        return found[1]
    out = _layoff_targets(meld, rules)
    cache[id(rules)] = (rules, out)
    return out


def _layoff_targets(meld: TableMeld, rules: Rules) -> dict[tuple, list[LayoffOption]]:
    out: dict[tuple, list[LayoffOption]] = {}
    if meld.kind == "set":
        if len(meld) < rules.set_max:
            used = {p.suit for p in meld.placed}
            for s in SUITS:
                if not (rules.set_distinct_suits and s in used):
                    out[(meld.rank, s)] = [LayoffOption(meld.id, None, meld.rank, s)]
        return out
    lo, hi, suit = meld.low, meld.high, meld.suit
    if _low_high_window_ok(lo - 1, hi, rules):
        out.setdefault((1 if lo - 1 in (1, 14) else lo - 1, suit), []).append(
            LayoffOption(meld.id, "low", lo - 1, suit))
    if _low_high_window_ok(lo, hi + 1, rules):
        out.setdefault((1 if hi + 1 == 14 else hi + 1, suit), []).append(
            LayoffOption(meld.id, "high", hi + 1, suit))
    return out


def check_layoff(card, meld: TableMeld, rules: Rules, end: str | None = None,
                 suit=None) -> LayoffCheck:
    """Does ``card`` fit ``meld``? ``end`` ('low'/'high') or ``suit`` (a joker on a set)
    pick one option when several exist. The reason says why not, or which meld/end fits."""
    card = card if isinstance(card, Card) else parse_card(card)
    options = layoff_options(card, meld, rules)
    if not options:
        return LayoffCheck(False, _why_not_layoff(card, meld, rules))
    if end is not None:
        options = [o for o in options if o.end == end]
        if not options:
            return LayoffCheck(False, msg("no_fit_end", card=card, end=end, meld=meld))
    if suit is not None:
        suit = suit if isinstance(suit, Suit) else parse_card("2" + str(suit)).suit
        options = [o for o in options if o.suit == suit]
        if not options:
            return LayoffCheck(False, msg("joker_suit_bad", suit=suit.symbol, meld=meld))
    return LayoffCheck(True, options=tuple(options))


def _why_not_layoff(card: Card, meld: TableMeld, rules: Rules) -> str:
    if meld.kind == "set":
        if len(meld) >= rules.set_max:
            return msg("set_full", meld=meld, n=rules.set_max)
        if card.rank != meld.rank:
            return msg("wrong_rank", card=card, rank=rank_name(meld.rank))
        holder = next(p for p in meld.placed if p.suit == card.suit)
        if holder.is_joker and rules.joker_swap:
            return msg("swap_instead", meld=meld, card=card)
        return msg("suit_taken", meld=meld, face=face_text(meld.rank, card.suit))
    if card.suit != meld.suit:
        return msg("wrong_suit", card=card, meld=meld, suit=meld.suit.word[:-1])
    joker_here = next((p for p in meld.placed if p.is_joker and p.rank % 13 == card.rank % 13), None)
    if joker_here is not None and rules.joker_swap:
        return msg("swap_instead", meld=meld, card=card)
    if card.rank == 1 and meld.high == 13 and not rules.ace_high:
        return msg("ace_after_king", card=card)
    if card.rank == 1 and meld.low == 2 and meld.high == 14 or card.rank == 2 and meld.high == 14:
        return msg("corner_layoff")
    ends = [face_text(r, meld.suit) for r, ok in
            ((meld.low - 1, _low_high_window_ok(meld.low - 1, meld.high, rules)),
             (meld.high + 1, _low_high_window_ok(meld.low, meld.high + 1, rules))) if ok]
    if not ends:
        return msg("run_complete", meld=meld)
    return msg("no_fit", card=card, meld=meld, ends=" / ".join(ends))


# -- joker swap ----------------------------------------------------------------------

@dataclass(frozen=True)
class SwapCheck:
    ok: bool
    reason: str = ""
    index: int = -1

    def __bool__(self) -> bool:
        return self.ok


def check_swap(card, meld: TableMeld, rules: Rules) -> SwapCheck:
    """Can natural ``card`` replace a joker of ``meld`` (the joker going to the hand)?"""
    card = card if isinstance(card, Card) else parse_card(card)
    if not rules.joker_swap:
        return SwapCheck(False, msg("no_swap_variant"))
    if card.is_joker:
        return SwapCheck(False, msg("swap_natural"))
    for i, p in enumerate(meld.placed):
        if p.is_joker and p.suit == card.suit and p.rank % 13 == card.rank % 13:
            return SwapCheck(True, index=i)
    if not any(p.is_joker for p in meld.placed):
        return SwapCheck(False, msg("no_joker", meld=meld))
    stands = ", ".join(face_text(p.rank, p.suit) for p in meld.placed if p.is_joker)
    return SwapCheck(False, msg("joker_is", meld=meld, faces=stands, card=card))


def meld_value(meld: TableMeld, rules: Rules, by: int | None = None) -> int:
    """Points of the cards in ``meld`` (only those placed by seat ``by`` if given)."""
    return sum(placed_value(p, meld.kind, rules) for p in meld.placed if by is None or p.by == by)


def placed_value(p: Placed, kind: str, rules: Rules) -> int:
    return rules.card_value(p.card, low_ace_in_run=(kind == "run" and p.rank == 1))


def validate_table_meld(meld: TableMeld, rules: Rules) -> str | None:
    """Why a meld given as data (a scenario, a position) is impossible, or None."""
    placed = meld.placed
    for p in placed:
        if not p.is_joker and p.suit != p.card.suit:
            return msg("cannot_stand_for", card=p.card, face=face_text(p.rank, p.suit))
        if not p.is_joker and p.card.rank != p.rank % 13 and not (p.card.rank == 13 and p.rank == 13):
            return msg("cannot_stand_for", card=p.card, face=face_text(p.rank, p.suit))
    if not any(not p.is_joker for p in placed):
        return msg("needs_natural")
    if meld.kind == "set":
        ranks = {p.rank for p in placed}
        suits = [p.suit for p in placed]
        if len(ranks) != 1 or not rules.set_min <= len(placed) <= rules.set_max or 14 in ranks:
            return msg("not_a_set_of", meld=meld, low=rules.set_min, high=rules.set_max)
        if rules.set_distinct_suits and len(set(suits)) != len(suits):
            return msg("set_suits", cards=meld)
        return None
    if meld.kind != "run":
        return msg("unknown_meld_kind", kind=repr(meld.kind))
    ranks = [p.rank for p in placed]
    if len({p.suit for p in placed}) != 1 or len(placed) < rules.run_min:
        return msg("not_a_run_of", meld=meld, n=rules.run_min)
    if ranks != list(range(ranks[0], ranks[0] + len(ranks))):
        return msg("run_not_consecutive", meld=meld)
    if not _low_high_window_ok(ranks[0], ranks[-1], rules):
        return msg("run_ace_rules", meld=meld, aces=msg(f"aces_{rules.ace_mode}"))
    return None
