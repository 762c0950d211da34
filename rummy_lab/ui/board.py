"""CardBoard: rows of clickable cards (one anywidget), for the guided hands and the
scoring explorer. The cards are drawn by ``widgets/cards.js`` (the card component of the
play table too); ``widgets/explorer.js`` (bundle ``board``) makes each a button (click, Enter, Space) and
keeps the focus on the card the learner was on after Python redraws the board."""

from __future__ import annotations

from collections.abc import Callable, Iterable

import anywidget
import traitlets

from ..core.cards import Card, parse_card
from ..core.errors import RummyError
from . import assets
from .state import card_desc

__all__ = ["CardBoard", "board_row"]


def board_row(row_id: str, label: str, cards: Iterable[Card], lang: str = "en",
              selected: Iterable[Card] = (), mode: str = "click", empty: str = "",
              descs: list[dict] | None = None) -> dict:
    """One row of the board: ``mode`` "click" (each card a toggle button, each click a
    command), "action" (plain buttons, e.g. "put back") or "show" (pictures only);
    ``selected`` cards are drawn raised and, in "click" rows, ``aria-pressed``."""
    chosen = set(selected)
    if descs is None:
        descs = [card_desc(c, lang, selected=c in chosen) for c in cards]
    return {"id": row_id, "label": label, "mode": mode, "empty": empty, "cards": descs}


class CardBoard(anywidget.AnyWidget):
    """Draws ``board = {"rows": [board_row(...), ...]}``; a click on a card writes
    ``command = {"n": counter, "op": "click", "row": id, "code": "7H.1"}`` and calls
    the handler given to :meth:`on_card` with ``(row id, card)``."""

    _esm, _css = assets.widget_files("board")
    board = traitlets.Dict().tag(sync=True)
    command = traitlets.Dict().tag(sync=True)

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._handler: Callable[[str, Card], None] | None = None
        self.observe(self._on_command, names="command")

    def on_card(self, handler: Callable[[str, Card], None]) -> None:
        """Call ``handler(row_id, card)`` for every card click."""
        self._handler = handler

    def set_rows(self, rows: list[dict]) -> None:
        self.board = {"rows": rows}

    def row(self, row_id: str) -> dict:
        """The row called ``row_id`` (KeyError when there is none)."""
        return next(r for r in self.board.get("rows", []) if r["id"] == row_id)

    def codes(self, row_id: str) -> list[str]:
        return [d["code"] for d in self.row(row_id)["cards"]]

    def send_command(self, op: str, **params) -> None:
        """Do what the browser does: write a command (through ``set_state``)."""
        n = int(self.command.get("n", 0)) + 1
        self.set_state({"command": {"n": n, "op": op, **params}})

    def click(self, row_id: str, card: Card | str) -> None:
        """Click a card of row ``row_id``, as the learner would."""
        code = card if isinstance(card, str) else card.code
        self.send_command("click", row=row_id, code=code)

    def _on_command(self, change) -> None:
        cmd = change["new"] or {}
        if cmd.get("op") != "click" or self._handler is None:
            return
        row, code = cmd.get("row"), cmd.get("code")
        rows = {r["id"]: r for r in self.board.get("rows", [])}
        if not isinstance(row, str) or row not in rows or rows[row]["mode"] == "show" \
                or not isinstance(code, str) or code not in [d["code"] for d in rows[row]["cards"]]:
            return  # a card that is not on the board: a stale or forged click, ignored
        try:
            card = parse_card(code)
        except RummyError:
            return
        self._handler(row, card)
