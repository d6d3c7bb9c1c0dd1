import { z } from "zod";

/**
 * docs/product.md §4 offline queue: every queued change carries a correlation id, sent as this header
 * so that replaying a change whose answer was lost never applies it twice.
 */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9._:-]{8,200}$/, "Idempotency-Key must be 8 to 200 letters, digits or . _ : -");
