import type * as React from "react";
import * as CheckboxPrimitive from "radix-ui/checkbox";
import { Check, Minus } from "lucide-react";
import { cn } from "../lib/cn.ts";

/**
 * A box that is ticked or not, or partly ticked (`checked="indeterminate"`) when it stands for a group
 * whose members differ. Space toggles it; so does clicking its label. The invisible margin around the
 * box makes the pointer target 24px without moving the layout.
 */
function Checkbox({ className, ...props }: React.ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(
        "peer group/checkbox relative size-4 shrink-0 rounded-[4px] border border-input bg-background text-primary-foreground shadow-sm transition-[background-color,border-color,box-shadow] outline-none after:absolute after:-inset-1.5 after:content-[''] focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/30 data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary",
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator data-slot="checkbox-indicator" className="flex items-center justify-center [&_svg]:size-3.5 [&_svg]:stroke-3">
        <Check aria-hidden="true" className="group-data-[state=indeterminate]/checkbox:hidden" />
        <Minus aria-hidden="true" className="hidden group-data-[state=indeterminate]/checkbox:block" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}

export { Checkbox };
