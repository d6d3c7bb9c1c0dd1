import { Check, ShieldCheck } from "lucide-react";
import { Badge } from "@ui/badge/index.ts";
import { Button } from "@ui/button/index.ts";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@ui/card/index.ts";
import { cn } from "@ui/lib/index.ts";
import { PreloadLink } from "@lib/route-preload/index.ts";
import { SIGN_UP_PATH } from "./site-links.ts";
import { InfoPage } from "./info-page.tsx";
import { MONEY_BACK_DAYS, plans, type Plan } from "./plans.ts";

function PlanCard({ plan }: { plan: Plan }) {
  const titleId = `plan-${plan.id}-title`;
  return (
    <Card
      role="group"
      aria-labelledby={titleId}
      data-plan={plan.id}
      className={cn("relative h-full", plan.highlighted && "border-primary shadow-lg ring-1 ring-primary")}
    >
      <CardHeader>
        {plan.open ? null : (
          <Badge tone="neutral" className="mb-1">
            Not open yet
          </Badge>
        )}
        <CardTitle asLevel={2} id={titleId} className="text-xl">
          {plan.name}
        </CardTitle>
        <CardDescription>{plan.summary}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-6">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-4xl font-bold tracking-tight">{plan.price}</span>
          <span className="text-sm text-muted-foreground">{plan.period}</span>
        </p>
        <ul className="flex flex-col gap-2.5 text-sm" aria-label={`${plan.name} includes`}>
          {plan.includes.map((item) => (
            <li key={item} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              {item}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button asChild variant={plan.highlighted ? "primary" : "outline"} size="lg" className="w-full">
          <PreloadLink to={SIGN_UP_PATH} aria-describedby={titleId}>
            {plan.cta}
          </PreloadLink>
        </Button>
      </CardFooter>
    </Card>
  );
}

/** `/pricing`: the free, pro and beta plans, what each includes, and the money-back guarantee. */
export function PricingPage() {
  return (
    <InfoPage
      heading="Simple pricing for a well-kept home"
      title="Pricing · Hearthkeep"
      path="/pricing"
      width="wide"
      description="Hearthkeep is free, with every feature and no credit card. A paid Pro plan is coming; until it opens, every account has everything."
      lead="Everything Hearthkeep does is free today, with no credit card required. Paid plans are not open yet."
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {plans.map((plan) => (
          <li key={plan.id}>
            <PlanCard plan={plan} />
          </li>
        ))}
      </ul>
      <section aria-labelledby="guarantee-title" className="mx-auto mt-12 flex max-w-2xl flex-col items-center gap-3 rounded-xl border bg-muted/50 p-6 text-center">
        <ShieldCheck aria-hidden="true" className="size-8 text-primary" />
        <h2 id="guarantee-title" className="text-xl font-semibold">
          {MONEY_BACK_DAYS}-day money-back guarantee
        </h2>
        <p className="text-muted-foreground">
          When paid plans open, each will carry it: if Pro is not for you, ask within {MONEY_BACK_DAYS} days of your first payment and we
          refund it in full, no questions asked.
        </p>
      </section>
    </InfoPage>
  );
}
