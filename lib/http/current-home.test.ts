import { describe, expect, test } from "vitest";
import { APP_STATE_KEY } from "@domain/entities/browser-storage-names.ts";
import { storedCurrentHomeId } from "./current-home.ts";

const storageWith = (value: string | null) => ({ getItem: (key: string) => (key === APP_STATE_KEY ? value : null) });

describe("the home named by the app state's saved copy", () => {
  test("is the saved choice", () => {
    expect(storedCurrentHomeId(storageWith(JSON.stringify({ state: { currentHomeId: "home-b" }, version: 3 })))).toBe("home-b");
  });

  test.each([
    ["no saved state", null],
    ["no choice", JSON.stringify({ state: { currentHomeId: null }, version: 3 })],
    ["a damaged copy", "{not json"],
    ["a choice that is no id", JSON.stringify({ state: { currentHomeId: 42 } })],
  ])("is none with %s", (_case, saved) => {
    expect(storedCurrentHomeId(storageWith(saved))).toBeNull();
  });

  test("is none when the storage cannot be read", () => {
    expect(storedCurrentHomeId({ getItem: () => { throw new Error("blocked"); } })).toBeNull();
  });
});
