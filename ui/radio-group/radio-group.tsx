import * as React from "react";
import * as RadioGroupPrimitive from "radix-ui/radio-group";
import { cn } from "../lib/cn.ts";
import { Label } from "../label/label.tsx";

/**
 * One choice among a few options shown at once. Tab enters the group at the chosen option; arrow keys
 * move and choose. Name the group with `aria-labelledby` or `aria-label` (a Field does it for you).
 */
const ARROW_KEYS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"]);

function RadioGroup({ className, onKeyDown, onFocus, onBlur, ...props }: React.ComponentProps<typeof RadioGroupPrimitive.Root>) {
  // Radix moves the focus a moment after an arrow's keydown and chooses the option it lands on only if
  // the key is still down then. A quick press (a screen reader, a switch or an on-screen keyboard sends
  // keydown and keyup together) moved the focus without choosing: the ring on one option, the dot on
  // another. The arrow is remembered until the focus it asked for arrives, and that option is chosen.
  const arrowMovePending = React.useRef(false);
  return (
    <RadioGroupPrimitive.Root
      data-slot="radio-group"
      className={cn("grid gap-3 aria-[orientation=horizontal]:flex aria-[orientation=horizontal]:flex-wrap aria-[orientation=horizontal]:gap-x-6", className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (ARROW_KEYS.has(event.key) && !event.altKey && !event.ctrlKey && !event.metaKey) arrowMovePending.current = true;
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!arrowMovePending.current) return;
        arrowMovePending.current = false;
        const option = event.target;
        if (option instanceof HTMLButtonElement && option.getAttribute("role") === "radio" && option.getAttribute("aria-checked") !== "true") option.click();
      }}
      onBlur={(event) => {
        onBlur?.(event);
        // Leaving the group forgets an arrow that moved nothing (a lone option), so a later Tab into it chooses nothing.
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) arrowMovePending.current = false;
      }}
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
