import type * as React from "react";
import * as AvatarPrimitive from "radix-ui/avatar";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../lib/cn.ts";

const avatarVariants = cva("relative flex shrink-0 overflow-hidden rounded-full select-none", {
  variants: {
    size: {
      sm: "size-8 text-xs",
      md: "size-10 text-sm",
      lg: "size-14 text-lg",
    },
  },
  defaultVariants: { size: "md" },
});

/** Up to two initials from a name or an e-mail address ("Sam Rivera" → "SR", "sam@example.com" → "S"). */
function initialsOf(name: string): string {
  const words = name.split("@")[0]?.trim().split(/[\s._-]+/).filter(Boolean) ?? [];
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}

type AvatarProps = Omit<React.ComponentProps<typeof AvatarPrimitive.Root>, "children"> &
  VariantProps<typeof avatarVariants> & {
    /** The person's name (or e-mail): the image's alt text and the source of the initials. */
    name: string;
    /** The picture; while it loads, or when it is missing or fails, the initials show instead. */
    src?: string | null;
    /** Milliseconds to wait before showing the initials, so a fast image does not flash them. */
    fallbackDelayMs?: number;
  };

/** A person's picture in a circle, falling back to their initials when there is no picture or it fails to load. */
function Avatar({ className, size, name, src, fallbackDelayMs, ...props }: AvatarProps) {
  const initials = initialsOf(name);
  return (
    <AvatarPrimitive.Root data-slot="avatar" className={cn(avatarVariants({ size }), className)} {...props}>
      {src ? (
        <AvatarPrimitive.Image data-slot="avatar-image" src={src} alt={name} className="aspect-square size-full object-cover" />
      ) : null}
      <AvatarPrimitive.Fallback
        data-slot="avatar-fallback"
        delayMs={src ? fallbackDelayMs : undefined}
        role="img"
        aria-label={name}
        className="flex size-full items-center justify-center rounded-full bg-accent font-semibold text-accent-foreground"
      >
        <span aria-hidden="true">{initials || "?"}</span>
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}

export { Avatar, avatarVariants, initialsOf, type AvatarProps };
