// rummy-lab teacher's dashboard: the front end of rummy_lab.ui.teacher.TeacherDashboard.
// Draws the synced `dash` (stage, labels, the class's tables) and, below it, the
// watched table (`state`, `scores`, drawn by tbMountTable, read-only); writes `command`
// dicts {n, op, ...}; turns each new `download` {n, name, mime, base64} into a download.
// The list comes a page at a time; Python sends it only when it changed, so the idle
// times tick here, from each table's `last_at` and the server's `now`.

import { downloadFile, elem } from "./dom.js";
import { hbStart } from "./heartbeat.js";
import { sendCommand } from "./model.js";
import { tbMountTable } from "./table.js";

/** "42 s", "3 min", "1 h 05 min": how long a table has been idle. */
export function tcIdle(seconds) {
  const s = Math.max(0, Math.floor(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min`;
  return `${Math.floor(s / 3600)} h ${String(Math.floor((s % 3600) / 60)).padStart(2, "0")} min`;
}

function tcButton(text, cls, onPress) {
  const b = elem("button", `rl-btn ${cls || ""}`.trim(), text);
  b.type = "button";
  b.addEventListener("click", onPress);
  return b;
}

function tcToggle(key, label, on, onChange) {
  const box = elem("label", "rl-tc-toggle");
  const input = elem("input");
  input.type = "checkbox";
  input.checked = Boolean(on);
  input.dataset.tc = key;
  input.addEventListener("change", () => onChange(input.checked));
  box.append(input, elem("span", "", label));
  return box;
}

/** Before the password: the explanation (no password set) or the login form. */
function tcLogin(model, d) {
  const L = d.labels || {};
  const box = elem("section", "rl-tc-login");
  if (d.stage === "unset") {
    box.append(elem("p", "rl-tc-unset", L.teacher_no_password));
    return box;
  }
  const form = elem("form", "rl-tc-login-form");
  const field = elem("label", "rl-field");
  const input = elem("input", "rl-input rl-tc-password");
  input.type = "password";
  input.autocomplete = "current-password";
  field.append(elem("span", "rl-field-label", L.teacher_password), input);
  const go = elem("button", "rl-btn rl-primary rl-tc-unlock", L.teacher_login);
  go.type = "submit";
  const err = elem("p", "rl-tc-error", d.error || "");
  err.setAttribute("role", "alert");
  form.append(field, go, err);
  form.addEventListener("submit", (ev) => {
    ev.preventDefault();
    sendCommand(model, { op: "login", password: input.value });
    input.value = "";
  });
  box.append(form);
  setTimeout(() => input.focus(), 0);
  return box;
}

/** The toolbar: class, live time, exports, lock. */
function tcToolbar(model, d) {
  const L = d.labels;
  const bar = elem("div", "rl-tc-toolbar");
  const cls = elem("label", "rl-field rl-tc-class");
  const sel = elem("select", "rl-input");
  for (const code of d.classes || []) {
    const o = elem("option", "", code);
    o.value = code;
    o.selected = code === d.class_code;
    sel.append(o);
  }
  if (!sel.options.length) {  // no shared table yet: say so instead of an empty box
    sel.append(elem("option", "", L.teacher_no_class));
    sel.disabled = true;
  }
  sel.addEventListener("change", () => sendCommand(model, { op: "class", class: sel.value }));
  cls.append(elem("span", "rl-field-label", L.teacher_class), sel);
  const exports = elem("div", "rl-tc-exports");
  exports.setAttribute("role", "group");
  exports.setAttribute("aria-label", L.teacher_exports);
  exports.append(elem("span", "rl-field-label", L.teacher_exports));
  for (const kind of ["results", "histories", "games"]) {
    const b = tcButton(L[`teacher_export_${kind}`], "rl-tc-export",
      () => sendCommand(model, { op: "export", kind }));
    b.dataset.kind = kind;
    exports.append(b);
  }
  const lock = tcButton(L.teacher_logout, "rl-tc-lock", () => sendCommand(model, { op: "logout" }));
  bar.append(cls, exports, lock);
  return bar;
}

/** The class's tables, one row each, with a Watch button. */
function tcList(model, d) {
  const L = d.labels;
  const box = elem("section", "rl-tc-list");
  const head = elem("div", "rl-tc-list-head");
  head.append(elem("h3", "", L.teacher_tables), elem("span", "rl-tc-updated", d.updated || ""));
  box.append(head);
  const rows = d.tables || [];
  if (!rows.length) {
    box.append(elem("p", "rl-tc-empty", L.teacher_no_tables));
    return box;
  }
  const table = elem("table", "rl-tc-tables");
  const tr = elem("tr");
  for (const h of [L.view_table, L.variant, L.hand, L.players, L.teacher_col_turn,
    L.teacher_col_idle, ""]) tr.append(elem("th", "", h));
  const thead = elem("thead");
  thead.append(tr);
  const tbody = elem("tbody");
  for (const r of rows) {
    const row = elem("tr", r.code === d.watching ? "rl-tc-watched" : "");
    row.dataset.code = r.code;
    const cell = elem("td");
    const who = elem("div", "rl-tc-players");
    cell.append(who);
    for (const p of r.players) {
      const chip = elem("span", "rl-tc-player" + (p.turn ? " rl-turn" : ""));
      chip.dataset.seat = p.seat;
      chip.append(elem("span", "rl-tc-name", p.name), elem("b", "rl-tc-score", p.score));
      if (p.note) chip.append(elem("small", "rl-tc-note", p.note));
      if (p.human) chip.append(tcSeatButtons(model, L, r.code, p));
      who.append(chip);
    }
    const watch = tcButton(L.teacher_watch, "rl-tc-watch",
      () => sendCommand(model, { op: "watch", code: r.code }));
    const act = elem("td");
    act.append(watch);
    row.append(elem("td", "rl-tc-code", r.code), elem("td", "rl-tc-variant", r.title),
      tcCell("rl-tc-hand", r.hand, L.hand), cell,
      tcCell("rl-tc-turn", r.turn, L.teacher_col_turn),
      tcCell("rl-tc-idle", "", L.teacher_col_idle), act);
    tbody.append(row);
  }
  table.append(thead, tbody);
  box.append(table, tcPager(model, d));
  return box;
}

/** A human seat's buttons: free it (when someone holds it) or give it to a bot. */
function tcSeatButtons(model, L, code, p) {
  const box = elem("span", "rl-tc-seat-actions");
  const ask = (text, cmd) => () => { if (window.confirm(text)) sendCommand(model, cmd); };
  if (p.held) {
    box.append(tcButton(L.teacher_free, "rl-tc-free",
      ask(p.free_confirm, { op: "free", code, seat: p.seat })));
  }
  box.append(tcButton(L.teacher_to_bot, "rl-tc-bot",
    ask(p.bot_confirm, { op: "bot", code, seat: p.seat })));
  return box;
}

/** How many tables, which page, and the buttons to the newer and older ones. */
function tcPager(model, d) {
  const L = d.labels;
  const bar = elem("div", "rl-tc-pager");
  const page = d.page || 0;
  const newer = tcButton(L.teacher_newer, "rl-tc-newer",
    () => sendCommand(model, { op: "page", page: page - 1 }));
  const older = tcButton(L.teacher_older, "rl-tc-older",
    () => sendCommand(model, { op: "page", page: page + 1 }));
  newer.disabled = page <= 0;
  older.disabled = page >= (d.pages || 1) - 1;
  bar.append(newer, elem("span", "rl-tc-count", d.count || ""), older);
  return bar;
}

/** A list cell that names itself (on a phone, where the head row is hidden). */
function tcCell(cls, text, label) {
  const td = elem("td", cls, text);
  td.dataset.label = label;
  return td;
}

/** The bar above the watched table: its toggles and Close. */
function tcWatchBar(model, d) {
  const L = d.labels;
  const bar = elem("div", "rl-tc-watchbar");
  bar.append(elem("strong", "rl-tc-watching", d.watching || ""),
    tcToggle("hands", L.teacher_show_hands, d.hands, (on) => sendCommand(model, { op: "hands", on })),
    tcToggle("project", L.teacher_project, d.project, (on) => sendCommand(model, { op: "project", on })),
    tcButton(L.teacher_close, "rl-tc-close", () => sendCommand(model, { op: "close" })));
  return bar;
}

function tcDownload(model) {
  const d = model.get("download") || {};
  if (!d.base64) return;
  const bin = atob(d.base64);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  downloadFile(bytes, d.name || "export", d.mime || "application/octet-stream");
}

export function tcMountTeacher(model, el) {
  const root = elem("div", "rl-tc-root");
  const top = elem("div", "rl-tc-top");
  const watchBar = elem("div", "rl-tc-watchbox");
  const tableBox = elem("div", "rl-tc-table");
  const notice = elem("p", "rl-tc-notice");
  notice.setAttribute("role", "status");
  root.append(top, notice, watchBar, tableBox);
  el.append(root);
  let lastDownload = (model.get("download") || {}).n || 0;
  let toolKey = null;
  let listKey0 = null;
  let barKey0 = null;
  let offset = 0;  // server clock minus this browser's, in seconds
  let lastNow = 0;
  const tick = () => {
    const d = model.get("dash") || {};
    const lastAt = new Map((d.tables || []).map((r) => [r.code, r.last_at]));
    const now = Date.now() / 1000 + offset;
    top.querySelectorAll("tr[data-code]").forEach((tr) => {
      const at = lastAt.get(tr.dataset.code);
      const cell = tr.querySelector(".rl-tc-idle");
      if (cell && at !== undefined) cell.textContent = tcIdle(now - at);
    });
  };
  const ticker = setInterval(tick, 1000);
  const stopBeat = hbStart(model);
  const draw = () => {
    const d = model.get("dash") || {};
    const open = d.stage === "open";
    root.dataset.stage = d.stage || "";
    const projecting = Boolean(open && d.project && d.watching);
    if (projecting && !root.classList.contains("rl-tc-projecting")) {
      setTimeout(() => root.scrollIntoView({ block: "start" }), 0); // the table fills the screen
    }
    root.classList.toggle("rl-tc-projecting", projecting);
    root.classList.toggle("rl-tc-hands", Boolean(d.hands));
    tableBox.hidden = !(open && d.watching);
    if (!open) {
      toolKey = listKey0 = barKey0 = null;
      top.replaceChildren(tcLogin(model, d));
      watchBar.replaceChildren();
      notice.textContent = "";
      return;
    }
    // the toolbar holds a <select>: redraw it only when its content changes
    const key = JSON.stringify([d.classes, d.class_code, d.labels]);
    // the list is rebuilt only when a table changed; the idle times tick in place (a
    // click on a button that is being replaced would be lost)
    const listKey = JSON.stringify([d.tables, d.count, d.page, d.watching, d.labels]);
    if (d.now && d.now !== lastNow) {  // a fresh list: its clock, as of now
      lastNow = d.now;
      offset = d.now - Date.now() / 1000;
    }
    if (key !== toolKey) {
      toolKey = key;
      listKey0 = listKey;
      top.replaceChildren(tcToolbar(model, d), tcList(model, d));
    } else if (listKey !== listKey0) {
      listKey0 = listKey;
      top.replaceChild(tcList(model, d), top.lastChild);
    } else {
      const updated = top.querySelector(".rl-tc-updated");
      if (updated) updated.textContent = d.updated || "";
    }
    tick();
    notice.textContent = d.error || d.notice || "";
    notice.className = "rl-tc-notice" + (d.error ? " rl-tc-error" : "");
    const barKey = JSON.stringify([d.watching, d.hands, d.project, d.labels]);
    if (barKey !== barKey0) {
      barKey0 = barKey;
      watchBar.replaceChildren(...(d.watching ? [tcWatchBar(model, d)] : []));
    }
  };
  const onDownload = () => {
    const n = (model.get("download") || {}).n || 0;
    if (n > lastDownload) {
      lastDownload = n;
      tcDownload(model);
    }
  };
  model.on("change:dash", draw);
  model.on("change:download", onDownload);
  const cleanTable = tbMountTable(model, tableBox);
  draw();
  root.classList.add("rl-tc-ready");
  return () => {
    model.off("change:dash", draw);
    model.off("change:download", onDownload);
    clearInterval(ticker);
    stopBeat();
    cleanTable();
  };
}
