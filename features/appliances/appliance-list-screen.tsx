import * as React from "react";
import { Link } from "react-router";
import { House } from "lucide-react";
import { EmptyState } from "@ui/empty-state/index.ts";
import { LinkButton } from "@ui/link-button/index.ts";
import { Skeleton } from "@ui/skeleton/index.ts";
import type { HomeAppliance } from "@domain/contract/index.ts";
import { normaliseError } from "@lib/http/index.ts";
import { useAppliances } from "./api/get-appliances.ts";
import { ApplianceDirectory } from "./appliance-directory.tsx";
import { LoadProblem } from "./load-problem.tsx";

export type ApplianceListScreenProps = {
  today?: Date;
  /** The warranty state of each appliance, given by the app where the warranty feature is composed. */
  warrantyOf?: (appliance: HomeAppliance) => React.ReactNode;
};

/** /appliances: the home's appliances by category, each leading to its record (docs/product.md §2.12). */
export function ApplianceListScreen({ today = new Date(), warrantyOf }: ApplianceListScreenProps) {
  const appliances = useAppliances();
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Your appliances</h1>
        <p className="text-sm text-muted-foreground">Each appliance&apos;s record: who made it, how old it is, where it is and the work it needs.</p>
      </div>
      {appliances.isPending ? (
        <div role="status" aria-label="Loading your appliances" className="grid gap-2">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-20" />
          ))}
        </div>
      ) : appliances.isError ? (
        <LoadProblem what="Your appliances" message={normaliseError(appliances.error).message} onRetry={() => void appliances.refetch()} />
      ) : appliances.data.length === 0 ? (
        <EmptyState
          framed
          icon={<House />}
          title="No appliances yet"
          description="Add what your home has and we schedule its maintenance."
          headingLevel={2}
          action={
            <LinkButton asChild>
              <Link to="/appliances/add">Add appliances</Link>
            </LinkButton>
          }
        />
      ) : (
        <ApplianceDirectory appliances={appliances.data} today={today} {...(warrantyOf && { warrantyOf })} />
      )}
    </div>
  );
}
