// rummy-lab: this browser's practice-record id (kept in localStorage), shared by the
// practice trainer (practice.js) and the review's "Practise these" (review.js), so both
// add to one record.

const ID_KEY = "rummy-lab-practice-id";

/** The id (made once: 18 random bytes as hex). */
export function learnerId() {
  let id = null;
  try { id = window.localStorage.getItem(ID_KEY); } catch { id = null; }
  if (!id || !/^[A-Za-z0-9_-]{16,128}$/.test(id)) {
    const bytes = new Uint8Array(18);
    window.crypto.getRandomValues(bytes);
    id = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
    try { window.localStorage.setItem(ID_KEY, id); } catch { /* private mode */ }
  }
  return id;
}
