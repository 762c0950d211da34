"""Files a teacher uploads in a dashboard (``ipywidgets.FileUpload``): checked for name,
size and encoding here, then read by the strict parsers of :mod:`rummy_lab.formats`.
Nothing uploaded is ever run or written to disk.

The browser checks the size first (the page's upload guard in widgets/language.js, for
every file input of the page): a file over the limit is never sent — a big one would
close the page's websocket — and the learner reads :func:`too_big_template`'s text."""

from __future__ import annotations

from typing import Any

from ..core.errors import RummyError
from ..i18n.messages import msg, t

__all__ = ["UPLOAD_LIMIT", "upload_text", "too_big_template"]

UPLOAD_LIMIT = 100_000  # bytes; a scenario or guided-hand file is a few kilobytes


def too_big_template(lang: str) -> str:
    """The refusal of a too big file in ``lang``, with ``{name}``, ``{size}`` and
    ``{limit}`` (kB) left for the browser to fill in."""
    return t("upload_too_big", lang, name="{name}", size="{size}", limit="{limit}")


def upload_text(item: Any) -> tuple[str, str]:
    """(file name, text) of one uploaded file (a FileUpload value entry: ``name`` and
    ``content``); a RummyError with one reason when it is not a small UTF-8 .toml file."""
    name = str(item.get("name", "")) if isinstance(item, dict) else ""
    content = item.get("content") if isinstance(item, dict) else None
    if not name.lower().endswith(".toml"):
        raise RummyError(msg("explorer_not_toml", name=name or "?"))
    try:
        data = bytes(content) if content is not None else b""
    except (TypeError, ValueError):
        raise RummyError(msg("explorer_not_toml", name=name)) from None
    if len(data) > UPLOAD_LIMIT:
        raise RummyError(msg("explorer_too_big", name=name, limit=UPLOAD_LIMIT))
    try:
        return name, data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise RummyError(msg("explorer_not_utf8", name=name)) from None
