"""Names people type (seats, players): what may stay of them. Pure, no I/O.

A name loses control characters, bidi embeddings/overrides/isolates and zero-width
characters (Unicode categories Cc and Cf, line and paragraph separators), so
"\u202eevil\u202c x" cannot show as "live x" and "Ann\u200b" is not a second "Ann";
runs of whitespace become one space, and it is cut to ``limit`` characters.
"""

from __future__ import annotations

import unicodedata

__all__ = ["clean_name", "NAME_LIMIT"]

NAME_LIMIT = 40
_DROP = {"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"}
_MAX_MARKS = 2  # combining marks kept on one letter (no "Zalgo" towers)


def clean_name(text: object, limit: int = NAME_LIMIT) -> str:
    """``text`` as a name may show it: NFC, without invisible or direction-changing
    characters, whitespace runs as single spaces, stripped, at most ``limit`` characters."""
    out: list[str] = []
    marks = 0
    for ch in unicodedata.normalize("NFC", str(text)):
        kind = unicodedata.category(ch)
        if kind in _DROP:
            continue
        if kind.startswith("M"):
            marks += 1
            if marks > _MAX_MARKS:
                continue
        else:
            marks = 0
        out.append(" " if ch.isspace() else ch)
    return " ".join("".join(out).split())[:limit].strip()
