import * as React from "react";
import type { Theme } from "@domain/contract/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { useTheme } from "@lib/theme/index.ts";
import { useToast } from "@ui/toast/index.ts";
import { useUpdatePreferences } from "./api/update-preferences.ts";
import { UPDATE_FAILED } from "./settings-forms.ts";

/**
 * Changes the theme everywhere at once and remembers it: in this browser (so the next visit paints in
 * it from the first frame) and, signed in to an account, on the account (so it follows the user to other devices).
 */
export function useSaveTheme(): (theme: Theme) => void {
  const { setChoice } = useTheme();
  const { status, isLocalSession } = useAuth();
  const { mutate } = useUpdatePreferences();
  const { toast } = useToast();
  return React.useCallback(
    (theme: Theme) => {
      setChoice(theme);
      // A home kept in the browser has no account to save it on: this browser's copy is the only one.
      if (status !== "authenticated" || isLocalSession) return;
      mutate({ theme }, { onError: () => toast({ variant: "error", title: UPDATE_FAILED, description: "The theme is kept on this device only." }) });
    },
    [isLocalSession, mutate, setChoice, status, toast],
  );
}
