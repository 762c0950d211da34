// The page's language switch widget (LanguageBar).

import { renderLanguage } from "../language.js";

export default { render: renderLanguage };
