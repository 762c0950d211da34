"""The exact branch and bound over packed hands (memoised values, cheap and LP bounds)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .. import lp_bound
from .limit import CHECK_EVERY, Limit, OutOfTime
from .moves import FACE_BITS, LP_CARDS, SCALE, Gains, Layout, Move, release

NO_BETA = 1 << 62  # no upper bar: the search gives exact values above its alpha
FIRST_TURN = 1500  # search nodes of each first turn (branching direction and move order)


class _Turn(Exception):
    """This direction's turn is over (the search goes on in the other direction)."""


class Search:
    """Branch and bound on the lowest held face, aces last (or the highest: see
    :meth:`value`): play a move that holds it, or leave one copy. Exact values are
    memoised; a state whose value was only bounded (it could not beat the best already
    found) is remembered with that bound. Both are facts about the state, whatever face
    a search branched on.

    The optimistic bound is the smaller of two. One: the best gain of every card still
    held, except that cards that only ever meld with a joker ("needy" faces) count for at
    most ``rescue`` per joker held (the most needy gain one joker ever brings into a
    move). Two, for hands of :data:`LP_CARDS` cards or more: the sum of the cards'
    LP prices (:mod:`rummy_lab.ai.lp_bound`), which bound every part of the hand.
    """

    def __init__(self, lay: Layout, moves: list[Move], rooms: list[int], gains: Gains):
        self.lay, self.moves = lay, moves
        self.face_bound = [max(0, gains.table[r, False], gains.table[r, r == 1])
                           for r, _ in lay.faces]
        self.joker_bound = max(0, gains.joker)
        free = {f for m in moves if not m.jokers for f in m.faces}
        self.needy = [f not in free for f in range(len(lay.faces))]
        self.used = {f for m in moves for f in m.faces}
        self.rooms = rooms
        self.joker_gain = gains.joker
        self.rescue = 0
        for move in moves:
            if move.jokers:
                needy = self.split(move.faces, move.jokers)[1]
                self.rescue = max(self.rescue, -(-needy // move.jokers))
        self.prices: list[int] | None = None  # set by prepare()
        self.ranked: list[tuple] = []  # the moves with their sort keys, see prepare()
        self.infos: dict[tuple[bool, int], dict] = {}  # see _info()
        self.aces = sum(r == 1 for r, _ in lay.faces)  # the first faces are the aces
        self.ready = False
        self.exact: dict[int, int] = {}
        self.bounded: dict[int, int] = {}
        self.choice: dict[int, Move | int] = {}  # a move, or the face unit left
        self.witness: dict[int, tuple[int, Move | int]] = {}  # see searcher()
        self.orders = [sorted(moves, key=key) for key in (
            lambda m: (m.jokers, -m.gain),  # keep jokers for later, big moves first
            lambda m: (m.jokers, -m.gain / (len(m.faces) + m.jokers)),  # dense moves first
            lambda m: -m.gain)]

    def prepare(self, limit: Limit | None = None) -> bool:
        """Compute the LP prices (big hands only) and the search's move lists, once; the
        first answers (greedy, the cheap bound) do without them. False, to be done later,
        if ``limit``'s deadline comes first (nodes do not count LP work: a node limit
        gives the same answer everywhere); with a deadline, also while numpy is not yet
        imported (:func:`~rummy_lab.ai.lp_bound.warm_up` does it ahead of time)."""
        if self.ready:
            return True
        if limit is not None and limit.late():
            return False
        moves = self.moves
        over = limit.late if limit is not None and limit.deadline is not None else None
        got = self._prices(moves, over)
        if got is None:
            return False
        self.prices, packing = got
        with_prices = self.prices is not None
        priced = [((self.price(m) - m.gain) if with_prices else 0, m.jokers, -packing[k],
                   -m.gain, k, m) for k, m in enumerate(moves)]
        self.ranked, self.infos = priced, {}
        if self.prices is not None:  # the LP's packing, rounded
            self.orders.append([p[-1] for p in sorted(priced, key=lambda p: p[2])])
        self.ready = True
        return True

    def _prices(self, moves: list[Move], over: Callable[[], bool] | None = None,
                ) -> tuple[list[int] | None, list[float]] | None:
        """LP prices of the faces, then the jokers, then each table meld, and the LP's
        packing (a value per move); None and zeros for small hands (their search is
        quicker than the LP). None if ``over()`` came first, or numpy is not imported
        yet and there is an ``over``."""
        lay, n = self.lay, len(self.lay.faces)
        cards = sum(lay.count(f) for f in self.used) + lay.jokers
        if cards < LP_CARDS or not moves:
            return None, [0.0] * len(moves)
        columns = []
        for move in moves:
            column: dict[int, int] = {}
            for f in move.faces:
                column[f] = column.get(f, 0) + 1
            if move.jokers:
                column[n] = move.jokers
            if move.target >= 0:
                column[n + 1 + move.target] = 1
            columns.append(list(column.items()))
        gains = [m.gain for m in moves]
        if lay.jokers and self.joker_gain > 0 and any(self.rooms):
            columns.append([(n, 1)])  # a joker laid off alone
            gains.append(self.joker_gain)
        caps = [lay.count(f) for f in range(n)] + [lay.jokers] + [1] * len(self.rooms)
        if over is not None and not lp_bound.warm():
            return None
        solved = lp_bound.dual_prices(columns, caps, gains, over)
        if solved is None:
            return None
        return solved[0], solved[1][:len(moves)]

    def price(self, move: Move) -> int:
        """The LP prices of a move's cards (0 without prices)."""
        if self.prices is None:
            return 0
        n = len(self.lay.faces)
        return (sum(self.prices[f] for f in move.faces) + move.jokers * self.prices[n]
                + (self.prices[n + 1 + move.target] if move.target >= 0 else 0))

    def priced(self, state: int) -> int:
        """The LP bound of ``state`` (a very large number without prices)."""
        if self.prices is None:
            return 1 << 62
        lay, n = self.lay, len(self.lay.faces)
        total = sum(self.prices[f] * ((state >> (FACE_BITS * f)) & 3) for f in range(n))
        total += self.prices[n] * ((state >> lay.joker_shift) & 15)
        return total + sum(self.prices[n + 1 + t] for t in range(len(self.rooms))
                           if state & lay.token(t))

    def split(self, faces: Sequence[int], jokers: int) -> tuple[int, int]:
        """Optimistic gains of these cards (faces with repeats): (jokers and sure
        faces, needy faces)."""
        sure = needy = 0
        for f in faces:
            if self.needy[f]:
                needy += self.face_bound[f]
            else:
                sure += self.face_bound[f]
        return sure + jokers * self.joker_bound, needy

    def start(self) -> int:
        """The hand's state, without faces that no move uses (they always stay)."""
        state = self.lay.full_state(len(self.rooms))
        for f in set(range(len(self.lay.faces))) - self.used:
            state -= self.lay.count(f) << (FACE_BITS * f)
        return state

    def tail(self, state: int) -> int:
        """Only jokers left: lay them off alone onto table melds that got no package."""
        jokers = (state >> self.lay.joker_shift) & 15
        if not jokers or self.joker_gain <= 0:
            return 0
        room = sum(r for t, r in enumerate(self.rooms) if state & self.lay.token(t))
        return min(jokers, room) * self.joker_gain

    def _info(self, high: bool, order: int) -> dict:
        """For a search branching on the lowest face, aces last (``high``: the highest
        face), by the units of that face: its moves (those whose first face in that
        order it is), in one of two orders: moves the LP prices fully first, then those
        with fewer jokers (order 0) or those the LP's packing uses most (order 1), then
        the bigger (each entry with its mask, gain, costs in both bounds and the move);
        then the face's unit and its costs. Built once, when first needed."""
        got = self.infos.get((high, order))
        if got is not None:
            return got
        key = (lambda p: p[:4]) if order == 0 else (lambda p: (p[0], p[2], p[1], p[3]))
        lists: list[list[tuple]] = [[] for _ in self.lay.faces]
        with_prices = self.prices is not None
        for cost, *_, move in sorted(self.ranked, key=key):
            sure, needy = self.split(move.faces, move.jokers)
            first = max(move.faces) if high else min(
                (f for f in move.faces if f >= self.aces), default=min(move.faces))
            lists[first].append((
                move.mask, move.gain, sure, needy, cost + move.gain if with_prices else 0,
                move))
        info = self.infos[high, order] = {}
        for f, moves in enumerate(lists):
            unit = 1 << (FACE_BITS * f)
            cost = (0, self.face_bound[f]) if self.needy[f] else (self.face_bound[f], 0)
            price = self.prices[f] if self.prices is not None else 0
            info[unit] = info[unit << 1] = (moves, unit) + cost + (price,)
        return info

    def searcher(self, limit: Limit | None = None, high: bool = False, order: int = 0,
                 clock: list[int] | None = None):
        """The recursive search as a closure (locals are faster than attributes).

        ``best(state, sure, needy, lp, alpha, beta)`` is the exact value of ``state`` if
        it lies between ``alpha`` and ``beta`` (exclusive), an upper bound ≤ alpha, or a
        lower bound ≥ beta: the value of an answer it found, whose first move it keeps
        in ``self.witness`` (with that value, never lowered); ``sure`` and ``needy`` are
        :meth:`split` of the cards in ``state``, ``lp`` its :meth:`priced` bound. It
        branches on the lowest held face (aces last), or with ``high`` on the highest.
        Exact states remember their best move in ``self.choice`` (or the unit of the
        face left). Once ``limit`` is used up it raises :class:`OutOfTime`, once the
        turn's nodes (``clock[1]``) are used up :class:`_Turn`; what it stored until then
        stays true. Returns ``best`` and ``clock``: [nodes not yet spent from ``limit``,
        nodes left in this turn, nodes between two looks at ``limit``] (given: shared
        by the turns of one search, so that together they stop at ``limit``).
        """
        self.prepare()
        exact, bounded, choice, tail = self.exact, self.bounded, self.choice, self.tail
        witness = self.witness
        nat_mask, guard, shift, rescue = (self.lay.nat_mask, self.lay.guard,
                                          self.lay.joker_shift, self.rescue)
        info = self._info(high, order)
        late = nat_mask & -(1 << (FACE_BITS * self.aces))  # the faces that are not aces
        if clock is None:
            clock = [0, 1 << 62, CHECK_EVERY if limit is None else limit.room()]

        def found(state: int, value: int, pick) -> int:
            if witness.get(state, (-1,))[0] < value:
                witness[state] = (value, pick)
            return value

        def best(state: int, sure: int, needy: int, lp: int, alpha: int, beta: int) -> int:
            value = exact.get(state)
            if value is not None:
                return value
            bound = sure + min(needy, ((state >> shift) & 15) * rescue)
            if bound <= alpha or lp <= alpha:
                if lp < bound:
                    bound = lp
                return bound
            value = bounded.get(state)
            if value is not None and value <= alpha:
                return value
            nat = state & nat_mask
            if not nat:
                value = exact[state] = tail(state)
                return value
            clock[1] -= 1
            if clock[1] < 0:
                raise _Turn
            if limit is not None:
                clock[0] += 1
                if clock[0] >= clock[2]:
                    limit.spend(clock[0])
                    clock[0] = 0
                    if limit.over():
                        raise OutOfTime
                    clock[2] = limit.room()
            if high:
                first = 1 << (nat.bit_length() - 1)
            else:  # aces last: they tie the low runs to the high ones
                first = nat & late or nat
                first &= -first
            moves, unit, unit_sure, unit_needy, unit_lp = info[first]
            lifted = state | guard
            value, floor, pick = -1, alpha, unit
            for mask, gain, cost_sure, cost_needy, cost_lp, move in moves:
                if cost_lp - gain >= lp - floor:  # LP order: so are the later moves
                    if lp - cost_lp + gain > value:
                        value, pick = lp - cost_lp + gain, unit
                    break
                if (lifted - mask) & guard == guard:
                    got = gain + best(state - mask, sure - cost_sure, needy - cost_needy,
                                      lp - cost_lp, floor - gain, beta - gain)
                    if got > value:
                        if got >= beta:
                            return found(state, got, move)
                        value, pick = got, move
                        if got > floor:
                            floor = got
            got = best(state - unit, sure - unit_sure, needy - unit_needy, lp - unit_lp, floor,
                       beta)
            if got > value:
                if got >= beta:
                    return found(state, got, unit)
                value, pick = got, unit
            if value > alpha:
                exact[state] = value
                choice[state] = pick
            else:
                bounded[state] = value
            return value

        return best, clock

    def split_state(self, state: int) -> tuple[int, int]:
        """:meth:`split` of the cards in ``state``."""
        faces = [f for f in range(len(self.lay.faces))
                 for _ in range((state >> (FACE_BITS * f)) & 3)]
        return self.split(faces, (state >> self.lay.joker_shift) & 15)

    def bound(self, state: int) -> int:
        """A gain that ``state`` cannot beat (the search's first bound)."""
        sure, needy = self.split_state(state)
        return min(sure + min(needy, ((state >> self.lay.joker_shift) & 15) * self.rescue),
                   self.priced(state))

    def value(self, state: int, limit: Limit | None = None, floor: int = 0,
              beta: int | None = None) -> int:
        """Exact best total gain from ``state`` (an answer's path is then in ``choice``),
        known to be at least ``floor`` (a greedy answer's gain: the search only looks
        for better; if no answer reaches ``floor``, a bound below it). The search first only looks for answers near the bound (with
        LP prices, it is often reached), then ever further below it. With ``beta``:
        only whether the value reaches ``beta`` (one search with the bar there, which
        stops at the first answer that does): a value ≥ beta (that answer's, its path
        in ``witness``) or a bound below it.

        Its time on one hand depends wildly on the order it decides the faces in (a
        bad early choice can hide a packing at the bound behind a huge subtree, and
        which one is bad differs from hand to hand), so it takes turns: branching on
        the lowest face (aces last: an ace may close a low run or a high one, so deciding
        the aces first multiplies what follows), then on the highest, with the moves in
        either of two orders (see :meth:`prepare`); each round of four turns twice as
        long as the last. The turns share the memo, so no turn's work is lost."""
        sure, needy = self.split_state(state)
        lp = self.priced(state)
        kinds = [(high, order) for order in (0, 1) for high in (False, True)]
        turns: dict[int, tuple] = {}  # each made when its first turn comes
        clock = [0, 0, CHECK_EVERY if limit is None else limit.room()]  # shared by the turns
        top, step = self.bound(state), SCALE
        turn, nodes = 0, FIRST_TURN
        try:
            while True:
                alpha = max(floor - 1, top - step) if beta is None else beta - 1
                if turn % len(kinds) not in turns:
                    turns[turn % len(kinds)] = self.searcher(limit, *kinds[turn % len(kinds)],
                                                             clock)
                best, _ = turns[turn % len(kinds)]
                clock[1] = nodes
                try:
                    got = best(state, sure, needy, lp, alpha, NO_BETA if beta is None else beta)
                except _Turn:
                    turn += 1
                    nodes <<= turn % len(kinds) == 0
                    continue
                if beta is not None or got > alpha or alpha < floor:
                    return got
                top, step = got, step * 4
        finally:
            if limit is not None:
                limit.spend(clock[0])
            for best, _ in turns.values():
                release(best)

    def path(self, state: int, limit: Limit | None = None) -> tuple[list[Move], int, bool]:
        """The moves of one optimal answer, the state left (jokers and tokens) and True;
        past ``limit``, the best answer known (greedy, or one that :meth:`reaches` found),
        its state and False (True if the bound shows that it is best). The search for
        better starts from that answer."""
        greedy, rest = self.greedy(state)
        if limit is not None:  # the greedy passes cost about a node per 4 moves
            limit.spend(len(self.orders[0]) // 4)
        floor = sum(m.gain for m in greedy) + self.tail(rest)
        if floor >= self.bound(state):  # the cheap bound, or the LP's once computed
            return greedy, rest, True
        if not self.prepare(limit):  # no time left for the LP prices and the search
            return greedy, rest, False
        if len(self.orders) > 3:  # the LP's greedy pass, and its bound
            greedy, rest = self.greedy(state)
            floor = sum(m.gain for m in greedy) + self.tail(rest)
            if floor >= self.bound(state):
                return greedy, rest, True
        found = greedy, rest
        if self.witness.get(state, (-1,))[0] > floor:  # an answer found before
            found = self.walk(state)
            floor = self.gain_of(*found)
        try:
            if limit is not None and limit.over() and state not in self.exact:
                raise OutOfTime
            if self.value(state, limit, floor) < floor:
                return (*found, True)  # (a witness: the bound said no better one)
        except OutOfTime:
            return (*found, False)
        return (*self.walk(state), True)

    def gain_of(self, moves: list[Move], rest: int) -> int:
        """The total gain of an answer: its moves, then the state left."""
        return sum(m.gain for m in moves) + self.tail(rest)

    def walk(self, state: int) -> tuple[list[Move], int]:
        """The moves of the answer the memo holds for ``state`` (the exact one, else the
        answer the witnesses lead to, which reaches the witness's value) and the state
        left."""
        exact, choice, witness = self.exact, self.choice, self.witness
        chosen = []
        while state & self.lay.nat_mask:
            move = choice[state] if state in exact else witness[state][1]
            if isinstance(move, int):  # one card of that face left in hand
                state -= move
            else:
                chosen.append(move)
                state -= move.mask
        return chosen, state

    def reaches(self, state: int, gain: int, limit: Limit | None = None) -> bool | None:
        """Is the best total gain of ``state`` at least ``gain``? None past ``limit``.
        Much cheaper than the exact value: one search with the bar at ``gain``, which
        stops at the first answer that reaches it (kept: :meth:`path` starts from it); what it
        proves stays in the memo."""
        if state in self.exact:
            return self.exact[state] >= gain
        if self.bound(state) < gain:
            return False
        greedy, rest = self.greedy(state)
        if limit is not None:
            limit.spend(len(self.orders[0]) // 4)
        if self.gain_of(greedy, rest) >= gain:
            return True
        if not self.prepare(limit):
            return None
        if self.bound(state) < gain:
            return False
        try:
            if limit is not None and limit.over():
                raise OutOfTime
            return self.value(state, limit, beta=gain) >= gain
        except OutOfTime:
            return None

    def greedy(self, state: int) -> tuple[list[Move], int]:
        """A quick answer: the best of a few greedy passes (each plays every move that
        still fits, in its own order); then the state left without natural cards."""
        guard, best = self.lay.guard, -1
        kept: tuple[list[Move], int] = ([], state)
        for order in self.orders:
            chosen, rest = [], state
            for move in order:
                if ((rest | guard) - move.mask) & guard == guard:
                    chosen.append(move)
                    rest -= move.mask
            rest &= ~self.lay.nat_mask
            gain = sum(m.gain for m in chosen) + self.tail(rest)
            if gain > best:
                best, kept = gain, (chosen, rest)
        return kept
