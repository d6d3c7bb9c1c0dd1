import { describe, expect, test } from "vitest";
import { suggestionSentence } from "./onboarding-steps.ts";

describe("suggestionSentence", () => {
  test.each([
    ["house", "We ticked what a house usually has."],
    ["townhouse", "We ticked what a townhouse usually has."],
    ["condo", "We ticked what a condo usually has."],
    ["apartment", "We ticked what an apartment usually has."],
    ["mobile-home", "We ticked what a mobile home usually has."],
    ["other", "We ticked what every home has."],
  ] as const)("%s: %s", (homeType, sentence) => {
    expect(suggestionSentence(homeType)).toBe(sentence);
  });
});
