import { addedApplianceName, requestedApplianceKind } from "@domain/appliances/appliance-request.ts";
import { homeWideHeirOf } from "@domain/appliances/home-wide-heir.ts";
import { normaliseApplianceIds, resolveApplianceId, type ApplianceId } from "@domain/appliances/identifiers.ts";
import { installDateOf } from "@domain/appliances/install-date.ts";
import { HOME_WIDE_TASK_IDS, isHomeWideTask, isWholeHomeTask } from "@domain/catalog/index.ts";
import {
  type AddApplianceRequest,
  type AddApplianceResponse,
  type Appliance,
  type ApplianceRecord,
  type HomeAppliance,
  type OnboardingCompleteRequest,
  type OnboardingCompleteResponse,
  type UpdateApplianceRequest,
} from "@domain/contract/index.ts";
import type { CalendarDate } from "@domain/dates/calendar-date.ts";
import { applianceNotificationContent } from "@domain/entities/notification.ts";
import { APPLIANCE_MESSAGES } from "@domain/messages.ts";
import { scheduleDueDate } from "@domain/scheduling/server-schedule.ts";
import type { Database } from "../db/client.ts";
import {
  deleteApplianceWithOpenTasks,
  findAppliance,
  insertAppliance,
  listAppliances,
  listOpenTasksOfAppliances,
  renameOpenTasksOfAppliance,
  updateAppliance,
  type ApplianceOpenTask,
  type ApplianceRow,
} from "../db/repositories/appliances-repository.ts";
import { listCompletedWorkOfAppliance } from "../db/repositories/completions-repository.ts";
import { insertNotification } from "../db/repositories/notifications-repository.ts";
import { insertTasksSkippingDuplicates, listFirstOpenTasksOfAppliance, listOpenOccurrencesOf, moveOpenTask, openCatalogTaskIds, setTaskDueDate } from "../db/repositories/tasks-repository.ts";
import { findHomeLocation, lockHomeContents, markHomeOnboarded, setHomeLocation } from "../db/repositories/users-repository.ts";
import { deriveHomeClimate } from "@domain/seasons/derive-climate.ts";
import type { HomeClimate } from "@domain/seasons/home-location.ts";
import { AppError } from "../http/app-error.ts";
import { deleteDocumentsOfAppliance } from "../db/repositories/documents-repository.ts";
import type { FileStorage } from "../files/file-storage.ts";
import { deleteFilesQuietly, filesOf } from "./documents.ts";
import type { AuthContext } from "../security/require-auth.ts";
import type { CatalogSource } from "./catalog-source.ts";
import { systemClock, type Clock } from "./clock.ts";
import { planApplianceTasks } from "@domain/scheduling/plan-appliance-tasks.ts";
import { completedByOfRow, toAppliance } from "./task-views.ts";
import { notifyHousehold, type HouseholdChannels } from "./notifications.ts";

export type ApplianceService = ReturnType<typeof createApplianceService>;

/** The appliance kind a request names (domain/appliances/appliance-request.ts), or a 400 that says which id was refused and why. */
function requireKnownType(type: string): { id: ApplianceId; warnings: string[] } {
  const kind = requestedApplianceKind(type);
  if ("problem" in kind) throw AppError.badRequest(kind.problem, { type });
  return kind;
}

/** Where a kept date came from: the source the request names, else the age band when only an age was given, else typed. */
function installDateSourceOf(details: { installDate?: string | null; installDateSource?: "entered" | "serial" | undefined }, installDate: string | null) {
  if (installDate === null) return null;
  if (details.installDate) return details.installDateSource ?? "entered";
  return "age";
}

/** The install date to keep (domain/appliances/install-date.ts), or a 400 in the rule's words. */
function keptInstallDate(details: { installDate?: string | null; yearsOld?: number | null }, today: CalendarDate): string | null {
  const outcome = installDateOf(details, today);
  if ("problem" in outcome) throw AppError.badRequest(outcome.problem, { installDate: details.installDate });
  return outcome.installDate;
}

