// The play page's "Play with classmates" widget (LobbyView, in SetupPanel's box).

import { lbMountLobby } from "../lobby.js";
import { tbFrame } from "../projector.js";

export default { render: ({ model, el }) => lbMountLobby(model, tbFrame(el)) };
