// --- lobby.js: "Play with classmates" on the play page (ClassLobby in rummy_lab/ui/lobby.py) ---
// Python sends `lobby` (labels, the table looked at and its seats, the seat held);
// the browser writes `lobby_cmd` ({n, op, ...}). The seat's ticket is kept in
// localStorage under "rummy-lab-seat:<CODE>" (and the last code under "rummy-lab-table"),
// so a reload asks Python to `resume` the seat. `create` and `claim` carry this browser's
// id ("rummy-lab-browser": one seat a browser at a table). Leave asks first.

import { elem } from "./dom.js";
import { hbStart } from "./heartbeat.js";

const LB_LAST = "rummy-lab-table";
const LB_BROWSER = "rummy-lab-browser";
const lbKey = (code) => `rummy-lab-seat:${code}`;

function lbStore(action, key, value) {
  try {
    if (action === "get") return window.localStorage.getItem(key);
    if (action === "set") window.localStorage.setItem(key, value);
    if (action === "remove") window.localStorage.removeItem(key);
  } catch {
    return null; // storage blocked: the seat is just not remembered
  }
  return null;
}

/** The id this browser keeps (made once; a blocked storage gives a fresh one a page). */
function lbBrowser() {
  let id = lbStore("get", LB_BROWSER);
  if (!id || id.length < 8 || id.length > 64) {
    const bytes = new Uint8Array(18);
    crypto.getRandomValues(bytes);
    id = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
    lbStore("set", LB_BROWSER, id);
  }
  return id;
}

function lbButton(cls, label, onClick) {
  const b = elem("button", `rl-btn ${cls}`, label);
  b.type = "button";
  b.addEventListener("click", onClick);
  return b;
}

function lbSeated(L, seated, send) {
  const box = elem("div", "rl-lobby-seated");
  const code = elem("p", "rl-lobby-code-line");
  code.append(elem("span", "rl-lobby-code-label", L.class_code_label),
    elem("strong", "rl-lobby-code", seated.code));
  box.append(code, elem("p", "rl-lobby-tell", L.class_tell),
    elem("p", "rl-lobby-you", seated.you_play));
  box.append(lbButton("rl-lobby-leave", L.class_leave, () => {
    if (window.confirm(L.class_leave_confirm)) send({ op: "leave" });
  }));
  return box;
}

function lbSeats(L, S, send) {
  const list = elem("ul", "rl-lobby-seats");
  list.setAttribute("aria-label", L.class_seats);
  for (const seat of S.seats || []) {
    const row = elem("li", "rl-lobby-seat");
    row.dataset.seat = seat.seat;
    row.append(elem("span", "rl-lobby-seat-label", `${seat.label}: ${seat.name}`),
      elem("span", "rl-lobby-seat-role", seat.role));
    if (seat.empty) row.append(elem("small", "rl-lobby-seat-empty", seat.empty));
    if (seat.free) {
      row.append(lbTakeForm(L, S, seat, send));
    } else if (seat.human) {
      row.append(elem("span", "rl-lobby-seat-taken", L.class_taken));
    }
    list.append(row);
  }
  return list;
}

/** A free seat: the student's own name (the creator's is the default) and Take. */
function lbTakeForm(L, S, seat, send) {
  const form = elem("form", "rl-lobby-take-form");
  form.noValidate = true;
  const label = elem("label", "rl-lobby-name-label");
  const input = elem("input", "rl-input rl-lobby-name-input");
  input.type = "text";
  input.maxLength = 40;
  input.autocomplete = "off";
  input.value = seat.name;
  input.dataset.keep = `name-${seat.seat}`;
  label.append(elem("span", "", L.class_your_name), input);
  const take = elem("button", "rl-btn rl-lobby-take", L.class_take);
  take.type = "submit";
  form.append(label, take);
  form.addEventListener("submit", (ev) => {
    ev.preventDefault();
    send({ op: "claim", code: S.code, seat: seat.seat, name: input.value, browser: lbBrowser() });
  });
  return form;
}

function lbPanel(S, send) {
  const L = S.labels || {};
  const box = elem("section", "rl-lobby rl-panel");
  box.append(elem("h3", "rl-lobby-title", L.class_title));
  if (S.seated) {
    box.append(lbSeated(L, S.seated, send));
  } else {
    box.append(elem("p", "rl-lobby-intro", L.class_intro));
    const row = elem("div", "rl-lobby-row");
    row.append(lbButton("rl-lobby-create", L.class_create,
      () => send({ op: "create", browser: lbBrowser() })));
    const join = elem("form", "rl-lobby-join");
    join.noValidate = true;
    const input = elem("input", "rl-input rl-lobby-code-input");
    input.type = "text";
    input.maxLength = 12;
    input.autocomplete = "off";
    input.spellcheck = false;
    input.placeholder = L.class_code_label;
    input.setAttribute("aria-label", L.class_code_label);
    input.value = S.code || "";
    input.dataset.keep = "code";
    const find = elem("button", "rl-btn rl-lobby-find", L.class_find);
    find.type = "submit";
    join.append(input, find);
    join.addEventListener("submit", (ev) => {
      ev.preventDefault();
      send({ op: "find", code: input.value });
    });
    row.append(join);
    box.append(row);
    if ((S.seats || []).length) box.append(lbSeats(L, S, send));
    if ((S.seats || []).length && !S.seats.some((seat) => seat.free)) {
      box.append(elem("p", "rl-lobby-full", L.class_full));
    }
  }
  const err = elem("p", "rl-lobby-error", S.error || "");
  err.setAttribute("role", "alert");
  box.append(err);
  return box;
}

/** Mount the lobby below the setup form; returns the cleanup. */
export function lbMountLobby(model, el) {
  const holder = elem("div", "rl-lobby-holder");
  el.append(holder);
  let n = 0;
  const send = (cmd) => {
    n = Math.max(n, (model.get("lobby_cmd") || {}).n || 0) + 1;
    model.set("lobby_cmd", { ...cmd, n });
    model.save_changes();
  };
  const draw = () => {
    const S = model.get("lobby") || {};
    if (S.seated && S.seated.ticket) {
      lbStore("set", lbKey(S.seated.code), S.seated.ticket);
      lbStore("set", LB_LAST, S.seated.code);
    }
    if (S.forget) {
      lbStore("remove", lbKey(S.forget));
      if (lbStore("get", LB_LAST) === S.forget) lbStore("remove", LB_LAST);
    }
    if (!S.labels) return;
    // what is being typed survives a redraw: the code, or a seat's name
    const active = holder.contains(document.activeElement) ? document.activeElement : null;
    const keep = active && (active.dataset.keep || "");
    const typed = keep ? active.value : null;
    holder.replaceChildren(lbPanel(S, send));
    if (keep) {
      const input = holder.querySelector(`[data-keep="${keep}"]`);
      if (input) { input.value = typed; input.focus(); }
    }
  };
  model.on("change:lobby", draw);
  draw();
  // back to the seat after a reload
  const last = lbStore("get", LB_LAST);
  const ticket = last ? lbStore("get", lbKey(last)) : null;
  const S = model.get("lobby") || {};
  if (last && ticket && !S.seated) send({ op: "resume", code: last, ticket });
  const stopBeat = hbStart(model);
  return () => {
    model.off("change:lobby", draw);
    stopBeat();
  };
}
