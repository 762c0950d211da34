// rummy-lab: projector size (bigger cards and text, full width), remembered by this
// browser; the switch sits in the table's header and sizes the whole play page.

import { elem } from "./dom.js";
import { pageZooms } from "./play_page.js";

const TB_PROJECTOR_KEY = "rummy-lab.projector";

/** Projector size (bigger cards and text, full width) remembered by this browser. */
export function tbProjector(on) {
  try {
    if (on !== undefined) localStorage.setItem(TB_PROJECTOR_KEY, on ? "1" : "0");
    return localStorage.getItem(TB_PROJECTOR_KEY) === "1";
  } catch { // storage blocked (private mode, sandboxed frame): this page only
    return Boolean(on);
  }
}

/** Scope `el` to the table's styles (every rule starts with these classes) and give it the
 * zoom box the container queries measure, in projector size if so remembered. */
export function tbFrame(el) {
  el.classList.add("rl-tb", "rl-cards-host");
  const zoom = elem("div", "rl-zoom");
  zoom.classList.toggle("rl-projector", tbProjector());
  el.append(zoom);
  return zoom;
}

export function tbProjectorButton(s, ctx) {
  const zoom = ctx.zoom;
  const on = zoom.classList.contains("rl-projector");
  const btn = elem("button", "rl-btn rl-projector-btn", s.labels.table_projector);
  btn.type = "button";
  btn.dataset.focus = "btn:projector";
  btn.setAttribute("aria-pressed", String(on));
  btn.addEventListener("click", () => {
    const next = !zoom.classList.contains("rl-projector");
    const on = tbProjector(next);
    for (const box of pageZooms(zoom)) box.classList.toggle("rl-projector", on);
    btn.setAttribute("aria-pressed", String(next));
  });
  return btn;
}
