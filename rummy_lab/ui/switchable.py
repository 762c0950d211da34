"""A ``lang`` property shared by the lesson widgets: setting it redraws every label."""

from __future__ import annotations

from typing import Any

from ..i18n.messages import t


class LanguageSwitch:
    """Mixin: ``widget.lang = "de"`` switches the language and calls ``_relabel``."""

    _lang = "en"

    def _start_lang(self, lang: str | None) -> None:
        """``lang`` given: that language for good. ``None``: the page's language (see
        :mod:`rummy_lab.ui.language`), followed when the learner switches."""
        if lang is not None:
            self._lang = lang
            return
        from .language import follow_page, page_lang

        self._lang = page_lang()
        follow_page(self)

    @property
    def lang(self) -> str:
        return self._lang

    @lang.setter
    def lang(self, value: str) -> None:
        self._lang = value
        self._relabel()

    def _set_labels(self, *labels: tuple[Any, str, str]) -> None:
        """Each ``(widget, trait, key)``: the widget's ``trait`` becomes the message ``key``
        in this widget's language."""
        for widget, trait, key in labels:
            setattr(widget, trait, t(key, self._lang))

    def _relabel(self) -> None:  # pragma: no cover - every widget defines it
        raise NotImplementedError
