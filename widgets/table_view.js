// rummy-lab card table: the pure part of state -> view (no DOM): the card options the
// drawing shares, counts, avatar signs, the hand's order and sorts, layout sizes, the
// buttons shown and the melds a selected card may go to. Tested in widgets/tests/.

export const TB_BACK = { face_down: true };
export const TB_MAX_BACKS = 9;
export const TB_OPT = { fourColour: false }; // card options from the state (four-colour deck)
const TB_BUTTONS = ["draw", "take", "meld", "layoff", "swap", "discard", "end_turn",
  "end_hand", "next_hand", "undo", "hint"];
const TB_NEEDS_CARDS = new Set(["meld", "layoff", "swap", "discard"]);

/** "1 card", "5 cards" in the state's labels. */
export const tbCount = (n, L) => `${n} ${n === 1 ? L.card : L.cards}`;

/** A player's sign on the avatar: the name's first letter, or, where another player's
 *  name starts alike, its first two letters (Ben and Bot: "Be", "Bo"), or the initials of
 *  its first and last words (Bot 1 and Bot 2: "B1", "B2"), else the letter and seat. */
export function tbSign(p, players) {
  const ways = [
    (w) => w[0].slice(0, 1).toUpperCase(),
    (w) => w[0].slice(0, 1).toUpperCase() + w[0].slice(1, 2).toLowerCase(),
    (w) => (w.length > 1 ? w[0].slice(0, 1) + w[w.length - 1].slice(0, 1) : "").toUpperCase(),
  ];
  const words = (o) => ((o.name || "").trim() || "?").split(/\s+/);
  const mine = words(p);
  for (const way of ways) {
    const sign = way(mine);
    const others = players.filter((o) => o.seat !== p.seat).map((o) => way(words(o)).toUpperCase());
    if (sign && !others.includes(sign.toUpperCase())) return sign;
  }
  return mine[0].slice(0, 1).toUpperCase() + (p.seat + 1);
}

const TB_SUITS = { S: 0, H: 1, C: 2, D: 3 };
const tbRank = (c) => (c.rank ? c.rank : 99);
const tbSuit = (c) => (c.suit ? TB_SUITS[c.suit] : 9);
const TB_SORTS = {
  suit: (a, b) => tbSuit(a) - tbSuit(b) || tbRank(a) - tbRank(b),
  rank: (a, b) => tbRank(a) - tbRank(b) || tbSuit(a) - tbSuit(b),
};

/** The hand in the player's own order: kept across redraws, new cards at the end (or
 * where the chosen sort puts them). Codes may repeat (two decks): matched one by one. */
export function tbOrder(hand, ui) {
  let cards;
  if (ui.sort) {
    cards = [...hand].sort(TB_SORTS[ui.sort]);
  } else {
    const rest = [...hand];
    cards = [];
    for (const code of ui.order || []) {
      const i = rest.findIndex((c) => c.code === code);
      if (i >= 0) cards.push(...rest.splice(i, 1));
    }
    cards.push(...rest);
  }
  ui.order = cards.map((c) => c.code);
  return cards;
}


/** Width in px of a hand card: smaller as the hand grows (the fan stays on a row or two). */
export const handCardWidth = (n) => (n > 18 ? 58 : n > 13 ? 66 : 78);

/** How many backs the stock shows under its top card (a thicker pile for more cards). */
export const stockDepth = (count) => Math.min(6, Math.ceil(count / 8));

/** The action buttons to draw, in order: [op, spec] for each visible one. */
export const shownButtons = (buttons) =>
  TB_BUTTONS.filter((op) => buttons[op] && buttons[op].visible).map((op) => [op, buttons[op]]);

/** The command a button sends: the op, with the selected cards where the op needs them. */
export function buttonCommand(op, selected) {
  const cmd = { op };
  if (TB_NEEDS_CARDS.has(op)) cmd.cards = [...selected];
  return cmd;
}

/** The meld ids the one selected card may go to (lay-off or joker swap); none otherwise. */
export function legalTargets(state, selected) {
  const sel = [...selected];
  return new Set(sel.length === 1 && state && state.targets ? state.targets[sel[0]] || [] : []);
}
