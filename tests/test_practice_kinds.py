"""The tests' own reading of a practice position: the game rebuilt from what the learner
sees (the hidden opponent hand filled with unused cards, which no check of the player to
move depends on), and the engine's verdict on each choice, found independently of the
drill generators."""

from __future__ import annotations

import pytest

from rummy_lab.ai.strategy import score
from rummy_lab.core.actions import Discard, LayOff, SwapJoker, TakeDiscard
from rummy_lab.core.cards import Suit, card_from_code, make_deck
from rummy_lab.core.game import Game
from rummy_lab.core.melds import Placed, TableMeld, check_meld, layoff_options
from rummy_lab.core.scoring import score_cards
from rummy_lab.core.variants import variant
from rummy_lab.practice import exercise, kinds_for, severity

VARIANT_CASES = [("basic", {}), ("rummy500", {}), ("pool500", {}),
                 ("pool500", {"cutthroat": True})]


def cards(codes):
    return [card_from_code(c) for c in codes]


def table_rows(pos):
    return [{"owner": m["owner"], "kind": m["kind"],
             "cards": [[c, r, s, by] for c, (r, s, by) in zip(m["cards"], m["stands_for"])]}
            for m in pos["table"]]


def table_melds(pos):
    return [TableMeld(i, m["kind"], m["owner"],
                      tuple(Placed(card_from_code(c), r, Suit(s), by)
                            for c, (r, s, by) in zip(m["cards"], m["stands_for"])))
            for i, m in enumerate(pos["table"])]


def seen_game(rules, pos) -> Game:
    """The game of a position, rebuilt from the learner's view only."""
    hand, discard, phase = list(pos["hand"]), list(pos["discard"]), pos["phase"]
    if pos["taken"]:
        hand.remove(pos["taken"])
        discard.append(pos["taken"])
        phase = "draw"
    rows = table_rows(pos)
    used = set(hand) | set(discard) | {r[0] for m in rows for r in m["cards"]}
    n = len(pos["players"])
    deck = make_deck(*rules.decks_for(n))
    filler = [c.code for c in deck if c.code not in used and not c.is_joker]
    hands = [hand] + [filler[i * 13:(i + 1) * 13][: pos["hand_sizes"][s]]
                      for i, s in enumerate(range(1, n))]
    game = Game(rules, pos["players"], seed=0, start={
        "hands": hands, "table": rows, "discard": discard, "phase": phase, "current": 0,
        "dealer": pos["dealer"], "turns": pos["turns"], "placed_any": pos["placed_any"]})
    if pos["taken"]:
        game.apply(TakeDiscard(card_from_code(pos["taken"])))
    return game


def legal_groups(rules, ex):
    """Choice id → (legal?, the engine's reason when not)."""
    out = {}
    for c in ex.choices:
        res = check_meld(cards(c.cards), rules)
        out[c.id] = (bool(res), None if res else res.reason)
    return out


def layoff_verdicts(rules, ex):
    game = seen_game(rules, ex.position)
    card = card_from_code(ex.position["focus"])
    out = {}
    for m in game.table:
        opts = layoff_options(card, m, rules)
        ok = any(game.can(LayOff(card, m.id, o.rank, o.suit)) for o in opts)
        rank, suit = (opts[0].rank, opts[0].suit) if opts else (m.placed[0].rank,
                                                                m.placed[0].suit)
        out[f"t{m.id}"] = (ok, None if ok else game.check(LayOff(card, m.id, rank, suit)))
    return out


def swap_verdicts(rules, ex):
    game = seen_game(rules, ex.position)
    out = {}
    for c in ex.choices:
        if c.id == "none":
            continue
        code, meld = c.id.split("@")
        reason = game.check(SwapJoker(card_from_code(code), int(meld)))
        out[c.id] = (reason is None, reason)
    return out


def pile_verdicts(rules, ex):
    """By the part of the drill: which may be taken / which come along / what is due."""
    game = seen_game(rules, ex.position)
    pile = list(game.discard_pile)
    if ex.rule == "rule_pile_take":
        return {c.code: (game.can(TakeDiscard(c)), game.check(TakeDiscard(c))) for c in pile}
    picked = card_from_code(ex.position["picked"])
    i = pile.index(picked)
    if ex.rule == "rule_pile_comes":
        return {c.code: (j >= i, None) for j, c in enumerate(pile)}
    game.apply(TakeDiscard(picked))
    if game.turn.obligation is picked:
        return "use"
    return "no_discard" if game.check(Discard(picked)) else "free"


def discard_losses(rules, ex):
    """Choice id → points lost against the best legal discard (the solver's ``score`` of
    the hand without it), or the engine's refusal."""
    game = seen_game(rules, ex.position)
    hand = list(game.hands[0])
    values = {}
    for c in ex.choices:
        card = card_from_code(c.id)
        reason = game.check(Discard(card))
        if reason is not None:
            values[c.id] = reason
            continue
        rest = list(hand)
        rest.remove(card)
        values[c.id] = score(rest, rules, list(game.table))
    best = max(v for v in values.values() if isinstance(v, int))
    return {k: (best - v if isinstance(v, int) else v) for k, v in values.items()}


