"""How core objects show themselves in a notebook, without the core knowing how.

The presentation layer registers a renderer per type (``register_html``); the core's
classes inherit :class:`ShowsAsHtml`, whose ``_repr_html_`` asks the registry. So the
rules never import the presentation, and a notebook still shows cards as pictures.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

__all__ = ["ShowsAsHtml", "register_html"]

_RENDERERS: dict[type, Callable[[Any], str]] = {}


def register_html(kind: type, renderer: Callable[[Any], str]) -> None:
    """Show instances of ``kind`` (and its subclasses) as ``renderer(obj)`` in notebooks."""
    _RENDERERS[kind] = renderer


class ShowsAsHtml:
    """Mix-in: a notebook shows the object as the HTML its registered renderer makes."""

    __slots__ = ()

    def _repr_html_(self) -> str | None:
        for kind in type(self).__mro__:
            if kind in _RENDERERS:
                return _RENDERERS[kind](self)
        return None
