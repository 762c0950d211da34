"""The play page's "Review" (rummy_lab/ui/review_pane.py, review_board.py): at the end of
a hand the learner's review runs in a worker, shows its progress, then the costliest
decisions as slides in English and German, each board only what the seat saw then."""

import json
import time

import pytest
from helpers.review import careless_game, seen_then

from rummy_lab.ai.bots import make_bot
from rummy_lab.core.game import Game
from rummy_lab.core.variants import variant
from rummy_lab.core.views import seat_view
from rummy_lab.i18n.messages import capitalized
from rummy_lab.ui import GameTable
from rummy_lab.ui.review_board import review_slides, seat_board


def hand_vs_bots(seed: int = 5) -> GameTable:
    """A learner (played by an easy bot through the table) and two medium bots, one hand."""
    g = Game(variant("basic"), ["You", "Ben", "Cy"], seed=seed)
    table = GameTable(g, seat=0, bot_delay=0,
                      bots={1: make_bot("medium", seed=1), 2: make_bot("medium", seed=2)})
    me = make_bot("easy", seed=seed)
    while g.phase in ("draw", "play"):
        table.play(me.choose(g, 0))
    return table


def wait_ready(table: GameTable, seconds: float = 30) -> dict:
    seen = []
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        r = table.card_table.review
        seen.append(r.get("status"))
        if r.get("status") in ("ready", "error"):
            return {**r, "seen": seen}
        time.sleep(0.01)
    raise AssertionError(f"no review in {seconds} s: {seen[-3:]}")



def _codes(data) -> set[str]:
    if isinstance(data, dict):
        out = {data["code"]} if isinstance(data.get("code"), str) else set()
        return out.union(*(_codes(v) for v in data.values()))
    if isinstance(data, list):
        return set().union(*(_codes(v) for v in data))
    return set()


@pytest.fixture(scope="module")
def reviewed():
    table = hand_vs_bots()
    assert table.game.phase in ("hand_over", "game_over")
    table.command("review", scope="hand")
    return table, wait_ready(table)


def test_the_review_runs_with_progress_then_shows_the_costly_decisions(reviewed):
    table, r = reviewed
    assert r["status"] == "ready" and r["scope"] == "hand", r
    assert "running" in r["seen"] or table.reviews._cache is not None
    for lang in ("en", "de"):
        page = r["langs"][lang]
        assert page["slides"], "an easy learner makes a costly decision"
        costs = [s["cost"] for s in page["slides"]]
        assert len(costs) == r["count"]
        for s in page["slides"]:
            assert s["played"] and s["better"] and s["why"] and s["severity"] != "fine"
        assert r["labels"][lang]["review_next"]
    assert r["langs"]["de"]["slides"][0]["severity_text"] in (
        "Ungenauigkeit", "Fehler", "grober Fehler")
    assert r["langs"]["de"]["summary"] != r["langs"]["en"]["summary"]


def test_every_board_holds_only_cards_the_seat_saw_then(reviewed):
    table, r = reviewed
    g = table.game
    for lang in ("en", "de"):
        for s in r["langs"][lang]["slides"]:
            shown = _codes(s["board"])
            assert shown <= seen_then(g, 0, s["index"]), shown - seen_then(g, 0, s["index"])
    # the whole trait: nothing but what the seat saw at some point of its slides
    allowed = set().union(*(seen_then(g, 0, s["index"]) for s in r["langs"]["en"]["slides"]))
    assert _codes(table.card_table.review) <= allowed
    assert "position" not in json.dumps(table.card_table.review)


def test_a_review_is_refused_while_the_hand_is_played():
    g = Game(variant("basic"), ["You", "Ben"], seed=3)
    table = GameTable(g, seat=0, bot_delay=0, bots={1: make_bot("easy", seed=1)})
    table.command("review", scope="hand")
    assert table.card_table.review["status"] == "idle"
    assert "hand is over" in table.message


