import type { Plan } from "./user.ts";

/*
 * What each plan of docs/product.md §1.3 includes: the one table the pricing page, the FAQ and Settings
 * read. No feature is gated by plan yet (§6.1) and no payment can be taken (docs/decisions/048), so
 * every plan includes every feature, and a paid plan is described, never sold, until it opens.
 */

/** What an account can do, named as the plans' copy names it. */
export const PLAN_FEATURES = {
  schedule: "A maintenance schedule for every appliance and home system you add",
  costs: "Due dates, time estimates and DIY versus pro costs",
  guides: "Step-by-step illustrated guides",
  reminders: "E-mail reminders, a weekly summary and a notification center",
  progress: "Completion statistics, streaks and money saved",
  parts: "Help finding the right parts for your models",
  history: "Notes, time and cost history for every task",
  anywhere: "Works signed in, or entirely in your browser",
} as const;

export type PlanFeature = keyof typeof PLAN_FEATURES;

const EVERY_FEATURE = Object.keys(PLAN_FEATURES) as PlanFeature[];

export type PlanTerms = {
  readonly name: string;
  readonly price: string;
  /** What the price is per, or how long it lasts. */
  readonly period: string;
  /** Whether someone can take the plan today: a paid plan opens only once payments exist. */
  readonly open: boolean;
  readonly includes: readonly PlanFeature[];
};

export const PLAN_TABLE: Readonly<Record<Plan, PlanTerms>> = {
  free: { name: "Free", price: "$0", period: "forever", open: true, includes: EVERY_FEATURE },
  pro: { name: "Pro", price: "$4", period: "per month, or $40 a year, once paid plans open", open: false, includes: EVERY_FEATURE },
  beta: { name: "Beta", price: "$0", period: "while the programme runs, by invitation", open: false, includes: EVERY_FEATURE },
};

/** The features `plan` includes beyond `other`'s: none today, for any two plans. */
export function featuresBeyond(plan: Plan, other: Plan): PlanFeature[] {
  return PLAN_TABLE[plan].includes.filter((feature) => !PLAN_TABLE[other].includes.includes(feature));
}

/** docs/product.md §1.3: the guarantee every paid plan will carry. */
export const MONEY_BACK_DAYS = 30;
