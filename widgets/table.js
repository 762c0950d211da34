// rummy-lab card table: the front end of rummy_lab.ui.widget.CardTable (anywidget), on the
// play page below the setup form (play_page.js) and in the teacher's dashboard.
// Draws the synced `state` (built in rummy_lab/ui/state.py) and writes `command`
// dicts {n, op, ...} that Python turns into engine actions; `scores` is the scoreboard,
// `saved` the game as a file this browser keeps (saved_game.js).
// Bundled with its imports by widgets/build.py into widgets/dist/.

import { elem } from "./dom.js";
import { tbKeyboard, tbKeysButton, tbKeysHelp } from "./keyboard.js";
import { takeStart } from "./play_page.js";
import { savedGame } from "./saved_game.js";
import { tbButtons, tbChooser, tbLog, tbResult } from "./table_actions.js";
import { tbHand, tbMarkTargets } from "./table_hand.js";
import { tbAnimate, tbFocusFallback, tbPlaces, tbReducedMotion } from "./table_motion.js";
import { tbMelds, tbPiles } from "./table_piles.js";
import { tbHeader, tbSeat } from "./table_seats.js";
import { TB_BACK, TB_OPT, tbCount } from "./table_view.js";

function tbDraw(root, parts, s, ctx) {
  TB_OPT.fourColour = Boolean(s.four_colour); // the form's tick, mid-game too (ui/setup.py)
  TB_OPT.count = (n) => tbCount(n, s.labels);
  TB_BACK.label = s.labels.card_face_down;
  const focused = root.contains(document.activeElement) && document.activeElement.dataset
    ? document.activeElement.dataset.focus || "" : null;
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
  parts.felt.replaceChildren(tbHeader(s, ctx), opponents, center, overlay, parts.message,
    tbHand(s, ctx), bar, tbKeysHelp(s, ctx));
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
  // measured in the next frame, where the browser lays the page out anyway: the click's
  // update is not held up by a forced layout
  if (before) requestAnimationFrame(() => tbAnimate(parts.felt, before));
  if (ctx.ui.focusIndex !== undefined) { // a card just moved by keyboard or drag
    const card = root.querySelectorAll(".rl-hand .rl-card")[ctx.ui.focusIndex];
    delete ctx.ui.focusIndex;
    if (card) card.focus();
  } else if (focused !== null) {
    const again = focused && root.querySelector(`[data-focus="${CSS.escape(focused)}"]`);
    const target = again && !again.disabled ? again : tbFocusFallback(root);
    if (target) target.focus();
  }
}

/** The scoreboard below the table, from the `scores` trait {html, png, alt}. */
function tbScores(box, scores) {
  if (!scores || !scores.html) {
    box.hidden = true;
    box.replaceChildren();
    return;
  }
  box.hidden = false;
  const tables = elem("div", "rl-scores-tables");
  tables.innerHTML = scores.html; // built in Python: every name and text is escaped there
  box.replaceChildren(tables);
  const png = scores.png;
  if (png && png.byteLength) {
    const bytes = new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
    let bin = "";
    for (let i = 0; i < bytes.length; i += 0x8000) {
      bin += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
    }
    const img = elem("img", "rl-scores-plot");
    img.alt = scores.alt || "";
    img.src = `data:image/png;base64,${btoa(bin)}`;
    box.append(img);
  }
}

const TB_COUNTER = { n: 0 }; // ids for aria references, unique on the page

/** The card table (and its scoreboard) drawn from `state`; returns the cleanup. */
export function tbMountTable(model, el) {
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
    ui: { selected: new Set(), n: 0, order: [], sort: null },
    send(cmd) {
      const last = (model.get("command") || {}).n || 0;
      ctx.ui.n = Math.max(ctx.ui.n, last) + 1;
      root.classList.add("rl-busy");
      model.set("command", { ...cmd, n: ctx.ui.n });
      model.save_changes();
    },
  };
  let lastRev = null;
  const relabelKeys = tbKeyboard(root, el, ctx);
  const redraw = () => {
    const s = model.get("state") || {};
    root.hidden = !s.labels; // the play page has no game before "Start game"
    if (s.labels) tbDraw(root, parts, s, ctx);
    relabelKeys(s);
    // a new game (its rev starts again) after "Start game" in the form: show its table
    const fresh = s.labels && (lastRev === null || s.rev < lastRev);
    lastRev = s.labels ? s.rev : null;
    if (fresh && takeStart(root)) root.scrollIntoView({ block: "start" });
  };
  const rescore = () => tbScores(board, model.get("scores"));
  const keep = () => { // for "Resume my last game" after a reload; a finished game is let go
    const text = model.get("saved");
    if (text) savedGame(text);
    else if ((model.get("state") || {}).phase === "game_over") savedGame("");
    redraw(); // the header's Save
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
