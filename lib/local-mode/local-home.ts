import { addedApplianceName } from "@domain/appliances/appliance-request.ts";
import { normaliseApplianceIds } from "@domain/appliances/identifiers.ts";
import {
  completedTaskMetadataSchema,
  hasMigratableData,
  sanitiseCompletedTaskMetadata,
  type CompletedTaskMetadata,
  onboardingCompleteRequestSchema,
  onboardingCompleteResponseSchema,
  type MigrationRequest,
  type OnboardingCompleteRequest,
  type OnboardingCompleteResponse,
  type HomeLocationResponse,
} from "@domain/contract/index.ts";
import { calendarDateInTimeZone } from "@domain/dates/calendar-date.ts";
import { lastCompletedKey, parseLastCompletedKey, type LocalCompletedTask } from "@domain/entities/local-data-store.ts";
import { taskHolderOf, type LocalProfile, type LocalProfileAppliance } from "@domain/entities/local-profile.ts";
import { profileApplianceOf } from "./local-appliances.ts";
import type { LocalStores } from "./local-stores.ts";
import type { LocalTaskSource } from "./local-task-source.ts";
import type { LocalUsers } from "./local-users.ts";
import { createSerialQueue } from "./serial-queue.ts";
import { planLocalApplianceTasks, sameSeries, seriesTaskId } from "./local-task-generation.ts";
import { taskIdsForAppliance } from "@domain/catalog/index.ts";
import { seasonOfTask } from "@domain/scheduling/server-schedule.ts";
import { homeLocationAnswer } from "@domain/seasons/derive-climate.ts";
import type { HomeLocation } from "@domain/seasons/home-location.ts";
import { rescheduleForClimate } from "@domain/seasons/reschedule.ts";
import { daysUntilDue } from "@domain/tasks/task-list.ts";

/** The last-completed marks keyed by kind, as the server knows appliances; of two of a kind, the later mark. */
function lastCompletedByKind(marks: Readonly<Record<string, string>>, kindOf: (applianceId: string) => string): Record<string, string> {
  const byKind: Record<string, string> = {};
  for (const [key, instant] of Object.entries(marks)) {
    const parsed = parseLastCompletedKey(key);
    const kindKey = parsed ? lastCompletedKey(parsed.taskId, kindOf(parsed.applianceId)) : key;
    const kept = byKind[kindKey];
    if (kept === undefined || Date.parse(instant) > Date.parse(kept)) byKind[kindKey] = instant;
  }
  return byKind;
}

/** The home of the local user: its appliances, its onboarding, and what moving it to the server sends. */
export interface LocalHome {
  /** `POST /api/users/onboarding-complete`, kept in the browser (docs/product.md §4.12): the same answer the server gives. */
  completeOnboarding(request: OnboardingCompleteRequest): Promise<OnboardingCompleteResponse>;
  /**
   * The body of `POST /api/migration/local` (docs/product.md §7.4) built from everything this browser
   * holds, or null when there is nothing to move.
   */
  migrationRequest(): Promise<MigrationRequest | null>;
  /** `GET /api/home/location`, kept in the browser. */
  location(): Promise<HomeLocationResponse>;
  /** `PUT /api/home/location`: the same rescheduling the server does (domain/seasons/reschedule.ts). */
  setLocation(location: HomeLocation | null): Promise<HomeLocationResponse>;
}

export interface LocalHomeOptions {
  readonly stores: Pick<LocalStores, "dataStore" | "tasks">;
  readonly users: LocalUsers;
  readonly tasks: Pick<LocalTaskSource, "generateTasks" | "changeHome">;
  readonly now?: () => Date;
  readonly timeZone?: () => string;
  readonly newId?: () => string;
}

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A completion's notes, time and cost as the move sends them: each only when the server's contract takes it,
 * so that one odd value stored by an older version costs that value, not the whole move (the server refuses
 * a request with any field it cannot take).
 */
function metadataTheServerKeeps(record: LocalCompletedTask): CompletedTaskMetadata {
  const metadata = sanitiseCompletedTaskMetadata(record);
  const fields = completedTaskMetadataSchema.shape;
  return {
    ...(fields.notes.safeParse(metadata.notes).success && metadata.notes ? { notes: metadata.notes } : {}),
    ...(fields.timeSpentMinutes.safeParse(metadata.timeSpentMinutes).success && metadata.timeSpentMinutes !== undefined ? { timeSpentMinutes: metadata.timeSpentMinutes } : {}),
    ...(fields.costActual.safeParse(metadata.costActual).success && metadata.costActual !== undefined ? { costActual: metadata.costActual } : {}),
  };
}

