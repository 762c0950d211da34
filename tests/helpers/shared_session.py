"""Letting shared-table sessions catch up with each other before a check."""

from __future__ import annotations


def settle(sessions, watchers=()) -> None:
    """Tick every session until none changes (bots move one action a tick)."""
    for _ in range(500):
        changed = [s.tick() for s in sessions]
        for w in watchers:
            if any(changed):
                w.check_all()
        if not any(changed):
            return
    raise AssertionError("the table did not settle")
