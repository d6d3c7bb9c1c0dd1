import { Button, Heading, Link, Section, Text } from "@react-email/components";
import { EmailLayout, colors } from "./email-layout.tsx";
import { reminderSubject } from "../reminder-subject.ts";
import { dueLabel, formatDayWithWeekday, formatMinutes, plural } from "@domain/format/for-people.ts";

export type ReminderEmailTask = {
  id: string;
  name: string;
  applianceName: string;
  dueDate: string;
  daysUntilDue: number;
  timeEstimate: number;
  guideUrl: string;
};

export type ReminderEmailProps = {
  name: string | null;
  appUrl: string;
  /** The reminder window of the user's preference: 1, 3 or 7 days. */
  windowDays: number;
  /** Overdue first, then by due date. */
  tasks: ReminderEmailTask[];
  unsubscribeUrl: string;
  settingsUrl: string;
};

export { reminderSubject };

function windowWords(days: number): string {
  if (days === 1) return "by tomorrow";
  if (days === 7) return "this week";
  return `in the next ${days} days`;
}

/** The morning reminder: every task due within the window or overdue, each with a link to its guide. */
export function ReminderEmail({ name, appUrl, windowDays, tasks, unsubscribeUrl, settingsUrl }: ReminderEmailProps) {
  const overdue = tasks.filter((task) => task.daysUntilDue < 0);
  const dueSoon = tasks.filter((task) => task.daysUntilDue >= 0);
  const totalMinutes = tasks.reduce((sum, task) => sum + task.timeEstimate, 0);
  return (
    <EmailLayout
      preview={reminderSubject(tasks)}
      appUrl={appUrl}
      reason="You get this reminder because e-mail reminders are on for your Hearthkeep account."
      unsubscribeUrl={unsubscribeUrl}
      settingsUrl={settingsUrl}
    >
      <Heading as="h1" style={{ fontSize: 22, lineHeight: "30px", margin: "24px 0 8px" }}>
        {name ? `Good morning, ${name}` : "Good morning"}
      </Heading>
      <Text style={{ fontSize: 15, lineHeight: "24px", margin: "0 0 16px" }}>
        {dueSoon.length > 0 ? `${plural(dueSoon.length, "task")} ${dueSoon.length === 1 ? "is" : "are"} due ${windowWords(windowDays)}` : "Nothing new is due soon"}
        {overdue.length > 0 ? `, and ${overdue.length} ${overdue.length === 1 ? "is" : "are"} overdue` : ""}. All together about {formatMinutes(totalMinutes)}.
      </Text>
      {tasks.map((task) => (
        <Section key={task.id} style={{ borderTop: `1px solid ${colors.border}`, padding: "12px 0" }}>
          <Text style={{ fontSize: 16, fontWeight: 600, lineHeight: "22px", margin: 0 }}>
            <Link href={task.guideUrl} style={{ color: colors.brand }}>
              {task.name}
            </Link>
          </Text>
          <Text style={{ color: colors.muted, fontSize: 14, lineHeight: "20px", margin: "2px 0 0" }}>
            {task.applianceName} · {formatDayWithWeekday(task.dueDate)} ·{" "}
            <span style={{ color: task.daysUntilDue < 0 ? colors.danger : colors.muted, fontWeight: task.daysUntilDue < 0 ? 600 : 400 }}>
              {dueLabel(task.daysUntilDue)}
            </span>{" "}
            · about {formatMinutes(task.timeEstimate)}
          </Text>
        </Section>
      ))}
      <Section style={{ marginTop: 20 }}>
        <Button href={`${appUrl}/dashboard`} style={{ backgroundColor: colors.brand, borderRadius: 8, color: "#ffffff", fontSize: 15, fontWeight: 600, padding: "12px 20px" }}>
          Open your dashboard
        </Button>
      </Section>
    </EmailLayout>
  );
}
