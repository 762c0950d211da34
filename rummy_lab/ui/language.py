"""The page's language: chosen in the browser, followed by every widget of the kernel.

One Voilà page (or one notebook in JupyterLab) is one kernel, so the kernel holds one
:data:`PAGE` language. It starts from the page address (``?lang=de``: Voilà hands the
query string to the kernel as ``QUERY_STRING``) and is then set by the
:class:`LanguageBar` switch (EN | DE), whose browser side also reads ``?lang=`` and the
choice remembered in the browser (``localStorage``); the address wins. Widgets built
without an explicit ``lang`` follow :data:`PAGE` (see :func:`follow_page`), and the
bilingual lesson text (``rl-lang-en`` / ``rl-lang-de`` blocks) is shown or hidden by CSS
from the ``data-rl-lang`` attribute the switch puts on ``<html>``.
"""

from __future__ import annotations

import os
import weakref
from collections.abc import Callable
from typing import Any
from urllib.parse import parse_qs

import anywidget
import traitlets

from . import assets
from .messages import LANGS, t

__all__ = ["PAGE", "LanguageBar", "follow_page", "page_lang", "query_lang", "STORAGE_KEY",
           "PARAM", "wait_for_page"]

PARAM = "lang"
STORAGE_KEY = "rummy-lab-lang"


def query_lang(query: str | None = None) -> str | None:
    """The language asked for in a query string (default: Voilà's ``QUERY_STRING``)."""
    if query is None:
        query = os.environ.get("QUERY_STRING", "")
    asked = parse_qs(query.lstrip("?")).get(PARAM, [""])[-1]
    return asked if asked in LANGS else None


class PageLanguage(traitlets.HasTraits):
    """The one language of this kernel's page."""

    lang = traitlets.Unicode("en")

    @traitlets.validate("lang")
    def _valid(self, proposal: dict) -> str:
        return proposal["value"] if proposal["value"] in LANGS else self.lang


PAGE = PageLanguage(lang=query_lang() or "en")


def wait_for_page(ahead: Callable[[], Any] | None = None) -> None:
    """A preheated Voilà kernel (``rummy-lab serve``'s ready kernels) runs its notebook up
    to here before anyone asked for the page: run ``ahead`` (work the page will need, e.g.
    :func:`~rummy_lab.ui.table.warm_up_table`), wait for the page's request (its address
    and client reach ``os.environ``), then take the page's language from it. Returns at
    once in any other kernel, without ``ahead``. A lesson imports what it uses before it
    calls this, so a ready kernel has done that work too before its page is asked for."""
    import time
    import warnings

    from voila.utils import wait_for_request

    if ahead is not None and os.environ.get("VOILA_PREHEAT") == "True" \
            and "SERVER_SOFTWARE" not in os.environ:
        ahead()
    for _ in range(60):  # a server that never answers: the page goes on without its address
        if os.environ.get("VOILA_PREHEAT") != "True" or "SERVER_SOFTWARE" in os.environ:
            break
        with warnings.catch_warnings():  # "Failed to connect" must not reach the page
            warnings.simplefilter("ignore")
            wait_for_request()
        if "SERVER_SOFTWARE" not in os.environ:
            time.sleep(1.0)
    PAGE.lang = query_lang() or PAGE.lang


def page_lang() -> str:
    """The page's language now."""
    return PAGE.lang


def follow_page(widget: Any) -> Any:
    """Let ``widget.lang`` follow the page language from now on (``widget`` is held weakly,
    so a closed and forgotten widget stops following)."""
    ref = weakref.ref(widget)

    def on_change(change: dict) -> None:
        target = ref()
        if target is None:
            PAGE.unobserve(on_change, names=["lang"])
        elif target.lang != change["new"]:
            target.lang = change["new"]

    PAGE.observe(on_change, names=["lang"])
    return widget


class LanguageBar(anywidget.AnyWidget):
    """The EN | DE switch. Its ``lang`` and the page's are one: a click (or the address, or
    the browser's remembered choice) switches every widget of the page."""

    _esm, _css = assets.widget_files("language")
    lang = traitlets.Unicode("en").tag(sync=True)
    labels = traitlets.Dict().tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(lang=PAGE.lang, labels=self._labels(), **kwargs)
        self.add_class("rl-language-bar")
        traitlets.link((PAGE, "lang"), (self, "lang"))

    @traitlets.validate("lang")
    def _valid(self, proposal: dict) -> str:
        return proposal["value"] if proposal["value"] in LANGS else PAGE.lang

    @staticmethod
    def _labels() -> dict[str, Any]:
        """Each language's name in itself (so a learner finds their own), the switch's
        name in each language (``title_de``), and what the page's upload guard needs
        (widgets/language.js: no file over ``upload_limit`` bytes is sent)."""
        from .uploads import UPLOAD_LIMIT, too_big_template

        return {lang: t("lang_name", lang) for lang in LANGS} | {
            f"title_{lang}": t("lang_choose", lang) for lang in LANGS} | {
            f"upload_too_big_{lang}": too_big_template(lang) for lang in LANGS} | {
            "upload_limit": UPLOAD_LIMIT}
