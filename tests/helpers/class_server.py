"""The class server's test lesson folder and a plain HTTP GET with language and cookie."""

from __future__ import annotations

import urllib.error
import urllib.request

import nbformat

PASSWORD = "teach-rummy-42"


def write_lesson(folder) -> None:
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(
        "import ipywidgets as w\nw.Button(description='Ready').add_class('rl-ready')")]
    nbformat.write(nb, str(folder / "lesson.ipynb"))


def get(url: str, lang: str = "en", cookie: str = ""):
    req = urllib.request.Request(url, headers={"Accept-Language": lang, "Cookie": cookie})
    try:
        with urllib.request.urlopen(req, timeout=120) as resp:
            return resp.status, resp.geturl(), dict(resp.headers), resp.read().decode()
    except urllib.error.HTTPError as err:
        return err.code, url, dict(err.headers), err.read().decode()
