import * as React from "react";
import { Search } from "lucide-react";
import { Badge } from "@ui/badge/index.ts";
import { Checkbox } from "@ui/checkbox/index.ts";
import { Input } from "@ui/input/index.ts";
import { Label } from "@ui/label/index.ts";
import { cn } from "@ui/lib/index.ts";
import { matchesApplianceSearch } from "@domain/appliances/search.ts";
import { APPLIANCE_CATEGORIES, isApplianceId } from "@domain/appliances/identifiers.ts";
import type { ApplianceCategory, CatalogAppliance } from "@domain/contract/index.ts";
import { ApplianceIcon } from "./appliance-icon.tsx";

export type AppliancePickerProps = {
  /** The catalogue's appliance kinds (`GET /api/catalog/appliances`). */
  appliances: readonly CatalogAppliance[];
  /** The ids ticked now. */
  selected: readonly string[];
  onSelectedChange: (selected: string[]) => void;
  /** Kinds the home already has, marked "In your home" (the appliances screen). */
  owned?: ReadonlySet<string>;
  /** The search text to start with (stories). */
  defaultQuery?: string;
  /** Names the whole picker for assistive technology. */
  "aria-label"?: string;
  /** Shown under the search box: what the picker is for. */
  hint?: React.ReactNode;
  className?: string;
};

type Group = { category: ApplianceCategory; appliances: CatalogAppliance[] };

function groupByCategory(appliances: readonly CatalogAppliance[]): Group[] {
  return APPLIANCE_CATEGORIES.map((category) => ({ category, appliances: appliances.filter((appliance) => appliance.category === category) })).filter(
    (group) => group.appliances.length > 0,
  );
}

const matches = (appliance: CatalogAppliance, query: string) =>
  isApplianceId(appliance.id) ? matchesApplianceSearch(appliance.id, query) : appliance.displayName.toLowerCase().includes(query.trim().toLowerCase());

/** Arrow keys move between the boxes (Space ticks, as a checkbox's own key); Home and End go to the ends. */
function moveFocus(event: React.KeyboardEvent<HTMLElement>) {
  const moves: Record<string, number | "first" | "last" | undefined> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1, Home: "first", End: "last" };
  const move = moves[event.key];
  const target = event.target as HTMLElement;
  if (move === undefined || target.getAttribute("role") !== "checkbox") return;
  const boxes = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="checkbox"]:not([disabled])')];
  const index = boxes.indexOf(target);
  const next = move === "first" ? boxes[0] : move === "last" ? boxes.at(-1) : boxes[index + move];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/**
 * Every appliance kind of the catalogue, by category, to tick or untick with one click each; a search box
 * that narrows the list as the person types (common words too: "AC", "fridge"); and how many are ticked.
 */
export function AppliancePicker({ appliances, selected, onSelectedChange, owned, defaultQuery = "", hint, className, "aria-label": ariaLabel = "Appliances" }: AppliancePickerProps) {
  const [query, setQuery] = React.useState(defaultQuery);
  const searchId = React.useId();
  const selectedSet = React.useMemo(() => new Set(selected), [selected]);
  const groups = React.useMemo(() => groupByCategory(appliances.filter((appliance) => matches(appliance, query))), [appliances, query]);
  const shown = groups.reduce((total, group) => total + group.appliances.length, 0);

  const toggle = (id: string, checked: boolean) => {
    if (checked === selectedSet.has(id)) return;
    onSelectedChange(checked ? [...selected, id] : selected.filter((item) => item !== id));
  };

  return (
    <div data-slot="appliance-picker" role="group" aria-label={ariaLabel} className={cn("grid gap-4", className)}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid w-full gap-1.5 sm:max-w-sm">
          <Label htmlFor={searchId}>Search appliances</Label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
            <Input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Try “AC”, “fridge” or “boiler”"
              autoComplete="off"
              className="pl-9"
              aria-describedby={hint ? `${searchId}-hint` : undefined}
            />
          </div>
          {hint ? (
            <p id={`${searchId}-hint`} className="text-sm text-muted-foreground">
              {hint}
            </p>
          ) : null}
        </div>
        <p aria-live="polite" aria-atomic="true" className="text-sm font-medium" data-testid="selected-count">
          {selected.length} selected
        </p>
      </div>

      {shown === 0 ? (
        <p role="status" className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          No appliance matches “{query.trim()}”. Try another word, such as “heater” or “AC”.
        </p>
      ) : (
        // The key handler only moves focus between the checkboxes inside; it is not an interaction of its own.
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions
        <div className="grid gap-5" onKeyDown={moveFocus}>
          {groups.map((group) => (
            <fieldset key={group.category} className="grid gap-2">
              <legend className="mb-2 text-sm font-semibold text-muted-foreground">{group.category}</legend>
              <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
                {group.appliances.map((appliance) => {
                  const boxId = `${searchId}-${appliance.id}`;
                  const checked = selectedSet.has(appliance.id);
                  return (
                    <li key={appliance.id}>
                      <div
                        className={cn(
                          "flex min-h-12 items-center gap-3 rounded-lg border bg-card px-3 py-2 transition-colors hover:bg-accent/60",
                          checked && "border-primary bg-primary/5",
                        )}
                      >
                        <Checkbox id={boxId} checked={checked} onCheckedChange={(value) => toggle(appliance.id, value === true)} />
                        <ApplianceIcon id={appliance.id} category={appliance.category} className="size-5 shrink-0 text-muted-foreground" />
                        <label htmlFor={boxId} className="min-w-0 flex-1 cursor-pointer text-sm font-medium">
                          {appliance.displayName}
                        </label>
                        {owned?.has(appliance.id) ? (
                          <Badge tone="muted" size="sm">
                            In your home
                          </Badge>
                        ) : null}
                      </div>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          ))}
        </div>
      )}
    </div>
  );
}
