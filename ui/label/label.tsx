import type * as React from "react";
import * as LabelPrimitive from "radix-ui/label";
import { cn } from "../lib/cn.ts";

/**
 * Names a form control: point `htmlFor` at the control's id (or wrap the control). Clicking it focuses or
 * toggles the control. Put it right after a control marked `peer` to follow that control's disabled state.
 */
function Label({ className, ...props }: React.ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cn(
        "flex items-center gap-2 text-sm leading-5 font-medium text-foreground select-none peer-disabled:cursor-not-allowed peer-disabled:text-muted-foreground",
        className,
      )}
      {...props}
    />
  );
}

export { Label };
