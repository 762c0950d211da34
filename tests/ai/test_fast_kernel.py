"""The one-deck fast path's kernel: compiled and plain runs agree, the exactness tests of
test_solver.py pass with each, ties, the warm-up, an unwritable cache, card parsing."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import threading
from dataclasses import replace
from pathlib import Path

import pytest
from helpers.solver_exactness import *  # noqa: F403  (collected here again: run under each kernel below)
from hypothesis import given, settings
from hypothesis import strategies as st

from rummy_lab.ai.solver import best_arrangement, cover_kernel, fast, min_deadwood
from rummy_lab.core import cards as cards_module
from rummy_lab.core.cards import Card, make_deck, parse_card, parse_cards
from rummy_lab.core.errors import RummyError
from rummy_lab.core.variants import variant

ROOT = Path(__file__).resolve().parents[2]


def _compiled():
    cover_kernel.compile_now()
    return cover_kernel.current[0]


@pytest.fixture(autouse=True, params=["plain", "compiled"])
def kernel(request, monkeypatch):
    """Every test here runs once with the plain-Python kernel, once compiled (no load
    from the disk cache in between: plain_spent has looked already)."""
    monkeypatch.setitem(cover_kernel._state, "looked", True)
    saved = cover_kernel.current[0]
    cover_kernel.current[0] = cover_kernel.cover if request.param == "plain" else _compiled()
    yield request.param
    cover_kernel.current[0] = saved


# Rules the fast path takes, with every option it reads changed somewhere.
FAST_RULES = [variant("basic"), variant("rummy500"), variant("pool500"),
              variant("basic", ace_mode="low_or_high", run_min=4),
              variant("rummy500", set_min=4, run_min=5),
              variant("basic", set_max=3, ace_value=11)]

DECK = make_deck(1, 0)
SECOND = [Card(c.rank, c.suit, 1) for c in DECK]  # a one-deck hand may hold second copies


@st.composite
def one_deck_hand(draw):
    faces = draw(st.lists(st.sampled_from(range(52)), min_size=0, max_size=20, unique=True))
    return [SECOND[f] if draw(st.booleans()) and f % 3 == 0 else DECK[f] for f in faces]


@settings(max_examples=400, deadline=None)
@given(one_deck_hand(), st.sampled_from(range(len(FAST_RULES))),
       st.sampled_from([None, "deadwood", "net"]))
def test_compiled_and_plain_kernels_give_identical_answers(hand, which, objective):
    rules = FAST_RULES[which]
    tables = fast._fast_tables(rules, objective)
    mask = fast._hand_mask(hand)
    assert mask is not None
    compiled = _compiled()
    import numpy

    array = numpy.array(tables.items, dtype=numpy.int64)
    for arrange in (0, 1):
        plain = cover_kernel.cover(mask, tables.items, arrange)
        assert compiled(mask, array, arrange) == plain
        assert tuple(map(int, compiled.py_func(mask, array, arrange))) == plain  # numpy arrays
    if objective is not None:
        saved = cover_kernel.current[0]
        try:
            cover_kernel.current[0] = cover_kernel.cover
            plain_answer = fast.fast_arrangement(hand, rules, objective)
            cover_kernel.current[0] = compiled
            assert fast.fast_arrangement(hand, rules, objective) == plain_answer
        finally:
            cover_kernel.current[0] = saved


def test_ties_leave_the_lowest_card(kernel):
    # 5♠6♠7♠ and 6♠6♥6♦ both place 18 points in three cards: the first best cover in
    # card order leaves 5♠ (it costs nothing), so the set is melded.
    arr = best_arrangement("5S 6S 7S 6H 6D", variant("basic"))
    assert [m.kind for m in arr.melds] == ["set"]
    assert arr.left == tuple(parse_cards("5S 7S"))


def test_runs_join_and_high_aces(kernel):
    rules = variant("rummy500")
    arr = best_arrangement("QS KS AS JS 9S 10S 2H 3H 4H AH", rules, objective="net")
    assert [str(m) for m in arr.melds] == ["9♠ 10♠ J♠ Q♠ K♠ A♠", "A♥ 2♥ 3♥ 4♥"]
    assert [p.rank for p in arr.melds[0].placed][-1] == 14
    assert arr.placed_value == 5 * 10 + 9 + 15 + 5 + 2 + 3 + 4  # the low ace counts 5


def test_min_deadwood_on_a_few_hands(kernel):
    basic = variant("basic")
    assert min_deadwood("AS 2S 3S 7H 7D 7C KD", basic) == 10
    assert min_deadwood("", basic) == 0
    assert min_deadwood([c for c in DECK if c.rank <= 6], basic) == 0


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(range(52)), max_size=20, unique=True),
       st.sampled_from(range(len(FAST_RULES))), st.sampled_from(["deadwood", "net"]))
def test_first_copy_answers_are_built_as_any_other(faces, which, objective):
    """A first-copy hand's answer (readings from the tables built at import) equals the
    one built card by card, as for a hand with second copies: melds, order, types."""
    hand, rules = [DECK[f] for f in faces], FAST_RULES[which]
    quick, built = fast.fast_arrangement(hand, rules, objective), fast._any_copies(hand, rules, objective)
    assert quick == built and quick.melds == built.melds and quick.left == built.left
    assert [type(m) for m in quick.melds] == [type(m) for m in built.melds]
    assert vars(quick) == vars(built) and hash(quick) == hash(built)


SPELLINGS = [lambda c: c.code, lambda c: str(c) + (f".{c.copy}" if c.copy else ""),
             lambda c: c.code.lower(), lambda c: f" {c.code} ",
             lambda c: c.code.replace("10", "T")]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(range(54)), max_size=22, unique=True),
       st.sampled_from(range(len(FAST_RULES))), st.sampled_from(["deadwood", "net"]),
       st.lists(st.sampled_from(range(len(SPELLINGS))), min_size=22, max_size=22),
       st.booleans())
def test_a_hand_given_as_text_answers_as_its_cards(faces, which, objective, spelt, second):
    """Card texts (any of parse_card's spellings, a joker, second copies, a list or one
    string) give the answers of the cards they name: the fast path reads texts itself."""
    deck = [*(SECOND if second else DECK), Card(0), Card(0, copy=1)]
    hand, rules = [deck[f] for f in faces], FAST_RULES[which]
    texts = [SPELLINGS[k](card) for card, k in zip(hand, spelt)]
    for given_as in (texts, " ".join(texts)):
        assert best_arrangement(given_as, rules, objective=objective) == \
            best_arrangement(hand, rules, objective=objective)
        assert min_deadwood(given_as, rules) == min_deadwood(hand, rules)


def test_first_copy_texts_make_no_card_objects(kernel, monkeypatch):
    """A first-copy hand given as its codes is answered from its texts alone."""
    def no_parsing(*_):
        raise AssertionError("the hand was parsed into cards")

    monkeypatch.setattr(fast, "parse_cards", no_parsing)
    rules = variant("basic")
    assert min_deadwood(["AS", "2S", "3S", "7H", "7D", "7C", "KD"], rules) == 10
    assert best_arrangement("AS 2S 3S 7H 7D 7C KD", rules).deadwood == 10
    with pytest.raises(AssertionError, match="parsed"):  # another spelling is parsed
        min_deadwood(["as", "2S", "3S"], rules)


def test_rules_made_without_validation_get_their_short_melds(kernel):
    """The readings built at import hold 3 cards or more (what validated rules allow);
    rules replaced without validation may ask for 2: built card by card then."""
    rules = replace(variant("basic"), set_min=2, run_min=2)
    hand = parse_cards("7S 7H 2C 3C 9D")
    arrangement = fast.fast_arrangement(hand, rules, "deadwood")
    assert [str(m) for m in arrangement.melds] == ["2♣ 3♣", "7♠ 7♥"]
    assert arrangement == fast._any_copies(hand, rules, "deadwood")
    assert fast.fast_arrangement("7S 7H 2C 3C 9D", rules, "deadwood") == arrangement  # text


def test_warm_up_starts_one_compile_and_calls_never_wait(kernel, monkeypatch):
    cover_kernel.current[0] = cover_kernel.cover  # not compiled yet (the fixture restores)
    monkeypatch.setitem(cover_kernel._state, "thread", None)
    answers: list[int] = []
    started = []
    threads = [threading.Thread(target=cover_kernel.warm_up) for _ in range(8)]
    worker = threading.Thread(target=lambda: answers.append(
        min_deadwood("7S 7H 7D 9C", variant("basic"))))
    monkeypatch.setattr(cover_kernel.threading, "Thread",
                        lambda **kw: started.append(kw) or _FakeThread())
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(started) == 1
    with cover_kernel._lock:  # as while a compile runs: a call gets the plain kernel
        worker.start()
        worker.join(10)
    assert answers == [9]


class _FakeThread:
    def start(self):
        pass

    def join(self, timeout=None):
        pass


@pytest.mark.parametrize("cache", ["unwritable", "writable"])
def test_compiles_without_a_writable_cache_dir(kernel, cache, tmp_path):
    if kernel == "plain":
        return  # a fresh process compiles: once is enough
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    if cache == "unwritable":  # no cache directory can be made: numba refuses to cache
        env.update(NUMBA_CACHE_DIR="/proc/rummy-lab-no-cache",
                   NUMBA_CACHE_LOCATOR_CLASSES="UserProvidedCacheLocator")
    else:
        env.update(NUMBA_CACHE_DIR=str(tmp_path))
    code = ("from rummy_lab.ai.solver import cover_kernel, min_deadwood\n"
            "from rummy_lab.core.variants import variant\n"
            "cover_kernel.warm_up(wait=True)\n"
            "print(cover_kernel.compiled(), cover_kernel._state['cached'],"
            " min_deadwood('AS 2S 3S 7H 7D 7C KD', variant('basic')))\n")
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                         text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["True", str(cache == "writable"), "10"]
    if cache == "writable":
        assert any(tmp_path.rglob("*.nbi"))


def _fresh(code: str, cache: Path) -> list[str]:
    """Run ``code`` in a fresh process whose numba cache directory is ``cache``."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), NUMBA_CACHE_DIR=str(cache))
    env.pop(cover_kernel.PLAIN_ENV, None)
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                         text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    return out.stdout.split()


