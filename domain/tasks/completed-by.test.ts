import { describe, expect, test } from "vitest";
import type { CompletedBy } from "../entities/task.ts";
import { completedByWho } from "./completed-by.ts";

const ALEX = "a1b2c3d4-0000-4000-8000-000000000001";
const SAM = "a1b2c3d4-0000-4000-8000-000000000002";
const bySam: CompletedBy = { userId: SAM, name: "Sam Lee" };
const byAlex: CompletedBy = { userId: ALEX, name: "Alex Morgan" };
const byFormerMember: CompletedBy = { userId: null, name: null };

describe("completedByWho (docs/product.md §6.5)", () => {
  test.each([
    // A shared home names everyone, the reader as "you".
    ["another member, in a shared home", bySam, { userId: ALEX, sharedHome: true }, "Sam Lee"],
    ["the reader, in a shared home", byAlex, { userId: ALEX, sharedHome: true }, "you"],
    ["someone since gone, in a shared home", byFormerMember, { userId: ALEX, sharedHome: true }, "a former member"],
    // A home kept alone says nothing of the reader's own work, as before homes were shared...
    ["the reader, in a home they keep alone", byAlex, { userId: ALEX, sharedHome: false }, null],
    // ...but still names whoever else did it: a member who has left since, or one the reader did not know of.
    ["someone since gone, in a home now kept alone", byFormerMember, { userId: ALEX, sharedHome: false }, "a former member"],
    ["another person, in a home now kept alone", bySam, { userId: ALEX, sharedHome: false }, "Sam Lee"],
    // Nobody recorded (a home kept in the browser): nobody named.
    ["nobody recorded", null, { userId: ALEX, sharedHome: true }, null],
    ["nobody recorded, one person", null, { userId: null, sharedHome: false }, null],
  ] as const)("%s", (_case, completedBy, reader, expected) => {
    expect(completedByWho(completedBy, reader)).toBe(expected);
  });
});
