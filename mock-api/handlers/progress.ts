import { http, HttpResponse } from "msw";
import { mockPathOf, mockRoute } from "../route-mocks.ts";
import {
  achievementsResponseSchema,
  editCompletionRequestSchema,
  editCompletionResponseSchema,
  guideFinishedRequestSchema,
  historyQuerySchema,
  historyResponseSchema,
  homeMembersResponseSchema,
  monthlyHistoryResponseSchema,
  taskStatisticsResponseSchema,
  uncompleteTaskResponseSchema,
  type AchievementStatus,
  type CompletedTaskEntry,
} from "@domain/contract/index.ts";
import {
  achievementStatuses,
  completedEntries,
  emptyMonthlyHistory,
  emptyTaskStatistics,
  FIXTURE_NOW,
  historyAppliances,
  manyCompletedEntries,
  monthlyHistory,
  taskStatistics,
} from "../fixtures/progress.ts";
import { COMPLETION_DATE_MESSAGES, VALIDATION_MESSAGES } from "@domain/messages.ts";
import { calendarDateOfInstant } from "@domain/dates/calendar-date.ts";
import { completionDateProblem, completionDateRefusal } from "@domain/tasks/completion-date.ts";
import { sharedHomeHistory, sharedHomeStatistics } from "../fixtures/households.ts";
import { homeOfOne, householdHandlers, someHomeMembers } from "./households.ts";
import { errorBody, neverAnswer, refuse } from "./responses.ts";
import { simulateWork } from "./simulated-latency.ts";

export const progressUrls = {
  history: mockPathOf("listTaskHistory"),
  monthly: mockPathOf("getMonthlyHistory"),
  stats: mockPathOf("getTaskStatistics"),
  achievements: mockPathOf("listAchievements"),
  uncomplete: mockPathOf("uncompleteTask"),
  guideFinished: mockPathOf("recordGuideFinished"),
  editCompletion: mockPathOf("editCompletion"),
} as const;

/** The fixtures' today, in the zone the stories run in (UTC). */
const FIXTURE_TODAY = calendarDateOfInstant(FIXTURE_NOW, "UTC");

const serverError = () =>
  refuse(500, errorBody("INTERNAL", "Something went wrong on our side. Please try again."));

/**
 * The home's people, whom the history names completions by (docs/product.md §6.5): the signed-in person
 * alone, so no one is named; a story of a shared home lists its members first (householdHandlers).
 */
const aloneInTheHome = () => mockRoute("listHomeMembers", () => HttpResponse.json(homeMembersResponseSchema.parse({ members: homeOfOne })));

/** The history over a list of its own: search, appliance filter and pages as the server does them; undo removes an entry. */
export function historyOf(initial: readonly CompletedTaskEntry[]) {
  let entries = [...initial];
  return [
    aloneInTheHome(),
    http.get(progressUrls.history, ({ request }) => {
      const query = historyQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
      const words = query.search?.toLowerCase();
      const matching = entries.filter(
        (entry) =>
          (!query.applianceId || entry.applianceId === query.applianceId) &&
          (!words || [entry.name, entry.applianceName, entry.notes ?? ""].some((text) => text.toLowerCase().includes(words))),
      );
      const start = (query.page - 1) * query.pageSize;
      const appliances = historyAppliances.filter((appliance) => entries.some((entry) => entry.applianceId === appliance.id));
      return HttpResponse.json(
        historyResponseSchema.parse({
          data: matching.slice(start, start + query.pageSize),
          pagination: { page: query.page, pageSize: query.pageSize, total: matching.length },
          appliances,
        }),
      );
    }),
    http.put(progressUrls.editCompletion, async ({ params, request }) => {
      await simulateWork("update");
      const entry = entries.find((candidate) => candidate.taskId === params.id);
      if (!entry) return refuse(404, errorBody("NOT_FOUND", VALIDATION_MESSAGES.taskNotFound));
      const parsed = editCompletionRequestSchema.safeParse(await request.json());
      if (!parsed.success) return refuse(400, { error: { code: "VALIDATION_FAILED", message: "The request is not valid", details: parsed.error.issues } });
      const changes = parsed.data;
      // As the server (domain/tasks/completion-date.ts): the fixtures know no day a task was added, so only today bounds it.
      const problem = changes.completedOn === undefined ? null : completionDateProblem(changes.completedOn, FIXTURE_TODAY, null);
      if (changes.completedOn !== undefined && problem !== null) {
        return refuse(400, { error: { code: "VALIDATION_FAILED", message: problem, details: completionDateRefusal(changes.completedOn, problem).issues } });
      }
      const edited: CompletedTaskEntry = {
        ...entry,
        ...(changes.completedOn !== undefined && { completedOn: changes.completedOn }),
        ...(changes.notes !== undefined && { notes: changes.notes === "" ? null : changes.notes }),
        ...(changes.timeSpentMinutes !== undefined && { timeSpentMinutes: changes.timeSpentMinutes }),
        ...(changes.costActual !== undefined && { costActual: changes.costActual }),
      };
      entries = entries.map((candidate) => (candidate === entry ? edited : candidate));
      const { taskId, completedAt, completedOn, notes, timeSpentMinutes, costActual } = edited;
      return HttpResponse.json(editCompletionResponseSchema.parse({ data: { taskId, completedAt, completedOn, notes, timeSpentMinutes, costActual, nextDueDate: null } }));
    }),
    http.put(progressUrls.uncomplete, async ({ params }) => {
      await simulateWork("update");
      const entry = entries.find((candidate) => candidate.taskId === params.id);
      if (!entry) return refuse(404, errorBody("NOT_FOUND", VALIDATION_MESSAGES.taskNotFound));
      entries = entries.filter((candidate) => candidate !== entry);
      return HttpResponse.json(
        uncompleteTaskResponseSchema.parse({
          data: { id: entry.taskId, name: entry.name, applianceId: entry.applianceId, applianceName: entry.applianceName, dueDate: entry.completedOn, isCompleted: false, completedAt: null },
        }),
      );
    }),
  ];
}

