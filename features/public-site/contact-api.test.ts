import { describe, expect, test } from "vitest";
import { ApiError } from "@lib/http/index.ts";
import { contactFailureOf } from "./contact-api.ts";

describe("contactFailureOf", () => {
  test("a 429 is 'too many', with the server's wait", () => {
    const error = new ApiError({ code: "RATE_LIMITED", message: "Too many attempts. Try again in 45 minutes.", status: 429 });
    expect(contactFailureOf(error)).toEqual({ kind: "rate-limited", message: "Too many attempts. Try again in 45 minutes." });
  });
  test("a server failure gets words for the visitor, not the server's", () => {
    const error = new ApiError({ code: "INTERNAL", message: "Something went wrong on our side", status: 500 });
    expect(contactFailureOf(error)).toEqual({
      kind: "failed",
      message: "Something went wrong on our side and your message was not sent. Please try again in a few minutes.",
    });
  });
  test("no answer at all keeps the client's connection message", () => {
    const error = new ApiError({ code: "NETWORK_ERROR", message: "Unable to reach the server. Please check your connection and try again." });
    expect(contactFailureOf(error)).toEqual({ kind: "failed", message: "Unable to reach the server. Please check your connection and try again." });
  });
});
