"""*Best discard*: which discard keeps your hand best, graded by the exact solver.

Each discard is scored by :func:`rummy_lab.ai.strategy.discard_scores` with no budget (so
every score is the exact meld solver's: minus the deadwood left under Basic scoring,
placed minus held under the 500 games), and the loss of a choice is the best score minus
its score. A card the engine will not let go (the card just taken from the pile, a joker
where jokers may not be discarded) is a choice too, answered with the engine's refusal.

Its severity is :func:`rummy_lab.practice.severity.discard_severity` (limits and why there).
"""

from __future__ import annotations

import random

from ..ai.strategy import discard_scores
from ..core.actions import Discard, TakeDiscard
from ..core.cards import Card
from ..core.game import Game
from ..core.variants import Rules
from ..i18n.messages import msg
from .base import Draft, learner_draft, shuffled_deck, table_game
from .meld_drills import _table
from .severity import DISCARD_LOSS
from .severity import discard_severity as severity

__all__ = ["best_discard", "severity", "THRESHOLDS"]

THRESHOLDS = DISCARD_LOSS.limits
_HAND = 13  # cards held before the draw: a full deal (10 in Basic, 13 in the 500 games)


def _position(rules: Rules, rng: random.Random) -> Game:
    deck = shuffled_deck(rules, 2, rng)
    table = _table(rules, rng, deck, rng.choice((0, 1)))
    size = min(_HAND, rules.hand_size_for(2))
    hand, other, pile = deck[:size], deck[size:2 * size], deck[2 * size:2 * size + 3]
    owners = [1 for _ in table]
    game = table_game(rules, rng.randrange(2**31), [hand, other], table, owners, discard=pile,
                      phase="draw", current=0, dealer=1, turns=4,
                      placed_any=[False, bool(table)])
    take = TakeDiscard(pile[-1]) if pile else None
    if take is not None and rng.random() < 0.5 and game.can(take):
        return game.apply(take)
    return game.draw()


def _card(action) -> Card:
    return action.card


def best_discard(rules: Rules, rng: random.Random) -> Draft:
    game = _position(rules, rng)
    hand = list(game.hands[0])
    faces: dict = {}
    for c in hand:  # one choice per face: a copy that may be discarded, if any
        if c.face not in faces or (not game.can(Discard(faces[c.face]))
                                   and game.can(Discard(c))):
            faces[c.face] = c
    scored = {_card(i.action).face: i for i in discard_scores(hand, game.table, rules)}
    legal = {f: c for f, c in faces.items() if game.can(Discard(c))}
    best = max(scored[f].score for f in legal)
    choices, why, losses, sev = [], {}, {}, {}
    for f, c in sorted(faces.items(), key=lambda fc: fc[1].sort_key()):
        cid = c.code
        choices.append((cid, str(c), (cid,)))
        if f not in legal:
            why[cid] = game.check(Discard(c))
            continue
        loss = int(best - scored[f].score)
        losses[cid], sev[cid] = loss, severity(loss)
        why[cid] = msg("practice_discard_loss", card=c, n=loss,
                       severity=msg(f"practice_severity_{sev[cid]}"))
    accepted = frozenset(cid for cid, loss in losses.items() if loss == 0)
    answer = min(accepted)
    return learner_draft(game, msg("practice_discard_prompt"), "rule_discard", answer, choices,
                         why=why, answer_text=" / ".join(
                             str(faces[f]) for f in legal if faces[f].code in accepted),
                         losses=losses, severities=sev, accepted=accepted)
