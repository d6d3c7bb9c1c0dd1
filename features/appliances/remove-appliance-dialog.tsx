import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@ui/alert-dialog/index.ts";
import type { HomeAppliance } from "@domain/contract/index.ts";

export type RemoveApplianceDialogProps = {
  /** The appliance to remove; null closes the dialog. */
  appliance: HomeAppliance | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: (appliance: HomeAppliance) => void;
};

/** What removing it does to the schedule: the tasks that go with it, and the shared ones another appliance takes over. */
function scheduleAfterRemoval({ openTaskCount, handedOverTaskCount = 0 }: Pick<HomeAppliance, "openTaskCount" | "handedOverTaskCount">): string {
  const goes = openTaskCount - handedOverTaskCount;
  if (goes === 0 && handedOverTaskCount === 0) return "It has no scheduled tasks.";
  const going = goes === 0 ? "" : goes === 1 ? "Its scheduled task goes with it." : `Its ${goes} scheduled tasks go with it.`;
  const staying =
    handedOverTaskCount === 0
      ? ""
      : handedOverTaskCount === 1
        ? "The task it shares with another appliance stays on your list."
        : `The ${handedOverTaskCount} tasks it shares with another appliance stay on your list.`;
  return [going, staying].filter((sentence) => sentence !== "").join(" ");
}

/** Asks before removing: says how many scheduled tasks go with the appliance (its history stays). */
export function RemoveApplianceDialog({ appliance, onOpenChange, onConfirm }: RemoveApplianceDialogProps) {
  return (
    <AlertDialog open={appliance !== null} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        {appliance ? (
          <>
            <AlertDialogHeader>
              <AlertDialogTitle>Remove {appliance.name}?</AlertDialogTitle>
              <AlertDialogDescription>
                {scheduleAfterRemoval(appliance)}{" "}
                Tasks you have already completed stay in your history.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Keep it</AlertDialogCancel>
              <AlertDialogAction variant="destructive" onClick={() => onConfirm(appliance)}>
                Remove
              </AlertDialogAction>
            </AlertDialogFooter>
          </>
        ) : null}
      </AlertDialogContent>
    </AlertDialog>
  );
}
