"""Heartbeat: does a page's browser still listen? (issue 30)

widgets/heartbeat.js sends ``{"beat": n}`` over the widget's comm every
:data:`BEAT_SECONDS` while the page is open (and at once when a hidden tab is shown
again); any command counts too. A page that polls
(the teacher's dashboard, a shared table) stops polling once no beat came for
:data:`GONE_SECONDS` (a closed laptop lid sends no unload beacon) and starts again when
beats return.
"""

from __future__ import annotations

import time
from collections.abc import Callable

__all__ = ["Heartbeat", "BEAT_SECONDS", "GONE_SECONDS"]

BEAT_SECONDS = 20.0
GONE_SECONDS = 90.0  # over a minute: a hidden tab's timers may fire only once a minute


class Heartbeat:
    """The beats of ``widget``'s browser; ``on_return`` runs when one comes after a gap."""

    def __init__(self, widget, on_return: Callable[[], None] = lambda: None,
                 clock: Callable[[], float] = time.monotonic):
        self._clock, self._on_return = clock, on_return
        self.last = clock()
        widget.on_msg(self._on_msg)

    def _on_msg(self, _widget, content, _buffers) -> None:
        if isinstance(content, dict) and "beat" in content:
            self.beat()

    def beat(self) -> None:
        """The browser is there (a beat or a command)."""
        was_gone = self.gone()
        self.last = self._clock()
        if was_gone:
            self._on_return()

    def gone(self) -> bool:
        """True when nothing came from the browser for :data:`GONE_SECONDS`."""
        return self._clock() - self.last > GONE_SECONDS
