"""Limits of the exact search: time and/or search nodes."""

from __future__ import annotations

from dataclasses import dataclass
from time import perf_counter

CHECK_EVERY = 512  # search nodes between two looks at the clock


class OutOfTime(Exception):
    """The exact search used up its :class:`Limit` (the caller falls back to greedy)."""


@dataclass
class Limit:
    """How far searches may go: until ``deadline`` (a ``time.perf_counter()`` value) and
    for ``nodes`` search nodes (None: no bound). Searches record the nodes they ``used``,
    here and in the ``parent`` limit this one is a share of. A node limit gives the same
    answers on any machine; a deadline bounds the wait on a busy one."""

    deadline: float | None = None
    nodes: int | None = None
    used: int = 0
    parent: Limit | None = None

    def spend(self, nodes: int) -> None:
        self.used += nodes
        if self.parent is not None:
            self.parent.spend(nodes)

    def over(self) -> bool:
        return (self.nodes is not None and self.used >= self.nodes) or self.late()

    def room(self) -> int:
        """Search nodes until this limit or one it is a share of is used up, at most
        :data:`CHECK_EVERY` (then the clock is looked at again), at least 1."""
        room = CHECK_EVERY
        limit: Limit | None = self
        while limit is not None:
            if limit.nodes is not None:
                room = min(room, limit.nodes - limit.used)
            limit = limit.parent
        return max(room, 1)

    def late(self) -> bool:
        """Is the deadline past? (Work that is not counted in nodes stops only then.)"""
        return self.deadline is not None and perf_counter() > self.deadline

    def share(self, parts: int, clock_parts: int | None = None) -> Limit:
        """A limit for the next of ``parts`` tasks: an equal part of what is left (of
        the time left, one of ``clock_parts`` parts if given)."""
        parts = max(parts, 1)
        deadline = nodes = None
        if self.deadline is not None:
            now = perf_counter()
            deadline = now + max(0.0, self.deadline - now) / max(clock_parts or parts, 1)
        if self.nodes is not None:
            nodes = max(0, self.nodes - self.used) // parts
        return Limit(deadline, nodes, parent=self)