_LIGHT_CALLER = (  # a library caller: plain calls until they cost LOAD_AFTER_SECONDS (0 here)
    "import sys\n"
    "from rummy_lab.ai.solver import cover_kernel, min_deadwood\n"
    "from rummy_lab.core.variants import variant\n"
    "cover_kernel.LOAD_AFTER_SECONDS = 0.0\n"
    "before = cover_kernel.cached(), 'numba' in sys.modules\n"
    "got = [min_deadwood('AS 2S 3S 7H 7D 7C KD', variant('basic')) for _ in range(3)]\n"
    "stats = getattr(cover_kernel.current[0], 'stats', None)\n"
    "print(*before, cover_kernel.compiled(), 'numba' in sys.modules, *got,\n"
    "      sum(stats.cache_hits.values()) if stats else '-',\n"
    "      sum(stats.cache_misses.values()) if stats else '-')\n")


def test_a_fresh_process_loads_the_kernel_from_the_disk_cache(kernel, tmp_path):
    """Nothing cached: a library caller stays plain and never imports numba (it does not
    compile). Once a heavy caller compiled it (compile_now), the next process's library
    calls load it from numba's disk cache (cache hits, no miss: no compile)."""
    if kernel == "plain":
        return  # fresh processes: once is enough
    assert _fresh(_LIGHT_CALLER, tmp_path) == ["False", "False", "False", "False",
                                               "10", "10", "10", "-", "-"]
    assert _fresh("from rummy_lab.ai.solver import cover_kernel\n"
                  "cover_kernel.compile_now()\n"
                  "print(sum(cover_kernel.current[0].stats.cache_misses.values()))\n",
                  tmp_path) == ["1"]
    assert any(tmp_path.rglob("*.nbi")) and any(tmp_path.glob("rummy_lab_cover.*.ok"))
    assert _fresh(_LIGHT_CALLER, tmp_path) == ["True", "False", "True", "True",
                                               "10", "10", "10", "1", "0"]


