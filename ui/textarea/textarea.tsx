import type * as React from "react";
import { cn } from "../lib/cn.ts";
import { inputVariants } from "../input/input.tsx";

type TextareaProps = React.ComponentProps<"textarea">;

/**
 * A multi-line text box that grows with its content up to a limit, then scrolls. Give it a visible label
 * (or wrap it in a Field); mark errors with `aria-invalid`.
 */
function Textarea({ className, ...props }: TextareaProps) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(inputVariants(), "field-sizing-content h-auto max-h-64 min-h-20 resize-y py-2", className)}
      {...props}
    />
  );
}

export { Textarea, type TextareaProps };
