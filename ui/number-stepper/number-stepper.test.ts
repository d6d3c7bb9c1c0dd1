import { describe, expect, test } from "vitest";
import { parseStepperInput } from "./number-stepper.tsx";

const minutes = { min: 0, max: 600, precision: 0 };
const dollars = { min: 0, max: 100_000, precision: 2 };

describe("parseStepperInput", () => {
  test.each([
    ["45", minutes, 45],
    ["  45 ", minutes, 45],
    ["44.6", minutes, 45],
    ["-5", minutes, 0],
    ["900", minutes, 600],
    ["", minutes, null],
    ["abc", minutes, null],
    ["4 5", minutes, 45],
    ["1e3", minutes, null],
    ["12.5", dollars, 12.5],
    ["12,5", dollars, 12.5],
    ["$1,234.56", dollars, 1234.56],
    ["1 234,5", dollars, 1234.5],
    ["19.999", dollars, 20],
    [".5", dollars, 0.5],
    ["1,234", dollars, 1234],
    ["12,345,678", dollars, 100_000],
    ["1,23", dollars, 1.23],
    ["1.2.3", dollars, null],
  ])("%j within %j reads as %j", (text, bounds, expected) => {
    expect(parseStepperInput(text, bounds)).toBe(expected);
  });
});
