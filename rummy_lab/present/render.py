"""Playing cards as inline SVG and HTML, for notebook reprs and dashboards.

Everything here is pure Python and self-contained: no fonts, images or scripts are
fetched, styles are inline (class names carry the ``rl-`` prefix as hooks only), and
every card carries a spoken ``aria-label``. ``widgets/cards.js`` draws the same cards
in the browser.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from html import escape

from ..core.cards import Card, CardList, Suit, rank_name
from ..core.display import register_html
from ..core.melds import Placed, TableMeld
from ..core.phases import TURN_PHASES
from ..core.words import card_label, face_text, meld_caption
from ..i18n.messages import t

__all__ = ["card_svg", "cards_html", "meld_html", "hand_html", "table_html", "suit_colour",
           "meld_figure_caption"]

# -- geometry and colours (viewBox 0 0 100 140; mirrored in widgets/cards.js) -----

W, H = 100, 140
SERIF = "Georgia, 'Times New Roman', 'Liberation Serif', 'DejaVu Serif', serif"
INK = {"black": "#1b1b1f", "red": "#c8102e", "blue": "#1d5fbf", "green": "#17803d"}
FOUR = {Suit.SPADES: "black", Suit.HEARTS: "red", Suit.DIAMONDS: "blue", Suit.CLUBS: "green"}
TINT = {"black": "#eef1f7", "red": "#fcecee", "blue": "#eaf1fc", "green": "#e9f6ee"}

#: Suit outlines centred on (0, 0), about 100 units tall.
PIPS = {
    Suit.HEARTS: "M0,46C-14,30-48,10-48-16C-48-36-34-46-22-46C-11-46-3-39 0-29"
                 "C3-39 11-46 22-46C34-46 48-36 48-16C48 10 14 30 0 46Z",
    Suit.DIAMONDS: "M0-50C10-32 22-16 38 0C22 16 10 32 0 50C-10 32-22 16-38 0"
                   "C-22-16-10-32 0-50Z",
    Suit.SPADES: "M0-50C-12-30-48-12-48 10C-48 28-35 36-23 36C-13 36-6 31-3 25"
                 "C-4 36-9 44-17 50L17 50C9 44 4 36 3 25C6 31 13 36 23 36"
                 "C35 36 48 28 48 10C48-12 12-30 0-50Z",
    Suit.CLUBS: "M-20-24a20 20 0 1 1 40 0a20 20 0 1 1-40 0Z"
                "M-44 12a20 20 0 1 1 40 0a20 20 0 1 1-40 0Z"
                "M4 12a20 20 0 1 1 40 0a20 20 0 1 1-40 0Z"
                "M0-16L-13 12L13 12Z"
                "M-3 14C-3 32-9 42-17 50L17 50C9 42 3 32 3 14Z",
}
STAR = ("M0-50L11.8-16.2L47.6-15.5L19-6.2L29.4 40.5L0 19.8L-29.4 40.5L-19-6.2"
        "L-47.6-15.5L-11.8-16.2Z")

_X3, _YS = (30, 50, 70), (28, 49, 70, 91, 112)
_FOUR_CORNERS = [(30, 28), (70, 28), (30, 112), (70, 112)]
#: Pip centres for A..10 (pips below the middle are drawn upside down).
PIP_LAYOUT: dict[int, list[tuple[int, int]]] = {
    1: [(50, 70)],
    2: [(50, 28), (50, 112)],
    3: [(50, 28), (50, 70), (50, 112)],
    4: _FOUR_CORNERS,
    5: _FOUR_CORNERS + [(50, 70)],
    6: _FOUR_CORNERS + [(30, 70), (70, 70)],
    7: _FOUR_CORNERS + [(30, 70), (70, 70), (50, 49)],
    8: _FOUR_CORNERS + [(30, 70), (70, 70), (50, 49), (50, 91)],
    9: [(x, y) for x in (30, 70) for y in (28, 56, 84, 112)] + [(50, 70)],
    10: [(x, y) for x in (30, 70) for y in (28, 56, 84, 112)] + [(50, 42), (50, 98)],
}
_COURT = {11: "J", 12: "Q", 13: "K"}
_VISUALLY_HIDDEN = ("position:absolute;width:1px;height:1px;padding:0;margin:-1px;"
                    "overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0")


def suit_colour(suit: Suit, four_colour: bool = False) -> str:
    """Ink colour (hex) of a suit: red/black, or ♠ black ♥ red ♦ blue ♣ green."""
    if four_colour:
        return INK[FOUR[suit]]
    return INK["red"] if suit.is_red else INK["black"]


def _tint(suit: Suit, four_colour: bool) -> str:
    return TINT[FOUR[suit] if four_colour else ("red" if suit.is_red else "black")]


# -- SVG pieces ----------------------------------------------------------------------

def _pip(suit: Suit, x: float, y: float, size: float, colour: str, flip: bool = False) -> str:
    """One suit symbol of height ``size`` centred on (x, y)."""
    turn = " rotate(180)" if flip else ""
    return (f'<path d="{PIPS[suit]}" fill="{colour}" '
            f'transform="translate({x:g} {y:g}){turn} scale({size / 100:g})"/>')


def _text(x: float, y: float, body: str, size: float, colour: str, **attrs) -> str:
    attrs = {"text_anchor": "middle", **attrs}
    extra = "".join(f' {k.replace("_", "-")}="{v}"' for k, v in attrs.items())
    return (f'<text x="{x:g}" y="{y:g}" font-family="{SERIF}" font-size="{size:g}" '
            f'fill="{colour}"{extra}>{escape(body)}</text>')


def _both_corners(body: str) -> str:
    """``body`` in the top-left corner and again, upside down, in the bottom-right."""
    return f"<g>{body}</g><g transform=\"rotate(180 {W / 2:g} {H / 2:g})\">{body}</g>"


def _index(rank: int, suit: Suit, colour: str) -> str:
    name = rank_name(rank)
    fit = {"textLength": 15, "lengthAdjust": "spacingAndGlyphs"} if len(name) > 1 else {}
    return _both_corners(_text(11, 21, name, 19, colour, font_weight="700", **fit)
                         + _pip(suit, 11, 32, 11, colour))


def _frame(x: float, y: float, w: float, h: float, fill: str, stroke: str) -> str:
    return (f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" rx="3" fill="{fill}" '
            f'stroke="{stroke}" stroke-width="1.2"/>')


def _pips(rank: int, suit: Suit, colour: str) -> str:
    size = 40 if rank == 1 else 17
    return "".join(_pip(suit, x, y, size, colour, flip=y > H / 2)
                   for x, y in PIP_LAYOUT[rank])


_CROWN = "M-14 8L-14-6L-7 2L0-10L7 2L14-6L14 8Z"


def _court(rank: int, suit: Suit, colour: str, tint: str) -> str:
    """A framed court panel: the letter between two pips and a small crown."""
    letter = _COURT[rank]
    parts = [_frame(21, 22, 58, 96, tint, colour), _frame(24.5, 25.5, 51, 89, "none", colour),
             _pip(suit, 50, 38, 14, colour), _pip(suit, 50, 102, 14, colour, flip=True),
             _text(50, 86, letter, 40, colour, font_weight="700")]
    if rank != 11:
        crown = _CROWN if rank == 13 else "M-12 8L-12-2L-6 4L0-6L6 4L12-2L12 8Z"
        parts.insert(4, f'<path d="{crown}" fill="#d9a521" stroke="{colour}" '
                        f'stroke-width="0.8" transform="translate(50 55)"/>')
    return "".join(parts)


def _face(card: Card, four_colour: bool) -> str:
    assert card.suit is not None, "a joker has no face"
    colour = suit_colour(card.suit, four_colour)
    if card.rank in _COURT:
        body = _court(card.rank, card.suit, colour, _tint(card.suit, four_colour))
    else:
        body = _pips(card.rank, card.suit, colour)
    return body + _index(card.rank, card.suit, colour)


_JOKER_INK, _JOKER_GOLD = "#5b2a86", "#e0a526"


def _joker(joker_as: tuple[int, Suit] | None, four_colour: bool) -> str:
    letters = "".join(_text(11, 19 + 11.5 * i, ch, 13, _JOKER_INK, font_weight="700")
                      for i, ch in enumerate("JOKER"))
    y = 62 if joker_as else 70
    star = (f'<circle cx="50" cy="{y}" r="27" fill="#f6efff" stroke="{_JOKER_INK}" '
            f'stroke-width="1.2"/>'
            f'<path d="{STAR}" fill="{_JOKER_GOLD}" stroke="{_JOKER_INK}" stroke-width="3" '
            f'transform="translate(50 {y + 2}) scale(0.42)"/>')
    return _both_corners(letters) + star + (_badge(*joker_as, four_colour) if joker_as else "")


def _badge(rank: int, suit: Suit, four_colour: bool) -> str:
    """The "= 8♦" badge of a joker that stands for a card."""
    colour = suit_colour(suit, four_colour)
    return (f'<g class="rl-badge"><rect x="24" y="99" width="52" height="24" rx="12" '
            f'fill="#fff7d6" stroke="{_JOKER_GOLD}" stroke-width="1.5"/>'
            + _text(57, 117, f"= {rank_name(rank)}", 17, colour, font_weight="700",
                    text_anchor="end")
            + _pip(suit, 65, 111, 13, colour) + "</g>")


def _back() -> str:
    """Navy back with a diamond lattice inside a white margin."""
    x0, y0, cols, rows, cw, ch = 9, 9, 7, 10, 82 / 7, 122 / 10
    cells = "".join(
        f"M{x0 + (i + .5) * cw:.2f} {y0 + j * ch:.2f}l{cw / 2:.2f} {ch / 2:.2f}"
        f"l{-cw / 2:.2f} {ch / 2:.2f}l{-cw / 2:.2f} {-ch / 2:.2f}Z"
        for i in range(cols) for j in range(rows))
    return (f'<rect x="{x0 - 3}" y="{y0 - 3}" width="88" height="128" rx="4" fill="#1c3364"/>'
            f'<path d="{cells}" fill="#27457f" stroke="#6f8fc9" stroke-width="0.8"/>'
            f'<rect x="{x0}" y="{y0}" width="82" height="122" rx="2" fill="none" '
            f'stroke="#c9d6f0" stroke-width="1"/>')


def _svg(inner: str, label: str, width: float, cls: str) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="rl-card {cls}" role="img" '
            f'aria-label="{escape(label)}" viewBox="0 0 {W} {H}" width="{width:g}" '
            f'height="{width * H / W:g}" style="display:block;flex:none;overflow:visible">'
            f"<title>{escape(label)}</title>"
            f'<rect x="0.5" y="0.5" width="99" height="139" rx="7" fill="#fff" '
            f'stroke="#a9afb8" stroke-width="1"/>{inner}</svg>')


def _joker_face(joker_as) -> tuple[int, Suit] | None:
    if joker_as is None:
        return None
    rank, suit = joker_as
    return int(rank), suit if isinstance(suit, Suit) else Suit(str(suit))


def card_svg(card: Card, *, face_down: bool = False, joker_as=None, four_colour: bool = False,
             width: float = 60, lang: str = "en") -> str:
    """One playing card as inline SVG.

    ``joker_as`` is a ``(rank, suit)`` pair a joker stands for (rank 14 = high ace);
    ``four_colour`` inks ♦ blue and ♣ green; ``width`` is in CSS pixels; ``lang`` is the
    language of the spoken label.
    """
    label = card_label(card, face_down=face_down, joker_as=joker_as, lang=lang)
    if face_down:
        return _svg(_back(), label, width, "rl-back")
    if card.is_joker:
        return _svg(_joker(_joker_face(joker_as), four_colour), label, width, "rl-joker")
    return _svg(_face(card, four_colour), label, width, "rl-face")


# -- HTML rows -----------------------------------------------------------------------

def _as_drawn(item: Card | Placed) -> tuple[Card, tuple[int, Suit] | None, str]:
    """(card, joker_as, text) for a card or a placed card."""
    if isinstance(item, Placed):
        if item.is_joker:
            return item.card, (item.rank, item.suit), f"🃏={face_text(item.rank, item.suit)}"
        return item.card, None, str(item.card)
    return item, None, str(item)


def _hidden(text: str) -> str:
    return f'<span class="rl-sr" style="{_VISUALLY_HIDDEN}">{escape(text)}</span>'


def cards_html(cards: Iterable[Card | Placed], *, label: str | None = None,
               face_down: bool = False, four_colour: bool = False, width: float = 60,
               overlap: float = 0.3, lang: str = "en") -> str:
    """A row of cards overlapping like a fanned hand, with a plain-text twin.

    Items may be :class:`Card` or :class:`~rummy_lab.core.melds.Placed` (jokers then show
    what they stand for). ``overlap`` is the share of each card hidden by the next.
    """
    drawn = [_as_drawn(c) for c in cards]
    texts = ["🂠"] * len(drawn) if face_down else [t for _, _, t in drawn]
    label = label or t("n_cards", lang, n=len(drawn))
    shift = -round(width * overlap, 1)
    items = "".join(
        f'<div role="listitem" style="margin-left:{0 if i == 0 else shift}px;'
        f'filter:drop-shadow(0 1px 1.5px rgba(0,0,0,.28))">'
        f"{card_svg(c, face_down=face_down, joker_as=j, four_colour=four_colour, width=width, lang=lang)}"
        f"</div>" for i, (c, j, _) in enumerate(drawn))
    if not drawn:
        items = _empty_slot(width, t("no_cards", lang))
    return (f'<div class="rl-cards" style="position:relative;display:inline-block;'
            f'padding:4px 2px;vertical-align:top">'
            f'<div class="rl-row" role="list" aria-label="{escape(label)}" '
            f'style="display:flex;align-items:flex-end">{items}</div>'
            f"{_hidden(' '.join(texts))}</div>")


def hand_html(cards: Iterable[Card], *, label: str = "Hand", sort: bool = False,
              **kw) -> str:
    """A hand of cards (sorted by suit then rank when ``sort``), labelled with its size."""
    cards = sorted(cards) if sort else list(cards)
    return cards_html(cards, label=f"{label}: {t('n_cards', kw.get('lang', 'en'), n=len(cards))}",
                      **kw)


def _empty_slot(width: float, text: str) -> str:
    return (f'<div role="listitem" aria-label="{escape(text)}" style="width:{width:g}px;'
            f"height:{width * H / W:g}px;border:2px dashed #b8bec7;border-radius:{width / 14:g}px;"
            f'box-sizing:border-box;display:flex;align-items:center;justify-content:center;'
            f'color:#8a919c;font:12px sans-serif">{escape(text)}</div>')


# -- melds and the table -------------------------------------------------------------

def seat_name(seat: int, names: Sequence[str] | Mapping[int, str] | None = None,
              lang: str = "en") -> str:
    """Display name of a seat: ``names[seat]`` when given, else "seat N" (1-based)."""
    try:
        return str(names[seat]) if names is not None else t("view_seat", lang, n=seat + 1)
    except (IndexError, KeyError):
        return t("view_seat", lang, n=seat + 1)


def meld_figure_caption(meld: TableMeld, names=None, lang: str = "en") -> str:
    """What a meld is and who placed it: "Run 5♠–7♠ · melded by seat 1" or
    "Set of 8s · melded by Bo · laid off by Ada"."""
    what = meld_caption(meld, lang)
    text = t("view_melded_by", lang, what=what, name=seat_name(meld.owner, names, lang))
    others = sorted({p.by for p in meld.placed if p.by >= 0 and p.by != meld.owner})
    if others:
        text += t("view_laid_off_by", lang,
                  names=", ".join(seat_name(s, names, lang) for s in others))
    return text


def meld_html(meld: TableMeld, *, names=None, **kw) -> str:
    """A meld on the table: its cards (jokers showing their card) and a caption."""
    caption = meld_figure_caption(meld, names, kw.get("lang", "en"))
    kw.setdefault("overlap", 0.18)
    return (f'<figure class="rl-meld" style="display:inline-block;margin:0 14px 10px 0;'
            f'vertical-align:top">{cards_html(meld.placed, label=caption, **kw)}'
            f'<figcaption style="font:12px/1.3 system-ui,sans-serif;color:inherit;opacity:.8;'
            f'margin-top:2px">{escape(caption)}</figcaption></figure>')


def _section(title: str, body: str) -> str:
    return (f'<section class="rl-zone" aria-label="{escape(title)}" style="margin:0 0 8px">'
            f'<div style="font:600 13px/1.4 system-ui,sans-serif;'
            f'margin-bottom:2px">{escape(title)}</div>{body}</section>')


def _piles(discard: Sequence[Card], stock_size: int, kw: dict) -> str:
    width, lang = kw.get("width", 60), kw.get("lang", "en")
    stock_label = t("view_stock", lang, n=stock_size)
    stock = (card_svg(Card(0), face_down=True, width=width, lang=lang) if stock_size
             else _empty_slot(width, t("empty", lang)))
    stock = (f'<figure class="rl-stock" role="group" aria-label="{stock_label}" '
             f'style="margin:0 18px 0 0;display:inline-block;vertical-align:top">'
             f'<div style="filter:drop-shadow(2px 2px 0 #cfd6e4) drop-shadow(2px 2px 0 #b5bfd3)">'
             f'{stock}</div><figcaption style="font:12px system-ui,sans-serif;color:inherit;opacity:.8;'
             f'margin-top:6px">{stock_label}</figcaption></figure>')
    top = t("view_top", lang, card=str(discard[-1])) if discard else t("empty", lang)
    pile = cards_html(list(discard), label=t("view_pile_label", lang, top=top), **kw)
    pile = (f'<figure class="rl-discard" style="margin:0;display:inline-block;'
            f'vertical-align:top">{pile}<figcaption style="font:12px system-ui,sans-serif;'
            f'color:inherit;opacity:.8">{escape(t("view_pile", lang, top=top))}</figcaption></figure>')
    return f'<div style="display:flex;align-items:flex-start">{stock}{pile}</div>'


def table_html(melds: Iterable[TableMeld], discard: Sequence[Card], stock_size: int,
               names=None, **kw) -> str:
    """The table: melds grouped by owner, the face-down stock with its count, the discard
    pile (top card last). ``names`` maps seats to display names."""
    by_owner: dict[int, list[TableMeld]] = {}
    for meld in melds:
        by_owner.setdefault(meld.owner, []).append(meld)
    lang = kw.get("lang", "en")
    zones = [_section(t("melds_of", lang, name=seat_name(seat, names, lang)),
                      "".join(meld_html(m, names=names, **kw) for m in group))
             for seat, group in sorted(by_owner.items())]
    if not zones:
        zones = [_section(t("view_melds", lang), '<div style="font:12px system-ui,sans-serif;'
                          f'color:#777">{escape(t("no_melds", lang))}</div>')]
    return (f'<div class="rl-table" role="region" aria-label="{escape(t("view_table", lang))}" '
            f'style="padding:10px 12px;'
            f'color:#223;background:#f3f6f2;border-radius:10px;display:inline-block;min-width:300px">'
            f"{''.join(zones)}{_section(t('view_piles', lang), _piles(discard, stock_size, kw))}"
            f"</div>")


def _caption(text: str) -> str:
    return f'<div style="font:600 13px system-ui,sans-serif;margin:6px 0 2px">{escape(text)}</div>'


def view_html(view, **kw) -> str:
    """A seat's view: the table, the others' hand sizes (backs only) and the own hand."""
    lang = kw.get("lang", "en")
    others = " · ".join(t("view_held", lang, name=name, n=size) for i, (name, size)
                        in enumerate(zip(view.players, view.hand_sizes)) if i != view.seat)
    live = view.phase in TURN_PHASES
    turn = t(f"view_turn_{view.phase}", lang, name=view.players[view.current]) if live \
        else t("hand_over", lang)
    return ("<div>" + _caption(f"{t('hand_no', lang, n=view.hand_number)} · {turn} · {others}")
            + table_html(view.table, view.discard, view.stock_size, names=view.players, **kw)
            + hand_html(list(view.hand), label=t("view_hand_of", lang, name=view.players[view.seat]),
                        **kw)
            + "</div>")


def game_html(game, **kw) -> str:
    """The whole game for a teacher or developer: every hand face up, and the table."""
    hands = "".join(hand_html(sorted(h, key=Card.sort_key),
                              label=f"Hand of {game.players[i]}", **kw)
                    for i, h in enumerate(game.hands))
    status = (f"{game.rules.title} · hand {game.hand_number} · {game.players[game.current]}"
              f" to play ({game.phase}) · scores "
              + ", ".join(f"{p} {s}" for p, s in zip(game.players, game.scores)))
    return ("<div>" + _caption(status)
            + table_html(game.table, game.discard_pile, len(game.stock), names=game.players, **kw)
            + hands + "</div>")


def _register() -> None:
    """Let notebooks show cards, melds, views and games as pictures."""
    from ..core.game import Game
    from ..core.views import SeatView

    register_html(Card, lambda card: cards_html([card]))
    register_html(CardList, lambda cards: cards_html(list(cards)))
    register_html(TableMeld, meld_html)
    register_html(SeatView, view_html)
    register_html(Game, game_html)


_register()
