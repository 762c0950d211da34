"""The one exception type a learner ever sees from the engine."""


class RummyError(ValueError):
    """A refused action or bad input. ``str(err)`` is a learner-readable explanation.

    Whenever the engine raises it while applying an action, the game state is exactly
    as it was before the call. Reasons from the message catalog can be shown in another
    language with :meth:`in_lang`.
    """

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason

    def in_lang(self, lang: str = "en") -> str:
        """The reason in ``lang`` ('en' or 'de') where the catalog has it."""
        render = getattr(self.reason, "render", None)
        return render(lang) if render else str(self.reason)


def short_repr(value: object, limit: int = 60) -> str:
    """A short, safe ``repr`` of any value for an error message (deep or huge values,
    lone surrogates included)."""
    import reprlib

    text = repr(value[: limit + 1]) if isinstance(value, str) else reprlib.repr(value)
    text = text.encode("utf-8", "backslashreplace").decode("utf-8")
    return text if len(text) <= limit else text[: limit - 3] + "..."


def short_text(value: object, limit: int = 60) -> str:
    """Like :func:`short_repr`, but text shows as itself (no quotes)."""
    if not isinstance(value, str):
        return short_repr(value, limit)
    text = value[: limit + 1].encode("utf-8", "backslashreplace").decode("utf-8")
    return text if len(text) <= limit else text[: limit - 3] + "..."
