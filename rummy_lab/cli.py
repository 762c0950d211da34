"""The ``rummy-lab`` command: score a scenario file, or serve the notebooks with Voilà.

``rummy-lab score FILE [--json] [--variant NAME] [--option KEY=VALUE]`` prints the
scoring table of a scenario; ``rummy-lab serve [--port N] [--host H] [--class
LESSON=N]`` runs the dashboards with ready kernels; ``rummy-lab progress export [--store URL]
[--out FILE]`` writes the practice record, one CSV row per attempt. Mistakes print
``error: <reason>`` and exit with status 2.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import socket
import sys
import tomllib
from pathlib import Path

from . import __version__
from .core.errors import RummyError, short_repr
from .core.variants import option_kind
from .i18n.messages import msg
from .server.limits import CULL_ARGS, LOAD_ARGS, PageLimits
from .server.pool import PoolPlan
from .store.config import STORE_ENV

__all__ = ["main", "serve_command", "notebooks_dir", "START_PAGE"]

START_PAGE = "00_start_here.ipynb"


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage mistake is one line on stderr and exit status 2."""

    def error(self, message: str):
        print(f"error: {message} (see rummy-lab --help)", file=sys.stderr)
        sys.exit(2)


#: serve's options of :class:`PageLimits`, by field: metavar and help (argparse fills in
#: %(default)s)
_LIMITS = {
    "pages_per_client": ("N", "open lesson pages per client address at most; beyond it that "
                         "computer sees 'too many open pages' (default %(default)s)"),
    "cull_unconnected": ("SECONDS", "shut down a page's kernel when no browser connected to it "
                         "this long after the page was sent (a bare fetch; default %(default)s)"),
    "cull_disconnected": ("SECONDS", "shut down a kernel this long after its page's connection "
                          "closed, however busy it is (a closed laptop lid; default "
                          "%(default)s)"),
    "cull_loading": ("SECONDS", "like --cull-unconnected, for a page whose browser came back "
                     "for the page's scripts (still loading: a class arriving on a busy "
                     "machine; default %(default)s)"),
}


def _flag(field: str) -> str:
    return "--" + field.replace("_", "-")


def _parser() -> argparse.ArgumentParser:
    p = _Parser(prog="rummy-lab", description="Rummy lessons: score hand-written "
                                "scenarios and serve the interactive notebooks.")
    p.add_argument("--version", action="version", version=f"rummy-lab {__version__}")
    sub = p.add_subparsers(dest="command", required=True)
    score = sub.add_parser("score", help="score a scenario file (.toml)")
    score.add_argument("file", help="scenario file, see docs/scenarios.md")
    score.add_argument("--json", action="store_true", help="print a JSON object")
    score.add_argument("--variant", help="score the same cards under another variant "
                       "(basic, rummy500, pool500)")
    score.add_argument("-o", "--option", action="append", default=[], metavar="KEY=VALUE",
                       help="change a rule option, e.g. cutthroat=true or target=300 (with "
                       "--variant, the file's own [options] are dropped)")
    serve = sub.add_parser("serve", help="serve the notebooks as Voilà dashboards")
    serve.add_argument("--port", type=int, default=8866)
    serve.add_argument("--host", default="127.0.0.1",
                       help="address to listen on; anything but 127.0.0.1 needs a class password")
    serve.add_argument("--password-file", metavar="FILE",
                       help="file whose first line is the class password (or set "
                       "RUMMY_LAB_PASSWORD); required with --host other than 127.0.0.1")
    serve.add_argument("--max-kernels", type=int, default=40, metavar="N",
                       help="open lesson pages at most (160-260 MiB each); beyond it "
                       "students see 'the class is full' (default 40)")
    for field, (metavar, text) in _LIMITS.items():
        serve.add_argument(_flag(field), type=int, default=int(getattr(PageLimits, field)),
                           metavar=metavar, help=text)
    serve.add_argument("--pool", type=int, default=1, metavar="N",
                       help="ready kernels kept for every lesson, so that a page opens at once "
                       "(160-260 MiB each; 0: start a kernel when a page is asked for; "
                       "default 1)")
    serve.add_argument("--class", dest="classes", action="append", default=[],
                       metavar="LESSON=N", help="keep N ready pages of LESSON for a class, "
                       "e.g. --class 05_play=30 (repeatable); counted in --max-kernels")
    serve.add_argument("--store", metavar="URL",
                       help="database of the class's shared tables: sqlite:///FILE (default "
                       "./rummy-lab-tables.db) or postgresql+psycopg://USER@HOST:PORT/DB")
    serve.add_argument("--teacher-password-file", metavar="FILE",
                       help="file whose first line is the teacher password that unlocks the "
                       "teacher's dashboard (or set RUMMY_LAB_TEACHER_PASSWORD)")
    serve.add_argument("--notebooks", help="notebooks folder (default: the project's notebooks/)")
    serve.add_argument("--dry-run", action="store_true", help="print the Voilà command only")
    progress = sub.add_parser("progress", help="the learners' practice record")
    progress.add_argument("action", choices=["export"], help="export: one CSV row per attempt")
    progress.add_argument("--store", metavar="URL", help="database of the class (default: "
                          f"${STORE_ENV}, else ./rummy-lab-tables.db)")
    progress.add_argument("--out", metavar="FILE", help="CSV file to write (default: stdout)")
    progress.add_argument("--class", dest="class_code", metavar="CODE",
                          help="only the attempts of this class")
    return p


