import { describe, expect, test } from "vitest";
import { initialsOf } from "./avatar.tsx";

describe("initialsOf", () => {
  test.each([
    ["Sam Rivera", "SR"],
    ["sam", "S"],
    ["sam@example.com", "S"],
    ["sam.rivera@example.com", "SR"],
    ["Maria-Fernanda de los Santos", "MS"],
    ["  jordan   lee  ", "JL"],
    ["élodie durand", "ÉD"],
    ["", ""],
  ])("%j gives %j", (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
