import { describe, expect, test } from "vitest";
import { deriveSavingsMessage } from "./savings-message.ts";

describe("deriveSavingsMessage", () => {
  test.each([
    // A description longer than 50 characters is cut on the last word boundary and gets "...".
    [
      "Cleaning refrigerator coils can improve efficiency by up to 30% and extend the life of the compressor.",
      "Cleaning refrigerator coils can improve efficiency...",
    ],
    [
      "The U.S. Fire Administration reports that dryer fires cause an estimated $35 million in property loss each year.",
      "The U.S. Fire Administration reports that dryer...",
    ],
    // The 50th character ends a word: the cut keeps that word whole.
    [
      "abcdefghij abcdefghij abcdefghij abcdefghij abcdef more words",
      "abcdefghij abcdefghij abcdefghij abcdefghij abcdef...",
    ],
    // Punctuation before the cut is dropped so the ellipsis follows a word.
    [
      "Smoke alarms cut the risk of dying in home fires, according to the NFPA, by half.",
      "Smoke alarms cut the risk of dying in home fires...",
    ],
    // One word longer than 50 characters: cut hard at 50.
    ["a".repeat(60), `${"a".repeat(50)}...`],
    // Fits already: nothing is cut, so no ellipsis.
    ["Saves water.", "Saves water."],
    ["  Extra   spaces\ncollapse.  ", "Extra spaces collapse."],
    ["", ""],
  ])("%j → %j", (description, message) => {
    expect(deriveSavingsMessage(description)).toBe(message);
  });

  test("a cut message stays within 50 characters plus the ellipsis", () => {
    const description =
      "Regular HVAC filter replacement can lower an air conditioner's energy consumption by 5% to 15% according to the Department of Energy.";
    const message = deriveSavingsMessage(description);
    expect(message.endsWith("...")).toBe(true);
    expect(message.length).toBeLessThanOrEqual(53);
    expect(description.startsWith(message.slice(0, -3))).toBe(true);
  });
});
