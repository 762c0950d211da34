"""The JSON state the card table draws, built from one seat's view.

Only :meth:`Game.view` feeds it, so an opponent's cards and the stock never appear
(counts only) unless ``teacher`` asks for every hand face up.
"""

from __future__ import annotations

import functools
from time import perf_counter

from ..ai.solver import Arrangement, Limit, best_arrangement
from ..core.cards import Card, rank_name
from ..core.errors import RummyError
from ..core.melds import Placed, TableMeld
from ..core.views import seat_view
from ..core.words import card_label, meld_caption
from .messages import labels, rules_title, t

__all__ = ["card_desc", "placed_desc", "table_state", "hand_ended",
           "table_labels", "suggestion", "SUGGEST_NODES", "SUGGEST_SECONDS"]

#: how far the search for suggested melds may go (then the best found is shown)
SUGGEST_NODES, SUGGEST_SECONDS = 20_000, 0.25

#: parameter-free table texts the front end shows (catalog keys ``table_*``)
TABLE_LABELS = ["table_projector", "table_new", "table_sort_suit", "table_sort_rank",
                "table_group", "table_reorder_hint", "table_play_again", "btn_new_game",
                "table_save", "table_load", "table_bot_speed",
                "table_keys", "table_keys_title", "table_key_select", "table_key_move",
                "table_key_help", "table_skip_hand", "table_key_space"]  # the keyboard (catalog/polish.py)


def table_labels(lang: str) -> dict[str, str]:
    """The ``table_*`` labels in ``lang``."""
    return {k: t(k, lang) for k in TABLE_LABELS}


def card_desc(card: Card, lang: str = "en", **extra) -> dict:
    """What cards.js needs to draw a card face up (``label``: its spoken name in ``lang``)."""
    return {"code": card.code, "rank": card.rank, "suit": card.suit.value if card.suit else None,
            "joker_as": None, "face_down": False, "selected": False,
            "label": card_label(card, lang=lang), **extra}


def placed_desc(p: Placed, lang: str = "en", names: list[str] | None = None) -> dict:
    """A card on the table; a joker shows the card it stands for. With ``names`` the
    card also says who placed it (``by``: seat, ``by_name``; the label names them)."""
    desc = card_desc(p.card, lang)
    if p.card.is_joker:
        desc["joker_as"] = rank_name(1 if p.rank == 14 else p.rank) + p.suit.value
        desc["label"] = card_label(p.card, joker_as=(p.rank, p.suit), lang=lang)
    if names is not None and 0 <= p.by < len(names):
        desc["by"], desc["by_name"] = p.by, names[p.by]
        desc["label"] = t("table_placed_by", lang, card=desc["label"], name=names[p.by])
    return desc


@functools.lru_cache(maxsize=32)
def _arrangement(hand: tuple[Card, ...], rules, table: tuple[TableMeld, ...]) -> Arrangement | None:
    """The best arrangement of ``hand`` with ``table`` within a small limit (None: the
    solver refused; the table then shows the hand ungrouped)."""
    limit = Limit(deadline=perf_counter() + SUGGEST_SECONDS, nodes=SUGGEST_NODES)
    try:
        return best_arrangement(list(hand), rules, table, limit=limit)
    except RummyError:
        return None


