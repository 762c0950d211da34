"""*Going out*: after your draw, can you go out this turn, and would it be a Rommé?

The hand is built from melds, a card to discard and sometimes a stray card; the answer is
found by trying the engine's own legal actions (``Game.legal_actions``) until the hand is
empty, and the Rommé is the engine's verdict on the hand it ended
(``HandResult.romme``). When going out is impossible, the reason shown is the engine's
refusal of the first play of the best arrangement that it does not allow, or the cards
that would stay.
"""

from __future__ import annotations

import random
from typing import Any

from ..ai.strategy import arrangement_actions, evaluate
from ..core.actions import Action, Discard, LayOff, Meld, SwapJoker
from ..core.game import Game
from ..core.variants import Rules
from ..core.words import cards_str
from ..i18n.messages import msg
from .base import Draft, learner_draft, shuffled_deck, table_game
from .meld_drills import _table

__all__ = ["going_out", "out_line"]

_NODES = 400   # plays tried at most (a hand of at most 8 cards needs far fewer)
_PLAYS = (Meld, LayOff, SwapJoker)


class SearchTooBig(Exception):
    """The search for a way out would take more than ``_NODES`` plays (the drill is
    drawn again rather than answered from a cut-off search)."""


def out_line(game: Game) -> list[Action] | None:
    """A sequence of legal actions with which the player to move goes out this turn, or
    None: every sequence of the engine's ``legal_actions`` is tried (the game is left as
    it was). Raises :class:`SearchTooBig` rather than answer from a partial search."""
    seat, budget = game.current, [_NODES]

    def search() -> list[Action] | None:
        hand = game.hands[seat]
        for action in game.legal_actions():
            if not (isinstance(action, _PLAYS) or (isinstance(action, Discard)
                                                   and len(hand) == 1)):
                continue
            budget[0] -= 1
            if budget[0] <= 0:
                raise SearchTooBig
            game.apply(action)
            try:
                if game.phase in ("hand_over", "game_over"):
                    if game.results[-1].winner == seat:
                        return [action]
                    continue
                rest = search()
                if rest is not None:
                    return [action, *rest]
            finally:
                game.undo()
        return None

    return _solver_line(game) or search()


def _solver_line(game: Game) -> list[Action] | None:
    """The quick way out, when there is one: the solver's best arrangement, then the last
    card discarded, each action accepted by the engine (tried on a copy)."""
    trial = Game(game.rules, game.players, game.seed, game.first_dealer, game.start)
    arr = evaluate(list(trial.hands[0]), trial.rules, list(trial.table))
    line = arrangement_actions(arr)
    for action in line:
        if not trial.can(action):
            return None
        trial.apply(action)
    left = trial.hands[0]
    if len(left) == 1 and trial.can(Discard(left[0])):
        line.append(Discard(left[0]))
        trial.apply(line[-1])
    won = trial.phase in ("hand_over", "game_over") and trial.results[-1].winner == 0
    return line if won else None


def _position(rules: Rules, rng: random.Random) -> Game:
    deck = shuffled_deck(rules, 2, rng)
    table = _table(rules, rng, deck, rng.choice((0, 1, 2)))
    own = _table(rules, rng, deck, rng.choice((1, 2)))
    hand = [p.card for rd in own for p in rd.placed][:7]
    hand += deck[: rng.choice((1, 1, 2))]
    other = [c for c in deck if c not in set(hand)][:7]
    before = rng.random() < 0.4
    owners = [0 if before and i == 0 else 1 for i in range(len(table))]
    first = rng.random() < 0.5  # the first round, where opening restrictions bite
    return table_game(rules, rng.randrange(2**31), [hand, other], table, owners, phase="play",
                      current=0, dealer=rng.choice((0, 1)) if first else 1,
                      turns=0 if first else 4,
                      placed_any=[before and bool(table), bool(table) and not before])


def _why_not(game: Game) -> object:
    """The engine's refusal of the first play of the best arrangement it does not allow,
    or the cards that would stay in hand."""
    arr = evaluate(list(game.hands[0]), game.rules, list(game.table))
    for action in arrangement_actions(arr):
        reason = game.check(action)
        if reason is not None:
            return reason
        game.apply(action)
    left = list(game.hands[0])
    if len(left) == 1 and (reason := game.check(Discard(left[0]))) is not None:
        return reason
    return msg("practice_cards_stay", cards=cards_str(left))


def _line_text(line: list[Action]):
    """The way out in words: the cards played, then the last discard (if any)."""
    plays = " · ".join(" ".join(map(str, a.cards)) if isinstance(a, Meld) else str(a.card)
                       for a in line if isinstance(a, (LayOff, SwapJoker, Meld)))
    last = next((a.card for a in line if isinstance(a, Discard)), None)
    if last is None:
        return msg("practice_out_line", plays=plays)
    return msg("practice_out_line_discard", plays=plays, card=last)


def going_out(rules: Rules, rng: random.Random) -> Draft:
    while True:
        game = _position(rules, rng)
        try:
            line = out_line(game)
            break
        except SearchTooBig:
            continue
    romme_exists = rules.romme_multiplier > 1
    fresh = Game(game.rules, game.players, game.seed, game.first_dealer, game.start)
    if line is None:
        answer = "no"
    else:
        gone = Game(game.rules, game.players, game.seed, game.first_dealer, game.start)
        for action in line:
            gone.apply(action)
        answer = "romme" if gone.results[-1].romme else "out"
    choices: list[tuple[str, Any, tuple[str, ...]]] = [
        ("out", msg("vt_yes"), ()), ("no", msg("practice_out_no"), ())]
    if romme_exists:
        choices.insert(0, ("romme", msg("practice_out_romme"), ()))
    why = {"no": _line_text(line or [])}
    if answer == "no":
        reason = _why_not(fresh)
        why.update(out=reason, romme=reason)
    else:
        why["out"] = msg("practice_is_romme")
        why["romme"] = msg("practice_not_romme")
    rule = "rule_romme" if romme_exists and not fresh.turn.placed_before else "rule_going_out"
    label = next(label for cid, label, _ in choices if cid == answer)
    return learner_draft(game, msg("practice_out_prompt"), rule, answer, choices, why=why,
                         answer_text=label)
