import { Search } from "lucide-react";
import { Field } from "@ui/field/index.ts";
import { Input } from "@ui/input/index.ts";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@ui/select/index.ts";

const ALL = "all";

export type HistoryFiltersProps = {
  search: string;
  applianceId: string | null;
  appliances: readonly { id: string; name: string }[];
  onSearchChange: (search: string) => void;
  onApplianceChange: (applianceId: string | null) => void;
};

/** Search the history by task, appliance or notes, and narrow it to one appliance. */
export function HistoryFilters({ search, applianceId, appliances, onSearchChange, onApplianceChange }: HistoryFiltersProps) {
  return (
    <div role="search" aria-label="Completed tasks" className="grid gap-3 sm:grid-cols-[1fr_14rem]">
      <Field label="Search completed tasks">
        {(control) => (
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
            <Input {...control} type="search" className="pl-9" value={search} placeholder="Task, appliance or notes" onChange={(event) => onSearchChange(event.target.value)} />
          </div>
        )}
      </Field>
      <Select value={applianceId ?? ALL} onValueChange={(value) => onApplianceChange(value === ALL ? null : value)}>
        <Field label="Appliance">
          <SelectTrigger>
            <SelectValue />
          </SelectTrigger>
        </Field>
        <SelectContent>
          <SelectItem value={ALL}>All appliances</SelectItem>
          {appliances.map((appliance) => (
            <SelectItem key={appliance.id} value={appliance.id}>
              {appliance.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
