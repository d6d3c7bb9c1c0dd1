import { describe, expect, test } from "vitest";
import type { CompletedBy, HomeMember } from "@domain/contract/index.ts";
import { completedByLine, completedByWords } from "./task-people.ts";

const alex: HomeMember = { userId: "a1b2c3d4-0000-4000-8000-000000000001", name: "Alex Morgan", email: "alex@example.com", role: "owner", joinedAt: "2026-03-14T10:00:00.000Z", isYou: true };
const sam: HomeMember = { userId: "a1b2c3d4-0000-4000-8000-000000000002", name: "Sam Lee", email: "sam@example.com", role: "member", joinedAt: "2026-09-02T18:30:00.000Z", isYou: false };
const shared = [alex, sam];
const alone = [alex];

const bySam: CompletedBy = { userId: sam.userId, name: "Sam Lee" };
const byAlex: CompletedBy = { userId: alex.userId, name: "Alex Morgan" };
const byFormerMember: CompletedBy = { userId: null, name: null };

describe("completedByWords (docs/product.md §6.5)", () => {
  test.each([
    ["another member, in a shared home", bySam, shared, "Sam Lee"],
    ["the person looking, in a shared home", byAlex, shared, "you"],
    ["a former member, in a shared home", byFormerMember, shared, "a former member"],
    ["the person looking, in a home they keep alone", byAlex, alone, null],
    ["a former member, in a home now kept alone", byFormerMember, alone, "a former member"],
    ["nobody recorded (a home kept in the browser)", null, alone, null],
    // Until the home's people are known, who "you" is cannot be told: nobody is named rather than the wrong way.
    ["the person looking, the home's people not known yet", byAlex, [], null],
    ["another member, the home's people not known yet", bySam, [], null],
  ] as const)("%s", (_case, completedBy, members, expected) => {
    expect(completedByWords(completedBy, members)).toBe(expected);
  });
});

describe("completedByLine", () => {
  test("puts the task page's words around the same rule", () => {
    expect(completedByLine(bySam, shared)).toBe("Completed by Sam Lee");
    expect(completedByLine(byAlex, shared)).toBe("Completed by you");
    expect(completedByLine(byFormerMember, alone)).toBe("Completed by a former member");
    expect(completedByLine(byAlex, alone)).toBeNull();
  });
});
