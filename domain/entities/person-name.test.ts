import { describe, expect, test } from "vitest";
import { defaultNameFromEmail, nameTheyGave } from "./person-name.ts";

describe("nameTheyGave", () => {
  test("a name the person typed is theirs, trimmed", () => {
    expect(nameTheyGave({ name: "  Sam Lee ", email: "sam.lee-1990@example.com" })).toBe("Sam Lee");
  });

  test("no name, or only spaces, is none", () => {
    expect(nameTheyGave({ name: null, email: "sam@example.com" })).toBeUndefined();
    expect(nameTheyGave({ name: "   ", email: "sam@example.com" })).toBeUndefined();
    expect(nameTheyGave({})).toBeUndefined();
  });

  test("the default a home kept in the browser takes from the e-mail is not a name given", () => {
    const email = "walk-local2@example.com";
    expect(nameTheyGave({ name: defaultNameFromEmail(email), email })).toBeUndefined();
  });

  test("a name written otherwise than the address's first part is one they gave", () => {
    expect(nameTheyGave({ name: "Sam", email: "sam@example.com" })).toBe("Sam");
  });

  test("without an e-mail to compare, a name is taken as given", () => {
    expect(nameTheyGave({ name: "Sam", email: null })).toBe("Sam");
  });
});
