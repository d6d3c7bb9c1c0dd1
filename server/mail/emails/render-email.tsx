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

/**
 * The morning's reminders differ mostly in names and links: React renders each shape of reminder once
 * (the same tasks' dates, estimates and counts, the same parts present), with a numbered slot in place of
 * every name and link, and each e-mail of that shape is the shape's HTML with its own words put in the
 * slots, escaped as React escapes them. The text is derived from that HTML as from a whole render, so both
 * are the same as rendering the e-mail whole (server/mail/emails/reminder-email.test.tsx).
 */
export async function renderReminderEmail(props: ReminderEmailProps): Promise<RenderedEmail> {
  const subject = reminderSubject(props.tasks, props.warranties?.length ?? 0);
  const { shape, words } = reminderShape(props);
  if (!words.every(isSlottable)) return renderBoth(subject, <ReminderEmail {...props} />);
  const key = JSON.stringify(shape);
  let template = reminderShapes.get(key);
  if (template === undefined) {
    template = await render(<ReminderEmail {...shape} />);
    // Kept for the shapes of one morning's run; past the limit the oldest goes first.
    if (reminderShapes.size >= reminderShapeLimit) reminderShapes.delete(reminderShapes.keys().next().value!);
    reminderShapes.set(key, template);
  }
  const html = template.replace(slotPattern, (_slot, index: string) => escapeAsReact(words[Number(index)]!));
  return { subject, html, text: toPlainText(html) };
}

const reminderShapes = new Map<string, string>();
const reminderShapeLimit = 500;
const slotPattern = /\uE000(\d+)\uE001/g;

/** The props with every name and link a numbered slot (private-use characters React leaves as they are), and the words taken out. */
function reminderShape(props: ReminderEmailProps): { shape: ReminderEmailProps; words: string[] } {
  const words: string[] = [];
  // An empty word stays in the shape: React writes no text for it, where a slot would be written.
  const slot = <T extends string | null>(word: T): T => {
    if (!word) return word;
    words.push(word);
    return `\uE000${words.length - 1}\uE001` as T;
  };
  const shape: ReminderEmailProps = {
    ...props,
    name: slot(props.name),
    unsubscribeUrl: slot(props.unsubscribeUrl),
    tasks: props.tasks.map((task) => ({
      ...task,
      id: slot(task.id),
      name: slot(task.name),
      ...(task.homeName !== undefined && { homeName: slot(task.homeName) }),
      applianceName: slot(task.applianceName),
      guideUrl: slot(task.guideUrl),
    })),
    ...(props.warranties && { warranties: props.warranties.map((warranty) => ({ title: slot(warranty.title), message: slot(warranty.message), url: slot(warranty.url) })) }),
  };
  return { shape, words };
}

/** A word put in a slot is written as React would write it, unless React would write it otherwise (a blocked javascript: link) or it looks like a slot. */
const isSlottable = (word: string) => !/javascript:/i.test(word) && !/[\uE000\uE001]/.test(word);

const reactEscapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };
const escapeAsReact = (word: string) => word.replace(/[&<>"']/g, (character) => reactEscapes[character]!);

export function renderWeeklySummaryEmail(props: WeeklySummaryEmailProps): Promise<RenderedEmail> {
  return renderBoth(weeklySummarySubject(props), <WeeklySummaryEmail {...props} />);
}

export function renderInvitationEmail(props: InvitationEmailProps): Promise<RenderedEmail> {
  return renderBoth(invitationSubject(props), <InvitationEmail {...props} />);
}
