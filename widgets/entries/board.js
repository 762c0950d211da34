// The lessons' card board widget (CardBoard, the meld sandbox's board too).

import { renderBoard } from "../explorer.js";

export default { render: renderBoard };
