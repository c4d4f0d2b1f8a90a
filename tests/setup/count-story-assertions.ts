// The stories' play functions assert with `storybook/test`'s own `expect`, whose count Vitest does
// not see and which never starts again at zero: each story test records what it added, beside what
// Vitest's `expect` counted (tests/setup/count-assertions.ts, for the run report).
import { expect as storyExpect } from "storybook/test";
import { afterEach, beforeEach, expect } from "vitest";

let before = 0;
beforeEach(() => {
  before = storyExpect.getState().assertionCalls;
});

afterEach((context) => {
  context.task.meta.assertions = expect.getState().assertionCalls + storyExpect.getState().assertionCalls - before;
});
