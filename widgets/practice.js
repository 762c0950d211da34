// rummy-lab practice trainer: one drill, answered by click or keyboard, graded by Python.
// The page holds only what the learner may see (the drill's own cards and choices). A
// choice is a button: click, Enter or Space picks it (toggles it in a multi-select); the
// keys 1-9 pick the n-th choice, Enter (outside a choice) checks the answer, N goes to
// the next drill, H asks for a hint. Commands sent: {n, op: "hello" | "answer" | "hint" |
// "next" | "lang", ...}. Cards are drawn by cards.js (the one card component).
import { renderCard } from "./cards.js";
import { elem } from "./dom.js";
import { learnerId } from "./learner.js";

/** The class-table seat this browser holds (kept by the play page's lobby), or null: the
 * kernel checks its ticket and names the learner as the seat does. */
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
  descs.forEach((d) => { row.append(renderCard(d, {})); });
  return row;
}

export function renderPractice({ model, el }) {
  el.classList.add("rl-cards-host");
  const root = elem("div", "rl-practice");
  el.append(root);
  let picked = new Set();
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
      if (picked.has(id)) picked.delete(id); else picked.add(id);
    } else {
      picked = new Set([id]);
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
    const p = elem("p", verdict.correct ? "rl-practice-ok" : "rl-practice-bad",
      verdict.feedback);
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
      drill.table.forEach((m, i) => { t.append(cardRow(m, `${labels.practice_table} ${i + 1}`, "rl-practice-meld")); });
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
      input.addEventListener("input", () => { typed = input.value; });
      answers.append(input);
    } else {
      (drill.choices || []).forEach((c, i) => { answers.append(choiceButton(c, i, verdict, right)); });
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
    else if (verdict.rule) { const nx = root.querySelector(".rl-practice-next"); if (nx) nx.focus(); }
    if (drill.number && !verdict.rule) { const i = root.querySelector(".rl-practice-number"); if (i && !focusId) i.focus(); }
  }

  function onKey(ev) {
    const drill = model.get("drill") || {};
    const inChoice = ev.target.closest && ev.target.closest(".rl-practice-choice, button");
    if (ev.key === "Enter" && !inChoice) { ev.preventDefault(); submit(); return; }
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

  function fresh() { picked = new Set(); typed = ""; draw(); }
  let last = null;
  function onDrill() {
    const d = model.get("drill") || {};
    const key = `${d.prompt}|${(d.choices || []).map((c) => c.id).join(",")}`;
    if (key !== last) { last = key; fresh(); } else draw();
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
