// Card naming (widgets/card_names.js): the words a screen reader says and the short text.
import assert from "node:assert/strict";
import { test } from "node:test";

import { cardLabel, cardText, parseFace, rankName } from "../card_names.js";

test("a face code parses into rank and suit, any case, 10 or T", () => {
  assert.deepEqual(parseFace("8D"), [8, "D"]);
  assert.deepEqual(parseFace("10c"), [10, "C"]);
  assert.deepEqual(parseFace(" ts "), [10, "S"]);
  assert.deepEqual(parseFace("AS"), [1, "S"]);
  assert.deepEqual(parseFace("kh"), [13, "H"]);
  assert.equal(parseFace("1S"), null);
  assert.equal(parseFace("8X"), null);
  assert.equal(parseFace(""), null);
});

test("rank names: aces and courts by letter, the rest by number", () => {
  assert.deepEqual([1, 2, 10, 11, 12, 13, 14].map(rankName), ["A", "2", "10", "J", "Q", "K", "A"]);
});

test("a card's spoken label: the server's words first, else English words", () => {
  assert.equal(cardLabel({ rank: 12, suit: "H" }), "queen of hearts");
  assert.equal(cardLabel({ rank: 14, suit: "S" }), "ace of spades");
  assert.equal(cardLabel({ rank: 7, suit: "H", label: "Herz-Sieben" }), "Herz-Sieben");
  assert.equal(cardLabel({ face_down: true, rank: 7, suit: "H" }), "face-down card");
  assert.equal(cardLabel({ rank: 0 }), "joker");
  assert.equal(cardLabel({ rank: 0, joker_as: "9C" }), "joker standing for nine of clubs");
});

test("a card's short text", () => {
  assert.equal(cardText({ rank: 7, suit: "H" }), "7♥");
  assert.equal(cardText({ rank: 11, suit: "D" }), "J♦");
  assert.equal(cardText({ rank: 0 }), "🃏");
  assert.equal(cardText({ rank: 0, joker_as: "8D" }), "🃏=8♦");
  assert.equal(cardText({ face_down: true }), "🂠");
});
