"""The rummy-lab command: score scenario files (text and JSON), errors, serve."""

import json
import os
import subprocess
import sys
import urllib.request
from pathlib import Path

import pytest
from conftest import ARTIFACTS, free_port, start_server, stop_server

from rummy_lab import __version__
from rummy_lab.cli import START_PAGE, main, serve_command

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs" / "scenarios"
EXE = Path(sys.executable).with_name("rummy-lab")
CMD = [str(EXE)] if EXE.exists() else [sys.executable, "-m", "rummy_lab.cli"]


def run(*args: str, timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run(CMD + list(args), capture_output=True, text=True, timeout=timeout,
                          cwd=ROOT)


def score_json(*args: str) -> dict:
    proc = run("score", *args, "--json")
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


@pytest.mark.parametrize("name, points", [
    ("basic_2p.toml", {"Ann": 30, "Ben": 0}),
    ("basic_2p_romme.toml", {"Ann": 60, "Ben": 0}),
    ("basic_3p.toml", {"Ann": 23, "Ben": 0, "Cleo": 0}),
    ("basic_3p_romme.toml", {"Ann": 46, "Ben": 0, "Cleo": 0}),
    ("rummy500_3p.toml", {"Ann": 51, "Ben": 16, "Cleo": -42}),
    ("pool500_3p.toml", {"Ann": 86, "Ben": 15, "Cleo": -21}),
    ("pool500_3p_cutthroat.toml", {"Ann": 56, "Ben": 0, "Cleo": 0}),
])
def test_score_json_gives_the_worked_numbers(name, points):
    out = score_json(f"docs/scenarios/{name}")
    assert out["points"] == points


def test_json_breakdown_per_player():
    out = score_json(str(DOCS / "pool500_3p.toml"))
    assert out["variant"] == "pool500" and out["went_out"] == "Ann" and out["scored"]
    ann = out["seats"][0]
    assert ann == {"player": "Ann", "placed": 56, "in_hand": 0, "romme_bonus": 0, "pool": 30,
                   "points": 86, "total": 86}
    assert [s["player"] for s in out["seats"]] == ["Ann", "Ben", "Cleo"]
    assert out["notes"] == []


def test_joker_swap_json():
    out = score_json(str(DOCS / "rummy500_joker_swap.toml"))
    ann, ben = out["seats"]
    assert (ann["placed"], ben["placed"], ben["in_hand"]) == (12, 6, 4 + 4 + 25)
    assert out["went_out"] is None


def test_romme_json():
    out = score_json(str(DOCS / "basic_3p_romme.toml"))
    assert out["romme"] and out["seats"][0]["romme_bonus"] == 23


def test_text_table(capsys):
    assert main(["score", str(DOCS / "rummy500_3p.toml")]) == 0
    text = capsys.readouterr().out
    assert "Rummy 500" in text
    lines = text.splitlines()
    assert lines[1].split() == ["player", "placed", "in", "hand", "Rommé", "bonus", "pool",
                                "points", "total"]
    assert lines[2].split() == ["Ann", "51", "0", "0", "0", "51", "51"]
    assert lines[4].split() == ["Cleo", "0", "42", "0", "0", "-42", "-42"]


def test_variant_and_options(capsys):
    assert main(["score", str(DOCS / "rummy500_3p.toml"), "--variant", "basic"]) == 0
    text = capsys.readouterr().out
    assert "Basic Rummy" in text and "note: meld 3 (by Ben)" in text
    out = score_json(str(DOCS / "pool500_3p.toml"), "--variant", "pool500", "-o", "cutthroat=true")
    assert out["points"] == {"Ann": 56, "Ben": 0, "Cleo": 0}
    out = score_json(str(DOCS / "pool500_3p.toml"), "-o", "cutthroat=true")
    assert out["points"]["Ann"] == 56
    out = score_json(str(DOCS / "pool500_3p_cutthroat.toml"), "-o", "target=300")
    assert out["points"]["Ann"] == 56  # the file's own options are kept


@pytest.mark.parametrize("args, words", [
    (["score", "no/such/file.toml"], ["Cannot read the scenario file"]),
    (["score", "BAD"], ["bad.toml: meld 2 (by Ben)", "neither a set"]),
    (["score", "SYNTAX"], ["syntax.toml: this is not valid TOML", "line 2"]),
    (["score", str(DOCS / "basic_2p.toml"), "--variant", "gin"], ["Unknown variant 'gin'"]),
    (["score", str(DOCS / "basic_2p.toml"), "-o", "target=301"], ["Target 301"]),
    (["score", str(DOCS / "basic_2p.toml"), "-o", "nonsense"], ["KEY=VALUE"]),
    (["score", "LATIN1"], ["not UTF-8"]),
    (["score", "UTF16"], ["not UTF-8"]),
    (["score", "FOLDER"], ["folder, not a file"]),
    (["score", "/proc/self/environ"], ["ends in .toml"]),
    (["score", "DEEP"], ["nests too deep"]),
    (["score", str(DOCS / "pool500_3p.toml"), "-o", "cutthroat=maybe"], ["true or false"]),
    (["score", str(DOCS / "pool500_3p.toml"), "-o", "cutthroat="], ["true or false"]),
    (["score", str(DOCS / "basic_2p.toml"), "-o", "target=abc"], ["whole number"]),
    (["score", str(DOCS / "basic_2p.toml"), "-o", "target=1e999"], ["whole number"]),
    (["score", str(DOCS / "basic_2p.toml"), "-o", "upcard=2"], ["true or false"]),
    (["score", str(DOCS / "basic_2p.toml"), "-o", "decks_by_players=[[2,1.5,0]]"],
     ["decks_by_players", "whole numbers"]),
    (["score", str(DOCS / "basic_2p.toml"), "-o", "decks_by_players=" + "[" * 500],
     ["decks_by_players"]),
    (["score", str(DOCS / "basic_2p.toml"), "-o", "colour=red"], ["Unknown rule option"]),
    (["score"], ["required: file"]),
    (["scroe", "x.toml"], ["invalid choice"]),
    (["serve", "--port", "http"], ["--port", "invalid int"]),
    (["serve", "--port", "0"], ["choose a port"]),
    ([], ["required: command"]),
])
def test_errors_print_one_line_and_exit_2(tmp_path, args, words):
    (tmp_path / "bad.toml").write_text('variant = "basic"\nplayers = ["Ann", "Ben"]\n'
                                       'went_out = "Ann"\n[[melds]]\nby = "Ann"\n'
                                       'cards = "2C 3C 4C"\n[[melds]]\nby = "Ben"\n'
                                       'cards = "9S 10H JS"\n[hands]\nBen = "KD"\n')
    (tmp_path / "syntax.toml").write_text('variant = "basic"\nplayers = [Ann, Ben]\n')
    text = (DOCS / "basic_2p.toml").read_text(encoding="utf-8").replace("Ann", "Anné")
    (tmp_path / "latin1.toml").write_bytes(text.encode("latin-1", "replace"))
    (tmp_path / "utf16.toml").write_bytes(text.encode("utf-16"))
    (tmp_path / "folder.toml").mkdir()
    (tmp_path / "deep.toml").write_text("title = " + "[" * 2000 + "]" * 2000 + "\n")
    args = [{"BAD": str(tmp_path / "bad.toml"), "SYNTAX": str(tmp_path / "syntax.toml"),
             "LATIN1": str(tmp_path / "latin1.toml"), "UTF16": str(tmp_path / "utf16.toml"),
             "FOLDER": str(tmp_path / "folder.toml"),
             "DEEP": str(tmp_path / "deep.toml")}.get(a, a) for a in args]
    proc = run(*args)
    assert proc.returncode == 2 and proc.stdout == ""
    assert proc.stderr.startswith("error: ") and "Traceback" not in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1
    assert all(w in proc.stderr for w in words), proc.stderr


@pytest.mark.parametrize("word, cutthroat", [("no", False), ("off", False), ("0", False),
                                             ("false", False), ("yes", True), ("on", True),
                                             ("1", True), ("TRUE", True)])
def test_switch_options_mean_what_they_say(word, cutthroat):
    out = score_json(str(DOCS / "pool500_3p.toml"), "-o", f"cutthroat={word}")
    assert out["points"] == ({"Ann": 56, "Ben": 0, "Cleo": 0} if cutthroat
                             else {"Ann": 86, "Ben": 15, "Cleo": -21})


def test_number_and_none_options():
    assert score_json(str(DOCS / "pool500_3p.toml"), "-o", "max_rounds=none")["points"]["Ann"] == 86
    assert score_json(str(DOCS / "pool500_3p.toml"), "-o", "target=300")["points"]["Ann"] == 86


def test_version():
    proc = run("--version")
    assert proc.returncode == 0 and proc.stdout.strip() == f"rummy-lab {__version__}"


def test_serve_command(tmp_path):
    cmd = serve_command(9123, "127.0.0.1", str(tmp_path))
    assert cmd[1:3] == ["-m", "rummy_lab.server.voila_app"]  # Voilà behind the guards
    for flag in ("--no-browser", "--port=9123", "--Voila.ip=127.0.0.1",
                 "--MappingKernelManager.cull_idle_timeout=300",
                 "--MappingKernelManager.cull_interval=30",
                 "--MappingKernelManager.cull_connected=False", "--strip_sources=True"):
        assert flag in cmd
    assert str(tmp_path.resolve()) in cmd and not any("custom_display_url" in c for c in cmd)
    (tmp_path / START_PAGE).write_text("{}")
    url = f"--Voila.custom_display_url=http://127.0.0.1:9123/voila/render/{START_PAGE}"
    assert url in serve_command(9123, "127.0.0.1", str(tmp_path))


def test_serve_dry_run_finds_the_project_notebooks():
    proc = run("serve", "--dry-run", "--port", "9001")
    assert proc.returncode == 0
    assert str(ROOT / "notebooks") in proc.stdout and "--port=9001" in proc.stdout


def test_serve_missing_notebooks_folder(tmp_path):
    proc = run("serve", "--notebooks", str(tmp_path / "nothing"))
    assert proc.returncode == 2 and proc.stderr.startswith("error: No notebooks folder")


def test_serve_runs_voila_and_stops_on_terminate(tmp_path):
    import nbformat

    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell("print('hello')")]
    nbformat.write(nb, str(tmp_path / START_PAGE))
    port = free_port()
    url, proc, log = start_server(CMD + ["serve", "--port", str(port), "--notebooks",
                                         str(tmp_path)], port, "cli-serve.log")
    try:
        with urllib.request.urlopen(f"{url}/", timeout=30) as resp:  # the folder page
            assert resp.status == 200
            assert f'content="0;url=/voila/render/{START_PAGE}"' in resp.read().decode()
        with urllib.request.urlopen(f"{url}/voila/render/{START_PAGE}", timeout=60) as resp:
            assert resp.status == 200
    finally:
        stop_server(proc, log)
    assert proc.returncode is not None
    assert f"/voila/render/{START_PAGE}" in (ARTIFACTS / "cli-serve.log").read_text()


