import { describe, expect, test } from "vitest";
import { defaultUserPreferences, type UserPreferences } from "../entities/user.ts";
import { preferencesAfter, timeZoneFollowsBrowserAfter, updatePreferencesRequestSchema, type UpdatePreferencesRequest } from "./users.ts";

describe("a zone chosen in Settings, or the browser's at each sign-in (docs/product.md §4.17)", () => {
  test.each<[string, UpdatePreferencesRequest, boolean | undefined]>([
    ["a zone sent alone is chosen", { timeZone: "America/New_York" }, false],
    ["the browser's zone sent to follow it follows again", { timeZone: "Europe/Paris", timeZoneFollowsBrowser: true }, true],
    ["not following, alone, keeps the zone as chosen", { timeZoneFollowsBrowser: false }, false],
    ["a zone with not following is chosen", { timeZone: "Asia/Tokyo", timeZoneFollowsBrowser: false }, false],
    ["another preference leaves it as it was", { reminderDays: 7 }, undefined],
  ])("%s", (_, change, follows) => {
    expect(timeZoneFollowsBrowserAfter(change)).toBe(follows);
  });

  const chosen: UserPreferences = { ...defaultUserPreferences, timeZone: "America/New_York", timeZoneFollowsBrowser: false };

  test("the preferences after a change are the server's answer to it: the browser shows them before it answers", () => {
    expect(preferencesAfter(defaultUserPreferences, { timeZone: "America/New_York" })).toEqual(chosen);
    expect(preferencesAfter(chosen, { timeZone: "Europe/Paris", timeZoneFollowsBrowser: true })).toEqual({
      ...defaultUserPreferences,
      timeZone: "Europe/Paris",
      timeZoneFollowsBrowser: true,
    });
    expect(preferencesAfter(chosen, { reminderDays: 1, weeklySummary: undefined })).toEqual({ ...chosen, reminderDays: 1 });
  });

  test.each<[string, unknown]>([
    ["following without the browser's zone", { timeZoneFollowsBrowser: true }],
    ["following an unknown zone", { timeZoneFollowsBrowser: true, timeZone: "Mars/Olympus" }],
    ["a yes or no that is not one", { timeZoneFollowsBrowser: "yes", timeZone: "Europe/Paris" }],
  ])("refuses %s", (_, body) => {
    expect(updatePreferencesRequestSchema.safeParse(body).success).toBe(false);
  });

  test("takes following with the browser's zone, spelled as the time zone database spells it", () => {
    expect(updatePreferencesRequestSchema.parse({ timeZoneFollowsBrowser: true, timeZone: "europe/paris" })).toEqual({
      timeZoneFollowsBrowser: true,
      timeZone: "Europe/Paris",
    });
    expect(updatePreferencesRequestSchema.parse({ timeZoneFollowsBrowser: false })).toEqual({ timeZoneFollowsBrowser: false });
  });
});
