"""The one lookup of learner-facing texts (engine, UI, lessons), in English and German.

``t(key, lang, **params)`` is the text of a catalog key in a language. The engine, which
does not know the learner's language, uses ``msg(key, **params)``: a :class:`Text` is a
``str`` (English) that remembers its key and parameters, so a user interface can show it
in another language with ``text.render("de")`` (or ``RummyError.in_lang("de")``).
Parameters are cards, melds and numbers (whose text is the same in every language) or
other :class:`Text` values (rendered in the same language).
"""

from __future__ import annotations

from typing import Any

from .catalog import CATALOG

__all__ = ["Text", "msg", "render", "t", "texts", "plural_form", "one_of", "title_of",
           "known_word", "capitalized", "LANGUAGES", "CATALOG"]

LANGUAGES = ("en", "de")

# Parameters the engine passes as plain words ("end=low", "suit=heart"): shown as the
# catalog's ``word_<value>`` in the asked language.
_WORD_PARAMS = ("end", "suit")


def plural_form(count: Any) -> str:
    """"one" for exactly 1, else "other" (the rule of English and German alike)."""
    return "one" if count == 1 else "other"


def template(key: str, lang: str = "en", params: dict | None = None) -> str:
    """The raw text of ``key`` in ``lang`` (English if ``lang`` is unknown), with the plural
    form chosen from ``params``. Unknown keys raise ``KeyError``."""
    entry = CATALOG[key]
    text = entry.get(lang) or entry["en"]
    if isinstance(text, dict):
        count = (params or {}).get(entry.get("count", "n"))
        text = text[plural_form(count)]
    return text


def render(key: str, lang: str = "en", params: dict | None = None) -> str:
    """The text of ``key`` in ``lang`` formatted with ``params``."""
    params = {k: (v.render(lang) if isinstance(v, Text) else v) for k, v in (params or {}).items()}
    for name in _WORD_PARAMS:
        if isinstance(params.get(name), str) and f"word_{params[name]}" in CATALOG:
            params[name] = template(f"word_{params[name]}", lang)
    return template(key, lang, params).format(**params)


def t(key: str, lang: str = "en", **params: Any) -> str:
    """The text for ``key`` in ``lang``, formatted with ``params``.

    A ``…_you`` key (the second-person form of a log phrase; German conjugates
    differently) falls back to its plain key when the catalog has no such form.
    """
    if key not in CATALOG and key.endswith("_you"):
        key = key[:-4]
    if not params:
        return template(key, lang)
    return render(key, lang, params)


def texts(lang: str) -> dict[str, str]:
    """Every key's text in ``lang`` (plural entries in their "other" form)."""
    return {key: template(key, lang, {"n": 2, CATALOG[key].get("count", "n"): 2})
            for key in CATALOG}


class Text(str):
    """An English message that can render itself in another language."""

    key: str
    params: dict

    def __new__(cls, key: str, params: dict) -> Text:
        text = super().__new__(cls, render(key, "en", params))
        text.key, text.params = key, params
        return text

    def __reduce__(self):  # copy / deepcopy / pickle rebuild it from its key and parameters
        return (Text, (self.key, self.params))

    def render(self, lang: str = "en") -> str:
        return render(self.key, lang, self.params)


def msg(key: str, **params: Any) -> Text:
    """A catalog message; card and meld parameters are turned into their text."""
    return Text(key, {k: (v if isinstance(v, (int, float, Text)) else str(v))
                      for k, v in params.items()})


def one_of(items: list) -> Any:
    """Alternatives joined with "or" / "oder" ("A, B" → "A or B"); items may be Text."""
    items = list(items)
    if not items:
        return ""
    joined = items[0]
    for item in items[1:]:
        joined = msg("either", a=joined, b=item)
    return joined


def title_of(rules: Any) -> Any:
    """The learner-facing title of ``rules``: the catalog's for a standard variant (as a
    :class:`Text`), else the rules' own title (a teacher's house variant)."""
    key = f"title_{getattr(rules, 'name', '')}"
    if key in CATALOG and CATALOG[key]["en"] == getattr(rules, "title", None):
        return msg(key)
    return getattr(rules, "title", "")


def known_word(text: Any, lang: str, *kinds: str) -> Any:
    """``text`` in ``lang`` when the catalog knows it as ``<kind>_<text>`` for one of
    ``kinds`` ("easy", "level" → "leicht"); anything else as it is."""
    if isinstance(text, str):
        for kind in kinds:
            if f"{kind}_{text}" in CATALOG:
                return t(f"{kind}_{text}", lang)
    return text


def capitalized(text: str) -> str:
    """``text`` with its first letter in upper case."""
    return text[:1].upper() + text[1:]
