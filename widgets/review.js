// rummy-lab: the play page's "Review" (rummy_lab/ui/review_pane.py). At the end of a hand
// or of the game a button asks the kernel for a review of this seat; while it runs a
// progress bar shows; then the learner steps through the costliest decisions (previous /
// next), each with the board as this seat saw it, what was played, what was better and
// why. The slides come from the `review` trait (only what the seat could see). "Practise
// these" asks the same positions again (`review.drill`): a choice is graded in the kernel
// and kept in this browser's practice record (learner.js).

import { renderCard, renderFan } from "./cards.js";
import { elem } from "./dom.js";
import { learnerId } from "./learner.js";
import { sendCommand, watchTraits } from "./model.js";

const ENDED = ["hand_over", "game_over"];

function button(text, op, onPress, primary = false) {
  const b = elem("button", "rl-btn" + (primary ? " rl-primary" : ""), text);
  b.type = "button";
  b.dataset.op = op;
  b.addEventListener("click", onPress);
  return b;
}

function cards(descs, label) {
  const fan = renderFan(descs, { selectable: false, label, width: 44 });
  fan.classList.add("rl-review-fan");
  return fan;
}

function board(b, L) {
  const box = elem("div", "rl-review-board");
  const mine = elem("section", "rl-review-part rl-review-mine");
  mine.append(elem("h4", "", L.review_your_hand), cards(b.hand, L.review_your_hand));
  const table = elem("section", "rl-review-part rl-review-melds");
  table.append(elem("h4", "", L.review_table));
  for (const m of b.melds) {
    const row = elem("div", "rl-review-meld");
    row.append(elem("span", "rl-review-owner", `${m.owner}: ${m.caption}`),
      cards(m.cards, m.caption));
    table.append(row);
  }
  const piles = elem("section", "rl-review-part rl-review-piles");
  const pile = elem("div", "rl-review-pile");
  pile.append(elem("span", "", `${L.review_discard} (${b.discard_size})`));
  if (b.discard.length) pile.append(cards(b.discard, L.review_discard));
  const stock = elem("div", "rl-review-stock");
  stock.append(elem("span", "", `${L.review_stock}: ${b.stock_size}`),
    renderCard({ face_down: true }, { width: 34 }));
  const others = elem("p", "rl-review-others",
    `${L.review_others}: ` + b.others.map((o) => `${o.name} ${o.count}`).join(", "));
  piles.append(pile, stock, others);
  box.append(mine, table, piles);
  return box;
}

function slide(sl, L, at, n) {
  const box = elem("article", `rl-review-slide rl-sev-${sl.severity}`);
  box.dataset.index = String(sl.index);
  const head = elem("p", "rl-review-head");
  head.append(elem("strong", "", `${at + 1} / ${n} · ${sl.heading}`), " ",
    elem("span", `rl-review-sev rl-sev-${sl.severity}`, `${sl.severity_text}, ${sl.cost}`));
  const facts = elem("div", "rl-review-facts");
  for (const [k, v] of [[L.review_played, sl.played], [L.review_better, sl.better],
    [L.review_why, sl.why]]) {
    const line = elem("p", "");
    line.append(elem("strong", "", `${k}: `), v);
    facts.append(line);
  }
  box.append(head, facts, board(sl.board, L));
  return box;
}

