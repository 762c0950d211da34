"""The compiled cover kernel serves every entry point of a process (issue 28): the first
fast-path call starts the compile in the background (from numba's disk cache after the
first time on a machine), and once it is ready library calls, hint(), the bots and
simulate() all run it, in a fresh process that never called warm_up()."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PROBE = """
from rummy_lab import Game, variant
from rummy_lab.ai.bots import make_bot
from rummy_lab.ai.hints import hint
from rummy_lab.ai.simulate import simulate
from rummy_lab.ai.solver import best_arrangement, cover_kernel, min_deadwood

basic = variant("basic")
assert not cover_kernel.compiled()
print(best_arrangement("AS 2S 3S 7H 7D 7C KD", basic).deadwood)  # the first call: plain
thread = cover_kernel._state["thread"]
assert thread is not None, "the first call started no compile"
thread.join(240)
assert cover_kernel.compiled(), cover_kernel._state
runs = {"n": 0}
kernel = cover_kernel.current[0]

def counted(*args):
    runs["n"] += 1
    return kernel(*args)
cover_kernel.current[0] = counted

def used(label, call):
    before = runs["n"]
    call()
    print(label, runs["n"] > before)

used("library", lambda: min_deadwood("AS 2S 3S 7H 7D 7C KD", basic))
game = Game(basic, 2, seed=1)
used("hint", lambda: hint(game))
used("bot", lambda: make_bot("hard", seed=1).choose(game, game.current))
used("simulate", lambda: simulate(basic, ["medium", "easy"], hands=2, progress=False))
"""


def _probe(code: str, timeout: int, **env: str) -> list[str]:
    """What ``code`` prints in a fresh process (``env``: more environment variables)."""
    clean = {k: v for k, v in os.environ.items() if k != "RUMMY_LAB_PLAIN_KERNEL"}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env={**clean, "PYTHONPATH": str(ROOT), **env}, timeout=timeout)
    assert done.returncode == 0, done.stderr
    return done.stdout.split()


def test_the_first_call_compiles_in_the_background_and_every_entry_point_uses_it():
    assert _probe(PROBE, 300) == ["10", "library", "True", "hint", "True", "bot", "True",
                                  "simulate", "True"]


def test_the_plain_kernel_stays_when_the_environment_asks_for_it():
    code = ("import sys\nfrom rummy_lab import variant\n"
            "from rummy_lab.ai.solver import cover_kernel, min_deadwood\n"
            "print(min_deadwood('AS 2S 3S 7H 7D 7C KD', variant('basic')),"
            " cover_kernel._state['thread'], 'numba' in sys.modules)\n")
    assert _probe(code, 120, RUMMY_LAB_PLAIN_KERNEL="1") == ["10", "None", "False"]
