"""The classroom JupyterHub of docs/classroom.md, for real: docs/jupyterhub_config.py.

The browser test starts ``jupyterhub -f docs/jupyterhub_config.py`` on free 127.0.0.1
ports (only the ports are given on the command line) with ``configurable-http-proxy``
from npm (``make hub-proxy``), signs in three students with the class password in
Debian's chromium, opens the play dashboard in each student's own server, starts a game
and plays a turn (Draw, then Discard), and checks every turn registered, every student
has a server of their own, and the idle culler is allowed to do its job. Hub and proxy
are stopped at the end, also on failure; a missing ``jupyterhub`` or proxy FAILS.

The other tests keep docs/classroom.md, the config and the Kubernetes values in step.
"""

from __future__ import annotations

import contextlib
import os
import re
import secrets
import shutil
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlencode, urlparse

import psutil
import pytest
import yaml
from conftest import ARTIFACTS, CHROMIUM, free_port, need_executable
from helpers.dashboard_pages import DASHBOARDS, LOAD_TIMEOUT, SETTLED, TABLE, Page
from helpers.dashboard_pages import assert_clean as _assert_clean
from traitlets.config.loader import PyFileConfigLoader

ROOT = Path(__file__).resolve().parents[2]
CONFIG = ROOT / "docs" / "jupyterhub_config.py"
VALUES = ROOT / "docs" / "z2jh_values.yaml"
GUIDE = ROOT / "docs" / "classroom.md"
STUDENTS = ("amy", "ben", "cai")
CLASS_PASSWORD = "class-" + secrets.token_hex(6)
HUB_START = 90      # s: the hub answering /hub/health (it imports a lot on a busy machine)
SPAWN = 120_000     # ms: sign-in → the student's own server shows the start page


# -- the configuration as documented ---------------------------------------------------
def load_config(state: Path) -> dict:
    """docs/jupyterhub_config.py loaded the way JupyterHub loads it."""
    env = {"RUMMY_HUB_DIR": str(state), "RUMMY_CLASS_PASSWORD": "a-class-password",
           "RUMMY_CLASS_LIST": ",".join(STUDENTS)}
    with _environ(env):
        return PyFileConfigLoader(CONFIG.name, path=str(CONFIG.parent)).load_config()


@contextlib.contextmanager
def _environ(values: dict[str, str]) -> Iterator[None]:
    old = {k: os.environ.get(k) for k in values}
    os.environ.update(values)
    try:
        yield
    finally:
        for k, v in old.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v


def _fenced(text: str, lang: str) -> list[str]:
    return re.findall(rf"^```{lang}\n(.*?)^```$", text, flags=re.S | re.M)


def test_guide_shows_the_tested_files_verbatim():
    """docs/classroom.md quotes the config and the values file exactly as they are."""
    guide = GUIDE.read_text()
    assert CONFIG.read_text() in _fenced(guide, "python")
    assert VALUES.read_text() in _fenced(guide, "yaml")


def test_config_is_a_class_setup(tmp_path):
    c = load_config(tmp_path)
    assert c.JupyterHub.bind_url.startswith("http://127.0.0.1:")
    assert c.JupyterHub.authenticator_class == "shared-password"
    assert c.Authenticator.allowed_users == set(STUDENTS)
    assert c.Spawner.default_url == "/voila/render/00_start_here.ipynb"
    assert (Path(c.Spawner.notebook_dir) / "05_play.ipynb").is_file()
    assert {"--VoilaConfiguration.template=rummy",
            "--VoilaConfiguration.strip_sources=True"} <= set(c.Spawner.args)
    [culler] = c.JupyterHub.services
    [role] = c.JupyterHub.load_roles
    assert role["services"] == [culler["name"]] and "delete:servers" in role["scopes"]


def test_kubernetes_values_match_the_config(tmp_path):
    """The Zero to JupyterHub values carry the same default URL, limits, culling and
    single-user options as the tested config."""
    c = load_config(tmp_path)
    values = yaml.safe_load(VALUES.read_text())
    single = values["singleuser"]
    assert single["defaultUrl"] == c.Spawner.default_url
    assert single["memory"]["limit"] == c.Spawner.mem_limit
    assert single["memory"]["guarantee"] == c.Spawner.mem_guarantee
    assert single["cmd"] == "jupyterhub-singleuser"
    kube_args = values["hub"]["config"]["KubeSpawner"]["args"]
    assert kube_args == [a for a in c.Spawner.args if a != "--allow-root"]
    assert values["hub"]["config"]["JupyterHub"]["authenticator_class"] == "shared-password"
    culler = c.JupyterHub.services[0]["command"]
    assert f"--timeout={values['cull']['timeout']}" in culler
    assert f"--cull-every={values['cull']['every']}" in culler
    assert values["cull"]["enabled"] is True


