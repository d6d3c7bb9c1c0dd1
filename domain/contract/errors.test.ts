import { describe, expect, test } from "vitest";
import { z } from "zod";
import { requestValidationMessage } from "./errors.ts";

describe("the words of a request its contract refuses (docs/product.md §8.6)", () => {
  const schema = z.object({ name: z.string().max(3, "Too long"), address: z.object({ city: z.string().min(1, "Required") }) }).refine(() => false, "Nothing to change");

  test("the first problem, with the field it is in, its path joined with dots", () => {
    const refused = schema.safeParse({ name: "Hearth", address: { city: "" } });
    expect(refused.success).toBe(false);
    expect(requestValidationMessage(refused.error!)).toBe("The request is not valid: name: Too long");
    const nested = schema.safeParse({ name: "Ok", address: { city: "" } });
    expect(requestValidationMessage(nested.error!)).toBe("The request is not valid: address.city: Required");
  });

  test("a problem of the whole request names no field; none at all says only that it is not valid", () => {
    expect(requestValidationMessage(schema.safeParse({ name: "Ok", address: { city: "Oslo" } }).error!)).toBe("The request is not valid: Nothing to change");
    expect(requestValidationMessage(new z.ZodError([]))).toBe("The request is not valid");
  });
});