def test_plain_calls_load_the_cached_kernel_once_they_cost_enough(kernel, monkeypatch):
    """plain_spent loads (compile_now) once plain calls add up to LOAD_AFTER_SECONDS,
    once a process, only if cached; never while a warm-up thread compiles (a call would
    wait for its lock)."""
    if kernel == "plain":
        return
    loads: list[int] = []
    monkeypatch.setattr(cover_kernel, "compile_now", lambda: loads.append(1) or 0.0)
    monkeypatch.setattr(cover_kernel, "cached", lambda: True)
    for thread, expected in ((object(), []), (None, [1])):
        monkeypatch.setitem(cover_kernel._state, "thread", thread)
        monkeypatch.setitem(cover_kernel._state, "looked", False)
        monkeypatch.setitem(cover_kernel._state, "plain", 0.0)
        cover_kernel.plain_spent(cover_kernel.LOAD_AFTER_SECONDS / 2)
        assert loads == []
        for _ in range(3):
            cover_kernel.plain_spent(cover_kernel.LOAD_AFTER_SECONDS / 2)
        assert loads == expected


def test_the_cache_directory_falls_back_to_a_per_user_one(kernel, monkeypatch):
    if kernel == "plain":
        return
    env = {"XDG_CACHE_HOME": "/home/ada/.cache"}
    assert cover_kernel.cache_dir({**env, "NUMBA_CACHE_DIR": "/srv/nb"}) == "/srv/nb"
    monkeypatch.setattr(cover_kernel.os, "access", lambda path, mode: True)
    assert cover_kernel.cache_dir(env) == os.path.join(cover_kernel._HERE, "__pycache__")
    monkeypatch.setattr(cover_kernel.os, "access", lambda path, mode: False)
    assert cover_kernel.cache_dir(env) == "/home/ada/.cache/rummy-lab/numba"


