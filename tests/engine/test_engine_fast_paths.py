"""The engine's shortcuts agree with the rules they shortcut: the discardable cards are
exactly those :func:`can_discard` allows, finding a card by identity agrees with ``in``
and ``index``, and an action is waved through ``apply()`` only when it is this very
object of the listing of this very state."""

from __future__ import annotations

import copy
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from rummy_lab import Game, RummyError, variant
from rummy_lab.core.actions import Discard
from rummy_lab.core.cards import card_index, holds, make_deck
from rummy_lab.core.legality import Spot, can_discard, discardable

DECK = make_deck(2, 3)


@settings(max_examples=300, deadline=None)
@given(data=st.data(), joker_discard=st.booleans(), ban=st.booleans(), if_last=st.booleans(),
       opening=st.booleans(), may_go_out=st.booleans(), required=st.booleans())
def test_discardable_is_can_discard_of_each_card(data, joker_discard, ban, if_last, opening,
                                                 may_go_out, required):
    rules = variant("rummy500", joker_discard=joker_discard, taken_card_discard_ban=ban,
                    taken_card_discard_if_last=if_last, opening_restriction=opening,
                    discard_required=required)
    hand = tuple(data.draw(st.lists(st.sampled_from(DECK), max_size=6, unique=True)))
    taken = data.draw(st.sampled_from([None, *hand, DECK[0]]))
    obligation = data.draw(st.sampled_from([None, taken]))
    spot = Spot(rules, 0, hand, (), obligation, taken, may_go_out)
    assert discardable(spot) == [c for c in hand if can_discard(spot, c)]


@given(cards=st.lists(st.sampled_from(DECK), max_size=8, unique=True),
       card=st.sampled_from(DECK))
def test_identity_lookups_agree_with_list_lookups(cards, card):
    assert holds(cards, card) == (card in cards)
    if card in cards:
        assert card_index(cards, card) == cards.index(card)


def test_only_the_listed_object_of_this_state_skips_the_check():
    """An equal action built anew is checked (and an equal one listed for a copied game is
    not waved through in the copy): a refusal stays atomic."""
    rules = variant("basic")
    rng = random.Random(5)
    game = Game(rules, 2, seed=11)
    for _ in range(60):
        listed = game.legal_actions()
        twin = copy.deepcopy(game)
        action = rng.choice(listed)
        # a listed action of the original, applied to the copy: checked there, still legal
        twin.apply(action)
        game.apply(action)
        assert twin.to_json() == game.to_json()
        if game.phase == "play":  # a card not in hand is refused even right after listing
            game.legal_actions()
            stranger = next(c for c in DECK[:52] if not holds(game.hands[game.current], c))
            before = game.to_json()
            try:
                game.apply(Discard(stranger))
            except RummyError:
                assert game.to_json() == before
            else:
                raise AssertionError(f"discarding {stranger} not in hand was accepted")
        if game.phase not in ("draw", "play"):
            break


def test_a_listing_kept_by_a_copy_with_its_own_turn_is_checked_again():
    """A shallow copy shares the kept listing (as the bots' stand-in game does) but not
    the state it was made for: its actions are judged afresh, not waved through."""
    game = Game(variant("basic"), 2, seed=3)
    game.apply(game.legal_actions()[0])  # draw: now in the play phase
    discard = next(a for a in game.legal_actions() if a.kind == "discard")
    judge = copy.copy(game)
    judge.turn = copy.copy(game.turn)
    judge.turn.obligation = discard.card  # this turn must use the card first
    before = judge.to_json()
    try:
        judge.apply(discard)
    except RummyError as refusal:
        assert str(refusal) == str(judge.check(discard))  # the reason of the check
        assert judge.to_json() == before
    else:
        raise AssertionError("a listed action of another state was applied unchecked")
