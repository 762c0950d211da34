// rummy-lab card table: cards sliding to their new place after a move, and where focus
// falls back to after a redraw.

export const tbReducedMotion = () =>
  typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;

const tbZone = (card) => (card.closest(".rl-hand") ? "hand" : card.closest(".rl-discard") ? "pile"
  : card.closest(".rl-meld") ? "meld" : "other");

/** Where each card (by code, first of each) is on screen now, and in which zone. */
export function tbPlaces(felt) {
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
export function tbAnimate(felt, before) {
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
export function tbFocusFallback(root) {
  const picks = [".rl-actions .rl-btn.rl-primary:not(:disabled)", ".rl-hand .rl-card.rl-new",
    ".rl-hand .rl-card[tabindex='0']", ".rl-actions .rl-btn:not(:disabled)", ".rl-actions"];
  for (const sel of picks) {
    const e = root.querySelector(sel);
    if (e) return e;
  }
  return null;
}