_TRUE = ("true", "yes", "on", "1")
_FALSE = ("false", "no", "off", "0")


def option_value(key: str, text: str):
    """The value of rule option ``key`` written as ``text`` on the command line: true/false
    (yes/no, on/off, 1/0) for switches, whole numbers (or none) for numbers, lists as TOML
    (``[[2, 1, 0]]``); anything else is refused, never guessed."""
    kind = "bool" if key == "cutthroat" else option_kind(key)
    word = text.strip().lower()
    if kind == "bool":
        if word in _TRUE + _FALSE:
            return word in _TRUE
        raise RummyError(msg("cli_option_bool", option=key, value=text))
    if kind in ("int", "int?"):
        if kind == "int?" and word in ("none", "null"):
            return None
        if re.fullmatch(r"[+-]?\d{1,9}", word):
            return int(word)
        raise RummyError(msg("cli_option_number" if kind == "int" else "cli_option_number_or_none",
                             option=key, value=text))
    if kind == "table":
        try:
            return tomllib.loads(f"v = {text}")["v"]
        except (tomllib.TOMLDecodeError, RecursionError):
            raise RummyError(f"--option {key}: write a list such as [[2, 1, 0]], not "
                             f"{short_repr(text)}.") from None
    return text


def _options(items: list[str]) -> dict:
    out = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise RummyError(f"--option {short_repr(item)}: write KEY=VALUE, e.g. target=300.")
        out[key.strip()] = option_value(key.strip(), value)
    return out


def _score(args) -> int:
    from .formats.scenarios import load_scenario

    scenario = load_scenario(args.file)
    if args.variant:
        scenario = scenario.with_variant(args.variant, **_options(args.option))
    elif args.option:
        options = {**scenario.options, **_options(args.option)}
        scenario = scenario.with_variant(scenario.variant, **options)
    result = scenario.score()
    if args.json:
        seats = [{"player": p, "placed": s.placed, "in_hand": s.in_hand,
                  "romme_bonus": s.romme_bonus, "pool": s.pool, "points": s.points, "total": t}
                 for p, s, t in zip(scenario.players, result.seats, result.totals)]
        out = {"title": scenario.title, "variant": scenario.rules.name,
               "rules": scenario.rules.title, "players": scenario.players,
               "went_out": None if result.winner is None else scenario.players[result.winner],
               "romme": result.romme, "scored": result.scored, "seats": seats,
               "points": dict(zip(scenario.players, result.points)),
               "totals": dict(zip(scenario.players, result.totals)), "notes": scenario.notes}
        print(json.dumps(out, ensure_ascii=False, indent=2))
        return 0
    print(f"{scenario.title or Path(args.file).name} — {scenario.rules.title}")
    if result.winner is None:
        print("Nobody went out." + ("" if result.scored else " The hand is a draw: nobody scores."))
    print(scenario.score_table().to_string(index=False))
    for note in scenario.notes:
        print(f"note: {note}")
    return 0


def notebooks_dir(given: str | None = None) -> Path:
    """The notebooks folder: ``given``, the one next to the package, or ./notebooks."""
    if given:
        candidates = [Path(given)]
    else:
        candidates = [Path(__file__).resolve().parent.parent / "notebooks", Path.cwd() / "notebooks"]
    for path in candidates:
        if path.is_dir():
            return path.resolve()
    raise RummyError(f"No notebooks folder found (looked in {', '.join(map(str, candidates))}).")


def _voila() -> list[str]:
    """Voilà with rummy-lab's websocket guards (see :mod:`rummy_lab.server.guard`)."""
    return [sys.executable, "-m", "rummy_lab.server.voila_app"]


