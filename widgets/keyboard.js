// rummy-lab card table: the keyboard. A skip link to the hand (the page's first stops
// are the language switch and it), one letter per action (D draw, T take, M meld,
// L lay off, X discard, H hint, U undo; "?" the list of them) and the help panel.
// From the hand a whole turn is D, Space → Space → Space, M, X: eight keys.

import { elem } from "./dom.js";

/** The shortcut keys: key -> the action bar's op. */
export const TB_KEYS = { d: "draw", t: "take", m: "meld", l: "layoff", x: "discard", h: "hint",
  u: "undo" };
const TB_KEEP_INDEX = new Set(["draw", "take", "hint", "undo"]);

const typing = (t) => t && (t.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(t.tagName));

function handCard(root) {
  const e = document.activeElement;
  return e && root.contains(e) && e.closest(".rl-hand .rl-card");
}

/** What a shortcut does: press the op's button (or, for X with nothing selected, discard
 *  the focused card); the focus comes back to the hand after the redraw. */
function tbShortcut(root, ctx, op) {
  const cards = [...root.querySelectorAll(".rl-hand .rl-card")];
  const card = handCard(root);
  const i = card ? cards.indexOf(card) : -1;
  const btn = root.querySelector(`.rl-actions .rl-btn[data-op="${op}"]`);
  if (!btn || btn.disabled) return false;
  if (i >= 0) ctx.ui.focusIndex = TB_KEEP_INDEX.has(op) ? i : 0;
  const code = card && (card.dataset.focus || "").replace(/^card:/, "");
  if (op === "discard" && ctx.ui.selected.size === 0 && code) {
    ctx.send({ op: "discard", cards: [code] });
  } else {
    btn.click();
  }
  return true;
}

/** The list of shortcuts, in the state's language (shown while `ctx.ui.keysOpen`). */
export function tbKeysHelp(s, ctx) {
  const L = s.labels;
  const box = elem("section", "rl-keys-help");
  box.id = `rl-keys-${ctx.id}`;
  box.hidden = !ctx.ui.keysOpen;
  box.setAttribute("aria-label", L.table_keys_title);
  box.append(elem("h3", "rl-keys-title", L.table_keys_title));
  const list = elem("dl", "rl-keys-list");
  const rows = Object.entries(TB_KEYS).map(([k, op]) => [k.toUpperCase(), L[`btn_${op}`]]);
  rows.push([L.table_key_space, L.table_key_select], ["← →", L.table_key_move], ["?", L.table_key_help]);
  for (const [k, what] of rows) {
    const kbd = elem("dt", "");
    kbd.append(elem("kbd", "", k));
    list.append(kbd, elem("dd", "", what));
  }
  box.append(list);
  return box;
}

/** The "Keys" button of the action bar: opens and closes the help panel. */
export function tbKeysButton(s, ctx) {
  const btn = elem("button", "rl-btn rl-small rl-keys-btn", `⌨ ${s.labels.table_keys}`);
  btn.type = "button";
  btn.dataset.focus = "btn:keys";
  btn.setAttribute("aria-expanded", String(Boolean(ctx.ui.keysOpen)));
  btn.setAttribute("aria-controls", `rl-keys-${ctx.id}`);
  btn.addEventListener("click", () => { ctx.ui.keysOpen = !ctx.ui.keysOpen; ctx.redraw(); });
  return btn;
}

/** The skip link, first in the widget: to the hand's focused card. */
function tbSkipLink(root, zoom) {
  const link = elem("a", "rl-skip-link");
  link.hidden = true;
  link.href = "#";
  link.addEventListener("click", (ev) => {
    ev.preventDefault();
    const card = root.querySelector(".rl-hand .rl-card[tabindex='0']") ||
      root.querySelector(".rl-hand .rl-card, .rl-actions .rl-btn");
    if (card) {
      card.scrollIntoView({ block: "center" });
      card.focus();
    }
  });
  zoom.prepend(link);
  return link;
}

/** Keys on the table `root`; returns a function that relabels the skip link from `s`. */
export function tbKeyboard(root, zoom, ctx) {
  const link = tbSkipLink(root, zoom);
  root.addEventListener("keydown", (ev) => {
    if (ev.ctrlKey || ev.metaKey || ev.altKey || typing(ev.target) || !ctx.state) return;
    if (ev.key === "?") {
      ctx.ui.keysOpen = !ctx.ui.keysOpen;
      ctx.redraw();
      ev.preventDefault();
      return;
    }
    if (ev.key === "Escape" && ctx.ui.keysOpen) {
      ctx.ui.keysOpen = false;
      ctx.redraw();
      return;
    }
    const op = TB_KEYS[ev.key.toLowerCase()];
    if (op && tbShortcut(root, ctx, op)) ev.preventDefault();
  });
  return (s) => {
    link.hidden = !s.labels;
    if (s.labels) link.textContent = s.labels.table_skip_hand;
  };
}
