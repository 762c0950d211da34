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
import time
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlparse

import psutil
import pytest
import yaml
from conftest import ARTIFACTS, CHROMIUM, need_executable
from helpers.dashboard_pages import DASHBOARDS, LOAD_TIMEOUT, SETTLED, TABLE, Page
from helpers.dashboard_pages import assert_clean as _assert_clean
from helpers.hub import CONFIG, LOGIN_FIELDS, Hub, HubError, login_url, play_path, running_hub
from traitlets.config.loader import PyFileConfigLoader

ROOT = Path(__file__).resolve().parents[2]
VALUES = ROOT / "docs" / "z2jh_values.yaml"
GUIDE = ROOT / "docs" / "classroom.md"
STUDENTS = ("amy", "ben", "cai")
CLASS_PASSWORD = "class-" + secrets.token_hex(6)
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
@contextlib.contextmanager
def _hub(state: Path, token: str) -> Iterator[Hub]:
    """The documented hub for STUDENTS with a warm-up token; its errors fail the test."""
    failure = ""
    try:
        with running_hub(state, list(STUDENTS), CLASS_PASSWORD, ARTIFACTS / "jupyterhub.log",
                         warmup_token=token) as hub:
            yield hub
    except HubError as err:
        failure = str(err)
    if failure:  # outside the except: the report shows the reason, not a chain
        pytest.fail(failure, pytrace=False)


def _sign_in(tab: Page, url: str, name: str) -> None:
    """Sign in on the hub's login page; the hub then starts the student's server (or finds
    it started ahead) and sends them on to the play dashboard in it."""
    tab.page.goto(login_url(url, name), timeout=30_000)
    user, password, submit = LOGIN_FIELDS
    tab.page.locator(user).fill(name)
    tab.page.locator(password).fill(CLASS_PASSWORD)
    tab.page.locator(submit).click(no_wait_after=True)


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
    """Three students sign in at once and play a turn, each on a server of their own; cai's
    server was started ahead with the class's warm-up token (docs/classroom.md), and signing
    in finds it instead of starting another."""
    need_executable(CHROMIUM, "chromium")
    start = time.monotonic()
    token = secrets.token_hex(16)
    with _hub(tmp_path, token) as hub:
        assert hub.api("GET", "/users/amy")[0] == 200       # the class list is in the hub
        assert hub.api("POST", "/users/nobody/server")[0] == 404
        hub.start_servers(["cai"], seconds=SPAWN / 1000)
        ahead = hub.servers()
        assert sorted(ahead) == ["cai"], sorted(ahead)
        tabs = {name: Page(browser, f"{hub.url}/user/{name}", hub.process) for name in STUDENTS}
        try:
            for name, tab in tabs.items():   # all three sign in; two servers start at once
                _sign_in(tab, hub.url, name)
            for name, tab in tabs.items():   # each lands on the play dashboard of their server
                tab.page.wait_for_url(hub.url + play_path(name), wait_until="commit",
                                      timeout=SPAWN)
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
            home = tabs["amy"].page.request.get(f"{hub.url}/user/amy/", max_redirects=0)
            assert home.status == 302, home.status
            assert urlparse(home.headers["location"]).path == \
                "/user/amy/voila/render/00_start_here.ipynb"
            # and nobody else's: amy signed in cannot use ben's server
            assert tabs["amy"].page.request.get(f"{hub.url}/user/ben/api/kernels").status == 403
            # one server per student, each with the play dashboard's kernel inside it;
            # cai's is the one started ahead
            servers = hub.servers()
            assert sorted(servers) == sorted(STUDENTS)
            assert servers["cai"].pid == ahead["cai"].pid, "signing in started cai's server again"
            memory = []
            for name, server in servers.items():
                assert server.environ()["MEM_LIMIT"] == str(2**30), name
                kernels = [p for p in server.children(recursive=True)
                           if "ipykernel_launcher" in " ".join(p.cmdline())]
                assert kernels, f"{name}'s server runs no kernel"
                memory.append(f"{name} {_mib(server)} + {'+'.join(map(_mib, kernels))} MiB")
            # the idle culler runs as a hub service and its role lets it list the servers
            text = hub.log.read_text()
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
