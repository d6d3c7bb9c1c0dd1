import { describe, expect, test } from "vitest";
import { calendarFileOf } from "./calendar-file.ts";

describe("a home's calendar file (docs/product.md §4.16, §4.17)", () => {
  test("each open task is an all-day event on its due date, with its appliance, its time and its guide", () => {
    const text = calendarFileOf(
      [{ id: "local-dryer--dryer-clean-vent", name: "Clean the dryer vent", applianceId: "dryer", applianceName: "Dryer", dueDate: "2026-12-03", timeEstimate: 45 }],
      { appUrl: "https://hearthkeep.test", now: new Date("2026-11-22T14:00:00.000Z") },
    );
    const unfolded = text.replace(/\r\n[ \t]/g, "");
    expect(unfolded).toMatch(/^BEGIN:VCALENDAR/);
    expect(unfolded).toContain("DTSTART;VALUE=DATE:20261203");
    expect(unfolded).toContain("SUMMARY:Clean the dryer vent (Dryer)");
    expect(unfolded).toContain("URL;VALUE=URI:https://hearthkeep.test/task/local-dryer--dryer-clean-vent");
    expect(unfolded).toContain("UID:local-dryer--dryer-clean-vent@hearthkeep");
  });

  test("a home with no open task is an empty calendar, not an error", () => {
    const text = calendarFileOf([], { appUrl: "https://hearthkeep.test", now: new Date("2026-11-22T14:00:00.000Z") });
    expect(text).toContain("BEGIN:VCALENDAR");
    expect(text).not.toContain("BEGIN:VEVENT");
  });
});
