import { describe, expect, test } from "vitest";
import { reminderManyTasks, reminderTwoHomes } from "./email-fixtures.ts";
import { renderReminderEmail } from "./render-email.tsx";

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
});
