/** The plans of docs/product.md §1.3 (free, pro, beta) as the pricing page presents them. */
export type PlanId = "free" | "pro" | "beta";

export type Plan = {
  id: PlanId;
  name: string;
  price: string;
  /** What the price is per, or how long it lasts. */
  period: string;
  summary: string;
  /** What the plan adds; each plan after the first starts with "Everything in …". */
  includes: readonly string[];
  cta: string;
  highlighted: boolean;
};

export const plans: readonly Plan[] = [
  {
    id: "free",
    name: "Free",
    price: "$0",
    period: "forever",
    summary: "Everything a homeowner needs to stay on top of recurring maintenance.",
    includes: [
      "A maintenance schedule for every appliance and home system you add",
      "Due dates, time estimates and DIY versus pro costs",
      "Step-by-step illustrated guides",
      "E-mail reminders and a notification center",
      "Works signed in, or entirely in your browser",
    ],
    cta: "Start Free",
    highlighted: false,
  },
  {
    id: "pro",
    name: "Pro",
    price: "$4",
    period: "per month, or $40 a year",
    summary: "For homeowners who want the full picture of their home's upkeep.",
    includes: [
      "Everything in Free",
      "A weekly summary of what is due",
      "Completion statistics, streaks and money saved",
      "Help finding the right parts for your models",
      "Notes, time and cost history for every task",
      "Priority answers from our team",
    ],
    cta: "Start with Pro",
    highlighted: true,
  },
  {
    id: "beta",
    name: "Beta",
    price: "$0",
    period: "while the programme runs",
    summary: "Try new features first and help shape them.",
    includes: ["Everything in Pro", "Early access to features in development", "A direct line to the people building Hearthkeep"],
    cta: "Join the Beta",
    highlighted: false,
  },
];

/** docs/product.md §1.3: the guarantee every paid plan carries. */
export const MONEY_BACK_DAYS = 30;
