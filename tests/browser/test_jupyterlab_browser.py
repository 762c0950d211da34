"""The lessons in JupyterLab 4, walked in Debian's chromium.

A module fixture starts ``python -m jupyterlab`` on 127.0.0.1 (free port, a token, a
temporary root holding copies of the notebooks, its own settings and workspace folders, no
browser, at most 15 minutes of life) and stops it at the end; it FAILS, never skips, when
chromium or JupyterLab is missing. Notebooks are opened and run through JupyterLab's own
commands (``window.jupyterapp``, exposed with ``--LabApp.expose_app_in_browser``).

Checked: the EN | DE switch turns the table German and is remembered across a reload;
``/lab/tree/05_play.ipynb?lang=de`` (the address a teacher hands out) opens German even
though JupyterLab drops the query string from the address bar; with the file browser open
and two notebooks side by side no card of an 11-card hand is clipped; and a play table in
another tab does not turn the guided hand's felt into a tall empty green box.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from pathlib import Path

import pytest
from conftest import ARTIFACTS, CHROMIUM, free_port, need_executable, start_server, stop_server
from helpers.layout_checks import CLIPPED, WATCHED

pytestmark = pytest.mark.browser

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
TOKEN = "rummy-lab-test-token"
LIFETIME = "900"  # seconds; the server ends by itself even if the test run is killed
RUN = 120_000     # ms to wait for a notebook's widgets after "run all cells"

#: JS: open a notebook (optionally split to the right), wait for its kernel, run every
#: cell through JupyterLab's command, and return the panel's DOM id.
OPEN_AND_RUN = """async ([path, mode]) => {
  const app = window.jupyterapp;
  await app.restored;
  const panel = await app.commands.execute('docmanager:open',
      mode ? {path, options: {mode}} : {path});
  await panel.context.ready;
  await panel.sessionContext.ready;
  app.shell.activateById(panel.id);
  await app.commands.execute('notebook:run-all-cells');
  return panel.id;
}"""


def lab_command(root: Path, port: int, python: str = sys.executable) -> tuple[list[str], dict]:
    """The command and environment of a throw-away JupyterLab serving ``root`` (also used
    by docs/make_screenshots.py)."""
    here = Path(__file__).resolve().parents[2]
    env = {**os.environ, "PYTHONPATH": str(here), "JUPYTER_CONFIG_DIR": str(root / ".config"),
           "JUPYTERLAB_SETTINGS_DIR": str(root / ".settings"),
           "JUPYTERLAB_WORKSPACES_DIR": str(root / ".workspaces"),
           "JUPYTER_RUNTIME_DIR": str(root / ".runtime")}
    cmd = ["/usr/bin/timeout", LIFETIME, python, "-m", "jupyterlab",
           "--no-browser", "--allow-root", "--ip=127.0.0.1", f"--port={port}",
           f"--IdentityProvider.token={TOKEN}", f"--ServerApp.root_dir={root}",
           "--LabApp.expose_app_in_browser=True", "--LabApp.extension_manager=readonly",
           "--LabApp.news_url=None",
           "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate"]
    return cmd, env


@pytest.fixture(scope="module")
def lab():
    """JupyterLab 4 on a free port: yields the base URL (the token is in the cookie once a
    page was opened with ``?token=``)."""
    need_executable(CHROMIUM, "chromium")
    need_executable("/usr/bin/timeout", "timeout")
    root = Path(tempfile.mkdtemp(prefix="rummy-lab-jl-"))
    for nb in NOTEBOOKS.glob("[0-9][0-9]_*.ipynb"):
        shutil.copy(nb, root)
    port = free_port()
    cmd, env = lab_command(root, port, need_executable(sys.executable, "python"))
    url, proc, log = start_server(cmd, port, "jupyterlab.log", env=env)
    yield url
    stop_server(proc, log)
    shutil.rmtree(root, ignore_errors=True)


@pytest.fixture
def page(browser, lab):
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    tab = context.new_page()
    tab.set_default_timeout(30_000)
    errors: list[str] = []
    tab.on("pageerror", lambda exc: errors.append(str(exc)))
    tab.goto(f"{lab}/lab?token={TOKEN}&reset", timeout=RUN)   # no tabs of earlier tests
    tab.wait_for_function("() => window.jupyterapp !== undefined", timeout=RUN)
    tab.evaluate("() => window.jupyterapp.restored")
    yield tab
    context.close()
    assert not errors, errors


def open_lab(tab, base: str, query: str = "") -> None:
    """(Re)load JupyterLab itself, e.g. after a reload or with ``?lang=``."""
    tab.goto(f"{base}/lab{query}", timeout=RUN)
    tab.wait_for_function("() => window.jupyterapp !== undefined", timeout=RUN)
    tab.evaluate("() => window.jupyterapp.restored")


def run_notebook(tab, name: str, ready: str, mode: str | None = None):
    """Open ``name`` (split ``mode`` or a new tab), run all cells; return its panel locator
    once ``ready`` (a CSS selector) shows inside it."""
    panel_id = tab.evaluate(OPEN_AND_RUN, [f"{name}.ipynb", mode])
    panel = tab.locator(f"#{panel_id}")
    panel.locator(ready).first.wait_for(timeout=RUN)
    panel.locator(".rl-language button").first.wait_for(timeout=RUN)
    tab.wait_for_timeout(1000)  # the kernel's answer to the switch's first message
    return panel


def lang_shown(tab) -> str | None:
    return tab.evaluate("() => document.documentElement.dataset.rlLang || null")


def stored(tab) -> str | None:
    return tab.evaluate("() => localStorage.getItem('rummy-lab-lang')")


def test_switch_turns_the_table_german_and_is_remembered(page, lab):
    page.evaluate("() => localStorage.removeItem('rummy-lab-lang')")
    play = run_notebook(page, "05_play", ".rl-setup-form")
    assert lang_shown(page) == "en"
    play.get_by_role("button", name="Start game").wait_for()
    play.locator(".rl-language button", has_text="DE").click()
    play.get_by_role("button", name="Spiel starten").wait_for(timeout=20_000)
    assert lang_shown(page) == "de" and stored(page) == "de"
    # new kernels (they would remember "de" themselves), then a reload of the whole JupyterLab
    page.evaluate("() => window.jupyterapp.serviceManager.sessions.shutdownAll()")
    open_lab(page, lab)
    guided = run_notebook(page, "01_guided_hand", ".rl-lesson-guided")
    assert lang_shown(page) == "de"
    guided.get_by_role("button", name="Weiter ▶").wait_for(timeout=20_000)
    guided.locator(".rl-language button", has_text="EN").click()
    guided.get_by_role("button", name="Next ▶").wait_for(timeout=20_000)
    assert stored(page) == "en"


@pytest.mark.parametrize("stripped", [False, True], ids=["kept", "stripped"])
def test_the_lang_parameter_a_teacher_hands_out(page, lab, stripped):
    """``/lab/tree/05_play.ipynb?lang=de`` opens German (once: a later click wins).
    JupyterLab may drop the query string from the address bar before the notebook runs
    (seen on a first open with ``?token=``); ``stripped`` does that on purpose: the switch
    then finds ``lang`` in the address the page was opened with."""
    page.evaluate("() => localStorage.setItem('rummy-lab-lang', 'en')")
    page.goto(f"{lab}/lab/tree/05_play.ipynb?lang=de", timeout=RUN)
    page.wait_for_function("() => window.jupyterapp !== undefined", timeout=RUN)
    if stripped:
        page.evaluate("() => history.replaceState(history.state, '', location.pathname)")
    play = run_notebook(page, "05_play", ".rl-setup-form")
    assert ("lang=" in page.url) != stripped
    assert lang_shown(page) == "de" and stored(page) == "de"
    play.get_by_role("button", name="Spiel starten").wait_for(timeout=20_000)
    play.locator(".rl-language button", has_text="EN").click()
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.wait_for_timeout(3000)
    play.get_by_role("button", name="Start game").wait_for(timeout=20_000)
    assert lang_shown(page) == "en" and stored(page) == "en"


def start_and_draw(play) -> None:
    """Start a game in the play panel and draw: an 11-card hand."""
    from playwright.sync_api import expect

    play.get_by_role("button", name="Start game").click()
    hand = play.locator(".rl-table-root .rl-hand .rl-card")
    expect(hand).to_have_count(10, timeout=30_000)
    play.locator("button[data-op='draw']").click()
    expect(hand).to_have_count(11, timeout=30_000)


def assert_hand_fits(tab, panel_id: str, shot: str) -> None:
    tab.wait_for_timeout(400)   # let card animations settle
    watched = ", ".join(f"#{panel_id} {w.strip()}" for w in WATCHED.split(","))
    bad = tab.evaluate(CLIPPED, watched)
    ARTIFACTS.mkdir(exist_ok=True)
    tab.screenshot(path=str(ARTIFACTS / f"jupyterlab_{shot}.png"))
    assert tab.locator(f"#{panel_id} .rl-hand .rl-card").count() == 11
    assert not bad, bad


def test_narrow_panels_keep_every_card_and_the_felt_its_size(page, lab):
    """1100 px with the file browser open, then the guided hand split beside the table:
    no card of the 11-card hand is clipped; the guided hand's felt stays small."""
    page.set_viewport_size({"width": 1100, "height": 800})
    page.evaluate("() => window.jupyterapp.commands.execute('filebrowser:activate')")
    page.evaluate("() => localStorage.setItem('rummy-lab-lang', 'en')")
    play = run_notebook(page, "05_play", ".rl-setup-form")
    assert page.locator(".jp-FileBrowser").first.is_visible()
    start_and_draw(play)
    play_id = play.get_attribute("id")
    assert play.bounding_box()["width"] < 900
    assert_hand_fits(page, play_id, "sidebar_1100")
    guided = run_notebook(page, "01_guided_hand", ".rl-lesson-guided", mode="split-right")
    page.wait_for_timeout(500)
    assert play.bounding_box()["width"] < 600, play.bounding_box()
    assert_hand_fits(page, play_id, "split_1100")
    # the play table (a table exists on the page) does not reach the guided hand's felt
    felt = guided.locator(".rl-lesson-guided .rl-felt").first
    assert felt.evaluate("e => getComputedStyle(e).minHeight") in ("0px", "auto")
    height, content = felt.evaluate(
        "e => [e.getBoundingClientRect().height, Math.max(...[...e.children].map("
        "c => c.getBoundingClientRect().bottom)) - e.getBoundingClientRect().top]")
    assert height - content < 40, (height, content)   # no empty green below its content
