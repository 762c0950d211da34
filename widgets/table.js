// rummy-lab card table: the front end of rummy_lab.ui.widget.CardTable (anywidget) and of
// the play page's SetupPanel (the same table below a setup form, in one model).
// Draws the synced `state` (built in rummy_lab/ui/state.py) and writes `command`
// dicts {n, op, ...} that Python turns into engine actions. No network, no build step:
// Python concatenates cards.js and this file (without the import line) into one module.
// Top-level names here start with `tb`/`TB_` so they never clash with cards.js.
import { renderCard, renderFan } from "./cards.js";

const TB_BACK = { face_down: true };
const TB_MAX_BACKS = 9;
const TB_OPT = { fourColour: false }; // card options from the state (four-colour deck)
const TB_BUTTONS = ["draw", "take", "meld", "layoff", "swap", "discard", "end_turn",
  "end_hand", "next_hand", "undo", "hint"];
const TB_NEEDS_CARDS = new Set(["meld", "layoff", "swap", "discard"]);

function tbEl(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined && text !== null) e.textContent = String(text);
  return e;
}

const tbCount = (n, L) => `${n} ${n === 1 ? L.card : L.cards}`;

/** Make `e` behave as a button (click, Enter, Space) with a focus key. */
function tbPressable(e, key, label, onPress) {
  e.tabIndex = 0;
  e.setAttribute("role", "button");
  e.setAttribute("aria-label", label);
  e.dataset.focus = key;
  e.addEventListener("click", (ev) => { ev.stopPropagation(); onPress(); });
  e.addEventListener("keydown", (ev) => {
    if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); onPress(); }
  });
}

const TB_PROJECTOR_KEY = "rummy-lab.projector";

/** Projector size (bigger cards and text, full width) remembered by this browser. */
function tbProjector(on) {
  try {
    if (on !== undefined) localStorage.setItem(TB_PROJECTOR_KEY, on ? "1" : "0");
    return localStorage.getItem(TB_PROJECTOR_KEY) === "1";
  } catch (err) { // storage blocked (private mode, sandboxed frame): this page only
    return Boolean(on);
  }
}

function tbProjectorButton(s, ctx) {
  const zoom = ctx.zoom;
  const on = zoom.classList.contains("rl-projector");
  const btn = tbEl("button", "rl-btn rl-projector-btn", s.labels.table_projector);
  btn.type = "button";
  btn.dataset.focus = "btn:projector";
  btn.setAttribute("aria-pressed", String(on));
  btn.addEventListener("click", () => {
    const next = !zoom.classList.contains("rl-projector");
    zoom.classList.toggle("rl-projector", tbProjector(next));
    btn.setAttribute("aria-pressed", String(next));
  });
  return btn;
}

function tbHeader(s, ctx) {
  const top = tbEl("header", "rl-top");
  const title = tbEl("div", "rl-title");
  title.append(tbEl("strong", "rl-variant", s.title));
  for (const part of [s.hand_no, s.round, s.target, s.pool]) {
    if (part) title.append(tbEl("span", "rl-chip", part));
  }
  if (s.teacher) title.append(tbEl("span", "rl-chip rl-teacher", s.labels.teacher_view));
  const chips = tbEl("div", "rl-scorechips");
  chips.setAttribute("aria-label", s.labels.scores);
  for (const p of s.players) {
    const chip = tbEl("span", "rl-score" + (p.turn ? " rl-turn" : "") + (p.you ? " rl-you" : ""));
    chip.dataset.seat = p.seat;
    chip.append(tbEl("span", "rl-score-name", p.name), tbEl("b", "rl-score-value", p.score));
    chips.append(chip);
  }
  if (ctx.saved()) {
    const save = tbEl("button", "rl-btn rl-projector-btn rl-save", s.labels.table_save);
    save.type = "button";
    save.dataset.focus = "btn:save";
    save.addEventListener("click", () => tbDownload(ctx.saved(), "rummy-lab-game.json"));
    chips.append(save);
  }
  chips.append(tbProjectorButton(s, ctx));
  top.append(title, chips);
  return top;
}

function tbBacks(count, width) {
  const stack = tbEl("div", "rl-backs");
  stack.style.setProperty("--rl-card-w", `${width}px`);
  for (let i = 0; i < Math.min(count, TB_MAX_BACKS); i++) stack.append(renderCard(TB_BACK, { width }));
  return stack;
}

/** A player's sign on the avatar: the name's first letter, or, where another player's
 *  name starts alike, its first two letters (Ben and Bot: "Be", "Bo"), or the initials of
 *  its first and last words (Bot 1 and Bot 2: "B1", "B2"), else the letter and seat. */
