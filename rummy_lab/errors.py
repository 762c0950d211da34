"""The one exception type a learner ever sees from the engine."""


class RummyError(ValueError):
    """A refused action or bad input. ``str(err)`` is a learner-readable explanation.

    Whenever the engine raises it while applying an action, the game state is exactly
    as it was before the call.
    """

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason
