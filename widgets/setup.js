// rummy-lab: the play page's setup form (SetupForm in rummy_lab/ui/widget.py, run by
// SetupPanel in rummy_lab/ui/setup.py) with "Load a saved game", a replay code and
// "Resume my last game" (this browser's copy, kept by the table: saved_game.js).
// Python sends `choices` (what may be chosen, every label) and normalises `form`;
// the browser writes `form` on every change and counts `start` up for "Start game".

import { elem } from "./dom.js";
import { watchTraits } from "./model.js";
import { markStart } from "./play_page.js";
import { savedGame } from "./saved_game.js";

function tbField(key, label, control) {
  const box = elem("label", `rl-field rl-field-${key}`);
  box.append(elem("span", "rl-field-label", label), control);
  return box;
}

function tbSelect(key, options, value, label) {
  const sel = elem("select", "rl-input");
  sel.dataset.focus = key;
  if (label) sel.setAttribute("aria-label", label);
  for (const [v, text] of options) {
    const opt = elem("option", "", text);
    opt.value = String(v);
    opt.selected = String(v) === String(value);
    sel.append(opt);
  }
  return sel;
}

function tbTick(key, label, checked) {
  const box = elem("label", "rl-tick");
  const input = elem("input", "");
  input.type = "checkbox";
  input.checked = Boolean(checked);
  input.dataset.focus = key;
  box.append(input, elem("span", "", label));
  return box;
}

function tbSetupForm(C, F, error) {
  const L = C.labels || {};
  const form = elem("form", "rl-setup-form");
  form.noValidate = true;
  form.append(elem("h3", "rl-setup-title", L.setup_title));
  const grid = elem("div", "rl-setup-grid");
  grid.append(tbField("variant", L.variant, tbSelect("variant", C.variants || [], F.variant)));
  grid.append(tbField("players", L.players,
    tbSelect("players", (C.players || []).map((n) => [n, n]), F.players)));
  if (C.show_target) {
    grid.append(tbField("target", L.target_label,
      tbSelect("target", (C.targets || []).map((n) => [n, n]), F.target)));
  }
  if (C.speeds) {
    grid.append(tbField("speed", L.table_bot_speed, tbSelect("speed", C.speeds, F.speed)));
  }
  if (C.teacher) {
    const seed = elem("input", "rl-input");
    seed.type = "text";
    seed.inputMode = "numeric";
    seed.placeholder = L.seed_random;
    seed.title = L.seed_hint;
    seed.value = F.seed || "";
    seed.dataset.focus = "seed";
    grid.append(tbField("seed", L.seed, seed));
  }
  const seats = elem("div", "rl-setup-seats");
  (F.seats || []).slice(0, F.players).forEach((seat, i) => {
    const spec = (C.seats || [])[i] || {};
    const row = elem("div", "rl-setup-seat");
    row.dataset.seat = i;
    const name = elem("input", "rl-input rl-seat-name-input");
    name.type = "text";
    name.maxLength = 24;
    name.value = seat.name;
    name.dataset.focus = `name:${i}`;
    name.setAttribute("aria-label", spec.name || "");
    row.append(elem("span", "rl-field-label", spec.label),
      name, tbSelect(`kind:${i}`, C.kinds || [], seat.kind, spec.kind));
    seats.append(row);
  });
  const opts = elem("fieldset", "rl-setup-options");
  opts.append(elem("legend", "rl-field-label", L.setup_options));
  for (const [key, label] of C.options || []) {
    opts.append(tbTick(`opt:${key}`, label, (F.options || {})[key]));
  }
  opts.append(tbTick("four_colour", L.four_colour, F.four_colour));
  const actions = elem("div", "rl-setup-actions");
  const start = elem("button", "rl-btn rl-primary rl-start", L.btn_start);
  start.type = "submit";
  start.dataset.focus = "start";
  const err = elem("p", "rl-setup-error", error || "");
  err.setAttribute("role", "alert");
  actions.append(start, err);
  form.append(grid, seats, opts, actions);
  return form;
}

/** The form's values as a new `form` dict (seats not shown keep their values). */
function tbReadForm(form, F) {
  const get = (key) => form.querySelector(`[data-focus="${CSS.escape(key)}"]`);
  const out = { ...F, options: { ...(F.options || {}) }, seats: (F.seats || []).map((s) => ({ ...s })) };
  for (const key of ["variant", "players", "target", "seed", "speed"]) {
    const e = get(key);
    if (e) out[key] = key === "players" || key === "target" ? Number(e.value) : e.value;
  }
  out.seats.forEach((seat, i) => {
    const name = get(`name:${i}`);
    const kind = get(`kind:${i}`);
    if (name) seat.name = name.value;
    if (kind) seat.kind = kind.value;
  });
  for (const key of Object.keys(out.options)) {
    const e = get(`opt:${key}`);
    if (e) out.options[key] = e.checked;
  }
  const four = get("four_colour");
  if (four) out.four_colour = four.checked;
  return out;
}

