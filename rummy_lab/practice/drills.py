"""The kinds of drill, where each makes sense, and :func:`exercise` that builds one."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core.errors import RummyError, short_repr
from ..core.variants import Rules
from ..i18n.messages import msg
from .base import Draft, Exercise, seeded
from .discard_drills import best_discard
from .going_out_drills import going_out
from .mastery import rules_from_key
from .meld_drills import joker_swap, lay_off, legal_or_not
from .pile_drills import the_pile
from .score_drills import score_it

__all__ = ["exercise", "KINDS", "KIND_TITLES", "kinds_for", "applies"]

_MAKERS: dict[str, Callable[[Rules, Any], Draft]] = {
    "score_it": score_it, "legal_or_not": legal_or_not, "lay_off": lay_off,
    "the_pile": the_pile, "joker_swap": joker_swap, "best_discard": best_discard,
    "going_out": going_out,
}
KINDS: tuple[str, ...] = tuple(_MAKERS)
#: the catalog key of each kind's title
KIND_TITLES = {k: f"practice_kind_{k}" for k in KINDS} | {
    "lay_off": "btn_layoff", "joker_swap": "opt_joker_swap", "going_out": "rule_going_out"}

# Where a kind makes sense: asked of the rules' options, never of a variant's name.
_APPLIES: dict[str, Callable[[Rules], bool]] = {
    "the_pile": lambda r: r.pile_spread,
    "joker_swap": lambda r: r.joker_swap and r.has_jokers,
}


def applies(kind: str, rules: Rules) -> bool:
    """Does drill ``kind`` make sense under ``rules``?"""
    return _APPLIES.get(kind, lambda r: True)(rules)


def kinds_for(rules: Rules) -> list[str]:
    """The kinds of drill that make sense under ``rules``."""
    return [k for k in KINDS if applies(k, rules)]


def _rules(rules: Rules | str) -> Rules:
    if isinstance(rules, Rules):
        return rules
    if isinstance(rules, str):
        return rules_from_key(rules)
    raise RummyError(msg("practice_bad_rules", value=short_repr(rules)))


def exercise(kind: str, rules: Rules | str, seed: int, lang: str = "en") -> Exercise:
    """Drill ``kind`` under ``rules`` for ``seed``, in ``lang`` ('en' or 'de')."""
    if kind not in _MAKERS:
        raise RummyError(msg("practice_unknown_kind", kind=short_repr(kind),
                             kinds=", ".join(KINDS)))
    rules = _rules(rules)
    if not applies(kind, rules):
        raise RummyError(msg("practice_kind_not_here", kind=kind, title=rules.title))
    draft = _MAKERS[kind](rules, seeded(kind, rules, seed))
    return Exercise(kind, rules, seed, lang, draft)

