import { describe, expect, test } from "vitest";
import { initialsOf } from "./avatar.tsx";

describe("initialsOf", () => {
  test.each([
    ["Sam Rivera", "SR"],
    ["sam", "S"],
    ["sam@example.com", "S"],
    ["sam.rivera@example.com", "SR"],
    ["sam.lee-1990@example.com", "SL"],
    ["robin2@example.com", "R"],
    ["1990@example.com", "1"],
    ["42 🏠", "4"],
    ["Maria-Fernanda de los Santos", "MS"],
    ["  jordan   lee  ", "JL"],
    ["élodie durand", "ÉD"],
    // A letter written with a combining accent stays whole; an emoji is never cut in half.
    ["e\u0301mile zola", "E\u0301Z"],
    ["Zoë 🏠", "Z"],
    ["🏠 Zoë", "Z"],
    ["🏠", "🏠"],
    ["👩‍👩‍👧 🏠", "👩‍👩‍👧🏠"],
    ["", ""],
  ])("%j gives %j", (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
