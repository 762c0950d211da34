// rummy-lab: the teacher's view of what the class gets wrong (rummy_lab/ui/class_view.py),
// drawn from the `classview` trait below the dashboard once it is unlocked: a heat map of
// rules × students, the rules most of the class gets wrong with the lesson to revisit, a
// student's history, a plot of the class's costly decisions per hand and a CSV export.
// Every name and rule is drawn as text (textContent), never as markup.

import { elem } from "./dom.js";
import { sendCommand, watchTraits } from "./model.js";

const SVG = "http://www.w3.org/2000/svg";

/** A heat colour for trouble 0–1: pale green to deep red. */
export function heat(x) {
  const v = Math.max(0, Math.min(1, Number(x) || 0));
  return `hsl(${Math.round(120 - 120 * v)}, 70%, ${Math.round(92 - 42 * v)}%)`;
}

function cell(tag, text, cls) {
  const c = elem(tag, cls || "", text);
  if (tag === "th") c.scope = "col";
  return c;
}

function heatMap(v, L) {
  const wrap = elem("div", "rl-cv-scroll");
  const table = elem("table", "rl-cv-heat");
  table.setAttribute("aria-label", L.classview_heat);
  wrap.append(elem("h4", "", L.classview_heat));
  const head = elem("tr");
  head.append(cell("th", L.classview_rule), ...v.students.map((s) => cell("th", s, "rl-cv-name")));
  table.append(head);
  v.rules.forEach((rule, i) => {
    const tr = elem("tr");
    const th = cell("th", rule.label, "rl-cv-rule");
    th.scope = "row";
    th.title = `${L.classview_lesson}: ${rule.lesson_title}`;
    th.dataset.lesson = rule.lesson;
    tr.append(th);
    v.trouble[i].forEach((x, j) => {
      const td = cell("td", x.toFixed(1), "rl-cv-cell");
      td.style.background = heat(x);
      td.title = `${v.students[j]}: ${rule.label} ${x}`;
      tr.append(td);
    });
    table.append(tr);
  });
  wrap.append(table);
  return wrap;
}

function hardest(v, L) {
  const box = elem("section", "rl-cv-hardest");
  box.append(elem("h4", "", L.classview_hardest));
  const list = elem("ol");
  for (const h of v.hardest) {
    const li = elem("li");
    const lesson = elem("em", "rl-cv-lesson", h.lesson_title);
    lesson.dataset.lesson = h.lesson;
    li.append(elem("strong", "", h.rule), ` — ${h.text} — ${L.classview_lesson}: `, lesson);
    list.append(li);
  }
  box.append(list);
  return box;
}

function history(v, L, ui) {
  const box = elem("section", "rl-cv-history");
  box.append(elem("h4", "", L.classview_history));
  const pick = elem("select", "rl-cv-pick");
  pick.setAttribute("aria-label", L.classview_student);
  for (const s of v.students) {
    const o = elem("option", "", s);
    o.value = s;
    pick.append(o);
  }
  if (!v.students.includes(ui.student)) ui.student = v.students[0];
  pick.value = ui.student;
  const rows = elem("table", "rl-cv-rows");
  const fill = () => {
    rows.replaceChildren();
    const names = [L.classview_rule, L.classview_cost, L.classview_mastery, L.classview_lesson];
    const head = elem("tr");
    head.append(...names.map((x) => cell("th", x)));
    rows.append(head);
    for (const r of v.history[ui.student] || []) {
      const tr = elem("tr", `rl-cv-${r.source}`);
      const values = [r.rule, r.cost === null ? "" : String(r.cost),
        r.mastery === null ? "" : String(r.mastery), r.lesson];
      values.forEach((x, i) => {
        const td = cell("td", x);
        td.dataset.label = names[i];  // a narrow screen shows each row as a card
        tr.append(td);
      });
      rows.append(tr);
    }
  };
  pick.addEventListener("change", () => { ui.student = pick.value; fill(); });
  fill();
  const scroll = elem("div", "rl-cv-scroll");
  scroll.append(rows);
  box.append(pick, scroll);
  return box;
}

/** Bars: the class's costly decisions per hand, as an SVG. */
function plot(v, L) {
  const box = elem("figure", "rl-cv-plot");
  box.append(elem("figcaption", "", L.classview_plot));
  const w = 320, h = 120, pad = 22;
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", `0 0 ${w} ${h}`);
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", L.classview_plot + ": " +
    v.plot.map((p) => `${L.classview_hand} ${p.hand}: ${p.mistakes}`).join(", "));
  const top = Math.max(1, ...v.plot.map((p) => p.mistakes));
  const step = (w - 2 * pad) / Math.max(1, v.plot.length);
  v.plot.forEach((p, i) => {
    const bh = ((h - 2 * pad) * p.mistakes) / top;
    const bar = document.createElementNS(SVG, "rect");
    bar.setAttribute("x", String(pad + i * step + step * 0.15));
    bar.setAttribute("y", String(h - pad - bh));
    bar.setAttribute("width", String(step * 0.7));
    bar.setAttribute("height", String(bh));
    bar.setAttribute("class", "rl-cv-bar");
    const label = document.createElementNS(SVG, "text");
    label.setAttribute("x", String(pad + i * step + step / 2));
    label.setAttribute("y", String(h - 6));
    label.setAttribute("text-anchor", "middle");
    label.textContent = `${L.classview_hand} ${p.hand}`;
    const n = document.createElementNS(SVG, "text");
    n.setAttribute("x", String(pad + i * step + step / 2));
    n.setAttribute("y", String(h - pad - bh - 3));
    n.setAttribute("text-anchor", "middle");
    n.textContent = String(p.mistakes);
    svg.append(bar, label, n);
  });
  box.append(svg);
  return box;
}

/** The class view below the teacher's dashboard; returns the cleanup. */
export function cvMountClassView(model, el) {
  const box = elem("section", "rl-cv rl-panel");
  el.append(box);
  const ui = { student: null, key: null };
  const draw = () => {
    const v = model.get("classview") || {};
    const key = JSON.stringify(v);
    if (key === ui.key) return;
    ui.key = key;
    box.replaceChildren();
    box.hidden = !v.labels;
    if (box.hidden) return;
    const L = v.labels;
    box.setAttribute("aria-label", L.classview_title);
    box.append(elem("h3", "rl-cv-title", L.classview_title));
    if (v.pending) box.append(elem("p", "rl-cv-pending", v.pending));
    const csv = elem("button", "rl-btn rl-cv-csv", L.classview_csv);
    csv.type = "button";
    csv.dataset.op = "class_csv";
    csv.addEventListener("click", () => sendCommand(model, { op: "class_csv" }));
    if (!v.students.length) {
      box.append(elem("p", "rl-cv-none", L.classview_none));
      return;
    }
    const grid = elem("div", "rl-cv-grid");
    grid.append(hardest(v, L), plot(v, L));
    box.append(heatMap(v, L), grid, history(v, L, ui), csv);
  };
  const unwatch = watchTraits(model, { classview: draw });
  draw();
  return () => {
    unwatch();
    box.remove();
  };
}