# -- parse_card: a table lookup with the grammar of the regular expression it replaced ------

_OLD_TOKEN = re.compile(r"^(?P<body>.+?)(?:\.(?P<copy>\d))?$")


def _old_parse_card(token: str) -> Card:
    text = token.strip().replace("\ufe0f", "")
    m = _OLD_TOKEN.match(text.upper())
    if not text or m is None:
        raise RummyError("bad")
    body, copy = m.group("body"), int(m.group("copy") or 0)
    if body in cards_module._JOKER_TOKENS:
        return Card(0, None, copy)
    rank = cards_module._RANK_TOKENS.get(body[:-1])
    suit = cards_module._SUIT_TOKENS.get(body[-1:])
    if rank is None or suit is None:
        raise RummyError("bad")
    return Card(rank, suit, copy)


def _same_parse(token: str) -> None:
    try:
        expected = _old_parse_card(token)
    except RummyError:
        with pytest.raises(RummyError, match="is not a card"):
            parse_card(token)
    else:
        assert parse_card(token) is expected


@settings(max_examples=600, deadline=None)
@given(st.text(alphabet="0123456789AaTtJjQqKkSsHhDdCcOoRrEe.*♠♥♦♣♤♡♢♧🃏\ufe0f \n,",
               max_size=8))
def test_parse_card_matches_the_old_grammar(token):
    _same_parse(token)


def test_parse_card_knows_every_card_text(kernel):
    for key in cards_module._BY_TEXT:
        for token in (key, key.lower(), f" {key}\ufe0f "):
            _same_parse(token)