def suggestion(view, rules, lang: str) -> dict:
    """The seat's own hand grouped for display (nothing is played): each meld of the best
    arrangement, the lay-offs onto each table meld, then the cards left. Built from the
    seat's :class:`SeatView` only (its hand and the table), so no hidden card is used."""
    arr = _arrangement(tuple(view.hand), rules, tuple(view.table))
    if arr is None:
        return {"groups": [], "note": t("table_suggest_none", lang)}
    groups: list[dict] = [{"kind": "meld", "label": meld_caption(m, lang),
                           "cards": [placed_desc(p, lang) for p in m.placed]} for m in arr.melds]
    onto: dict[int, list[dict]] = {}
    for card, option in arr.layoffs:
        onto.setdefault(option.meld_id, []).append(
            placed_desc(Placed(card, option.rank, option.suit), lang))
    melds = {m.id: m for m in view.table}
    groups += [{"kind": "layoff", "meld": meld_id, "cards": cards,
                "label": t("table_suggest_layoff", lang, meld=meld_caption(melds[meld_id], lang))}
               for meld_id, cards in onto.items()]
    for g in groups:  # one click selects a group's cards, one more melds or lays it off
        if g["kind"] == "meld" or len(g["cards"]) == 1:
            g["select"] = t("table_suggest_select", lang, group=g["label"])
    if arr.left:
        groups.append({"kind": "left", "label": t("table_suggest_left", lang, n=arr.deadwood),
                       "cards": [card_desc(c, lang) for c in arr.left]})
    note = t("table_suggest_note" if arr.melds or arr.layoffs else "table_suggest_none", lang)
    if not arr.proven:
        note += " " + t("table_suggest_unproven", lang)
    return {"groups": groups, "note": note}


def _buttons(game, view, rules, ui) -> dict:
    mine = view.my_turn and not ui.get("cover")
    kinds = {a.kind for a in view.legal}
    draw_phase, play_phase = mine and view.phase == "draw", mine and view.phase == "play"
    spec = {
        "draw": (draw_phase, True),
        "take": (draw_phase, rules.draw_from_discard != "none"),
        "meld": (play_phase, True),
        "layoff": (play_phase, True),
        "swap": (play_phase, rules.joker_swap),
        "discard": (play_phase, True),
        "end_turn": ("end_turn" in kinds, "end_turn" in kinds),
        "end_hand": ("end_hand" in kinds, "end_hand" in kinds),
        "next_hand": (view.phase == "hand_over", view.phase in ("hand_over", "game_over")),
        "undo": (bool(ui.get("can_undo")), True),
        "hint": (mine, True),
    }
    primary = {"draw": draw_phase, "discard": play_phase, "next_hand": view.phase == "hand_over"}
    return {op: {"enabled": bool(on), "visible": bool(shown), "primary": primary.get(op, False)}
            for op, (on, shown) in spec.items()}


def hand_ended(game) -> bool:
    """True while the scored hand is still on the table (before the next deal): the
    rules show every hand when it is counted, so the table may reveal them."""
    return game.phase in ("hand_over", "game_over") and bool(game.results) \
        and game.results[-1].number == game.hand_number


def _players(game, view, seat, teacher, roles, lang) -> list[dict]:
    rows = []
    reveal = hand_ended(game)
    result = game.results[-1] if reveal else None
    for i, name in enumerate(view.players):
        row = {"seat": i, "name": name, "count": view.hand_sizes[i], "score": view.scores[i],
               "turn": i == view.current and view.phase in ("draw", "play"),
               "dealer": i == view.dealer, "you": i == seat, "role": roles.get(i, "")}
        if (teacher or reveal) and i != seat:
            row["cards"] = [card_desc(c, lang) for c in sorted(game.hands[i], key=Card.sort_key)]
        if result is not None:
            line = result.seats[i]
            row["counted"] = [t("table_in_hand", lang, n=line.in_hand),
                              t("table_hand_score", lang, points=f"{line.points:+d}")]
        rows.append(row)
    return rows


def _melds(view, lang, names, seat) -> list[dict]:
    groups: dict[int, list[dict]] = {}
    for m in view.table:
        groups.setdefault(m.owner, []).append(
            {"id": m.id, "kind": m.kind, "caption": meld_caption(m, lang),
             "cards": [placed_desc(p, lang, names) for p in m.placed]})
    return [{"seat": s, "name": names[s],
             "title": t("melds_of_you", lang) if s == seat else t("melds_of", lang, name=names[s]),
             "melds": ms} for s, ms in sorted(groups.items())]


