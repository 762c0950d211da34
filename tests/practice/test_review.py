"""The review of a learner's own game: known mistakes are flagged with their cost, the best
moves get no mistake, and every kind of game (vs bots, saved, replay code, shared table)
can be reviewed."""

import pytest
from helpers.review import careless_game, play_class_table, play_vs_bots

from rummy_lab.ai.bots import make_bot
from rummy_lab.core.actions import Discard, LayOff, Meld, TakeDiscard
from rummy_lab.core.cards import parse_card
from rummy_lab.core.errors import RummyError
from rummy_lab.core.game import Game
from rummy_lab.core.melds import layoff_options
from rummy_lab.core.variants import rules_from_options, variant
from rummy_lab.formats.replay_code import replay_code
from rummy_lab.practice import review
from rummy_lab.practice.review_exercise import review_exercise
from rummy_lab.practice.review_follow import Follower
from rummy_lab.practice.review_items import SEVERITIES, severity


def codes(text: str) -> list[str]:
    return text.split()


def start_game(rules, hands, table=(), discard=(), phase="play", stock=None, seed=7):
    start = {"hands": [codes(h) for h in hands], "discard": codes(" ".join(discard)),
             "table": list(table), "phase": phase, "current": 0, "dealer": len(hands) - 1}
    if stock is not None:
        start["stock"] = codes(stock)
    return Game(rules, len(hands), seed=seed, start=start)


def only_item(game, seat=0, kind=None):
    items = [i for i in review(game, seat).items if kind is None or i.kind == kind]
    assert items, "the decision was reviewed"
    return items[0]


def test_a_discard_that_breaks_a_finished_set_is_a_costly_mistake():
    g = start_game(variant("basic"), ["7S 7H 7D KC 2D 4H", "2C 3C 9S 9H JD QS KH 5D 6S 8D"],
                   discard=["9C"])
    g.discard("7S")
    item = only_item(g)
    assert item.issue == "breaks_meld" and item.kind == "discard"
    assert item.cost >= 10 and severity(item.cost) in ("mistake", "blunder")
    assert item.better is not None and item.better.kind == "meld"
    assert "7♠" in item.why_text and "7♠" in item.why.render("de")
    good = start_game(variant("basic"), ["7S 7H 7D KC 2D 4H", "2C 3C 9S 9H JD QS KH 5D 6S 8D"],
                      discard=["9C"])
    good.meld("7S 7H 7D").discard("KC")
    assert all(i.severity == "fine" for i in review(good, 0).items)


RUN_5_7C = {"owner": 1, "kind": "run", "cards": [["5C", 5, "C", 1], ["6C", 6, "C", 1],
                                                  ["7C", 7, "C", 1]]}


def test_ignoring_a_lay_off_that_empties_the_hand_is_a_blunder():
    g = start_game(variant("basic"), ["8C KD", "2C 3C 9S 9H JD QS KH 5D"], table=[RUN_5_7C],
                   discard=["9C"])
    g.discard("KD")
    item = only_item(g)
    assert item.issue == "missed_out"
    assert item.better is not None and item.better.kind == "layoff"
    assert item.cost >= 25 and item.severity == "blunder"
    played_out = start_game(variant("basic"), ["8C KD", "2C 3C 9S 9H JD QS KH 5D"],
                            table=[RUN_5_7C], discard=["9C"])
    played_out.lay_off("8C", 0).discard("KD")
    assert played_out.phase != "play" and all(i.cost == 0 for i in review(played_out, 0).items)


def test_taking_a_deep_pile_it_cannot_use_costs_points():
    hand = "5H 6H 2S 4S 9D 3C 8C 10S 3D AC JH QS 7D"
    rules = variant("rummy500")
    g = start_game(rules, [hand, "2C 3H 9S 9H JD 4C KH 5D 6S 8D 10C 2H 6C"],
                   discard=["7H", "KS", "JC", "QC", "KD"], phase="draw")
    g.apply(TakeDiscard(parse_card("7H")))
    item = only_item(g, kind="draw")
    assert item.issue == "deep_pick" and item.cost >= 10
    assert item.better is not None and item.better.kind == "draw"
    assert "7♥" in item.why_text and "4" in item.why_text


