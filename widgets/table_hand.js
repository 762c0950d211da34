// rummy-lab card table: your hand (selectable fan, or grouped as suggested), its order
// (sort, Shift+arrow keys, drag and drop), its tools and the marks on legal targets.

import { renderFan } from "./cards.js";
import { elem } from "./dom.js";
import { TB_OPT, handCardWidth, legalTargets, tbCount, tbOrder } from "./table_view.js";
import { tbCounted } from "./table_seats.js";

export function tbHand(s, ctx) {
  const L = s.labels;
  const you = elem("section", "rl-you");
  you.setAttribute("aria-label", s.hand_title);
  const head = elem("div", "rl-you-head");
  head.append(elem("h3", "rl-hand-title", s.hand_title), elem("p", "rl-prompt", s.prompt));
  you.append(head);
  const wrap = elem("div", "rl-hand");
  if (s.cover) {
    const cover = elem("div", "rl-cover");
    cover.append(elem("p", "", s.cover));
    const btn = elem("button", "rl-btn rl-primary", L.btn_reveal);
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
  const width = handCardWidth(descs.length);
  const info = elem("div", "rl-hand-info");
  const countEl = elem("span", "rl-hand-count", tbCount(descs.length, L));
  const selEl = elem("span", "rl-selected-count");
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
  const box = elem("div", "rl-suggest");
  const pool = [...descs]; // the hand's own descriptions (selected, new), matched by code
  s.suggest.groups.forEach((g, k) => {
    const cards = g.cards.map((c) => {
      const i = pool.findIndex((d) => d.code === c.code);
      return { ...(i >= 0 ? pool.splice(i, 1)[0] : c), joker_as: c.joker_as, label: c.label };
    });
    const group = elem("div", `rl-suggest-group rl-suggest-${g.kind}`);
    let title;
    if (g.select) {
      title = elem("button", "rl-btn rl-small rl-suggest-pick", g.label);
      title.type = "button";
      title.title = g.select;
      title.setAttribute("aria-label", g.select);
      title.dataset.focus = `suggest:${k}`;
      title.addEventListener("click", () => {
        ctx.ui.selected = new Set(cards.map((c) => c.code));
        ctx.redraw();
      });
    } else {
      title = elem("span", "rl-suggest-label", g.label);
    }
    const fan = renderFan(cards, {
      ...TB_OPT, selectable: true, width: opts.width, label: g.label,
      onSelect: (_sel, desc, on) => {
        if (on) ctx.ui.selected.add(desc.code);
        else ctx.ui.selected.delete(desc.code);
        opts.onSelect();
      },
    });
    fan.querySelectorAll(".rl-card").forEach((card, i) => { tbHandCard(card, cards[i], L); });
    group.append(title, fan);
    box.append(group);
  });
  const note = elem("p", "rl-suggest-note", s.suggest.note);
  box.append(note);
  return box;
}

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
  const bar = elem("div", "rl-hand-tools");
  for (const [key, label] of [["suit", L.table_sort_suit], ["rank", L.table_sort_rank]]) {
    const btn = elem("button", "rl-btn rl-small", label);
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
  const suggest = elem("button", "rl-btn rl-small rl-suggest-btn", L.table_group);
  suggest.type = "button";
  suggest.dataset.focus = "btn:suggest";
  suggest.setAttribute("aria-pressed", String(Boolean(s.suggest)));
  suggest.addEventListener("click", () => ctx.send({ op: "suggest", on: !s.suggest }));
  bar.append(suggest);
  if (!s.suggest) bar.append(elem("span", "rl-reorder-hint", L.table_reorder_hint));
  return bar;
}

/** Highlight the melds the one selected card may go to (lay-off or joker swap). */
export function tbMarkTargets(ctx) {
  const ids = legalTargets(ctx.state, ctx.ui.selected);
  ctx.root.querySelectorAll(".rl-meld").forEach((fig) => {
    fig.classList.toggle("rl-legal", ids.has(Number(fig.dataset.meldId)));
  });
}