function tbSign(p, players) {
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

function tbSeat(p, s) {
  const L = s.labels;
  const seat = tbEl("section", "rl-seat" + (p.turn ? " rl-turn" : ""));
  seat.dataset.seat = p.seat;
  seat.setAttribute("aria-label", `${p.name}: ${tbCount(p.count, L)}`);
  const head = tbEl("div", "rl-seat-head");
  head.append(tbEl("span", "rl-avatar", tbSign(p, s.players)));
  const who = tbEl("div", "rl-who");
  who.append(tbEl("span", "rl-seat-name", p.name));
  const meta = [p.role, p.dealer ? L.dealer : "", p.turn ? L.their_turn : ""].filter(Boolean);
  who.append(tbEl("span", "rl-seat-role", meta.join(" · ")));
  head.append(who);
  const body = tbEl("div", "rl-seat-cards");
  if (p.cards) {
    body.append(renderFan(p.cards, { ...TB_OPT, selectable: false, width: 34, label: p.name }));
  } else {
    body.append(tbBacks(p.count, 30));
  }
  body.append(tbEl("span", "rl-count-badge rl-seat-count", p.count));
  seat.append(head, body);
  if (p.counted) seat.append(tbCounted(p.counted));
  return seat;
}

/** A seat's count at hand end: points left in hand, points this hand. */
function tbCounted(lines) {
  const box = tbEl("p", "rl-counted");
  lines.forEach((line, i) => box.append(tbEl(i ? "b" : "span", "", line)));
  return box;
}

function tbPiles(s, ctx) {
  const L = s.labels;
  const piles = tbEl("div", "rl-piles");
  const stock = tbEl("figure", "rl-stock");
  const canDraw = s.buttons.draw.enabled;
  const stockCards = tbEl("div", "rl-pile-cards");
  if (s.stock.count) {
    stockCards.append(renderCard(TB_BACK, { width: 78 }));
    stockCards.style.setProperty("--rl-depth", Math.min(6, Math.ceil(s.stock.count / 8)));
  } else {
    stockCards.append(tbEl("div", "rl-slot", L.empty));
  }
  if (canDraw) {
    stock.classList.add("rl-clickable");
    tbPressable(stock, "stock", `${L.btn_draw}: ${L.stock}`, () => ctx.send({ op: "draw" }));
  }
  const stockCap = tbEl("figcaption", "rl-pile-label", `${L.stock} · `);
  stockCap.append(tbEl("span", "rl-stock-count rl-count-badge", s.stock.count));
  stock.append(stockCards, stockCap);

  const d = s.discard;
  const pile = tbEl("figure", "rl-discard" + (d.spread ? " rl-spread" : ""));
  const pickable = new Set(d.pickable);
  const pileCards = tbEl("div", "rl-pile-cards");
  if (!d.cards.length) {
    pileCards.append(tbEl("div", "rl-slot", L.empty));
  } else if (d.spread) {
    pileCards.append(renderFan(d.cards, { ...TB_OPT, selectable: false, width: 54, label: L.discard_pile }));
  } else {
    pileCards.append(renderCard(d.cards[d.cards.length - 1], { ...TB_OPT, width: 78 }));
    pileCards.style.setProperty("--rl-depth", Math.min(4, d.size - 1));
  }
  const preview = d.preview || {};
  const locked = d.locked || {};
  const hint = tbEl("div", "rl-pile-hint", d.spread ? L.pick_from_pile : "");
  hint.id = `rl-pile-hint-${ctx.id}`;
  const show = (text) => () => { hint.textContent = text; };
  const cards = pileCards.querySelectorAll(".rl-card");
  cards.forEach((card, i) => {
    const code = card.dataset.code;
    if (i === cards.length - 1) card.classList.add("rl-discard-top");
    if (!s.buttons.take.enabled) return;
    const name = card.getAttribute("aria-label");
    if (pickable.has(code)) {
      card.classList.add("rl-pickable");
      tbPressable(card, `pile:${code}`, `${L.btn_take}: ${name}`, () => ctx.send({ op: "take", card: code }));
    } else if (locked[code]) {
      // the engine explains the refusal: clicking sends the take and shows its reason
      card.classList.add("rl-locked");
      tbPressable(card, `pile:${code}`, locked[code], () => ctx.send({ op: "take", card: code }));
    } else {
      return;
    }
    const text = preview[code] || locked[code];
    card.title = text;
    card.setAttribute("aria-describedby", hint.id);
    for (const ev of ["mouseenter", "focus"]) card.addEventListener(ev, show(text));
  });
  const cap = tbEl("figcaption", "rl-pile-label", `${L.discard_pile} · `);
  cap.append(tbEl("span", "rl-discard-count rl-count-badge", d.size));
  pile.append(pileCards, cap);
  if (s.buttons.take.enabled && d.cards.length && (d.spread || Object.keys(preview).length)) {
    if (!d.spread) hint.textContent = Object.values(preview)[0] || "";
    pile.append(hint);
  }
  piles.append(stock, pile);
  return piles;
}

function tbMelds(s, ctx) {
  const L = s.labels;
  const zone = tbEl("section", "rl-melds");
  zone.setAttribute("aria-label", L.melds);
  if (!s.melds.length) {
    zone.append(tbEl("div", "rl-no-melds", L.no_melds));
    return zone;
  }
  const picking = s.picking;
  for (const group of s.melds) {
    const box = tbEl("div", "rl-meld-group");
    box.dataset.seat = group.seat;
    box.append(tbEl("h4", "rl-group-title", group.title));
    const row = tbEl("div", "rl-meld-row");
    for (const meld of group.melds) {
      const fig = tbEl("figure", `rl-meld rl-${meld.kind}`);
      fig.dataset.meldId = meld.id;
      const fan = renderFan(meld.cards, { ...TB_OPT, selectable: false, width: 46, label: meld.caption });
      fan.querySelectorAll(".rl-card").forEach((card, i) => {
        const c = meld.cards[i];
        if (c.by_name !== undefined && c.by !== group.seat) {
          card.dataset.by = c.by_name.slice(0, 1).toUpperCase(); // a lay-off by someone else
          card.classList.add("rl-by-other");
        }
      });
      fig.append(fan);
      fig.append(tbEl("figcaption", "rl-meld-caption", meld.caption));
      if (picking) {
        fig.classList.add("rl-target");
        tbPressable(fig, `meld:${meld.id}`, `${meld.caption}`,
          () => ctx.send({ op: picking.op, cards: [picking.card], meld: meld.id }));
      }
      row.append(fig);
    }
    box.append(row);
    zone.append(box);
  }
  return zone;
}

function tbHand(s, ctx) {
  const L = s.labels;
  const you = tbEl("section", "rl-you");
  you.setAttribute("aria-label", s.hand_title);
  const head = tbEl("div", "rl-you-head");
  head.append(tbEl("h3", "rl-hand-title", s.hand_title), tbEl("p", "rl-prompt", s.prompt));
  you.append(head);
  const wrap = tbEl("div", "rl-hand");
  if (s.cover) {
    const cover = tbEl("div", "rl-cover");
    cover.append(tbEl("p", "", s.cover));
    const btn = tbEl("button", "rl-btn rl-primary", L.btn_reveal);
    btn.dataset.op = "reveal";
    btn.dataset.focus = "btn:reveal";
    btn.addEventListener("click", () => ctx.send({ op: "reveal" }));
    cover.append(btn);
    wrap.append(cover);
    you.append(wrap);
    return you;
  }
  const codes = new Set(s.hand.map((c) => c.code));
  ctx.ui.selected = new Set([...ctx.ui.selected].filter((c) => codes.has(c)));
  const descs = tbOrder(s.hand, ctx.ui).map((c) => ({ ...c, selected: ctx.ui.selected.has(c.code) }));
  const width = descs.length > 18 ? 58 : descs.length > 13 ? 66 : 78;
  const info = tbEl("div", "rl-hand-info");
  const countEl = tbEl("span", "rl-hand-count", tbCount(descs.length, L));
  const selEl = tbEl("span", "rl-selected-count");
  const showSel = () => {
    const n = ctx.ui.selected.size;
    selEl.textContent = n ? `${n} ${L.selected}` : "";
  };
  const onSelect = () => { showSel(); tbMarkTargets(ctx); };
  if (s.suggest && s.suggest.groups.length) {
    wrap.append(tbSuggested(s, descs, ctx, { width, onSelect }));
  } else {
    const fan = renderFan(descs, {
      ...TB_OPT, selectable: true, width, label: s.hand_title,
      onSelect: (sel) => { ctx.ui.selected = new Set(sel); onSelect(); },
    });
    if (descs.length > 13) fan.classList.add("rl-tight");
    fan.querySelectorAll(".rl-card").forEach((card, i) => {
      tbHandCard(card, descs[i], L);
      tbDraggable(card, i, descs, ctx);
    });
    tbReorderKeys(fan, descs, ctx);
    wrap.append(fan);
  }
  showSel();
  info.append(countEl, selEl);
  const me = s.players.find((p) => p.seat === s.seat);
  if (me && me.counted) info.append(tbCounted(me.counted));
  you.append(wrap, info, tbHandTools(s, ctx));
  return you;
}

/** A hand card's focus key and its "new" / "taken" marks. */
function tbHandCard(card, desc, L) {
  card.dataset.focus = `card:${desc.code}`;
  if (desc.new) {
    card.classList.add("rl-new");
    card.dataset.tag = L.table_new;
  }
  if (desc.taken) card.classList.add("rl-taken");
}

/** The hand grouped as suggested (state.suggest, built in Python from the seat's own
 * hand and the table): each meld, each lay-off, then the cards left, every card still
 * selectable; a group's title selects its cards. Display only: the game is unchanged. */
function tbSuggested(s, descs, ctx, opts) {
  const L = s.labels;
  const box = tbEl("div", "rl-suggest");
  const pool = [...descs]; // the hand's own descriptions (selected, new), matched by code
  s.suggest.groups.forEach((g, k) => {
    const cards = g.cards.map((c) => {
      const i = pool.findIndex((d) => d.code === c.code);
      return { ...(i >= 0 ? pool.splice(i, 1)[0] : c), joker_as: c.joker_as, label: c.label };
    });
    const group = tbEl("div", `rl-suggest-group rl-suggest-${g.kind}`);
    let title;
    if (g.select) {
      title = tbEl("button", "rl-btn rl-small rl-suggest-pick", g.label);
      title.type = "button";
      title.title = g.select;
      title.setAttribute("aria-label", g.select);
      title.dataset.focus = `suggest:${k}`;
      title.addEventListener("click", () => {
        ctx.ui.selected = new Set(cards.map((c) => c.code));
        ctx.redraw();
      });
    } else {
      title = tbEl("span", "rl-suggest-label", g.label);
    }
    const fan = renderFan(cards, {
      ...TB_OPT, selectable: true, width: opts.width, label: g.label,
      onSelect: (_sel, desc, on) => {
        if (on) ctx.ui.selected.add(desc.code);
        else ctx.ui.selected.delete(desc.code);
        opts.onSelect();
      },
    });
    fan.querySelectorAll(".rl-card").forEach((card, i) => tbHandCard(card, cards[i], L));
    group.append(title, fan);
    box.append(group);
  });
  const note = tbEl("p", "rl-suggest-note", s.suggest.note);
  box.append(note);
  return box;
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
function tbOrder(hand, ui) {
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

/** Move the card at `from` to `to` in the hand order and redraw (a manual order). */
function tbMove(ctx, from, to, descs) {
  const order = descs.map((c) => c.code);
  if (to < 0 || to >= order.length || from === to) return;
  const [code] = order.splice(from, 1);
  order.splice(to, 0, code);
  ctx.ui.order = order;
  ctx.ui.sort = null;
  ctx.ui.focusIndex = to;
  ctx.redraw();
}

function tbReorderKeys(fan, descs, ctx) {
  fan.addEventListener("keydown", (ev) => {
    const card = ev.target.closest(".rl-card");
    if (!card || !ev.shiftKey || !(ev.key === "ArrowLeft" || ev.key === "ArrowRight")) return;
    ev.preventDefault();
    ev.stopPropagation();
    const i = Number(card.dataset.index);
    tbMove(ctx, i, i + (ev.key === "ArrowLeft" ? -1 : 1), descs);
  }, true);
}

function tbDraggable(card, i, descs, ctx) {
  card.draggable = true;
  card.addEventListener("dragstart", (ev) => {
    ev.dataTransfer.effectAllowed = "move";
    ev.dataTransfer.setData("text/plain", String(i));
    card.classList.add("rl-dragging");
  });
  card.addEventListener("dragend", () => card.classList.remove("rl-dragging"));
  card.addEventListener("dragover", (ev) => ev.preventDefault());
  card.addEventListener("drop", (ev) => {
    ev.preventDefault();
    const from = Number(ev.dataTransfer.getData("text/plain"));
    if (Number.isInteger(from)) tbMove(ctx, from, i, descs);
  });
}

function tbHandTools(s, ctx) {
  const L = s.labels;
  const bar = tbEl("div", "rl-hand-tools");
  for (const [key, label] of [["suit", L.table_sort_suit], ["rank", L.table_sort_rank]]) {
    const btn = tbEl("button", "rl-btn rl-small", label);
    btn.type = "button";
    btn.dataset.sort = key;
    btn.dataset.focus = `sort:${key}`;
    btn.setAttribute("aria-pressed", String(ctx.ui.sort === key));
    btn.addEventListener("click", () => {
      ctx.ui.sort = key;
      if (s.suggest) ctx.send({ op: "suggest", on: false }); // a sort shows the whole hand
      else ctx.redraw();
    });
    bar.append(btn);
  }
  const suggest = tbEl("button", "rl-btn rl-small rl-suggest-btn", L.table_group);
  suggest.type = "button";
  suggest.dataset.focus = "btn:suggest";
  suggest.setAttribute("aria-pressed", String(Boolean(s.suggest)));
  suggest.addEventListener("click", () => ctx.send({ op: "suggest", on: !s.suggest }));
  bar.append(suggest);
  if (!s.suggest) bar.append(tbEl("span", "rl-reorder-hint", L.table_reorder_hint));
  return bar;
}

/** Highlight the melds the one selected card may go to (lay-off or joker swap). */
function tbMarkTargets(ctx) {
  const s = ctx.state;
  const sel = [...ctx.ui.selected];
  const ids = new Set(sel.length === 1 && s && s.targets ? s.targets[sel[0]] || [] : []);
  ctx.root.querySelectorAll(".rl-meld").forEach((fig) => {
    fig.classList.toggle("rl-legal", ids.has(Number(fig.dataset.meldId)));
  });
}

function tbButtons(s, ctx) {
  const L = s.labels;
  const bar = tbEl("div", "rl-actions");
  bar.tabIndex = -1; // the last place focus may fall back to after a redraw
  bar.setAttribute("role", "toolbar");
  bar.setAttribute("aria-label", L.actions);
  for (const op of TB_BUTTONS) {
    const spec = s.buttons[op];
    if (!spec || !spec.visible) continue;
    const btn = tbEl("button", "rl-btn" + (spec.primary ? " rl-primary" : ""), L[`btn_${op}`]);
    btn.type = "button";
    btn.dataset.op = op;
    btn.dataset.focus = `btn:${op}`;
    btn.disabled = !spec.enabled;
    btn.addEventListener("click", () => {
      const cmd = { op };
      if (TB_NEEDS_CARDS.has(op)) cmd.cards = [...ctx.ui.selected];
      ctx.send(cmd);
    });
    bar.append(btn);
  }
  if (s.restart && s.phase === "game_over") {
    const again = tbEl("button", "rl-btn rl-primary", L.table_play_again);
    again.type = "button";
    again.dataset.op = "play_again";
    again.dataset.focus = "btn:play_again";
    again.addEventListener("click", () => ctx.send({ op: "play_again" }));
    const fresh = tbEl("button", "rl-btn", L.btn_new_game);
    fresh.type = "button";
    fresh.dataset.op = "new_game";
    fresh.dataset.focus = "btn:new_game";
    fresh.addEventListener("click", () => {
      const form = ctx.zoom.querySelector(".rl-setup-form");
      if (!form) return;
      form.scrollIntoView({ block: "start" });
      form.querySelector("select, input, button").focus();
    });
    bar.append(again, fresh);
  }
  if (s.picking) {
    const cancel = tbEl("button", "rl-btn rl-cancel", L.btn_cancel);
    cancel.dataset.op = "cancel";
    cancel.dataset.focus = "btn:cancel";
    cancel.addEventListener("click", () => ctx.send({ op: "cancel" }));
    bar.append(cancel);
  }
  return bar;
}

function tbChooser(s, ctx) {
  const box = tbEl("div", "rl-chooser");
  box.setAttribute("role", "dialog");
  box.setAttribute("aria-label", s.chooser.title);
  box.append(tbEl("p", "rl-chooser-title", s.chooser.title));
  s.chooser.options.forEach((opt, i) => {
    const btn = tbEl("button", "rl-btn rl-option", opt.label);
    btn.dataset.focus = `choice:${i}`;
    btn.addEventListener("click", () => ctx.send(opt.command));
    box.append(btn);
  });
  const cancel = tbEl("button", "rl-btn rl-cancel", s.labels.btn_cancel);
  cancel.addEventListener("click", () => ctx.send({ op: "cancel" }));
  box.append(cancel);
  return box;
}

function tbResult(s) {
  const box = tbEl("div", "rl-result");
  box.append(tbEl("p", "rl-result-title", s.result.title));
  for (const line of s.result.lines) box.append(tbEl("p", "rl-result-line", line));
  return box;
}

function tbLog(s) {
  const side = tbEl("aside", "rl-side");
  side.append(tbEl("h3", "rl-log-title", s.labels.log));
  // newest first in the DOM (read first by screen readers); CSS column-reverse shows it
  // at the bottom and keeps the list scrolled there without any scroll code
  const list = tbEl("ul", "rl-log");
  for (const line of [...s.log].reverse()) list.append(tbEl("li", "", line));
  side.append(list);
  return side;
}

const tbReducedMotion = () =>
  typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;

const tbZone = (card) => (card.closest(".rl-hand") ? "hand" : card.closest(".rl-discard") ? "pile"
  : card.closest(".rl-meld") ? "meld" : "other");

/** Where each card (by code, first of each) is on screen now, and in which zone. */
function tbPlaces(felt) {
  const places = new Map();
  felt.querySelectorAll(".rl-card[data-code]").forEach((card) => {
    if (!places.has(card.dataset.code)) {
      places.set(card.dataset.code, { zone: tbZone(card), rect: card.getBoundingClientRect() });
    }
  });
  const stock = felt.querySelector(".rl-stock .rl-card");
  if (stock) places.set("", { zone: "stock", rect: stock.getBoundingClientRect() });
  return places;
}

/** Slide the cards that changed place (stock or pile to hand, hand to pile or meld) from
 * where they were; the few moved cards only, so the update stays quick. Nothing moves
 * when the user asks for reduced motion. */
function tbAnimate(felt, before) {
  felt.querySelectorAll(".rl-card[data-code]").forEach((card) => {
    const zone = tbZone(card);
    let old = before.get(card.dataset.code);
    if (!old && zone === "hand") old = before.get("");
    if (!old || old.zone === zone) return;
    const now = card.getBoundingClientRect();
    const dx = old.rect.left - now.left;
    const dy = old.rect.top - now.top;
    card.classList.add("rl-moving"); // its own layer, no shadow filter: cheap to move
    card.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: "none" }],
      { duration: 200, easing: "ease-out" }).finished.then(() => card.classList.remove("rl-moving"), () => {});
  });
}

