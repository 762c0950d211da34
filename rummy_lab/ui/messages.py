"""The UI's names for the one catalog (:mod:`rummy_lab.i18n`): ``t(key, lang, **params)``,
the parameter-free labels the card table's front end needs, and the one guard that turns
any error of a callback into what the learner may see (:func:`learner_text`,
:func:`learner_guard`)."""

from __future__ import annotations

import logging
import secrets
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from ..core.errors import RummyError
from ..i18n.catalog.ui import UI
from ..i18n.messages import LANGUAGES as LANGS
from ..i18n.messages import t, title_of

__all__ = ["LANGS", "t", "labels", "variant_title", "rules_title", "in_lang", "learner_text",
           "learner_guard", "log"]


def _server_log() -> logging.Logger:
    """The UI's logger. The package's messages go to the kernel's real stderr (the
    server's log), never into the page's output, unless logging was set up already."""
    package = logging.getLogger("rummy_lab")
    if not package.handlers:
        handler = logging.StreamHandler(sys.__stderr__)
        handler.setFormatter(logging.Formatter("%(asctime)s %(name)s %(levelname)s %(message)s"))
        package.addHandler(handler)
    return logging.getLogger("rummy_lab.ui")


log = _server_log()

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


def learner_text(exc: BaseException, lang: str) -> str:
    """What a learner sees of ``exc``: a RummyError's reason in ``lang``; for anything else
    (a bug) one generic text with a short reference, the traceback in the server's log
    under that reference. No exception text, SQL or path reaches the page."""
    if isinstance(exc, RummyError):
        return exc.in_lang(lang)
    ref = secrets.token_hex(3)
    log.error("internal error %s: %s", ref, type(exc).__name__,
              exc_info=(type(exc), exc, exc.__traceback__))
    return t("error_internal", lang, ref=ref)


@contextmanager
def learner_guard(show: Callable[[str], object], lang: str) -> Iterator[None]:
    """Run the block; any error ends it and ``show`` gets :func:`learner_text` of it
    (a callback's error is shown, never a traceback, never swallowed)."""
    try:
        yield
    except Exception as exc:  # every error: shown to the learner in their language
        show(learner_text(exc, lang))
