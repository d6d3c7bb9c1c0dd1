import { featuresBeyond, PLAN_FEATURES, PLAN_TABLE, type PlanTerms } from "@domain/entities/plans.ts";
import type { Plan as PlanId } from "@domain/entities/user.ts";

export { MONEY_BACK_DAYS } from "@domain/entities/plans.ts";
export type { PlanId };

/** A plan as the pricing page presents it, from the plans' table (domain/entities/plans.ts). */
export type Plan = Pick<PlanTerms, "name" | "price" | "period" | "open"> & {
  id: PlanId;
  summary: string;
  /** What the plan includes: "Everything in …" for what another plan has, then what it adds. */
  includes: readonly string[];
  /** Every button opens a free account: no plan can be bought yet. */
  cta: string;
  highlighted: boolean;
};

const presentation: Record<PlanId, Pick<Plan, "summary" | "highlighted">> = {
  free: { summary: "Everything Hearthkeep does, for every home, with no credit card.", highlighted: true },
  pro: { summary: "A paid plan is coming. It is not open yet, and until it is every account has everything free.", highlighted: false },
  beta: { summary: "By invitation: people who try new features first and help shape them.", highlighted: false },
};

const includesOf = (id: PlanId): string[] =>
  id === "free" ? PLAN_TABLE.free.includes.map((feature) => PLAN_FEATURES[feature]) : ["Everything in Free", ...featuresBeyond(id, "free").map((feature) => PLAN_FEATURES[feature])];

export const plans: readonly Plan[] = (["free", "pro", "beta"] as const).map((id) => ({
  id,
  ...PLAN_TABLE[id],
  ...presentation[id],
  includes: includesOf(id),
  cta: PLAN_TABLE[id].open ? `Start ${PLAN_TABLE[id].name}` : "Start Free",
}));
