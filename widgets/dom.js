// rummy-lab: the small DOM helpers every component uses (an element, a button-like
// element, a file download). No state.

/** A new `tag` element with class `cls` and the text `text` (none when null/undefined). */
export function elem(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined && text !== null) e.textContent = String(text);
  return e;
}

/** Make `e` behave as a button (click, Enter, Space) with a focus key. */
export function pressable(e, key, label, onPress) {
  e.tabIndex = 0;
  e.setAttribute("role", "button");
  e.setAttribute("aria-label", label);
  e.dataset.focus = key;
  e.addEventListener("click", (ev) => { ev.stopPropagation(); onPress(); });
  e.addEventListener("keydown", (ev) => {
    if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); onPress(); }
  });
}

/** Download `data` (text or bytes) as a file named `name`: the sealed save (the browser
 * cannot read its cards) and the teacher's exports. */
export function downloadFile(data, name, mime = "application/json") {
  const url = URL.createObjectURL(new Blob([data], { type: mime }));
  const a = elem("a", "");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

