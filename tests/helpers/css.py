"""Reading the selectors of a style sheet."""

from __future__ import annotations

import re


def selectors(css: str) -> list[str]:
    """Every selector of a stylesheet (inside @media/@container too, not @keyframes)."""
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    css = re.sub(r"@keyframes[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}", "", css)
    found = []
    for head in re.findall(r"([^{};]+)\{", css):
        head = head.strip()
        if head.startswith("@"):
            continue
        found += [s.strip() for s in head.split(",")]
    return found
