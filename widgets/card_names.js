// rummy-lab: a card in words and short text ("ace of spades", "A♠", "🃏=8♦").
// Pure functions, no DOM: imported by cards.js and tested in widgets/tests/.

const SUIT_WORD = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };
const SUIT_SYMBOL = { S: "♠", H: "♥", D: "♦", C: "♣" };
export const RANK_NAME = { 1: "A", 11: "J", 12: "Q", 13: "K", 14: "A" };
const RANK_WORD = {
  1: "ace", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
  9: "nine", 10: "ten", 11: "jack", 12: "queen", 13: "king", 14: "ace",
};
const RANK_TOKEN = { A: 1, J: 11, Q: 12, K: 13, T: 10 };

/** The short rank name: "A", "J", "Q", "K" or the number. */
export const rankName = (rank) => RANK_NAME[rank] || String(rank);

/** Parse a face code such as "8D", "10C", "AS" into [rank, suit]. */
export function parseFace(code) {
  const m = /^(10|[2-9TJQKA])([SHDC])$/i.exec(String(code).trim());
  if (!m) return null;
  const r = m[1].toUpperCase();
  return [RANK_TOKEN[r] || Number(r), m[2].toUpperCase()];
}

const faceLabel = (rank, suit) => `${RANK_WORD[rank]} of ${SUIT_WORD[suit]}`;
const faceText = (rank, suit) => rankName(rank) + SUIT_SYMBOL[suit];

/** Spoken label of a card description, as drawn. */
export function cardLabel(desc) {
  if (desc.label) return desc.label; // the server's words, in the learner's language
  if (desc.face_down) return "face-down card";
  if (!desc.rank) {
    const face = desc.joker_as ? parseFace(desc.joker_as) : null;
    return face ? `joker standing for ${faceLabel(...face)}` : "joker";
  }
  return faceLabel(desc.rank, desc.suit);
}

/** Short text of a card: "7♥", "🃏", "🃏=8♦", "🂠". */
export function cardText(desc) {
  if (desc.face_down) return "🂠";
  if (!desc.rank) {
    const face = desc.joker_as ? parseFace(desc.joker_as) : null;
    return face ? `🃏=${faceText(...face)}` : "🃏";
  }
  return faceText(desc.rank, desc.suit);
}

// -- SVG pieces (viewBox 0 0 100 140) ----------------------------------------------
