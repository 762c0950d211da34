"""Files a teacher uploads in a dashboard (``ipywidgets.FileUpload``): checked for name,
size and encoding here, then read by the strict parsers of :mod:`rummy_lab.formats`.
Nothing uploaded is ever run or written to disk."""

from __future__ import annotations

from typing import Any

from ..core.errors import RummyError
from ..i18n.messages import msg

__all__ = ["UPLOAD_LIMIT", "upload_text"]

UPLOAD_LIMIT = 100_000  # bytes; a scenario or guided-hand file is a few kilobytes


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
