import type { z } from "zod";
import { addedApplianceName, requestedApplianceKind } from "@domain/appliances/appliance-request.ts";
import { homeWideHeirOf } from "@domain/appliances/home-wide-heir.ts";
import { resolveApplianceId, type ApplianceId } from "@domain/appliances/identifiers.ts";
import { installDateOf } from "@domain/appliances/install-date.ts";
import { catalogTaskById, taskIdsForAppliance } from "@domain/catalog/index.ts";
import { deriveHomeClimate } from "@domain/seasons/derive-climate.ts";
import {
  type addApplianceRequestSchema,
  type AddApplianceResponse,
  type Appliance,
  APPLIANCE_WORK_LIMIT,
  type ApplianceRecord,
  type HomeAppliance,
  type ServerTask,
  type updateApplianceRequestSchema,
} from "@domain/contract/index.ts";
import { calendarDateInTimeZone, type CalendarDate } from "@domain/dates/calendar-date.ts";
import type { LocalDataStore } from "@domain/entities/local-data-store.ts";
import { taskHolderOf, type LocalProfile, type LocalProfileAppliance } from "@domain/entities/local-profile.ts";
import { applianceNotificationContent } from "@domain/entities/notification.ts";
import { APPLIANCE_MESSAGES } from "@domain/messages.ts";
import { installDateFromYearsOld } from "@domain/scheduling/plan-appliance-tasks.ts";
import { scheduleDueDate } from "@domain/scheduling/server-schedule.ts";
import { daysUntilDue, isTaskOverdue } from "@domain/tasks/task-list.ts";
import { applianceAgeYears } from "@domain/tasks/task-rules.ts";
import { logWarning } from "@lib/logger/index.ts";
import { LocalRefusal } from "./local-errors.ts";
import type { LocalNotificationCenter } from "./local-notifications.ts";
import { planLocalApplianceTasks, seriesTaskId } from "./local-task-generation.ts";
import { historyEntry, type LocalTaskSource } from "./local-task-source.ts";
import type { LocalUsers } from "./local-users.ts";
import { createSerialQueue } from "./serial-queue.ts";
import { isWholeHomeTask } from "@domain/catalog/home-wide.ts";

export type AddApplianceInput = z.output<typeof addApplianceRequestSchema>;
export type UpdateApplianceInput = z.output<typeof updateApplianceRequestSchema>;

/** `/api/appliances` of a home kept in the browser (docs/product.md §2.12, §4.8, §4.12, §7.6). */
export interface LocalAppliances {
  /** `GET /api/appliances`: oldest first, each with its open tasks and the home-wide ones removing it hands over. */
  list(): Promise<HomeAppliance[]>;
  /**
   * `GET /api/appliances/{id}`: its record with its open tasks and completed work. The id may also be what its
   * tasks are kept under (its kind), as a task's page names the appliance in a home kept here.
   */
  record(id: string): Promise<ApplianceRecord>;
  /** `POST /api/appliances`: adds it with its catalogue tasks and writes 'Appliance Added'. */
  add(request: AddApplianceInput): Promise<AddApplianceResponse>;
  /** `PUT /api/appliances/{id}`: the record's fields; tasks never done are dated again from a new install date. */
  update(id: string, changes: UpdateApplianceInput): Promise<Appliance>;
  /** `DELETE /api/appliances/{id}`: its open tasks go (a home-wide one to another appliance), its history stays; writes 'Appliance Removed'. */
  remove(id: string): Promise<void>;
}

export interface LocalAppliancesOptions {
  readonly users: LocalUsers;
  readonly tasks: Pick<LocalTaskSource, "changeHome" | "dashboardTasks">;
  readonly notifications: Pick<LocalNotificationCenter, "add">;
  readonly now?: () => Date;
  readonly timeZone?: () => string;
  readonly newId?: () => string;
}

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Two ids of the local store naming the same kind (either may be a legacy spelling kept by an older version). */
const kindOf = (id: string) => resolveApplianceId(id) ?? id;
const isOfKind = (id: string, kind: string) => kindOf(id) === kindOf(kind);

