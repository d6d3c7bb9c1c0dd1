import { z } from "zod";

/** `GET /api/health`: the server is up and answered a real database query. */
export const healthResponseSchema = z.object({
  ok: z.literal(true),
  database: z.enum(["pglite", "postgres"]),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
