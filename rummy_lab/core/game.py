"""A game of several hands: deal, turns, applying actions, undo, the typed shortcuts.

The checks with their reasons live in :mod:`.checks`, the move listing in
:mod:`.listing` (both mixed into :class:`Game`), whether a turn can still end in
:mod:`.legality`, scoring in :mod:`.scoring`.

Every change goes through :meth:`Game.apply`, which first checks the action (raising
:class:`RummyError` with a learner-readable reason and changing nothing) and then
performs it and appends it to :attr:`Game.history`. Undo, replay and save/load all
rebuild the game from that log.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from itertools import repeat
from operator import is_

from ..i18n.messages import msg, one_of, title_of
from . import actions as act
from .actions import Action
from .cards import Card, card_index, holds, make_deck, parse_card, parse_cards
from .checks import ACTION_KINDS
from .display import ShowsAsHtml
from .errors import RummyError
from .legality import (
    table_with_meld,
    table_with_swap,
)
from .listing import GameListing
from .melds import (
    TableMeld,
    check_layoff,
    check_meld,
    check_swap,
)
from .phases import Phase
from .positions import position_parts
from .record import game_from_json, game_to_json
from .scoring import HandResult, score_hand
from .state import HandState, TurnState
from .variants import Rules

__all__ = ["Game", "TurnState"]

PHASES = tuple(Phase)


class Game(GameListing, ShowsAsHtml):
    """A Rummy game under ``rules`` for ``players`` (a count or a list of names).

    ``seed`` makes the deals (and reshuffles) reproducible; the seat left of the
    dealer starts. Read the state through properties, act with :meth:`apply` or the
    shortcuts (:meth:`draw`, :meth:`take`, :meth:`meld`, :meth:`lay_off`,
    :meth:`swap`, :meth:`discard`).
    """

    def __init__(self, rules: Rules, players: int | list[str] = 2, seed: int | None = None,
                 dealer: int = 0, start: dict | None = None):
        names = [f"Player {i + 1}" for i in range(players)] if isinstance(players, int) \
            else [str(p) for p in players]
        n = len(names)
        if not rules.min_players <= n <= rules.max_players:
            raise RummyError(msg("player_count", title=title_of(rules), low=rules.min_players,
                                 high=rules.max_players, n=n))
        if len(set(names)) != n or any(not p.strip() for p in names):
            raise RummyError(msg("names_distinct"))
        if not isinstance(dealer, int) or not 0 <= dealer < n:
            raise RummyError(msg("dealer_seat", last=n - 1))
        self.rules = rules
        self.players = names
        decks, jokers = rules.decks_for(n)
        self._twins_possible = decks > 1 or jokers > 1  # two cards of one face can meet
        self.seed = random.SystemRandom().randrange(2**31) if seed is None else int(seed)
        self.first_dealer = dealer
        self.start = start
        self.history: list[Action] = []
        #: (length of the history, salt) where the stock was shuffled anew (:meth:`reshuffle`)
        self.reshuffles: list[tuple[int, int]] = []
        self.actors: list[int] = []        # the seat that took each action of the history
        self.refusals: list[tuple[int, int, str]] = []  # (history length, seat, reason) refused
        self._hand_start = 0               # index in the history where this hand began
        self._offered = None
        self._listed_at = ()
        self.results: list[HandResult] = []
        self.scores = [0] * n
        self.winners: list[int] = []
        self._rng = random.Random(self.seed)
        self.pool = rules.pool_size
        if start is None:
            self._deal(1, dealer)
        else:
            parts = position_parts(self, start)
            self.current, self.scores = parts.pop("current"), parts.pop("scores")
            self.hand = HandState(parts.pop("hand"), parts.pop("dealer"), **parts, rebuilds=0,
                                  next_meld_id=len(parts["table"]))
            self.phase = Phase(start.get("phase", Phase.DRAW))
            self.turn = self._new_turn()

    # -- basic facts -------------------------------------------------------------------
    @property
    def hands(self) -> list[list[Card]]:
        return self.hand.hands

    @property
    def stock(self) -> list[Card]:
        return self.hand.stock

    @property
    def discard_pile(self) -> list[Card]:
        return self.hand.discard

    @property
    def table(self) -> list[TableMeld]:
        return self.hand.table

    @property
    def dealer(self) -> int:
        return self.hand.dealer

    @property
    def hand_number(self) -> int:
        return self.hand.number

    @property
    def round(self) -> int:
        """1-based round of the hand (a round is one turn of every player)."""
        return self.hand.turns // self.n + 1

    @property
    def over(self) -> bool:
        return self.phase == Phase.GAME_OVER

    def meld_by_id(self, meld_id: int) -> TableMeld:
        for m in self.hand.table:
            if m.id == meld_id:
                return m
        raise RummyError(msg("no_such_meld", meld=meld_id))

    # -- dealing -----------------------------------------------------------------------
    def _deal(self, number: int, dealer: int) -> None:
        r, n = self.rules, self.n
        deck = list(_fresh_deck(*r.decks_for(n)))
        self._rng.shuffle(deck)
        size = r.hand_size_for(n)
        hands: list[list[Card]] = [[] for _ in range(n)]
        for i in range(size * n):
            hands[(dealer + 1 + i) % n].append(deck.pop())
        discard = [deck.pop()] if r.upcard else []
        self.hand = HandState(number, dealer, hands, deck, discard, placed_any=[False] * n)
        self.current = (dealer + 1) % n
        self.phase = Phase.DRAW
        self.turn = self._new_turn()

    def _new_turn(self) -> TurnState:
        h = self.hand
        return TurnState(None, None, h.placed_any[self.current], bool(h.table))

    # -- card lookup ---------------------------------------------------------------------
    def resolve(self, text, seat: int | None = None) -> Card:
        """The physical card in ``seat``'s hand matching ``text`` (any copy)."""
        seat = self.current if seat is None else seat
        card = text if isinstance(text, Card) else parse_card(str(text))
        hand = self.hand.hands[seat]
        if holds(hand, card):
            return card
        for c in hand:
            if c.face == card.face:
                return c
        raise RummyError(msg("not_in_hand_of", card=card, player=self.players[seat]))

    # -- applying ------------------------------------------------------------------------
    def apply(self, action: Action) -> Game:
        """Check and perform ``action``; refused actions raise and change nothing."""
        # actions just listed for this very state passed the check already
        offered = self._offered
        if (offered is None or not any(map(is_, offered, repeat(action)))
                or not self._listing_is_current()):
            reason = self.check(action)
            if reason is not None:
                self.refusals.append((len(self.history), self.current, reason))
                raise RummyError(reason)
        self._offered = None
        seat = self.current
        _DOS[action.kind](self, action)
        self.history.append(action)
        self.actors.append(seat)
        return self

    def _do_draw(self, action: act.DrawStock) -> None:
        self.hand.hands[self.current].append(self.hand.stock.pop())
        self.phase = Phase.PLAY

    def _do_take(self, action: act.TakeDiscard) -> None:
        pile = self.hand.discard
        i = len(pile) - 1 if pile[-1] is action.card else card_index(pile, action.card)
        depth = len(pile) - 1 - i
        self.hand.hands[self.current].extend(pile[i:])
        del pile[i:]
        self.turn.taken = action.card
        if self._pick_obliged(depth):
            self.turn.obligation = action.card
        self.phase = Phase.PLAY

    def _placed(self) -> None:
        self.hand.placed_any[self.current] = True

    def _remove(self, cards) -> None:
        hand = self.hand.hands[self.current]
        for c in cards:
            del hand[card_index(hand, c)]
            if c is self.turn.obligation:
                self.turn.obligation = None

    def _do_meld(self, action: act.Meld) -> None:
        h = self.hand
        h.table[:] = table_with_meld(h.table, action.meld_kind, action.placed, self.current,
                                     h.next_meld_id)
        h.next_meld_id += 1
        self._remove(action.cards)
        self._placed()
        self._after_play()

    def _do_layoff(self, action: act.LayOff) -> None:
        self.hand.table[:] = self._table_with_layoff(action)
        self._remove([action.card])
        self._placed()
        self._after_play()

    def _do_swap(self, action: act.SwapJoker) -> None:
        meld = self._find_meld(action.meld)
        assert meld is not None, "checked by _check_swap"
        i = check_swap(action.card, meld, self.rules).index
        table, joker = table_with_swap(self.hand.table, meld.id, i, action.card, self.current)
        self.hand.table[:] = table
        self._remove([action.card])
        self.hand.hands[self.current].append(joker)
        self._placed()

    def _do_discard(self, action: act.Discard) -> None:
        hand = self.hand.hands[self.current]
        del hand[card_index(hand, action.card)]
        self.hand.discard.append(action.card)
        if not self.hand.hands[self.current]:
            self._end_hand("out", self.current)
        else:
            self._end_turn()

    def _do_end_turn(self, action: act.EndTurn) -> None:
        self._end_turn()

    def _do_end_hand(self, action: act.EndHand) -> None:
        self._end_hand("stock", None)

    def _do_next_hand(self, action: act.NextHand) -> None:
        self._deal(self.hand.number + 1, (self.hand.dealer + 1) % self.n)
        self._hand_start = len(self.history) + 1

    def hand_log(self) -> list[tuple[int, Action]]:
        """(seat, action) for every action of the hand in play: all public information
        (a draw from the stock does not name the card)."""
        start = self._hand_start
        return list(zip(self.actors[start:], self.history[start:]))

    def _after_play(self) -> None:
        if not self.hand.hands[self.current]:
            self._end_hand("out", self.current)

    # -- turn and hand flow -------------------------------------------------------------
    def _end_turn(self) -> None:
        r, h = self.rules, self.hand
        h.turns += 1
        if not h.stock and not self._rebuild_stock():
            return
        if r.max_rounds is not None and h.turns >= r.max_rounds * self.n:
            return self._end_hand("rounds", None, counted=True)
        if h.turns >= r.turn_cap:
            return self._end_hand("turn_cap", None, counted=True)
        self.current = (self.current + 1) % self.n
        self.phase = Phase.DRAW
        self.turn = self._new_turn()
        if not h.stock and (r.draw_from_discard == "none" or not h.discard):
            self._end_hand("stock", None)

    def _rebuild_stock(self) -> bool:
        """Apply the stock-exhaustion policy; False when it ended the hand."""
        r, h = self.rules, self.hand
        if r.stock_exhaustion == "end_hand":
            return True
        if r.max_turnovers is not None and h.rebuilds >= r.max_turnovers:
            self._end_hand("stock", None, counted=True)
            return False
        if r.stock_exhaustion == "turn_over":
            h.stock = h.discard[::-1]
            h.discard = []
        elif len(h.discard) > 1:
            h.stock = h.discard[:-1]
            self._rng.shuffle(h.stock)
            h.discard = h.discard[-1:]
        else:
            return True
        h.rebuilds += 1
        return True

    def _end_hand(self, how: str, winner: int | None, counted: bool = False) -> None:
        """Score the hand. The turn in play counts when it ended the hand mid-turn (going
        out); a turn that ended normally was ``counted`` already, a hand ended before the
        draw (EndHand, an empty stock) has no turn in play."""
        h = self.hand
        in_play = self.phase == Phase.PLAY and not counted
        result = score_hand(self, how, winner, h.turns + (1 if in_play else 0))
        self.results.append(result)
        self.scores = list(result.totals)
        self.pool = result.next_pool
        self.winners = self._game_winners()
        self.phase = Phase.GAME_OVER if self.winners else Phase.HAND_OVER

    def _game_winners(self) -> list[int]:
        r = self.rules
        reached = [i for i, s in enumerate(self.scores) if s >= r.target]
        if not reached:
            return []
        best = max(self.scores[i] for i in reached)
        top = [i for i in reached if self.scores[i] == best]
        if len(top) > 1 and r.tie_rule == "another_hand":
            return []
        return top

    # -- shortcuts that accept typed cards ----------------------------------------------
    def draw(self) -> Game:
        return self.apply(act.DrawStock())

    def take(self, card=None) -> Game:
        """Take the top discard, or ``card`` (and everything above it) where allowed."""
        pile = self.hand.discard
        if card is None:
            if not pile:
                raise RummyError(msg("discards_dead" if self.rules.draw_from_discard == "none"
                                     else "pile_empty"))
            return self.apply(act.TakeDiscard(pile[-1]))
        if isinstance(card, Card):
            match = card if card in pile else None
            want = card
        else:  # typed text names a copy only as "7H.1"; else take the topmost of that face
            want = parse_card(str(card))
            exact = "." in str(card)
            match = next((c for c in reversed(pile)
                          if (c == want if exact else c.face == want.face)), None)
        if match is None:
            raise RummyError(msg("not_in_pile", card=want))
        return self.apply(act.TakeDiscard(match))

    def meld(self, cards, declare=None) -> Game:
        """Meld typed cards, e.g. ``game.meld("5S JK 7S")``; ``declare`` names jokers."""
        resolved = self._resolve_many(cards)
        result = check_meld(resolved, self.rules, declare)
        if not result:
            raise RummyError(result.reason)
        if result.ambiguous:
            raise RummyError(result.choice())
        rd = result.reading
        assert rd is not None, "one reading: neither refused nor ambiguous"
        return self.apply(self._typed(act.Meld(rd.kind, rd.placed), cards))

    def lay_off(self, card, meld_id: int, end: str | None = None, suit=None) -> Game:
        c = self.resolve(card)
        res = check_layoff(c, self.meld_by_id(meld_id), self.rules, end=end, suit=suit)
        if not res:
            raise RummyError(res.reason)
        if len(res.options) > 1:
            choices = one_of([o.describe(c) for o in res.options])
            raise RummyError(msg("fits_several", card=c, choices=choices))
        opt = res.options[0]
        return self.apply(self._typed(act.LayOff(c, meld_id, opt.rank, opt.suit), card))

    def swap(self, card, meld_id: int) -> Game:
        return self.apply(self._typed(act.SwapJoker(self.resolve(card), meld_id), card))

    def discard(self, card) -> Game:
        """Discard a card; typed text picks a copy that may be discarded, if any."""
        return self.apply(self._typed(act.Discard(self.resolve(card)), card))

    def _typed(self, action: Action, typed) -> Action:
        """For typed text (not Card objects), the first copy-variant of ``action`` that is
        legal, e.g. the copy of 8♠ just taken from the pile; else ``action`` (its check
        gives the reason)."""
        if isinstance(typed, Card) or (isinstance(typed, (list, tuple))
                                       and all(isinstance(c, Card) for c in typed)):
            return action
        return (self._first_legal(action) or [action])[0]

    def next_hand(self) -> Game:
        return self.apply(act.NextHand())

    def _resolve_many(self, cards) -> list[Card]:
        out: list[Card] = []
        hand = list(self.hand.hands[self.current])
        for want in parse_cards(cards):
            match = want if want in hand else next((c for c in hand if c.face == want.face), None)
            if match is None:
                raise RummyError(msg("not_in_hand", card=want))
            hand.remove(match)
            out.append(match)
        return out

    # -- history ---------------------------------------------------------------------------
    def reshuffle(self, salt: int) -> Game:
        """Shuffle the unseen stock anew, and draw every later deal, from ``seed`` and
        ``salt``; recorded in :attr:`reshuffles` (saved and replayed with the game). A
        resumed save thus does not show again what a draw showed before."""
        if not isinstance(salt, int) or isinstance(salt, bool) or not 0 <= salt < 2**64:
            raise RummyError(msg("reshuffle_salt"))
        self._rng = random.Random(f"{self.seed}:{salt}")
        self._rng.shuffle(self.hand.stock)
        self.reshuffles.append((len(self.history), salt))
        self._offered = None
        return self

    @classmethod
    def replay(cls, rules: Rules, players, seed: int, actions, dealer: int = 0,
               start: dict | None = None, reshuffles=()) -> Game:
        """A new game with ``actions`` applied, the stock reshuffled where ``reshuffles``
        says ((history length, salt) pairs, in order)."""
        game = cls(rules, players, seed, dealer, start)
        todo = list(reshuffles)
        for a in [*actions, None]:
            while todo and todo[0][0] == len(game.history):
                game.reshuffle(todo.pop(0)[1])
            if a is not None:
                game.apply(a)
        if todo:
            raise RummyError(msg("reshuffle_salt"))
        return game

    def undo(self, steps: int = 1) -> Game:
        """Take back the last ``steps`` actions (the game is rebuilt from its log)."""
        if steps < 1 or steps > len(self.history):
            raise RummyError(msg("nothing_to_undo") if not self.history
                             else msg("undo_limit", n=len(self.history)))
        keep = len(self.history) - steps
        rebuilt = Game.replay(self.rules, self.players, self.seed, self.history[:keep],
                              self.first_dealer, self.start,
                              [r for r in self.reshuffles if r[0] <= keep])
        rebuilt.refusals = self.refusals  # the refusals met stay on record
        self.__dict__.update(rebuilt.__dict__)
        return self

    def to_json(self, **kw) -> str:
        return game_to_json(self, **kw)

    @classmethod
    def from_json(cls, text: str) -> Game:
        return game_from_json(text, cls)

    # -- views and tables ------------------------------------------------------------------
    def view(self, seat: int):
        from .views import seat_view

        return seat_view(self, seat)

    def hand_table(self):
        from ..present.tables import hand_table

        return hand_table(self)

    def score_table(self):
        from ..present.tables import score_table

        return score_table(self)

    def __repr__(self) -> str:
        return (f"<Game {self.rules.name} · {', '.join(self.players)} · hand {self.hand_number}"
                f" · {self.phase} · scores {self.scores}>")


_DECKS: dict[tuple[int, int], tuple[Card, ...]] = {}


def _fresh_deck(decks: int, jokers: int) -> tuple[Card, ...]:
    """:func:`make_deck` (sorted, before the shuffle), built once per size: cards are
    interned, so every game's deck holds the same card objects anyway."""
    deck = _DECKS.get((decks, jokers))
    if deck is None:
        deck = _DECKS[(decks, jokers)] = tuple(make_deck(decks, jokers))
    return deck


_DOS: dict[str, Callable] = {k: getattr(Game, f"_do_{k}") for k in ACTION_KINDS}        # action kind -> what it does
