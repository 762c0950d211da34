"""The card table's commands: what each ``op`` the browser sends does to the game.

:data:`OPERATIONS` maps each op to its function ``(table, cmd)``; nothing else the browser
names is run (:meth:`TableSession._dispatch` checks turn, cover and phase first). A refusal
raises :class:`RummyError` and changes nothing; a choice to make (a meld's reading, a
lay-off's place) opens the table's chooser instead.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..core import actions as act
from ..core.cards import Suit, card_from_code
from ..core.errors import RummyError
from ..core.melds import check_layoff, check_meld
from ..i18n.messages import msg
from .hints import coach_hint
from .messages import t
from .narrate import card_text, cards_text

if TYPE_CHECKING:
    from .table import TableSession

__all__ = ["OPERATIONS", "LIVE"]

LIVE = ("draw", "play")


def _cards(table: TableSession, cmd: dict) -> list:
    codes = cmd.get("cards") or []
    if not isinstance(codes, list):
        raise RummyError(t("need_cards_meld", table.lang))
    return [table.game.resolve(card_from_code(str(c))) for c in codes]

def _one_card(table: TableSession, cmd: dict):
    cards = _cards(table, cmd)
    if len(cards) != 1:
        raise RummyError(t("need_one_card", table.lang))
    return cards[0]

def _need_play_phase(table: TableSession) -> None:
    if table.game.phase != "play":
        raise RummyError(table.game.check(act.Meld("run", ())) or "")

def op_draw(table: TableSession, cmd: dict) -> None:
    before = set(table.game.hands[table.game.current])
    table._act(act.DrawStock())
    table._ui["new"] = [c.code for c in table.game.hands[table.viewer] if c not in before]

def op_take(table: TableSession, cmd: dict) -> None:
    pile, code = table.game.discard_pile, cmd.get("card")
    if code is not None:
        card = card_from_code(str(code))
    elif pile:
        card = pile[-1]
    else:  # the engine says why (wrong phase, no discards in this variant, empty pile)
        card = card_from_code("AS")
    table._act(act.TakeDiscard(card))

def op_meld(table: TableSession, cmd: dict) -> None:
    cards = _cards(table, cmd)
    if not cards:
        raise RummyError(t("need_cards_meld", table.lang))
    _need_play_phase(table)
    result = check_meld(cards, table.game.rules)
    if not result:
        raise RummyError(result.reason)
    readings = result.readings
    pick = cmd.get("reading")
    if isinstance(pick, int) and 0 <= pick < len(readings):
        readings = (readings[pick],)
    if len(readings) > 1:
        codes = [c.code for c in cards]
        table._ui["chooser"] = {"title": t("choose_reading", table.lang), "options": [
            {"label": cards_text(rd.placed, table.lang), "command": {"op": "meld", "cards": codes, "reading": i}}
            for i, rd in enumerate(readings)]}
        return
    table._act(act.Meld(readings[0].kind, readings[0].placed))

def _pick_meld(table: TableSession, cmd: dict, op: str):
    card = _one_card(table, cmd)
    _need_play_phase(table)
    if cmd.get("meld") is None:
        table._ui["picking"] = {"op": op, "card": card.code,
                               "text": t(f"pick_meld_{op}", table.lang, card=card_text(card, table.lang))}
        return card, None
    meld_id = cmd["meld"]
    if not isinstance(meld_id, int):
        raise RummyError(msg("no_such_meld", meld=meld_id))
    return card, table.game.meld_by_id(meld_id)

def op_layoff(table: TableSession, cmd: dict) -> None:
    card, meld = _pick_meld(table, cmd, "layoff")
    if meld is None:
        return
    if cmd.get("rank") is not None and cmd.get("suit") is not None:
        return table._act(act.LayOff(card, meld.id, int(cmd["rank"]), Suit(cmd["suit"])))
    res = check_layoff(card, meld, table.game.rules)
    if not res:
        raise RummyError(res.reason)
    if len(res.options) == 1:
        opt = res.options[0]
        return table._act(act.LayOff(card, meld.id, opt.rank, opt.suit))
    table._ui["chooser"] = {"title": t("choose_layoff", table.lang, card=card_text(card, table.lang)), "options": [
        {"label": _where(table, card, o), "command": {
            "op": "layoff", "cards": [card.code], "meld": meld.id, "rank": o.rank,
            "suit": o.suit.value}} for o in res.options]}

def _where(table: TableSession, card, option) -> str:
    return option.describe(card).render(table.lang)

def op_swap(table: TableSession, cmd: dict) -> None:
    card, meld = _pick_meld(table, cmd, "swap")
    if meld is not None:
        table._act(act.SwapJoker(card, meld.id))

def op_discard(table: TableSession, cmd: dict) -> None:
    table._act(act.Discard(_one_card(table, cmd)))

def op_end_turn(table: TableSession, cmd: dict) -> None:
    table._act(act.EndTurn())

def op_end_hand(table: TableSession, cmd: dict) -> None:
    table._act(act.EndHand())

def op_next_hand(table: TableSession, cmd: dict) -> None:
    table._act(act.NextHand(), mark=False)
    table._ui.pop("result", None)


def op_undo(table: TableSession, cmd: dict) -> None:
    if reason := table._undo_refusal():
        raise RummyError(reason)
    mark = table._marks.pop()
    table.game.undo(len(table.game.history) - mark)
    table._ui.pop("new", None)
    table._line = None
    table._write(table._says("undone"))
    table._say(t("undone", table.lang), "info")
    table._handoff()

def op_hint(table: TableSession, cmd: dict) -> None:
    g = table.game
    if not table.threaded or g.current != table.viewer or g.phase not in LIVE:
        return table._say(coach_hint(g, table.viewer, table.lang), "hint")
    table._say(t("hint_thinking", table.lang), "info")
    if table._worker is not None:  # the coach thinks already
        return
    game, seat, epoch = copy.deepcopy(g), table.viewer, table._epoch

    def work() -> None:
        text = coach_hint(game, seat, table.lang)  # on a copy, outside the lock
        with table._lock:
            if table._detached:
                return
            table._worker_done()
            if table._epoch == epoch:  # no other command came meanwhile
                table._say(text, "hint")
            table._refresh()
    table._start_worker(work)

def op_cancel(table: TableSession, cmd: dict) -> None:
    table._ui.pop("picking", None)
    table._say(t("cancelled", table.lang))

def op_reveal(table: TableSession, cmd: dict) -> None:
    table._ui.pop("cover", None)


#: The table's commands (``op`` -> function); nothing else the browser names is run.
OPERATIONS: dict[str, Callable[[TableSession, dict], None]] = {
    "draw": op_draw,
    "take": op_take,
    "meld": op_meld,
    "layoff": op_layoff,
    "swap": op_swap,
    "discard": op_discard,
    "end_turn": op_end_turn,
    "end_hand": op_end_hand,
    "next_hand": op_next_hand,
    "undo": op_undo,
    "hint": op_hint,
    "cancel": op_cancel,
    "reveal": op_reveal,
}