def test_practise_these_keeps_the_shown_positions_as_exercises(reviewed):
    table, r = reviewed
    table.command("review_practise")
    ex = table.card_table.review_exercises
    assert ex and len(ex) == min(5, r["count"])
    assert all(e["seen"] and e["costs"] and "position" not in e for e in ex)
    assert all(e["position"]["hands"] for e in table.reviews.exercises)  # kernel only
    seen = set().union(*(seen_then(table.game, 0, s["index"]) for s in r["langs"]["en"]["slides"]))
    assert _codes(ex) <= seen
    assert table.card_table.review["practised"] == len(ex)
    table.command("review_close")
    assert table.card_table.review["status"] == "idle"
    table.command("review", scope="hand")  # cached: no second review of the same log
    assert table.card_table.review["status"] == "ready"


def test_seat_board_draws_a_seat_view_only():
    g = Game(variant("basic"), ["You", "Ben"], seed=4)
    b = seat_board(seat_view(g, 0), "en")
    assert {c["code"] for c in b["hand"]} == {c.code for c in g.hands[0]}
    assert not {c.code for c in g.hands[1]} & _codes(b)
    assert b["others"] == [{"name": "Ben", "count": len(g.hands[1])}]


def test_slides_of_an_empty_review_say_well_played():
    from rummy_lab.practice.review_items import Review

    out = review_slides(Review(0, "You", "en", ()), "game")
    assert out["count"] == 0 and "Well played" in out["langs"]["en"]["summary"]
    assert "Gut gespielt" in out["langs"]["de"]["summary"]


def test_the_summary_says_how_many_decisions_are_not_graded():
    """Not "well played" where the engine gave no verdict: it says how many it did not grade."""
    from rummy_lab.practice import review

    game = careless_game("basic", 4, seed=2)
    full = review_slides(review(game, 0), "game")["langs"]
    starved = review(game, 0, nodes=1)  # some decisions unproven: no verdict
    ungraded = sum(not i.proven for i in starved.items)
    out = review_slides(starved, "game")["langs"]
    assert ungraded and f"{ungraded} decisions are not graded" in out["en"]["summary"]
    assert f"{ungraded} Entscheidungen sind nicht bewertet" in out["de"]["summary"]
    assert "not graded" not in full["en"]["summary"]
    assert "Well played" not in out["en"]["summary"]
    from rummy_lab.practice.review_items import Review

    alone = next(i for i in starved.items if not i.proven)
    one = review_slides(Review(0, "You", "en", (alone,)), "game")["langs"]
    assert one["en"]["summary"] == ("1 decision reviewed: none of the graded ones cost points. "
                                    "1 decision is not graded: the engine could not prove its "
                                    "best move.")
    assert "Gut gespielt" not in one["de"]["summary"] and "nicht bewertet" in one["de"]["summary"]


def test_the_next_hands_end_shows_no_stale_review():
    table = hand_vs_bots()
    table.command("review", scope="hand")
    assert wait_ready(table)["status"] == "ready"
    g = table.game
    if g.phase == "game_over":
        return
    table.command("next_hand")
    me = make_bot("easy", seed=11)
    while g.phase in ("draw", "play"):
        table.play(me.choose(g, 0))
    assert table.card_table.review["status"] == "idle"


def test_a_costly_decision_becomes_a_graded_practice_exercise(reviewed):
    from rummy_lab.practice.review_exercise import review_exercise
    from rummy_lab.ui.practice import PracticeTrainer

    table, _ = reviewed
    item = table.reviews._cache[1].costly()[0]
    ex = review_exercise(item, "de")
    played = next(c.id for c, (a, _) in zip(ex.choices, item.options) if a == item.played)
    wrong = ex.grade(played)
    assert not wrong.correct and "Punkte mehr" in wrong.feedback
    assert wrong.points_lost is not None and wrong.points_lost >= 2
    assert ex.grade(ex.answer).correct
    seen = seen_then(table.game, 0, item.index)
    assert set(_codes_of(ex.position)) <= seen
    trainer = PracticeTrainer("basic", lang="de")
    trainer.show(ex)
    assert trainer.drill["prompt"].startswith("Aus deinem Spiel")
    trainer.handle({"op": "answer", "answer": played})
    assert trainer.verdict["correct"] is False and trainer.verdict["right"]
    table.command("review_practise")
    drills = table.reviews.drills("en")
    assert drills and all(d.grade(d.answer).correct for d in drills)


