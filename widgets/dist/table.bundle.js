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
function tbFrame(el) {
  el.classList.add("rl-tb", "rl-cards-host");
  const zoom = elem("div", "rl-zoom");
  zoom.classList.toggle("rl-projector", tbProjector());
  el.append(zoom);
  return zoom;
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
  const cards2 = descs.map((desc, i) => {
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
  const selectedCodes = () => cards2.filter((el) => el.classList.contains("rl-selected")).map((el) => descs[+el.dataset.index].code);
  function focusCard(i) {
    const next = Math.max(0, Math.min(cards2.length - 1, i));
    cards2.forEach((el, k) => {
      el.tabIndex = k === next ? 0 : -1;
    });
    if (cards2[next]) cards2[next].focus();
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
    const i = el ? +el.dataset.index : cards2.findIndex((c) => c.tabIndex === 0);
    const moves = { ArrowLeft: i - 1, ArrowRight: i + 1, Home: 0, End: cards2.length - 1 };
    if (ev.key in moves) {
      focusCard(moves[ev.key]);
    } else if (ev.key === " " && cards2[i]) {
      toggle(cards2[i]);
    } else if (ev.key === "Enter" && onActivate && cards2[i]) {
      onActivate(selectedCodes(), descs[i]);
    } else {
      return;
    }
    ev.preventDefault();
  });
  fan.addEventListener("focus", () => focusCard(Math.max(0, cards2.findIndex((c) => c.tabIndex === 0))));
  fan.getSelected = selectedCodes;
  fan.setSelected = (codes) => {
    const want = new Set(codes);
    cards2.forEach((el, k) => {
      setSelected(el, want.has(descs[k].code));
    });
  };
  return fan;
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

// review.js
var ENDED = ["hand_over", "game_over"];
function button(text2, op, onPress, primary = false) {
  const b = elem("button", "rl-btn" + (primary ? " rl-primary" : ""), text2);
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
    row.append(
      elem("span", "rl-review-owner", `${m.owner}: ${m.caption}`),
      cards(m.cards, m.caption)
    );
    table.append(row);
  }
  const piles = elem("section", "rl-review-part rl-review-piles");
  const pile = elem("div", "rl-review-pile");
  pile.append(elem("span", "", `${L.review_discard} (${b.discard_size})`));
  if (b.discard.length) pile.append(cards(b.discard, L.review_discard));
  const stock = elem("div", "rl-review-stock");
  stock.append(
    elem("span", "", `${L.review_stock}: ${b.stock_size}`),
    renderCard({ face_down: true }, { width: 34 })
  );
  const others = elem(
    "p",
    "rl-review-others",
    `${L.review_others}: ` + b.others.map((o) => `${o.name} ${o.count}`).join(", ")
  );
  piles.append(pile, stock, others);
  box.append(mine, table, piles);
  return box;
}
function slide(sl, L, at, n) {
  const box = elem("article", `rl-review-slide rl-sev-${sl.severity}`);
  box.dataset.index = String(sl.index);
  const head = elem("p", "rl-review-head");
  head.append(
    elem("strong", "", `${at + 1} / ${n} · ${sl.heading}`),
    " ",
    elem("span", `rl-review-sev rl-sev-${sl.severity}`, `${sl.severity_text}, ${sl.cost}`)
  );
  const facts = elem("div", "rl-review-facts");
  for (const [k, v] of [
    [L.review_played, sl.played],
    [L.review_better, sl.better],
    [L.review_why, sl.why]
  ]) {
    const line = elem("p", "");
    line.append(elem("strong", "", `${k}: `), v);
    facts.append(line);
  }
  box.append(head, facts, board(sl.board, L));
  return box;
}
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
    box.append(
      elem("p", "rl-review-head", page.heading),
      elem("p", "rl-review-prompt", page.prompt),
      board(page.board, L)
    );
    const choices = elem("div", "rl-review-choices");
    for (const c of page.choices) {
      const b = button(
        c.label,
        "review_answer",
        () => send({ op: "review_answer", choice: c.id, learner: learnerId() })
      );
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
      const say = elem(
        "p",
        `rl-review-verdict ${v.correct ? "rl-review-ok" : "rl-review-no"}`,
        v.feedback
      );
      say.setAttribute("role", "status");
      box.append(say);
      nav.append(button(
        D.review_drill_next,
        "review_drill_next",
        () => send({ op: "review_drill_next" }),
        true
      ));
    }
  }
  nav.append(button(D.review_drill_back, "review_drill_back", () => send({ op: "review_drill_back" })));
  box.append(nav);
  return box;
}
function rvMountReview(model, el) {
  const box = elem("div", "rl-review");
  const table = el.querySelector(".rl-table-root");
  if (table) table.after(box);
  else el.append(box);
  const ui = { at: 0, key: "" };
  const send = (cmd) => {
    const n = ((model.get("command") || {}).n || 0) + 1;
    model.set("command", { ...cmd, n });
    model.save_changes();
  };
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
      const text2 = elem("p", "rl-review-text", (r.text || {})[lang] || "");
      text2.setAttribute("role", "status");
      box.append(text2, bar);
      return;
    }
    if (r.status !== "ready") {
      const row = elem("div", "rl-review-start");
      if (r.status === "error") row.append(elem("p", "rl-review-error", (r.text || {})[lang]));
      row.append(button(L.review_button_hand, "review", () => send({ op: "review", scope: "hand" })));
      if (s.phase === "game_over") {
        row.append(button(
          L.review_button_game,
          "review_game",
          () => send({ op: "review", scope: "game" })
        ));
      }
      box.append(row);
      return;
    }
    const page = r.langs[lang];
    const key = `${r.scope}:${r.count}`;
    if (key !== ui.key) {
      ui.key = key;
      ui.at = 0;
    }
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
    const prev = button(L.review_prev, "review_prev", () => {
      ui.at -= 1;
      draw();
    });
    const next = button(L.review_next, "review_next", () => {
      ui.at += 1;
      draw();
    }, true);
    prev.disabled = ui.at <= 0;
    next.disabled = ui.at >= n - 1;
    if (n > 1) nav.append(prev, next);
    if (n) nav.append(button(L.review_practise, "review_practise", () => send({ op: "review_practise" })));
    nav.append(button(L.review_close, "review_close", () => send({ op: "review_close" })));
    box.append(nav);
    if (r.practised) box.append(elem("p", "rl-review-saved", L.review_practise_saved));
  };
  model.on("change:state", draw);
  model.on("change:review", draw);
  draw();
  return () => {
    model.off("change:state", draw);
    model.off("change:review", draw);
    box.remove();
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
  const cards2 = [...root.querySelectorAll(".rl-hand .rl-card")];
  const card = handCard(root);
  const i = card ? cards2.indexOf(card) : -1;
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
  let cards2;
  if (ui.sort) {
    cards2 = [...hand].sort(TB_SORTS[ui.sort]);
  } else {
    const rest = [...hand];
    cards2 = [];
    for (const code of ui.order || []) {
      const i = rest.findIndex((c) => c.code === code);
      if (i >= 0) cards2.push(...rest.splice(i, 1));
    }
    cards2.push(...rest);
  }
  ui.order = cards2.map((c) => c.code);
  return cards2;
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
    const cards2 = g.cards.map((c) => {
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
        ctx.ui.selected = new Set(cards2.map((c) => c.code));
        ctx.redraw();
      });
    } else {
      title = elem("span", "rl-suggest-label", g.label);
    }
    const fan = renderFan(cards2, {
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
      tbHandCard(card, cards2[i], L);
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
  const cards2 = pileCards.querySelectorAll(".rl-card");
  cards2.forEach((card, i) => {
    const code = card.dataset.code;
    if (i === cards2.length - 1) card.classList.add("rl-discard-top");
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
  const board2 = elem("div", "rl-scoreboard");
  el.append(root, board2);
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
  const rescore = () => tbScores(board2, model.get("scores"));
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

// entries/table.js
function render({ model, el }) {
  const zoom = tbFrame(el);
  const cleanups = [tbMountTable(model, zoom)];
  if (model.get("review") !== void 0) cleanups.push(rvMountReview(model, zoom));
  return () => {
    for (const f of cleanups) f();
  };
}
var table_default = { render };
export {
  table_default as default
};
