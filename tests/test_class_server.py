"""The classroom server's limits (issue 9): a class password off loopback, security
headers, a kernel cap with a friendly page, and closed tabs releasing their kernels.
Loopback only; every wait is bounded."""

from __future__ import annotations

import time
import urllib.error
import urllib.request

import nbformat
import psutil
import pytest
from conftest import CHROMIUM_ARGS, ROOT, free_port, need_executable, start_server, stop_server

from rummy_lab.cli import class_password, main
from rummy_lab.core.errors import RummyError

CLI = str(ROOT / ".venv" / "bin" / "rummy-lab")
PASSWORD = "teach-rummy-42"


def write_lesson(folder) -> None:
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(
        "import ipywidgets as w\nw.Button(description='Ready').add_class('rl-ready')")]
    nbformat.write(nb, str(folder / "lesson.ipynb"))


def kernels(proc) -> int:
    return sum("ipykernel" in " ".join(c.cmdline()) for c in psutil.Process(proc.pid).children(
        recursive=True))


def wait_for(predicate, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.5)
    return predicate()


def test_network_host_needs_a_class_password(monkeypatch, capsys, tmp_path):
    monkeypatch.delenv("RUMMY_LAB_PASSWORD", raising=False)
    assert main(["serve", "--host", "0.0.0.0", "--dry-run"]) == 2
    assert "class password" in capsys.readouterr().err
    short = tmp_path / "pw"
    short.write_text("abc\n")
    assert main(["serve", "--host", "0.0.0.0", "--password-file", str(short), "--dry-run"]) == 2
    good = tmp_path / "good"
    good.write_text(PASSWORD + "\n")
    assert class_password("0.0.0.0", str(good)) == PASSWORD
    assert main(["serve", "--host", "0.0.0.0", "--password-file", str(good), "--dry-run"]) == 0
    assert PASSWORD not in capsys.readouterr().out  # never on the command line
    assert class_password("127.0.0.1", None) == ""
    with pytest.raises(RummyError):
        class_password("0.0.0.0", str(tmp_path / "missing"))
    assert main(["serve", "--max-kernels", "0", "--dry-run"]) == 2


def get(url: str, lang: str = "en"):
    req = urllib.request.Request(url, headers={"Accept-Language": lang})
    try:
        with urllib.request.urlopen(req, timeout=120) as resp:
            return resp.status, resp.geturl(), dict(resp.headers), resp.read().decode()
    except urllib.error.HTTPError as err:
        return err.code, url, dict(err.headers), err.read().decode()


def test_password_headers_and_kernel_cap(tmp_path, monkeypatch):
    write_lesson(tmp_path)
    monkeypatch.setenv("RUMMY_LAB_PASSWORD", PASSWORD)
    port = free_port()
    url, proc, log = start_server([CLI, "serve", "--port", str(port), "--notebooks",
                                   str(tmp_path), "--max-kernels", "2"], port, "class-cap.log")
    page = f"{url}/voila/render/lesson.ipynb"
    try:
        status, final, _, _ = get(page)
        assert "login" in final and kernels(proc) == 0  # no kernel before the password
        for _ in range(2):
            status, _, headers, body = get(f"{page}?token={PASSWORD}")
            assert status == 200 and "rl-ready" in body
            csp = headers["Content-Security-Policy"]
            assert "default-src 'self'" in csp and "object-src 'none'" in csp
            assert "frame-ancestors 'self'" in csp
        assert kernels(proc) == 2
        status, _, headers, body = get(f"{page}?token={PASSWORD}", lang="de-DE,de;q=0.9")
        assert status == 503 and "Die Klasse ist voll" in body and "2 Plätze" in body
        assert headers["Retry-After"] == "60"
        status, _, _, body = get(f"{page}?token={PASSWORD}")
        assert status == 503 and "The class is full" in body
        assert kernels(proc) == 2
    finally:
        stop_server(proc, log)


@pytest.mark.browser
def test_closing_a_tab_releases_its_kernel(tmp_path, browser):
    need_executable("/usr/bin/chromium", "chromium")
    assert CHROMIUM_ARGS
    write_lesson(tmp_path)
    port = free_port()
    url, proc, log = start_server([CLI, "serve", "--port", str(port), "--notebooks",
                                   str(tmp_path)], port, "class-close.log")
    try:
        context = browser.new_context()
        page = context.new_page()
        page.goto(f"{url}/voila/render/lesson.ipynb")
        page.wait_for_selector(".rl-ready", timeout=60_000)
        assert kernels(proc) == 1
        page.close(run_before_unload=True)
        assert wait_for(lambda: kernels(proc) == 0, 20), "the closed tab kept its kernel"
        context.close()
    finally:
        stop_server(proc, log)