/** A kept appliance as the server answers one: its install date as given, else counted back from its age. */
export function profileApplianceOf(appliance: LocalProfileAppliance, today: CalendarDate): Appliance {
  const estimated = appliance.yearsOld === null ? null : installDateFromYearsOld(appliance.yearsOld, today);
  const installDate = appliance.installDate === undefined ? estimated : appliance.installDate;
  return {
    id: appliance.id,
    type: appliance.type,
    name: appliance.name,
    brand: appliance.brand ?? null,
    model: appliance.model ?? null,
    serialNumber: appliance.serialNumber ?? null,
    location: appliance.location ?? null,
    notes: appliance.notes ?? null,
    installDate,
    installDateSource: installDate === null ? null : appliance.installDate === undefined ? "age" : (appliance.installDateSource ?? "entered"),
    createdAt: appliance.addedAt,
    updatedAt: appliance.updatedAt ?? appliance.addedAt,
  };
}

/**
 * The open tasks of one appliance, due first first, as its record and the list show them: not the tasks every
 * home gets, which it only holds for the home (docs/product.md §4.12).
 */
function openTasksOf(open: readonly ServerTask[], appliance: LocalProfileAppliance) {
  return open
    .filter((task) => task.applianceId === taskHolderOf(appliance) && !isWholeHomeTask(task.masterTaskSlug))
    .map(({ id, name, dueDate }) => ({ id, name, dueDate }))
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.name.localeCompare(b.name));
}

/** The kind a request names (domain/appliances/appliance-request.ts), or the server's 400. */
function requireKnownType(type: string): { id: ApplianceId; warnings: string[] } {
  const kind = requestedApplianceKind(type);
  if ("problem" in kind) throw LocalRefusal.badRequest(kind.problem, { type });
  return kind;
}

/** The install date to keep (domain/appliances/install-date.ts), or a refusal in the server's words. */
function keptInstallDate(details: { installDate?: string | null | undefined; yearsOld?: number | null | undefined }, today: CalendarDate): CalendarDate | null {
  const outcome = installDateOf(details, today);
  if ("problem" in outcome) throw LocalRefusal.badRequest(outcome.problem, { installDate: details.installDate });
  return outcome.installDate;
}

/**
 * The data store's record of the kind (docs/product.md §3.10): selected, with its age in years when one is
 * known. The age is what local generation and moving to an account read (§4.4, §4.12).
 */
function withKind(data: LocalDataStore, kind: string, yearsOld: number | null): LocalDataStore {
  const selected = data.selectedAppliances.some((id) => isOfKind(id, kind)) ? data.selectedAppliances : [...data.selectedAppliances, kind];
  const ages = data.applianceAges.filter((age) => !isOfKind(age.applianceId, kind));
  return { ...data, selectedAppliances: selected, applianceAges: yearsOld === null ? ages : [...ages, { applianceId: kind, yearsPurchased: yearsOld }] };
}

/**
 * docs/product.md §4.8: removing the last appliance of a kind also removes the kind and its age. Its
 * completions stay: they are the history.
 */
function withoutKind(data: LocalDataStore, kind: string): LocalDataStore {
  return {
    ...data,
    selectedAppliances: data.selectedAppliances.filter((id) => !isOfKind(id, kind)),
    applianceAges: data.applianceAges.filter((age) => !isOfKind(age.applianceId, kind)),
  };
}

/** An occurrence as the stored tasks and the dashboard's list both have it. */
type Occurrence = { readonly applianceId: string; readonly masterTaskSlug?: string | null | undefined; readonly isCompleted?: boolean | undefined };

/**
 * The heir of a home-wide task (domain/appliances/home-wide-heir.ts) on the tasks kept here, which name
 * their appliance by kind: an appliance holds its own occurrence when an open one names its kind.
 */
function heirOf(home: readonly LocalProfileAppliance[], tasks: readonly Occurrence[], leaving: LocalProfileAppliance, task: Occurrence): LocalProfileAppliance | undefined {
  const catalogTaskId = task.masterTaskSlug;
  if (!catalogTaskId) return undefined;
  return homeWideHeirOf({
    home,
    leavingId: leaving.id,
    catalogTaskId,
    listsTask: (kind, taskId) => taskIdsForAppliance(kind).includes(taskId),
    holdsOwn: (candidate) => tasks.some((other) => !other.isCompleted && other.applianceId === taskHolderOf(candidate) && other.masterTaskSlug === catalogTaskId),
  });
}

/** An appliance as the home's list shows it: its open tasks, the first due, and what removing it would hand over. */
function homeApplianceOf(appliance: LocalProfileAppliance, home: readonly LocalProfileAppliance[], open: readonly ServerTask[], today: CalendarDate): HomeAppliance {
  const own = open.filter((task) => task.applianceId === taskHolderOf(appliance));
  return {
    ...profileApplianceOf(appliance, today),
    openTaskCount: own.length,
    // What removing it would hand over rather than take away, so the question before removing is exact.
    handedOverTaskCount: own.filter((task) => heirOf(home, open, appliance, task) !== undefined).length,
    nextTask: openTasksOf(open, appliance)[0] ?? null,
  };
}

