"""The classroom JupyterHub of docs/jupyterhub_config.py, started for real on loopback.

Used by ``tests/browser/test_jupyterhub.py`` and ``benchmarks/hub_arrival.py``: the hub runs
the documented config (only the ports come from the command line) with the class list,
password and optional warm-up token in its environment, and is stopped with everything it
started however the block ends. A missing ``jupyterhub`` or proxy is an error, not a skip.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlencode

import psutil

from helpers.local_server import free_port

ROOT = Path(__file__).resolve().parents[2]
CONFIG = ROOT / "docs" / "jupyterhub_config.py"
HUB_START = 90  # s: the hub answering /hub/health (it imports a lot on a busy machine)
PLAY = "05_play.ipynb"


class HubError(RuntimeError):
    """The hub or its proxy is missing, exited, or did not answer in time."""


@dataclass
class Hub:
    """A running hub: its public URL, process, log file and (if given) warm-up token."""

    url: str
    process: psutil.Process
    log: Path
    warmup_token: str | None = None

    def servers(self) -> dict[str, psutil.Process]:
        """Single-user servers the hub started, by the student they serve."""
        out = {}
        for child in self.process.children(recursive=True):
            with contextlib.suppress(psutil.Error):
                if "jupyterhub.singleuser" in " ".join(child.cmdline()):
                    out[child.environ()["JUPYTERHUB_USER"]] = child
        return out

    def api(self, method: str, path: str) -> tuple[int, dict]:
        """One call of the hub's REST API with the warm-up token: (status, JSON body)."""
        request = urllib.request.Request(
            f"{self.url}/hub/api{path}", method=method, data=b"" if method == "POST" else None,
            headers={"Authorization": f"token {self.warmup_token}"})
        try:
            with urllib.request.urlopen(request, timeout=30) as answer:
                body = answer.read()
                return answer.status, json.loads(body) if body else {}
        except urllib.error.HTTPError as err:
            return err.code, {"message": err.read().decode(errors="replace")[:300]}

    def start_servers(self, names: list[str], seconds: float) -> float:
        """Start the students' servers ahead, as docs/classroom.md tells a teacher to, and
        wait until every one is ready; returns the seconds it took."""
        t0 = time.monotonic()
        for name in names:
            status, body = self.api("POST", f"/users/{name}/server")
            if status not in (201, 202):
                raise HubError(f"starting {name}'s server: {status} {body}")
        while time.monotonic() - t0 < seconds:
            states = [self.api("GET", f"/users/{name}")[1] for name in names]
            if all(s.get("servers", {}).get("", {}).get("ready") for s in states):
                return time.monotonic() - t0
            time.sleep(0.5)
        raise HubError(f"the servers of {names} were not ready within {seconds:.0f} s")


def proxy_command() -> str:
    """configurable-http-proxy as the config finds it: .venv/node first, then PATH."""
    local = Path(sys.prefix) / "node" / "node_modules" / ".bin" / "configurable-http-proxy"
    found = str(local) if local.is_file() else shutil.which("configurable-http-proxy")
    if not found:
        raise HubError("configurable-http-proxy is missing; run `make hub-proxy` "
                       "(npm install --prefix .venv/node configurable-http-proxy)")
    return found


@contextlib.contextmanager
def running_hub(state: Path, students: list[str], password: str, log_path: Path,
                warmup_token: str | None = None) -> Iterator[Hub]:
    """JupyterHub with the documented config on free loopback ports. Stops the hub, and by
    their ids whatever it started, however the block ends."""
    hub = Path(sys.executable).with_name("jupyterhub")
    if not hub.is_file():
        raise HubError(f"jupyterhub is missing ({hub}); run `make install`")
    proxy_command()
    port, hub_port, api_port = free_port(), free_port(), free_port()
    url = f"http://127.0.0.1:{port}"
    env = {**os.environ, "RUMMY_HUB_DIR": str(state), "RUMMY_CLASS_LIST": ",".join(students),
           "RUMMY_CLASS_PASSWORD": password,
           "PATH": str(Path(sys.executable).parent) + os.pathsep + os.environ["PATH"]}
    env.pop("RUMMY_HUB_WARMUP_TOKEN", None)
    if warmup_token:
        env["RUMMY_HUB_WARMUP_TOKEN"] = warmup_token
    log_path.parent.mkdir(parents=True, exist_ok=True)
    with open(log_path, "w") as log:
        proc = subprocess.Popen(
            [str(hub), "-f", str(CONFIG), f"--JupyterHub.bind_url={url}",
             f"--JupyterHub.hub_port={hub_port}",
             f"--ConfigurableHTTPProxy.api_url=http://127.0.0.1:{api_port}"],
            stdout=log, stderr=subprocess.STDOUT, cwd=state, env=env)
        process = psutil.Process(proc.pid)
        started: set[psutil.Process] = set()
        try:
            _wait_healthy(url, proc, log_path)
            yield Hub(url, process, log_path, warmup_token)
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
            raise HubError(f"jupyterhub exited with {proc.returncode}; see {log}")
        try:
            with urllib.request.urlopen(f"{url}/hub/health", timeout=3) as answer:
                if answer.status == 200:
                    return
        except (OSError, urllib.error.HTTPError):
            pass
        if time.monotonic() > deadline:
            raise HubError(f"JupyterHub did not answer within {HUB_START} s; see {log}")
        time.sleep(0.5)


def login_url(url: str, name: str) -> str:
    """The hub's login page that, once signed in, starts (or finds) the student's server
    and sends them on to the play dashboard in it."""
    spawn = f"/hub/spawn/{name}?" + urlencode({"next": play_path(name)})
    return f"{url}/hub/login?" + urlencode({"next": spawn})


def play_path(name: str) -> str:
    return f"/user/{name}/voila/render/{PLAY}"


#: the login form's fields and button (JupyterHub 5/6 templates)
LOGIN_FIELDS = ("#username_input", "#password_input", "#login_submit")
