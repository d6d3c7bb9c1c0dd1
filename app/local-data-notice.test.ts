import { describe, expect, test } from "vitest";
import { LOCAL_STORAGE_KEYS } from "@domain/entities/browser-storage-keys.ts";
import { localDataProblemMessage } from "./local-data-notice.ts";

describe("what a person is told of a damaged value kept in the browser (docs/product.md §4.16)", () => {
  test("names what the value held, and that the rest is kept", () => {
    expect(localDataProblemMessage([{ key: LOCAL_STORAGE_KEYS.localDataStore }])).toEqual({
      title: "Some of your data on this browser could not be read",
      description: "Part of your completed tasks was damaged. What could be read is kept here, and the damaged copy is set aside on this browser.",
    });
  });

  test("several found together are one sentence, each named once", () => {
    const { description } = localDataProblemMessage([
      { key: LOCAL_STORAGE_KEYS.localTasks },
      { key: LOCAL_STORAGE_KEYS.localUsers },
      { key: LOCAL_STORAGE_KEYS.localTasks },
      { key: LOCAL_STORAGE_KEYS.localNotifications },
    ]);
    expect(description).toMatch(/^Part of your schedule, your profile, and your notifications was damaged\./);
    expect(localDataProblemMessage([{ key: LOCAL_STORAGE_KEYS.localUsers }, { key: LOCAL_STORAGE_KEYS.localAchievements }]).description).toMatch(
      /^Part of your profile and your achievements was damaged\./,
    );
  });

  test("a schedule made again from the appliances says so, once", () => {
    const rebuilt = { key: LOCAL_STORAGE_KEYS.localTasks, rebuilt: true };
    expect(localDataProblemMessage([rebuilt, { key: LOCAL_STORAGE_KEYS.localDataStore }, rebuilt]).description).toBe(
      "Part of your schedule and your completed tasks was damaged. What could be read is kept here, and the damaged copy is set aside on this browser. " +
        "Your schedule has been rebuilt from your appliances and the tasks you have done.",
    );
    // Not made again (its copy could not be set aside): nothing is promised.
    expect(localDataProblemMessage([{ key: LOCAL_STORAGE_KEYS.localTasks }]).description).not.toMatch(/rebuilt/);
  });

  test("a value it does not know of is still told", () => {
    expect(localDataProblemMessage([{ key: "hearthkeep:something-new" }]).description).toMatch(/^Part of some of your data was damaged\./);
  });
});