/** Where focus goes when its control is gone or disabled after a redraw: the main
 * action, else the new card, else the first card or button (never <body>). */
function tbFocusFallback(root) {
  const picks = [".rl-actions .rl-btn.rl-primary:not(:disabled)", ".rl-hand .rl-card.rl-new",
    ".rl-hand .rl-card[tabindex='0']", ".rl-actions .rl-btn:not(:disabled)", ".rl-actions"];
  for (const sel of picks) {
    const e = root.querySelector(sel);
    if (e) return e;
  }
  return null;
}

/** Redraw everything from the state, keeping focus and the live message region. */
function tbDraw(root, parts, s, ctx) {
  TB_OPT.fourColour = Boolean(s.four_colour);
  TB_OPT.count = (n) => tbCount(n, s.labels);
  TB_BACK.label = s.labels.card_face_down;
  const focused = root.contains(document.activeElement) && document.activeElement.dataset
    ? document.activeElement.dataset.focus || "" : null;
  ctx.state = s;
  const animate = parts.felt.isConnected && !root.hidden && !tbReducedMotion();
  const before = animate ? tbPlaces(parts.felt) : null;
  const opponents = tbEl("div", "rl-opponents");
  for (const p of s.players) if (p.seat !== s.seat) opponents.append(tbSeat(p, s));
  const center = tbEl("div", "rl-center");
  center.append(tbPiles(s, ctx), tbMelds(s, ctx));
  const overlay = tbEl("div", "rl-overlay");
  if (s.result) overlay.append(tbResult(s));
  if (s.chooser) overlay.append(tbChooser(s, ctx));
  parts.felt.replaceChildren(tbHeader(s, ctx), opponents, center, overlay, parts.message,
    tbHand(s, ctx), tbButtons(s, ctx));
  const msg = s.message || { text: "", kind: "info" };
  parts.message.className = `rl-message rl-${msg.kind || "info"}`;
  if (parts.message.textContent !== msg.text) parts.message.textContent = msg.text;
  const log = tbLog(s);
  parts.side.replaceWith(log);
  parts.side = log;
  root.dataset.rev = String(s.rev);
  root.dataset.phase = s.phase;
  root.classList.toggle("rl-my-turn", Boolean(s.my_turn));
  root.classList.toggle("rl-picking", Boolean(s.picking));
  root.classList.remove("rl-busy");
  tbMarkTargets(ctx);
  // measured in the next frame, where the browser lays the page out anyway: the click's
  // update is not held up by a forced layout
  if (before) requestAnimationFrame(() => tbAnimate(parts.felt, before));
  if (ctx.ui.focusIndex !== undefined) { // a card just moved by keyboard or drag
    const card = root.querySelectorAll(".rl-hand .rl-card")[ctx.ui.focusIndex];
    delete ctx.ui.focusIndex;
    if (card) card.focus();
  } else if (focused !== null) {
    const again = focused && root.querySelector(`[data-focus="${CSS.escape(focused)}"]`);
    const target = again && !again.disabled ? again : tbFocusFallback(root);
    if (target) target.focus();
  }
}

