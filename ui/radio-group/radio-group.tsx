import * as React from "react";
import * as RadioGroupPrimitive from "radix-ui/radio-group";
import { cn } from "../lib/cn.ts";
import { Label } from "../label/label.tsx";

/**
 * One choice among a few options shown at once. Tab enters the group at the chosen option; arrow keys
 * move and choose. Name the group with `aria-labelledby` or `aria-label` (a Field does it for you).
 */
function RadioGroup({ className, ...props }: React.ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return (
    <RadioGroupPrimitive.Root
      data-slot="radio-group"
      className={cn("grid gap-3 aria-[orientation=horizontal]:flex aria-[orientation=horizontal]:flex-wrap aria-[orientation=horizontal]:gap-x-6", className)}
      {...props}
    />
  );
}

/** The round button of one option; pair it with a Label, or use RadioGroupOption. */
function RadioGroupItem({ className, ...props }: React.ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      data-slot="radio-group-item"
      className={cn(
        "peer relative aspect-square size-4 shrink-0 rounded-full border border-input bg-background shadow-sm transition-[border-color,box-shadow] outline-none after:absolute after:-inset-1.5 after:rounded-full after:content-[''] focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive data-[state=checked]:border-primary",
        className,
      )}
      {...props}
    >
      <RadioGroupPrimitive.Indicator data-slot="radio-group-indicator" className="flex size-full items-center justify-center">
        <span className="size-2 rounded-full bg-primary" />
      </RadioGroupPrimitive.Indicator>
    </RadioGroupPrimitive.Item>
  );
}

type RadioGroupOptionProps = React.ComponentProps<typeof RadioGroupPrimitive.Item> & {
  label: React.ReactNode;
  /** A line under the label, read after the option's name. */
  description?: React.ReactNode;
};

/** One option with its label (and description); clicking the label chooses it. */
function RadioGroupOption({ label, description, id, className, ...props }: RadioGroupOptionProps) {
  const generatedId = React.useId();
  const itemId = id ?? generatedId;
  const descriptionId = `${itemId}-description`;
  return (
    <div data-slot="radio-group-option" className={cn("group/option flex items-start gap-3", className)}>
      <div className="flex h-5 shrink-0 items-center">
        <RadioGroupItem id={itemId} aria-describedby={description ? descriptionId : undefined} {...props} />
      </div>
      <div className="grid min-w-0 gap-1">
        <Label htmlFor={itemId} className="font-normal group-has-[:disabled]/option:cursor-not-allowed group-has-[:disabled]/option:text-muted-foreground">
          {label}
        </Label>
        {description ? (
          <div id={descriptionId} className="text-sm text-muted-foreground">
            {description}
          </div>
        ) : null}
      </div>
    </div>
  );
}

export { RadioGroup, RadioGroupItem, RadioGroupOption, type RadioGroupOptionProps };
