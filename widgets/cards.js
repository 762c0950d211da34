// rummy-lab playing cards for the browser: the same look as rummy_lab/render.py.
// An ES module (card words in card_names.js), bundled by widgets/build.py. Style: cards.css.
//
//   renderCard(desc, opts) -> HTMLElement
//   renderFan(descs, {onSelect, onActivate, selectable, fourColour, label, width}) -> HTMLElement
//
// desc = {code, rank (0 = joker, 1..13), suit: "S"|"H"|"D"|"C"|null,
//         joker_as: "8D"|null, face_down: bool, selected: bool}

import { RANK_NAME, cardLabel, cardText, parseFace, rankName } from "./card_names.js";

const W = 100;
const H = 140;
const SERIF = "Georgia, 'Times New Roman', 'Liberation Serif', 'DejaVu Serif', serif";
const INK = { black: "#1b1b1f", red: "#c8102e", blue: "#1d5fbf", green: "#17803d" };
const FOUR = { S: "black", H: "red", D: "blue", C: "green" };
const TINT = { black: "#eef1f7", red: "#fcecee", blue: "#eaf1fc", green: "#e9f6ee" };

const PIPS = {
  H: "M0,46C-14,30-48,10-48-16C-48-36-34-46-22-46C-11-46-3-39 0-29" +
     "C3-39 11-46 22-46C34-46 48-36 48-16C48 10 14 30 0 46Z",
  D: "M0-50C10-32 22-16 38 0C22 16 10 32 0 50C-10 32-22 16-38 0C-22-16-10-32 0-50Z",
  S: "M0-50C-12-30-48-12-48 10C-48 28-35 36-23 36C-13 36-6 31-3 25" +
     "C-4 36-9 44-17 50L17 50C9 44 4 36 3 25C6 31 13 36 23 36" +
     "C35 36 48 28 48 10C48-12 12-30 0-50Z",
  C: "M-20-24a20 20 0 1 1 40 0a20 20 0 1 1-40 0Z" +
     "M-44 12a20 20 0 1 1 40 0a20 20 0 1 1-40 0Z" +
     "M4 12a20 20 0 1 1 40 0a20 20 0 1 1-40 0Z" +
     "M0-16L-13 12L13 12Z" +
     "M-3 14C-3 32-9 42-17 50L17 50C9 42 3 32 3 14Z",
};
const STAR = "M0-50L11.8-16.2L47.6-15.5L19-6.2L29.4 40.5L0 19.8L-29.4 40.5L-19-6.2" +
             "L-47.6-15.5L-11.8-16.2Z";
const CROWN = { 13: "M-14 8L-14-6L-7 2L0-10L7 2L14-6L14 8Z",
                12: "M-12 8L-12-2L-6 4L0-6L6 4L12-2L12 8Z" };
const CORNERS = [[30, 28], [70, 28], [30, 112], [70, 112]];
const SIDES4 = [30, 70].flatMap((x) => [28, 56, 84, 112].map((y) => [x, y]));
const PIP_LAYOUT = {
  1: [[50, 70]],
  2: [[50, 28], [50, 112]],
  3: [[50, 28], [50, 70], [50, 112]],
  4: CORNERS,
  5: [...CORNERS, [50, 70]],
  6: [...CORNERS, [30, 70], [70, 70]],
  7: [...CORNERS, [30, 70], [70, 70], [50, 49]],
  8: [...CORNERS, [30, 70], [70, 70], [50, 49], [50, 91]],
  9: [...SIDES4, [50, 70]],
  10: [...SIDES4, [50, 42], [50, 98]],
};
const JOKER_INK = "#5b2a86";
const JOKER_GOLD = "#e0a526";

function esc(text) {
  return String(text).replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}


/** Ink colour of a suit letter, two- or four-colour. */
export function suitColour(suit, fourColour = false) {
  if (fourColour) return INK[FOUR[suit]];
  return suit === "H" || suit === "D" ? INK.red : INK.black;
}

const tint = (suit, four) => TINT[four ? FOUR[suit] : (suit === "H" || suit === "D" ? "red" : "black")];


function pip(suit, x, y, size, colour, flip = false) {
  const turn = flip ? " rotate(180)" : "";
  return `<path d="${PIPS[suit]}" fill="${colour}" ` +
         `transform="translate(${x} ${y})${turn} scale(${size / 100})"/>`;
}

function text(x, y, body, size, colour, extra = "") {
  const anchor = extra.includes("text-anchor") ? "" : ' text-anchor="middle"';
  return `<text x="${x}" y="${y}" font-family="${SERIF}" font-size="${size}" ` +
         `fill="${colour}"${anchor} ${extra}>${esc(body)}</text>`;
}

const bothCorners = (body) =>
  `<g>${body}</g><g transform="rotate(180 ${W / 2} ${H / 2})">${body}</g>`;

function index(rank, suit, colour) {
  const name = rankName(rank);
  const fit = name.length > 1 ? ' textLength="15" lengthAdjust="spacingAndGlyphs"' : "";
  return bothCorners(text(11, 21, name, 19, colour, `font-weight="700"${fit}`) +
                     pip(suit, 11, 32, 11, colour));
}

const frame = (x, y, w, h, fill, stroke) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3" fill="${fill}" ` +
  `stroke="${stroke}" stroke-width="1.2"/>`;

function court(rank, suit, colour, fill) {
  const crown = CROWN[rank]
    ? `<path d="${CROWN[rank]}" fill="#d9a521" stroke="${colour}" stroke-width="0.8" ` +
      'transform="translate(50 55)"/>'
    : "";
  return frame(21, 22, 58, 96, fill, colour) + frame(24.5, 25.5, 51, 89, "none", colour) +
    pip(suit, 50, 38, 14, colour) + pip(suit, 50, 102, 14, colour, true) + crown +
    text(50, 86, RANK_NAME[rank], 40, colour, 'font-weight="700"');
}

