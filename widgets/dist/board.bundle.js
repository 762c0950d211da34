// card_names.js
var SUIT_WORD = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };
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
function cardLabel(desc) {
  if (desc.label) return desc.label;
  if (desc.face_down) return "face-down card";
  if (!desc.rank) {
    const face2 = desc.joker_as ? parseFace(desc.joker_as) : null;
    return face2 ? `joker standing for ${faceLabel(...face2)}` : "joker";
  }
  return faceLabel(desc.rank, desc.suit);
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

// explorer.js
function cardButton(desc, row, i) {
  const el = renderCard(desc, {});
  el.setAttribute("role", "button");
  el.tabIndex = -1;
  el.dataset.index = String(i);
  if (!row.mode || row.mode === "click") el.setAttribute("aria-pressed", String(Boolean(desc.selected)));
  return el;
}
function drawRow(row, send) {
  const box = document.createElement("div");
  box.className = `rl-board-row rl-board-${row.mode || "click"}`;
  box.dataset.row = row.id;
  const head = document.createElement("div");
  head.className = "rl-board-label";
  head.id = `rl-board-${Math.random().toString(36).slice(2)}`;
  head.textContent = row.label || "";
  const list = document.createElement("div");
  list.className = "rl-board-cards";
  list.setAttribute("role", "group");
  list.setAttribute("aria-labelledby", head.id);
  list.tabIndex = -1;
  const cards = (row.cards || []).map((desc, i) => cardButton(desc, row, i));
  if (!cards.length && row.empty) {
    const none = document.createElement("span");
    none.className = "rl-board-empty";
    none.textContent = row.empty;
    list.append(none);
  }
  list.append(...cards);
  const start = Math.max(0, cards.findIndex((el) => el.classList.contains("rl-selected")));
  if (cards[start]) cards[start].tabIndex = 0;
  const focusAt = (i) => {
    const k = Math.max(0, Math.min(cards.length - 1, i));
    cards.forEach((el, j) => {
      el.tabIndex = j === k ? 0 : -1;
    });
    if (cards[k]) cards[k].focus();
  };
  const activate = (el) => {
    if (row.mode === "show") return;
    send(row.id, row.cards[+el.dataset.index].code, +el.dataset.index);
  };
  onCardClick(list, (el, i) => {
    focusAt(i);
    activate(el);
  });
  list.addEventListener("keydown", (ev) => {
    const el = ev.target.closest(".rl-card");
    if (!el) return;
    const i = +el.dataset.index;
    const moves = { ArrowLeft: i - 1, ArrowRight: i + 1, Home: 0, End: cards.length - 1 };
    if (ev.key in moves) focusAt(moves[ev.key]);
    else if (ev.key === "Enter" || ev.key === " ") activate(el);
    else return;
    ev.preventDefault();
  });
  box.append(head, list);
  box.focusCard = (code, index2) => {
    let k = row.cards.findIndex((d) => d.code === code);
    if (k < 0) k = Math.min(index2, cards.length - 1);
    if (k >= 0) focusAt(k);
    else list.focus();
  };
  return box;
}
function renderBoard({ model, el }) {
  el.classList.add("rl-cards-host");
  const root = document.createElement("div");
  root.className = "rl-board";
  el.append(root);
  let pending = null;
  function send(row, code, index2) {
    pending = { row, code, index: index2 };
    const n = ((model.get("command") || {}).n || 0) + 1;
    model.set("command", { n, op: "click", row, code });
    model.save_changes();
  }
  function focusedCard() {
    const el2 = document.activeElement;
    if (!el2 || !root.contains(el2) || !el2.classList.contains("rl-card")) return null;
    const box = el2.closest(".rl-board-row");
    return box ? { row: box.dataset.row, code: el2.dataset.code, index: +el2.dataset.index } : null;
  }
  function draw() {
    const board = model.get("board") || {};
    const keep = pending || focusedCard();
    root.replaceChildren(...(board.rows || []).map((row) => drawRow(row, send)));
    if (keep) {
      const rows = [...root.querySelectorAll(".rl-board-row")];
      const box = rows.find((b) => b.dataset.row === keep.row) || rows[0];
      if (box) box.focusCard(keep.code, keep.index);
      pending = null;
    }
  }
  model.on("change:board", draw);
  draw();
  return () => model.off("change:board", draw);
}

// entries/board.js
var board_default = { render: renderBoard };
export {
  board_default as default
};