def serve_command(port: int = 8866, host: str = "127.0.0.1", notebooks: str | None = None) -> list[str]:
    """The Voilà command line that serves the notebooks folder tree."""
    folder = notebooks_dir(notebooks)
    # port_retries=0: a taken port stops Voilà (by default it moves to the next port and
    # still announces the one asked for)
    cmd = _voila() + [str(folder), "--no-browser", f"--port={port}", f"--Voila.ip={host}",
                      "--Voila.port_retries=0",
                      *CULL_ARGS, *LOAD_ARGS, "--strip_sources=True", "--template=rummy",
                      # ?template= never reaches Voilà's template path lookup (0.5.8 has no
                      # name check of its own)
                      "--VoilaConfiguration.allow_template_override=NO"]
    if (folder / START_PAGE).is_file():
        cmd.append(f"--Voila.custom_display_url={_start_url(folder, host, port)}")
    return cmd


LOOPBACK = ("127.0.0.1", "localhost", "::1")


def first_line(path: str, option: str) -> str:
    """The first line of the file ``path`` given with ``option``, stripped."""
    try:
        lines = Path(path).read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeError) as err:
        raise RummyError(f"{option} {path}: cannot read it ({err}).") from None
    return lines[0].strip() if lines else ""


def teacher_password(password_file: str | None) -> str:
    """The teacher password from ``password_file`` ("" without one); at least 8 characters."""
    if not password_file:
        return ""
    password = first_line(password_file, "--teacher-password-file")
    if len(password) < 8:
        raise RummyError(f"--teacher-password-file {password_file}: the teacher password needs "
                         "at least 8 characters.")
    return password


def class_password(host: str, password_file: str | None) -> str:
    """The class password (from ``password_file`` or RUMMY_LAB_PASSWORD); required off
    loopback, where anyone on the network could otherwise open kernels."""
    password = os.environ.get("RUMMY_LAB_PASSWORD", "")
    if password_file:
        password = first_line(password_file, "--password-file")
    if host not in LOOPBACK and len(password) < 8:
        raise RummyError(f"--host {host} opens the lessons to the network: give a class password "
                         "of at least 8 characters with --password-file FILE or "
                         "RUMMY_LAB_PASSWORD.")
    return password


def serve_env(password: str = "", max_kernels: int | None = None,
              store: str | None = None, limits: PageLimits | None = None) -> dict[str, str]:
    """The environment for Voilà: JUPYTER_PATH also finds the package's offline template;
    the class password, the kernel cap, the page limits and the tables' database travel
    here, not on the command line."""
    env = dict(os.environ)
    env.update((limits or PageLimits()).env())
    if store:
        env[STORE_ENV] = store
    env["RUMMY_LAB_PASSWORD"] = password
    env["RUMMY_LAB_MAX_KERNELS"] = str(max_kernels or "")
    here = str(Path(__file__).resolve().parent)
    env["JUPYTER_PATH"] = os.pathsep.join(p for p in (here, env.get("JUPYTER_PATH")) if p)
    return env


def check_port_free(host: str, port: int) -> None:
    """Refuse a port another program listens on (the way Voilà binds: SO_REUSEADDR, every
    address of ``host``), so the class is never sent to whatever holds it."""
    try:
        addresses = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM,
                                       flags=socket.AI_PASSIVE)
    except socket.gaierror as err:
        raise RummyError(f"--host {host}: not an address of this machine ({err}).") from None
    for family, kind, proto, _, address in addresses:
        with socket.socket(family, kind, proto) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            try:
                probe.bind(address)
            except OSError as err:
                raise RummyError(f"--port {port}: cannot listen on {host}:{port} "
                                 f"({err.strerror}); another server may be using it. Stop "
                                 "it or choose another port with --port.") from None


def _start_url(folder: Path, host: str, port: int) -> str:
    page = f"voila/render/{START_PAGE}" if (folder / START_PAGE).is_file() else ""
    return f"http://{host}:{port}/{page}"


def page_limits(args) -> PageLimits:
    """The page limits of ``serve``'s options; each at least 1."""
    given = {field: getattr(args, field) for field in _LIMITS}
    for field, value in given.items():
        if value < 1:
            raise RummyError(f"{_flag(field)} {value}: give a whole number of at least 1.")
    return PageLimits(**given)


