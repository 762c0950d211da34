"""Decisions without the garbage collector's pauses.

A full collection of a busy kernel's heap takes 40-50 ms (measured along the hint
benchmark), a large part of what a hint or a bot move may take. A decision's objects
are freed by reference counting anyway, so the cyclic collector is held off while any
decision runs (in any thread) and runs again, as usual, once the last one is done."""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager

__all__ = ["no_gc_pauses"]

_lock = threading.Lock()
_state = {"active": 0, "was_enabled": False}


@contextmanager
def no_gc_pauses() -> Iterator[None]:
    """Hold the cyclic garbage collector off inside the block (nested and concurrent
    blocks share one hold; the collector's own setting is restored after the last)."""
    with _lock:
        if _state["active"] == 0:
            _state["was_enabled"] = gc.isenabled()
            gc.disable()
        _state["active"] += 1
    try:
        yield
    finally:
        with _lock:
            _state["active"] -= 1
            if _state["active"] == 0 and _state["was_enabled"]:
                gc.enable()
