"""A ``lang`` property shared by the lesson widgets: setting it redraws every label."""

from __future__ import annotations

from typing import ClassVar

from ..i18n.messages import t


class LanguageSwitch:
    """Mixin: ``widget.lang = "de"`` switches the language, sets the labels of :attr:`LABELS`
    and calls ``_relabel`` for the rest."""

    _lang = "en"

    #: The widget's plain labels: ``"part.trait"`` (an attribute of the widget and its trait)
    #: -> the catalog key of its text, e.g. ``{"clear.description": "ls_clear"}``.
    LABELS: ClassVar[dict[str, str]] = {}

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
        self._set_labels()
        self._relabel()

    def _set_labels(self) -> None:
        """Set every label of :attr:`LABELS` in the widget's language (on each switch, and
        once by the widget's ``__init__`` when its parts exist)."""
        for where, key in self.LABELS.items():
            part, trait = where.split(".")
            setattr(getattr(self, part), trait, t(key, self._lang))

    def _relabel(self) -> None:  # pragma: no cover - every widget defines it
        raise NotImplementedError
