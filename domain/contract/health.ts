import { z } from "zod";

/** `GET /api/health`: the server is up and answered a real database query. */
export const healthResponseSchema = z.object({
  ok: z.literal(true),
  database: z.enum(["pglite", "postgres"]),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/**
 * `GET /api/ready`: 200 while the database answers and takes a write, has every migration the server ships,
 * and the job queue (reminders, summaries) runs;
 * `jobs` is "off" only where a server was started without its queue (some tests).
 */
export const readyResponseSchema = z.object({
  ok: z.literal(true),
  jobs: z.enum(["running", "off"]),
});
export type ReadyResponse = z.infer<typeof readyResponseSchema>;