/** The hemisphere and climate the home's seasons follow (docs/product.md §5.7). */
export async function homeClimateOf(db: Database, homeId: string): Promise<HomeClimate> {
  return deriveHomeClimate(await findHomeLocation(db, homeId));
}

/** Adds one appliance and its first occurrences from the catalogue; call inside a transaction. */
export async function addApplianceWithTasks(
  tx: Database,
  catalog: CatalogSource,
  { homeId, type, details, today }: { homeId: string; type: ApplianceId; details: Omit<AddApplianceRequest, "type">; today: CalendarDate },
) {
  const installDate = keptInstallDate(details, today);
  const appliance = await insertAppliance(tx, {
    homeId,
    type,
    name: addedApplianceName(details.name, type),
    brand: details.brand || null,
    model: details.model || null,
    serialNumber: details.serialNumber || null,
    location: details.location || null,
    notes: details.notes || null,
    installDate,
    installDateSource: installDateSourceOf(details, installDate),
  });
  const catalogTasks = catalog.tasksForAppliance(type);
  // A home-wide task the home already has, on another of its heating or cooling appliances, is not added again.
  const homeWideOpen = await openCatalogTaskIds(tx, homeId, catalogTasks.map((task) => task.id).filter(isHomeWideTask));
  const planned = planApplianceTasks(
    catalogTasks.filter((task) => !homeWideOpen.has(task.id)),
    appliance.installDate,
    today,
    await homeClimateOf(tx, homeId),
  );
  const created = await insertTasksSkippingDuplicates(
    tx,
    planned.map((task) => ({ ...task, homeId, applianceId: appliance.id, applianceType: type, applianceName: appliance.name })),
  );
  return { appliance, tasksCreated: created.length };
}

type HomeWideOccurrence = { readonly applianceId: string; readonly catalogTaskId: string };

/** The heir of a home-wide task (domain/appliances/home-wide-heir.ts), with the open occurrences told apart by appliance id. */
function heirOf(
  catalog: CatalogSource,
  homeAppliances: readonly ApplianceRow[],
  open: readonly HomeWideOccurrence[],
  leavingId: string,
  catalogTaskId: string,
): ApplianceRow | undefined {
  return homeWideHeirOf({
    home: homeAppliances,
    leavingId,
    catalogTaskId,
    listsTask: (kind, taskId) => catalog.tasksForAppliance(kind).some((task) => task.id === taskId),
    holdsOwn: (candidate) => open.some((occurrence) => occurrence.applianceId === candidate.id && occurrence.catalogTaskId === catalogTaskId),
  });
}

/** Before an appliance is removed, its open home-wide tasks go, as they are, to their heirs rather than leaving the home without them. */
async function handOverHomeWideTasks(tx: Database, catalog: CatalogSource, homeId: string, applianceId: string): Promise<void> {
  const [homeAppliances, open] = await Promise.all([listAppliances(tx, homeId), listOpenOccurrencesOf(tx, homeId, [...HOME_WIDE_TASK_IDS])]);
  for (const { catalogTaskId } of open.filter((occurrence) => occurrence.applianceId === applianceId)) {
    const heir = heirOf(catalog, homeAppliances, open, applianceId, catalogTaskId);
    if (heir) await moveOpenTask(tx, homeId, { fromApplianceId: applianceId, catalogTaskId, to: heir });
  }
}

function nextTaskOf({ id, name, dueDate }: ApplianceOpenTask) {
  return { id, name, dueDate };
}

/** The tasks an appliance's record and the list show as its own: not the tasks every home gets, which it only holds for the home (docs/product.md §4.12). */
function shownAsItsOwn(openTasks: readonly ApplianceOpenTask[]): ApplianceOpenTask[] {
  return openTasks.filter((task) => !isWholeHomeTask(task.catalogTaskId));
}

/** An appliance as the home's list shows it, given its open tasks by due date and what the home's other appliances hold. */
function homeApplianceOf(
  catalog: CatalogSource,
  row: ApplianceRow,
  openTasks: readonly ApplianceOpenTask[],
  home: readonly ApplianceRow[],
  homeWide: readonly HomeWideOccurrence[],
): HomeAppliance {
  const first = shownAsItsOwn(openTasks)[0];
  return {
    ...toAppliance(row),
    openTaskCount: openTasks.length,
    // What removing it would hand over rather than take away, so the question before removing is exact.
    handedOverTaskCount: homeWide.filter((occurrence) => occurrence.applianceId === row.id && heirOf(catalog, home, homeWide, row.id, occurrence.catalogTaskId)).length,
    nextTask: first ? nextTaskOf(first) : null,
  };
}

