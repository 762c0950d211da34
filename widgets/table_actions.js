// rummy-lab card table: the action bar (the state's buttons, play again, new game,
// cancel), the chooser dialog, the hand's result and the log.

import { elem } from "./dom.js";
import { pageForm } from "./play_page.js";
import { buttonCommand, shownButtons } from "./table_view.js";

export function tbButtons(s, ctx) {
  const L = s.labels;
  const bar = elem("div", "rl-actions");
  bar.tabIndex = -1; // the last place focus may fall back to after a redraw
  bar.setAttribute("role", "toolbar");
  bar.setAttribute("aria-label", L.actions);
  for (const [op, spec] of shownButtons(s.buttons)) {
    const btn = elem("button", "rl-btn" + (spec.primary ? " rl-primary" : ""), L[`btn_${op}`]);
    btn.type = "button";
    btn.dataset.op = op;
    btn.dataset.focus = `btn:${op}`;
    btn.disabled = !spec.enabled;
    btn.addEventListener("click", () => ctx.send(buttonCommand(op, ctx.ui.selected)));
    bar.append(btn);
  }
  if (s.restart && s.phase === "game_over") {
    const again = elem("button", "rl-btn rl-primary", L.table_play_again);
    again.type = "button";
    again.dataset.op = "play_again";
    again.dataset.focus = "btn:play_again";
    again.addEventListener("click", () => ctx.send({ op: "play_again" }));
    const fresh = elem("button", "rl-btn", L.btn_new_game);
    fresh.type = "button";
    fresh.dataset.op = "new_game";
    fresh.dataset.focus = "btn:new_game";
    fresh.addEventListener("click", () => {
      const form = pageForm(ctx.root);
      if (!form) return;
      form.scrollIntoView({ block: "start" });
      form.querySelector("select, input, button").focus();
    });
    bar.append(again, fresh);
  }
  if (s.picking) {
    const cancel = elem("button", "rl-btn rl-cancel", L.btn_cancel);
    cancel.dataset.op = "cancel";
    cancel.dataset.focus = "btn:cancel";
    cancel.addEventListener("click", () => ctx.send({ op: "cancel" }));
    bar.append(cancel);
  }
  return bar;
}

export function tbChooser(s, ctx) {
  const box = elem("div", "rl-chooser");
  box.setAttribute("role", "dialog");
  box.setAttribute("aria-label", s.chooser.title);
  box.append(elem("p", "rl-chooser-title", s.chooser.title));
  s.chooser.options.forEach((opt, i) => {
    const btn = elem("button", "rl-btn rl-option", opt.label);
    btn.dataset.focus = `choice:${i}`;
    btn.addEventListener("click", () => ctx.send(opt.command));
    box.append(btn);
  });
  const cancel = elem("button", "rl-btn rl-cancel", s.labels.btn_cancel);
  cancel.addEventListener("click", () => ctx.send({ op: "cancel" }));
  box.append(cancel);
  return box;
}

export function tbResult(s) {
  const box = elem("div", "rl-result");
  box.append(elem("p", "rl-result-title", s.result.title));
  for (const line of s.result.lines) box.append(elem("p", "rl-result-line", line));
  return box;
}

export function tbLog(s) {
  const side = elem("aside", "rl-side");
  side.append(elem("h3", "rl-log-title", s.labels.log));
  // newest first in the DOM (read first by screen readers); CSS column-reverse shows it
  // at the bottom and keeps the list scrolled there without any scroll code
  const list = elem("ul", "rl-log");
  for (const line of [...s.log].reverse()) list.append(elem("li", "", line));
  side.append(list);
  return side;
}