def test_the_engines_best_moves_get_no_costly_decision():
    for name, seed in (("basic", 3), ("rummy500", 5)):
        g = Game(variant(name), 3, seed=seed)
        me = Follower(g, 0)
        bots = {1: make_bot("medium", seed=1), 2: make_bot("easy", seed=2)}
        while g.phase in ("draw", "play"):
            action = me.best() if g.current == 0 else bots[g.current].choose(g, g.current)
            me.apply(action)
        r = review(g, 0)
        assert len(r.items) >= 4
        assert [i for i in r.items if i.severity != "fine"] == [], name


def test_severity_grows_with_the_cost_and_fits_every_item():
    costs = [x / 2 for x in range(0, 120)]
    levels = [SEVERITIES.index(severity(c)) for c in costs]
    assert levels == sorted(levels) and set(levels) == {0, 1, 2, 3}
    assert severity(0) == "fine" and severity(100) == "blunder"
    g = play_vs_bots("rummy500", seed=3, learner="easy")
    r = review(g, 0)
    assert {i.severity for i in r.items} >= {"fine", "blunder"}
    for item in r.items:
        assert item.severity == severity(item.cost)
        assert (item.better is None) == (item.severity == "fine")
    worst = r.costly()
    assert [i.cost for i in worst] == sorted((i.cost for i in worst), reverse=True)


def test_a_saved_game_and_a_replay_code_are_reviewed_like_the_game():
    g = play_vs_bots("basic", seed=11)
    direct = review(g, 0).to_dict()
    assert review(g.to_json(), 0).to_dict() == direct
    assert review(g.to_json().encode(), 0, lang="de").to_dict()["items"][0]["cost"] == \
        direct["items"][0]["cost"]
    fresh = review(replay_code(g), 0)  # a replay code is the deal, no moves yet
    assert fresh.items == () and fresh.player == g.players[0]
    for bad in ("not a game", 42, "RL2-0000"):
        with pytest.raises(RummyError):
            review(bad, 0)
    with pytest.raises(RummyError):
        review(g, 5)


def test_a_shared_class_table_is_reviewed_for_one_seat(tmp_path):
    from rummy_lab.store.tables import TableStore

    store = TableStore(f"sqlite:///{tmp_path / 'tables.db'}")
    code = store.create(variant("basic"), [("Ann", "human"), ("Bot", "medium")], seed=4)
    game = play_class_table(store, code, turns=300)
    r = review(game, 0)
    assert r.player == "Ann" and r.items
    assert review(game.to_json(), 0).to_dict() == r.to_dict()
    assert all(item.view.seat == 0 and item.view.hand_sizes for item in r.items)


def test_refusals_met_in_play_are_counted_by_rule():
    g = start_game(variant("basic"), ["7S 7H 7D KC 2D 4H", "2C 3C 9S 9H JD QS KH 5D 6S 8D"],
                   discard=["9C"])
    for _ in range(2):
        with pytest.raises(RummyError):
            g.apply(Discard(parse_card("9C")))  # not in the hand
    g.discard("KC")
    r = review(g, 0, lang="de")
    assert [(x.count > 0, bool(x.text)) for x in r.refusals] == [(True, True)]
    assert r.refusals[0].count == 2 and r.refusals[0].key


def test_progress_is_reported_in_the_learners_language():
    g = play_vs_bots("basic", seed=2)
    seen = []
    review(g, 0, lang="de", progress=lambda done, total, text: seen.append((done, total, text)))
    assert seen and seen[-1][0] == seen[-1][1]
    assert all("von" in text and " of " not in text for _, _, text in seen)
    assert [d for d, _, _ in seen] == list(range(1, len(seen) + 1))


def test_items_carry_the_position_and_an_exercise():
    g = play_vs_bots("rummy500", seed=3)
    r = review(g, 0)
    item = r.costly(1)[0]
    pos = item.position
    assert pos["hands"][0] == [c.code for c in g_hand_before(g, item.index)]
    ex = r.exercises(3)
    assert ex and ex[0]["costs"] and ex[0]["rule"].startswith("review_why_")
    again = Game(rules_from_options(ex[0]["rules"]), g.players, seed=1, start=ex[0]["position"])
    assert again.current == 0 and again.rules == g.rules
    assert sum(len(r.of_hand(n)) for n in range(1, 4)) == len(r.items)
    assert r.to_dict()["counts"] == r.counts()


