"""Text a user typed, made safe for a matplotlib chart (one home for it).

matplotlib reads any text with two unescaped ``$`` as mathtext (TeX), so a player named
``$x^$`` raises ``ValueError`` when the chart is drawn. Every ``$`` is escaped here: the
text is then drawn as typed, ``$`` included. (Legend labels starting with ``_`` are hidden
by matplotlib; pass labels to ``legend()`` explicitly, as the scoreboard does.)
"""

from __future__ import annotations

__all__ = ["plain"]


def plain(text: object) -> str:
    """``text`` as matplotlib draws it literally (no mathtext)."""
    return str(text).replace("$", r"\$")
