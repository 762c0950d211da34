"""The anywidget front ends of the play page's components, one model each: the card table
(``CardTable``), the setup form (``SetupForm``) and "Play with classmates"
(``LobbyView``). Each holds the synced traits its component shows and writes, and names
its own bundle (widgets/entries/NAME.js); :class:`~rummy_lab.ui.setup.SetupPanel` puts the
three in one box, and the kernel side (sessions, the form's rules, the lobby's store)
lives elsewhere.

The play page's three share one stylesheet (``play``: the setup form and the lobby wear
the table's buttons and fields), so each draws right on its own as well.
"""

from __future__ import annotations

import anywidget
import ipywidgets as widgets
import traitlets

from . import assets

__all__ = ["CardTable", "SetupForm", "LobbyView", "Part", "close_all"]


class CardTable(anywidget.AnyWidget):
    """Draws the synced ``state`` dict (and ``scores``); the browser writes ``command`` dicts.

    A command is ``{"n": counter, "op": "draw" | "take" | "meld" | ..., ...}``; the
    counter makes repeated identical commands fire. Python answers by updating
    ``state`` and resetting ``command`` to ``{"n": counter}``. ``scores`` is the
    scoreboard below the table: ``{"html": str, "png": bytes}`` (empty: none shown).
    """

    _esm, _css = assets.widget_files("table", "play")
    state = traitlets.Dict().tag(sync=True)
    command = traitlets.Dict().tag(sync=True)
    scores = traitlets.Dict().tag(sync=True)
    #: the end-of-hand review (ui/review_pane.py) and its positions kept for practice
    review = traitlets.Dict().tag(sync=True)
    review_exercises = traitlets.List(traitlets.Dict()).tag(sync=True)
    #: the game in play as a file the browser may keep (the header's Save, and the copy
    #: "Resume my last game" offers after a reload); "" when there is nothing to keep
    saved = traitlets.Unicode("").tag(sync=True)

    def send_command(self, op: str, **params) -> None:
        """Do what the browser does: write a command (through ``set_state``)."""
        n = int(self.command.get("n", 0)) + 1
        self.set_state({"command": {"n": n, "op": op, **params}})


class SetupForm(anywidget.AnyWidget):
    """The setup form: Python sends ``choices`` (what may be chosen, every label) and
    normalises ``form``, which the browser writes on every change; the browser counts
    ``start`` up for "Start game" and sends a saved game or a replay code in ``load``
    (``{"n": counter, "text" | "code": ...}``); ``error`` is the form's message."""

    _esm, _css = assets.widget_files("setup", "play")
    form = traitlets.Dict().tag(sync=True)
    choices = traitlets.Dict().tag(sync=True)
    error = traitlets.Unicode("").tag(sync=True)
    start = traitlets.Int(0).tag(sync=True)
    load = traitlets.Dict().tag(sync=True)


class LobbyView(anywidget.AnyWidget):
    """"Play with classmates": Python sends ``lobby`` (labels, the table looked at and its
    seats, the seat held); the browser writes ``lobby_cmd`` (``{"n", "op", ...}``) and
    beats over the comm while the page is open (ui/heartbeat.py)."""

    _esm, _css = assets.widget_files("lobby", "play")
    lobby = traitlets.Dict().tag(sync=True)
    lobby_cmd = traitlets.Dict().tag(sync=True)


class Part:
    """``page.NAME`` is the trait ``NAME`` of the component ``page.<part>``, to read and
    write (a page made of components keeps the names scripts and tests use)."""

    def __init__(self, part: str) -> None:
        self.part = part

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, page, owner=None):
        return self if page is None else getattr(getattr(page, self.part), self.name)

    def __set__(self, page, value) -> None:
        setattr(getattr(page, self.part), self.name, value)


def close_all(*parts: widgets.DOMWidget) -> None:
    """Close widgets and their Layout models (a box closes neither its children nor its
    Layout; a widget's own ``close`` may call this with itself among ``parts``)."""
    for widget in parts:
        layout = widget.layout
        widgets.Widget.close(widget)
        layout.close()
