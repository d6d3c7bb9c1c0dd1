import { RotateCw } from "lucide-react";
import { Button } from "@ui/button/index.ts";

/** What could not be loaded, the reason, and a way to try again: the appliance pages' one error state. */
export function LoadProblem({ what, message, onRetry }: { what: string; message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/50 p-4 text-sm">
      <p className="flex-1">
        {what} could not be loaded. {message}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}