/** "Load a saved game" (a file) and "Resume my last game" (this browser's copy). */
export function tbLoadControls(model, L) {
  const box = elem("div", "rl-setup-load");
  const send = (text) => {
    const n = ((model.get("load") || {}).n || 0) + 1;
    model.set("load", { n, text });
    model.save_changes();
  };
  const pick = elem("label", "rl-btn rl-file");
  const input = elem("input", "");
  input.type = "file";
  input.accept = ".json,application/json";
  input.dataset.focus = "load";
  // the page's upload guard (language.js) sends no bigger file
  input.dataset.rlLimit = String((model.get("choices") || {}).upload_limit || "");
  input.addEventListener("change", async () => {
    const file = input.files && input.files[0];
    if (file) send(await file.text());
    input.value = "";
  });
  pick.append(elem("span", "", L.table_load), input);
  box.append(pick, tbReplayControls(L, (code) => {
    const n = ((model.get("load") || {}).n || 0) + 1;
    model.set("load", { n, code });
    model.save_changes();
  }));
  const kept = savedGame();
  if (kept) {
    const resume = elem("button", "rl-btn rl-resume", L.table_resume);
    resume.type = "button";
    resume.dataset.focus = "resume";
    resume.addEventListener("click", () => send(kept));
    box.append(resume);
  }
  return box;
}

/** A replay code (shown at game over) and "Play this game again". */
function tbReplayControls(L, send) {
  const row = elem("div", "rl-setup-replay");
  const input = elem("input", "rl-input rl-replay-code");
  input.type = "text";
  input.maxLength = 80;
  input.autocomplete = "off";
  input.spellcheck = false;
  input.placeholder = "RL2-…";
  input.dataset.focus = "replay";
  input.setAttribute("aria-label", L.table_replay_code);
  const go = elem("button", "rl-btn rl-replay-play", L.table_replay_play);
  go.type = "button";
  const play = () => { if (input.value.trim()) send(input.value); };
  go.addEventListener("click", play);
  input.addEventListener("keydown", (ev) => {
    if (ev.key === "Enter") { ev.preventDefault(); ev.stopPropagation(); play(); }
  });
  row.append(input, go);
  return row;
}

/** On a Voilà page, a skip link as the page's first stop (before the lesson links and the
 * language switch) that focuses the form's "Start game", relabelled with the form.
 * Returns a function that places or relabels it, and one that removes it. */
function tbStartSkip(el) {
  let box = null;
  let removed = false;
  const place = (label) => {
    const page = el.closest("#rendered_cells");
    // not yet on the page, or not Voilà (JupyterLab has its own order); no label yet (an
    // empty link would still be a Tab stop); or the widget is gone (a late frame)
    if (!page || !label || removed) return;
    if (!box) {
      box = elem("nav", "rl-page-skip"); // not a div: show_margins draws the page's divs as cards
      const link = elem("a", "rl-start-skip");
      link.href = "#";
      link.addEventListener("click", (ev) => {
        ev.preventDefault();
        const start = el.querySelector(".rl-start");
        if (start) {
          start.scrollIntoView({ block: "center" });
          start.focus();
        }
      });
      box.append(link);
      page.prepend(box);
    }
    box.firstChild.textContent = label || "";
  };
  return [place, () => {
    removed = true;
    if (box) box.remove();
  }];
}

export function tbMountSetup(model, el) {
  const box = elem("section", "rl-setup-box");
  el.append(box);
  let form = null;
  const [placeSkip, removeSkip] = tbStartSkip(el);
  const skipLabel = () => ((model.get("choices") || {}).labels || {}).setup_skip_start;
  // a typed name is already shown: redrawing then could eat the click that blurred it
  let local = false;
  const send = (extra, typed) => {
    local = Boolean(typed);
    model.set("form", tbReadForm(form, model.get("form") || {}));
    local = false;
    if (extra) {
      markStart(el);
      model.set("start", (model.get("start") || 0) + 1);
    }
    model.save_changes();
  };
  const draw = () => {
    if (local) return;
    const active = document.activeElement;
    const key = form && form.contains(active) ? active.dataset.focus : null;
    const typed = key && active.type === "text" ? active.value : null;
    form = tbSetupForm(model.get("choices") || {}, model.get("form") || {}, model.get("error"));
    form.addEventListener("change", (ev) => send(false, ev.target.type === "text"));
    form.addEventListener("submit", (ev) => { ev.preventDefault(); send(true); });
    form.querySelector(".rl-setup-actions").append(tbLoadControls(model, (model.get("choices") || {}).labels || {}));
    box.replaceChildren(form);
    placeSkip(skipLabel());
    const again = key ? form.querySelector(`[data-focus="${CSS.escape(key)}"]`) : null;
    if (again) {
      if (typed !== null) again.value = typed;
      again.focus();
    }
  };
  const showError = () => {
    if (form) form.querySelector(".rl-setup-error").textContent = model.get("error") || "";
  };
  const unwatch = watchTraits(model, { choices: draw, form: draw, error: showError });
  draw();
  requestAnimationFrame(() => placeSkip(skipLabel())); // the widget is on the page by then
  return () => {
    removeSkip();
    unwatch();
  };
}