def g_hand_before(g, index):
    before = Game.replay(g.rules, g.players, g.seed, g.history[:index], g.first_dealer, g.start,
                         [x for x in g.reshuffles if x[0] <= index])
    return before.hands[0]


def test_the_progress_bar_speaks_german_without_tqdm_english():
    import io

    from rummy_lab.practice.review_progress import ReviewBar

    g = play_vs_bots("basic", seed=2)
    out = io.StringIO()
    review(g, 0, lang="de", progress=ReviewBar("de", file=out, mininterval=0))
    text = out.getvalue()
    assert "Züge werden geprüft" in text and "it/s" not in text and "Reviewing" not in text
    total = sum(1 for s, a in zip(g.actors, g.history) if s == 0 and a.kind != "next_hand")
    assert f"{total}/{total}" in text


def test_the_play_tables_refusals_reach_the_review():
    from rummy_lab.ui import GameTable

    g = start_game(variant("basic"), ["7S 8H 9D KC 2D 4H", "2C 3C 9S 9H JD QS KH 5D 6S 8D"],
                   discard=["9C"])
    table = GameTable(g, seat=0, bot_delay=0, bots={1: make_bot("easy", seed=2)})
    table.command("meld", cards=["7S", "8H", "9D"])  # not a run: refused by check_meld
    table.command("discard", cards=["9C"])  # not in the hand: refused by Game.apply
    assert g.phase == "play" and not g.history
    r = review(g, 0, lang="de")
    assert sum(x.count for x in r.refusals) == 2 and len(r.refusals) == 2
    assert all(x.key and x.text and x.key != "refused" for x in r.refusals)


def test_severity_words_in_both_languages():
    g = start_game(variant("basic"), ["7S 7H 7D KC 2D 4H", "2C 3C 9S 9H JD QS KH 5D 6S 8D"],
                   discard=["9C"])
    g.discard("7S")
    item = only_item(g)
    assert (item.severity_text, item.severity_text.render("de")) == ("mistake", "Fehler")


def test_a_game_reshuffled_on_resume_is_replayed_as_played():
    g = Game(variant("basic"), 2, seed=3)
    bots = [make_bot("easy", seed=1), make_bot("medium", seed=2)]
    for k in range(400):
        if g.phase not in ("draw", "play"):
            break
        if k == 6:
            g.reshuffle(12345)  # a resumed save shuffles the unseen stock anew
        g.apply(bots[g.current].choose(g, g.current))
    assert g.reshuffles == [(6, 12345)]
    r = review(g, 0)
    assert r.items and review(g.to_json(), 0).to_dict() == r.to_dict()


def _places(action, card) -> bool:
    cards = action.cards if isinstance(action, Meld) else \
        (action.card,) if isinstance(action, LayOff) else ()
    return any(c.face == card.face for c in cards)


@pytest.mark.parametrize(("name", "players"), [("basic", 3), ("rummy500", 2)])
def test_a_thrown_card_that_fitted_is_the_card_the_better_move_places(name, players):
    """"Why: 3♠ fits 4♠–7♠: lay it off" must come with "Better: lay off 3♠", not another
    lay-off of the same turn, whenever the engine lets the seat place that card then."""
    seen = 0
    for seed in range(20):
        g = careless_game(name, players, seed)
        for item in review(g, 0).items:
            if item.issue not in ("discard_fits", "breaks_meld"):
                continue
            seen += 1
            card = item.played.card
            then = Game.replay(g.rules, g.players, g.seed, g.history[:item.index],
                               g.first_dealer, g.start, [r for r in g.reshuffles
                                                         if r[0] <= item.index])
            legal = then.legal_actions()  # the engine's complete list, then
            assert item.better in legal
            if any(_places(a, card) for a in legal):
                assert _places(item.better, card), (seed, item.index, item.better, item.why_text)
            # its drill offers that move, right, and the thrown card costs what the review says
            ex = review_exercise(item)
            by_action = {a: cid for (a, _), cid in zip(item.options, [c.id for c in ex.choices])}
            assert ex.grade(by_action[item.better]).correct
            assert not ex.grade(by_action[item.played]).correct
            assert dict(item.options)[item.played] == item.cost
    assert seen >= 10


