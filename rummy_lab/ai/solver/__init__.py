"""Exact meld solver: the best new melds and lay-offs for a hand, under any variant.

The hand is reduced to *face counts* (the two 7♥ of a two-deck game are
interchangeable, and so are jokers), packed into one integer with three bits a face,
five bits for the jokers and two bits per table meld. A *move* — one new meld, or
every card laid off onto one table meld — is packed the same way, so ``state - move``
plays it, and a guard bit per digit tells in one subtraction whether it fits.

The search branches on the lowest face still held (faces in rank order; it takes
turns with the highest face and with a second move order, sharing one memo, as one bad
early choice can cost a big hand seconds): play a move that contains it, or leave one copy (every move holds a natural card, so this covers
everything except jokers laid off alone, counted in closed form at the end). It is a
branch and bound with memoised exact values, so it is exact. Its bound is the smaller
of the cards' best gains and, for large hands, their LP prices (the dual of the packing
LP, :mod:`rummy_lab.ai.lp_bound`: they bound every part of the hand, and they order
the moves); the search first looks for answers at the bound, then ever further below. Moves that split into two
smaller moves with the same cards and points (a 7-card run, a long lay-off chain) are
not generated; the answer joins touching runs again. Legality is generated from the
rules and confirmed with :mod:`rummy_lab.core.melds` (``meld_readings``, ``layoff_options``)
when the answer is built.

``min_deadwood`` and ``best_arrangement`` (without table melds) have a fast path for
one-deck, joker-free hands: a 64-bit card mask and an exact cover kernel compiled with
numba (plain Python until it is compiled or loaded from the disk cache: see
:mod:`.cover_kernel`).

Modules: :mod:`.moves` (packing and move generation), :mod:`.search` (the branch and
bound), :mod:`.build` (moves back into readings and lay-offs), :mod:`.fast` (the one-deck
fast path) with :mod:`.cover_kernel`, :mod:`.hand_solver` (the entry points), :mod:`.answer` and :mod:`.limit`.
"""


from .answer import OBJECTIVES, Arrangement, Outcome
from .hand_solver import HandSolver, best_arrangement, meld_candidates, min_deadwood
from .limit import Limit, OutOfTime

__all__ = ["Arrangement", "HandSolver", "Limit", "Outcome", "OutOfTime", "best_arrangement", "min_deadwood", "meld_candidates", "OBJECTIVES"]
