// dom.js
function elem(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== void 0 && text !== null) e.textContent = String(text);
  return e;
}

// play_page.js
var PAGE = ".rl-setup";
function markStart(node) {
  const page = node.closest(PAGE);
  if (page) page.dataset.rlStarted = "1";
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

// saved_game.js
var SAVE_KEY = "rummy-lab.saved-game";
function savedGame(text) {
  try {
    if (text === void 0) return localStorage.getItem(SAVE_KEY);
    if (text) localStorage.setItem(SAVE_KEY, text);
    else localStorage.removeItem(SAVE_KEY);
  } catch {
    return null;
  }
  return text;
}

// setup.js
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
  grid.append(tbField(
    "players",
    L.players,
    tbSelect("players", (C.players || []).map((n) => [n, n]), F.players)
  ));
  if (C.show_target) {
    grid.append(tbField(
      "target",
      L.target_label,
      tbSelect("target", (C.targets || []).map((n) => [n, n]), F.target)
    ));
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
    row.append(
      elem("span", "rl-field-label", spec.label),
      name,
      tbSelect(`kind:${i}`, C.kinds || [], seat.kind, spec.kind)
    );
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
function tbReadForm(form, F) {
  const get = (key) => form.querySelector(`[data-focus="${CSS.escape(key)}"]`);
  const out = { ...F, options: { ...F.options || {} }, seats: (F.seats || []).map((s) => ({ ...s })) };
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
function tbLoadControls(model, L) {
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
  const play = () => {
    if (input.value.trim()) send(input.value);
  };
  go.addEventListener("click", play);
  input.addEventListener("keydown", (ev) => {
    if (ev.key === "Enter") {
      ev.preventDefault();
      ev.stopPropagation();
      play();
    }
  });
  row.append(input, go);
  return row;
}
function tbMountSetup(model, el) {
  const box = elem("section", "rl-setup-box");
  el.append(box);
  let form = null;
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
    form.addEventListener("submit", (ev) => {
      ev.preventDefault();
      send(true);
    });
    form.querySelector(".rl-setup-actions").append(tbLoadControls(model, (model.get("choices") || {}).labels || {}));
    box.replaceChildren(form);
    const again = key ? form.querySelector(`[data-focus="${CSS.escape(key)}"]`) : null;
    if (again) {
      if (typed !== null) again.value = typed;
      again.focus();
    }
  };
  const showError = () => {
    if (form) form.querySelector(".rl-setup-error").textContent = model.get("error") || "";
  };
  model.on("change:choices", draw);
  model.on("change:form", draw);
  model.on("change:error", showError);
  draw();
  return () => {
    model.off("change:choices", draw);
    model.off("change:form", draw);
    model.off("change:error", showError);
  };
}

// entries/setup.js
var setup_default = { render: ({ model, el }) => tbMountSetup(model, tbFrame(el)) };
export {
  setup_default as default
};
