// dom.js
function elem(tag, cls, text2) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text2 !== void 0 && text2 !== null) e.textContent = String(text2);
  return e;
}
function pressable(e, key, label, onPress) {
  e.tabIndex = 0;
  e.setAttribute("role", "button");
  e.setAttribute("aria-label", label);
  e.dataset.focus = key;
  e.addEventListener("click", (ev) => {
    ev.stopPropagation();
    onPress();
  });
  e.addEventListener("keydown", (ev) => {
    if (ev.key === "Enter" || ev.key === " ") {
      ev.preventDefault();
      onPress();
    }
  });
}
function downloadFile(data, name, mime = "application/json") {
  const url = URL.createObjectURL(new Blob([data], { type: mime }));
  const a = elem("a", "");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1e4);
}

// class_view.js
var SVG = "http://www.w3.org/2000/svg";
function heat(x) {
  const v = Math.max(0, Math.min(1, Number(x) || 0));
  return `hsl(${Math.round(120 - 120 * v)}, 70%, ${Math.round(92 - 42 * v)}%)`;
}
function cell(tag, text2, cls) {
  const c = elem(tag, cls || "", text2);
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
      const values = [
        r.rule,
        r.cost === null ? "" : String(r.cost),
        r.mastery === null ? "" : String(r.mastery),
        r.lesson
      ];
      values.forEach((x, i) => {
        const td = cell("td", x);
        td.dataset.label = names[i];
        tr.append(td);
      });
      rows.append(tr);
    }
  };
  pick.addEventListener("change", () => {
    ui.student = pick.value;
    fill();
  });
  fill();
  const scroll = elem("div", "rl-cv-scroll");
  scroll.append(rows);
  box.append(pick, scroll);
  return box;
}
function plot(v, L) {
  const box = elem("figure", "rl-cv-plot");
  box.append(elem("figcaption", "", L.classview_plot));
  const w = 320, h = 120, pad = 22;
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", `0 0 ${w} ${h}`);
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", L.classview_plot + ": " + v.plot.map((p) => `${L.classview_hand} ${p.hand}: ${p.mistakes}`).join(", "));
  const top = Math.max(1, ...v.plot.map((p) => p.mistakes));
  const step = (w - 2 * pad) / Math.max(1, v.plot.length);
  v.plot.forEach((p, i) => {
    const bh = (h - 2 * pad) * p.mistakes / top;
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
function cvMountClassView(model, el) {
  const box = elem("section", "rl-cv");
  el.append(box);
  const ui = { student: null, key: null };
  const send = (cmd) => {
    const n = ((model.get("command") || {}).n || 0) + 1;
    model.set("command", { ...cmd, n });
    model.save_changes();
  };
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
    csv.addEventListener("click", () => send({ op: "class_csv" }));
    if (!v.students.length) {
      box.append(elem("p", "rl-cv-none", L.classview_none));
      return;
    }
    const grid = elem("div", "rl-cv-grid");
    grid.append(hardest(v, L), plot(v, L));
    box.append(heatMap(v, L), grid, history(v, L, ui), csv);
  };
  model.on("change:classview", draw);
  draw();
  return () => {
    model.off("change:classview", draw);
    box.remove();
  };
}

// heartbeat.js
var HB_SECONDS = 20;
function hbStart(model) {
  let n = 0;
  const beat = () => {
    n += 1;
    try {
      model.send({ beat: n });
    } catch {
    }
  };
  const timer = setInterval(beat, HB_SECONDS * 1e3);
  const onShow = () => {
    if (document.visibilityState === "visible") beat();
  };
  document.addEventListener("visibilitychange", onShow);
  return () => {
    clearInterval(timer);
    document.removeEventListener("visibilitychange", onShow);
  };
}

// keyboard.js
var TB_KEYS = {
  d: "draw",
  t: "take",
  m: "meld",
  l: "layoff",
  x: "discard",
  h: "hint",
  u: "undo"
};
var TB_KEEP_INDEX = /* @__PURE__ */ new Set(["draw", "take", "hint", "undo"]);
var typing = (t) => t && (t.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(t.tagName));
function handCard(root) {
  const e = document.activeElement;
  return e && root.contains(e) && e.closest(".rl-hand .rl-card");
}
function tbShortcut(root, ctx, op) {
  const cards = [...root.querySelectorAll(".rl-hand .rl-card")];
  const card = handCard(root);
  const i = card ? cards.indexOf(card) : -1;
  const btn = root.querySelector(`.rl-actions .rl-btn[data-op="${op}"]`);
  if (!btn || btn.disabled) return false;
  if (i >= 0) ctx.ui.focusIndex = TB_KEEP_INDEX.has(op) ? i : 0;
  const code = card && (card.dataset.focus || "").replace(/^card:/, "");
  if (op === "discard" && ctx.ui.selected.size === 0 && code) {
    ctx.send({ op: "discard", cards: [code] });
  } else {
    btn.click();
  }
  return true;
}
function tbKeysHelp(s, ctx) {
  const L = s.labels;
  const box = elem("section", "rl-keys-help");
  box.id = `rl-keys-${ctx.id}`;
  box.hidden = !ctx.ui.keysOpen;
  box.setAttribute("aria-label", L.table_keys_title);
  box.append(elem("h3", "rl-keys-title", L.table_keys_title));
  const list = elem("dl", "rl-keys-list");
  const rows = Object.entries(TB_KEYS).map(([k, op]) => [k.toUpperCase(), L[`btn_${op}`]]);
  rows.push([L.table_key_space, L.table_key_select], ["← →", L.table_key_move], ["?", L.table_key_help]);
  for (const [k, what] of rows) {
    const kbd = elem("dt", "");
    kbd.append(elem("kbd", "", k));
    list.append(kbd, elem("dd", "", what));
  }
  box.append(list);
  return box;
}
function tbKeysButton(s, ctx) {
  const btn = elem("button", "rl-btn rl-small rl-keys-btn", `⌨ ${s.labels.table_keys}`);
  btn.type = "button";
  btn.dataset.focus = "btn:keys";
  btn.setAttribute("aria-expanded", String(Boolean(ctx.ui.keysOpen)));
  btn.setAttribute("aria-controls", `rl-keys-${ctx.id}`);
  btn.addEventListener("click", () => {
    ctx.ui.keysOpen = !ctx.ui.keysOpen;
    ctx.redraw();
  });
  return btn;
}
function tbSkipLink(root, zoom) {
  const link = elem("a", "rl-skip-link");
  link.hidden = true;
  link.href = "#";
  link.addEventListener("click", (ev) => {
    ev.preventDefault();
    const card = root.querySelector(".rl-hand .rl-card[tabindex='0']") || root.querySelector(".rl-hand .rl-card, .rl-actions .rl-btn");
    if (card) {
      card.scrollIntoView({ block: "center" });
      card.focus();
    }
  });
  zoom.prepend(link);
  return link;
}
function tbKeyboard(root, zoom, ctx) {
  const link = tbSkipLink(root, zoom);
  root.addEventListener("keydown", (ev) => {
    if (ev.ctrlKey || ev.metaKey || ev.altKey || typing(ev.target) || !ctx.state) return;
    if (ev.key === "?") {
      ctx.ui.keysOpen = !ctx.ui.keysOpen;
      ctx.redraw();
      ev.preventDefault();
      return;
    }
    if (ev.key === "Escape" && ctx.ui.keysOpen) {
      ctx.ui.keysOpen = false;
      ctx.redraw();
      return;
    }
    const op = TB_KEYS[ev.key.toLowerCase()];
    if (op && tbShortcut(root, ctx, op)) ev.preventDefault();
  });
  return (s) => {
    link.hidden = !s.labels;
    if (s.labels) link.textContent = s.labels.table_skip_hand;
  };
}

// play_page.js
var PAGE = ".rl-setup";
function pageZooms(zoom) {
  const page = zoom.closest(PAGE);
  return page ? [...page.querySelectorAll(".rl-zoom")] : [zoom];
}
function pageForm(node) {
  const page = node.closest(PAGE);
  return page ? page.querySelector(".rl-setup-form") : null;
}
function takeStart(node) {
  const page = node.closest(PAGE);
  if (!page || !page.dataset.rlStarted) return false;
  delete page.dataset.rlStarted;
  return true;
}

// saved_game.js
var SAVE_KEY = "rummy-lab.saved-game";
function savedGame(text2) {
  try {
    if (text2 === void 0) return localStorage.getItem(SAVE_KEY);
    if (text2) localStorage.setItem(SAVE_KEY, text2);
    else localStorage.removeItem(SAVE_KEY);
  } catch {
    return null;
  }
  return text2;
}

// table_view.js
var TB_BACK = { face_down: true };
var TB_MAX_BACKS = 9;
var TB_OPT = { fourColour: false };
var TB_BUTTONS = [
  "draw",
  "take",
  "meld",
  "layoff",
  "swap",
  "discard",
  "end_turn",
  "end_hand",
  "next_hand",
  "undo",
  "hint"
];
var TB_NEEDS_CARDS = /* @__PURE__ */ new Set(["meld", "layoff", "swap", "discard"]);
var tbCount = (n, L) => `${n} ${n === 1 ? L.card : L.cards}`;
function tbSign(p, players) {
  const ways = [
    (w) => w[0].slice(0, 1).toUpperCase(),
    (w) => w[0].slice(0, 1).toUpperCase() + w[0].slice(1, 2).toLowerCase(),
    (w) => (w.length > 1 ? w[0].slice(0, 1) + w[w.length - 1].slice(0, 1) : "").toUpperCase()
  ];
  const words = (o) => ((o.name || "").trim() || "?").split(/\s+/);
  const mine = words(p);
  for (const way of ways) {
    const sign = way(mine);
    const others = players.filter((o) => o.seat !== p.seat).map((o) => way(words(o)).toUpperCase());
    if (sign && !others.includes(sign.toUpperCase())) return sign;
  }
  return mine[0].slice(0, 1).toUpperCase() + (p.seat + 1);
}
var TB_SUITS = { S: 0, H: 1, C: 2, D: 3 };
var tbRank = (c) => c.rank ? c.rank : 99;
var tbSuit = (c) => c.suit ? TB_SUITS[c.suit] : 9;
var TB_SORTS = {
  suit: (a, b) => tbSuit(a) - tbSuit(b) || tbRank(a) - tbRank(b),
  rank: (a, b) => tbRank(a) - tbRank(b) || tbSuit(a) - tbSuit(b)
};
function tbOrder(hand, ui) {
  let cards;
  if (ui.sort) {
    cards = [...hand].sort(TB_SORTS[ui.sort]);
  } else {
    const rest = [...hand];
    cards = [];
    for (const code of ui.order || []) {
      const i = rest.findIndex((c) => c.code === code);
      if (i >= 0) cards.push(...rest.splice(i, 1));
    }
    cards.push(...rest);
  }
  ui.order = cards.map((c) => c.code);
  return cards;
}
var handCardWidth = (n) => n > 18 ? 58 : n > 13 ? 66 : 78;
var stockDepth = (count) => Math.min(6, Math.ceil(count / 8));
var shownButtons = (buttons) => TB_BUTTONS.filter((op) => buttons[op] && buttons[op].visible).map((op) => [op, buttons[op]]);
function buttonCommand(op, selected) {
  const cmd = { op };
  if (TB_NEEDS_CARDS.has(op)) cmd.cards = [...selected];
  return cmd;
}
function legalTargets(state, selected) {
  const sel = [...selected];
  return new Set(sel.length === 1 && state && state.targets ? state.targets[sel[0]] || [] : []);
}

// table_actions.js
function tbButtons(s, ctx) {
  const L = s.labels;
  const bar = elem("div", "rl-actions");
  bar.tabIndex = -1;
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
function tbChooser(s, ctx) {
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
function tbResult(s) {
  const box = elem("div", "rl-result");
  box.append(elem("p", "rl-result-title", s.result.title));
  for (const line of s.result.lines) box.append(elem("p", "rl-result-line", line));
  return box;
}
function tbLog(s) {
  const side = elem("aside", "rl-side");
  side.append(elem("h3", "rl-log-title", s.labels.log));
  const list = elem("ul", "rl-log");
  for (const line of [...s.log].reverse()) list.append(elem("li", "", line));
  side.append(list);
  return side;
}

// card_names.js
var SUIT_WORD = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };
var SUIT_SYMBOL = { S: "♠", H: "♥", D: "♦", C: "♣" };
var RANK_NAME = { 1: "A", 11: "J", 12: "Q", 13: "K", 14: "A" };
var RANK_WORD = {
  1: "ace",
  2: "two",
  3: "three",
  4: "four",
  5: "five",
  6: "six",
  7: "seven",
  8: "eight",
  9: "nine",
  10: "ten",
  11: "jack",
  12: "queen",
  13: "king",
  14: "ace"
};
var RANK_TOKEN = { A: 1, J: 11, Q: 12, K: 13, T: 10 };
var rankName = (rank) => RANK_NAME[rank] || String(rank);
function parseFace(code) {
  const m = /^(10|[2-9TJQKA])([SHDC])$/i.exec(String(code).trim());
  if (!m) return null;
  const r = m[1].toUpperCase();
  return [RANK_TOKEN[r] || Number(r), m[2].toUpperCase()];
}
var faceLabel = (rank, suit) => `${RANK_WORD[rank]} of ${SUIT_WORD[suit]}`;
var faceText = (rank, suit) => rankName(rank) + SUIT_SYMBOL[suit];
function cardLabel(desc) {
  if (desc.label) return desc.label;
  if (desc.face_down) return "face-down card";
  if (!desc.rank) {
    const face2 = desc.joker_as ? parseFace(desc.joker_as) : null;
    return face2 ? `joker standing for ${faceLabel(...face2)}` : "joker";
  }
  return faceLabel(desc.rank, desc.suit);
}
function cardText(desc) {
  if (desc.face_down) return "🂠";
  if (!desc.rank) {
    const face2 = desc.joker_as ? parseFace(desc.joker_as) : null;
    return face2 ? `🃏=${faceText(...face2)}` : "🃏";
  }
  return faceText(desc.rank, desc.suit);
}

// cards.js
var W = 100;
var H = 140;
var SERIF = "Georgia, 'Times New Roman', 'Liberation Serif', 'DejaVu Serif', serif";
var INK = { black: "#1b1b1f", red: "#c8102e", blue: "#1d5fbf", green: "#17803d" };
var FOUR = { S: "black", H: "red", D: "blue", C: "green" };
var TINT = { black: "#eef1f7", red: "#fcecee", blue: "#eaf1fc", green: "#e9f6ee" };
var PIPS = {
  H: "M0,46C-14,30-48,10-48-16C-48-36-34-46-22-46C-11-46-3-39 0-29C3-39 11-46 22-46C34-46 48-36 48-16C48 10 14 30 0 46Z",
  D: "M0-50C10-32 22-16 38 0C22 16 10 32 0 50C-10 32-22 16-38 0C-22-16-10-32 0-50Z",
  S: "M0-50C-12-30-48-12-48 10C-48 28-35 36-23 36C-13 36-6 31-3 25C-4 36-9 44-17 50L17 50C9 44 4 36 3 25C6 31 13 36 23 36C35 36 48 28 48 10C48-12 12-30 0-50Z",
  C: "M-20-24a20 20 0 1 1 40 0a20 20 0 1 1-40 0ZM-44 12a20 20 0 1 1 40 0a20 20 0 1 1-40 0ZM4 12a20 20 0 1 1 40 0a20 20 0 1 1-40 0ZM0-16L-13 12L13 12ZM-3 14C-3 32-9 42-17 50L17 50C9 42 3 32 3 14Z"
};
var STAR = "M0-50L11.8-16.2L47.6-15.5L19-6.2L29.4 40.5L0 19.8L-29.4 40.5L-19-6.2L-47.6-15.5L-11.8-16.2Z";
var CROWN = {
  13: "M-14 8L-14-6L-7 2L0-10L7 2L14-6L14 8Z",
  12: "M-12 8L-12-2L-6 4L0-6L6 4L12-2L12 8Z"
};
var CORNERS = [[30, 28], [70, 28], [30, 112], [70, 112]];
var SIDES4 = [30, 70].flatMap((x) => [28, 56, 84, 112].map((y) => [x, y]));
var PIP_LAYOUT = {
  1: [[50, 70]],
  2: [[50, 28], [50, 112]],
  3: [[50, 28], [50, 70], [50, 112]],
  4: CORNERS,
  5: [...CORNERS, [50, 70]],
  6: [...CORNERS, [30, 70], [70, 70]],
  7: [...CORNERS, [30, 70], [70, 70], [50, 49]],
  8: [...CORNERS, [30, 70], [70, 70], [50, 49], [50, 91]],
  9: [...SIDES4, [50, 70]],
  10: [...SIDES4, [50, 42], [50, 98]]
};
var JOKER_INK = "#5b2a86";
var JOKER_GOLD = "#e0a526";
function esc(text2) {
  return String(text2).replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
function suitColour(suit, fourColour = false) {
  if (fourColour) return INK[FOUR[suit]];
  return suit === "H" || suit === "D" ? INK.red : INK.black;
}
var tint = (suit, four) => TINT[four ? FOUR[suit] : suit === "H" || suit === "D" ? "red" : "black"];
function pip(suit, x, y, size, colour, flip = false) {
  const turn = flip ? " rotate(180)" : "";
  return `<path d="${PIPS[suit]}" fill="${colour}" transform="translate(${x} ${y})${turn} scale(${size / 100})"/>`;
}
function text(x, y, body, size, colour, extra = "") {
  const anchor = extra.includes("text-anchor") ? "" : ' text-anchor="middle"';
  return `<text x="${x}" y="${y}" font-family="${SERIF}" font-size="${size}" fill="${colour}"${anchor} ${extra}>${esc(body)}</text>`;
}
var bothCorners = (body) => `<g>${body}</g><g transform="rotate(180 ${W / 2} ${H / 2})">${body}</g>`;
function index(rank, suit, colour) {
  const name = rankName(rank);
  const fit = name.length > 1 ? ' textLength="15" lengthAdjust="spacingAndGlyphs"' : "";
  return bothCorners(text(11, 21, name, 19, colour, `font-weight="700"${fit}`) + pip(suit, 11, 32, 11, colour));
}
var frame = (x, y, w, h, fill, stroke) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3" fill="${fill}" stroke="${stroke}" stroke-width="1.2"/>`;
function court(rank, suit, colour, fill) {
  const crown = CROWN[rank] ? `<path d="${CROWN[rank]}" fill="#d9a521" stroke="${colour}" stroke-width="0.8" transform="translate(50 55)"/>` : "";
  return frame(21, 22, 58, 96, fill, colour) + frame(24.5, 25.5, 51, 89, "none", colour) + pip(suit, 50, 38, 14, colour) + pip(suit, 50, 102, 14, colour, true) + crown + text(50, 86, RANK_NAME[rank], 40, colour, 'font-weight="700"');
}
function face(rank, suit, four) {
  const colour = suitColour(suit, four);
  const body = rank >= 11 ? court(rank, suit, colour, tint(suit, four)) : PIP_LAYOUT[rank].map(([x, y]) => pip(suit, x, y, rank === 1 ? 40 : 17, colour, y > H / 2)).join("");
  return body + index(rank, suit, colour);
}
function badge(rank, suit, four) {
  const colour = suitColour(suit, four);
  return `<g class="rl-badge"><rect x="24" y="99" width="52" height="24" rx="12" fill="#fff7d6" stroke="${JOKER_GOLD}" stroke-width="1.5"/>` + text(57, 117, `= ${rankName(rank)}`, 17, colour, 'font-weight="700" text-anchor="end"') + pip(suit, 65, 111, 13, colour) + "</g>";
}
function joker(face2, four) {
  const letters = [..."JOKER"].map((ch, i) => text(11, 19 + 11.5 * i, ch, 13, JOKER_INK, 'font-weight="700"')).join("");
  const y = face2 ? 62 : 70;
  return bothCorners(letters) + `<circle cx="50" cy="${y}" r="27" fill="#f6efff" stroke="${JOKER_INK}" stroke-width="1.2"/><path d="${STAR}" fill="${JOKER_GOLD}" stroke="${JOKER_INK}" stroke-width="3" transform="translate(50 ${y + 2}) scale(0.42)"/>` + (face2 ? badge(...face2, four) : "");
}
function back() {
  const [x0, y0, cols, rows, cw, ch] = [9, 9, 7, 10, 82 / 7, 122 / 10];
  let cells = "";
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) {
      cells += `M${(x0 + (i + 0.5) * cw).toFixed(2)} ${(y0 + j * ch).toFixed(2)}l${(cw / 2).toFixed(2)} ${(ch / 2).toFixed(2)}l${(-cw / 2).toFixed(2)} ${(ch / 2).toFixed(2)}l${(-cw / 2).toFixed(2)} ${(-ch / 2).toFixed(2)}Z`;
    }
  }
  return `<rect x="${x0 - 3}" y="${y0 - 3}" width="88" height="128" rx="4" fill="#1c3364"/><path d="${cells}" fill="#27457f" stroke="#6f8fc9" stroke-width="0.8"/><rect x="${x0}" y="${y0}" width="82" height="122" rx="2" fill="none" stroke="#c9d6f0" stroke-width="1"/>`;
}
function inner(desc, four) {
  if (desc.face_down) return back();
  if (!desc.rank) return joker(desc.joker_as ? parseFace(desc.joker_as) : null, four);
  return face(desc.rank, desc.suit, four);
}
function svgMarkup(desc, four) {
  return `<svg class="rl-card-svg" viewBox="0 0 ${W} ${H}" aria-hidden="true" focusable="false"><rect x="0.5" y="0.5" width="99" height="139" rx="7" fill="#fff" stroke="#a9afb8" stroke-width="1"/>${inner(desc, four)}</svg>`;
}
function renderCard(desc, opts = {}) {
  const el = document.createElement("div");
  const kind = desc.face_down ? "rl-back" : !desc.rank ? "rl-joker" : "rl-face";
  el.className = `rl-card ${kind}`;
  el.setAttribute("role", "img");
  el.setAttribute("aria-label", cardLabel(desc));
  el.title = cardLabel(desc);
  if (desc.code) el.dataset.code = desc.code;
  if (opts.width) el.style.setProperty("--rl-card-w", `${opts.width}px`);
  const tpl = document.createElement("template");
  tpl.innerHTML = svgMarkup(desc, Boolean(opts.fourColour));
  el.append(tpl.content.firstElementChild);
  setSelected(el, Boolean(desc.selected));
  return el;
}
function onCardClick(box, fn) {
  box.addEventListener("click", (ev) => {
    const el = ev.target.closest(".rl-card");
    if (el && box.contains(el)) fn(el, +el.dataset.index);
  });
}
function setSelected(el, on) {
  el.classList.toggle("rl-selected", on);
  if (el.getAttribute("role") === "option") el.setAttribute("aria-selected", String(on));
}
function renderFan(descs, opts = {}) {
  const { onSelect, onActivate, selectable = true, label = "Hand" } = opts;
  const fan = document.createElement("div");
  fan.className = "rl-fan" + (selectable ? " rl-selectable" : "");
  fan.setAttribute("role", selectable ? "listbox" : "list");
  if (selectable) fan.setAttribute("aria-multiselectable", "true");
  const count = opts.count ? opts.count(descs.length) : `${descs.length} card${descs.length === 1 ? "" : "s"}`;
  fan.setAttribute("aria-label", `${label}: ${count}`);
  fan.tabIndex = -1;
  if (opts.width) fan.style.setProperty("--rl-card-w", `${opts.width}px`);
  const cards = descs.map((desc, i) => {
    const el = renderCard(desc, opts);
    el.setAttribute("role", selectable ? "option" : "listitem");
    el.tabIndex = i === 0 ? 0 : -1;
    el.dataset.index = String(i);
    setSelected(el, Boolean(desc.selected));
    fan.append(el);
    return el;
  });
  const text2 = document.createElement("span");
  text2.className = "rl-sr";
  text2.textContent = descs.map(cardText).join(" ");
  fan.append(text2);
  const selectedCodes = () => cards.filter((el) => el.classList.contains("rl-selected")).map((el) => descs[+el.dataset.index].code);
  function focusCard(i) {
    const next = Math.max(0, Math.min(cards.length - 1, i));
    cards.forEach((el, k) => {
      el.tabIndex = k === next ? 0 : -1;
    });
    if (cards[next]) cards[next].focus();
  }
  function toggle(el) {
    if (!selectable) return;
    const on = !el.classList.contains("rl-selected");
    setSelected(el, on);
    if (onSelect) onSelect(selectedCodes(), descs[+el.dataset.index], on);
  }
  onCardClick(fan, (el, i) => {
    focusCard(i);
    toggle(el);
  });
  fan.addEventListener("keydown", (ev) => {
    const el = ev.target.closest(".rl-card");
    const i = el ? +el.dataset.index : cards.findIndex((c) => c.tabIndex === 0);
    const moves = { ArrowLeft: i - 1, ArrowRight: i + 1, Home: 0, End: cards.length - 1 };
    if (ev.key in moves) {
      focusCard(moves[ev.key]);
    } else if (ev.key === " " && cards[i]) {
      toggle(cards[i]);
    } else if (ev.key === "Enter" && onActivate && cards[i]) {
      onActivate(selectedCodes(), descs[i]);
    } else {
      return;
    }
    ev.preventDefault();
  });
  fan.addEventListener("focus", () => focusCard(Math.max(0, cards.findIndex((c) => c.tabIndex === 0))));
  fan.getSelected = selectedCodes;
  fan.setSelected = (codes) => {
    const want = new Set(codes);
    cards.forEach((el, k) => {
      setSelected(el, want.has(descs[k].code));
    });
  };
  return fan;
}

// projector.js
var TB_PROJECTOR_KEY = "rummy-lab.projector";
function tbProjector(on) {
  try {
    if (on !== void 0) localStorage.setItem(TB_PROJECTOR_KEY, on ? "1" : "0");
    return localStorage.getItem(TB_PROJECTOR_KEY) === "1";
  } catch {
    return Boolean(on);
  }
}
function tbProjectorButton(s, ctx) {
  const zoom = ctx.zoom;
  const on = zoom.classList.contains("rl-projector");
  const btn = elem("button", "rl-btn rl-projector-btn", s.labels.table_projector);
  btn.type = "button";
  btn.dataset.focus = "btn:projector";
  btn.setAttribute("aria-pressed", String(on));
  btn.addEventListener("click", () => {
    const next = !zoom.classList.contains("rl-projector");
    const on2 = tbProjector(next);
    for (const box of pageZooms(zoom)) box.classList.toggle("rl-projector", on2);
    btn.setAttribute("aria-pressed", String(next));
    if (next) btn.closest(".rl-table-root")?.scrollIntoView({ block: "start" });
  });
  return btn;
}

// table_seats.js
function tbHeader(s, ctx) {
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
function tbSeat(p, s) {
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
function tbCounted(lines) {
  const box = elem("p", "rl-counted");
  lines.forEach((line, i) => {
    box.append(elem(i ? "b" : "span", "", line));
  });
  return box;
}

// table_hand.js
function tbHand(s, ctx) {
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
  const onSelect = () => {
    showSel();
    tbMarkTargets(ctx);
  };
  if (s.suggest && s.suggest.groups.length) {
    wrap.append(tbSuggested(s, descs, ctx, { width, onSelect }));
  } else {
    const fan = renderFan(descs, {
      ...TB_OPT,
      selectable: true,
      width,
      label: s.hand_title,
      onSelect: (sel) => {
        ctx.ui.selected = new Set(sel);
        onSelect();
      }
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
function tbHandCard(card, desc, L) {
  card.dataset.focus = `card:${desc.code}`;
  if (desc.new) {
    card.classList.add("rl-new");
    card.dataset.tag = L.table_new;
  }
  if (desc.taken) card.classList.add("rl-taken");
}
function tbSuggested(s, descs, ctx, opts) {
  const L = s.labels;
  const box = elem("div", "rl-suggest");
  const pool = [...descs];
  s.suggest.groups.forEach((g, k) => {
    const cards = g.cards.map((c) => {
      const i = pool.findIndex((d) => d.code === c.code);
      return { ...i >= 0 ? pool.splice(i, 1)[0] : c, joker_as: c.joker_as, label: c.label };
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
      ...TB_OPT,
      selectable: true,
      width: opts.width,
      label: g.label,
      onSelect: (_sel, desc, on) => {
        if (on) ctx.ui.selected.add(desc.code);
        else ctx.ui.selected.delete(desc.code);
        opts.onSelect();
      }
    });
    fan.querySelectorAll(".rl-card").forEach((card, i) => {
      tbHandCard(card, cards[i], L);
    });
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
      if (s.suggest) ctx.send({ op: "suggest", on: false });
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
function tbMarkTargets(ctx) {
  const ids = legalTargets(ctx.state, ctx.ui.selected);
  ctx.root.querySelectorAll(".rl-meld").forEach((fig) => {
    fig.classList.toggle("rl-legal", ids.has(Number(fig.dataset.meldId)));
  });
}

// table_motion.js
var tbReducedMotion = () => typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
var tbZone = (card) => card.closest(".rl-hand") ? "hand" : card.closest(".rl-discard") ? "pile" : card.closest(".rl-meld") ? "meld" : "other";
function tbPlaces(felt) {
  const places = /* @__PURE__ */ new Map();
  felt.querySelectorAll(".rl-card[data-code]").forEach((card) => {
    if (!places.has(card.dataset.code)) {
      places.set(card.dataset.code, { zone: tbZone(card), rect: card.getBoundingClientRect() });
    }
  });
  const stock = felt.querySelector(".rl-stock .rl-card");
  if (stock) places.set("", { zone: "stock", rect: stock.getBoundingClientRect() });
  return places;
}
function tbAnimate(felt, before) {
  felt.querySelectorAll(".rl-card[data-code]").forEach((card) => {
    const zone = tbZone(card);
    let old = before.get(card.dataset.code);
    if (!old && zone === "hand") old = before.get("");
    if (!old || old.zone === zone) return;
    const now = card.getBoundingClientRect();
    const dx = old.rect.left - now.left;
    const dy = old.rect.top - now.top;
    card.classList.add("rl-moving");
    card.animate(
      [{ transform: `translate(${dx}px, ${dy}px)` }, { transform: "none" }],
      { duration: 200, easing: "ease-out" }
    ).finished.then(() => card.classList.remove("rl-moving"), () => {
    });
  });
}
function tbFocusFallback(root) {
  const picks = [
    ".rl-actions .rl-btn.rl-primary:not(:disabled)",
    ".rl-hand .rl-card.rl-new",
    ".rl-hand .rl-card[tabindex='0']",
    ".rl-actions .rl-btn:not(:disabled)",
    ".rl-actions"
  ];
  for (const sel of picks) {
    const e = root.querySelector(sel);
    if (e) return e;
  }
  return null;
}

// table_piles.js
function tbPiles(s, ctx) {
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
  const show = (text2) => () => {
    hint.textContent = text2;
  };
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
      card.classList.add("rl-locked");
      pressable(card, `pile:${code}`, locked[code], () => ctx.send({ op: "take", card: code }));
    } else {
      return;
    }
    const text2 = preview[code] || locked[code];
    card.title = text2;
    card.setAttribute("aria-describedby", hint.id);
    for (const ev of ["mouseenter", "focus"]) card.addEventListener(ev, show(text2));
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
function tbMelds(s, ctx) {
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
        if (c.by_name !== void 0 && c.by !== group.seat) {
          card.dataset.by = c.by_name.slice(0, 1).toUpperCase();
          card.classList.add("rl-by-other");
        }
      });
      fig.append(fan);
      fig.append(elem("figcaption", "rl-meld-caption", meld.caption));
      if (picking) {
        fig.classList.add("rl-target");
        pressable(
          fig,
          `meld:${meld.id}`,
          `${meld.caption}`,
          () => ctx.send({ op: picking.op, cards: [picking.card], meld: meld.id })
        );
      }
      row.append(fig);
    }
    box.append(row);
    zone.append(box);
  }
  return zone;
}

// table.js
function tbDraw(root, parts, s, ctx) {
  TB_OPT.fourColour = Boolean(s.four_colour);
  TB_OPT.count = (n) => tbCount(n, s.labels);
  TB_BACK.label = s.labels.card_face_down;
  const focused = root.contains(document.activeElement) && document.activeElement.dataset ? document.activeElement.dataset.focus || "" : null;
  ctx.state = s;
  const animate = parts.felt.isConnected && !root.hidden && !tbReducedMotion();
  const before = animate ? tbPlaces(parts.felt) : null;
  const opponents = elem("div", "rl-opponents");
  for (const p of s.players) if (p.seat !== s.seat) opponents.append(tbSeat(p, s));
  const center = elem("div", "rl-center");
  center.append(tbPiles(s, ctx), tbMelds(s, ctx));
  const overlay = elem("div", "rl-overlay");
  if (s.result) overlay.append(tbResult(s));
  if (s.chooser) overlay.append(tbChooser(s, ctx));
  const bar = tbButtons(s, ctx);
  bar.append(tbKeysButton(s, ctx));
  parts.felt.replaceChildren(
    tbHeader(s, ctx),
    opponents,
    center,
    overlay,
    parts.message,
    tbHand(s, ctx),
    bar,
    tbKeysHelp(s, ctx)
  );
  const msg = s.message || { text: "", kind: "info" };
  parts.message.className = `rl-message rl-${msg.kind || "info"}`;
  if (parts.message.textContent !== msg.text) parts.message.textContent = msg.text;
  const log = tbLog(s);
  parts.side.replaceWith(log);
  parts.side = log;
  root.dataset.rev = String(s.rev);
  root.dataset.phase = s.phase;
  root.classList.toggle("rl-my-turn", Boolean(s.my_turn));
  root.classList.toggle("rl-picking", Boolean(s.picking));
  root.classList.remove("rl-busy");
  tbMarkTargets(ctx);
  if (before) requestAnimationFrame(() => tbAnimate(parts.felt, before));
  if (ctx.ui.focusIndex !== void 0) {
    const card = root.querySelectorAll(".rl-hand .rl-card")[ctx.ui.focusIndex];
    delete ctx.ui.focusIndex;
    if (card) card.focus();
  } else if (focused !== null) {
    const again = focused && root.querySelector(`[data-focus="${CSS.escape(focused)}"]`);
    const target = again && !again.disabled ? again : tbFocusFallback(root);
    if (target) target.focus();
  }
}
function tbScores(box, scores) {
  if (!scores || !scores.html) {
    box.hidden = true;
    box.replaceChildren();
    return;
  }
  box.hidden = false;
  const tables = elem("div", "rl-scores-tables");
  tables.innerHTML = scores.html;
  box.replaceChildren(tables);
  const png = scores.png;
  if (png && png.byteLength) {
    const bytes = new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
    let bin = "";
    for (let i = 0; i < bytes.length; i += 32768) {
      bin += String.fromCharCode.apply(null, bytes.subarray(i, i + 32768));
    }
    const img = elem("img", "rl-scores-plot");
    img.alt = scores.alt || "";
    img.src = `data:image/png;base64,${btoa(bin)}`;
    box.append(img);
  }
}
var TB_COUNTER = { n: 0 };
function tbMountTable(model, el) {
  const root = elem("div", "rl-table-root");
  const felt = elem("div", "rl-felt");
  const message = elem("div", "rl-message");
  message.setAttribute("role", "status");
  message.setAttribute("aria-live", "polite");
  const parts = { felt, message, side: elem("aside", "rl-side") };
  root.append(felt, parts.side);
  const board = elem("div", "rl-scoreboard");
  el.append(root, board);
  TB_COUNTER.n += 1;
  const ctx = {
    zoom: el,
    root,
    id: TB_COUNTER.n,
    state: null,
    redraw: () => redraw(),
    saved: () => model.get("saved") || "",
    ui: { selected: /* @__PURE__ */ new Set(), n: 0, order: [], sort: null },
    send(cmd) {
      const last = (model.get("command") || {}).n || 0;
      ctx.ui.n = Math.max(ctx.ui.n, last) + 1;
      root.classList.add("rl-busy");
      model.set("command", { ...cmd, n: ctx.ui.n });
      model.save_changes();
    }
  };
  let lastRev = null;
  const relabelKeys = tbKeyboard(root, el, ctx);
  const redraw = () => {
    const s = model.get("state") || {};
    root.hidden = !s.labels;
    if (s.labels) tbDraw(root, parts, s, ctx);
    relabelKeys(s);
    const fresh = s.labels && (lastRev === null || s.rev < lastRev);
    lastRev = s.labels ? s.rev : null;
    if (fresh && takeStart(root)) root.scrollIntoView({ block: "start" });
  };
  const rescore = () => tbScores(board, model.get("scores"));
  const keep = () => {
    const text2 = model.get("saved");
    if (text2) savedGame(text2);
    else if ((model.get("state") || {}).phase === "game_over") savedGame("");
    redraw();
  };
  const onKey = (ev) => {
    if (ev.key === "Escape" && root.classList.contains("rl-picking")) ctx.send({ op: "cancel" });
  };
  root.addEventListener("keydown", onKey);
  model.on("change:state", redraw);
  model.on("change:scores", rescore);
  model.on("change:saved", keep);
  redraw();
  rescore();
  root.classList.add("rl-table-ready");
  return () => {
    model.off("change:state", redraw);
    model.off("change:scores", rescore);
    model.off("change:saved", keep);
  };
}

// teacher.js
function tcIdle(seconds) {
  const s = Math.max(0, Math.floor(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min`;
  return `${Math.floor(s / 3600)} h ${String(Math.floor(s % 3600 / 60)).padStart(2, "0")} min`;
}
function tcSend(model, cmd) {
  const n = ((model.get("command") || {}).n || 0) + 1;
  model.set("command", { ...cmd, n });
  model.save_changes();
}
function tcButton(text2, cls, onPress) {
  const b = elem("button", `rl-btn ${cls || ""}`.trim(), text2);
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
    tcSend(model, { op: "login", password: input.value });
    input.value = "";
  });
  box.append(form);
  setTimeout(() => input.focus(), 0);
  return box;
}
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
  if (!sel.options.length) {
    sel.append(elem("option", "", L.teacher_no_class));
    sel.disabled = true;
  }
  sel.addEventListener("change", () => tcSend(model, { op: "class", class: sel.value }));
  cls.append(elem("span", "rl-field-label", L.teacher_class), sel);
  const exports = elem("div", "rl-tc-exports");
  exports.setAttribute("role", "group");
  exports.setAttribute("aria-label", L.teacher_exports);
  exports.append(elem("span", "rl-field-label", L.teacher_exports));
  for (const kind of ["results", "histories", "games"]) {
    const b = tcButton(
      L[`teacher_export_${kind}`],
      "rl-tc-export",
      () => tcSend(model, { op: "export", kind })
    );
    b.dataset.kind = kind;
    exports.append(b);
  }
  const lock = tcButton(L.teacher_logout, "rl-tc-lock", () => tcSend(model, { op: "logout" }));
  bar.append(cls, exports, lock);
  return bar;
}
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
  for (const h of [
    L.view_table,
    L.variant,
    L.hand,
    L.players,
    L.teacher_col_turn,
    L.teacher_col_idle,
    ""
  ]) tr.append(elem("th", "", h));
  const thead = elem("thead");
  thead.append(tr);
  const tbody = elem("tbody");
  for (const r of rows) {
    const row = elem("tr", r.code === d.watching ? "rl-tc-watched" : "");
    row.dataset.code = r.code;
    const cell2 = elem("td");
    const who = elem("div", "rl-tc-players");
    cell2.append(who);
    for (const p of r.players) {
      const chip = elem("span", "rl-tc-player" + (p.turn ? " rl-turn" : ""));
      chip.dataset.seat = p.seat;
      chip.append(elem("span", "rl-tc-name", p.name), elem("b", "rl-tc-score", p.score));
      if (p.note) chip.append(elem("small", "rl-tc-note", p.note));
      if (p.human) chip.append(tcSeatButtons(model, L, r.code, p));
      who.append(chip);
    }
    const watch = tcButton(
      L.teacher_watch,
      "rl-tc-watch",
      () => tcSend(model, { op: "watch", code: r.code })
    );
    const act = elem("td");
    act.append(watch);
    row.append(
      elem("td", "rl-tc-code", r.code),
      elem("td", "rl-tc-variant", r.title),
      tcCell("rl-tc-hand", r.hand, L.hand),
      cell2,
      tcCell("rl-tc-turn", r.turn, L.teacher_col_turn),
      tcCell("rl-tc-idle", "", L.teacher_col_idle),
      act
    );
    tbody.append(row);
  }
  table.append(thead, tbody);
  box.append(table, tcPager(model, d));
  return box;
}
function tcSeatButtons(model, L, code, p) {
  const box = elem("span", "rl-tc-seat-actions");
  const ask = (text2, cmd) => () => {
    if (window.confirm(text2)) tcSend(model, cmd);
  };
  if (p.held) {
    box.append(tcButton(
      L.teacher_free,
      "rl-tc-free",
      ask(p.free_confirm, { op: "free", code, seat: p.seat })
    ));
  }
  box.append(tcButton(
    L.teacher_to_bot,
    "rl-tc-bot",
    ask(p.bot_confirm, { op: "bot", code, seat: p.seat })
  ));
  return box;
}
function tcPager(model, d) {
  const L = d.labels;
  const bar = elem("div", "rl-tc-pager");
  const page = d.page || 0;
  const newer = tcButton(
    L.teacher_newer,
    "rl-tc-newer",
    () => tcSend(model, { op: "page", page: page - 1 })
  );
  const older = tcButton(
    L.teacher_older,
    "rl-tc-older",
    () => tcSend(model, { op: "page", page: page + 1 })
  );
  newer.disabled = page <= 0;
  older.disabled = page >= (d.pages || 1) - 1;
  bar.append(newer, elem("span", "rl-tc-count", d.count || ""), older);
  return bar;
}
function tcCell(cls, text2, label) {
  const td = elem("td", cls, text2);
  td.dataset.label = label;
  return td;
}
function tcWatchBar(model, d) {
  const L = d.labels;
  const bar = elem("div", "rl-tc-watchbar");
  bar.append(
    elem("strong", "rl-tc-watching", d.watching || ""),
    tcToggle("hands", L.teacher_show_hands, d.hands, (on) => tcSend(model, { op: "hands", on })),
    tcToggle("project", L.teacher_project, d.project, (on) => tcSend(model, { op: "project", on })),
    tcButton(L.teacher_close, "rl-tc-close", () => tcSend(model, { op: "close" }))
  );
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
function tcMountTeacher(model, el) {
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
  let offset = 0;
  let lastNow = 0;
  const tick = () => {
    const d = model.get("dash") || {};
    const lastAt = new Map((d.tables || []).map((r) => [r.code, r.last_at]));
    const now = Date.now() / 1e3 + offset;
    top.querySelectorAll("tr[data-code]").forEach((tr) => {
      const at = lastAt.get(tr.dataset.code);
      const cell2 = tr.querySelector(".rl-tc-idle");
      if (cell2 && at !== void 0) cell2.textContent = tcIdle(now - at);
    });
  };
  const ticker = setInterval(tick, 1e3);
  const stopBeat = hbStart(model);
  const draw = () => {
    const d = model.get("dash") || {};
    const open = d.stage === "open";
    root.dataset.stage = d.stage || "";
    const projecting = Boolean(open && d.project && d.watching);
    if (projecting && !root.classList.contains("rl-tc-projecting")) {
      setTimeout(() => root.scrollIntoView({ block: "start" }), 0);
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
    const key = JSON.stringify([d.classes, d.class_code, d.labels]);
    const listKey = JSON.stringify([d.tables, d.count, d.page, d.watching, d.labels]);
    if (d.now && d.now !== lastNow) {
      lastNow = d.now;
      offset = d.now - Date.now() / 1e3;
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
      watchBar.replaceChildren(...d.watching ? [tcWatchBar(model, d)] : []);
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

// entries/teacher.js
function render({ model, el }) {
  el.classList.add("rl-tb", "rl-cards-host");
  const cleanups = [tcMountTeacher(model, el)];
  if (model.get("classview") !== void 0) cleanups.push(cvMountClassView(model, el));
  return () => {
    for (const f of cleanups) f();
  };
}
var teacher_default = { render };
export {
  teacher_default as default
};
