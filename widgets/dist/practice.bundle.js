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
function setSelected(el, on) {
  el.classList.toggle("rl-selected", on);
  if (el.getAttribute("role") === "option") el.setAttribute("aria-selected", String(on));
}

// dom.js
function elem(tag, cls, text2) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text2 !== void 0 && text2 !== null) e.textContent = String(text2);
  return e;
}

// learner.js
var ID_KEY = "rummy-lab-practice-id";
function learnerId() {
  let id = null;
  try {
    id = window.localStorage.getItem(ID_KEY);
  } catch {
    id = null;
  }
  if (!id || !/^[A-Za-z0-9_-]{16,128}$/.test(id)) {
    const bytes = new Uint8Array(18);
    window.crypto.getRandomValues(bytes);
    id = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
    try {
      window.localStorage.setItem(ID_KEY, id);
    } catch {
    }
  }
  return id;
}

// practice.js
function heldSeat() {
  try {
    const code = window.localStorage.getItem("rummy-lab-table");
    const ticket = code ? window.localStorage.getItem(`rummy-lab-seat:${code}`) : null;
    return code && ticket ? { code: code.slice(0, 16), ticket: ticket.slice(0, 128) } : null;
  } catch {
    return null;
  }
}
function cardRow(descs, label, cls) {
  const row = elem("div", `rl-practice-cards ${cls || ""}`);
  row.setAttribute("role", "group");
  row.setAttribute("aria-label", label);
  descs.forEach((d) => {
    row.append(renderCard(d, {}));
  });
  return row;
}
function renderPractice({ model, el }) {
  el.classList.add("rl-cards-host");
  const root = elem("div", "rl-practice");
  el.append(root);
  let picked = /* @__PURE__ */ new Set();
  let typed = "";
  function send(op, extra = {}) {
    const n = ((model.get("command") || {}).n || 0) + 1;
    model.set("command", { n, op, ...extra });
    model.save_changes();
  }
  function answered() {
    const v = model.get("verdict") || {};
    return Boolean(v.rule);
  }
  function submit() {
    const drill = model.get("drill") || {};
    if (answered()) return;
    if (drill.number) send("answer", { answer: typed.trim() });
    else if (drill.multi) send("answer", { answer: [...picked] });
    else if (picked.size === 1) send("answer", { answer: [...picked][0] });
  }
  function pick(id) {
    const drill = model.get("drill") || {};
    if (answered()) return;
    if (drill.multi) {
      if (picked.has(id)) picked.delete(id);
      else picked.add(id);
    } else {
      picked = /* @__PURE__ */ new Set([id]);
    }
    draw(id);
  }
  function choiceButton(choice, i, verdict, right) {
    const b = elem("button", "rl-practice-choice");
    b.type = "button";
    b.dataset.id = choice.id;
    b.setAttribute("aria-pressed", String(picked.has(choice.id)));
    b.append(elem("span", "rl-practice-key", String(i + 1)));
    if (choice.cards.length) b.append(cardRow(choice.cards, choice.label));
    b.append(elem("span", "rl-practice-label", choice.label));
    if (verdict.rule) {
      b.disabled = true;
      if (right.has(choice.id)) b.classList.add("rl-practice-right");
      else if (picked.has(choice.id)) b.classList.add("rl-practice-wrong");
    }
    b.addEventListener("click", () => pick(choice.id));
    return b;
  }
  function drawVerdict(box, verdict, labels) {
    if (verdict.error) {
      box.append(elem("p", "rl-practice-error", verdict.error));
      return;
    }
    if (!verdict.rule) return;
    const p = elem(
      "p",
      verdict.correct ? "rl-practice-ok" : "rl-practice-bad",
      verdict.feedback
    );
    p.setAttribute("role", "status");
    box.append(p);
    const next = elem("button", "rl-practice-next", labels.practice_next);
    next.type = "button";
    next.addEventListener("click", () => send("next"));
    box.append(next);
  }
  function drawBoard(side, board, labels) {
    side.append(elem("p", "rl-practice-streak", `${labels.practice_streak}: ${board.streak || 0}`));
    side.append(elem("h3", "", labels.practice_progress));
    const list = elem("ul", "rl-practice-rules");
    (board.rules || []).forEach((r) => {
      const li = elem("li", `rl-level-${r.step}`);
      li.append(elem("span", "rl-practice-rule", r.rule), elem("span", "rl-practice-level", r.level));
      list.append(li);
    });
    side.append(list);
    if ((board.revisit || []).length) {
      side.append(elem("p", "rl-practice-revisit", `${labels.practice_revisit} ${board.revisit.join(", ")}`));
    }
  }
  function draw(focusId) {
    const drill = model.get("drill") || {};
    const verdict = model.get("verdict") || {};
    const board = model.get("board") || {};
    const labels = drill.labels || {};
    const right = new Set(verdict.right || []);
    const main = elem("section", "rl-practice-main");
    main.append(elem("p", "rl-practice-kind", drill.kind || ""));
    const prompt = elem("p", "rl-practice-prompt", drill.prompt || "");
    prompt.id = "rl-practice-prompt";
    main.append(prompt);
    if ((drill.table || []).length) {
      const t = elem("div", "rl-practice-table");
      t.append(elem("p", "rl-practice-caption", labels.practice_table));
      drill.table.forEach((m, i) => {
        t.append(cardRow(m, `${labels.practice_table} ${i + 1}`, "rl-practice-meld"));
      });
      main.append(t);
    }
    if ((drill.pile || []).length) {
      main.append(elem("p", "rl-practice-caption", labels.practice_pile));
      main.append(cardRow(drill.pile, labels.practice_pile, "rl-practice-pile"));
    }
    if ((drill.hand || []).length) {
      main.append(elem("p", "rl-practice-caption", labels.your_hand));
      main.append(cardRow(drill.hand, labels.your_hand, "rl-practice-hand"));
    }
    const answers = elem("div", "rl-practice-choices");
    answers.setAttribute("role", "group");
    answers.setAttribute("aria-labelledby", prompt.id);
    if (drill.number) {
      const input = elem("input", "rl-practice-number");
      input.type = "text";
      input.inputMode = "numeric";
      input.setAttribute("aria-label", labels.practice_number);
      input.value = typed;
      input.disabled = Boolean(verdict.rule);
      input.addEventListener("input", () => {
        typed = input.value;
      });
      answers.append(input);
    } else {
      (drill.choices || []).forEach((c, i) => {
        answers.append(choiceButton(c, i, verdict, right));
      });
    }
    main.append(answers);
    const tools = elem("div", "rl-practice-tools");
    const check = elem("button", "rl-practice-submit", labels.practice_submit);
    check.type = "button";
    check.disabled = Boolean(verdict.rule);
    check.addEventListener("click", submit);
    const hint = elem("button", "rl-practice-hint", labels.btn_hint);
    hint.type = "button";
    hint.title = labels.practice_hint_cost || "";
    hint.disabled = Boolean(verdict.rule || drill.hint);
    hint.addEventListener("click", () => send("hint"));
    tools.append(check, hint);
    main.append(tools);
    if (drill.hint) main.append(elem("p", "rl-practice-hint-text", `${drill.hint} ${labels.practice_hint_cost}`));
    const out = elem("div", "rl-practice-verdict");
    out.setAttribute("aria-live", "polite");
    drawVerdict(out, verdict, labels);
    main.append(out);
    const side = elem("aside", "rl-practice-side");
    drawBoard(side, board, labels);
    root.replaceChildren(main, side);
    const again = focusId && root.querySelector(`.rl-practice-choice[data-id="${CSS.escape(focusId)}"]`);
    if (again) again.focus();
    else if (verdict.rule) {
      const nx = root.querySelector(".rl-practice-next");
      if (nx) nx.focus();
    }
    if (drill.number && !verdict.rule) {
      const i = root.querySelector(".rl-practice-number");
      if (i && !focusId) i.focus();
    }
  }
  function onKey(ev) {
    const drill = model.get("drill") || {};
    const inChoice = ev.target.closest && ev.target.closest(".rl-practice-choice, button");
    if (ev.key === "Enter" && !inChoice) {
      ev.preventDefault();
      submit();
      return;
    }
    if (ev.target.tagName === "INPUT") return;
    if (/^[1-9]$/.test(ev.key) && drill.choices && drill.choices[+ev.key - 1]) {
      ev.preventDefault();
      pick(drill.choices[+ev.key - 1].id);
    } else if (ev.key === "n" || ev.key === "N") {
      if (answered()) send("next");
    } else if (ev.key === "h" || ev.key === "H") {
      if (!answered()) send("hint");
    } else if (ev.key === "c" || ev.key === "C") {
      submit();
    }
  }
  function fresh() {
    picked = /* @__PURE__ */ new Set();
    typed = "";
    draw();
  }
  let last = null;
  function onDrill() {
    const d = model.get("drill") || {};
    const key = `${d.prompt}|${(d.choices || []).map((c) => c.id).join(",")}`;
    if (key !== last) {
      last = key;
      fresh();
    } else draw();
  }
  root.addEventListener("keydown", onKey);
  model.on("change:drill", onDrill);
  model.on("change:verdict", () => draw());
  model.on("change:board", () => draw());
  onDrill();
  send("hello", { learner: learnerId(), seat: heldSeat() });
  return () => {
    model.off("change:drill", onDrill);
    root.removeEventListener("keydown", onKey);
  };
}

// entries/practice.js
var practice_default = { render: renderPractice };
export {
  practice_default as default
};
