import { z } from "zod";
import { instantSchema } from "../dates/calendar-date.ts";
import { ACHIEVEMENT_IDS, type AchievementId } from "../progress/achievements.ts";

/**
 * The achievements a home kept in the browser has unlocked (docs/product.md §4.9, §4.16), each with the
 * instant it was unlocked. Like the server's, an achievement once earned is kept even if the history later
 * changes (an undo), so they are stored rather than worked out anew on each read. Kept apart from the local
 * data store of §3.10, whose shape is what moving to an account imports: the server works the achievements
 * out again from the imported history.
 */
export const LOCAL_ACHIEVEMENTS_VERSION = 1;

export const localAchievementIdSchema = z.enum(ACHIEVEMENT_IDS as [AchievementId, ...AchievementId[]]);

export const localAchievementsSchema = z.object({
  version: z.literal(LOCAL_ACHIEVEMENTS_VERSION),
  /** When each unlocked achievement was unlocked. */
  unlocked: z.partialRecord(localAchievementIdSchema, instantSchema),
  /** Whether a guide has been followed to its last step (the one fact the history does not hold). */
  guideFinished: z.boolean(),
});
export type LocalAchievements = z.infer<typeof localAchievementsSchema>;

export function emptyLocalAchievements(): LocalAchievements {
  return { version: LOCAL_ACHIEVEMENTS_VERSION, unlocked: {}, guideFinished: false };
}