/** "Practise these": the current position, its choices, the verdict once answered. */
function drill(d, lang, L, send) {
  const page = d.langs[lang];
  const D = page.labels;
  const box = elem("section", "rl-review-drill");
  box.dataset.at = String(d.at);
  box.append(elem("h4", "rl-review-drill-title", D.review_drill_title));
  const nav = elem("div", "rl-review-nav");
  if (d.done) {
    box.append(elem("p", "rl-review-drill-done", `${D.review_drill_done} ${page.summary}`));
  } else {
    const v = page.verdict;
    box.append(elem("p", "rl-review-head", page.heading),
      elem("p", "rl-review-prompt", page.prompt), board(page.board, L));
    const choices = elem("div", "rl-review-choices");
    for (const c of page.choices) {
      const b = button(c.label, "review_answer",
        () => send({ op: "review_answer", choice: c.id, learner: learnerId() }));
      b.dataset.choice = c.id;
      if (v) {
        b.disabled = true;
        if (v.right.includes(c.id)) b.classList.add("rl-review-right");
        if (v.chosen === c.id && !v.correct) b.classList.add("rl-review-wrong");
      }
      choices.append(b);
    }
    box.append(choices);
    if (v) {
      const say = elem("p", `rl-review-verdict ${v.correct ? "rl-review-ok" : "rl-review-no"}`,
        v.feedback);
      say.setAttribute("role", "status");
      box.append(say);
      nav.append(button(D.review_drill_next, "review_drill_next",
        () => send({ op: "review_drill_next" }), true));
    }
  }
  nav.append(button(D.review_drill_back, "review_drill_back", () => send({ op: "review_drill_back" })));
  box.append(nav);
  return box;
}

/** The review button and pane below the card table; returns the cleanup. */
export function rvMountReview(model, el) {
  const box = elem("div", "rl-review rl-panel");
  const table = el.querySelector(".rl-table-root");
  if (table) table.after(box);
  else el.append(box);
  const ui = { at: 0, key: "" };
  const send = (cmd) => sendCommand(model, cmd);
  const draw = () => {
    const s = model.get("state") || {};
    const r = model.get("review") || {};
    box.replaceChildren();
    box.hidden = !s.labels || !ENDED.includes(s.phase);
    if (box.hidden) return;
    const lang = s.lang || "en";
    const L = (r.labels || {})[lang] || {};
    box.dataset.status = r.status || "none";
    if (r.status === "running") {
      const bar = elem("progress", "rl-review-progress");
      bar.max = r.total || 1;
      bar.value = r.done || 0;
      const text = elem("p", "rl-review-text", (r.text || {})[lang] || "");
      text.setAttribute("role", "status");
      box.append(text, bar);
      return;
    }
    if (r.status !== "ready") {
      const row = elem("div", "rl-review-start");
      if (r.status === "error") row.append(elem("p", "rl-review-error", (r.text || {})[lang]));
      row.append(button(L.review_button_hand, "review", () => send({ op: "review", scope: "hand" })));
      if (s.phase === "game_over") {
        row.append(button(L.review_button_game, "review_game",
          () => send({ op: "review", scope: "game" })));
      }
      box.append(row);
      return;
    }
    const page = r.langs[lang];
    const key = `${r.scope}:${r.count}`;
    if (key !== ui.key) { ui.key = key; ui.at = 0; }
    const n = page.slides.length;
    ui.at = Math.max(0, Math.min(ui.at, n - 1));
    box.setAttribute("role", "region");
    box.setAttribute("aria-label", L.review_title);
    box.append(elem("h3", "rl-review-title", L.review_title));
    if (r.drill) {
      box.append(drill(r.drill, lang, L, send));
      return;
    }
    box.append(elem("p", "rl-review-summary", page.summary));
    for (const line of page.refusals) box.append(elem("p", "rl-review-refusal", line));
    if (n) box.append(slide(page.slides[ui.at], L, ui.at, n));
    const nav = elem("div", "rl-review-nav");
    const prev = button(L.review_prev, "review_prev", () => { ui.at -= 1; draw(); });
    const next = button(L.review_next, "review_next", () => { ui.at += 1; draw(); }, true);
    prev.disabled = ui.at <= 0;
    next.disabled = ui.at >= n - 1;
    if (n > 1) nav.append(prev, next);
    if (n) nav.append(button(L.review_practise, "review_practise", () => send({ op: "review_practise" })));
    nav.append(button(L.review_close, "review_close", () => send({ op: "review_close" })));
    box.append(nav);
    if (r.practised) box.append(elem("p", "rl-review-saved", L.review_practise_saved));
  };
  const unwatch = watchTraits(model, { state: draw, review: draw });
  draw();
  return () => {
    unwatch();
    box.remove();
  };
}
