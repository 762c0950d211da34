// The play page's widget (CardTable, SetupPanel): the setup form, the class lobby and the
// card table, each drawn where the model has its traits.

import { elem } from "../dom.js";
import { lbMountLobby } from "../lobby.js";
import { tbProjector } from "../projector.js";
import { rvMountReview } from "../review.js";
import { tbMountSetup } from "../setup.js";
import { tbMountTable } from "../table.js";

function render({ model, el }) {
  // every rule in table.css / cards.css starts with these classes: scoped to this widget
  el.classList.add("rl-tb", "rl-cards-host");
  const zoom = elem("div", "rl-zoom"); // the container queries measure this box
  zoom.classList.toggle("rl-projector", tbProjector());
  el.append(zoom);
  const cleanups = [];
  if (model.get("choices") !== undefined) cleanups.push(tbMountSetup(model, zoom));
  if (model.get("lobby") !== undefined) cleanups.push(lbMountLobby(model, zoom));
  cleanups.push(tbMountTable(model, zoom));
  if (model.get("review") !== undefined) cleanups.push(rvMountReview(model, zoom));
  return () => { for (const f of cleanups) f(); };
}

export default { render };
