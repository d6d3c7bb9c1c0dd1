import type { Logger } from "pino";
import { addDays, daysBetween, type CalendarDate } from "@domain/dates/calendar-date.ts";
import { reminderPeriodAt, summaryWeeks, weeklySummaryPeriodAt } from "@domain/reminders/message-schedule.ts";
import { moneySavedByCompletion, streaksFromCompletionDays } from "@domain/tasks/task-rules.ts";
import type { Database } from "../db/client.ts";
import type { NewNotificationRow } from "../db/repositories/notifications-repository.ts";
import type { TaskRow } from "../db/repositories/tasks-repository.ts";
import { listWarrantiesAnnouncedBy, listWarrantiesEndingUnannounced, type EndingWarranty } from "../db/repositories/warranties-repository.ts";
import { WARRANTY_ENDING_NOTICE_DAYS } from "@domain/appliances/warranty.ts";
import {
  claimScheduledMessage,
  createScheduledMessage,
  findRecipientPerson,
  findScheduledMessage,
  findScheduledMessageById,
  homeHasTasks,
  listCompletionsOfHome,
  listOpenTasksDueBetween,
  listOpenTasksDueBy,
  listRecipientsInTimeZone,
  listTimeZonesInUse,
  listUserBlockStarts,
  personOf,
  settleScheduledMessage,
  type Recipient,
  type RecipientPerson,
  type ScheduledMessageKind,
  type ScheduledMessageRow,
  type UserIdRange,
} from "../db/repositories/scheduled-messages-repository.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { RenderedEmail } from "../mail/emails/render-email.tsx";
import type { WeeklySummaryOfHome } from "../mail/emails/weekly-summary-email.tsx";
import type { UnsubscribeTokens, UnsubscribeTopic } from "../security/unsubscribe-token.ts";
import type { CatalogSource } from "./catalog-source.ts";
import type { Clock } from "./clock.ts";
import type { DeliveryChannelService } from "./delivery-channels.ts";
import { completedByOfRow } from "./task-views.ts";
import { completedByWho } from "@domain/tasks/completed-by.ts";
import { listMemberIdsOfHome } from "../db/repositories/households-repository.ts";
import { reminderSubject } from "../mail/reminder-subject.ts";
import { formatDay, plural } from "@domain/format/for-people.ts";
import { homeNameOf } from "@domain/contract/homes.ts";
import { taskPlaceName } from "@domain/tasks/task-place.ts";

export type ScheduledMessageServiceDependencies = {
  db: Database;
  mailer: Mailer;
  catalog: CatalogSource;
  clock: Clock;
  logger: Logger;
  appUrl: string;
  unsubscribeTokens: UnsubscribeTokens;
  /** How long one sending attempt may hold a message before another may take it over. */
  sendLeaseSeconds: number;
  /** Push, ntfy and webhook deliveries of the same reminders and summaries; absent, only e-mail and in-app. */
  deliveries?: DeliveryChannelService;
  /** How many users one block of a dispatch takes (planDispatch). */
  dispatchBlockUsers: number;
};

export type DispatchOptions = { allZones?: boolean };

/**
 * One job's share of a dispatch: the users of one time zone within a run of user ids, at the instant `at`
 * (ISO). Blocks run on every worker at once; each user falls in exactly one block of a plan, and the unique
 * key of a user's message and period keeps it once however many plans or retries run.
 */
export type DispatchBlock = { at: string; allZones?: boolean; timeZone: string } & UserIdRange;

/** What one sending attempt did with a message. */
export type SendOutcome =
  | { kind: "sent"; to: string; subject: string; messageKind: ScheduledMessageKind }
  | { kind: "skipped"; reason: string }
  | { kind: "already-done"; status: ScheduledMessageRow["emailStatus"] }
  | { kind: "busy" };

export type DispatchResult = {
  /** Messages whose e-mail still has to go out (new ones, and earlier ones not sent yet). */
  toSend: string[];
  /** Push, ntfy and webhook deliveries still to be sent (new ones, and earlier ones not sent yet). */
  toDeliver: string[];
  created: number;
  notifications: number;
};

const topicOf: Record<ScheduledMessageKind, UnsubscribeTopic> = { reminder: "emailReminders", "weekly-summary": "weeklySummary" };