/** The scoreboard below the table, from the `scores` trait {html, png, alt}. */
function tbScores(box, scores) {
  if (!scores || !scores.html) {
    box.hidden = true;
    box.replaceChildren();
    return;
  }
  box.hidden = false;
  const tables = tbEl("div", "rl-scores-tables");
  tables.innerHTML = scores.html; // built in Python: every name and text is escaped there
  box.replaceChildren(tables);
  const png = scores.png;
  if (png && png.byteLength) {
    const bytes = new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
    let bin = "";
    for (let i = 0; i < bytes.length; i += 0x8000) {
      bin += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
    }
    const img = tbEl("img", "rl-scores-plot");
    img.alt = scores.alt || "";
    img.src = `data:image/png;base64,${btoa(bin)}`;
    box.append(img);
  }
}

const TB_COUNTER = { n: 0 }; // ids for aria references, unique on the page

/** The card table (and its scoreboard) drawn from `state`; returns the cleanup. */
function tbMountTable(model, el) {
  const root = tbEl("div", "rl-table-root");
  const felt = tbEl("div", "rl-felt");
  const message = tbEl("div", "rl-message");
  message.setAttribute("role", "status");
  message.setAttribute("aria-live", "polite");
  const parts = { felt, message, side: tbEl("aside", "rl-side") };
  root.append(felt, parts.side);
  const board = tbEl("div", "rl-scoreboard");
  el.append(root, board);
  TB_COUNTER.n += 1;
  const ctx = {
    zoom: el,
    root,
    id: TB_COUNTER.n,
    state: null,
    redraw: () => redraw(),
    saved: () => model.get("saved") || "",
    ui: { selected: new Set(), n: 0, order: [], sort: null },
    send(cmd) {
      const last = (model.get("command") || {}).n || 0;
      ctx.ui.n = Math.max(ctx.ui.n, last) + 1;
      root.classList.add("rl-busy");
      model.set("command", { ...cmd, n: ctx.ui.n });
      model.save_changes();
    },
  };
  let lastRev = null;
  const redraw = () => {
    const s = model.get("state") || {};
    root.hidden = !s.labels; // the play page has no game before "Start game"
    if (s.labels) tbDraw(root, parts, s, ctx);
    // a new game (its rev starts again) after "Start game" in the form: show its table
    const fresh = s.labels && (lastRev === null || s.rev < lastRev);
    lastRev = s.labels ? s.rev : null;
    if (fresh && el.dataset.rlStarted) {
      delete el.dataset.rlStarted;
      root.scrollIntoView({ block: "start" });
    }
  };
  const rescore = () => tbScores(board, model.get("scores"));
  const onKey = (ev) => {
    if (ev.key === "Escape" && root.classList.contains("rl-picking")) ctx.send({ op: "cancel" });
  };
  root.addEventListener("keydown", onKey);
  model.on("change:state", redraw);
  model.on("change:scores", rescore);
  model.on("change:saved", redraw);
  redraw();
  rescore();
  root.classList.add("rl-table-ready");
  return () => {
    model.off("change:state", redraw);
    model.off("change:scores", rescore);
    model.off("change:saved", redraw);
  };
}