# -- a real hub ------------------------------------------------------------------------
def proxy_command() -> str:
    """configurable-http-proxy as the config finds it: .venv/node first, then PATH."""
    local = Path(sys.prefix) / "node" / "node_modules" / ".bin" / "configurable-http-proxy"
    found = str(local) if local.is_file() else shutil.which("configurable-http-proxy")
    if not found:
        pytest.fail("configurable-http-proxy is missing; run `make hub-proxy` "
                    "(npm install --prefix .venv/node configurable-http-proxy)", pytrace=False)
    return found


@contextlib.contextmanager
def running_hub(state: Path) -> Iterator[tuple[str, psutil.Process, Path]]:
    """JupyterHub with the documented config on free loopback ports: (url, process, log).
    Stops the hub, and by their ids whatever it started, however the block ends."""
    hub = need_executable(Path(sys.executable).with_name("jupyterhub"), "jupyterhub")
    proxy_command()
    port, hub_port, api_port = free_port(), free_port(), free_port()
    url = f"http://127.0.0.1:{port}"
    env = {**os.environ, "RUMMY_HUB_DIR": str(state), "RUMMY_CLASS_LIST": ",".join(STUDENTS),
           "RUMMY_CLASS_PASSWORD": CLASS_PASSWORD,
           "PATH": str(Path(sys.executable).parent) + os.pathsep + os.environ["PATH"]}
    ARTIFACTS.mkdir(exist_ok=True)
    log_path = ARTIFACTS / "jupyterhub.log"
    with open(log_path, "w") as log:
        proc = subprocess.Popen(
            [hub, "-f", str(CONFIG), f"--JupyterHub.bind_url={url}",
             f"--JupyterHub.hub_port={hub_port}",
             f"--ConfigurableHTTPProxy.api_url=http://127.0.0.1:{api_port}"],
            stdout=log, stderr=subprocess.STDOUT, cwd=state, env=env)
        process = psutil.Process(proc.pid)
        started: set[psutil.Process] = set()
        try:
            _wait_healthy(url, proc, log_path)
            yield url, process, log_path
        finally:
            with contextlib.suppress(psutil.Error):
                started = set(process.children(recursive=True))
            proc.send_signal(signal.SIGTERM)  # the hub stops servers, culler and proxy
            try:
                proc.wait(timeout=40)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(timeout=10)
            _gone, alive = psutil.wait_procs(list(started), timeout=10)
            for child in alive:
                with contextlib.suppress(psutil.Error):
                    child.kill()


def _wait_healthy(url: str, proc: subprocess.Popen, log: Path) -> None:
    deadline = time.monotonic() + HUB_START
    while True:
        if proc.poll() is not None:
            pytest.fail(f"jupyterhub exited with {proc.returncode}; see {log}", pytrace=False)
        try:
            with urllib.request.urlopen(f"{url}/hub/health", timeout=3) as answer:
                if answer.status == 200:
                    return
        except (OSError, urllib.error.HTTPError):
            pass
        if time.monotonic() > deadline:
            pytest.fail(f"JupyterHub did not answer within {HUB_START} s; see {log}",
                        pytrace=False)
        time.sleep(0.5)


def _servers(hub: psutil.Process) -> dict[str, psutil.Process]:
    """Single-user servers the hub started, by the student they serve."""
    out = {}
    for child in hub.children(recursive=True):
        with contextlib.suppress(psutil.Error):
            if "jupyterhub.singleuser" in " ".join(child.cmdline()):
                out[child.environ()["JUPYTERHUB_USER"]] = child
    return out


def _sign_in(tab: Page, url: str, name: str) -> None:
    """Sign in on the hub's login page; the hub then starts the student's server and
    sends them on to the play dashboard in it."""
    play = f"/user/{name}/voila/render/05_play.ipynb"
    spawn = f"/hub/spawn/{name}?" + urlencode({"next": play})
    tab.page.goto(f"{url}/hub/login?" + urlencode({"next": spawn}), timeout=30_000)
    page = tab.page
    page.locator("#username_input").fill(name)
    page.locator("#password_input").fill(CLASS_PASSWORD)
    page.locator("#login_submit").click(no_wait_after=True)


