"""A ``lang`` property shared by the lesson widgets: setting it redraws every label."""

from __future__ import annotations


class LanguageSwitch:
    """Mixin: ``widget.lang = "de"`` switches the language and calls ``_relabel``."""

    _lang = "en"

    @property
    def lang(self) -> str:
        return self._lang

    @lang.setter
    def lang(self, value: str) -> None:
        self._lang = value
        self._relabel()

    def _relabel(self) -> None:  # pragma: no cover - every widget defines it
        raise NotImplementedError
