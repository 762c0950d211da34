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
