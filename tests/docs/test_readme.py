"""The README's engine example runs and says what the README says."""

import re
from pathlib import Path

README = Path(__file__).resolve().parents[2] / "README.md"


def test_readme_engine_example_runs(capsys):
    text = README.read_text()
    block = re.search(r"## The engine in a few lines\n\n```python\n(.*?)```", text, re.S)
    assert block, "README lost its engine example"
    namespace: dict = {}
    exec(compile(block.group(1), "README.md", "exec"), namespace)
    out = capsys.readouterr().out
    assert "First draw a card: from the stock or the discard pile." in out
    assert "Zieh zuerst eine Karte" in out and "Draw from the stock" in out
    assert namespace["game"].phase == "play"