function face(rank, suit, four) {
  const colour = suitColour(suit, four);
  const body = rank >= 11
    ? court(rank, suit, colour, tint(suit, four))
    : PIP_LAYOUT[rank].map(([x, y]) => pip(suit, x, y, rank === 1 ? 40 : 17, colour, y > H / 2)).join("");
  return body + index(rank, suit, colour);
}

function badge(rank, suit, four) {
  const colour = suitColour(suit, four);
  return '<g class="rl-badge"><rect x="24" y="99" width="52" height="24" rx="12" ' +
    `fill="#fff7d6" stroke="${JOKER_GOLD}" stroke-width="1.5"/>` +
    text(57, 117, `= ${rankName(rank)}`, 17, colour, 'font-weight="700" text-anchor="end"') +
    pip(suit, 65, 111, 13, colour) + "</g>";
}

function joker(face, four) {
  const letters = [..."JOKER"].map((ch, i) =>
    text(11, 19 + 11.5 * i, ch, 13, JOKER_INK, 'font-weight="700"')).join("");
  const y = face ? 62 : 70;
  return bothCorners(letters) +
    `<circle cx="50" cy="${y}" r="27" fill="#f6efff" stroke="${JOKER_INK}" stroke-width="1.2"/>` +
    `<path d="${STAR}" fill="${JOKER_GOLD}" stroke="${JOKER_INK}" stroke-width="3" ` +
    `transform="translate(50 ${y + 2}) scale(0.42)"/>` + (face ? badge(...face, four) : "");
}

function back() {
  const [x0, y0, cols, rows, cw, ch] = [9, 9, 7, 10, 82 / 7, 122 / 10];
  let cells = "";
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) {
      cells += `M${(x0 + (i + 0.5) * cw).toFixed(2)} ${(y0 + j * ch).toFixed(2)}` +
        `l${(cw / 2).toFixed(2)} ${(ch / 2).toFixed(2)}l${(-cw / 2).toFixed(2)} ${(ch / 2).toFixed(2)}` +
        `l${(-cw / 2).toFixed(2)} ${(-ch / 2).toFixed(2)}Z`;
    }
  }
  return `<rect x="${x0 - 3}" y="${y0 - 3}" width="88" height="128" rx="4" fill="#1c3364"/>` +
    `<path d="${cells}" fill="#27457f" stroke="#6f8fc9" stroke-width="0.8"/>` +
    `<rect x="${x0}" y="${y0}" width="82" height="122" rx="2" fill="none" stroke="#c9d6f0" stroke-width="1"/>`;
}

function inner(desc, four) {
  if (desc.face_down) return back();
  if (!desc.rank) return joker(desc.joker_as ? parseFace(desc.joker_as) : null, four);
  return face(desc.rank, desc.suit, four);
}

function svgMarkup(desc, four) {
  return `<svg class="rl-card-svg" viewBox="0 0 ${W} ${H}" aria-hidden="true" focusable="false">` +
    `<rect x="0.5" y="0.5" width="99" height="139" rx="7" fill="#fff" stroke="#a9afb8" stroke-width="1"/>` +
    `${inner(desc, four)}</svg>`;
}

/**
 * One card as a <div class="rl-card" role="img" aria-label=...> holding an inline SVG.
 * opts: {fourColour: false, width: 60 (CSS px)}.
 */
export function renderCard(desc, opts = {}) {
  const el = document.createElement("div");
  const kind = desc.face_down ? "rl-back" : (!desc.rank ? "rl-joker" : "rl-face");
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

/** Call `fn(card, index)` when a card of `box` (a `.rl-card` with `data-index`) is clicked:
 * a fan's card (renderFan), a row of the lessons' board (explorer.js). */
export function onCardClick(box, fn) {
  box.addEventListener("click", (ev) => {
    const el = ev.target.closest(".rl-card");
    if (el && box.contains(el)) fn(el, +el.dataset.index);
  });
}

function setSelected(el, on) {
  el.classList.toggle("rl-selected", on);
  if (el.getAttribute("role") === "option") el.setAttribute("aria-selected", String(on));
}

/**
 * A fanned hand. Click or Space toggles a card's selection (when selectable);
 * ArrowLeft/ArrowRight/Home/End move focus; Enter calls onActivate(selectedCodes, desc).
 * onSelect(selectedCodes, desc, isSelected) runs after every toggle.
 * The returned element has getSelected() and setSelected(codes).
 */
export function renderFan(descs, opts = {}) {
  const { onSelect, onActivate, selectable = true, label = "Hand" } = opts;
  const fan = document.createElement("div");
  fan.className = "rl-fan" + (selectable ? " rl-selectable" : "");
  fan.setAttribute("role", selectable ? "listbox" : "list");
  if (selectable) fan.setAttribute("aria-multiselectable", "true");
  const count = opts.count ? opts.count(descs.length)
    : `${descs.length} card${descs.length === 1 ? "" : "s"}`;
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
  const text = document.createElement("span");
  text.className = "rl-sr";
  text.textContent = descs.map(cardText).join(" ");
  fan.append(text);

  const selectedCodes = () =>
    cards.filter((el) => el.classList.contains("rl-selected")).map((el) => descs[+el.dataset.index].code);

  function focusCard(i) {
    const next = Math.max(0, Math.min(cards.length - 1, i));
    cards.forEach((el, k) => { el.tabIndex = k === next ? 0 : -1; });
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
    cards.forEach((el, k) => { setSelected(el, want.has(descs[k].code)); });
  };
  return fan;
}