// -- the play page's setup form (SetupPanel in rummy_lab/ui/setup.py) ----------------------
// Python sends `choices` (what may be chosen, every label) and normalises `form`;
// the browser writes `form` on every change and counts `start` up for "Start game".

function tbField(key, label, control) {
  const box = tbEl("label", `rl-field rl-field-${key}`);
  box.append(tbEl("span", "rl-field-label", label), control);
  return box;
}

function tbSelect(key, options, value, label) {
  const sel = tbEl("select", "rl-input");
  sel.dataset.focus = key;
  if (label) sel.setAttribute("aria-label", label);
  for (const [v, text] of options) {
    const opt = tbEl("option", "", text);
    opt.value = String(v);
    opt.selected = String(v) === String(value);
    sel.append(opt);
  }
  return sel;
}

function tbTick(key, label, checked) {
  const box = tbEl("label", "rl-tick");
  const input = tbEl("input", "");
  input.type = "checkbox";
  input.checked = Boolean(checked);
  input.dataset.focus = key;
  box.append(input, tbEl("span", "", label));
  return box;
}

function tbSetupForm(C, F, error) {
  const L = C.labels || {};
  const form = tbEl("form", "rl-setup-form");
  form.noValidate = true;
  form.append(tbEl("h3", "rl-setup-title", L.setup_title));
  const grid = tbEl("div", "rl-setup-grid");
  grid.append(tbField("variant", L.variant, tbSelect("variant", C.variants || [], F.variant)));
  grid.append(tbField("players", L.players,
    tbSelect("players", (C.players || []).map((n) => [n, n]), F.players)));
  if (C.show_target) {
    grid.append(tbField("target", L.target_label,
      tbSelect("target", (C.targets || []).map((n) => [n, n]), F.target)));
  }
  if (C.speeds) {
    grid.append(tbField("speed", L.table_bot_speed, tbSelect("speed", C.speeds, F.speed)));
  }
  if (C.teacher) {
    const seed = tbEl("input", "rl-input");
    seed.type = "text";
    seed.inputMode = "numeric";
    seed.placeholder = L.seed_random;
    seed.title = L.seed_hint;
    seed.value = F.seed || "";
    seed.dataset.focus = "seed";
    grid.append(tbField("seed", L.seed, seed));
  }
  const seats = tbEl("div", "rl-setup-seats");
  (F.seats || []).slice(0, F.players).forEach((seat, i) => {
    const spec = (C.seats || [])[i] || {};
    const row = tbEl("div", "rl-setup-seat");
    row.dataset.seat = i;
    const name = tbEl("input", "rl-input rl-seat-name-input");
    name.type = "text";
    name.maxLength = 24;
    name.value = seat.name;
    name.dataset.focus = `name:${i}`;
    name.setAttribute("aria-label", spec.name || "");
    row.append(tbEl("span", "rl-field-label", spec.label),
      name, tbSelect(`kind:${i}`, C.kinds || [], seat.kind, spec.kind));
    seats.append(row);
  });
  const opts = tbEl("fieldset", "rl-setup-options");
  opts.append(tbEl("legend", "rl-field-label", L.setup_options));
  for (const [key, label] of C.options || []) {
    opts.append(tbTick(`opt:${key}`, label, (F.options || {})[key]));
  }
  opts.append(tbTick("four_colour", L.four_colour, F.four_colour));
  const actions = tbEl("div", "rl-setup-actions");
  const start = tbEl("button", "rl-btn rl-primary rl-start", L.btn_start);
  start.type = "submit";
  start.dataset.focus = "start";
  const err = tbEl("p", "rl-setup-error", error || "");
  err.setAttribute("role", "alert");
  actions.append(start, err);
  form.append(grid, seats, opts, actions);
  return form;
}

