"""Practice: reviewing a learner's own game (and, from the practice helper, exercises)."""

from .review import Review, ReviewItem, review, severity

__all__ = ["review", "Review", "ReviewItem", "severity"]