def kernel_reach(host: str) -> str:
    """How a kernel on this machine reaches a server listening on ``host`` (in a URL)."""
    if host in ("0.0.0.0", ""):
        return "127.0.0.1"
    if host == "::":
        return "[::1]"
    return f"[{host}]" if ":" in host else host


def pool_plan(args, folder: Path) -> PoolPlan:
    """The ready kernels of ``serve``'s --pool and --class options: lessons named as in the
    notebooks folder (``05_play`` or ``05_play.ipynb``); a class fits in --max-kernels."""
    if args.pool < 0:
        raise RummyError(f"--pool {args.pool}: give a whole number of at least 0.")
    names = sorted(p.name for p in folder.glob("*.ipynb"))
    lessons: dict[str, int] = {}
    for item in args.classes:
        lesson, sep, count = item.partition("=")
        name = lesson.strip()
        name = name if name.endswith(".ipynb") else name + ".ipynb"
        if not sep or not count.strip().isdigit():
            raise RummyError(f"--class {short_repr(item)}: write LESSON=N, e.g. 05_play=30.")
        if name not in names:
            raise RummyError(f"--class {short_repr(item)}: no lesson {short_repr(lesson)} in "
                             f"{folder} (lessons: {', '.join(Path(n).stem for n in names)}).")
        lessons[name] = int(count)
    if sum(lessons.values()) > args.max_kernels:
        raise RummyError(f"--class: {sum(lessons.values())} ready pages do not fit in "
                         f"--max-kernels {args.max_kernels}; raise --max-kernels (160-260 "
                         "MiB per kernel, see docs/teachers_guide.md).")
    return PoolPlan(args.pool, lessons)


def _serve(args) -> int:
    if not 1 <= args.port <= 65535:
        raise RummyError(f"--port {args.port}: choose a port from 1 to 65535.")
    if args.max_kernels < 1:
        raise RummyError(f"--max-kernels {args.max_kernels}: allow at least one page.")
    limits = page_limits(args)
    password = class_password(args.host, args.password_file)
    teacher = teacher_password(args.teacher_password_file)
    cmd = serve_command(args.port, args.host, args.notebooks)
    pool_plan(args, notebooks_dir(args.notebooks))
    if args.dry_run:
        print(" ".join(cmd))
        return 0
    folder = notebooks_dir(args.notebooks)
    check_port_free(args.host, args.port)
    print(f"rummy-lab: serving {folder} at {_start_url(folder, args.host, args.port)}", flush=True)
    env = serve_env(password, args.max_kernels, args.store, limits)
    env.update(pool_plan(args, folder).env())
    # a ready kernel asks this server for its page's request (Voilà's wait_for_request)
    env["VOILA_APP_IP"] = kernel_reach(args.host)
    if teacher:  # the teacher's dashboard (ui/teacher.py) reads it there
        env["RUMMY_LAB_TEACHER_PASSWORD"] = teacher
    os.execve(cmd[0], cmd, env)  # Voilà replaces this process: it gets every signal
    return 0  # pragma: no cover


def _progress(args) -> int:
    """``rummy-lab progress export``: every practice attempt as CSV."""
    from .store.attempts import AttemptStore, attempts_csv
    from .store.config import store_url

    url = args.store or store_url()
    if url.startswith("sqlite:///") and not Path(url[len("sqlite:///"):]).exists():
        raise RummyError(msg("cli_no_store", url=short_repr(url)))
    store = AttemptStore(url)
    try:
        data = attempts_csv(store.everything(args.class_code))
    finally:
        store.close()
    if args.out:
        Path(args.out).write_bytes(data)
    else:
        sys.stdout.write(data.decode("utf-8-sig"))
    return 0


def _one_line(text: str) -> str:
    return " ".join(str(text).split())


def main(argv: list[str] | None = None) -> int:
    """Entry point of ``rummy-lab``; returns the exit status. A user error is one line on
    stderr and status 2; a bug in rummy-lab is one line and status 1 (set RUMMY_LAB_DEBUG=1
    for the traceback). Never a traceback for a bad file, option or argument."""
    args = _parser().parse_args(argv)
    try:
        commands = {"score": _score, "serve": _serve, "progress": _progress}
        return commands[args.command](args)
    except RummyError as err:
        print(f"error: {_one_line(err.reason)}", file=sys.stderr)
        return 2
    except Exception as err:  # a bug, not the user's fault: still no traceback by default
        if os.environ.get("RUMMY_LAB_DEBUG"):
            raise
        print(f"error: internal error, please report it: {type(err).__name__}: "
              f"{_one_line(str(err))}", file=sys.stderr)
        return 1


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
