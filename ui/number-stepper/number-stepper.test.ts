import { describe, expect, test } from "vitest";
import { couldStillBeTaken, parseStepperInput, stepperInputProblem } from "./number-stepper.tsx";

const minutes = { min: 0, max: 600, precision: 0 };
const dollars = { min: 0, max: 100_000, precision: 2 };
const years = { min: 0, max: 50, precision: 0 };
const atLeastZero = { min: 0, max: Number.MAX_SAFE_INTEGER, precision: 0 };
const anyNumber = { min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER, precision: 0 };
const atMostTen = { min: Number.MIN_SAFE_INTEGER, max: 10, precision: 0 };

describe("parseStepperInput", () => {
  test.each([
    ["45", minutes, 45],
    ["  45 ", minutes, 45],
    ["44.6", minutes, 45],
    ["4 5", minutes, 45],
    ["-0.4", minutes, 0],
    ["600", minutes, 600],
    ["2.5", years, 3],
    ["50.4", years, 50],
    ["12.5", dollars, 12.5],
    ["12,5", dollars, 12.5],
    ["$1,234.56", dollars, 1234.56],
    ["1 234,5", dollars, 1234.5],
    ["19.999", dollars, 20],
    [".5", dollars, 0.5],
    ["1,234", dollars, 1234],
    ["1,23", dollars, 1.23],
  ])("%j within %j reads as %j", (text, bounds, expected) => {
    expect(parseStepperInput(text, bounds)).toEqual({ status: "within-bounds", value: expected });
  });

  // Out of bounds is said, never clamped: the person is told rather than given a number they did not type.
  test.each([
    ["-5", minutes, -5],
    ["900", minutes, 900],
    ["999", years, 999],
    ["50.5", years, 51],
    ["12,345,678", dollars, 12_345_678],
  ])("%j within %j is out of bounds, read as %j", (text, bounds, expected) => {
    expect(parseStepperInput(text, bounds)).toEqual({ status: "out-of-bounds", value: expected });
  });

  // Only a currency sign may come before the number: "abc5" is not read as 5.
  test.each([[""], ["   "], ["abc"], ["1e3"], ["1.2.3"], ["about an hour"], ["$"], ["abc5"], ["five 5"]])("%j is not a number", (text) => {
    expect(parseStepperInput(text, minutes)).toEqual({ status: "not-a-number" });
  });
});

describe("stepperInputProblem", () => {
  test.each([
    ["999", years, "Enter a number from 0 to 50."],
    ["-1", years, "Enter a number from 0 to 50."],
    ["", years, "Enter a number from 0 to 50."],
    ["  ", years, "Enter a number from 0 to 50."],
    ["abc", years, "“abc” is not a number. Enter a number from 0 to 50."],
    [" 1.2.3 ", years, "“1.2.3” is not a number. Enter a number from 0 to 50."],
    ["200000", dollars, "Enter a number from 0 to 100,000."],
    ["-3", atLeastZero, "Enter a number of at least 0."],
    ["11", atMostTen, "Enter a number of at most 10."],
    ["x", anyNumber, "“x” is not a number. Enter a number."],
  ])("%j within %j says %j", (text, bounds, expected) => {
    expect(stepperInputProblem(text, bounds)).toBe(expected);
  });

  test.each([["0"], ["50"], ["2.5"], [" 7 "]])("%j is taken without a problem", (text) => {
    expect(stepperInputProblem(text, years)).toBeNull();
  });
});

const atLeastTen = { min: 10, max: 50, precision: 0 };

describe("couldStillBeTaken", () => {
  // The start of something it can take: the message waits for the field to be left.
  test.each([
    ["", years],
    ["-", years],
    ["+", years],
    [".", dollars],
    ["$", dollars],
    ["12", years],
    ["1", atLeastTen],
    ["1,234,5", dollars],
    ["-0", years],
    ["-4", anyNumber],
  ])("%j within %j could still be taken", (text, bounds) => {
    expect(couldStillBeTaken(text, bounds)).toBe(true);
  });

  // Nothing typed after it could make it acceptable: the message shows while typing.
  test.each([
    ["999", years],
    ["51", years],
    ["50.5", years],
    ["-1", years],
    ["-20", atLeastZero],
    ["11", atMostTen],
    ["abc", years],
    ["three", years],
    ["4a", years],
    ["1.2.", dollars],
    ["1e", minutes],
  ])("%j within %j can no longer be taken", (text, bounds) => {
    expect(couldStillBeTaken(text, bounds)).toBe(false);
  });
});
