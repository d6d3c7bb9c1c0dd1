import { http, HttpResponse } from "msw";
import { mockPathOf } from "../route-mocks.ts";
import {
  achievementsResponseSchema,
  guideFinishedRequestSchema,
  historyQuerySchema,
  historyResponseSchema,
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
import { VALIDATION_MESSAGES } from "@domain/messages.ts";
import { errorBody, neverAnswer, refuse } from "./responses.ts";
import { simulateWork } from "./simulated-latency.ts";

export const progressUrls = {
  history: mockPathOf("listTaskHistory"),
  monthly: mockPathOf("getMonthlyHistory"),
  stats: mockPathOf("getTaskStatistics"),
  achievements: mockPathOf("listAchievements"),
  uncomplete: mockPathOf("uncompleteTask"),
  guideFinished: mockPathOf("recordGuideFinished"),
} as const;

const serverError = () =>
  refuse(500, errorBody("INTERNAL", "Something went wrong on our side. Please try again."));

/** The history over a list of its own: search, appliance filter and pages as the server does them; undo removes an entry. */
export function historyOf(initial: readonly CompletedTaskEntry[]) {
  let entries = [...initial];
  return [
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
  /** Nothing completed yet. */
  empty: () => [...historyOf([]), statsWith(emptyTaskStatistics), monthlyWith(emptyMonthlyHistory), achievementsWith(achievementStatuses({}))],
  /** More than one page of history. */
  many: () => [...historyOf(manyCompletedEntries(45)), statsWith(taskStatistics), monthlyWith(monthlyHistory), achievementsWith(achievementStatuses())],
  loading: () => [http.get(progressUrls.history, neverAnswer), http.get(progressUrls.stats, neverAnswer), http.get(progressUrls.monthly, neverAnswer), http.get(progressUrls.achievements, neverAnswer)],
  failing: () => [http.get(progressUrls.history, serverError), http.get(progressUrls.stats, serverError), http.get(progressUrls.monthly, serverError), http.get(progressUrls.achievements, serverError)],
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
  /** Undo is refused (the next occurrence was already done). */
  undoRefused: () => [
    http.put(progressUrls.uncomplete, () =>
      refuse(409, errorBody("CONFLICT", "The next occurrence of this task is already completed")),
    ),
  ],
};
