"""The lesson dashboards served like `make serve`, for the browser tests: the server
(``voila_server``, a session fixture that FAILS, never skips, when chromium, voila or
rummy-lab is missing), a tab that blocks and records every non-local request (``Page``,
``tab``), the checks every dashboard must pass (``assert_clean``, ``cut_choices``) and the
play page's table (``TABLE``, ``SETTLED``, ``quick_hand_seed``).

Load-to-interactive times and the RSS of each dashboard's kernel are printed at the end
of the session (run with ``-s`` to see them).
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

import psutil
import pytest
from conftest import ARTIFACTS, CHROMIUM, free_port, need_executable, start_server, stop_server

from helpers.layout_checks import CUT_CHOICES

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
LOCAL = "http://127.0.0.1"
LOAD_TIMEOUT = 120_000  # ms; the strategy lab simulates for ~20 s before its last output

#: dashboard -> CSS selector of its key widget or output (added with add_class / Styler)
DASHBOARDS = {
    "00_start_here": "table.rl-lesson-variants",
    "01_guided_hand": ".rl-lesson-guided",
    "02_melds_and_layoffs": ".rl-lesson-sandbox",
    "03_rummy_500": ".rl-table",
    "04_scoring_scenarios": ".rl-lesson-explorer",
    "05_play": ".rl-lesson-play",
    "06_strategy_lab": ".rl-lesson-watch",
    "07_teacher": ".rl-lesson-teacher",
}
ERROR_OUTPUT = ".jp-RenderedText[data-mime-type='application/vnd.jupyter.stderr']"
CODE = (".jp-CodeCell .jp-InputArea, .jp-InputArea-editor, .cm-editor, .CodeMirror, "
        ".jp-InputPrompt")
TIMINGS: dict[str, float] = {}
MEMORY: dict[str, float] = {}


# -- fixtures ---------------------------------------------------------------------------
@pytest.fixture(scope="session")
def voila_server(tmp_path_factory):
    """``rummy-lab serve`` on a free port with a class store of its own (nothing left in
    notebooks/, nothing carried from an earlier run): yields (base url, server process)."""
    from rummy_lab.ui.setup import SEED_ENV

    need_executable(CHROMIUM, "chromium")
    need_executable(Path(sys.executable).with_name("voila"), "voila")
    cli = need_executable(Path(sys.executable).with_name("rummy-lab"), "the rummy-lab command")
    port = free_port()
    env = {**os.environ, "PATH": str(Path(sys.executable).parent) + os.pathsep + os.environ["PATH"],
           SEED_ENV: str(quick_hand_seed()[0])}  # learners cannot choose a seed: the server fixes it
    store = f"sqlite:///{tmp_path_factory.mktemp('dashboards') / 'class.db'}"
    url, proc, log = start_server([cli, "serve", "--port", str(port), "--store", store], port,
                                  "dashboards-voila.log", env=env)
    yield url, proc
    stop_server(proc, log)
    _report()


class Page:
    """A browser tab that blocks and records every non-local request."""

    def __init__(self, browser, base: str, server):
        self.base, self.server = base, server
        self.context = browser.new_context(viewport={"width": 1280, "height": 900})
        self.page = self.context.new_page()
        self.page.set_default_timeout(30_000)
        self.blocked: list[tuple[str, str]] = []
        self.page_errors: list[str] = []
        self.console: list[tuple[str, str]] = []
        self.page.route("**/*", self._route)
        self.page.on("pageerror", lambda exc: self.page_errors.append(str(exc)))
        self.page.on("console", lambda m: self.console.append((m.type, m.text)))

    def _route(self, route):
        request = route.request
        if request.url.startswith(LOCAL):
            return route.continue_()
        self.blocked.append((request.resource_type, request.url))
        return route.abort()

    def kernels(self) -> set[int]:
        """Kernel processes started by the Voilà server."""
        out = set()
        for child in psutil.Process(self.server.pid).children(recursive=True):
            try:
                if "ipykernel_launcher" in " ".join(child.cmdline()):
                    out.add(child.pid)
            except psutil.Error:
                pass
        return out

    def open(self, name: str) -> float:
        """Go to a dashboard, wait until it is fully rendered; return seconds to interactive."""
        before = self.kernels()
        ready, last_cell = DASHBOARDS[name], _last_cell_id(name)
        start = time.monotonic()
        self.page.goto(f"{self.base}/voila/render/{name}.ipynb", wait_until="commit",
                       timeout=LOAD_TIMEOUT)
        self.page.locator(ready).first.wait_for(state="visible", timeout=LOAD_TIMEOUT)
        seconds = time.monotonic() - start
        self.page.locator(f'[id="cell-id={last_cell}"]').wait_for(state="attached",
                                                                   timeout=LOAD_TIMEOUT)
        self.page.wait_for_load_state("load")
        TIMINGS[name] = seconds
        new = self.kernels() - before
        if new:
            MEMORY[name] = sum(psutil.Process(pid).memory_info().rss for pid in new) / 2**20
        return seconds

    def screenshot(self, name: str) -> Path:
        """The whole dashboard: the viewport grows to the height of Voilà's scroll panel."""
        height = self.page.evaluate(
            "() => { const c = document.querySelector('#rendered_cells');"
            " return (c ? c.scrollHeight : document.body.scrollHeight) + 80; }")
        self.page.set_viewport_size({"width": 1280, "height": max(900, min(int(height), 8000))})
        self.page.wait_for_timeout(300)
        path = ARTIFACTS / f"dashboard-{name}.png"
        self.page.screenshot(path=str(path), full_page=True)
        self.page.set_viewport_size({"width": 1280, "height": 900})
        return path

    def close(self):
        self.context.close()


