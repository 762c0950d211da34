"""Opening a Voilà page at a named window size, the selector of a table that is ready,
and the check that nothing on a page is clipped (with a screenshot)."""

from __future__ import annotations

from conftest import ARTIFACTS

from helpers.layout_checks import CLIPPED, WATCHED

#: name -> (viewport width, height, extra CSS narrowing the notebook's cells or None)
SIZES = {
    "phone_390": (390, 844, None),
    "tablet_768": (768, 1024, None),
    "laptop_1280": (1280, 800, None),
    "wide_1920": (1920, 1080, None),
    # a JupyterLab panel next to the file browser: a wide window, a narrow output area
    "panel_560": (1280, 900, ".jp-Cell, .jp-OutputArea { max-width: 560px !important; }"),
}


def open_page(browser, url: str, notebook: str, size: str):
    width, height, css = SIZES[size]
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(f"{url}/voila/render/{notebook}", timeout=60_000)
    page.wait_for_selector(".rl-tb", timeout=60_000)
    if css:
        page.add_style_tag(content=css)
    return context, page, errors


def full_shot(page, name: str) -> None:
    """A screenshot of the whole page into ARTIFACTS/``name``.png (Voilà scrolls inside its
    shell: the window grows to the page's height for it, its width and so the layout stay)."""
    size = page.viewport_size
    tall = page.evaluate("() => Math.max(...[...document.querySelectorAll('*')].map("
                         "e => e.scrollHeight))")
    page.set_viewport_size({"width": size["width"], "height": min(max(tall, size["height"]), 6000)})
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)
    page.set_viewport_size(size)


def assert_nothing_clipped(page, shot: str) -> None:
    page.wait_for_timeout(300)   # let card animations settle
    bad = page.evaluate(CLIPPED, WATCHED)
    full_shot(page, f"layout_{shot}")
    assert not bad, bad


READY = ".rl-table-root.rl-table-ready"  # a table that has drawn its state
