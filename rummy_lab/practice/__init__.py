"""Practice: reviewing a learner's own game, the teacher's class view (and, from the
practice helper, exercises and mastery)."""

from .class_view import ClassView, class_view
from .review import Review, ReviewItem, review, severity

__all__ = ["review", "Review", "ReviewItem", "severity", "class_view", "ClassView"]
