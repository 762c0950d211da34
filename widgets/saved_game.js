// rummy-lab: this browser's copy of the game in play (the table keeps it, the setup form's
// "Resume my last game" offers it after a reload), in localStorage.

const SAVE_KEY = "rummy-lab.saved-game";

/** The kept game (no argument), or keep `text` ("" forgets it); null when storage is blocked. */
export function savedGame(text) {
  try {
    if (text === undefined) return localStorage.getItem(SAVE_KEY);
    if (text) localStorage.setItem(SAVE_KEY, text);
    else localStorage.removeItem(SAVE_KEY);
  } catch { // storage blocked: no resume after a reload, nothing else changes
    return null;
  }
  return text;
}
