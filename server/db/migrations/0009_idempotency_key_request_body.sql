-- An Idempotency-Key sent again with another body is another request, refused with 422 (server/services/idempotency.ts).
-- Keys kept from before have no hash and are compared by method and path alone until they expire (two days).
ALTER TABLE "idempotency_keys" ADD COLUMN "request_hash" text;