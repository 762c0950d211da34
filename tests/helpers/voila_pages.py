"""Opening a Voilà page (at a window size of its own or a named one, its JS errors
recorded, and checked when done), the selector of a table that is ready, timing a click
until the table is redrawn, and the check that nothing on a page is clipped (with a
screenshot)."""

from __future__ import annotations

from contextlib import contextmanager

from conftest import ARTIFACTS

from helpers.layout_checks import CLIPPED, WATCHED

READY = ".rl-table-root.rl-table-ready"  # a table that has drawn its state
HAND = f"{READY} .rl-hand .rl-card"  # ... and the learner's hand

#: JS: milliseconds from clicking ``sel`` until the table's ``data-rev`` passes ``rev``
#: (the new state drawn)
TIME_CLICK = """([sel, rev]) => new Promise((resolve, reject) => {
  const root = document.querySelector('.rl-table-root');
  const t0 = performance.now();
  setTimeout(() => reject(new Error(`no update after clicking ${sel}`)), 15000);
  const obs = new MutationObserver(() => {
    if (Number(root.dataset.rev) > rev) { obs.disconnect(); resolve(performance.now() - t0); }
  });
  obs.observe(root, {attributes: true, attributeFilter: ['data-rev']});
  document.querySelector(sel).click();
})"""


def next_click(page) -> str:
    """The selector of the button that moves the learner's turn on: Draw, Next hand, or
    else Discard (the hand's last card selected for it)."""
    if page.locator("button[data-op='draw']").is_enabled():
        return "button[data-op='draw']"
    next_hand = page.locator("button[data-op='next_hand']")
    if next_hand.is_visible() and next_hand.is_enabled():
        return "button[data-op='next_hand']"
    page.locator(".rl-hand .rl-card").last.click()
    return "button[data-op='discard']"


#: name -> (viewport width, height, extra CSS narrowing the notebook's cells or None)
SIZES = {
    "phone_390": (390, 844, None),
    "tablet_768": (768, 1024, None),
    "laptop_1280": (1280, 800, None),
    "wide_1920": (1920, 1080, None),
    # a JupyterLab panel next to the file browser: a wide window, a narrow output area
    "panel_560": (1280, 900, ".jp-Cell, .jp-OutputArea { max-width: 560px !important; }"),
}


def open_notebook(browser, url: str, notebook: str, width: int, height: int,
                  ready: str = HAND):
    """``notebook`` of the Voilà server at ``url`` in a new ``width`` x ``height`` browser
    context, once ``ready`` (a selector) is drawn: (context, page, the page's JS errors)."""
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(f"{url}/voila/render/{notebook}", timeout=60_000)
    page.wait_for_selector(ready, timeout=60_000)
    return context, page, errors


@contextmanager
def checked_page(opened):
    """The page of ``opened`` (open_notebook's or open_page's three); its context is
    closed after, and when the block went through, the page must have had no JS error."""
    context, page, errors = opened
    try:
        yield page
    finally:
        context.close()
    assert not errors, errors


def open_page(browser, url: str, notebook: str, size: str):
    """open_notebook at the window size named ``size`` (SIZES), once a widget is drawn."""
    width, height, css = SIZES[size]
    context, page, errors = open_notebook(browser, url, notebook, width, height, ".rl-tb")
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
