import { describe, expect, test } from "vitest";
import { weeklySummaryGoodWeek, weeklySummarySharedHome } from "./email-fixtures.ts";
import { renderWeeklySummaryEmail } from "./render-email.tsx";

describe("the weekly summary e-mail (docs/product.md §6.5)", () => {
  test("in a shared home, lists the week's completions with who did each, in HTML and in text", async () => {
    const { html, text } = await renderWeeklySummaryEmail(weeklySummarySharedHome);
    for (const body of [html, text]) {
      // The text version writes headings in capitals.
      expect(body.toLowerCase()).toContain("done this week");
      expect(body).toContain("Replace the HVAC air filter");
      expect(body).toContain("· Furnace — by Sam Lee");
      expect(body).toContain("· Smoke detectors — by you");
      expect(body).toContain("· Clothes dryer — by a former member");
    }
  });

  test("in a home kept alone, names nobody and lists no completions", async () => {
    const { html, text } = await renderWeeklySummaryEmail(weeklySummaryGoodWeek);
    for (const body of [html, text]) {
      expect(body.toLowerCase()).not.toContain("done this week");
      expect(body).not.toContain(" by ");
    }
  });

  test("a completion nobody is named for keeps its line without a name", async () => {
    const { text } = await renderWeeklySummaryEmail({ ...weeklySummarySharedHome, doneThisWeek: [{ id: "c1", name: "Replace the HVAC air filter", applianceName: "Furnace", by: null }] });
    expect(text).toContain("Replace the HVAC air filter · Furnace");
    expect(text).not.toContain("— by");
  });
});
