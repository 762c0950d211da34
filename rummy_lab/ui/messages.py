"""The UI's names for the one catalog (:mod:`rummy_lab.i18n`): ``t(key, lang, **params)``
and the parameter-free labels the card table's front end needs."""

from __future__ import annotations

from ..i18n.catalog.ui import UI
from ..i18n.messages import LANGUAGES as LANGS
from ..i18n.messages import t, title_of

__all__ = ["LANGS", "t", "labels", "variant_title", "rules_title", "in_lang"]

_LABELS = [k for k in UI if k.startswith("btn_")] + [
    "actions", "stock", "discard_pile", "your_hand", "melds", "no_melds", "log", "scores",
    "cards", "card", "selected", "empty", "dealer", "their_turn", "pick_from_pile",
    "teacher_view", "card_face_down"]


def labels(lang: str = "en") -> dict[str, str]:
    """The plain (parameter-free) texts the front end needs, by key."""
    return {k: t(k, lang) for k in _LABELS}


def variant_title(name: str, lang: str) -> str:
    """The learner-facing title of a variant ("basic" → "Basic Rummy" / "Einfaches Rummy")."""
    return t(f"title_{name}", lang)


def rules_title(rules, lang: str) -> str:
    """The title of ``rules`` in ``lang`` (a house variant keeps its own title)."""
    title = title_of(rules)
    return title.render(lang) if hasattr(title, "render") else str(title)


def in_lang(text, lang: str) -> str:
    """An engine text in ``lang``: catalog messages render themselves, other text as is."""
    render = getattr(text, "render", None)
    return render(lang) if render else str(text)