def _codes_of(position: dict) -> list[str]:
    return [*position["hand"], *position["discard"],
            *(c for m in position["table"] for c in m["cards"])]


LEARNER_ID = "review-learner-0123456789"


def test_practise_these_asks_the_reviewed_positions_graded_by_the_engine(reviewed, tmp_path,
                                                                          monkeypatch):
    from rummy_lab.practice.review_items import action_text
    from rummy_lab.store.attempts import AttemptStore
    from rummy_lab.ui import practice_page

    monkeypatch.setenv("RUMMY_LAB_STORE", f"sqlite:///{tmp_path / 'tables.db'}")
    practice_page.page_store.cache_clear()
    table, _ = reviewed
    table.reviews._attempts = None
    try:
        table.command("review", scope="hand")
        table.command("review_practise")
        items = table.reviews.chosen
        assert len(items) >= 2 and table.card_table.review["drill"]["n"] == len(items)
        for k, item in enumerate(items):
            d = table.card_table.review["drill"]
            assert d["at"] == k and not d["done"]
            en, de = d["langs"]["en"], d["langs"]["de"]
            then = Game(table.game.rules, table.game.players, table.game.seed,
                        table.game.first_dealer, table.game.start)
            for action in table.game.history[:item.index]:
                then.apply(action)
            assert sorted(c["code"] for c in en["board"]["hand"]) == \
                sorted(c.code for c in then.hands[0])  # the learner's hand just then
            assert _codes(en) <= seen_then(table.game, 0, item.index)  # nothing hidden
            assert [c["label"] for c in en["choices"]] == \
                [capitalized(action_text(a).render("en")) for a, _ in item.options]
            assert all(c["label"][:1].isupper() or not c["label"][:1].isalpha()
                       for c in en["choices"] + de["choices"])  # a button's label, not a clause
            assert de["prompt"].startswith("Aus deinem Spiel")
            ids = {action_text(a).render("en"): c["id"] for c, (a, _) in
                   zip(en["choices"], item.options)}
            # even drills: the move played then (the engine's cost); odd: the engine's best
            pick = ids[action_text(item.played if k % 2 == 0 else item.better).render("en")]
            table.command("review_answer", choice=pick, learner=LEARNER_ID)
            v = table.card_table.review["drill"]["langs"]["en"]["verdict"]
            best = min(c for _, c in item.options)
            played_cost = next(c for a, c in item.options if a == item.played)
            if k % 2 == 0:
                assert v["correct"] is (played_cost - best <= 0.5)
                assert item.cost > 0.5 and v["correct"] is False
                assert v["feedback"].startswith(item.why.render("en"))  # the review's reason
                de_verdict = table.card_table.review["drill"]["langs"]["de"]["verdict"]
                assert de_verdict["feedback"].startswith(item.why.render("de"))
            else:
                assert v["correct"] is True
            table.command("review_answer", choice="o999", learner=LEARNER_ID)  # answered once
            table.command("review_drill_next")
        assert table.card_table.review["drill"]["done"]
        rows = AttemptStore(f"sqlite:///{tmp_path / 'tables.db'}").of(LEARNER_ID)
        assert [(r.kind, r.seed, r.rule) for r in rows] == \
            [(f"review_{i.kind}", i.index, i.rule) for i in items]
        assert [r.correct for r in rows] == [k % 2 == 1 for k in range(len(items))]
        assert rows[0].answer == action_text(items[0].played).render("en")
        table.command("review_drill_back")
        back = table.card_table.review
        assert "drill" not in back and back["status"] == "ready" and back["langs"]["en"]["slides"]
    finally:
        practice_page.page_store.cache_clear()


def test_a_forged_answer_is_refused_and_nothing_is_kept(reviewed):
    table, _ = reviewed
    table.command("review", scope="hand")
    table.command("review_practise")
    kept = []
    table.reviews.practice._record = lambda *a: kept.append(a)
    for forged, learner in (("o999", LEARNER_ID), ({"x": 1}, LEARNER_ID), ("o0", "bad id")):
        table.command("review_answer", choice=forged, learner=learner)
        assert table.card_table.review["drill"]["langs"]["en"]["verdict"] is None
        assert table.card_table.state["message"]["text"]
    assert kept == []