/** The form's values as a new `form` dict (seats not shown keep their values). */
function tbReadForm(form, F) {
  const get = (key) => form.querySelector(`[data-focus="${CSS.escape(key)}"]`);
  const out = { ...F, options: { ...(F.options || {}) }, seats: (F.seats || []).map((s) => ({ ...s })) };
  for (const key of ["variant", "players", "target", "seed", "speed"]) {
    const e = get(key);
    if (e) out[key] = key === "players" || key === "target" ? Number(e.value) : e.value;
  }
  out.seats.forEach((seat, i) => {
    const name = get(`name:${i}`);
    const kind = get(`kind:${i}`);
    if (name) seat.name = name.value;
    if (kind) seat.kind = kind.value;
  });
  for (const key of Object.keys(out.options)) {
    const e = get(`opt:${key}`);
    if (e) out.options[key] = e.checked;
  }
  const four = get("four_colour");
  if (four) out.four_colour = four.checked;
  return out;
}

const TB_SAVE_KEY = "rummy-lab.saved-game";

function tbStore(text) {
  try {
    if (text === undefined) return localStorage.getItem(TB_SAVE_KEY);
    if (text) localStorage.setItem(TB_SAVE_KEY, text);
    else localStorage.removeItem(TB_SAVE_KEY);
  } catch (err) { // storage blocked: no resume after a reload, nothing else changes
    return null;
  }
  return text;
}

