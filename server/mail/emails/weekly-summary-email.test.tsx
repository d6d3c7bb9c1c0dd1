import { describe, expect, test } from "vitest";
import { weeklySummaryGoodWeek, weeklySummarySharedHome, weeklySummaryTwoHomes } from "./email-fixtures.ts";
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
    const [home] = weeklySummarySharedHome.homes;
    const { text } = await renderWeeklySummaryEmail({ ...weeklySummarySharedHome, homes: [{ ...home!, doneThisWeek: [{ id: "c1", name: "Replace the HVAC air filter", applianceName: "Furnace", by: null }] }] });
    expect(text).toContain("Replace the HVAC air filter · Furnace");
    expect(text).not.toContain("— by");
  });

  test("one e-mail for several homes: a part for each under its name, the figures and subject for all of them", async () => {
    const { subject, html, text } = await renderWeeklySummaryEmail(weeklySummaryTwoHomes);
    expect(subject).toBe("Your week: 4 tasks done");
    // The text version writes headings in capitals.
    for (const body of [html.toLowerCase(), text.toLowerCase()]) {
      expect(body).toContain("maple street");
      expect(body).toContain("lake cottage");
      expect(body.indexOf("maple street")).toBeLessThan(body.indexOf("lake cottage"));
      expect(body).toContain("· furnace — by sam lee");
    }
    // Each home's lists stay under its own name.
    expect(text.indexOf("OVERDUE (1)")).toBeGreaterThan(text.indexOf("LAKE COTTAGE"));
    expect(text.indexOf("Replace the HVAC air filter")).toBeLessThan(text.indexOf("LAKE COTTAGE"));
  });

  test("one home names none", async () => {
    const { html, text } = await renderWeeklySummaryEmail(weeklySummaryGoodWeek);
    for (const body of [html, text]) expect(body.toLowerCase()).not.toContain("my home");
  });
});
