"""JupyterHub for one class on one machine: a server per student, the lessons as Voilà.

Run it from the project folder (docs/classroom.md explains every setting):

    RUMMY_CLASS_PASSWORD='choose-8+-chars' .venv/bin/jupyterhub -f docs/jupyterhub_config.py

Students open http://127.0.0.1:8000/, sign in with their name and the class password, and
land on the start page of the lessons. Read from the environment:

- ``RUMMY_CLASS_PASSWORD`` (required, 8 characters or more): the one password of the class.
- ``RUMMY_CLASS_LIST``: the names that may sign in, comma-separated; unset, any name may.
- ``RUMMY_HUB_DIR``: the hub's database, cookie secret and the students' home folders
  (default ``.hub`` in the project folder).

``tests/browser/test_jupyterhub.py`` runs this very file (only the ports are given on the command
line), signs in three students in chromium and plays a turn in each one's own server.
"""

import os
import sys
from pathlib import Path

import rummy_lab
from rummy_lab.cli import START_PAGE, notebooks_dir

c = get_config()  # noqa: F821  (JupyterHub provides get_config when it loads this file)

PROJECT = Path(__file__).resolve().parent.parent
STATE = Path(os.environ.get("RUMMY_HUB_DIR", PROJECT / ".hub")).resolve()
STATE.mkdir(parents=True, exist_ok=True)

# -- the hub: on this machine only; state kept out of the working folder ---------------
c.JupyterHub.bind_url = "http://127.0.0.1:8000"
c.JupyterHub.db_url = f"sqlite:///{STATE / 'jupyterhub.sqlite'}"
c.JupyterHub.cookie_secret_file = str(STATE / "jupyterhub_cookie_secret")
c.ConfigurableHTTPProxy.pid_file = str(STATE / "jupyterhub-proxy.pid")
# the proxy from `make hub-proxy` (npm install --prefix .venv/node), else the one on PATH
LOCAL_PROXY = Path(sys.prefix) / "node" / "node_modules" / ".bin" / "configurable-http-proxy"
if LOCAL_PROXY.is_file():
    c.ConfigurableHTTPProxy.command = [str(LOCAL_PROXY)]

# -- who may sign in: one class password, optionally a class list ----------------------
c.JupyterHub.authenticator_class = "shared-password"
c.SharedPasswordAuthenticator.user_password = os.environ.get("RUMMY_CLASS_PASSWORD")
CLASS_LIST = {n.strip() for n in os.environ.get("RUMMY_CLASS_LIST", "").split(",") if n.strip()}
if CLASS_LIST:
    c.Authenticator.allowed_users = CLASS_LIST
else:
    c.Authenticator.allow_all = True

# -- one server per student, each running the lessons as Voilà dashboards --------------
# SimpleLocalProcessSpawner runs every student's server as the hub's own user, with no
# isolation between students: fine on 127.0.0.1 for a trial and for the test, not for a
# room. For a room use SystemdSpawner or Kubernetes (docs/classroom.md).
c.JupyterHub.spawner_class = "simple"
c.SimpleLocalProcessSpawner.home_dir_template = str(STATE / "homes" / "{username}")
c.Spawner.cmd = [sys.executable, "-m", "jupyterhub.singleuser"]
c.Spawner.notebook_dir = str(notebooks_dir())
c.Spawner.default_url = f"/voila/render/{START_PAGE}"
c.Spawner.environment = {
    "JUPYTER_PATH": str(Path(rummy_lab.__file__).parent),  # the rummy template
    # Voilà 0.5.8's server extension reads its settings from voila.json only (the
    # --VoilaConfiguration.* arguments below are ignored there): template, strip_sources
    # and no ?template= override
    "JUPYTER_CONFIG_PATH": str(Path(rummy_lab.__file__).parent / "voila" / "hub_config"),
}
c.Spawner.args = [
    "--VoilaConfiguration.template=rummy",        # the offline template of `rummy-lab serve`
    "--VoilaConfiguration.strip_sources=True",    # no code sent to the browser
    "--MappingKernelManager.cull_idle_timeout=600",  # a closed tab's kernel goes after 10 min
    "--MappingKernelManager.cull_interval=60",
    "--ServerApp.terminals_enabled=False",
    # no MathJax from a CDN (standalone Voilà loads none either): pages fetch nothing outside
    '--ServerApp.tornado_settings={"mathjax_url": None, "mathjax_config": None}',
    # students need Voilà only: no JupyterLab, no language servers (and a faster start)
    "--ServerApp.jpserver_extensions=jupyterlab=False",
    "--ServerApp.jpserver_extensions=jupyter_lsp=False",
    "--ServerApp.jpserver_extensions=notebook_shim=False",
]
if os.geteuid() == 0:
    c.Spawner.args.append("--allow-root")  # Jupyter refuses root without it
c.Spawner.mem_limit = "1G"        # enforced by SystemdSpawner, DockerSpawner, KubeSpawner
c.Spawner.mem_guarantee = "384M"  # (local processes only see it as MEM_LIMIT/MEM_GUARANTEE)
c.Spawner.start_timeout = 120     # thirty students signing in at once on a small machine
c.Spawner.http_timeout = 60

# -- stop the servers of students who left: jupyterhub-idle-culler as a hub service ----
CULL_TIMEOUT = 1800  # seconds without activity before a student's server is stopped
CULL_EVERY = 300     # how often the culler looks
c.JupyterHub.services = [{
    "name": "idle-culler",
    "command": [sys.executable, "-m", "jupyterhub_idle_culler",
                f"--timeout={CULL_TIMEOUT}", f"--cull-every={CULL_EVERY}"],
}]
c.JupyterHub.load_roles = [{
    "name": "idle-culler",
    "scopes": ["list:users", "read:users:activity", "read:servers", "delete:servers"],
    "services": ["idle-culler"],
}]

# -- optional: start the class's servers before the lesson (docs/classroom.md) ---------
# With RUMMY_HUB_WARMUP_TOKEN set (32+ random characters), that token may start, list and
# stop the class's servers through the hub's REST API, and nothing else.
WARMUP_TOKEN = os.environ.get("RUMMY_HUB_WARMUP_TOKEN")
if WARMUP_TOKEN:
    c.JupyterHub.services.append({"name": "class-warmup", "api_token": WARMUP_TOKEN})
    c.JupyterHub.load_roles.append({
        "name": "class-warmup",
        "scopes": ["list:users", "read:servers", "servers"],
        "services": ["class-warmup"],
    })