/** Download `data` (text or bytes) as a file named `name`: the sealed save (the browser
 * cannot read its cards) and the teacher's exports. */
function tbDownload(data, name, mime = "application/json") {
  const url = URL.createObjectURL(new Blob([data], { type: mime }));
  const a = tbEl("a", "");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

/** "Load a saved game" (a file) and "Resume my last game" (this browser's copy). */
function tbLoadControls(model, L) {
  const box = tbEl("div", "rl-setup-load");
  const send = (text) => {
    const n = ((model.get("load") || {}).n || 0) + 1;
    model.set("load", { n, text });
    model.save_changes();
  };
  const pick = tbEl("label", "rl-btn rl-file");
  const input = tbEl("input", "");
  input.type = "file";
  input.accept = ".json,application/json";
  input.dataset.focus = "load";
  // the page's upload guard (language.js) sends no bigger file
  input.dataset.rlLimit = String((model.get("choices") || {}).upload_limit || "");
  input.addEventListener("change", async () => {
    const file = input.files && input.files[0];
    if (file) send(await file.text());
    input.value = "";
  });
  pick.append(tbEl("span", "", L.table_load), input);
  box.append(pick, tbReplayControls(L, (code) => {
    const n = ((model.get("load") || {}).n || 0) + 1;
    model.set("load", { n, code });
    model.save_changes();
  }));
  const kept = tbStore();
  if (kept) {
    const resume = tbEl("button", "rl-btn rl-resume", L.table_resume);
    resume.type = "button";
    resume.dataset.focus = "resume";
    resume.addEventListener("click", () => send(kept));
    box.append(resume);
  }
  return box;
}

/** A replay code (shown at game over) and "Play this game again". */
function tbReplayControls(L, send) {
  const row = tbEl("div", "rl-setup-replay");
  const input = tbEl("input", "rl-input rl-replay-code");
  input.type = "text";
  input.maxLength = 80;
  input.autocomplete = "off";
  input.spellcheck = false;
  input.placeholder = "RL2-…";
  input.dataset.focus = "replay";
  input.setAttribute("aria-label", L.table_replay_code);
  const go = tbEl("button", "rl-btn rl-replay-play", L.table_replay_play);
  go.type = "button";
  const play = () => { if (input.value.trim()) send(input.value); };
  go.addEventListener("click", play);
  input.addEventListener("keydown", (ev) => {
    if (ev.key === "Enter") { ev.preventDefault(); ev.stopPropagation(); play(); }
  });
  row.append(input, go);
  return row;
}

function tbMountSetup(model, el) {
  const box = tbEl("section", "rl-setup-box");
  el.append(box);
  let form = null;
  // a typed name is already shown: redrawing then could eat the click that blurred it
  let local = false;
  const send = (extra, typed) => {
    local = Boolean(typed);
    model.set("form", tbReadForm(form, model.get("form") || {}));
    local = false;
    if (extra) {
      el.dataset.rlStarted = "1";
      model.set("start", (model.get("start") || 0) + 1);
    }
    model.save_changes();
  };
  const draw = () => {
    if (local) return;
    const active = document.activeElement;
    const key = form && form.contains(active) ? active.dataset.focus : null;
    const typed = key && active.type === "text" ? active.value : null;
    form = tbSetupForm(model.get("choices") || {}, model.get("form") || {}, model.get("error"));
    form.addEventListener("change", (ev) => send(false, ev.target.type === "text"));
    form.addEventListener("submit", (ev) => { ev.preventDefault(); send(true); });
    form.querySelector(".rl-setup-actions").append(tbLoadControls(model, (model.get("choices") || {}).labels || {}));
    box.replaceChildren(form);
    const again = key ? form.querySelector(`[data-focus="${CSS.escape(key)}"]`) : null;
    if (again) {
      if (typed !== null) again.value = typed;
      again.focus();
    }
  };
  const showError = () => {
    if (form) form.querySelector(".rl-setup-error").textContent = model.get("error") || "";
  };
  model.on("change:choices", draw);
  model.on("change:form", draw);
  model.on("change:error", showError);
  const keep = () => {
    const text = model.get("saved");
    if (text) tbStore(text);
    else if ((model.get("state") || {}).phase === "game_over") tbStore("");
  };
  model.on("change:saved", keep);
  draw();
  return () => {
    model.off("change:choices", draw);
    model.off("change:form", draw);
    model.off("change:error", showError);
    model.off("change:saved", keep);
  };
}

function render({ model, el }) {
  // every rule in table.css / cards.css starts with these classes: scoped to this widget
  el.classList.add("rl-tb", "rl-cards-host");
  if (model.get("dash") !== undefined) return tcMountTeacher(model, el); // widgets/teacher.js
  const zoom = tbEl("div", "rl-zoom"); // the container queries measure this box
  zoom.classList.toggle("rl-projector", tbProjector());
  el.append(zoom);
  const cleanups = [];
  if (model.get("choices") !== undefined) cleanups.push(tbMountSetup(model, zoom));
  if (model.get("lobby") !== undefined) cleanups.push(lbMountLobby(model, zoom)); // lobby.js
  cleanups.push(tbMountTable(model, zoom));
  return () => cleanups.forEach((f) => f());
}

export default { render };
