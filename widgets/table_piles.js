// rummy-lab card table: the centre, the stock and the discard pile (take, deep pick with
// its preview, locked cards with the engine's reason) and the melds on the table (a
// target while a lay-off or joker swap waits for its meld).

import { renderCard, renderFan } from "./cards.js";
import { elem, pressable } from "./dom.js";
import { TB_BACK, TB_OPT, stockDepth } from "./table_view.js";

export function tbPiles(s, ctx) {
  const L = s.labels;
  const piles = elem("div", "rl-piles");
  const stock = elem("figure", "rl-stock");
  const canDraw = s.buttons.draw.enabled;
  const stockCards = elem("div", "rl-pile-cards");
  if (s.stock.count) {
    stockCards.append(renderCard(TB_BACK, { width: 78 }));
    stockCards.style.setProperty("--rl-depth", stockDepth(s.stock.count));
  } else {
    stockCards.append(elem("div", "rl-slot", L.empty));
  }
  if (canDraw) {
    stock.classList.add("rl-clickable");
    pressable(stock, "stock", `${L.btn_draw}: ${L.stock}`, () => ctx.send({ op: "draw" }));
  }
  const stockCap = elem("figcaption", "rl-pile-label", `${L.stock} · `);
  stockCap.append(elem("span", "rl-stock-count rl-count-badge", s.stock.count));
  stock.append(stockCards, stockCap);

  const d = s.discard;
  const pile = elem("figure", "rl-discard" + (d.spread ? " rl-spread" : ""));
  const pickable = new Set(d.pickable);
  const pileCards = elem("div", "rl-pile-cards");
  if (!d.cards.length) {
    pileCards.append(elem("div", "rl-slot", L.empty));
  } else if (d.spread) {
    pileCards.append(renderFan(d.cards, { ...TB_OPT, selectable: false, width: 54, label: L.discard_pile }));
  } else {
    pileCards.append(renderCard(d.cards[d.cards.length - 1], { ...TB_OPT, width: 78 }));
    pileCards.style.setProperty("--rl-depth", Math.min(4, d.size - 1));
  }
  const preview = d.preview || {};
  const locked = d.locked || {};
  const hint = elem("div", "rl-pile-hint", d.spread ? L.pick_from_pile : "");
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
      pressable(card, `pile:${code}`, `${L.btn_take}: ${name}`, () => ctx.send({ op: "take", card: code }));
    } else if (locked[code]) {
      // the engine explains the refusal: clicking sends the take and shows its reason
      card.classList.add("rl-locked");
      pressable(card, `pile:${code}`, locked[code], () => ctx.send({ op: "take", card: code }));
    } else {
      return;
    }
    const text = preview[code] || locked[code];
    card.title = text;
    card.setAttribute("aria-describedby", hint.id);
    for (const ev of ["mouseenter", "focus"]) card.addEventListener(ev, show(text));
  });
  const cap = elem("figcaption", "rl-pile-label", `${L.discard_pile} · `);
  cap.append(elem("span", "rl-discard-count rl-count-badge", d.size));
  pile.append(pileCards, cap);
  if (s.buttons.take.enabled && d.cards.length && (d.spread || Object.keys(preview).length)) {
    if (!d.spread) hint.textContent = Object.values(preview)[0] || "";
    pile.append(hint);
  }
  piles.append(stock, pile);
  return piles;
}

export function tbMelds(s, ctx) {
  const L = s.labels;
  const zone = elem("section", "rl-melds");
  zone.setAttribute("aria-label", L.melds);
  if (!s.melds.length) {
    zone.append(elem("div", "rl-no-melds", L.no_melds));
    return zone;
  }
  const picking = s.picking;
  for (const group of s.melds) {
    const box = elem("div", "rl-meld-group");
    box.dataset.seat = group.seat;
    box.append(elem("h4", "rl-group-title", group.title));
    const row = elem("div", "rl-meld-row");
    for (const meld of group.melds) {
      const fig = elem("figure", `rl-meld rl-${meld.kind}`);
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
      fig.append(elem("figcaption", "rl-meld-caption", meld.caption));
      if (picking) {
        fig.classList.add("rl-target");
        pressable(fig, `meld:${meld.id}`, `${meld.caption}`,
          () => ctx.send({ op: picking.op, cards: [picking.card], meld: meld.id }));
      }
      row.append(fig);
    }
    box.append(row);
    zone.append(box);
  }
  return zone;
}
