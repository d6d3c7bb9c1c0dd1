import { Link } from "react-router";
import type { SubscriptionResponse } from "@domain/contract/index.ts";
import { formatDayOfInstant } from "@domain/format/for-people.ts";
import { Badge } from "@ui/badge/index.ts";
import { Button } from "@ui/button/index.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@ui/card/index.ts";
import { planLabels } from "./profile-section.tsx";

const statusLabels: Record<SubscriptionResponse["status"], string> = { active: "Active", canceled: "Canceled", past_due: "Payment due" };

/** The current plan from the server, and the way to compare plans. */
export function PlanSection({ subscription }: { subscription: SubscriptionResponse | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asLevel={2}>Plan</CardTitle>
        <CardDescription>What your account includes.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-between gap-4">
        {subscription ? (
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span className="text-base font-semibold">{planLabels[subscription.plan]} plan</span>
            <Badge tone={subscription.status === "active" ? "accent" : "danger"}>{statusLabels[subscription.status]}</Badge>
            {subscription.renewsAt ? (
              <span className="text-muted-foreground">Renews {formatDayOfInstant(subscription.renewsAt)}</span>
            ) : null}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">Loading your plan...</p>
        )}
        <Button asChild variant="outline">
          <Link to="/pricing">Compare plans</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