def _before(g, index) -> Game:
    return Game.replay(g.rules, g.players, g.seed, g.history[:index], g.first_dealer, g.start,
                       [r for r in g.reshuffles if r[0] <= index])


def _lay_off(game, card, meld):
    """A legal lay-off of ``card`` (or a copy of its face) on ``meld`` now, else None."""
    return next((a for c in game.hands[game.current] if c.face == card.face
                 for o in layoff_options(c, meld, game.rules)
                 if game.can(a := LayOff(c, meld.id, o.rank, o.suit))), None)


@pytest.mark.parametrize(("name", "players", "seeds"),
                         [("basic", 2, (21, 0, 1)), ("rummy500", 2, (20, 34, 6, 39))])
def test_a_card_that_fits_only_after_another_lay_off_is_said_so(name, players, seeds):
    """"6♦ fits 8♦–Q♦" is false while 7♦ is still in the hand: the reason says "once you
    lay off 7♦ there", the better move lays off 7♦, and after those lay-offs the engine
    accepts the thrown card's. A card that fits at once is told without that clause."""
    chained = direct = 0
    for seed in seeds:
        g = careless_game(name, players, seed)
        for item in review(g, 0).items:
            if item.issue != "discard_fits":
                continue
            then, card = _before(g, item.index), item.played.card
            meld = next(m for m in then.hand.table if str(m) == item.why.params["meld"])
            after = item.why.params["after"]
            if _lay_off(then, card, meld) is not None:
                direct += 1
                assert after == "" and "once you" not in item.why_text, item.why_text
                continue
            chained += 1
            first = after.params["cards"].split()
            assert f"once you lay off {' '.join(first)} there" in item.why.render("en")
            assert f"sobald du {' '.join(first)} dort angelegt hast" in item.why.render("de")
            assert item.better in then.legal_actions() and isinstance(item.better, LayOff)
            assert str(item.better.card) in first and item.better.meld == meld.id
            for text in first:  # the cards named, laid off in order, make room for it
                step = _lay_off(then, parse_card(text), then.meld_by_id(meld.id))
                assert step is not None, (seed, item.index, text)
                then.apply(step)
            assert _lay_off(then, card, then.meld_by_id(meld.id)) is not None
    assert chained >= 1 and direct >= 3, (chained, direct)


@pytest.mark.parametrize(("name", "players"), [("basic", 3), ("rummy500", 2), ("pool500", 2)])
def test_every_better_move_the_review_names_is_one_the_engine_accepts_then(name, players):
    """"Better: meld Q♥ K♥ A♥" must be a move the seat could really make at that point of
    the game (the real game replayed, not the review's stand-in), for every issue."""
    issues = set()
    for seed in range(10):
        g = careless_game(name, players, seed)
        for item in review(g, 0).costly():
            issues.add(item.issue)
            assert item.better is not None, (seed, item.index, item.issue)
            then = _before(g, item.index)
            assert then.current == 0 and then.can(item.better), \
                (seed, item.index, item.issue, item.better, then.check(item.better))
    assert len(issues) >= 4, issues


def test_every_costly_decisions_drill_offers_the_better_move_and_refuses_the_played():
    """A drill of a costly decision (draw, lay-down or discard) grades its better move
    right and the move played wrong, the played one costing what the review says and
    answered with the review's reason for it, in the learner's language."""
    kinds = set()
    for name, players, seed in [(n, p, s) for n, p in (("basic", 3), ("rummy500", 2))
                                for s in range(10)]:
        for item in review(careless_game(name, players, seed), 0).costly():
            kinds.add(item.kind)
            ex = review_exercise(item)
            by_action = {a: cid for (a, _), cid in zip(item.options, [c.id for c in ex.choices])}
            assert len(ex.choices) >= 2, (seed, item.index, item.issue)
            assert ex.grade(by_action[item.better]).correct, (seed, item.index, item.issue)
            assert not ex.grade(by_action[item.played]).correct, (seed, item.index)
            assert dict(item.options)[item.played] == item.cost, (seed, item.index, item.issue)
            for lang in ("en", "de"):  # the move played again: told the review's own reason
                again = review_exercise(item, lang).grade(by_action[item.played])
                assert again.feedback.startswith(item.why.render(lang)), (lang, again.feedback)
                assert again.reason_key == item.rule
    assert kinds == {"draw", "play", "discard"}
