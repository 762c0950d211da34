"""Property tests: hundreds of random legal games in every variant and a spread of player
counts. After every action the physical cards are conserved, refused actions change
nothing, save/load and undo are exact, and the score tables agree with the totals."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from helpers.players import PLAYER_COUNTS
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rummy_lab as rl
from rummy_lab.core.cards import SUITS, make_deck
from rummy_lab.core.melds import Placed
from rummy_lab.core.record import state_dict

CONFIGS = [(name, n) for name, counts in PLAYER_COUNTS.items() for n in counts]
PLAYS = ("meld", "layoff", "swap")

seeds = st.integers(min_value=0, max_value=2**32 - 1)


def prop_settings(examples: int):
    return settings(max_examples=examples, deadline=None, database=None,
                    suppress_health_check=[HealthCheck.too_slow])


def random_games(examples: int):
    """Runs a test ``(name, data, seed)`` for every variant of PLAYER_COUNTS, with
    ``examples`` random seeds (and player counts drawn from ``data``) each."""
    def wrap(test):
        test = prop_settings(examples)(given(data=st.data(), seed=seeds)(test))
        return pytest.mark.parametrize("name", list(PLAYER_COUNTS))(test)
    return wrap


# -- driving random games -----------------------------------------------------------------------

def new_game(name: str, players: int, seed: int) -> rl.Game:
    return rl.Game(rl.variant(name), players, seed=seed, dealer=seed % players)


def drawn_game(name: str, data, seed: int) -> rl.Game:
    """A new game of variant ``name`` with a number of players hypothesis draws."""
    return new_game(name, data.draw(st.sampled_from(PLAYER_COUNTS[name]), label="players"), seed)


def choose(game: rl.Game, rng: random.Random):
    """A random legal action, biased towards melding so that hands actually end."""
    legal = game.legal_actions()
    plays = [a for a in legal if a.kind in PLAYS]
    if plays and rng.random() < 0.8:
        return rng.choice(plays)
    takes = [a for a in legal if a.kind == "take"]
    if takes and rng.random() < 0.3:
        return rng.choice(takes)
    rest = [a for a in legal if a.kind not in PLAYS and a.kind != "take"] or legal
    return rng.choice(rest)


def all_cards(game: rl.Game) -> list[str]:
    h = game.hand
    cards = [c for hand in h.hands for c in hand] + h.stock + h.discard
    cards += [c for m in h.table for c in m.cards]
    return sorted(c.code for c in cards)


def deck_codes(game: rl.Game) -> list[str]:
    return sorted(c.code for c in make_deck(*game.rules.decks_for(game.n)))


def check_invariants(game: rl.Game, deck: list[str]) -> None:
    assert all_cards(game) == deck
    assert 0 <= game.current < game.n
    if game.phase == "game_over":
        assert game.legal_actions() == [] and game.winners
        return
    legal = game.legal_actions()
    assert legal, f"no legal action in phase {game.phase}"
    for action in legal:
        assert game.check(action) is None, (action, game.check(action))
    if game.phase == "draw":
        assert game.hands[game.current] and game.turn.taken is None
    if rl.EndTurn() in legal:
        # docs/rules.md [E]: the turn ends without a discard only when no discard, meld or
        # lay-off is possible
        assert not any(a.kind in ("discard", "meld", "layoff") for a in legal)
        hand = game.hands[game.current]
        # only a hand of jokers may be kept over a turn without a discard (a card just taken
        # from the pile that may not be discarded must be played instead)
        assert all(c.is_joker for c in hand), [str(c) for c in hand]


def check_totals(game: rl.Game) -> None:
    """Running totals = sum of the per-hand table, per player."""
    table = game.hand_table()
    assert len(table) == len(game.results) * game.n
    for seat, name in enumerate(game.players):
        rows = table[table["player"] == name]
        assert int(rows["points"].sum()) == game.scores[seat]
        assert sum(r.points[seat] for r in game.results) == game.scores[seat]
        if len(rows):
            assert int(rows["total"].iloc[-1]) == game.scores[seat]
    if game.results:
        assert list(game.score_table().iloc[-1]) == game.scores


def expected_points(game: rl.Game, romme: bool, pool: int) -> list[int]:
    """Score the finished hand independently, from the cards left on the table and in hand."""
    r, h, n = game.rules, game.hand, game.n
    result = game.results[-1]
    winner = result.winner
    held = [sum(r.card_value(c) for c in hand) for hand in h.hands]
    placed = [0] * n
    for m in h.table:
        for p in m.placed:
            low_ace = m.kind == "run" and p.rank == 1
            placed[p.by] += r.card_value(p.card, low_ace_in_run=low_ace)
    assert [s.placed for s in result.seats] == placed
    assert [s.in_hand for s in result.seats] == held
    if winner is None and r.exhausted_hand_scoring == "draw":
        return [0] * n
    out = []
    for s in range(n):
        if r.scoring == "winner_collects":
            base = sum(held[o] for o in range(n) if o != s) if s == winner else 0
        elif r.scoring == "placed_minus_hand":
            base = placed[s] - held[s]
        else:
            base = placed[s] if s == winner else 0
        if s == winner:
            base *= r.romme_multiplier if romme else 1
            base += pool if r.scoring != "cutthroat" else 0
        out.append(base)
    return out


@random_games(examples=70)
def test_random_games_keep_every_invariant(name, data, seed):
    game = drawn_game(name, data, seed)
    deck = deck_codes(game)
    rng = random.Random(seed)
    pool = game.rules.pool_size
    had_placed = False   # the current player had cards on the table when the turn began
    for _ in range(200):
        check_invariants(game, deck)
        if game.over:
            break
        if game.phase == "draw":
            had_placed = any(p.by == game.current for m in game.table for p in m.placed)
        results = len(game.results)
        game.apply(choose(game, rng))
        if len(game.results) > results:                 # a hand just ended
            result = game.results[-1]
            assert result.pool_before == pool
            romme = result.winner is not None and not had_placed
            assert list(result.points) == expected_points(game, romme, pool), result
            won = result.winner is not None
            pool = game.rules.pool_size if won or not game.rules.pool_carry_over \
                else pool + game.rules.pool_size
            assert game.pool == pool
            check_totals(game)
    check_invariants(game, deck)
    check_totals(game)


# -- refused actions change nothing -------------------------------------------------------------------

def random_card(game: rl.Game, rng: random.Random):
    deck = make_deck(*game.rules.decks_for(game.n))
    hand = game.hands[game.current]
    pool = [cards for cards in (deck, hand, game.discard_pile, game.stock) if cards]
    return rng.choice(rng.choice(pool))


def random_illegal(game: rl.Game, rng: random.Random):
    """An arbitrary (usually illegal) action: random cards, wrong phases, random meld ids."""
    card = random_card(game, rng)
    meld_ids = [m.id for m in game.table] + [-1, 99, game.hand.next_meld_id]
    meld_id = rng.choice(meld_ids)
    suit = rng.choice(SUITS)
    kind = rng.randrange(10)
    if kind == 0:
        return rl.DrawStock()
    if kind == 1:
        return rl.TakeDiscard(card)
    if kind == 2:
        return rl.Discard(card)
    if kind == 3:
        return rl.LayOff(card, meld_id, rng.randint(0, 15), suit)
    if kind == 4:
        return rl.SwapJoker(card, meld_id)
    if kind == 5:
        cards = [random_card(game, rng) for _ in range(rng.randint(0, 5))]
        placed = tuple(Placed(c, rng.randint(1, 14), c.suit or suit) for c in cards)
        return rl.Meld(rng.choice(["set", "run", "sequence"]), placed)
    if kind == 6:
        return rl.EndTurn()
    if kind == 7:
        return rl.EndHand()
    if kind == 8:
        return rl.NextHand()
    hand = game.hands[game.current]
    cards = rng.sample(hand, min(len(hand), rng.randint(2, 4)))
    placed = tuple(Placed(c, c.rank or rng.randint(1, 13), c.suit or suit) for c in cards)
    return rl.Meld(rng.choice(["set", "run"]), placed)


def assert_refusal_changes_nothing(game: rl.Game, action) -> bool:
    """True when ``action`` was refused (and the state is unchanged)."""
    before = state_dict(game)
    reason = game.check(action)
    assert state_dict(game) == before
    if reason is None:
        return False
    assert isinstance(reason, str) and reason.strip()
    with pytest.raises(rl.RummyError) as info:
        game.apply(action)
    assert str(info.value) == reason
    assert state_dict(game) == before
    return True


@random_games(examples=30)
def test_refused_actions_leave_the_state_identical(name, data, seed):
    game = drawn_game(name, data, seed)
    rng = random.Random(seed ^ 0x5EED)
    refused = 0
    for _ in range(100):
        if game.over:
            break
        for _ in range(4):
            refused += assert_refusal_changes_nothing(game, random_illegal(game, rng))
        game.apply(choose(game, rng))
    assert refused > 0


# -- save / load ---------------------------------------------------------------------------------------

def tampered_versions(text: str, rng: random.Random) -> list[tuple[str, str]]:
    data = json.loads(text)
    out = [("truncated", text[: rng.randrange(1, len(text) - 1)])]
    flipped = dict(data)
    digest = data["digest"]
    flipped["digest"] = digest[:-1] + ("0" if digest[-1] != "0" else "1")
    out.append(("digest", json.dumps(flipped)))
    if data["actions"]:
        removed = dict(data, actions=list(data["actions"]))
        del removed["actions"][rng.randrange(len(removed["actions"]))]
        out.append(("removed action", json.dumps(removed)))
    with_card = [i for i, a in enumerate(data["actions"]) if "card" in a]
    if with_card:
        i = rng.choice(with_card)
        changed = dict(data, actions=[dict(a) for a in data["actions"]])
        old = changed["actions"][i]["card"]
        changed["actions"][i]["card"] = next(
            c.code for c in make_deck(2, 4) if c.code != old and not c.is_joker and c.copy == 0)
        out.append(("changed card", json.dumps(changed)))
    return out


@random_games(examples=30)
def test_save_load_round_trips_and_refuses_tampering(name, data, seed):
    players = data.draw(st.sampled_from(PLAYER_COUNTS[name]), label="players")
    steps = data.draw(st.integers(0, 150), label="steps")
    game = new_game(name, players, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.over:
            break
        game.apply(choose(game, rng))
    text = game.to_json()
    loaded = rl.Game.from_json(text)
    assert state_dict(loaded) == state_dict(game)
    assert loaded.to_json() == text
    # both copies continue identically
    rng_a, rng_b = random.Random(seed + 1), random.Random(seed + 1)
    for _ in range(20):
        if game.over:
            break
        game.apply(choose(game, rng_a))
        loaded.apply(choose(loaded, rng_b))
        assert state_dict(loaded) == state_dict(game)
    for what, bad in tampered_versions(text, rng):
        with pytest.raises(rl.RummyError):
            rl.Game.from_json(bad)
            pytest.fail(f"{what} was accepted")


def test_save_load_of_a_position_game():
    start = {"hands": [["5H", "6H", "7H"], ["9D", "QC"]], "stock": ["2C", "KS"],
             "discard": ["3D"], "current": 0, "dealer": 1}
    game = rl.Game(rl.variant("basic"), 2, seed=5, start=start)
    game.draw()
    game.meld("5H 6H 7H")
    text = game.to_json()
    assert state_dict(rl.Game.from_json(text)) == state_dict(game)


def _saved_midgame() -> str:
    game = new_game("basic", 2, 3)
    rng = random.Random(3)
    for _ in range(6):
        game.apply(choose(game, rng))
    return game.to_json()


def test_tampered_rules_are_refused():
    """A changed rule option is an altered file too (saving.py: 'a tampered … file is
    refused'); the digest must cover the rules the game is played under."""
    data = json.loads(_saved_midgame())
    data["rules"]["target"] = 300
    with pytest.raises(rl.RummyError):
        rl.Game.from_json(json.dumps(data))


def test_tampered_player_names_are_refused():
    data = json.loads(_saved_midgame())
    data["players"] = ["Mallory", "Trent"]
    with pytest.raises(rl.RummyError):
        rl.Game.from_json(json.dumps(data))


def test_loading_refuses_junk():
    for junk in ("", "[]", "{}", '{"format": "rummy-lab/game", "version": 99}', "null", "{"):
        with pytest.raises(rl.RummyError):
            rl.Game.from_json(junk)


# -- undo -----------------------------------------------------------------------------------------------

@random_games(examples=20)
def test_undo_returns_exactly_the_previous_state(name, data, seed):
    game = drawn_game(name, data, seed)
    rng = random.Random(seed)
    undo_at = set(rng.sample(range(120), 8))
    history: list[dict] = [state_dict(game)]
    for step in range(120):
        if game.over:
            break
        action = choose(game, rng)
        before = state_dict(game)
        game.apply(action)
        history.append(state_dict(game))
        if step in undo_at:
            game.undo()
            assert state_dict(game) == before
            game.apply(action)
            assert state_dict(game) == history[-1]
    steps = min(3, len(game.history))
    if steps:
        game.undo(steps)
        assert state_dict(game) == history[-1 - steps]


def test_undo_refuses_with_nothing_to_undo():
    game = new_game("basic", 2, 1)
    before = state_dict(game)
    with pytest.raises(rl.RummyError):
        game.undo()
    assert state_dict(game) == before
    game.draw()
    with pytest.raises(rl.RummyError):
        game.undo(2)


# -- sanity of the generator itself ---------------------------------------------------------------------

def test_random_play_reaches_every_ending():
    """The biased random player does make hands end by going out, so the properties above
    exercise scoring, not only drawn hands."""
    endings = Counter()
    for name, players in CONFIGS:
        for seed in range(3):
            game = new_game(name, players, seed)
            rng = random.Random(seed)
            for _ in range(300):
                if game.over:
                    break
                game.apply(choose(game, rng))
            endings.update((name, r.ended_by) for r in game.results)
    assert endings[("basic", "out")] and endings[("rummy500", "out")]
    assert endings[("pool500", "out")]
