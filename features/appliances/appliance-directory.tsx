import * as React from "react";
import { Link } from "react-router";
import { Plus } from "lucide-react";
import { Field } from "@ui/field/index.ts";
import { Input } from "@ui/input/index.ts";
import { LinkButton } from "@ui/link-button/index.ts";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@ui/select/index.ts";
import { APPLIANCE_CATEGORIES, type ApplianceCategory } from "@domain/appliances/identifiers.ts";
import type { HomeAppliance } from "@domain/contract/index.ts";
import { formatCalendarDate } from "@domain/dates/calendar-date.ts";
import { dueLabel } from "@domain/format/for-people.ts";
import { daysUntilDue } from "@domain/tasks/task-list.ts";
import { ApplianceIcon } from "@features/tasks/home-setup.ts";
import { applianceDateText, brandAndModel, kindOf, matchesApplianceText } from "./appliance-details.ts";

const ALL_CATEGORIES = "all";

export type ApplianceDirectoryProps = {
  appliances: readonly HomeAppliance[];
  /** "Today", for ages and due dates; passed in so stories and tests are stable. */
  today: Date;
  /** The words of the search box at first (a story's searching state). */
  initialQuery?: string;
  /**
   * The appliance's warranty state ("Under warranty until Mar 4, 2027"), where the home keeps one: given by
   * the app, which composes the warranty feature; absent, the row has none.
   */
  warrantyOf?: (appliance: HomeAppliance) => React.ReactNode;
};

/** The day a Date falls on where the browser is, as a calendar date, for days until due. */
function calendarDay(day: Date) {
  return formatCalendarDate({ year: day.getFullYear(), month: day.getMonth() + 1, day: day.getDate() });
}

/**
 * /appliances: the home's appliances grouped by category (docs/product.md §2.12), each with its name, kind,
 * brand and model, age, next task and warranty, found by words or narrowed to one category.
 */
export function ApplianceDirectory({ appliances, today, initialQuery = "", warrantyOf }: ApplianceDirectoryProps) {
  const [query, setQuery] = React.useState(initialQuery);
  const [category, setCategory] = React.useState<ApplianceCategory | typeof ALL_CATEGORIES>(ALL_CATEGORIES);
  const present = APPLIANCE_CATEGORIES.filter((each) => appliances.some((appliance) => kindOf(appliance).category === each));
  const shown = appliances.filter((appliance) => (category === ALL_CATEGORIES || kindOf(appliance).category === category) && matchesApplianceText(appliance, query));
  const groups = present.map((each) => ({ category: each, members: shown.filter((appliance) => kindOf(appliance).category === each) })).filter((group) => group.members.length > 0);
  const todayDate = calendarDay(today);

  return (
    <div className="grid gap-6">
      <div className="grid items-end gap-4 sm:grid-cols-[1fr_minmax(0,16rem)_auto]">
        <Field label="Search your appliances">
          <Input type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder="Name, brand, model or room" autoComplete="off" />
        </Field>
        <Select value={category} onValueChange={(value) => setCategory(value as ApplianceCategory | typeof ALL_CATEGORIES)}>
          <Field label="Category">
            <SelectTrigger>
              <SelectValue />
            </SelectTrigger>
          </Field>
          <SelectContent>
            <SelectItem value={ALL_CATEGORIES}>All categories</SelectItem>
            {present.map((each) => (
              <SelectItem key={each} value={each}>
                {each}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <LinkButton asChild variant="outline">
          <Link to="/appliances/add">
            <Plus aria-hidden="true" />
            Add appliances
          </Link>
        </LinkButton>
      </div>

      <p role="status" className="text-sm text-muted-foreground">
        {shown.length === appliances.length ? `${appliances.length} ${appliances.length === 1 ? "appliance" : "appliances"}` : `${shown.length} of ${appliances.length} appliances match`}
      </p>

      {groups.length === 0 ? (
        <div className="grid gap-1 rounded-lg border border-dashed p-6 text-center">
          <p className="font-medium">No appliance matches “{query.trim() || category}”.</p>
          <p className="text-sm text-muted-foreground">Try fewer words, another category, or add the appliance.</p>
        </div>
      ) : (
        groups.map((group) => (
          <section key={group.category} aria-label={group.category} className="grid gap-2">
            <h2 className="text-lg font-semibold">{group.category}</h2>
            <ul className="grid gap-2">
              {group.members.map((appliance) => {
                const { kind, category: applianceCategory } = kindOf(appliance);
                const details = [brandAndModel(appliance), applianceDateText(appliance, today)].filter(Boolean).join(" · ");
                const warranty = warrantyOf?.(appliance);
                return (
                  <li key={appliance.id} className="flex items-start gap-3 rounded-lg border bg-card p-3">
                    <ApplianceIcon id={appliance.type} category={applianceCategory} className="mt-0.5 size-6 shrink-0 text-muted-foreground" />
                    <div className="grid min-w-0 flex-1 gap-0.5 wrap-anywhere">
                      <Link to={`/appliances/${encodeURIComponent(appliance.id)}`} className="w-fit rounded-sm font-medium outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60">
                        {appliance.name}
                        {appliance.name !== kind ? <span className="font-normal text-muted-foreground"> · {kind}</span> : null}
                      </Link>
                      <p className="text-sm text-muted-foreground">{details || "No brand, model or date yet"}</p>
                      <p className="text-sm">
                        {appliance.nextTask ? `Next: ${appliance.nextTask.name} · ${dueLabel(daysUntilDue(appliance.nextTask.dueDate, todayDate))}` : "No task scheduled"}
                      </p>
                      {warranty ? <div className="text-sm">{warranty}</div> : null}
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
