// rummy-lab card table: the header (title, score chips, Save, projector switch) and the
// other players' seats (avatar sign, name, role, cards or backs, count at hand end).

import { renderCard, renderFan } from "./cards.js";
import { downloadFile, elem } from "./dom.js";
import { tbProjectorButton } from "./projector.js";
import { TB_BACK, TB_MAX_BACKS, TB_OPT, tbCount, tbSign } from "./table_view.js";

export function tbHeader(s, ctx) {
  const top = elem("header", "rl-top");
  const title = elem("div", "rl-title");
  title.append(elem("strong", "rl-variant", s.title));
  for (const part of [s.hand_no, s.round, s.target, s.pool]) {
    if (part) title.append(elem("span", "rl-chip", part));
  }
  if (s.teacher) title.append(elem("span", "rl-chip rl-teacher", s.labels.teacher_view));
  const chips = elem("div", "rl-scorechips");
  chips.setAttribute("aria-label", s.labels.scores);
  for (const p of s.players) {
    const chip = elem("span", "rl-score" + (p.turn ? " rl-turn" : "") + (p.you ? " rl-you" : ""));
    chip.dataset.seat = p.seat;
    chip.append(elem("span", "rl-score-name", p.name), elem("b", "rl-score-value", p.score));
    chips.append(chip);
  }
  if (ctx.saved()) {
    const save = elem("button", "rl-btn rl-projector-btn rl-save", s.labels.table_save);
    save.type = "button";
    save.dataset.focus = "btn:save";
    save.addEventListener("click", () => downloadFile(ctx.saved(), "rummy-lab-game.json"));
    chips.append(save);
  }
  chips.append(tbProjectorButton(s, ctx));
  top.append(title, chips);
  return top;
}

function tbBacks(count, width) {
  const stack = elem("div", "rl-backs");
  stack.style.setProperty("--rl-card-w", `${width}px`);
  for (let i = 0; i < Math.min(count, TB_MAX_BACKS); i++) stack.append(renderCard(TB_BACK, { width }));
  return stack;
}

export function tbSeat(p, s) {
  const L = s.labels;
  const seat = elem("section", "rl-seat" + (p.turn ? " rl-turn" : ""));
  seat.dataset.seat = p.seat;
  seat.setAttribute("aria-label", `${p.name}: ${tbCount(p.count, L)}`);
  const head = elem("div", "rl-seat-head");
  head.append(elem("span", "rl-avatar", tbSign(p, s.players)));
  const who = elem("div", "rl-who");
  who.append(elem("span", "rl-seat-name", p.name));
  const meta = [p.role, p.dealer ? L.dealer : "", p.turn ? L.their_turn : ""].filter(Boolean);
  who.append(elem("span", "rl-seat-role", meta.join(" · ")));
  head.append(who);
  const body = elem("div", "rl-seat-cards");
  if (p.cards) {
    body.append(renderFan(p.cards, { ...TB_OPT, selectable: false, width: 34, label: p.name }));
  } else {
    body.append(tbBacks(p.count, 30));
  }
  body.append(elem("span", "rl-count-badge rl-seat-count", p.count));
  seat.append(head, body);
  if (p.counted) seat.append(tbCounted(p.counted));
  return seat;
}

/** A seat's count at hand end: points left in hand, points this hand. */
export function tbCounted(lines) {
  const box = elem("p", "rl-counted");
  lines.forEach((line, i) => { box.append(elem(i ? "b" : "span", "", line)); });
  return box;
}
