"""Sets and runs on the table: what is a legal meld, lay-off or joker swap, and why not.

A meld on the table is a :class:`TableMeld`: an ordered tuple of :class:`Placed`
cards, each with the card it *stands for* (a joker's declared identity; a high ace
stands for rank 14) and the seat that placed it. Finding the melds a hand can make is
:mod:`.meld_enum`'s; naming cards and melds in words is :mod:`.words`'.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..i18n.messages import msg, one_of
from .cards import SUITS, Card, Suit, parse_card, parse_cards, suit_of
from .display import ShowsAsHtml
from .errors import RummyError
from .meld_enum import hand_melds, iter_hand_melds, meld_readings
from .meld_types import Placed, Reading, ace_position, joker_key, placed_value, set_order
from .runs import HIGH_ACE, LOW_ACE, card_rank, run_window
from .variants import Rules
from .words import cards_str, face_text, rank_plural

__all__ = ["Placed", "TableMeld", "Reading", "MeldCheck", "LayoffOption", "LayoffCheck",
           "layoff_targets", "hand_melds", "iter_hand_melds", "meld_readings",
           "SwapCheck", "check_meld", "layoff_options", "check_layoff",
           "check_swap", "meld_value", "placed_value", "ace_position", "validate_table_meld",
           "reading_label"]


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

    def with_layoff(self, card: Card, rules: Rules, *, end: str | None = None,
                    rank: int | None = None, suit: Suit | None = None,
                    by: int = -1) -> TableMeld:
        """This meld with ``card`` laid off by seat ``by``. ``end`` ('low'/'high'),
        ``rank`` (the position it stands for, 14 = high ace) and ``suit`` pick one way
        when several fit. Raises :class:`RummyError` with the reason when it does not fit
        or when the choice is left open."""
        options = [o for o in layoff_options(card, self, rules)
                   if (end is None or o.end == end) and (rank is None or o.rank == rank)
                   and (suit is None or o.suit == suit)]
        if not options:
            res = check_layoff(card, self, rules, end=end, suit=suit)
            raise RummyError(res.reason or msg("cannot_stand_there", card=card, meld=self))
        if len(options) > 1:
            choices = one_of([o.describe(card) for o in options])
            raise RummyError(msg("fits_several", card=card, choices=choices))
        option = options[0]
        return self.grown(Placed(card, option.rank, option.suit, by))

    def grown(self, new: Placed) -> TableMeld:
        """This meld with ``new`` added, unchecked (a set keeps suit order; a run grows at
        the end ``new.rank`` belongs to). :meth:`with_layoff` checks first."""
        if self.kind == "set":
            placed = tuple(sorted(self.placed + (new,), key=set_order))
        elif new.rank < self.low:
            placed = (new,) + self.placed
        else:
            placed = self.placed + (new,)
        return TableMeld(self.id, self.kind, self.owner, placed)

    def swapped(self, index: int, card: Card, by: int) -> TableMeld:
        """This meld with ``card`` (placed by ``by``) in place of the card at ``index``,
        unchecked; :meth:`with_swap` checks first."""
        old = self.placed[index]
        placed = list(self.placed)
        placed[index] = Placed(card, old.rank, old.suit, by)
        return TableMeld(self.id, self.kind, self.owner, tuple(placed))

    def with_swap(self, card: Card, rules: Rules, *, by: int = -1) -> TableMeld:
        """This meld with natural ``card`` (placed by seat ``by``) in place of the joker
        standing for it; ``check_swap(card, meld, rules).joker`` is the joker taken.
        Raises :class:`RummyError` with the reason when the swap is not allowed."""
        res = check_swap(card, self, rules)
        if not res:
            raise RummyError(res.reason)
        return self.swapped(res.index, card, by)



@dataclass(frozen=True)
class MeldCheck:
    """Result of :func:`check_meld`. Truthy when the cards form a meld."""

    ok: bool
    kind: str | None = None
    reason: str = ""
    readings: tuple[Reading, ...] = ()
    rules: Rules | None = field(default=None, repr=False, compare=False)

    def __bool__(self) -> bool:
        return self.ok

    def choices(self) -> list[tuple[str, str]]:
        """(label, declaration) of every reading: its name for a learner (the jokers'
        cards; an ace low or high with what it counts when only that tells them apart)
        and what to write in ``declare`` to pick it."""
        rules = self.rules or Rules()
        return [(reading_label(r, self.readings, rules), _declaration(r, self.readings))
                for r in self.readings]

    def choice(self) -> str:
        """The reason to give when the meld is ambiguous: every reading, told apart, and
        what to declare."""
        labels, declarations = zip(*self.choices())
        return msg("declare_reading", options=one_of(list(labels)), example=declarations[0])

    @property
    def ambiguous(self) -> bool:
        """More than one reading: the player must say what the jokers stand for (or
        where the ace stands): see :meth:`choice`."""
        return len(self.readings) > 1

    @property
    def reading(self) -> Reading | None:
        return self.readings[0] if len(self.readings) == 1 else None



# Words that declare where the ace of a run stands (declare="high" or "AS high").
ACE_WORDS = {"low": LOW_ACE, "high": HIGH_ACE, "tief": LOW_ACE, "niedrig": LOW_ACE,
             "hoch": HIGH_ACE}


def _parse_declare(declare) -> tuple[list[tuple[int, Suit]], int | None]:
    """(joker faces, declared ace position or None) from ``declare``."""
    if declare is None:
        return [], None
    items = declare.split() if isinstance(declare, str) else list(declare)
    faces, ace = [], None
    for item in items:
        if isinstance(item, str) and item.strip().lower() in ACE_WORDS:
            ace = ACE_WORDS[item.strip().lower()]
            continue
        card = item if isinstance(item, Card) else parse_card(str(item))
        if card.is_joker:
            raise RummyError(msg("joker_declared_joker"))
        faces.append((card.rank, suit_of(card)))
    return faces, ace



def _matches(reading: Reading, faces: list[tuple[int, Suit]], ace: int | None) -> bool:
    if ace is not None and ace_position(reading) != ace:
        return False
    if not faces and ace is not None:
        return True
    return joker_key(reading) == sorted((r, SUITS.index(s)) for r, s in faces)


def check_meld(cards, rules: Rules, declare=None) -> MeldCheck:
    """Can ``cards`` be laid down as a new meld under ``rules``?

    ``declare`` names what the jokers stand for (``"8D"`` or ``["8D", "9D"]``) and,
    with the word ``low`` or ``high``, where the ace of a run stands (``"high"`` for
    2…A, ``"AS low"`` for a joker as a low ace) when more than one reading exists. The
    result carries ``ok``, ``kind``, every remaining reading and, when not ok, a
    learner-readable ``reason``; :meth:`MeldCheck.choice` asks for a declaration.
    """
    cards = list(parse_cards(cards))
    readings = meld_readings(cards, rules)
    if not readings:
        return MeldCheck(False, reason=_why_not_meld(cards, rules), rules=rules)
    faces, ace = _parse_declare(declare)
    if faces or ace is not None:
        n_jokers = sum(c.is_joker for c in cards)
        if len(faces) != n_jokers and (faces or ace is None):
            return MeldCheck(False, reason=msg("declare_each", n=n_jokers), rules=rules)
        readings = [r for r in readings if _matches(r, faces, ace)]
        if not readings:
            said = " ".join(face_text(*f) for f in faces)
            if ace is None:
                reason = msg("jokers_cannot_be", faces=said)
            elif faces:
                reason = msg("jokers_ace_cannot_be", faces=said, word=msg(_ACE_WORD[ace]))
            else:
                reason = msg("ace_cannot_be", word=msg(_ACE_WORD[ace]))
            return MeldCheck(False, reason=reason, rules=rules)
    kinds = {r.kind for r in readings}
    return MeldCheck(True, kind=readings[0].kind if len(kinds) == 1 else None,
                     readings=tuple(readings), rules=rules)


_ACE_WORD = {LOW_ACE: "word_ace_low", HIGH_ACE: "word_ace_high"}


def reading_label(reading: Reading, others: tuple[Reading, ...], rules: Rules):
    """A learner's name for ``reading`` among ``others``: the jokers' cards and, when
    that does not tell them apart, where the ace stands and what it counts."""
    faces = " ".join(reading.joker_faces)
    ace = ace_position(reading)
    twins = [r for r in others if joker_key(r) == joker_key(reading)]
    if ace is None or len(twins) < 2:
        return faces or str(reading)
    first, last = reading.placed[0], reading.placed[-1]
    span = dict(word=msg(_ACE_WORD[ace]), ace=face_text(LOW_ACE, first.suit),
                first=face_text(first.rank, first.suit), last=face_text(last.rank, last.suit))
    holder = next(p for p in reading.placed if p.rank == ace)
    if holder.is_joker:
        return msg("reading_joker_ace", **span)
    return msg("reading_ace", value=placed_value(holder, "run", rules), **span)


def _declaration(reading: Reading, others: tuple[Reading, ...]):
    """What to write in ``declare`` to pick ``reading``."""
    faces = " ".join(face_text(card_rank(p.rank), p.suit) for p in reading.placed
                     if p.is_joker)
    ace = ace_position(reading)
    if ace is None or len([r for r in others if joker_key(r) == joker_key(reading)]) < 2:
        return faces
    return msg("declare_ace", faces=faces + " " if faces else "", word=msg(_ACE_WORD[ace]))



def _why_not_meld(cards: list[Card], rules: Rules) -> str:
    text = cards_str(cards)
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


def _turns_corner(ranks: list[int], length: int) -> bool:
    """Would these ranks make a run only by going round the corner (K-A-2)?"""
    return length <= 13 and any(all((r - start) % 13 < length for r in ranks)
                                for start in range(1, 14))


def _why_not_run(naturals: list[Card], jokers: int, rules: Rules, text: str) -> str:
    if len(naturals) + jokers < rules.run_min:
        return msg("run_too_short", cards=text, n=rules.run_min)
    ranks = sorted(c.rank for c in naturals)
    if len(set(ranks)) != len(ranks):
        return msg("run_same_rank", cards=text)
    window = run_window(rules)
    if LOW_ACE in ranks and max(ranks) >= 11 and min(r for r in ranks if r != 1) >= 11 - jokers:
        if not window.ace_high:
            return msg("ace_low", cards=text)
    if _turns_corner(ranks, len(naturals) + jokers):
        return msg("corner", cards=text)
    suit = suit_of(naturals[0])
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
        return [LayoffOption(meld.id, None, meld.rank, suit_of(card))]
    if not card.is_joker and card.suit != meld.suit:
        return []
    return [LayoffOption(meld.id, end, p, meld.suit)
            for end, p in run_window(rules).ends(meld.low, meld.high)
            if card.is_joker or card.rank == card_rank(p)]


def layoff_targets(meld: TableMeld, rules: Rules) -> dict[tuple, list[LayoffOption]]:
    """For natural cards: face → the ways a card of that face can join ``meld``.

    Melds are immutable, so the answer is kept on the meld (per rules)."""
    cache = meld.__dict__.setdefault("_targets", {})
    found = cache.get(rules)
    if found is None:
        found = cache[rules] = _layoff_targets(meld, rules)
    return found


def _layoff_targets(meld: TableMeld, rules: Rules) -> dict[tuple, list[LayoffOption]]:
    out: dict[tuple, list[LayoffOption]] = {}
    if meld.kind == "set":
        if len(meld) < rules.set_max:
            used = {p.suit for p in meld.placed}
            for s in SUITS:
                if not (rules.set_distinct_suits and s in used):
                    out[(meld.rank, s)] = [LayoffOption(meld.id, None, meld.rank, s)]
        return out
    for end, p in run_window(rules).ends(meld.low, meld.high):
        out.setdefault((card_rank(p), meld.suit), []).append(
            LayoffOption(meld.id, end, p, meld.suit))
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
    if card.is_joker and not rules.has_jokers:
        return msg("no_jokers_here")
    if meld.kind == "set":
        if len(meld) >= rules.set_max:
            return msg("set_full", meld=meld, n=rules.set_max)
        if card.rank != meld.rank:
            return msg("wrong_rank_set", card=card, ranks=rank_plural(meld.rank))
        holder = next(p for p in meld.placed if p.suit == card.suit)
        if holder.is_joker and rules.joker_swap:
            return msg("swap_instead", meld=meld, card=card)
        return msg("suit_taken", meld=meld, face=face_text(meld.rank, suit_of(card)))
    window = run_window(rules)
    ends = window.ends(meld.low, meld.high)
    if card.is_joker:  # a joker fits any open end: none is open
        return msg("run_full", meld=meld, n=len(meld))
    if card.suit != meld.suit:
        return msg("wrong_suit", card=card, meld=meld, suit=meld.suit.word[:-1])
    joker_here = next((p for p in meld.placed
                       if p.is_joker and card_rank(p.rank) == card.rank), None)
    if joker_here is not None and rules.joker_swap:
        return msg("swap_instead", meld=meld, card=card)
    if not ends:
        return msg("run_full", meld=meld, n=len(meld))
    if card.rank == LOW_ACE and meld.high == 13 and not window.ace_high:
        return msg("ace_after_king", card=card)
    if card.rank == 2 and meld.high == HIGH_ACE or card.rank == 13 and meld.low == LOW_ACE:
        return msg("corner_layoff")
    return msg("no_fit", card=card, meld=meld,
               ends=" / ".join(face_text(p, meld.suit) for _, p in ends))


# -- joker swap ----------------------------------------------------------------------

@dataclass(frozen=True)
class SwapCheck:
    """Result of :func:`check_swap`: the ``index`` of the joker in the meld, and the ``joker``."""

    ok: bool
    reason: str = ""
    index: int = -1
    joker: Card | None = None

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
        if p.is_joker and p.suit == card.suit and card_rank(p.rank) == card.rank:
            return SwapCheck(True, index=i, joker=p.card)
    if not any(p.is_joker for p in meld.placed):
        return SwapCheck(False, msg("no_joker", meld=meld))
    stands = ", ".join(face_text(p.rank, p.suit) for p in meld.placed if p.is_joker)
    return SwapCheck(False, msg("joker_is", meld=meld, faces=stands, card=card))


def meld_value(meld: TableMeld, rules: Rules, by: int | None = None) -> int:
    """Points of the cards in ``meld`` (only those placed by seat ``by`` if given)."""
    return sum(placed_value(p, meld.kind, rules) for p in meld.placed if by is None or p.by == by)




def validate_table_meld(meld: TableMeld, rules: Rules) -> str | None:
    """Why a meld given as data (a scenario, a position) is impossible, or None."""
    placed = meld.placed
    for p in placed:
        if not p.is_joker and p.suit != p.card.suit:
            return msg("cannot_stand_for", card=p.card, face=face_text(p.rank, p.suit))
        if not p.is_joker and p.card.rank != card_rank(p.rank):
            return msg("cannot_stand_for", card=p.card, face=face_text(p.rank, p.suit))
    if not any(not p.is_joker for p in placed):
        return msg("needs_natural")
    if meld.kind == "set":
        set_ranks = {p.rank for p in placed}
        suits = [p.suit for p in placed]
        if (len(set_ranks) != 1 or not rules.set_min <= len(placed) <= rules.set_max
                or HIGH_ACE in set_ranks):
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
    if not run_window(rules).fits(ranks[0], ranks[-1]):
        return msg("run_ace_rules", meld=meld, aces=msg(f"aces_{rules.ace_mode}"))
    return None
