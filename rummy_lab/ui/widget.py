"""The anywidget front end of the card table: draws ``state``, sends ``command``."""

from __future__ import annotations

import anywidget
import traitlets

from . import assets

__all__ = ["CardTable"]


class CardTable(anywidget.AnyWidget):
    """Draws the synced ``state`` dict (and ``scores``); the browser writes ``command`` dicts.

    A command is ``{"n": counter, "op": "draw" | "take" | "meld" | ..., ...}``; the
    counter makes repeated identical commands fire. Python answers by updating
    ``state`` and resetting ``command`` to ``{"n": counter}``. ``scores`` is the
    scoreboard below the table: ``{"html": str, "png": bytes}`` (empty: none shown).
    """

    _esm = assets.esm("play")
    _css = assets.css("play")
    state = traitlets.Dict().tag(sync=True)
    command = traitlets.Dict().tag(sync=True)
    scores = traitlets.Dict().tag(sync=True)
    #: the end-of-hand review (ui/review_pane.py) and its positions kept for practice
    review = traitlets.Dict().tag(sync=True)
    review_exercises = traitlets.List(traitlets.Dict()).tag(sync=True)

    def send_command(self, op: str, **params) -> None:
        """Do what the browser does: write a command (through ``set_state``)."""
        n = int(self.command.get("n", 0)) + 1
        self.set_state({"command": {"n": n, "op": op, **params}})
