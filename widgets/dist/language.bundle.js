// language.js
var KEY = "rummy-lab-lang";
var LANGS = ["en", "de"];
var EVENT = "rummy-lab-lang";
var FIRST_USED = "__rummyLabFirstLang";
function fromQuery(search) {
  const asked = new URLSearchParams(search).get("lang");
  return LANGS.includes(asked) ? asked : null;
}
function fromAddress() {
  return fromQuery(window.location.search) || fromFirstAddress();
}
function fromFirstAddress() {
  if (window[FIRST_USED]) return null;
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
  }
}
function showLang(lang) {
  document.documentElement.dataset.rlLang = lang;
}
var GUARD = "__rummyLabUploadGuard";
function guardUploads(model) {
  const installed = window[GUARD];
  window[GUARD] = model;
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
    const kb = (n) => String(Math.ceil(n / 1e3));
    const text = (labels[`upload_too_big_${lang}`] || "{name}: {size} kB > {limit} kB").replace("{name}", big.name).replace("{size}", kb(big.size)).replace("{limit}", kb(limit));
    const note = document.createElement("p");
    note.className = "rl-upload-error";
    note.setAttribute("role", "alert");
    note.textContent = text;
    anchor.insertAdjacentElement("afterend", note);
  }, true);
}
function renderLanguage({ model, el }) {
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

// entries/language.js
var language_default = { render: renderLanguage };
export {
  language_default as default
};
