import { Pencil, Trash2 } from "lucide-react";
import { Button } from "@ui/button/index.ts";
import type { HomeAppliance } from "@domain/contract/index.ts";
import { ApplianceIcon } from "@features/tasks/home-setup.ts";
import { applianceDateText, brandAndModel, kindOf, taskCountText } from "./appliance-details.ts";

export type HomeApplianceListProps = {
  appliances: readonly HomeAppliance[];
  onEdit: (appliance: HomeAppliance) => void;
  onRemove: (appliance: HomeAppliance) => void;
  /** "Today", for ages; passed in so stories and tests are stable. */
  today: Date;
};

/** The home's appliances: kind, the person's name for it, brand, model, age and the tasks it brings. */
export function HomeApplianceList({ appliances, onEdit, onRemove, today }: HomeApplianceListProps) {
  return (
    <ul aria-label="Appliances in your home" className="grid gap-2">
      {appliances.map((appliance) => {
        const { kind, category } = kindOf(appliance);
        const details = [brandAndModel(appliance), applianceDateText(appliance, today)].filter(Boolean).join(" · ");
        return (
          <li
            key={appliance.id}
            aria-label={appliance.name}
            data-focus-key={appliance.id}
            tabIndex={-1}
            className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border bg-card p-3 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 sm:flex-nowrap"
          >
            <ApplianceIcon id={appliance.type} category={category} className="size-6 shrink-0 text-muted-foreground" />
            {/* On a phone the name and details take the first line whole and the count and actions the next: squeezed
                into one row, the name broke after every word. */}
            <div className="grid min-w-0 flex-1 basis-[calc(100%-2.5rem)] gap-0.5 wrap-anywhere sm:basis-0">
              <p className="font-medium">
                {appliance.name}
                {appliance.name !== kind ? <span className="font-normal text-muted-foreground"> · {kind}</span> : null}
              </p>
              <p className="text-sm text-muted-foreground">{details || "No brand, model or install date yet"}</p>
            </div>
            <p className="text-sm whitespace-nowrap max-sm:ml-10">{taskCountText(appliance.openTaskCount)}</p>
            <div className="flex gap-1 max-sm:ml-auto">
              <Button variant="ghost" size="sm" onClick={() => onEdit(appliance)} aria-label={`Edit ${appliance.name}`}>
                <Pencil aria-hidden="true" />
                Edit
              </Button>
              <Button variant="ghost" size="sm" onClick={() => onRemove(appliance)} aria-label={`Remove ${appliance.name}`}>
                <Trash2 aria-hidden="true" />
                Remove
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
