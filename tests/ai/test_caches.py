"""Caches key on the rules themselves, never on ``id()`` (an id is reused once its object
is gone, so an id-keyed cache can answer for rules it never saw)."""

from __future__ import annotations

import pickle
import re
from pathlib import Path

import rummy_lab
from rummy_lab import Game, variant
from rummy_lab.core.melds import layoff_targets

PACKAGE = Path(rummy_lab.__file__).parent


def test_no_cache_is_keyed_by_id():
    pattern = re.compile(r"\[\s*id\(|\.get\(\s*\(?\s*id\(|setdefault\(\s*id\(")
    hits = [f"{p.relative_to(PACKAGE)}:{i}" for p in PACKAGE.rglob("*.py")
            for i, line in enumerate(p.read_text().splitlines(), 1) if pattern.search(line)]
    assert hits == []


def test_equal_rules_share_a_cache_entry_and_pickles_forget_the_hash():
    a, b = variant("rummy500"), variant("rummy500")
    assert a is not b and a == b and hash(a) == hash(b)
    game = Game(a, 2, seed=3)
    for _ in range(400):  # bounded: play until a meld lies on the table
        if game.table or game.over:
            break
        melds = [x for x in game.legal_actions() if x.kind == "meld"]
        game.apply(melds[0] if melds else game.legal_actions()[0])
    meld = game.table[0]
    assert layoff_targets(meld, a) is layoff_targets(meld, b)
    hash(a)
    copy = pickle.loads(pickle.dumps(a))
    assert "_hash" not in copy.__dict__ and copy == a and hash(copy) == hash(a)
