import { Button, Column, Heading, Link, Row, Section, Text } from "@react-email/components";
import { EmailLayout, colors } from "./email-layout.tsx";
import { formatDayWithWeekday, formatMinutes, formatMoney, plural } from "@domain/format/for-people.ts";

export type WeeklySummaryTask = { id: string; name: string; applianceName: string; dueDate: string; guideUrl: string };

/** A completion of the week and who did it: "you", "Sam Lee", "a former member"; null where nobody is named. */
export type WeeklySummaryDone = { id: string; name: string; applianceName: string; by: string | null };

/** One home's week: what was done there, what is overdue and what comes next. */
export type WeeklySummaryOfHome = {
  /** The home's name ("My home" when unnamed), given only when the summary covers several homes. */
  homeName?: string;
  completed: number;
  minutesSpent: number;
  moneySaved: number;
  currentStreak: number;
  overdue: WeeklySummaryTask[];
  comingWeek: WeeklySummaryTask[];
  /**
   * The week's completions with who did each, in a home shared with others only (docs/product.md §6.5); empty
   * (or absent) in a home kept alone, whose summary lists none.
   */
  doneThisWeek?: WeeklySummaryDone[];
};

export type WeeklySummaryEmailProps = {
  name: string | null;
  appUrl: string;
  /** Monday and Sunday of the week summed up. */
  weekStart: string;
  weekEnd: string;
  /** Every home of the person with tasks, the first home first (docs/product.md §4.17): one e-mail for all. */
  homes: WeeklySummaryOfHome[];
  unsubscribeUrl: string;
  settingsUrl: string;
};

export function weeklySummarySubject({ homes }: Pick<WeeklySummaryEmailProps, "homes">): string {
  const completed = homes.reduce((sum, home) => sum + home.completed, 0);
  return completed > 0 ? `Your week: ${plural(completed, "task")} done` : homes.length > 1 ? "Your week in your homes" : "Your week in your home";
}

function Figure({ value, label }: { value: string; label: string }) {
  return (
    <Column style={{ padding: "4px 8px 4px 0", verticalAlign: "top", width: "25%" }}>
      <Text style={{ fontSize: 22, fontWeight: 700, lineHeight: "28px", margin: 0 }}>{value}</Text>
      <Text style={{ color: colors.muted, fontSize: 13, lineHeight: "18px", margin: 0 }}>{label}</Text>
    </Column>
  );
}

function TaskLines({ tasks, late }: { tasks: WeeklySummaryTask[]; late?: boolean }) {
  return tasks.map((task) => (
    <Text key={task.id} style={{ fontSize: 14, lineHeight: "22px", margin: "4px 0" }}>
      <Link href={task.guideUrl} style={{ color: late ? colors.danger : colors.brand, fontWeight: 600 }}>
        {task.name}
      </Link>{" "}
      <span style={{ color: colors.muted }}>
        · {task.applianceName} · {formatDayWithWeekday(task.dueDate)}
      </span>
    </Text>
  ));
}

function DoneLines({ done }: { done: WeeklySummaryDone[] }) {
  return done.map((completion) => (
    <Text key={completion.id} style={{ fontSize: 14, lineHeight: "22px", margin: "4px 0" }}>
      <span style={{ fontWeight: 600 }}>{completion.name}</span>{" "}
      {/* One string, so the text version reads "· Furnace — by Sam Lee" as the HTML does. */}
      <span style={{ color: colors.muted }}>{`· ${completion.applianceName}${completion.by ? ` — by ${completion.by}` : ""}`}</span>
    </Text>
  ));
}

/** One home's part of the summary; in a summary of several homes its headings sit under the home's name. */
function HomeWeek({ home, headingLevel }: { home: WeeklySummaryOfHome; headingLevel: "h2" | "h3" }) {
  const { completed, minutesSpent, moneySaved, currentStreak, overdue, comingWeek, doneThisWeek = [] } = home;
  return (
    <>
      <Section>
        <Row>
          <Figure value={String(completed)} label={completed === 1 ? "task done" : "tasks done"} />
          <Figure value={formatMinutes(minutesSpent)} label="time spent" />
          <Figure value={formatMoney(moneySaved)} label="saved (estimate)" />
          <Figure value={plural(currentStreak, "day")} label="streak" />
        </Row>
      </Section>
      {completed === 0 ? (
        <Text style={{ fontSize: 15, lineHeight: "24px" }}>A quiet week: nothing was ticked off. One quick task is enough to start a streak.</Text>
      ) : null}
      {doneThisWeek.length > 0 ? (
        <Section>
          <Heading as={headingLevel} style={{ fontSize: 17, margin: "20px 0 4px" }}>
            Done this week
          </Heading>
          <DoneLines done={doneThisWeek} />
        </Section>
      ) : null}
      {overdue.length > 0 ? (
        <Section>
          <Heading as={headingLevel} style={{ color: colors.danger, fontSize: 17, margin: "20px 0 4px" }}>
            {`Overdue (${overdue.length})`}
          </Heading>
          <TaskLines tasks={overdue} late />
        </Section>
      ) : null}
      <Section>
        <Heading as={headingLevel} style={{ fontSize: 17, margin: "20px 0 4px" }}>
          Coming up this week
        </Heading>
        {comingWeek.length > 0 ? <TaskLines tasks={comingWeek} /> : <Text style={{ fontSize: 14, margin: "4px 0" }}>Nothing is due next week.</Text>}
      </Section>
    </>
  );
}

/**
 * Sunday evening's look back at the week and ahead at the next one. A person in several homes gets one
 * e-mail with a part for each, under its name; with one home it names none (docs/product.md §4.17).
 */
export function WeeklySummaryEmail(props: WeeklySummaryEmailProps) {
  const { name, appUrl, weekStart, weekEnd, homes, unsubscribeUrl, settingsUrl } = props;
  const several = homes.length > 1;
  return (
    <EmailLayout
      preview={weeklySummarySubject(props)}
      appUrl={appUrl}
      reason="You get this summary because the weekly summary is on for your Hearthkeep account."
      unsubscribeUrl={unsubscribeUrl}
      settingsUrl={settingsUrl}
    >
      <Heading as="h1" style={{ fontSize: 22, lineHeight: "30px", margin: "24px 0 4px" }}>
        {name ? `${name}, here is your week` : "Here is your week"}
      </Heading>
      <Text style={{ color: colors.muted, fontSize: 14, lineHeight: "20px", margin: "0 0 16px" }}>
        {formatDayWithWeekday(weekStart)} to {formatDayWithWeekday(weekEnd)}
      </Text>
      {several
        ? homes.map((home, index) => (
            <Section key={index} style={{ borderTop: `1px solid ${colors.border}`, marginTop: 16, paddingTop: 8 }}>
              <Heading as="h2" style={{ fontSize: 19, lineHeight: "26px", margin: "8px 0 8px" }}>
                {home.homeName ?? "My home"}
              </Heading>
              <HomeWeek home={home} headingLevel="h3" />
            </Section>
          ))
        : homes.map((home, index) => <HomeWeek key={index} home={home} headingLevel="h2" />)}
      <Section style={{ marginTop: 20 }}>
        <Button href={`${appUrl}/dashboard`} style={{ backgroundColor: colors.brand, borderRadius: 8, color: "#ffffff", fontSize: 15, fontWeight: 600, padding: "12px 20px" }}>
          Plan your week
        </Button>
      </Section>
    </EmailLayout>
  );
}
