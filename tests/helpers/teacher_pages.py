"""The teacher's dashboard page: its password, selectors, opening it unlocked, and the cards
it shows face up."""

from __future__ import annotations

PASSWORD = "blackboard-42"


ROOT = ".rl-lesson-teacher .rl-tc-root"


TABLE = f"{ROOT} .rl-tc-table .rl-table-root"

PAGE = "/voila/render/07_teacher.ipynb"


def unlock_teacher(page, base: str, lang: str | None = None, timeout: float = 120_000) -> None:
    """Open the teacher's dashboard (07, in ``lang`` if given) of the server at ``base`` in
    ``page`` and unlock it with the password."""
    query = f"?lang={lang}" if lang else ""
    page.goto(f"{base}{PAGE}{query}", wait_until="commit", timeout=timeout)
    password = page.locator(f"{ROOT} input[type=password]")
    password.wait_for(timeout=timeout)
    password.fill(PASSWORD)
    page.locator(f"{ROOT} .rl-tc-unlock").click()


def face_up(page) -> set[str]:
    return set(page.eval_on_selector_all(f"{TABLE} [data-code]",
                                         "els => els.map(e => e.dataset.code)"))


def hands(game) -> set[str]:
    return {c.code for hand in game.hands for c in hand}