export type ScheduledMessageService = ReturnType<typeof createScheduledMessageService>;

/**
 * Reminders and weekly summaries. `dispatch(at)` decides, for an instant, who is due what (by each
 * user's time zone), records one row per user and period (the unique key that makes it exactly once)
 * together with the in-app notifications, and answers the messages whose e-mail is to be sent;
 * `send(id)` sends one of them, once, whatever the number of workers, retries and restarts.
 */
export function createScheduledMessageService(deps: ScheduledMessageServiceDependencies) {
  const { db, mailer, catalog, clock, logger, appUrl, unsubscribeTokens, sendLeaseSeconds, deliveries, dispatchBlockUsers } = deps;
  const guideUrl = (taskId: string) => `${appUrl}/task/${taskId}`;
  const unsubscribeUrl = async (userId: string, kind: ScheduledMessageKind) =>
    `${appUrl}/api/email/unsubscribe/${await unsubscribeTokens.issue(userId, topicOf[kind], clock.now())}`;

  /**
   * What the day's one reminder lists: the tasks of every home of the person they are reminded of (given
   * to them, or to nobody), overdue first, then by due date; on one day, the first home's first. Each is
   * labelled with its home's name when they come from more than one home (docs/product.md §4.17, §6.5).
   */
  async function reminderTasks(person: RecipientPerson, period: CalendarDate): Promise<DueTask[]> {
    const lastDay = addDays(period, person.reminderDays);
    const now = clock.now();
    const perHome = await Promise.all(
      person.homes.map(async (home) => (await listOpenTasksDueBy(db, { homeId: home.id, userId: person.userId }, lastDay, now)).map((task) => ({ ...task, homeName: homeNameOf(home) }))),
    );
    const due = perHome.flat().sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0));
    const labelled = new Set(due.map((task) => task.homeId)).size > 1;
    return due.map((task) => ({ ...task, homeName: labelled ? task.homeName : undefined }));
  }

  async function endingWarrantiesOf(person: RecipientPerson, period: CalendarDate): Promise<EndingWarranty[]> {
    const perHome = await Promise.all(person.homes.map((home) => listWarrantiesEndingUnannounced(db, home.id, period, addDays(period, WARRANTY_ENDING_NOTICE_DAYS))));
    return perHome.flat();
  }

  type Dispatched = { row: ScheduledMessageRow; created: boolean; notifications: number; toDeliver?: string[] } | undefined;

  const wantsChannels = async (recipient: { userId: string }, kind: "reminder" | "weekly-summary") =>
    deliveries !== undefined && (await deliveries.hasChannelsFor(recipient.userId, kind));

  /**
   * The reminder on push, ntfy and webhooks: keyed by the day's scheduled message, so the once-a-day rule
   * holds across every channel, and a dispatch run again finds the deliveries it recorded.
   */
  async function deliverReminder(recipient: RecipientPerson, row: ScheduledMessageRow, due: readonly DueTask[]): Promise<string[]> {
    if (!deliveries || due.length === 0) return [];
    const shown = due.slice(0, 5).map((task) => `${task.name} (${task.homeName === undefined ? "" : `${task.homeName} · `}${placeOf(task)})`);
    const more = due.length - shown.length;
    return deliveries.fanOut([
      {
        userId: recipient.userId,
        kind: "reminder",
        key: `reminder:${row.id}`,
        message: {
          title: reminderSubject(due.map((task) => ({ daysUntilDue: daysBetween(row.period, task.dueDate) }))),
          body: [...shown, ...(more > 0 ? [`and ${plural(more, "more task")}`] : [])].join("\n"),
          url: `${appUrl}/dashboard`,
        },
      },
    ]);
  }

  async function recordOnce(values: Parameters<typeof createScheduledMessage>[1], notes: NewNotificationRow[], announcedWarranties: readonly EndingWarranty[] = []): Promise<Dispatched> {
    const created = await createScheduledMessage(
      db,
      values,
      notes,
      announcedWarranties.map((warranty) => warranty.applianceId),
    );
    if (created) return { row: created, created: true, notifications: notes.length };
    // Another server recorded it between our look and our insert: theirs stands, with its notifications.
    const existing = await findScheduledMessage(db, values.userId, values.kind, values.period);
    return existing && { row: existing, created: false, notifications: 0 };
  }

  /** The day's one reminder of a person, for every home they belong to (the unique key is the person's and the day's). */
  async function dispatchReminder(recipient: RecipientPerson, period: CalendarDate): Promise<Dispatched> {
    const channels = await wantsChannels(recipient, "reminder");
    if (!recipient.emailReminders && !recipient.notificationsEnabled && !channels) return undefined;
    const existing = await findScheduledMessage(db, recipient.userId, "reminder", period);
    if (existing) {
      return { row: existing, created: false, notifications: 0, toDeliver: channels ? await deliverReminder(recipient, existing, await reminderTasks(recipient, period)) : [] };
    }
    const due = await reminderTasks(recipient, period);
    // docs/product.md §4.20: a warranty whose last day is at most 30 days away is announced once, with the day's reminder.
    const endingWarranties = await endingWarrantiesOf(recipient, period);
    if (due.length === 0 && endingWarranties.length === 0) return undefined;
    const notes: NewNotificationRow[] = [];
    // Each home's notification center tells of that home's tasks and warranties.
    const concerned = recipient.homes.filter((home) => due.some((task) => task.homeId === home.id) || endingWarranties.some((warranty) => warranty.homeId === home.id));
    if (recipient.notificationsEnabled) {
      for (const home of concerned) {
        const homeDue = due.filter((task) => task.homeId === home.id);
        const overdue = homeDue.filter((task) => task.dueDate < period).length;
        const upcoming = homeDue.length - overdue;
        if (upcoming > 0) {
          notes.push({ homeId: home.id, recipientUserId: recipient.userId, type: "info", kind: "task-due", title: "Tasks due soon", message: `${plural(upcoming, "task")} due ${windowWords(recipient.reminderDays)}` });
        }
        if (overdue > 0) {
          notes.push({ homeId: home.id, recipientUserId: recipient.userId, type: "info", kind: "task-due", title: "Overdue tasks", message: `${plural(overdue, "task")} ${overdue === 1 ? "is" : "are"} overdue` });
        }
        for (const warranty of endingWarranties) {
          if (warranty.homeId !== home.id) continue;
          // The dashboard's callout names and links the appliance from these, not from the words.
          const about = { applianceId: warranty.applianceId, applianceName: warranty.applianceName, endsOn: warranty.coveredUntil };
          notes.push({ homeId: home.id, type: "info", kind: "warranty-ending", ...warrantyEndingWords(warranty, period), warranty: about });
        }
      }
    }
    // An address nobody verified gets no e-mail (docs/product.md §4.18); the in-app notifications still come.
    const mailed = recipient.emailReminders && recipient.emailVerified;
    // The row is kept under the first home it tells of; the e-mail lists every home's (compose).
    const homeId = concerned[0]!.id;
    const recorded = await recordOnce({ userId: recipient.userId, homeId, kind: "reminder", period, emailStatus: mailed ? "pending" : "skipped" }, notes, endingWarranties);
    return recorded && { ...recorded, toDeliver: channels ? await deliverReminder(recipient, recorded.row, due) : [] };
  }

  /** The homes a person's summary covers: each of theirs with tasks, the first home first (docs/product.md §4.17). */
  async function summaryHomes(person: RecipientPerson): Promise<RecipientPerson["homes"]> {
    const withTasks = await Promise.all(person.homes.map((home) => homeHasTasks(db, home.id)));
    return person.homes.filter((_home, index) => withTasks[index]);
  }

  /** The week's one summary of a person, for every home they belong to (the unique key is the person's and the week's). */
  async function dispatchWeeklySummary(recipient: RecipientPerson, sunday: CalendarDate): Promise<Dispatched> {
    // The summary is an e-mail: an address nobody verified gets none, nor the notification that points to it.
    if (!recipient.weeklySummary || !recipient.emailVerified) return undefined;
    const existing = await findScheduledMessage(db, recipient.userId, "weekly-summary", sunday);
    if (existing) return { row: existing, created: false, notifications: 0, toDeliver: await deliverSummaryArrival(recipient, existing) };
    const [first] = await summaryHomes(recipient);
    if (!first) return undefined;
    // One e-mail, so one notification pointing to it, and the row, under the first home it covers.
    const notes: NewNotificationRow[] = recipient.notificationsEnabled
      ? [{ homeId: first.id, recipientUserId: recipient.userId, type: "success", kind: "weekly-summary", title: weeklySummaryArrival.title, message: weeklySummaryArrival.body }]
      : [];
    const recorded = await recordOnce({ userId: recipient.userId, homeId: first.id, kind: "weekly-summary", period: sunday, emailStatus: "pending" }, notes);
    return recorded && { ...recorded, toDeliver: await deliverSummaryArrival(recipient, recorded.row) };
  }

  async function deliverSummaryArrival(recipient: Pick<Recipient, "userId">, row: ScheduledMessageRow): Promise<string[]> {
    if (!deliveries || !(await wantsChannels(recipient, "weekly-summary"))) return [];
    return deliveries.fanOut([{ userId: recipient.userId, kind: "weekly-summary", key: `weekly-summary:${row.id}`, message: { ...weeklySummaryArrival, url: `${appUrl}/dashboard` } }]);
  }

  /** One home's part of a person's summary of the week ending on `sunday`. */
  async function weeklySummaryOfHome(userId: string, homeId: string, sunday: CalendarDate): Promise<WeeklySummaryOfHome> {
    const { weekStart, weekEnd, nextWeekStart, nextWeekEnd } = summaryWeeks(sunday);
    const [completions, overdueRows, comingRows, memberIds] = await Promise.all([
      listCompletionsOfHome(db, homeId),
      // Overdue as GET /api/tasks/stats counts it on that Sunday: open and due before it, snoozed or not.
      listOpenTasksDueBetween(db, homeId, "0001-01-01", addDays(weekEnd, -1)),
      listOpenTasksDueBetween(db, homeId, nextWeekStart, nextWeekEnd),
      listMemberIdsOfHome(db, homeId),
    ]);
    const thisWeek = completions.filter((completion) => completion.completedOn >= weekStart && completion.completedOn <= weekEnd);
    let moneySaved = 0;
    let minutesSpent = 0;
    for (const completion of thisWeek) {
      const entry = catalog.taskById(completion.catalogTaskId);
      if (entry) moneySaved += moneySavedByCompletion({ ...entry, costActual: completion.costActual });
      minutesSpent += completion.timeSpentMinutes ?? 0;
    }
    const streak = streaksFromCompletionDays(
      completions.map((completion) => completion.completedOn),
      weekEnd,
    );
    const toLine = (row: TaskRow) => ({ id: row.id, name: row.name, applianceName: placeOf(row), dueDate: row.dueDate, guideUrl: guideUrl(row.id) });
    // A home kept with others says who did what (docs/product.md §6.5); one kept alone lists nothing more than before.
    const sharedHome = memberIds.length > 1;
    const reader = { userId, sharedHome };
    const doneThisWeek = sharedHome
      ? thisWeek.map((completion) => ({ id: completion.id, name: completion.name, applianceName: placeOf(completion), by: completedByWho(completedByOfRow(completion), reader) }))
      : [];
    return {
      completed: thisWeek.length,
      minutesSpent,
      moneySaved,
      currentStreak: streak.current,
      overdue: overdueRows.map(toLine),
      comingWeek: comingRows.map(toLine),
      doneThisWeek,
    };
  }

  async function compose(message: ScheduledMessageRow, person: RecipientPerson): Promise<RenderedEmail | undefined> {
    // The templates bring React and its e-mail renderer (tens of megabytes): loaded on the first e-mail,
    // not by every server at start, since most never send one.
    const { renderReminderEmail, renderWeeklySummaryEmail } = await import("../mail/emails/render-email.tsx");
    const common = { name: person.name, appUrl, unsubscribeUrl: await unsubscribeUrl(person.userId, message.kind), settingsUrl: `${appUrl}/settings` };
    if (message.kind === "reminder") {
      const [due, endingWarranties] = await Promise.all([reminderTasks(person, message.period), listWarrantiesAnnouncedBy(db, message.id)]);
      if (due.length === 0 && endingWarranties.length === 0) return undefined;
      return renderReminderEmail({
        ...common,
        windowDays: person.reminderDays,
        tasks: due.map((task) => ({
          id: task.id,
          name: task.name,
          ...(task.homeName !== undefined && { homeName: task.homeName }),
          applianceName: placeOf(task),
          dueDate: task.dueDate,
          daysUntilDue: daysBetween(message.period, task.dueDate),
          timeEstimate: task.timeEstimate,
          guideUrl: guideUrl(task.id),
        })),
        warranties: endingWarranties.map((warranty) => ({ ...warrantyEndingWords(warranty, message.period), url: `${appUrl}/appliances/${warranty.applianceId}` })),
      });
    }
    // Every home of the person with tasks, each under its name when there are several (docs/product.md §4.17).
    const covered = await summaryHomes(person);
    if (covered.length === 0) return undefined;
    const { weekStart, weekEnd } = summaryWeeks(message.period);
    const homes = await Promise.all(
      covered.map(async (home) => ({
        ...(covered.length > 1 && { homeName: homeNameOf(home) }),
        ...(await weeklySummaryOfHome(person.userId, home.id, message.period)),
      })),
    );
    return renderWeeklySummaryEmail({ ...common, weekStart, weekEnd, homes });
  }

  /** What is due in a zone at `at`: its reminder day and its summary's Sunday, either absent when not due. */
  function periodsAt(at: Date, timeZone: string, options: DispatchOptions): { reminder?: CalendarDate; summary?: CalendarDate } {
    // A zone stored before it was validated, or dropped from the runtime's tz database, is skipped.
    try {
      const reminder = reminderPeriodAt(at, timeZone, options);
      const summary = weeklySummaryPeriodAt(at, timeZone, options);
      return { ...(reminder && { reminder }), ...(summary && { summary }) };
    } catch (error) {
      logger.warn({ err: error, timeZone }, "scheduled messages: unknown time zone skipped");
      return {};
    }
  }

  /** The blocks of users something is due to at `at`: each zone where it is due, cut into runs of users by id. */
  async function planDispatch(at: Date, options: DispatchOptions = {}): Promise<DispatchBlock[]> {
    const blocks: DispatchBlock[] = [];
    for (const timeZone of await listTimeZonesInUse(db)) {
      const due = periodsAt(at, timeZone, options);
      if (!due.reminder && !due.summary) continue;
      const starts = await listUserBlockStarts(db, timeZone, dispatchBlockUsers);
      // The first block starts at no id and the last ends at none: a user who joins the zone meanwhile falls in one of them.
      starts.forEach((start, index) => {
        const until = starts[index + 1];
        blocks.push({
          at: at.toISOString(),
          ...(options.allZones && { allZones: true }),
          timeZone,
          ...(index > 0 && { fromUserId: start }),
          ...(until !== undefined && { untilUserId: until }),
        });
      });
    }
    return blocks;
  }

  /** Records what is due to one block's users (see planDispatch) and answers the messages whose e-mail is still to be sent. */
  async function dispatchBlock(block: DispatchBlock): Promise<DispatchResult> {
    const due = periodsAt(new Date(block.at), block.timeZone, { allZones: block.allZones === true });
    const result: DispatchResult = { toSend: [], toDeliver: [], created: 0, notifications: 0 };
    if (!due.reminder && !due.summary) return result;
    const recipients = await listRecipientsInTimeZone(db, block.timeZone, block);
    // One row per user and home, each user's rows together: one reminder per person, for all their homes.
    const rowsOfUser = new Map<string, Recipient[]>();
    for (const recipient of recipients) {
      const rows = rowsOfUser.get(recipient.userId);
      if (rows) rows.push(recipient);
      else rowsOfUser.set(recipient.userId, [recipient]);
    }
    for (const homeRows of rowsOfUser.values()) {
      const person = personOf(homeRows)!;
      const rows = [
        due.reminder ? await dispatchReminder(person, due.reminder) : undefined,
        due.summary ? await dispatchWeeklySummary(person, due.summary) : undefined,
      ];
      for (const dispatched of rows) {
        if (!dispatched) continue;
        if (dispatched.created) result.created += 1;
        result.notifications += dispatched.notifications;
        result.toDeliver.push(...(dispatched.toDeliver ?? []));
        if (dispatched.row.emailStatus === "pending" || dispatched.row.emailStatus === "sending") result.toSend.push(dispatched.row.id);
      }
    }
    return result;
  }

  return {
    planDispatch,
    dispatchBlock,

    /** Records what is due at `at`, every block in turn, and answers the messages whose e-mail is still to be sent. */
    async dispatch(at: Date, options: DispatchOptions = {}): Promise<DispatchResult> {
      const result: DispatchResult = { toSend: [], toDeliver: [], created: 0, notifications: 0 };
      for (const block of await planDispatch(at, options)) {
        const part = await dispatchBlock(block);
        result.toSend.push(...part.toSend);
        result.toDeliver.push(...part.toDeliver);
        result.created += part.created;
        result.notifications += part.notifications;
      }
      return result;
    },

    /**
     * Sends one message's e-mail once. A message another attempt is sending answers "busy" (the caller
     * retries later; once that attempt's lease runs out, the message is taken over). A send that fails
     * puts the message back to pending and throws, so the queue retries it with backoff; the last
     * attempt marks it failed.
     */
    async send(messageId: string, { lastAttempt = false }: { lastAttempt?: boolean } = {}): Promise<SendOutcome> {
      const now = clock.now();
      const claimed = await claimScheduledMessage(db, messageId, now, sendLeaseSeconds);
      if (!claimed) {
        const current = await findScheduledMessageById(db, messageId);
        if (!current) return { kind: "already-done", status: "skipped" };
        return current.emailStatus === "sending" ? { kind: "busy" } : { kind: "already-done", status: current.emailStatus };
      }
      const settle = (emailStatus: "pending" | "sent" | "skipped" | "failed", error?: string) => settleScheduledMessage(db, messageId, { emailStatus, at: clock.now(), error });
      // The person with all their homes, in a fixed order: the e-mail is built the same way at every attempt.
      const recipient = await findRecipientPerson(db, claimed.userId);
      const wanted = recipient && (claimed.kind === "reminder" ? recipient.emailReminders : recipient.weeklySummary);
      if (!recipient || !wanted) {
        await settle("skipped", "the preference was turned off before sending");
        return { kind: "skipped", reason: "preference off" };
      }
      if (!recipient.emailVerified) {
        await settle("skipped", "the address is not verified");
        return { kind: "skipped", reason: "address not verified" };
      }
      try {
        const email = await compose(claimed, recipient);
        if (!email) {
          await settle("skipped", "nothing was due any more");
          return { kind: "skipped", reason: "nothing due" };
        }
        const unsubscribe = await unsubscribeUrl(recipient.userId, claimed.kind);
        await mailer.send({
          to: recipient.email,
          ...email,
          headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
        });
        await settle("sent");
        return { kind: "sent", to: recipient.email, subject: email.subject, messageKind: claimed.kind };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await settle(lastAttempt ? "failed" : "pending", reason);
        throw error;
      }
    },
  };
}

/** A task of the day's reminder; `homeName` only when the reminder's tasks come from more than one home. */
type DueTask = TaskRow & { homeName: string | undefined };

/** What a task is for, as the e-mails and pushes name it: its appliance, or the whole home (docs/product.md §4.12). */
function placeOf(task: { catalogTaskId: string | null; applianceName: string }): string {
  return taskPlaceName({ masterTaskSlug: task.catalogTaskId, applianceName: task.applianceName, applianceId: task.applianceName });
}

/** The weekly summary's arrival, in the notification center and on the other channels alike. */
const weeklySummaryArrival = { title: "Weekly summary ready", body: "Your week in review is in your inbox." };

/** The words announcing a warranty's end, in the notification center and the reminder e-mail alike. */
function warrantyEndingWords(warranty: EndingWarranty, today: CalendarDate): { title: string; message: string } {
  const lastDay = warranty.coveredUntil === today ? "today" : `on ${formatDay(warranty.coveredUntil)}`;
  return { title: "Warranty ending soon", message: `The ${warranty.applianceName} warranty ends ${lastDay}.` };
}

function windowWords(days: number): string {
  if (days === 1) return "by tomorrow";
  if (days === 7) return "this week";
  return `in the next ${days} days`;
}
