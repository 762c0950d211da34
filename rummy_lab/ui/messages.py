"""The UI's names for the one catalog (:mod:`rummy_lab.i18n`): ``t(key, lang, **params)``
and the parameter-free labels the card table's front end needs."""

from __future__ import annotations

from ..i18n.catalog.ui import UI
from ..i18n.messages import LANGUAGES as LANGS
from ..i18n.messages import t

__all__ = ["LANGS", "t", "labels"]

_LABELS = [k for k in UI if k.startswith("btn_")] + [
    "actions", "stock", "discard_pile", "your_hand", "melds", "no_melds", "log", "scores",
    "cards", "card", "selected", "empty", "dealer", "their_turn", "pick_from_pile",
    "teacher_view"]


def labels(lang: str = "en") -> dict[str, str]:
    """The plain (parameter-free) texts the front end needs, by key."""
    return {k: t(k, lang) for k in _LABELS}
