import type { ReactElement } from "react";
import { render, toPlainText } from "@react-email/render";
import { ReminderEmail, reminderSubject, type ReminderEmailProps } from "./reminder-email.tsx";
import { WeeklySummaryEmail, weeklySummarySubject, type WeeklySummaryEmailProps } from "./weekly-summary-email.tsx";

export type RenderedEmail = { subject: string; html: string; text: string };

async function renderBoth(subject: string, element: ReactElement): Promise<RenderedEmail> {
  const html = await render(element);
  return { subject, html, text: toPlainText(html) };
}

export function renderReminderEmail(props: ReminderEmailProps): Promise<RenderedEmail> {
  return renderBoth(reminderSubject(props.tasks), <ReminderEmail {...props} />);
}

export function renderWeeklySummaryEmail(props: WeeklySummaryEmailProps): Promise<RenderedEmail> {
  return renderBoth(weeklySummarySubject(props), <WeeklySummaryEmail {...props} />);
}