export function createLocalHome({
  stores,
  users,
  tasks,
  now = () => new Date(),
  timeZone = browserTimeZone,
  newId = () => globalThis.crypto.randomUUID(),
}: LocalHomeOptions): LocalHome {
  const serial = createSerialQueue();
  const today = () => calendarDateInTimeZone(now(), timeZone());

  async function currentProfile(): Promise<LocalProfile> {
    // The same refusal as any other change of the local user when nobody is signed in (docs/product.md §5.2).
    const profile = await users.currentUser();
    return profile ?? (await users.updateCurrentUser({}));
  }

  return {
    completeOnboarding: (input) =>
      serial.run(async () => {
        const request = onboardingCompleteRequestSchema.parse(input);
        const profile = await currentProfile();
        const instant = now();
        const { ids, warnings } = normaliseApplianceIds(request.appliances.map((appliance) => appliance.type));
        const detailsById = new Map(request.appliances.map((appliance) => [appliance.type, appliance] as const));
        // As on the server, an appliance kind the home already has is not added twice: a second onboarding adds only what is new.
        const owned = new Set(profile.appliances.map((appliance) => appliance.type));
        const added: LocalProfileAppliance[] = ids
          .filter((id) => !owned.has(id))
          .map((id) => {
            const details = [...detailsById.entries()].find(([type]) => normaliseApplianceIds([type]).ids[0] === id)?.[1];
            return {
              id: newId(),
              type: id,
              name: addedApplianceName(details?.name, id),
              yearsOld: details?.yearsOld ?? null,
              addedAt: instant.toISOString(),
            };
          });
        const appliances = [...profile.appliances, ...added];
        const updated = await users.updateCurrentUser({
          appliances,
          preferences: { ...profile.preferences, homeType: request.homeType },
          hasCompletedOnboarding: true,
          onboardingCompletedAt: profile.onboardingCompletedAt ?? instant.toISOString(),
        });
        const data = await stores.dataStore.read();
        await stores.dataStore.write({
          ...data,
          ...(request.location && { homeLocation: request.location }),
          selectedAppliances: appliances.map((appliance) => appliance.type),
          applianceAges: appliances.flatMap((appliance) => (appliance.yearsOld === null ? [] : [{ applianceId: appliance.type, yearsPurchased: appliance.yearsOld }])),
        });
        const generated = await tasks.generateTasks();
        return onboardingCompleteResponseSchema.parse({
          hasCompletedOnboarding: true,
          onboardingCompletedAt: updated.onboardingCompletedAt,
          homeType: request.homeType,
          appliances: updated.appliances.map((appliance) => profileApplianceOf(appliance, today())),
          tasksCreated: generated.created,
          warnings: [...warnings, ...generated.warnings].map((warning) => warning.message),
        });
      }),

    location: async () => homeLocationAnswer((await stores.dataStore.read()).homeLocation ?? null),

    setLocation: (location) =>
      tasks.changeHome((home) => {
        const answer = homeLocationAnswer(location);
        const open = home.tasks.flatMap((task) =>
          task.isCompleted
            ? []
            : [{ id: task.id, catalogTaskId: seriesTaskId(task), frequency: task.frequency, dueDate: task.dueDate, followsCompletion: home.tasks.some((other) => other.isCompleted && sameSeries(other, task)) }],
        );
        const { moved, removed } = rescheduleForClimate(open, answer.climate, home.today);
        const movedTo = new Map(moved.map((change) => [change.id, change.dueDate] as const));
        const gone = new Set(removed);
        let kept = home.tasks
          .filter((task) => !gone.has(task.id))
          .map((task) => {
            const dueDate = movedTo.get(task.id);
            return dueDate === undefined ? task : { ...task, dueDate, daysUntilDue: daysUntilDue(dueDate, home.today), isOverdue: false };
          });
        // The seasonal tasks the home now has a season for (hurricane preparation after a move south).
        for (const kind of normaliseApplianceIds(home.data.selectedAppliances).ids) {
          const seasonal = new Set(taskIdsForAppliance(kind).filter((taskId) => seasonOfTask(taskId) !== undefined));
          kept = [...kept, ...planLocalApplianceTasks(kind, null, kept, { now: home.now, today: home.today, onlyTasks: seasonal, home: answer.climate })];
        }
        const { homeLocation: _previous, ...rest } = home.data;
        return { data: location ? { ...rest, homeLocation: location } : rest, tasks: kept, answer };
      }),

    migrationRequest: async () => {
      const [profile, data, list] = await Promise.all([users.currentUser(), stores.dataStore.read(), stores.tasks.read()]);
      const ages = new Map(data.applianceAges.map((age) => [age.applianceId, age.yearsPurchased] as const));
      const applianceTypes = profile ? profile.appliances.map((appliance) => ({ type: appliance.type, yearsOld: appliance.yearsOld })) : [];
      // Another appliance of a kind keeps its tasks under its own id (domain/entities/local-profile.ts): the server
      // knows kinds, so its completions travel under the kind, and the home's appliances say how many of it there are.
      const kindOfHolder = new Map((profile?.appliances ?? []).map((appliance) => [taskHolderOf(appliance), appliance.type] as const));
      const kindOf = (applianceId: string) => kindOfHolder.get(applianceId) ?? applianceId;
      for (const type of data.selectedAppliances) {
        if (!applianceTypes.some((appliance) => appliance.type === type)) applianceTypes.push({ type, yearsOld: ages.get(type) ?? null });
      }
      const body = {
        appliances: applianceTypes,
        completed: data.completedTasks.map((record) => ({
          taskId: record.taskId,
          applianceId: kindOf(record.applianceId),
          completedAt: record.completedAt,
          ...metadataTheServerKeeps(record),
        })),
        lastCompleted: lastCompletedByKind(data.lastCompleted, kindOf),
        // Only done occurrences: the server keeps its own schedule for the open ones (server_wins).
        tasks: list.tasks.filter((task) => task.completedAt !== null).map((task) => ({ id: task.masterTaskSlug ?? task.id, applianceId: kindOf(task.applianceId), dueDate: task.dueDate, completedAt: task.completedAt })),
      };
      // Where the home is travels with it (docs/product.md §5.7), so the account schedules by the same seasons.
      return hasMigratableData(body) ? { strategy: "server_wins", ...body, ...(data.homeLocation && { homeLocation: data.homeLocation }) } : null;
    },
  };
}
