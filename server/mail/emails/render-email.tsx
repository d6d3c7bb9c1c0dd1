import type { ReactElement } from "react";
import { render, toPlainText } from "@react-email/render";
import { InvitationEmail, invitationSubject, type InvitationEmailProps } from "./invitation-email.tsx";
import { ReminderEmail, reminderSubject, type ReminderEmailProps } from "./reminder-email.tsx";
import { WeeklySummaryEmail, weeklySummarySubject, type WeeklySummaryEmailProps } from "./weekly-summary-email.tsx";

export type RenderedEmail = { subject: string; html: string; text: string };

async function renderBoth(subject: string, element: ReactElement): Promise<RenderedEmail> {
  const html = await render(element);
  return { subject, html, text: toPlainText(html) };
}

export function renderReminderEmail(props: ReminderEmailProps): Promise<RenderedEmail> {
  return renderBoth(reminderSubject(props.tasks, props.warranties?.length ?? 0), <ReminderEmail {...props} />);
}

export function renderWeeklySummaryEmail(props: WeeklySummaryEmailProps): Promise<RenderedEmail> {
  return renderBoth(weeklySummarySubject(props), <WeeklySummaryEmail {...props} />);
}

export function renderInvitationEmail(props: InvitationEmailProps): Promise<RenderedEmail> {
  return renderBoth(invitationSubject(props), <InvitationEmail {...props} />);
}