def going_out_answer(rules, ex) -> str:
    """'romme' / 'out' / 'no' by a search over replayed copies of the game (the engine's
    legal actions only, every sequence of plays tried)."""
    game = seen_game(rules, ex.position)

    budget = [2000]

    def search(g):
        for a in g.legal_actions():
            if a.kind not in ("meld", "layoff", "swap") and not (
                    a.kind == "discard" and len(g.hands[0]) == 1):
                continue
            budget[0] -= 1
            if budget[0] < 0:
                raise AssertionError("search too big")
            nxt = Game.replay(g.rules, g.players, g.seed, [*g.history, a], g.first_dealer,
                              g.start)
            if nxt.phase in ("hand_over", "game_over"):
                if nxt.results[-1].winner == 0:
                    return nxt.results[-1]
                continue
            found = search(nxt)
            if found is not None:
                return found
        return None

    result = search(game)
    if result is None:
        return "no"
    return "romme" if result.romme else "out"


def score_answer(rules, ex) -> int:
    pos = ex.position
    hands = [cards(h) for h in pos["hands"]]
    result = score_cards(rules, hands, table_melds(pos), winner=pos["winner"],
                         romme=pos["romme"], pool=pos["pool"])
    return result.seats[pos["asked"]].points


# -- the tests ------------------------------------------------------------------------------


SEEDS = range(200)
CASES = [(name, opts, kind) for name, opts in VARIANT_CASES
         for kind in kinds_for(variant(name, **opts))]


def rendered(reason, lang):
    return reason.render(lang) if hasattr(reason, "render") else str(reason)


def assert_reason_shown(ex_en, ex_de, answer, reason):
    """A wrong ``answer`` is graded wrong, with the engine's ``reason`` in both languages."""
    for ex, lang in ((ex_en, "en"), (ex_de, "de")):
        verdict = ex.grade(answer)
        assert not verdict.correct, (ex.kind, ex.seed, answer)
        assert verdict.feedback.strip()
        if reason is not None:
            assert rendered(reason, lang) in verdict.feedback, (lang, verdict.feedback)
    assert ex_en.grade(answer).feedback != ex_de.grade(answer).feedback


def toggled(answer, cid):
    return sorted(answer ^ {cid})


def check_multi(ex, verdicts, lang_pair):
    """Multi-select: the answer is exactly the choices the engine allows; a wrong pick's
    feedback holds the engine's refusal."""
    allowed = {cid for cid, (ok, _) in verdicts.items() if ok}
    assert ex.answer == frozenset(allowed or {"none"}), (ex.kind, ex.seed)
    for cid, (ok, reason) in verdicts.items():
        assert_reason_shown(*lang_pair, toggled(ex.answer, cid), None if ok else reason)


@pytest.mark.parametrize(("name", "opts", "kind"), CASES,
                         ids=[f"{n}{'-cutthroat' if o else ''}-{k}" for n, o, k in CASES])
def test_every_answer_is_the_engines(name, opts, kind):
    rules = variant(name, **opts)
    for seed in SEEDS:
        ex = exercise(kind, rules, seed)
        de = ex.in_lang("de")
        pair = (ex, de)
        assert ex.grade(sorted(ex.answer) if ex.multi else ex.answer).correct
        if kind == "legal_or_not":
            verdicts = legal_groups(rules, ex)
            assert ex.answer == frozenset(c for c, (ok, _) in verdicts.items() if ok)
            for cid, (_, reason) in verdicts.items():
                assert_reason_shown(*pair, toggled(ex.answer, cid), reason)
        elif kind == "lay_off":
            check_multi(ex, layoff_verdicts(rules, ex), pair)
        elif kind == "joker_swap":
            check_multi(ex, swap_verdicts(rules, ex), pair)
        elif kind == "the_pile":
            verdicts = pile_verdicts(rules, ex)
            if isinstance(verdicts, str):
                assert ex.answer == verdicts
                for c in ex.choices:
                    if c.id != verdicts:
                        assert_reason_shown(*pair, c.id, None)
            else:
                check_multi(ex, verdicts, pair)
        elif kind == "best_discard":
            losses = discard_losses(rules, ex)
            for cid, loss in losses.items():
                verdict = ex.grade(cid)
                if isinstance(loss, int):
                    assert verdict.correct == (loss == 0), (seed, cid, loss)
                    assert verdict.points_lost == loss
                    assert verdict.severity == severity(loss)
                    if loss:
                        assert_reason_shown(*pair, cid, None)
                else:
                    assert_reason_shown(*pair, cid, loss)
        elif kind == "going_out":
            assert ex.answer == going_out_answer(rules, ex), seed
            for c in ex.choices:
                if c.id != ex.answer:
                    assert_reason_shown(*pair, c.id, None)
        elif kind == "score_it":
            assert ex.answer == score_answer(rules, ex), seed
            assert_reason_shown(*pair, ex.answer + 1, None)
            assert_reason_shown(*pair, str(ex.answer - 3), None)
        else:
            raise AssertionError(f"no independent check for {kind}")
