"""Servers on 127.0.0.1 for tests, benchmarks and the screenshot script: a free port, and
waiting (bounded) until a just-started server answers HTTP."""

from __future__ import annotations

import socket
import subprocess
import time
import urllib.error
import urllib.request


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_until_answering(proc: subprocess.Popen, url: str, seconds: float = 60) -> str | None:
    """Poll ``url`` until any HTTP answer (standalone Voilà's /api says 403: up all the
    same). None when it answered; else why not (the process exited or time ran out), with
    the process killed."""
    deadline = time.monotonic() + seconds
    while True:
        if proc.poll() is not None:
            return f"{proc.args[0]} exited with {proc.returncode}"
        try:
            urllib.request.urlopen(url, timeout=2)
            return None
        except urllib.error.HTTPError:
            return None
        except OSError:
            if time.monotonic() > deadline:
                proc.kill()
                return f"{proc.args[0]} did not answer within {seconds:.0f} s"
            time.sleep(0.3)