export function createApplianceService({
  db,
  catalog,
  clock = systemClock,
  fileStorage,
  householdChannels,
}: {
  db: Database;
  catalog: CatalogSource;
  clock?: Clock;
  fileStorage: FileStorage;
  householdChannels?: HouseholdChannels;
}) {
  async function notify(tx: Database, { homeId, userId }: AuthContext, change: "added" | "removed", appliance: ApplianceRow) {
    const content = applianceNotificationContent(change, appliance.name);
    if (change === "removed") {
      await insertNotification(tx, { homeId, kind: "appliance-removed", ...content });
      return;
    }
    // The one who added it reads the usual words; the other members of a shared home read who did (docs/product.md §6.5).
    await insertNotification(tx, { homeId, recipientUserId: userId, kind: "appliance-added", ...content });
    await notifyHousehold(tx, homeId, userId, { kind: "member-added-appliance", applianceName: appliance.name }, householdChannels);
  }

  return {
    async list({ homeId }: AuthContext): Promise<HomeAppliance[]> {
      const [rows, openTasks, homeWide] = await Promise.all([
        listAppliances(db, homeId),
        listOpenTasksOfAppliances(db, homeId),
        listOpenOccurrencesOf(db, homeId, [...HOME_WIDE_TASK_IDS]),
      ]);
      return rows.map((row) => homeApplianceOf(catalog, row, openTasks.filter((task) => task.applianceId === row.id), rows, homeWide));
    },

    /** The appliance's record (docs/product.md §2.12): its fields, its open tasks by due date and its completed work. */
    async record({ homeId }: AuthContext, id: string): Promise<ApplianceRecord> {
      const row = await findAppliance(db, homeId, id);
      if (!row) throw AppError.notFound(APPLIANCE_MESSAGES.notFound);
      const [rows, openTasks, homeWide, completedWork] = await Promise.all([
        listAppliances(db, homeId),
        listOpenTasksOfAppliances(db, homeId, id),
        listOpenOccurrencesOf(db, homeId, [...HOME_WIDE_TASK_IDS]),
        listCompletedWorkOfAppliance(db, homeId, id),
      ]);
      return {
        ...homeApplianceOf(catalog, row, openTasks, rows, homeWide),
        openTasks: shownAsItsOwn(openTasks).map(nextTaskOf),
        completedWork: completedWork.map(({ completedById, completedByName, ...entry }) => ({
          ...entry,
          completedAt: entry.completedAt.toISOString(),
          completedBy: completedByOfRow({ completedById, completedByName }),
        })),
      };
    },

    async add(auth: AuthContext, request: AddApplianceRequest, today: CalendarDate): Promise<AddApplianceResponse> {
      const { homeId } = auth;
      const { id: type, warnings } = requireKnownType(request.type);
      const { appliance, tasksCreated } = await db.transaction(async (tx) => {
        const added = await addApplianceWithTasks(tx, catalog, { homeId, type, details: request, today });
        await notify(tx, auth, "added", added.appliance);
        return added;
      });
      return { data: toAppliance(appliance), tasksCreated, warnings };
    },

    async update({ homeId }: AuthContext, id: string, changes: UpdateApplianceRequest, today: CalendarDate): Promise<Appliance> {
      const installDate = changes.installDate === undefined ? undefined : changes.installDate === null ? null : keptInstallDate(changes, today);
      return db.transaction(async (tx) => {
        const updated = await updateAppliance(tx, homeId, id, {
          ...(changes.name !== undefined && { name: changes.name }),
          ...(changes.brand !== undefined && { brand: changes.brand || null }),
          ...(changes.model !== undefined && { model: changes.model || null }),
          ...(changes.serialNumber !== undefined && { serialNumber: changes.serialNumber || null }),
          ...(changes.location !== undefined && { location: changes.location || null }),
          ...(changes.notes !== undefined && { notes: changes.notes || null }),
          ...(installDate !== undefined && { installDate, installDateSource: installDateSourceOf(changes, installDate) }),
        });
        if (!updated) throw AppError.notFound(APPLIANCE_MESSAGES.notFound);
        if (changes.name !== undefined) await renameOpenTasksOfAppliance(tx, homeId, id, updated.name);
        // The install date stood in for the last service of tasks never done yet: date those again from the
        // corrected one, as adding the appliance with it would have (planApplianceTasks).
        if (installDate !== undefined) {
          const home = await homeClimateOf(tx, homeId);
          for (const task of await listFirstOpenTasksOfAppliance(tx, homeId, id)) {
            const { dueDate } = scheduleDueDate({ taskId: task.catalogTaskId, frequency: task.frequency, today, lastCompletedOn: installDate, home });
            if (dueDate !== task.dueDate) await setTaskDueDate(tx, homeId, task.id, dueDate);
          }
        }
        return toAppliance(updated);
      });
    },

    async remove(auth: AuthContext, id: string): Promise<void> {
      const { homeId } = auth;
      const removedDocuments = await db.transaction(async (tx) => {
        await handOverHomeWideTasks(tx, catalog, homeId, id);
        // The appliance's documents go with it; their files once the change is committed (decision 079).
        const documents = await deleteDocumentsOfAppliance(tx, homeId, id);
        const removed = await deleteApplianceWithOpenTasks(tx, homeId, id);
        if (!removed) throw AppError.notFound(APPLIANCE_MESSAGES.notFound);
        await notify(tx, auth, "removed", removed);
        return documents;
      });
      await deleteFilesQuietly(fileStorage, removedDocuments.flatMap(filesOf));
    },

    /**
     * Stores the home type and appliances, schedules their tasks and marks onboarding done. Running it
     * again adds only appliance kinds the home does not have yet, so nothing is duplicated.
     */
    async completeOnboarding(auth: AuthContext, request: OnboardingCompleteRequest, today: CalendarDate): Promise<OnboardingCompleteResponse> {
      // docs/product.md §5: empty ids and '0', 'undefined', 'null' are dropped first; a purely numeric id left
      // after that means the app sent something broken, so the onboarding is refused rather than half-kept.
      const { ids, warnings } = normaliseApplianceIds(request.appliances.map((appliance) => appliance.type));
      const numeric = warnings.find((warning) => warning.kind === "numeric");
      if (numeric) throw AppError.badRequest(numeric.message, { type: numeric.id });
      const detailsByType = new Map<ApplianceId, (typeof request.appliances)[number]>();
      for (const appliance of request.appliances) {
        const id = resolveApplianceId(appliance.type);
        if (id && !detailsByType.has(id)) detailsByType.set(id, appliance);
      }
      const completedAt = clock.now();
      const tasksCreated = await db.transaction(async (tx) => {
        // The same onboarding sent twice at once (a double press, a retry) adds each appliance once.
        await lockHomeContents(tx, auth.homeId);
        // Where the home is comes first: the appliances' seasonal tasks are planned by its seasons.
        if (request.location) await setHomeLocation(tx, auth.homeId, request.location);
        const existing = new Set((await listAppliances(tx, auth.homeId)).map((appliance) => appliance.type));
        let created = 0;
        for (const type of ids) {
          if (existing.has(type)) continue;
          const { type: _type, ...details } = detailsByType.get(type) ?? { type };
          created += (await addApplianceWithTasks(tx, catalog, { homeId: auth.homeId, type, details, today })).tasksCreated;
        }
        await markHomeOnboarded(tx, auth.homeId, request.homeType, completedAt);
        return created;
      });
      return {
        hasCompletedOnboarding: true,
        onboardingCompletedAt: completedAt.toISOString(),
        homeType: request.homeType,
        appliances: (await listAppliances(db, auth.homeId)).map(toAppliance),
        tasksCreated,
        warnings: warnings.map((warning) => warning.message),
      };
    },
  };
}
