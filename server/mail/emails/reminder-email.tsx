import type * as React from "react";
import { Button, Heading, Link, Section, Text } from "@react-email/components";
import { EmailLayout, colors } from "./email-layout.tsx";
import { reminderSubject } from "../reminder-subject.ts";
import {
  dueLabel,
  formatDayWithWeekday,
  formatMinutes,
  plural,
} from "@domain/format/for-people.ts";

export type ReminderEmailTask = {
  id: string;
  name: string;
  /**
   * The task's home, given when the reminder's tasks come from more than one home (docs/product.md §6.5);
   * a person with one home reads no home's name.
   */
  homeName?: string;
  applianceName: string;
  dueDate: string;
  daysUntilDue: number;
  timeEstimate: number;
  guideUrl: string;
};

export type ReminderEmailWarranty = {
  title: string;
  message: string;
  url: string;
};

export type ReminderEmailProps = {
  name: string | null;
  appUrl: string;
  /** The reminder window of the user's preference: 1, 3 or 7 days. */
  windowDays: number;
  /** Overdue first, then by due date. */
  tasks: ReminderEmailTask[];
  /** Warranties whose end this reminder announces (docs/product.md §4.20), each once. */
  warranties?: ReminderEmailWarranty[];
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
export function ReminderEmail({
  name,
  appUrl,
  windowDays,
  tasks,
  warranties = [],
  unsubscribeUrl,
  settingsUrl,
}: ReminderEmailProps) {
  const overdue = tasks.filter((task) => task.daysUntilDue < 0);
  const dueSoon = tasks.filter((task) => task.daysUntilDue >= 0);
  const totalMinutes = tasks.reduce((sum, task) => sum + task.timeEstimate, 0);
  return (
    <EmailLayout
      preview={reminderSubject(tasks, warranties.length)}
      appUrl={appUrl}
      reason="You get this reminder because e-mail reminders are on for your Hearthkeep account."
      unsubscribeUrl={unsubscribeUrl}
      settingsUrl={settingsUrl}
    >
      <Heading
        as="h1"
        style={{ fontSize: 22, lineHeight: "30px", margin: "24px 0 8px" }}
      >
        {name ? `Good morning, ${name}` : "Good morning"}
      </Heading>
      {tasks.length > 0 ? (
        <Text style={{ fontSize: 15, lineHeight: "24px", margin: "0 0 16px" }}>
          {dueSoon.length > 0
            ? `${plural(dueSoon.length, "task")} ${dueSoon.length === 1 ? "is" : "are"} due ${windowWords(windowDays)}`
            : "Nothing new is due soon"}
          {overdue.length > 0
            ? `, and ${overdue.length} ${overdue.length === 1 ? "is" : "are"} overdue`
            : ""}
          . All together about {formatMinutes(totalMinutes)}.
        </Text>
      ) : null}
      {tasks.map((task) => (
        <ReminderRow
          key={task.id}
          title={task.name}
          url={task.guideUrl}
          detail={
            <>
              {task.homeName === undefined ? null : <span style={{ color: colors.text, fontWeight: 600 }}>{`${task.homeName} · `}</span>}
              {task.applianceName} · {formatDayWithWeekday(task.dueDate)} ·{" "}
              <span
                style={{
                  color: task.daysUntilDue < 0 ? colors.danger : colors.muted,
                  fontWeight: task.daysUntilDue < 0 ? 600 : 400,
                }}
              >
                {dueLabel(task.daysUntilDue)}
              </span>{" "}
              · about {formatMinutes(task.timeEstimate)}
            </>
          }
        />
      ))}
      {warranties.map((warranty) => (
        <ReminderRow key={warranty.url} title={warranty.title} url={warranty.url} detail={warranty.message} />
      ))}
      <Section style={{ marginTop: 20 }}>
        <Button
          href={`${appUrl}/dashboard`}
          style={{
            backgroundColor: colors.brand,
            borderRadius: 8,
            color: "#ffffff",
            fontSize: 15,
            fontWeight: 600,
            padding: "12px 20px",
          }}
        >
          Open your dashboard
        </Button>
      </Section>
    </EmailLayout>
  );
}

/** One thing the reminder is about: its linked title, and a line of detail under it. */
function ReminderRow({ title, url, detail }: { title: string; url: string; detail: React.ReactNode }) {
  return (
    <Section style={{ borderTop: `1px solid ${colors.border}`, padding: "12px 0" }}>
      <Text style={{ fontSize: 16, fontWeight: 600, lineHeight: "22px", margin: 0 }}>
        <Link href={url} style={{ color: colors.brand }}>
          {title}
        </Link>
      </Text>
      <Text style={{ color: colors.muted, fontSize: 14, lineHeight: "20px", margin: "2px 0 0" }}>{detail}</Text>
    </Section>
  );
}
