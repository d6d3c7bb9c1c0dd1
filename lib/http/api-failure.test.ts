import { describe, expect, test } from "vitest";
import { ApiError, conflictReasonOf, isFinalRefusal, NETWORK_ERROR_CODE, shouldRetryQuery } from "./api-failure.ts";

const answered = (status: number, code = `HTTP_${status}`) => new ApiError({ code, message: "Refused", status });
const noAnswer = new ApiError({ code: NETWORK_ERROR_CODE, message: "Unable to reach the server" });

describe("isFinalRefusal", () => {
  test.each([400, 403, 404, 409, 422])("a %i is the answer the same request would get again", (status) => {
    expect(isFinalRefusal(answered(status))).toBe(true);
  });

  test("an answer outside the contract is final too", () => {
    expect(isFinalRefusal(new ApiError({ code: "INVALID_RESPONSE", message: "Invalid task response" }))).toBe(true);
  });

  test.each([401, 408, 429, 500, 502, 503])("a %i may pass", (status) => {
    expect(isFinalRefusal(answered(status))).toBe(false);
  });

  test("a write refused for want of the CSRF cookie may pass: the refusal sets the cookie", () => {
    expect(isFinalRefusal(answered(403, "CSRF_FAILED"))).toBe(false);
  });

  test("no answer, or something that is not an answer at all, may pass", () => {
    expect(isFinalRefusal(noAnswer)).toBe(false);
    expect(isFinalRefusal(new TypeError("Failed to fetch"))).toBe(false);
  });
});

describe("shouldRetryQuery", () => {
  test("a task that is not there is not asked for again: 'Task not found' shows at once", () => {
    expect(shouldRetryQuery(0, answered(404, "NOT_FOUND"))).toBe(false);
  });

  test("no answer and server failures are tried three more times, then given up", () => {
    expect([0, 1, 2, 3].map((failures) => shouldRetryQuery(failures, noAnswer))).toEqual([true, true, true, false]);
    expect([0, 1, 2, 3].map((failures) => shouldRetryQuery(failures, answered(503)))).toEqual([true, true, true, false]);
  });
});

describe("conflictReasonOf", () => {
  test("a change the task's state refused gives its reason", () => {
    expect(conflictReasonOf(new ApiError({ code: "CONFLICT", message: "This task is already completed", status: 409 }))).toBe("This task is already completed");
  });
  test.each([
    ["a server failure", new ApiError({ code: "INTERNAL", message: "Something went wrong on our side", status: 500 })],
    ["no answer", new ApiError({ code: "NETWORK_ERROR", message: "Network error" })],
    ["anything else thrown", new Error("CONFLICT")],
  ])("%s gives none: the failure's title says enough", (_case, error) => {
    expect(conflictReasonOf(error)).toBeUndefined();
  });
});