@pytest.fixture
def tab(browser, voila_server):
    base, server = voila_server
    t = Page(browser, base, server)
    yield t
    if t.blocked:
        print(f"\nblocked non-local requests: {t.blocked}")
    t.close()


def _last_cell_id(name: str) -> str:
    import nbformat

    nb = nbformat.read(NOTEBOOKS / f"{name}.ipynb", as_version=4)
    return nb.cells[-1]["id"]


def _report() -> None:
    lines = ["", "dashboard load-to-interactive (s) and kernel RSS (MiB):"]
    for name in DASHBOARDS:
        if name in TIMINGS:
            mem = f"{MEMORY[name]:.0f}" if name in MEMORY else "?"
            lines.append(f"  {name:24s} {TIMINGS[name]:6.1f} s   {mem:>5s} MiB")
    text = "\n".join(lines)
    print(text)
    (ARTIFACTS / "dashboards-timings.txt").write_text(text + "\n")


# -- checks ---------------------------------------------------------------------------
#: Every widget bundle on the page must agree with the JupyterLab packages Voilà shares:
#: a bundle built against newer ones makes webpack warn "Unsatisfied version 4.2.5 from
#: _JUPYTERLAB.CORE_OUTPUT of shared singleton module ..." (Voilà 0.5.13 + jupyterlab_widgets
#: 3.0.17: 14 per page, upstream voila issue 1514). pyproject.toml pins versions that agree;
#: no such warning is tolerated.
VERSION_WARNINGS = ("Unsatisfied version", "No satisfying version")


def version_warnings(console: list[tuple[str, str]]) -> list[str]:
    """The page's shared-module version warnings (there must be none)."""
    return [text for _, text in console if any(w in text for w in VERSION_WARNINGS)]


