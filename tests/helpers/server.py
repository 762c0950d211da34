"""Running a coroutine to its end from a test whose thread already runs an event loop."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor


def run_async(coro, seconds: float):
    """Run ``coro`` to its end in a thread of its own (the browser tests' Playwright keeps
    an event loop running in this thread), bounded by ``seconds``."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, asyncio.wait_for(coro, seconds)).result(seconds + 5)
