// rummy-lab: where the play page's components meet in the browser. SetupPanel
// (rummy_lab/ui/setup.py) puts the setup form, the lobby and the card table, each its own
// widget, in one box with the class rl-setup; a component finds the others through it
// (looked up when used: a widget's element joins the page after it is drawn).

const PAGE = ".rl-setup";

/** The zoom boxes of `zoom`'s page (just `zoom` outside a play page). */
export function pageZooms(zoom) {
  const page = zoom.closest(PAGE);
  return page ? [...page.querySelectorAll(".rl-zoom")] : [zoom];
}

/** The setup form of `node`'s page, or null. */
export function pageForm(node) {
  const page = node.closest(PAGE);
  return page ? page.querySelector(".rl-setup-form") : null;
}

/** "Start game" was pressed on `node`'s page: its table shows the new game. */
export function markStart(node) {
  const page = node.closest(PAGE);
  if (page) page.dataset.rlStarted = "1";
}

/** Whether a start was marked on `node`'s page (the mark is taken away). */
export function takeStart(node) {
  const page = node.closest(PAGE);
  if (!page || !page.dataset.rlStarted) return false;
  delete page.dataset.rlStarted;
  return true;
}
