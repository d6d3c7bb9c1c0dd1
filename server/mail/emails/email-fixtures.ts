import type { InvitationEmailProps } from "./invitation-email.tsx";
import type { ReminderEmailProps } from "./reminder-email.tsx";
import type { WeeklySummaryEmailProps, WeeklySummaryOfHome } from "./weekly-summary-email.tsx";

/** Example data for the e-mail stories and tests: what a real home's messages hold. */
export const EXAMPLE_APP_URL = "https://app.hearthkeep.example";
const appUrl = EXAMPLE_APP_URL;
const links = { appUrl, unsubscribeUrl: `${appUrl}/api/email/unsubscribe/example-token`, settingsUrl: `${appUrl}/settings` };
const guide = (id: string) => `${appUrl}/task/${id}`;

export const reminderOneTask: ReminderEmailProps = {
  ...links,
  name: "Ana",
  windowDays: 3,
  tasks: [{ id: "t1", name: "Clean the dishwasher filter", applianceName: "Dishwasher", dueDate: "2026-12-02", daysUntilDue: 1, timeEstimate: 15, guideUrl: guide("t1") }],
};

export const reminderManyTasks: ReminderEmailProps = {
  ...links,
  name: "Ana",
  windowDays: 7,
  tasks: [
    { id: "t1", name: "Clean the dishwasher filter", applianceName: "Dishwasher", dueDate: "2026-12-01", daysUntilDue: 0, timeEstimate: 15, guideUrl: guide("t1") },
    { id: "t2", name: "Replace the HVAC air filter", applianceName: "Central air conditioner", dueDate: "2026-12-02", daysUntilDue: 1, timeEstimate: 10, guideUrl: guide("t2") },
    { id: "t3", name: "Test smoke alarms", applianceName: "Smoke detectors", dueDate: "2026-12-04", daysUntilDue: 3, timeEstimate: 20, guideUrl: guide("t3") },
    { id: "t4", name: "Clean the refrigerator coils", applianceName: "Refrigerator", dueDate: "2026-12-06", daysUntilDue: 5, timeEstimate: 45, guideUrl: guide("t4") },
    { id: "t5", name: "Flush the water heater", applianceName: "Water heater", dueDate: "2026-12-07", daysUntilDue: 6, timeEstimate: 60, guideUrl: guide("t5") },
  ],
};

export const reminderWithOverdue: ReminderEmailProps = {
  ...links,
  name: null,
  windowDays: 3,
  tasks: [
    { id: "t6", name: "Clean the dryer vent", applianceName: "Clothes dryer", dueDate: "2026-11-24", daysUntilDue: -7, timeEstimate: 30, guideUrl: guide("t6") },
    { id: "t7", name: "Descale the coffee maker", applianceName: "Coffee maker", dueDate: "2026-11-30", daysUntilDue: -1, timeEstimate: 20, guideUrl: guide("t7") },
    { id: "t1", name: "Clean the dishwasher filter", applianceName: "Dishwasher", dueDate: "2026-12-03", daysUntilDue: 2, timeEstimate: 15, guideUrl: guide("t1") },
  ],
};

/** A person in two homes (docs/product.md §6.5): the day's one reminder lists both homes' tasks, each labelled. */
export const reminderTwoHomes: ReminderEmailProps = {
  ...links,
  name: "Sam",
  windowDays: 3,
  tasks: [
    { id: "t6", name: "Clean the dryer vent", homeName: "My home", applianceName: "Clothes dryer", dueDate: "2026-11-28", daysUntilDue: -3, timeEstimate: 30, guideUrl: guide("t6") },
    { id: "t2", name: "Replace the HVAC air filter", homeName: "Lake cottage", applianceName: "Furnace", dueDate: "2026-12-02", daysUntilDue: 1, timeEstimate: 10, guideUrl: guide("t2") },
    { id: "t3", name: "Test smoke alarms", homeName: "My home", applianceName: "Smoke detectors", dueDate: "2026-12-03", daysUntilDue: 2, timeEstimate: 20, guideUrl: guide("t3") },
  ],
};

const anasWeek: WeeklySummaryOfHome = {
  completed: 4,
  minutesSpent: 95,
  moneySaved: 310,
  currentStreak: 5,
  overdue: [],
  comingWeek: [
    { id: "t2", name: "Replace the HVAC air filter", applianceName: "Central air conditioner", dueDate: "2026-12-02", guideUrl: guide("t2") },
    { id: "t3", name: "Test smoke alarms", applianceName: "Smoke detectors", dueDate: "2026-12-04", guideUrl: guide("t3") },
  ],
};

export const weeklySummaryGoodWeek: WeeklySummaryEmailProps = {
  ...links,
  name: "Ana",
  weekStart: "2026-11-23",
  weekEnd: "2026-11-29",
  homes: [anasWeek],
};

/** A home kept with others (docs/product.md §6.5): the week's completions, each with who did it. */
const sharedHomesWeek: WeeklySummaryOfHome = {
  ...anasWeek,
  completed: 3,
  doneThisWeek: [
    { id: "c1", name: "Replace the HVAC air filter", applianceName: "Furnace", by: "Sam Lee" },
    { id: "c2", name: "Test smoke alarms", applianceName: "Smoke detectors", by: "you" },
    { id: "c3", name: "Clean the dryer vent", applianceName: "Clothes dryer", by: "a former member" },
  ],
};

export const weeklySummarySharedHome: WeeklySummaryEmailProps = { ...weeklySummaryGoodWeek, name: "Alex", homes: [sharedHomesWeek] };

/**
 * A person in two homes (docs/product.md §4.17): one summary, a part for each home under its name; the home
 * they share says who did what, the one they keep alone does not.
 */
export const weeklySummaryTwoHomes: WeeklySummaryEmailProps = {
  ...weeklySummaryGoodWeek,
  name: "Alex",
  homes: [
    { ...sharedHomesWeek, homeName: "Maple Street" },
    {
      homeName: "Lake cottage",
      completed: 1,
      minutesSpent: 30,
      moneySaved: 45,
      currentStreak: 0,
      overdue: [{ id: "t6", name: "Clean the dryer vent", applianceName: "Clothes dryer", dueDate: "2026-11-24", guideUrl: guide("t6") }],
      comingWeek: [],
    },
  ],
};

export const weeklySummaryEmptyWeek: WeeklySummaryEmailProps = {
  ...links,
  name: null,
  weekStart: "2026-11-23",
  weekEnd: "2026-11-29",
  homes: [
    {
      completed: 0,
      minutesSpent: 0,
      moneySaved: 0,
      currentStreak: 0,
      overdue: [{ id: "t6", name: "Clean the dryer vent", applianceName: "Clothes dryer", dueDate: "2026-11-24", guideUrl: guide("t6") }],
      comingWeek: [],
    },
  ],
};

export const invitationToNamedHome: InvitationEmailProps = {
  appUrl,
  homeName: "Lake cottage",
  invitedBy: "Alex Morgan",
  link: `${appUrl}/invitations/example-token`,
  expiresOn: "2026-12-14",
};

export const invitationToUnnamedHome: InvitationEmailProps = { ...invitationToNamedHome, homeName: null, invitedBy: "alex@example.com" };
