"""The browser-side card assets exist, export their API and fetch nothing remote."""

import re
from pathlib import Path

import pytest

WIDGETS = Path(__file__).resolve().parents[2] / "widgets"
ASSETS = sorted([*WIDGETS.glob("*.js"), *WIDGETS.glob("*.css"), *WIDGETS.glob("entries/*"),
                 *WIDGETS.glob("dist/*.bundle.*")])


@pytest.mark.parametrize("path", ASSETS, ids=lambda p: p.name)
def test_asset_exists_and_has_no_remote_urls(path):
    text = path.read_text(encoding="utf-8")
    assert text.strip()
    text = text.replace("http://www.w3.org/2000/svg", "")  # SVG's namespace name, never fetched
    assert "http://" not in text and "https://" not in text


def test_js_exports_render_functions_and_imports_only_the_card_names():
    js = (WIDGETS / "cards.js").read_text(encoding="utf-8")
    for name in ("renderCard", "renderFan"):
        assert re.search(rf"export\s+function\s+{name}\s*\(", js), name
    imports = re.findall(r"^\s*import\s.*?from\s+\"([^\"]+)\"", js, re.MULTILINE)
    assert imports == ["./card_names.js"], imports
    names = (WIDGETS / "card_names.js").read_text(encoding="utf-8")
    assert not re.search(r"^\s*import\s", names, re.MULTILINE)


def test_css_classes_are_prefixed():
    css = (WIDGETS / "cards.css").read_text(encoding="utf-8")
    classes = set(re.findall(r"\.([a-zA-Z][\w-]*)", re.sub(r"/\*.*?\*/", "", css, flags=re.S)))
    assert classes and all(c.startswith("rl-") for c in classes), classes
