import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../lib/cn.ts";
import { Label } from "../label/label.tsx";

const fieldVariants = cva("group/field text-sm", {
  variants: {
    orientation: {
      /** Label above the control: text boxes, selects, radio groups. */
      vertical: "grid gap-1.5",
      /** Control before its label: checkboxes and switches. */
      horizontal: "flex items-start gap-3",
    },
  },
  defaultVariants: { orientation: "vertical" },
});

/** What Field gives its control so the label, hint and error are tied to it. */
type FieldControlProps = {
  id: string;
  "aria-labelledby": string;
  "aria-describedby": string | undefined;
  "aria-invalid": React.AriaAttributes["aria-invalid"];
  "data-field-control": "";
};

/** The props Field reads from a control passed as an element (its own id and descriptions are kept). */
type ControlElementProps = Partial<Pick<FieldControlProps, "id" | "aria-labelledby" | "aria-describedby" | "aria-invalid">>;

type FieldProps = Omit<React.ComponentProps<"div">, "children"> &
  VariantProps<typeof fieldVariants> & {
    label: React.ReactNode;
    /** Help shown with the control and read after its name. */
    hint?: React.ReactNode;
    /** Where the hint goes in a vertical field: between label and control, or under the control. */
    hintPosition?: "above" | "below";
    /** The problem with the value: shown under the control, announced, and marks the control invalid. */
    error?: React.ReactNode;
    /**
     * The control: an element that receives the id and aria props (Input, PasswordInput, Textarea,
     * Checkbox, Switch, RadioGroup, or a SelectTrigger with the Select root around the Field), or a
     * function that places those props on a control nested deeper.
     */
    children: React.ReactElement<ControlElementProps> | ((control: FieldControlProps) => React.ReactNode);
  };

const hasContent = (node: React.ReactNode) => node !== undefined && node !== null && node !== false && node !== "";

/**
 * A labelled form control with an optional hint and error. It gives the control an id, names it with the
 * label, describes it with the hint and the error (aria-describedby) and marks it aria-invalid while
 * there is an error.
 */
function Field({ className, orientation, label, hint, hintPosition = "below", error, children, ...props }: FieldProps) {
  const generatedId = React.useId();
  const element = typeof children === "function" ? null : children;
  const ownProps: ControlElementProps = element?.props ?? {};
  const controlId = ownProps.id ?? `${generatedId}-control`;
  const labelId = `${controlId}-label`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const showHint = hasContent(hint);
  const showError = hasContent(error);

  const controlProps: FieldControlProps = {
    id: controlId,
    "aria-labelledby": ownProps["aria-labelledby"] ?? labelId,
    "aria-describedby": [ownProps["aria-describedby"], showHint ? hintId : null, showError ? errorId : null].filter(Boolean).join(" ") || undefined,
    "aria-invalid": showError ? true : ownProps["aria-invalid"],
    "data-field-control": "",
  };
  // cloneElement rather than Slot: Slot lets the child's own props win, and the merged ids must win.
  const control = element ? React.cloneElement(element, controlProps) : typeof children === "function" ? children(controlProps) : null;

  const labelNode = (
    <Label
      id={labelId}
      htmlFor={controlId}
      className="group-has-[[data-field-control]:is(:disabled,[data-disabled])]/field:cursor-not-allowed group-has-[[data-field-control]:is(:disabled,[data-disabled])]/field:text-muted-foreground"
    >
      {label}
    </Label>
  );
  const hintNode = showHint ? (
    <div id={hintId} data-slot="field-hint" className="text-muted-foreground">
      {hint}
    </div>
  ) : null;
  const errorNode = showError ? (
    <div id={errorId} data-slot="field-error" role="alert" className="font-medium text-destructive">
      {error}
    </div>
  ) : null;

  if (orientation === "horizontal") {
    return (
      <div data-slot="field" data-orientation="horizontal" data-invalid={showError || undefined} className={cn(fieldVariants({ orientation }), className)} {...props}>
        {/* As tall as the label's first line, so the control sits centred on it. */}
        <div className="flex h-5 shrink-0 items-center">{control}</div>
        <div className="grid min-w-0 gap-1">
          {labelNode}
          {hintNode}
          {errorNode}
        </div>
      </div>
    );
  }
  return (
    <div data-slot="field" data-orientation="vertical" data-invalid={showError || undefined} className={cn(fieldVariants({ orientation }), className)} {...props}>
      {labelNode}
      {hintPosition === "above" ? hintNode : null}
      {control}
      {hintPosition === "below" ? hintNode : null}
      {errorNode}
    </div>
  );
}

export { Field, fieldVariants, type FieldProps, type FieldControlProps };