def _play_a_turn(tab: Page) -> str:
    """Start a game with the setup's defaults and play Draw, Discard; return the log."""
    page = tab.page
    root = page.locator(".rl-lesson-play")
    root.get_by_role("button", name=re.compile("Start", re.I)).click()
    page.locator(TABLE).wait_for(timeout=30_000)
    assert page.wait_for_function(SETTLED, timeout=60_000).json_value() == "draw"
    rev = page.locator(TABLE).get_attribute("data-rev")
    page.locator(f"{TABLE} button[data-op='draw']").click()
    # the draw's redraw, whatever redraws come before it (it fails here if none comes)
    page.wait_for_function(
        f"() => document.querySelector('{TABLE}').dataset.rev !== '{rev}'"
        f" && ({SETTLED})() === 'play'", timeout=30_000)
    rev = page.locator(TABLE).get_attribute("data-rev")
    page.locator(f"{TABLE} .rl-hand .rl-card").first.click()
    page.locator(f"{TABLE} button[data-op='discard']").click()
    page.wait_for_function(  # our discard, then the bots' turns, then ours (or the end)
        f"() => document.querySelector('{TABLE}').dataset.rev !== '{rev}' && ({SETTLED})()",
        timeout=60_000)
    return page.locator(f"{TABLE} .rl-log").inner_text()


@pytest.mark.browser
def test_three_students_play_on_their_own_servers(browser, tmp_path):
    need_executable(CHROMIUM, "chromium")
    start = time.monotonic()
    with running_hub(tmp_path) as (url, hub, log):
        tabs = {name: Page(browser, f"{url}/user/{name}", hub) for name in STUDENTS}
        try:
            for name, tab in tabs.items():   # all three sign in; their servers start at once
                _sign_in(tab, url, name)
            for name, tab in tabs.items():   # each lands on the play dashboard of their server
                tab.page.wait_for_url(f"{url}/user/{name}/voila/render/05_play.ipynb",
                                      wait_until="commit", timeout=SPAWN)
            signed_in = time.monotonic() - start
            logs = {}
            for name, tab in tabs.items():
                tab.page.locator(DASHBOARDS["05_play"]).wait_for(timeout=LOAD_TIMEOUT)
                logs[name] = _play_a_turn(tab)
            for name, tab in tabs.items():
                assert re.search(r"^You drew a card from the stock and discarded \S+",
                                 logs[name], flags=re.M), f"{name}: {logs[name]}"
                _assert_clean(tab, "05_play")
            tabs["cai"].screenshot("05_play-jupyterhub")
            # a server of one's own opens on the start page of the lessons
            home = tabs["amy"].page.request.get(f"{url}/user/amy/", max_redirects=0)
            assert home.status == 302, home.status
            assert urlparse(home.headers["location"]).path == \
                "/user/amy/voila/render/00_start_here.ipynb"
            # and nobody else's: amy signed in cannot use ben's server
            assert tabs["amy"].page.request.get(f"{url}/user/ben/api/kernels").status == 403
            # one server per student, each with the play dashboard's kernel inside it
            servers = _servers(hub)
            assert sorted(servers) == sorted(STUDENTS)
            memory = []
            for name, server in servers.items():
                assert server.environ()["MEM_LIMIT"] == str(2**30), name
                kernels = [p for p in server.children(recursive=True)
                           if "ipykernel_launcher" in " ".join(p.cmdline())]
                assert kernels, f"{name}'s server runs no kernel"
                memory.append(f"{name} {_mib(server)} + {'+'.join(map(_mib, kernels))} MiB")
            # the idle culler runs as a hub service and its role lets it list the servers
            text = log.read_text()
            assert re.search(r"200 GET /hub/api/users\S* \(idle-culler@127\.0\.0\.1\)", text), \
                "the idle culler could not list the users"
        finally:
            for tab in tabs.values():
                tab.close()
    print(f"\nJupyterHub: three students on the play page of their own servers after "
          f"{signed_in:.1f} s; turns played; {time.monotonic() - start:.1f} s in all "
          f"(hub stopped); server + kernel RSS: {', '.join(memory)}")


def _mib(process: psutil.Process) -> str:
    return f"{process.memory_info().rss / 2**20:.0f}"
