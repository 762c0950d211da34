// The EN | DE switch of a lesson page (rummy_lab/ui/language.py: LanguageBar).
// Order of choice: the page address (?lang=de), then the browser's remembered choice
// (localStorage), then the kernel's. JupyterLab drops the query string from the address
// bar (/lab/tree/05_play.ipynb?lang=de) before any widget runs, so the address the page
// was first opened with (Navigation Timing) counts too, once per page load. A click remembers the choice, updates ?lang= in the
// address if it has one, and tells the other switches of this browser window.
const KEY = "rummy-lab-lang";
const LANGS = ["en", "de"];
const EVENT = "rummy-lab-lang";
const FIRST_USED = "__rummyLabFirstLang";

function fromQuery(search) {
  const asked = new URLSearchParams(search).get("lang");
  return LANGS.includes(asked) ? asked : null;
}

function fromAddress() {
  return fromQuery(window.location.search) || fromFirstAddress();
}

function fromFirstAddress() {
  if (window[FIRST_USED]) return null;     // once: a later click is not undone by it
  window[FIRST_USED] = true;
  try {
    const nav = window.performance.getEntriesByType("navigation")[0];
    return nav ? fromQuery(new URL(nav.name).search) : null;
  } catch {
    return null;
  }
}

function remembered() {
  try {
    const stored = window.localStorage.getItem(KEY);
    return LANGS.includes(stored) ? stored : null;
  } catch {
    return null;
  }
}

function remember(lang) {
  try {
    window.localStorage.setItem(KEY, lang);
  } catch {
    /* storage off: the choice lasts for this page only */
  }
}

function showLang(lang) {
  document.documentElement.dataset.rlLang = lang;
  document.documentElement.lang = lang; // for screen readers and hyphenation
}

// The page's upload guard: every file input of the page (ipywidgets' FileUpload, "Load a
// saved game") is checked before its file is read or sent. A file over the limit (the
// input's data-rl-limit, else the bar's upload_limit, in bytes) never leaves the browser
// (a big one closed the page's websocket without a word): the learner reads why, next to
// the button. Installed once per page, in the capture phase, ahead of the inputs' own
// listeners.
const GUARD = "__rummyLabUploadGuard";

function guardUploads(model) {
  const installed = window[GUARD];
  window[GUARD] = model; // the newest bar's labels
  if (installed) return;
  window.addEventListener("change", (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== "file" || !input.files) return;
    const labels = window[GUARD].get("labels") || {};
    const limit = Number(input.dataset.rlLimit || labels.upload_limit || 0);
    const anchor = input.closest(".widget-upload, .rl-file") || input;
    const old = anchor.nextElementSibling;
    if (old && old.classList.contains("rl-upload-error")) old.remove();
    const big = Array.from(input.files).find((f) => limit > 0 && f.size > limit);
    if (!big) return;
    event.stopImmediatePropagation();
    input.value = "";
    const lang = document.documentElement.dataset.rlLang || "en";
    const kb = (n) => String(Math.ceil(n / 1000));
    const text = (labels[`upload_too_big_${lang}`] || "{name}: {size} kB > {limit} kB")
      .replace("{name}", big.name).replace("{size}", kb(big.size)).replace("{limit}", kb(limit));
    const note = document.createElement("p");
    note.className = "rl-upload-error";
    note.setAttribute("role", "alert");
    note.textContent = text;
    anchor.insertAdjacentElement("afterend", note);
  }, true);
}

/** Mount the widget on `el` (anywidget's render); returns the cleanup. */
export function renderLanguage({ model, el }) {
  const bar = document.createElement("div");
  bar.className = "rl-language";
  bar.setAttribute("role", "group");
  const buttons = {};
  for (const lang of LANGS) {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = lang.toUpperCase();
    b.dataset.lang = lang;
    b.lang = lang;
    b.addEventListener("click", () => choose(lang, true));
    buttons[lang] = b;
    bar.appendChild(b);
  }
  el.appendChild(bar);
  guardUploads(model);

  function draw() {
    const labels = model.get("labels") || {};
    const lang = model.get("lang");
    bar.setAttribute("aria-label", labels[`title_${lang}`] || lang);
    for (const l of LANGS) {
      buttons[l].setAttribute("aria-pressed", String(l === lang));
      buttons[l].title = labels[l] || l;
    }
    showLang(lang);
  }

  function choose(lang, byClick) {
    if (byClick) {
      remember(lang);
      const url = new URL(window.location.href);
      if (url.searchParams.has("lang")) {
        url.searchParams.set("lang", lang);
        window.history.replaceState(window.history.state, "", url);
      }
      window.dispatchEvent(new CustomEvent(EVENT, { detail: lang }));
    }
    showLang(lang);
    if (model.get("lang") !== lang) {
      model.set("lang", lang);
      model.save_changes();
    }
    draw();
  }

  const onOther = (event) => choose(event.detail, false);
  window.addEventListener(EVENT, onOther);
  model.on("change:lang", draw);
  model.on("change:labels", draw);
  const asked = fromAddress();
  if (asked) remember(asked);
  choose(asked || remembered() || model.get("lang"), false);
  return () => {
    window.removeEventListener(EVENT, onOther);
    model.off("change:lang", draw);
    model.off("change:labels", draw);
  };
}
