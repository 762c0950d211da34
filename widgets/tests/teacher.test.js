// The teacher's list: how long a table has been idle (widgets/teacher.js tcIdle).
import assert from "node:assert/strict";
import { test } from "node:test";

import { tcIdle } from "../teacher.js";

test("idle times in seconds, minutes, hours", () => {
  assert.equal(tcIdle(-3), "0 s");
  assert.equal(tcIdle(42.9), "42 s");
  assert.equal(tcIdle(60), "1 min");
  assert.equal(tcIdle(3599), "59 min");
  assert.equal(tcIdle(3600 + 5 * 60), "1 h 05 min");
});
