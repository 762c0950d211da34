"""Issue 29.7: a file over the limit is never sent; the learner reads why, in the page's
language. On d81e364 a file over 10 MiB went into the websocket frame, tornado closed the
socket and the page reconnected without a word (no check in the browser at all: here the
file input's own listener — ipywidgets' FileUpload, "Load a saved game" — received it).

The page's guard lives in widgets/language.js (every lesson page has the EN | DE bar); this
test runs that module in Chromium on a bare page, with the bar's real labels, an input as
ipywidgets' FileUpload draws it and one as the play page's "Load a saved game" does."""

from __future__ import annotations

import json

import pytest
from helpers.js_build import bundle_source

from rummy_lab.ui.language import LanguageBar
from rummy_lab.ui.saves import MAX_UPLOAD
from rummy_lab.ui.uploads import UPLOAD_LIMIT

pytestmark = pytest.mark.browser

PAGE = """<!doctype html><html><body>
<div id="bar"></div>
<button class="jupyter-widgets widget-upload"><input id="teacher" type="file"></button>
<label class="rl-btn rl-file"><span>Load</span><input id="save" type="file"
  data-rl-limit="%(save_limit)d"></label>
</body></html>"""

START = """
const labels = %(labels)s;
const model = { get: (k) => (k === "labels" ? labels : "%(lang)s"), set() {}, save_changes() {},
                on() {}, off() {} };
window.__sent = [];
for (const id of ["teacher", "save"]) {
  document.getElementById(id).addEventListener("change", (e) => {
    for (const f of e.target.files) window.__sent.push(f.name);   // what would be sent
  });
}
renderLanguage({ model, el: document.getElementById("bar") });
"""


def open_page(browser, lang: str):
    page = browser.new_page()
    page.set_content(PAGE % {"save_limit": MAX_UPLOAD})
    labels = json.dumps(LanguageBar._labels())
    source = 'import { renderLanguage } from "./language.js";\n' + START % {"labels": labels, "lang": lang}
    page.add_script_tag(content=bundle_source(source), type="module")
    page.wait_for_function("window.__sent !== undefined")
    return page


def load_button(page, limit: int) -> None:
    """The play page's own "Load a saved game" (widgets/setup.js tbLoadControls), mounted
    with a model that records what it would send to the kernel."""
    page.add_script_tag(type="module", content=bundle_source("""
import { tbLoadControls } from "./setup.js";
const sent = [];
const model = { get: (k) => (k === "choices" ? { upload_limit: LIMIT } : k === "load" ? {} : null),
                set: (k, v) => sent.push(v.text.length), save_changes() {} };
window.__loads = sent;
const box = tbLoadControls(model, { table_load: "Load", table_resume: "Resume" });
box.id = "setup-load";
document.body.append(box);
""".replace("LIMIT", str(limit))))
    page.wait_for_function("window.__loads !== undefined")


def upload(page, which: str, name: str, size: int) -> None:
    page.set_input_files(f"#{which}", files=[{"name": name, "mimeType": "text/plain",
                                              "buffer": b"x" * size}])


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_too_big_file_is_not_sent_and_the_learner_reads_why(browser, lang):
    page = open_page(browser, lang)
    try:
        upload(page, "teacher", "huge.toml", UPLOAD_LIMIT + 1)
        upload(page, "save", "huge.json", MAX_UPLOAD + 1)
        assert page.evaluate("window.__sent") == []
        notes = page.locator(".rl-upload-error").all_inner_texts()
        assert len(notes) == 2, notes
        word = "too big" if lang == "en" else "zu groß"
        assert word in notes[0] and "huge.toml" in notes[0] and "100 kB" in notes[0], notes
        assert word in notes[1] and "huge.json" in notes[1] and "2000 kB" in notes[1], notes
        assert page.locator("#teacher").evaluate("e => e.value") == ""  # nothing kept
        upload(page, "teacher", "small.toml", 10)                      # a fitting file goes
        upload(page, "save", "small.json", UPLOAD_LIMIT + 1)          # (its own, larger limit)
        assert page.evaluate("window.__sent") == ["small.toml", "small.json"]
        assert page.locator(".rl-upload-error").count() == 0           # the old note is gone
    finally:
        page.close()


def test_the_play_pages_load_button_sends_no_big_save(browser):
    """tbLoadControls gives its input the page's limit: the guard stops a too big save
    before ``file.text()`` reads it; a fitting one reaches the model's ``load``."""
    page = open_page(browser, "en")
    try:
        load_button(page, MAX_UPLOAD)
        page.set_input_files("#setup-load input[type=file]", files=[{
            "name": "big.json", "mimeType": "application/json", "buffer": b"x" * (MAX_UPLOAD + 1)}])
        assert "too big" in page.locator(".rl-upload-error").inner_text()
        page.set_input_files("#setup-load input[type=file]", files=[{   # over the teacher's
            "name": "ok.json", "mimeType": "application/json",              # limit: a save's own
            "buffer": b"x" * (UPLOAD_LIMIT + 1)}])
        page.wait_for_function("window.__loads.length > 0", timeout=5000)
        assert page.evaluate("window.__loads") == [UPLOAD_LIMIT + 1]  # only that one was sent
    finally:
        page.close()
