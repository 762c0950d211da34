"""Review of a learner's own game: every decision of one seat against the engine's best.

``review(game, seat, lang="en", progress=None)`` replays ``game`` (a :class:`Game`, a
saved game's JSON or a replay code) from its action log. Before each action of ``seat``
it takes that seat's view — its own hand, the table, the pile, counts and the public log,
with every hidden card replaced by a fixed arrangement of the unseen ones — and judges
the action there (:mod:`.review_decisions`, measured by :mod:`.review_values`). So the
review of a seat never depends on a card that seat could not see.

Each :class:`ReviewItem` says what was played, the better move, why (catalog texts in
English and German), the points it cost and a :func:`severity`; it holds the position as
the seat saw it (``view``, to draw the board) and as a start position for an exercise
(``position``, hidden cards canonical). :attr:`Review.refusals` counts the rule refusals
the seat ran into (the game's :attr:`~rummy_lab.core.game.Game.refusals`, kept while the
game is open; a loaded file has none).
"""

from __future__ import annotations

from collections.abc import Callable

from ..core.errors import RummyError
from ..core.game import Game
from ..core.record import game_from_json
from ..i18n.messages import Text, msg
from .review_follow import Follower
from .review_items import Refusal, Review, ReviewItem, severity
from .review_values import REVIEW_NODES

__all__ = ["review", "Review", "ReviewItem", "Refusal", "severity", "load_game", "ProgressFn",
           "note_refusal", "refusals_of"]

ProgressFn = Callable[[int, int, str], None]


def load_game(game) -> Game:
    """``game`` as a :class:`Game`: a game as it is, a saved game's JSON text, or a replay
    code (its deals, no moves yet)."""
    if isinstance(game, Game):
        return game
    if isinstance(game, (str, bytes)):
        text = game.strip() if isinstance(game, str) else game
        if isinstance(text, str) and text[:4].upper() in ("RL1-", "RL2-"):
            from ..formats.replay_code import game_from_replay_code

            return game_from_replay_code(text)
        return game_from_json(text, Game)
    raise RummyError(msg("review_not_a_game"))


def review(game, seat: int, lang: str = "en", progress: ProgressFn | None = None,
           nodes: int = REVIEW_NODES) -> Review:
    """Review every decision of ``seat`` in ``game`` (a :class:`Game`, saved JSON or a
    replay code): each :class:`ReviewItem` compares the move with the best the engine
    finds from that seat's information at the time, with its cost in points and a
    :func:`severity`, in ``lang``. ``progress(done, total, text)`` is called after each
    decision (``text`` in ``lang``); ``nodes`` bounds each exact search."""
    game = load_game(game)
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < game.n:
        raise RummyError(msg("no_such_seat", seat=seat))
    replay = Follower(Game(game.rules, game.players, game.seed, game.first_dealer, game.start),
                      seat, lang, nodes, list(game.reshuffles))
    total = sum(1 for s, a in zip(game.actors, game.history)
                if s == seat and a.kind not in ("next_hand", "end_hand"))
    items: list[ReviewItem] = []
    done = 0
    for i, (actor, action) in enumerate(zip(game.actors, game.history)):
        replay.reshuffle_before(i)
        if actor == seat and action.kind not in ("next_hand", "end_hand"):
            item = replay.judge(i, action)
            if item is not None:
                items.append(item)
            done += 1
            if progress is not None:
                progress(done, total, msg("review_progress", done=done, n=total).render(lang))
        replay.apply(action, actor)
    return Review(seat, game.players[seat], lang, tuple(items), refusals_of(game, seat, lang))


def refusals_of(game, seat: int, lang: str) -> tuple[Refusal, ...]:
    """The rule refusals ``seat`` ran into in ``game`` (kept while it is open), by catalog
    key, the most frequent first, each with one reason in ``lang``."""
    seen: dict[str, list] = {}
    for _, who, reason in getattr(game, "refusals", ()):
        if who == seat:
            key = getattr(reason, "key", "refused")
            seen.setdefault(key, []).append(reason)
    return tuple(Refusal(k, len(v), v[0].render(lang) if isinstance(v[0], Text) else str(v[0]))
                 for k, v in sorted(seen.items(), key=lambda kv: (-len(kv[1]), kv[0])))


def note_refusal(game, err: RummyError) -> None:
    """Put a refusal the play table showed on the game's record (the table checks a meld
    or a lay-off before it reaches :meth:`Game.apply`, which records its own refusals):
    only a rule's reason (a catalog text), once."""
    reason, record = err.reason, getattr(game, "refusals", None)
    if record is None or not isinstance(reason, Text) or (record and record[-1][2] is reason):
        return
    record.append((len(game.history), game.current, reason))

