import { z } from "zod";
import { textSchema } from "./text.ts";
import { calendarDateSchema, instantSchema } from "../dates/calendar-date.ts";
import { completedTaskMetadataSchema } from "../entities/task.ts";
import { homeLocationSchema } from "../seasons/home-location.ts";

/**
 * `POST /api/migration/local`, fallback `POST /api/migration/merge` (docs/product.md §7.4): local-mode data
 * moved to the server once. Appliance and task ids come from older browser versions, so they are
 * free text here: the server maps legacy ids and reports the ones it ignored.
 */
const MAX_ITEMS = 5000;
const looseIdSchema = textSchema().min(1).max(200);

export const migrationApplianceSchema = z.object({
  /** Empty ids are dropped by the server's normalisation (docs/product.md §5), not refused. */
  type: textSchema().max(200),
  yearsOld: z.number().min(0).max(200).nullable(),
});

export const migrationCompletionSchema = z.object({
  taskId: looseIdSchema,
  applianceId: looseIdSchema,
  completedAt: instantSchema,
  /** What the homeowner noted when completing it; older browsers sent none. */
  ...completedTaskMetadataSchema.shape,
});

export const migrationTaskSchema = z.object({
  id: looseIdSchema,
  applianceId: looseIdSchema,
  dueDate: calendarDateSchema,
  completedAt: instantSchema.nullable(),
});

export const migrationRequestSchema = z.object({
  /** The server's data wins where both hold the same thing. */
  strategy: z.literal("server_wins"),
  appliances: z.array(migrationApplianceSchema).max(MAX_ITEMS),
  completed: z.array(migrationCompletionSchema).max(MAX_ITEMS),
  /** Last completion instant keyed by task (and appliance) as the local store keys it. */
  lastCompleted: z.record(textSchema().max(400), instantSchema),
  tasks: z.array(migrationTaskSchema).max(MAX_ITEMS),
  /**
   * Where the browser's home is (docs/product.md §5.7), when its owner said; kept only where the account's
   * home has no location yet (the server's wins), before the appliances are added, so their seasonal tasks
   * follow its seasons. Browsers older than the question send none.
   */
  homeLocation: homeLocationSchema.optional(),
});
export type MigrationRequest = z.infer<typeof migrationRequestSchema>;

/** True when the local data holds anything worth sending (docs/product.md §7.4 sends nothing otherwise). */
export function hasMigratableData(request: Omit<MigrationRequest, "strategy">): boolean {
  return (
    request.appliances.length > 0 ||
    request.completed.length > 0 ||
    request.tasks.length > 0 ||
    Object.keys(request.lastCompleted).length > 0
  );
}

export const migrationResponseSchema = z.object({
  migrated: z.literal(true),
  imported: z.object({
    appliances: z.number().int().min(0),
    completions: z.number().int().min(0),
    tasks: z.number().int().min(0),
  }),
  /** What was left out and why ("Ignored unknown appliance id \"toaster\""). */
  warnings: z.array(z.string()),
  /** Each item not imported, with the reason: already on the server, unknown, or imported by an earlier run. */
  skipped: z.array(
    z.object({
      kind: z.enum(["appliance", "completion", "lastCompleted", "task"]),
      id: z.string(),
      reason: z.string(),
    }),
  ),
});
export type MigrationResponse = z.infer<typeof migrationResponseSchema>;