def _pile(game, view, lang, take_on: bool) -> dict:
    """The discard pile; on a draw turn each card says what taking it brings (``preview``)
    or that it cannot be taken now (``locked``: clicking asks the engine for the reason)."""
    pickable = [a.card.code for a in view.legal if a.kind == "take"]
    pile = {"size": view.discard_size, "cards": [card_desc(c, lang) for c in view.discard],
            "spread": game.rules.draw_from_discard == "any", "pickable": pickable,
            "preview": {}, "locked": {}}
    if not take_on:
        return pile
    ok = set(pickable)
    for i, card in enumerate(view.discard):
        name = card_label(card, lang=lang)
        if card.code not in ok:
            pile["locked"][card.code] = t("table_pick_locked", lang, card=name)
            continue
        depth = len(view.discard) - 1 - i
        text = t("table_pick_preview_one", lang, card=name) if depth == 0 else \
            t("table_pick_preview", lang, card=name, n=depth + 1)
        if game._pick_obliged(depth):  # the engine's own rule for "must use"
            text += " " + t("table_pick_must_use", lang, card=name)
        pile["preview"][card.code] = text
    return pile


def _targets(view) -> dict[str, list[int]]:
    """For each hand card, the melds it may be laid off onto or swapped into now."""
    out: dict[str, list[int]] = {}
    for a in view.legal:
        if a.kind in ("layoff", "swap") and a.meld not in out.setdefault(a.card.code, []):
            out[a.card.code].append(a.meld)
    return out


def table_state(game, seat: int, *, lang: str = "en", teacher: bool = False,
                roles: dict | None = None, ui: dict | None = None) -> dict:
    """Everything the front end draws for ``seat``.

    ``ui`` carries the table's own state: message, prompt, log, chooser, picking,
    cover, can_undo, new (codes just drawn), result, rev.
    """
    ui, roles = ui or {}, roles or {}
    # no meld list: the table draws buttons and lay-off targets (a big hand has thousands)
    view, rules = seat_view(game, seat, melds=False), game.rules
    names = list(view.players)
    covered = bool(ui.get("cover")) and not teacher
    new = set(ui.get("new", ()))
    hand = [] if covered else [
        card_desc(c, lang, new=c.code in new, taken=view.taken is not None and c == view.taken)
        for c in view.hand]
    buttons = _buttons(game, view, rules, {**ui, "cover": covered})
    return {
        "rev": ui.get("rev", 0), "lang": lang, "labels": {**labels(lang), **table_labels(lang)},
        "seat": seat,
        "title": rules_title(rules, lang), "hand_no": t("hand_no", lang, n=view.hand_number),
        "pool": t("pool", lang, n=view.pool) if rules.pool_size else "",
        "round": t("table_round", lang, n=min(game.round, rules.max_rounds),
                   total=rules.max_rounds) if rules.max_rounds else "",
        "target": t("target", lang, n=rules.target),
        "phase": view.phase, "my_turn": view.my_turn and not covered, "teacher": teacher,
        "four_colour": bool(ui.get("four_colour")),
        "players": _players(game, view, seat, teacher, roles, lang),
        "hand": hand, "hand_title": ui.get("hand_title") or t("your_hand", lang),
        "melds": _melds(view, lang, names, seat),
        "stock": {"count": view.stock_size},
        "discard": _pile(game, view, lang, buttons["take"]["enabled"]),
        "targets": {} if covered else _targets(view), "buttons": buttons,
        "prompt": ui.get("prompt", ""), "message": ui.get("message", {"text": "", "kind": "info"}),
        "log": list(ui.get("log", []))[-40:], "chooser": ui.get("chooser"),
        "picking": ui.get("picking"), "cover": ui.get("cover") if covered else None,
        "result": ui.get("result"), "restart": bool(ui.get("restart")),
        "suggest": suggestion(view, rules, lang) if ui.get("suggest") and hand else None,
    }
