// rummy-lab card board: rows of clickable cards (guided hands, scoring explorer).
// Every card is drawn by cards.js's renderCard (the one card component). A card is a
// button: click, Enter or Space sends {n, op: "click", row, code} to Python; arrows,
// Home and End move within a row. After Python redraws, focus returns to the same card
// (or its neighbour when the card moved away), so the learner stays where they were.
import { onCardClick, renderCard } from "./cards.js";

function cardButton(desc, row, i) {
  const el = renderCard(desc, {});
  el.setAttribute("role", "button");
  el.tabIndex = -1;
  el.dataset.index = String(i);
  // "click": a toggle (aria-pressed); "action": a plain button; "show": a picture only
  if (!row.mode || row.mode === "click") el.setAttribute("aria-pressed", String(Boolean(desc.selected)));
  return el;
}

function drawRow(row, send) {
  const box = document.createElement("div");
  box.className = `rl-board-row rl-board-${row.mode || "click"}`;
  box.dataset.row = row.id;
  const head = document.createElement("div");
  head.className = "rl-board-label";
  head.id = `rl-board-${Math.random().toString(36).slice(2)}`;
  head.textContent = row.label || "";
  const list = document.createElement("div");
  list.className = "rl-board-cards";
  list.setAttribute("role", "group");
  list.setAttribute("aria-labelledby", head.id);
  list.tabIndex = -1;
  const cards = (row.cards || []).map((desc, i) => cardButton(desc, row, i));
  if (!cards.length && row.empty) {
    const none = document.createElement("span");
    none.className = "rl-board-empty";
    none.textContent = row.empty;
    list.append(none);
  }
  list.append(...cards);
  const start = Math.max(0, cards.findIndex((el) => el.classList.contains("rl-selected")));
  if (cards[start]) cards[start].tabIndex = 0;
  const focusAt = (i) => {
    const k = Math.max(0, Math.min(cards.length - 1, i));
    cards.forEach((el, j) => { el.tabIndex = j === k ? 0 : -1; });
    if (cards[k]) cards[k].focus();
  };
  const activate = (el) => {
    if (row.mode === "show") return;
    send(row.id, row.cards[+el.dataset.index].code, +el.dataset.index);
  };
  onCardClick(list, (el, i) => {
    focusAt(i);
    activate(el);
  });
  list.addEventListener("keydown", (ev) => {
    const el = ev.target.closest(".rl-card");
    if (!el) return;
    const i = +el.dataset.index;
    const moves = { ArrowLeft: i - 1, ArrowRight: i + 1, Home: 0, End: cards.length - 1 };
    if (ev.key in moves) focusAt(moves[ev.key]);
    else if (ev.key === "Enter" || ev.key === " ") activate(el);
    else return;
    ev.preventDefault();
  });
  box.append(head, list);
  box.focusCard = (code, index) => {
    let k = row.cards.findIndex((d) => d.code === code);
    if (k < 0) k = Math.min(index, cards.length - 1);
    if (k >= 0) focusAt(k);
    else list.focus();
  };
  return box;
}

/** Mount the widget on `el` (anywidget's render); returns the cleanup. */
export function renderBoard({ model, el }) {
  el.classList.add("rl-cards-host"); // cards.css is scoped to the widgets that draw cards
  const root = document.createElement("div");
  root.className = "rl-board";
  el.append(root);
  let pending = null; // where the learner was when they clicked

  function send(row, code, index) {
    pending = { row, code, index };
    const n = ((model.get("command") || {}).n || 0) + 1;
    model.set("command", { n, op: "click", row, code });
    model.save_changes();
  }

  // where the focus is now, if on a card of this board (any redraw keeps it there: a
  // redraw from an earlier command may arrive after the click that set ``pending``)
  function focusedCard() {
    const el = document.activeElement;
    if (!el || !root.contains(el) || !el.classList.contains("rl-card")) return null;
    const box = el.closest(".rl-board-row");
    return box ? { row: box.dataset.row, code: el.dataset.code, index: +el.dataset.index } : null;
  }

  function draw() {
    const board = model.get("board") || {};
    const keep = pending || focusedCard();
    root.replaceChildren(...(board.rows || []).map((row) => drawRow(row, send)));
    if (keep) {
      const rows = [...root.querySelectorAll(".rl-board-row")];
      const box = rows.find((b) => b.dataset.row === keep.row) || rows[0];
      if (box) box.focusCard(keep.code, keep.index);
      pending = null;
    }
  }

  model.on("change:board", draw);
  draw();
  return () => model.off("change:board", draw);
}
