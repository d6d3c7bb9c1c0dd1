import { accountExportSchema, type AccountExport } from "@domain/contract/index.ts";
import { defaultUserPreferences } from "@domain/entities/user.ts";
import type { LocalAppliances } from "./local-appliances.ts";
import type { LocalNotificationCenter } from "./local-notifications.ts";
import type { LocalTaskSource } from "./local-task-source.ts";
import type { LocalUsers } from "./local-users.ts";

export interface LocalExportOptions {
  readonly users: Pick<LocalUsers, "currentUser" | "updateCurrentUser">;
  readonly tasks: Pick<LocalTaskSource, "taskList">;
  readonly appliances: Pick<LocalAppliances, "list">;
  readonly notifications: Pick<LocalNotificationCenter, "list">;
  readonly now: () => Date;
  readonly timeZone: () => string;
}

/**
 * `GET /api/users/me/export` of a home kept in the browser (docs/product.md §4.16, §7): everything this
 * browser keeps about the person and the home, in the account export's shape, so one file reads the same
 * whichever mode wrote it. The records are the home's appliances, its tasks (open and done, with what was
 * noted) and its notifications.
 */
export async function localAccountExport({ users, tasks, appliances, notifications, now, timeZone }: LocalExportOptions): Promise<AccountExport> {
  // The same refusal as any other read of the local user when nobody is signed in (docs/product.md §5.2).
  const profile = (await users.currentUser()) ?? (await users.updateCurrentUser({}));
  const [applianceList, taskList, notificationList] = await Promise.all([appliances.list(), tasks.taskList("all"), notifications.list()]);
  const { homeType, ...preferences } = profile.preferences;
  return accountExportSchema.parse({
    exportedAt: now().toISOString(),
    user: {
      id: profile.id,
      email: profile.email,
      name: profile.name,
      plan: profile.plan,
      hasCompletedOnboarding: profile.hasCompletedOnboarding,
      createdAt: profile.createdAt,
      updatedAt: profile.lastUpdatedAt,
      avatarUrl: null,
    },
    preferences: { ...defaultUserPreferences, ...preferences, timeZone: timeZone() },
    home: { id: profile.id, homeType, createdAt: profile.createdAt },
    // Local mode keeps one home in one browser (docs/product.md §6.5).
    homes: [{ id: profile.id, name: null, role: "owner", homeType, createdAt: profile.createdAt }],
    records: { appliances: applianceList, tasks: taskList, notifications: notificationList },
  });
}
