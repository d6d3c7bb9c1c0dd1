import { render, toPlainText } from "@react-email/render";
import { describe, expect, test } from "vitest";
import { reminderManyTasks, reminderOneTask, reminderTwoHomes, reminderWithOverdue } from "./email-fixtures.ts";
import { renderReminderEmail } from "./render-email.tsx";
import { ReminderEmail, reminderSubject, type ReminderEmailProps } from "./reminder-email.tsx";

describe("the reminder e-mail (docs/product.md §4.17, §6.5)", () => {
  test("with tasks of two homes, labels each task with its home, in HTML and in text", async () => {
    const { text } = await renderReminderEmail(reminderTwoHomes);
    expect(text).toContain("My home · Clothes dryer");
    expect(text).toContain("Lake cottage · Furnace");
    expect(text).toContain("My home · Smoke detectors");
    const { html } = await renderReminderEmail(reminderTwoHomes);
    expect(html).toContain("Lake cottage · </span>Furnace");
  });

  test("with the tasks of one home, names no home", async () => {
    const { html, text } = await renderReminderEmail(reminderManyTasks);
    expect(html).not.toContain("My home");
    expect(text).toContain("\nDishwasher · Tue, Dec 1 · Due today");
  });

  test("rendered from a shape seen before, is exactly the e-mail rendered whole, whatever the words", async () => {
    const renamed = (props: ReminderEmailProps, name: string | null, word: string): ReminderEmailProps => ({
      ...props,
      name,
      unsubscribeUrl: `${props.unsubscribeUrl}?who=${encodeURIComponent(word)}&x='1'`,
      tasks: props.tasks.map((task) => ({ ...task, name: `${task.name} ${word}`, applianceName: word, ...(task.homeName !== undefined && { homeName: `${word} home` }) })),
      warranties: [{ title: "Warranty ending soon", message: `The ${word} warranty ends on Fri, Dec 4.`, url: `${props.appUrl}/appliances/a-${word.length}` }],
    });
    // Each case after another person's reminder of the same shape, whose HTML it is filled from.
    const cases: [ReminderEmailProps, ReminderEmailProps][] = [
      [{ ...reminderOneTask, name: "Bo" }, reminderOneTask],
      [reminderWithOverdue, reminderWithOverdue],
      [renamed(reminderManyTasks, "Al", "first"), renamed(reminderManyTasks, `Zoë & <Sam> "the" O'Neil`, `R&D <b>'quoted'</b> "x"`)],
      [renamed(reminderTwoHomes, "", "first"), renamed(reminderTwoHomes, "", "Ünïcode ✓ 🏠")],
      [renamed(reminderWithOverdue, "Al", "first"), renamed(reminderWithOverdue, "Jo", "javascript:alert(1)")],
    ];
    for (const [earlier, props] of cases) {
      await renderReminderEmail(earlier);
      const whole = await render(<ReminderEmail {...props} />);
      expect(await renderReminderEmail(props)).toEqual({ subject: reminderSubject(props.tasks, props.warranties?.length ?? 0), html: whole, text: toPlainText(whole) });
    }
  });
});
