// The play page's setup form widget (SetupForm, in SetupPanel's box above the table).

import { tbFrame } from "../projector.js";
import { tbMountSetup } from "../setup.js";

export default { render: ({ model, el }) => tbMountSetup(model, tbFrame(el)) };
