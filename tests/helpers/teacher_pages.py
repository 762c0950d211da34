"""The teacher's dashboard page: its password, selectors, and the cards it shows face up."""

from __future__ import annotations

PASSWORD = "blackboard-42"


ROOT = ".rl-lesson-teacher .rl-tc-root"


TABLE = f"{ROOT} .rl-tc-table .rl-table-root"


def face_up(page) -> set[str]:
    return set(page.eval_on_selector_all(f"{TABLE} [data-code]",
                                         "els => els.map(e => e.dataset.code)"))


def hands(game) -> set[str]:
    return {c.code for hand in game.hands for c in hand}
