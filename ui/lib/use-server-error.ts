import * as React from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { useToast } from "../toast/index.ts";

export type ServerError = { title: string; message: string };

/**
 * The server's refusal is shown twice: a toast that catches the eye and fades, and the same words inline
 * in the form, which stay until the next attempt. Given the form, they go as soon as it changes: they
 * answered what was sent, and beside the field errors of a new attempt they would read as its answer.
 */
export function useServerError<Values extends FieldValues>(form?: UseFormReturn<Values>) {
  const { toast } = useToast();
  const [serverError, setServerError] = React.useState<ServerError | null>(null);
  const report = React.useCallback(
    (title: string, error: { readonly message: string }) => {
      const shown = { title, message: error.message };
      setServerError(shown);
      toast({ variant: "error", title: shown.title, description: shown.message });
    },
    [toast],
  );
  const clear = React.useCallback(() => setServerError(null), []);
  const watch = form?.watch;
  React.useEffect(() => {
    if (!watch) return;
    const subscription = watch(clear);
    return () => subscription.unsubscribe();
  }, [watch, clear]);
  return { serverError, report, clear };
}
