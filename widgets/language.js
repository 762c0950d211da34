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
  } catch (e) {
    return null;
  }
}

function remembered() {
  try {
    const stored = window.localStorage.getItem(KEY);
    return LANGS.includes(stored) ? stored : null;
  } catch (e) {
    return null;
  }
}

function remember(lang) {
  try {
    window.localStorage.setItem(KEY, lang);
  } catch (e) {
    /* storage off: the choice lasts for this page only */
  }
}

function showLang(lang) {
  document.documentElement.dataset.rlLang = lang;
}

function render({ model, el }) {
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

export default { render };
