"""How long a wrong password makes its sender wait (pure: numbers in, numbers out).

One policy for both passwords of a class (the class password at the server's login form,
the teacher password in the teacher's dashboard): a few wrong tries are free, then every
further wrong try locks that client out for a pause that doubles each time, up to a
longest pause. Tries during a pause are refused unchecked (the right password too), so
the pauses bound how many passwords one client can ever test. A right password, or no
wrong one for :attr:`Backoff.forget` seconds, starts the count again.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Backoff", "Attempts", "CLIENT_HEADER", "CLIENT_ENV"]

#: The client address the server (server/login.py) gives every page's kernel: an HTTP
#: header it sets itself over anything the browser sent, which Voilà passes on as an
#: environment variable (``VoilaConfiguration.http_header_envs``, RFC 3875 naming).
CLIENT_HEADER = "X-Rummy-Lab-Client"
CLIENT_ENV = "HTTP_" + CLIENT_HEADER.upper().replace("-", "_")


@dataclass(frozen=True)
class Backoff:
    """``free`` wrong tries without a pause; then ``first`` seconds, doubling up to
    ``longest``; forgotten ``forget`` seconds after the last wrong try."""

    free: int
    first: float
    longest: float
    forget: float = 3600.0

    def pause(self, wrong: int) -> float:
        """The lock-out after the ``wrong``-th wrong try in a row (0 while free)."""
        if wrong < self.free:
            return 0.0
        return min(self.first * 2.0 ** min(wrong - self.free, 60), self.longest)

    def most_tries(self, seconds: float) -> int:
        """How many passwords one client can test at most within ``seconds`` (the bound
        the guessing test checks): try n needs the pauses of tries 1 … n-1 behind it."""
        tries, waited = 0, 0.0
        while waited <= seconds:
            tries += 1
            waited += self.pause(tries)
        return tries


@dataclass(frozen=True)
class Attempts:
    """One client's record: wrong tries in a row, locked until, last wrong try (clock
    seconds)."""

    wrong: int = 0
    locked_until: float = 0.0
    last: float = 0.0

    def wait(self, policy: Backoff, now: float) -> float:
        """Seconds this client must still wait before its next try is checked."""
        return max(0.0, self.locked_until - now) if now - self.last < policy.forget else 0.0

    def after_wrong(self, policy: Backoff, now: float) -> Attempts:
        """The record once one more wrong try was checked at ``now``."""
        wrong = 1 if now - self.last >= policy.forget else self.wrong + 1
        return Attempts(wrong, now + policy.pause(wrong), now)
