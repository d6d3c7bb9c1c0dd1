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
import { taskCountText } from "./appliance-details.ts";

export type RemoveApplianceDialogProps = {
  /** The appliance to remove; null closes the dialog. */
  appliance: HomeAppliance | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: (appliance: HomeAppliance) => void;
};

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
                {appliance.openTaskCount === 0
                  ? "It has no scheduled tasks."
                  : `Its ${taskCountText(appliance.openTaskCount)} scheduled ${appliance.openTaskCount === 1 ? "goes" : "go"} with it.`}{" "}
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
