import { RotateCw, X } from "lucide-react";
import { Button } from "@ui/button/index.ts";
import { IconButton } from "@ui/icon-button/index.ts";
import { cn } from "@ui/lib/cn.ts";

export const UPDATE_AVAILABLE_TEXT = "A new version of Hearthkeep is available.";

export type UpdatePromptProps = {
  /** A new version is installed and waits for the user's word. */
  open: boolean;
  /** Switches to the new version; the page reloads once it has taken over. */
  onReload: () => void;
  /** Hides the prompt until the next visit: the new version waits, nothing is lost. */
  onDismiss: () => void;
  /** The reload was asked for and is under way. */
  reloading?: boolean;
  className?: string;
};

/**
 * Asks before a new version of the app takes over (docs/product.md §4.13): a swap behind the user's back
 * could reload a half-filled form. It never takes focus; the live region is always present, so the
 * sentence is announced when the prompt appears, and the buttons are in the tab order from then on.
 */
export function UpdatePrompt({ open, onReload, onDismiss, reloading = false, className }: UpdatePromptProps) {
  return (
    <div
      data-slot="update-prompt"
      className={cn(
        "pointer-events-none fixed inset-x-4 bottom-20 z-50 flex justify-center sm:inset-x-auto sm:right-4 sm:bottom-4",
        className,
      )}
    >
      <div
        className={cn(
          "flex w-full max-w-sm items-center gap-3 text-sm",
          open && "pointer-events-auto rounded-lg border bg-card py-3 pr-2 pl-4 text-card-foreground shadow-lg",
        )}
      >
        {/* Rendered while closed too (empty), so assistive technology is already listening when the words arrive. */}
        <p role="status" className="flex-1">
          {open ? UPDATE_AVAILABLE_TEXT : null}
        </p>
        {open ? (
          <>
            <Button size="sm" onClick={onReload}>
              <RotateCw aria-hidden="true" className={cn(reloading && "motion-safe:animate-spin")} />
              Reload
            </Button>
            <IconButton size="sm" aria-label="Dismiss" onClick={onDismiss}>
              <X aria-hidden="true" />
            </IconButton>
          </>
        ) : null}
      </div>
    </div>
  );
}
