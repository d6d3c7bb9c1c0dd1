import * as React from "react";
import type { ApiError } from "@features/session/index.ts";
import { useToast } from "@ui/toast/index.ts";

export type ServerError = { title: string; message: string };

/**
 * The server's refusal is shown twice: a toast that catches the eye and fades, and the same words
 * inline in the form, which stay until the next attempt.
 */
export function useServerError() {
  const { toast } = useToast();
  const [serverError, setServerError] = React.useState<ServerError | null>(null);
  const report = React.useCallback(
    (title: string, error: ApiError) => {
      const shown = { title, message: error.message };
      setServerError(shown);
      toast({ variant: "error", title: shown.title, description: shown.message });
    },
    [toast],
  );
  const clear = React.useCallback(() => setServerError(null), []);
  return { serverError, report, clear };
}