export function createLocalAppliances({
  users,
  tasks,
  notifications,
  now = () => new Date(),
  timeZone = browserTimeZone,
  newId = () => globalThis.crypto.randomUUID(),
}: LocalAppliancesOptions): LocalAppliances {
  // One change of the appliances at a time: each reads the profile and writes it back.
  const serial = createSerialQueue();
  const todayAt = (instant: Date) => calendarDateInTimeZone(instant, timeZone());

  async function currentProfile(): Promise<LocalProfile> {
    // The same refusal as any other change of the local user when nobody is signed in (docs/product.md §5.2).
    return (await users.currentUser()) ?? (await users.updateCurrentUser({}));
  }

  async function findAppliance(id: string): Promise<{ profile: LocalProfile; appliance: LocalProfileAppliance }> {
    const profile = await currentProfile();
    const appliance = profile.appliances.find((each) => each.id === id);
    if (!appliance) throw LocalRefusal.notFound(APPLIANCE_MESSAGES.notFound);
    return { profile, appliance };
  }

  /** As the server writes it with the change; a notification that could not be kept never undoes the change made. */
  const notify = (change: "added" | "removed", name: string) =>
    notifications.add(applianceNotificationContent(change, name)).then(
      () => undefined,
      (error: unknown) => logWarning(`The notification of an appliance ${change} could not be kept in this browser`, error),
    );

  return {
    list: async () => {
      const [profile, open] = await Promise.all([users.currentUser(), tasks.dashboardTasks()]);
      const home = profile?.appliances ?? [];
      const today = todayAt(now());
      return home.map((appliance) => homeApplianceOf(appliance, home, open, today));
    },

    record: async (id) => {
      const [profile, open] = await Promise.all([users.currentUser(), tasks.dashboardTasks()]);
      const home = profile?.appliances ?? [];
      const appliance = home.find((each) => each.id === id) ?? home.find((each) => taskHolderOf(each) === id);
      if (!appliance) throw LocalRefusal.notFound(APPLIANCE_MESSAGES.notFound);
      // Read through a change that stores nothing: the completions are kept with the tasks.
      const completedWork = await tasks.changeHome((state) => ({
        answer: state.data.completedTasks
          .filter((record) => record.applianceId === taskHolderOf(appliance))
          .sort((a, b) => b.date.localeCompare(a.date) || b.completedAt.localeCompare(a.completedAt))
          .slice(0, APPLIANCE_WORK_LIMIT)
          .map((record) => ({
            ...historyEntry(record, state.tasks),
            taskName: state.tasks.find((task) => task.completedAt === record.completedAt && task.applianceId === record.applianceId)?.name ?? catalogTaskById(record.masterTaskSlug ?? "")?.name ?? record.taskId,
          })),
      }));
      return { ...homeApplianceOf(appliance, home, open, todayAt(now())), openTasks: openTasksOf(open, appliance), completedWork };
    },

    add: (request) =>
      serial.run(async () => {
        const { id: kind, warnings } = requireKnownType(request.type);
        const profile = await currentProfile();
        const instant = now();
        const today = todayAt(instant);
        const name = addedApplianceName(request.name, kind);
        // The first appliance of a kind keeps its tasks under the kind, as every older version did; another of
        // the same kind (a second water heater) under its own id, so each has its schedule (docs/product.md §4.16).
        const anotherOfItsKind = profile.appliances.some((appliance) => isOfKind(appliance.type, kind) && appliance.tasksUnder === undefined);
        const installDate = keptInstallDate(request, today);
        const yearsOld = installDate === null ? null : request.installDate ? applianceAgeYears(installDate, today) : (request.yearsOld ?? null);
        const id = newId();
        const appliance: LocalProfileAppliance = {
          id,
          type: kind,
          name,
          yearsOld,
          addedAt: instant.toISOString(),
          brand: request.brand || null,
          model: request.model || null,
          serialNumber: request.serialNumber || null,
          location: request.location || null,
          notes: request.notes || null,
          installDate,
          ...(installDate !== null && { installDateSource: request.installDate ? (request.installDateSource ?? "entered") : "age" }),
          updatedAt: instant.toISOString(),
          ...(anotherOfItsKind && { tasksUnder: id }),
        };
        // Tasks first: the list shows the appliance only once its tasks are there.
        const tasksCreated = await tasks.changeHome((home) => {
          // A home-wide task the home already has open stays where it is (planLocalApplianceTasks skips it).
          const created = planLocalApplianceTasks(kind, installDate, home.tasks, {
            now: home.now,
            today: home.today,
            freshId: newId,
            applianceName: name,
            home: deriveHomeClimate(home.data.homeLocation),
            holder: taskHolderOf(appliance),
          });
          // The data store keeps the kind and the age of its first appliance (§3.10); another of the kind has its own in the profile.
          return { data: anotherOfItsKind ? home.data : withKind(home.data, kind, yearsOld), tasks: [...home.tasks, ...created], answer: created.length };
        });
        await users.updateCurrentUser({ appliances: [...profile.appliances, appliance] });
        await notify("added", name);
        return { data: profileApplianceOf(appliance, today), tasksCreated, warnings };
      }),

    update: (id, changes) =>
      serial.run(async () => {
        const { profile, appliance } = await findAppliance(id);
        const instant = now();
        const today = todayAt(instant);
        const installDate = changes.installDate === undefined ? undefined : changes.installDate === null ? null : keptInstallDate(changes, today);
        const yearsOld = installDate === undefined ? appliance.yearsOld : installDate === null ? null : applianceAgeYears(installDate, today);
        const updated: LocalProfileAppliance = {
          ...appliance,
          ...(changes.name !== undefined && { name: changes.name }),
          ...(changes.brand !== undefined && { brand: changes.brand || null }),
          ...(changes.model !== undefined && { model: changes.model || null }),
          ...(changes.serialNumber !== undefined && { serialNumber: changes.serialNumber || null }),
          ...(changes.location !== undefined && { location: changes.location || null }),
          ...(changes.notes !== undefined && { notes: changes.notes || null }),
          ...(installDate !== undefined && { installDate, yearsOld, installDateSource: changes.installDateSource ?? "entered" }),
          updatedAt: instant.toISOString(),
        };
        if (changes.name !== undefined || installDate !== undefined) {
          await tasks.changeHome((home) => ({
            tasks: home.tasks.map((task) => {
              if (task.isCompleted || task.applianceId !== taskHolderOf(appliance)) return task;
              // Completed occurrences keep the name they were done under; open ones follow the rename.
              const renamed = changes.name === undefined ? task : { ...task, applianceName: updated.name };
              // The install date stood in for the last service of tasks never done yet: date those again
              // from the corrected one, as adding the appliance with it would have (planApplianceTasks).
              if (installDate === undefined || renamed.previousTaskId !== null || renamed.snoozeUntil !== null) return renamed;
              const { dueDate } = scheduleDueDate({ taskId: seriesTaskId(renamed), frequency: renamed.frequency, today: home.today, lastCompletedOn: installDate });
              const redated = { ...renamed, dueDate, daysUntilDue: daysUntilDue(dueDate, home.today) };
              return { ...redated, isOverdue: isTaskOverdue(redated, home.today) };
            }),
            ...(installDate !== undefined && appliance.tasksUnder === undefined && { data: withKind(home.data, appliance.type, yearsOld) }),
            answer: undefined,
          }));
        }
        await users.updateCurrentUser({ appliances: profile.appliances.map((each) => (each.id === id ? updated : each)) });
        return profileApplianceOf(updated, today);
      }),

    remove: (id) =>
      serial.run(async () => {
        const { profile, appliance } = await findAppliance(id);
        await tasks.changeHome((home) => {
          const kept = home.tasks.flatMap((task) => {
            if (task.isCompleted || task.applianceId !== taskHolderOf(appliance)) return [task];
            // A task the whole home shares goes, as it is (its due date, its snooze), to the next appliance that lists it.
            const heir = heirOf(profile.appliances, home.tasks, appliance, task);
            return heir ? [{ ...task, applianceId: taskHolderOf(heir), applianceName: heir.name }] : [];
          });
          // Another appliance of the kind keeps the kind in the data store (§3.10).
          const kindStays = profile.appliances.some((other) => other.id !== id && isOfKind(other.type, appliance.type));
          return { tasks: kept, data: kindStays ? home.data : withoutKind(home.data, appliance.type), answer: undefined };
        });
        await users.updateCurrentUser({ appliances: profile.appliances.filter((each) => each.id !== id) });
        await notify("removed", appliance.name);
      }),
  };
}
