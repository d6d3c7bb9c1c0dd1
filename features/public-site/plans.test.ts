import { describe, expect, test } from "vitest";
import { featuresBeyond, PLAN_FEATURES, PLAN_TABLE, type PlanFeature } from "@domain/entities/plans.ts";
import type { Plan as PlanId } from "@domain/entities/user.ts";
import { faqEntries } from "./faq-entries.ts";
import { plans } from "./plans.ts";

/** Words by which copy names a feature, beyond the table's own label. */
const FEATURE_WORDS: Record<PlanFeature, RegExp> = {
  schedule: /schedule/i,
  costs: /costs?\b|time estimates/i,
  guides: /guides?\b/i,
  reminders: /reminders?|weekly summary|notification/i,
  progress: /statistics|streaks|money saved/i,
  parts: /parts/i,
  history: /history|notes/i,
  anywhere: /in your browser|local mode/i,
};
const namedFeatures = (text: string) => (Object.keys(FEATURE_WORDS) as PlanFeature[]).filter((feature) => FEATURE_WORDS[feature].test(text));

describe("the pricing page and the FAQ claim for a plan only what the plans' table gives it", () => {
  test.each(plans.map((plan) => [plan.name, plan] as const))("%s: every line it lists is in the table for it", (_, plan) => {
    for (const line of plan.includes) {
      const everythingIn = /^Everything in (\w+)$/.exec(line)?.[1];
      if (everythingIn) {
        const other = plans.find((candidate) => candidate.name === everythingIn)!.id;
        expect(PLAN_TABLE[other].includes.every((feature) => PLAN_TABLE[plan.id].includes.includes(feature)), line).toBe(true);
      } else {
        const feature = (Object.keys(PLAN_FEATURES) as PlanFeature[]).find((candidate) => PLAN_FEATURES[candidate] === line);
        expect(feature && PLAN_TABLE[plan.id].includes.includes(feature), `${plan.name}: ${line}`).toBe(true);
      }
    }
  });

  test("a plan that is not open is not offered: its button opens a free account", () => {
    for (const plan of plans.filter((candidate) => !candidate.open)) expect(plan.cta).not.toContain(plan.name);
  });

  test("no sentence of the FAQ or the plans' summaries says a plan adds a feature the free plan already has", () => {
    const sentences = [...faqEntries.flatMap((entry) => entry.answer), ...plans.map((plan) => plan.summary)].flatMap((text) => text.split(/(?<=[.;:])\s+/));
    const paid: PlanId[] = ["pro", "beta"];
    for (const sentence of sentences) {
      for (const plan of paid) {
        if (!new RegExp(`\\b${PLAN_TABLE[plan].name}\\b`).test(sentence) || !/\b(adds?|extra|more|includes?|with)\b/i.test(sentence)) continue;
        const beyond = featuresBeyond(plan, "free");
        expect(namedFeatures(sentence).filter((feature) => !beyond.includes(feature)), sentence).toEqual([]);
      }
    }
  });

  test("the test catches the copy this replaced", () => {
    const old = "Pro adds a weekly summary, statistics and parts help; see the pricing page for details.";
    expect(namedFeatures(old).filter((feature) => !featuresBeyond("pro", "free").includes(feature))).toEqual(["reminders", "progress", "parts"]);
  });
});