def assert_clean(t: Page, name: str) -> None:
    page = t.page
    errors = page.locator(ERROR_OUTPUT)
    assert errors.count() == 0, f"{name}: error output: {errors.first.inner_text()[:2000]}"
    text = page.locator("body").inner_text()
    for bad in ("Traceback", "There was an error when executing cell", "Error:"):
        assert bad not in text, f"{name}: page shows {bad!r}:\n{text[:3000]}"
    code = page.locator(CODE)
    visible = [i for i in range(code.count()) if code.nth(i).is_visible()]
    assert not visible, f"{name}: {len(visible)} code input(s) visible"
    assert "from rummy_lab import" not in text, f"{name}: source code shown"
    title = page.locator("h1").first
    assert title.is_visible() and title.inner_text().strip(), f"{name}: no visible title"
    assert not t.page_errors, f"{name}: JavaScript errors {t.page_errors}"
    console_errors = [text for kind, text in t.console if kind == "error"]
    assert not console_errors, f"{name}: console errors {console_errors}"
    assert not version_warnings(t.console), f"{name}: {version_warnings(t.console)}"
    # nothing at all is fetched from the internet: the served template is offline
    assert not t.blocked, f"{name}: page asked for non-local resources {t.blocked}"


OPTION_TEXTS = "() => [...document.querySelectorAll('select option')].map(o => o.text).join('|')"


def cut_choices(tab) -> list:
    """Every drop-down of the page, in English and German at phone, tablet, laptop and
    projector widths: (language, width, the drop-downs that cut their longest choice)."""
    found = []
    for lang in ("DE", "EN"):
        before = tab.page.evaluate(OPTION_TEXTS)
        tab.page.locator(".rl-language button", has_text=lang).first.click()
        if before:  # the kernel renames the choices: wait for it (at most 10 s)
            for _ in range(50):
                tab.page.wait_for_timeout(200)
                if tab.page.evaluate(OPTION_TEXTS) != before:
                    break
        for width in (390, 768, 1280, 1920):
            tab.page.set_viewport_size({"width": width, "height": 900})
            tab.page.wait_for_timeout(200)
            cut = tab.page.evaluate(CUT_CHOICES, "select")
            if cut:
                found.append((lang, width, cut))
    return found



def quick_hand_seed(max_turns: int = 8) -> tuple[int, int]:
    """A seed whose Basic Rummy hand (you vs an Easy bot, you: draw, discard the first
    card) ends within ``max_turns`` of your turns; found with the engine itself."""
    from rummy_lab import Discard, DrawStock, Game, variant
    from rummy_lab.ai.bots import make_bot

    for seed in range(500):
        game = Game(variant("basic"), ["You", "Ben"], seed=seed)
        bot, turns = make_bot("easy", seed=seed + 1), 0
        while game.phase in ("draw", "play") and turns <= max_turns:
            if game.current == 1:
                game.apply(bot.choose(game, 1))
            elif game.phase == "draw":
                turns += 1
                game.apply(DrawStock())
            else:
                game.apply(Discard(game.view(0).hand[0]))
        if game.phase not in ("draw", "play"):
            return seed, turns
    raise AssertionError("no quick seed found")


TABLE = ".rl-lesson-play .rl-table-root"
SETTLED = f"""() => {{
  const r = document.querySelector('{TABLE}');
  if (!r || r.classList.contains('rl-busy')) return null;
  const ph = r.dataset.phase;
  if (ph === 'hand_over' || ph === 'game_over') return ph;
  return r.classList.contains('rl-my-turn') ? ph : null;
}}"""


def explorer_shots(page, stem: str) -> None:
    """The whole explorer photographed at 1280 and 390 px (test-artifacts/<stem>-<width>.png);
    it is never wider than the screen."""
    for width in (1280, 390):
        page.set_viewport_size({"width": width, "height": 900})
        page.wait_for_timeout(300)
        tall = page.evaluate("() => document.querySelector('#rendered_cells').scrollHeight")
        page.set_viewport_size({"width": width, "height": min(int(tall) + 80, 8000)})
        page.wait_for_timeout(500)
        page.locator(".rl-lesson-explorer").screenshot(path=str(ARTIFACTS / f"{stem}-{width}.png"))
        wide = page.evaluate("() => document.querySelector('.rl-lesson-explorer').scrollWidth")
        assert wide <= width, f"the explorer is {wide} px wide on a {width} px screen"
    page.set_viewport_size({"width": 1280, "height": 900})


