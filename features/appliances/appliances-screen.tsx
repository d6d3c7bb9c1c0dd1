import * as React from "react";
import { format } from "date-fns";
import { House, Plus } from "lucide-react";
import { Button } from "@ui/button/index.ts";
import { EmptyState } from "@ui/empty-state/index.ts";
import { Skeleton } from "@ui/skeleton/index.ts";
import { useFocusAfterChange } from "@ui/lib/focus-after-change.ts";
import { useToast } from "@ui/toast/index.ts";
import { applianceNotificationContent } from "@domain/entities/notification.ts";
import type { HomeAppliance, UpdateApplianceRequest } from "@domain/contract/index.ts";
import { appStore } from "@lib/app-state/index.ts";
import { normaliseError } from "@lib/http/index.ts";
import { useAddAppliance, useCatalogAppliances, AppliancePicker } from "@features/tasks/home-setup.ts";
import { useAppliances } from "./api/get-appliances.ts";
import { useRemoveAppliance } from "./api/remove-appliance.ts";
import { useUpdateAppliance } from "./api/update-appliance.ts";
import { EditApplianceDialog } from "./edit-appliance-dialog.tsx";
import { HomeApplianceList } from "./home-appliance-list.tsx";
import { LoadProblem } from "./load-problem.tsx";
import { RemoveApplianceDialog } from "./remove-appliance-dialog.tsx";

/** /appliances/add: the home's appliances (edit, remove) and the picker to add more. */
export function AppliancesScreen({ today = new Date() }: { today?: Date }) {
  const appliances = useAppliances();
  const catalog = useCatalogAppliances();
  const addAppliance = useAddAppliance();
  const updateAppliance = useUpdateAppliance();
  const removeAppliance = useRemoveAppliance();
  const { toast } = useToast();
  const [editing, setEditing] = React.useState<HomeAppliance | null>(null);
  const [removing, setRemoving] = React.useState<HomeAppliance | null>(null);
  const [picked, setPicked] = React.useState<string[]>([]);
  const [adding, setAdding] = React.useState(false);
  const screenRef = React.useRef<HTMLDivElement>(null);
  const homeHeadingRef = React.useRef<HTMLHeadingElement>(null);
  // A row that goes with its Remove button, or an Add button that turns off, hands the focus to the nearest row (the list's heading once none is left).
  useFocusAfterChange(screenRef, () => homeHeadingRef.current);

  // docs/product.md §3/§4: the app-wide state's appliances and their count follow the server's list.
  React.useEffect(() => {
    if (appliances.data) appStore.getState().replaceAppliances(appliances.data.map((appliance) => ({ id: appliance.id, name: appliance.name, addedAt: appliance.createdAt })));
  }, [appliances.data]);

  const owned = React.useMemo(() => new Set(appliances.data?.map((appliance) => appliance.type)), [appliances.data]);

  const addPicked = async () => {
    setAdding(true);
    const remaining = [...picked];
    try {
      // Each on its own: one refused (a kind a home kept in the browser already has) stops none of the others.
      for (const type of picked) {
        try {
          const { data } = await addAppliance.mutateAsync({ type });
          remaining.splice(remaining.indexOf(type), 1);
          const { title, message } = applianceNotificationContent("added", data.name);
          toast({ variant: "success", title, description: message });
        } catch (error) {
          toast({ variant: "error", title: "The appliance could not be added", description: normaliseError(error).message });
        }
      }
    } finally {
      // What was added leaves the selection; what failed stays ticked for another try.
      setPicked(remaining);
      setAdding(false);
    }
  };

  /** Rejects with the server's refusal, which the dialog shows by the form. */
  const save = async (changes: UpdateApplianceRequest) => {
    if (!editing) return;
    const updated = await updateAppliance.mutateAsync({ id: editing.id, changes });
    setEditing(null);
    toast({ variant: "success", title: "Appliance updated", description: `${updated.name} is saved.` });
  };

  const remove = (appliance: HomeAppliance) => {
    setRemoving(null);
    removeAppliance.mutate(appliance, {
      onSuccess: () => {
        const { title, message } = applianceNotificationContent("removed", appliance.name);
        toast({ variant: "info", title, description: message });
      },
      onError: (error) => toast({ variant: "error", title: `${appliance.name} could not be removed`, description: normaliseError(error).message }),
    });
  };

  return (
    <div ref={screenRef} className="grid gap-8">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Your appliances</h1>
        <p className="text-sm text-muted-foreground">Everything Hearthkeep schedules maintenance for. Add, rename or remove appliances at any time.</p>
      </div>

      <section aria-labelledby="home-appliances-title" className="grid gap-3">
        <h2 id="home-appliances-title" ref={homeHeadingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
          In your home{appliances.data ? ` (${appliances.data.length})` : ""}
        </h2>
        {appliances.isPending ? (
          <div role="status" aria-label="Loading your appliances" className="grid gap-2">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-16" />
            ))}
          </div>
        ) : appliances.isError ? (
          <LoadProblem what="Your appliances" message={normaliseError(appliances.error).message} onRetry={() => void appliances.refetch()} />
        ) : appliances.data.length === 0 ? (
          <EmptyState framed icon={<House />} title="No appliances yet" description="Pick what your home has below and we schedule its maintenance." headingLevel={3} />
        ) : (
          <HomeApplianceList appliances={appliances.data} today={today} onEdit={setEditing} onRemove={setRemoving} />
        )}
      </section>

      <section aria-labelledby="add-appliances-title" className="grid gap-3">
        <h2 id="add-appliances-title" className="text-lg font-semibold">
          Add appliances
        </h2>
        {catalog.isPending ? (
          <Skeleton className="h-40" />
        ) : catalog.isError ? (
          <LoadProblem what="The list of appliances" message={normaliseError(catalog.error).message} onRetry={() => void catalog.refetch()} />
        ) : (
          <>
            <AppliancePicker appliances={catalog.data} selected={picked} onSelectedChange={setPicked} owned={owned} aria-label="Appliances to add" />
            <div className="flex justify-end">
              <Button onClick={() => void addPicked()} disabled={picked.length === 0} loading={adding}>
                <Plus aria-hidden="true" />
                {picked.length === 1 ? "Add 1 appliance" : `Add ${picked.length} appliances`}
              </Button>
            </div>
          </>
        )}
      </section>

      <EditApplianceDialog
        appliance={editing}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        onSave={save}
        today={format(today, "yyyy-MM-dd")}
      />
      <RemoveApplianceDialog appliance={removing} onOpenChange={(open) => (open ? undefined : setRemoving(null))} onConfirm={remove} />
    </div>
  );
}
