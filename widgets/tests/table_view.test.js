// The table's state -> view logic (widgets/table_view.js): signs, order, sizes, buttons.
import assert from "node:assert/strict";
import { test } from "node:test";

import {
  buttonCommand, handCardWidth, legalTargets, shownButtons, stockDepth, tbCount, tbOrder, tbSign,
} from "../table_view.js";

const signs = (names) => names.map((name, seat) =>
  tbSign({ name, seat }, names.map((other, j) => ({ name: other, seat: j }))));

test("avatar signs tell the players apart", () => {
  assert.deepEqual(signs(["Ada", "Ben", "Cleo"]), ["A", "B", "C"]);
  assert.deepEqual(signs(["Ann", "Ben", "Bot"]), ["A", "Be", "Bo"]);
  assert.deepEqual(signs(["Bot 1", "Bot 2", "Ada"]), ["B1", "B2", "A"]);
  assert.deepEqual(signs(["Anna Berg", "Anna Klein"]), ["AB", "AK"]);
  assert.deepEqual(signs(["Bo", "Bob"]), ["B1", "B2"]);
  assert.deepEqual(signs(["", " "]), ["?1", "?2"]);
});

test("counts in the state's words", () => {
  const L = { card: "card", cards: "cards" };
  assert.equal(tbCount(1, L), "1 card");
  assert.equal(tbCount(0, L), "0 cards");
  assert.equal(tbCount(7, L), "7 cards");
});

const card = (code, rank, suit) => ({ code, rank, suit });
const H = [card("KS", 13, "S"), card("2H", 2, "H"), card("JK", 0, null), card("2S", 2, "S")];

test("the hand keeps the player's order, new cards at the end", () => {
  const ui = { order: ["2S", "KS"], sort: null };
  assert.deepEqual(tbOrder(H, ui).map((c) => c.code), ["2S", "KS", "2H", "JK"]);
  assert.deepEqual(ui.order, ["2S", "KS", "2H", "JK"]);
  const drawn = [...H, card("5D", 5, "D")];
  assert.deepEqual(tbOrder(drawn, ui).map((c) => c.code), ["2S", "KS", "2H", "JK", "5D"]);
});

test("sorting by suit (S H C D, jokers last) and by rank", () => {
  assert.deepEqual(tbOrder(H, { sort: "suit" }).map((c) => c.code), ["2S", "KS", "2H", "JK"]);
  assert.deepEqual(tbOrder(H, { sort: "rank" }).map((c) => c.code), ["2S", "2H", "KS", "JK"]);
});

test("repeated codes (two decks) are matched one by one", () => {
  const two = [card("7H", 7, "H"), card("7H", 7, "H"), card("8H", 8, "H")];
  assert.deepEqual(tbOrder(two, { order: ["8H", "7H"] }).map((c) => c.code), ["8H", "7H", "7H"]);
});

test("layout sizes: hand cards shrink as the hand grows; the stock thickens", () => {
  assert.deepEqual([7, 13, 14, 18, 19, 30].map(handCardWidth), [78, 78, 66, 66, 58, 58]);
  assert.deepEqual([1, 8, 9, 40, 100].map(stockDepth), [1, 1, 2, 5, 6]);
});

test("the buttons shown, in the bar's order, and what each sends", () => {
  const buttons = {
    discard: { visible: true, enabled: false }, draw: { visible: true, enabled: true },
    undo: { visible: false, enabled: true }, hint: { visible: true, enabled: true },
  };
  assert.deepEqual(shownButtons(buttons).map(([op]) => op), ["draw", "discard", "hint"]);
  assert.deepEqual(buttonCommand("draw", new Set(["7H"])), { op: "draw" });
  assert.deepEqual(buttonCommand("meld", new Set(["7H", "8H"])), { op: "meld", cards: ["7H", "8H"] });
});

test("legal targets only for one selected card", () => {
  const state = { targets: { "7H": [2, 5] } };
  assert.deepEqual([...legalTargets(state, new Set(["7H"]))], [2, 5]);
  assert.deepEqual([...legalTargets(state, new Set(["7H", "8H"]))], []);
  assert.deepEqual([...legalTargets(state, new Set(["9C"]))], []);
  assert.deepEqual([...legalTargets(null, new Set(["7H"]))], []);
});
