import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { Eye, EyeOff } from "lucide-react";
import { cn } from "../lib/cn.ts";
import { IconButton } from "../icon-button/icon-button.tsx";

const inputVariants = cva(
  "flex w-full min-w-0 rounded-md border border-input bg-background px-3 text-foreground shadow-sm transition-[color,box-shadow,border-color] outline-none selection:bg-primary selection:text-primary-foreground placeholder:text-muted-foreground file:mr-3 file:h-full file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60 aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/30",
  {
    variants: {
      size: {
        sm: "h-8 text-sm",
        // 16px text on small screens keeps mobile browsers from zooming in on focus.
        md: "h-10 text-base sm:text-sm",
        lg: "h-12 text-base",
      },
    },
    defaultVariants: { size: "md" },
  },
);

type InputProps = Omit<React.ComponentProps<"input">, "size"> & VariantProps<typeof inputVariants>;

/** A single-line text box. Give it a visible label (or wrap it in a Field); mark errors with `aria-invalid`. */
function Input({ className, size, type = "text", ...props }: InputProps) {
  return <input data-slot="input" type={type} className={cn(inputVariants({ size }), className)} {...props} />;
}

type PasswordInputProps = Omit<InputProps, "type">;

/**
 * A password box with a button that shows or hides what was typed. Props go to the input (so a form
 * library's `ref` reaches it); `className` styles the wrapper.
 */
function PasswordInput({ className, size, id, disabled, ...props }: PasswordInputProps) {
  const generatedId = React.useId();
  const inputId = id ?? generatedId;
  const [visible, setVisible] = React.useState(false);
  return (
    <div data-slot="password-input" className={cn("relative w-full", className)}>
      <Input
        id={inputId}
        type={visible ? "text" : "password"}
        size={size}
        disabled={disabled}
        className={size === "lg" ? "pr-14" : "pr-11"}
        {...props}
      />
      <IconButton
        type="button"
        size="sm"
        // A toggle keeps one name and reports its state through aria-pressed (WAI-ARIA button pattern).
        aria-label="Show password"
        aria-pressed={visible}
        aria-controls={inputId}
        disabled={disabled}
        onClick={() => setVisible((shown) => !shown)}
        className={cn("absolute top-1/2 right-1 -translate-y-1/2 text-muted-foreground hover:text-foreground", size === "sm" && "size-6", size === "lg" && "right-2")}
      >
        {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
      </IconButton>
    </div>
  );
}

export { Input, PasswordInput, inputVariants, type InputProps, type PasswordInputProps };
