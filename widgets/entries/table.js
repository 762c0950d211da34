// The card table's widget (CardTable: the play page's table, GameTable): the table, its
// scoreboard and the end-of-hand review.

import { tbFrame } from "../projector.js";
import { rvMountReview } from "../review.js";
import { tbMountTable } from "../table.js";

function render({ model, el }) {
  const zoom = tbFrame(el);
  const cleanups = [tbMountTable(model, zoom)];
  if (model.get("review") !== undefined) cleanups.push(rvMountReview(model, zoom));
  return () => { for (const f of cleanups) f(); };
}

export default { render };
