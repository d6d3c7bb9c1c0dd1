import * as React from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Input } from "@ui/input/index.ts";
import { installDateBounds } from "@domain/appliances/install-date.ts";
import type { CalendarDate } from "@domain/dates/calendar-date.ts";

/** A date box left with only part of a date in it (docs/product.md §2.12). */
export const INCOMPLETE_DATE_MESSAGE = "Enter the whole date (month, day and year), or clear it";

/**
 * The submit of a form with an install date box. A box with only part of a date typed reports its value
 * as "", which would clear a date already saved: the browser's own flag for half-typed input is checked
 * before anything is sent, and `onIncomplete` says so at the box.
 */
export function useCompleteDateSubmit(submit: (event: React.FormEvent<HTMLFormElement>) => Promise<void>, onIncomplete: () => void) {
  const dateInput = React.useRef<HTMLInputElement | null>(null);
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (dateInput.current?.validity.badInput) {
      event.preventDefault();
      onIncomplete();
      return;
    }
    void submit(event);
  };
  return { dateInput, onSubmit };
}

type InstallDateInputProps = Pick<React.ComponentProps<"input">, "id" | "aria-labelledby" | "aria-describedby" | "aria-invalid"> & {
  field: UseFormRegisterReturn;
  inputRef: React.RefObject<HTMLInputElement | null>;
  today: CalendarDate;
};

/**
 * The install date box: no later than the home's today, no earlier than the oldest date allowed. The
 * field around it gives it its id and descriptions, passed on to the box.
 */
export function InstallDateInput({ field, inputRef, today, ...props }: InstallDateInputProps) {
  const bounds = installDateBounds(today);
  return (
    <Input
      {...props}
      type="date"
      min={bounds.min}
      max={bounds.max}
      {...field}
      ref={(element) => {
        field.ref(element);
        inputRef.current = element;
      }}
    />
  );
}