def test_serve_ignores_template_overrides_from_the_url(tmp_path):
    """``?template=`` (a name or a path such as ../../..) never changes the served template:
    Voilà 0.5.8 would look it up as a template path with no name check of its own."""
    import nbformat

    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell("print('hello')")]
    nbformat.write(nb, str(tmp_path / "lesson.ipynb"))
    port = free_port()
    url, proc, log = start_server(CMD + ["serve", "--port", str(port), "--notebooks",
                                         str(tmp_path)], port, "cli-template.log")
    try:
        for query in ("", "?template=lab", "?template=../../../../..%2Fetc",
                      "?voila-template=lab&template=classic"):
            req = f"{url}/voila/render/lesson.ipynb{query}"
            with urllib.request.urlopen(req, timeout=60) as resp:
                body = resp.read().decode()
            assert resp.status == 200 and "data-rl-lang" in body, query  # the rummy template
            assert "hello" in body, query
    finally:
        stop_server(proc, log)


def test_serve_uses_the_offline_template(tmp_path):
    from rummy_lab.cli import serve_env

    cmd = serve_command(9123, "127.0.0.1", str(tmp_path))
    assert "--template=rummy" in cmd
    assert "--VoilaConfiguration.allow_template_override=NO" in cmd
    root = Path(serve_env()["JUPYTER_PATH"].split(os.pathsep)[0])
    template = root / "voila" / "templates" / "rummy" / "index.html.j2"
    assert template.is_file()
    text = template.read_text()
    assert "<link" not in text or "http" not in text.split("<link", 1)[1].split(">", 1)[0]
    assert "cdn." not in text and "fontawesome" not in text


def test_serve_gives_a_class_arriving_at_once_time_to_start_and_draw():
    """Under a class's load Voilà's defaults (kernel start 60 s, late outputs 4 s) lose
    pages: the widget output is dropped and the page stays empty (seen at 20 students)."""
    from voila.execute import VoilaExecutor

    cmd = serve_command(9123, "127.0.0.1", None)
    given = dict(a[2:].split("=", 1) for a in cmd if a.startswith("--VoilaExecutor."))
    traits = VoilaExecutor.class_traits(config=True)
    assert set(given) <= {f"VoilaExecutor.{name}" for name in traits}, given
    assert int(given["VoilaExecutor.iopub_timeout"]) >= 60
    assert int(given["VoilaExecutor.startup_timeout"]) >= 180