const statsWith = (data: typeof taskStatistics) => http.get(progressUrls.stats, () => HttpResponse.json(taskStatisticsResponseSchema.parse({ data })));
const monthlyWith = (data: typeof monthlyHistory) => http.get(progressUrls.monthly, () => HttpResponse.json(monthlyHistoryResponseSchema.parse({ data })));
export const achievementsWith = (data: readonly AchievementStatus[]) =>
  http.get(progressUrls.achievements, () => HttpResponse.json(achievementsResponseSchema.parse({ data })));

export const progressHandlers = {
  /** A home with five completions over the last months. */
  some: () => [...historyOf(completedEntries), statsWith(taskStatistics), monthlyWith(monthlyHistory), achievementsWith(achievementStatuses())],
  /** Alex and Sam's home, Alex looking: the history names who did each completion. */
  sharedHome: () => [...householdHandlers(someHomeMembers), ...historyOf(sharedHomeHistory), statsWith(sharedHomeStatistics), monthlyWith(monthlyHistory), achievementsWith(achievementStatuses())],
  /** Nothing completed yet. */
  empty: () => [...historyOf([]), statsWith(emptyTaskStatistics), monthlyWith(emptyMonthlyHistory), achievementsWith(achievementStatuses({}))],
  /** More than one page of history. */
  many: () => [...historyOf(manyCompletedEntries(45)), statsWith(taskStatistics), monthlyWith(monthlyHistory), achievementsWith(achievementStatuses())],
  loading: () => [aloneInTheHome(), http.get(progressUrls.history, neverAnswer), http.get(progressUrls.stats, neverAnswer), http.get(progressUrls.monthly, neverAnswer), http.get(progressUrls.achievements, neverAnswer)],
  failing: () => [aloneInTheHome(), http.get(progressUrls.history, serverError), http.get(progressUrls.stats, serverError), http.get(progressUrls.monthly, serverError), http.get(progressUrls.achievements, serverError)],
  /** Only the achievements, all locked (the frame of pages other than /completed). */
  noAchievements: () => [achievementsWith(achievementStatuses({}))],
  /** A guide followed to its last step unlocks "Guide followed"; `onRecorded` hears which task's. */
  guideFinished: (onRecorded: (taskId: string) => void = () => undefined) => [
    http.post(progressUrls.guideFinished, async ({ request }) => {
      await simulateWork("create");
      onRecorded(guideFinishedRequestSchema.parse(await request.json()).taskId);
      const data = achievementStatuses().map((achievement) => (achievement.id === "guide-finished" ? { ...achievement, isUnlocked: true, unlockedAt: FIXTURE_NOW } : achievement));
      return HttpResponse.json(achievementsResponseSchema.parse({ data }));
    }),
  ],
  /** Editing a completion fails on the server's side. */
  editFailing: () => [http.put(progressUrls.editCompletion, serverError)],
  /** Editing a completion is refused: the task is no longer completed (undone elsewhere). */
  editRefused: () => [http.put(progressUrls.editCompletion, () => refuse(409, errorBody("CONFLICT", COMPLETION_DATE_MESSAGES.notCompleted)))],
  /** Undo is refused (the next occurrence was already done). */
  undoRefused: () => [
    http.put(progressUrls.uncomplete, () =>
      refuse(409, errorBody("CONFLICT", "The next occurrence of this task is already completed")),
    ),
  ],
};
