"""Two general integer-programming solvers as peers for the worst cases of ``best_arrangement``.

No card-game library has Rummy 500's rules (two decks, jokers, long hands), so the worst-case
rows are compared with what one would otherwise reach for: Google OR-Tools' CP-SAT and the
HiGHS MIP solver, each given the same integer programme — rummy_lab's own moves of the hand
(``prepare``: every legal meld, by multiset of faces and joker count), one integer variable
a move, at most each face's copies and the hand's jokers, maximise the moves' gains. The
move generation is inside their timing, as it is inside ``best_arrangement``'s; both run
on one thread, and their optimum must equal ``best_arrangement``'s score.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence

PACKAGES = {"cp-sat": "ortools", "highs": "highspy"}  # row -> package on the index
IMPORTS = {"cp-sat": "from ortools.sat.python import cp_model",
           "highs": "import highspy, numpy"}


def programme(hand: Sequence, rules) -> tuple[list[dict[int, int]], list[int], list[int], int]:
    """(columns, gains, capacities, value of the hand): one column a move (row -> count:
    faces, then the jokers), ``best score = optimum // SCALE - value of the hand``."""
    from rummy_lab.ai.solver.answer import resolve_objective
    from rummy_lab.ai.solver.hand_solver import prepare

    lay, moves, _ = prepare(hand, rules, (), resolve_objective(rules, None))
    n = len(lay.faces)
    columns = []
    for move in moves:
        column: dict[int, int] = Counter(move.faces)
        if move.jokers:
            column[n] = move.jokers
        columns.append(column)
    caps = [lay.count(f) for f in range(n)] + [lay.jokers]
    return columns, [m.gain for m in moves], caps, sum(rules.card_value(c) for c in hand)


def _bounds(columns: list[dict[int, int]], caps: list[int]) -> list[int]:
    return [min(caps[row] // k for row, k in column.items()) for column in columns]


def cp_sat_score(hand: Sequence, rules) -> int:
    """The best score by CP-SAT (one worker)."""
    from ortools.sat.python import cp_model

    from rummy_lab.ai.solver.moves import SCALE

    columns, gains, caps, value = programme(hand, rules)
    if not columns:  # no meld at all
        return -value
    model = cp_model.CpModel()
    xs = [model.new_int_var(0, top, "") for top in _bounds(columns, caps)]
    rows: list[list[tuple[int, object]]] = [[] for _ in caps]
    for x, column in zip(xs, columns):
        for row, k in column.items():
            rows[row].append((k, x))
    for row, terms in enumerate(rows):
        if terms:
            model.add(cp_model.LinearExpr.weighted_sum([x for _, x in terms],
                                                        [k for k, _ in terms]) <= caps[row])
    model.maximize(cp_model.LinearExpr.weighted_sum(xs, gains))
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    if solver.solve(model) != cp_model.OPTIMAL:
        raise RuntimeError("CP-SAT did not prove an optimum")
    return round(solver.objective_value) // SCALE - value


def highs_score(hand: Sequence, rules) -> int:
    """The best score by HiGHS's MIP solver (one thread)."""
    import highspy
    import numpy as np

    from rummy_lab.ai.solver.moves import SCALE

    columns, gains, caps, value = programme(hand, rules)
    if not columns:  # no meld at all (HiGHS calls an empty model "Empty", not optimal)
        return -value
    lp = highspy.HighsLp()
    lp.num_col_, lp.num_row_ = len(columns), len(caps)
    lp.col_cost_ = -np.array(gains, float)
    lp.col_lower_ = np.zeros(len(columns))
    lp.col_upper_ = np.array(_bounds(columns, caps), float)
    lp.row_lower_ = np.full(len(caps), -highspy.kHighsInf)
    lp.row_upper_ = np.array(caps, float)
    starts, index, values = [0], [], []
    for column in columns:
        for row in sorted(column):
            index.append(row)
            values.append(column[row])
        starts.append(len(index))
    lp.a_matrix_.format_ = highspy.MatrixFormat.kColwise
    lp.a_matrix_.start_ = np.array(starts, np.int32)
    lp.a_matrix_.index_ = np.array(index, np.int32)
    lp.a_matrix_.value_ = np.array(values, float)
    lp.integrality_ = [highspy.HighsVarType.kInteger] * len(columns)
    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    h.setOptionValue("threads", 1)
    h.passModel(lp)
    h.run()
    if h.getModelStatus() != highspy.HighsModelStatus.kOptimal:
        raise RuntimeError(f"HiGHS: {h.modelStatusToString(h.getModelStatus())}")
    return round(-h.getInfo().objective_function_value) // SCALE - value


SOLVERS: dict[str, Callable[[Sequence, object], int]] = {"cp-sat": cp_sat_score,
                                                         "highs": highs_score}
