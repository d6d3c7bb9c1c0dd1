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

// Firefox has segmenters only since version 125, later than the browsers the build targets: there a
// word's first code point stands in, which still never cuts an emoji in half.
const graphemes = typeof Intl.Segmenter === "function" ? new Intl.Segmenter(undefined, { granularity: "grapheme" }) : null;

/** A word's first character as a reader sees it: a letter with its accents, a whole emoji. */
function firstCharacter(word: string): string {
  if (!graphemes) return Array.from(word)[0] ?? "";
  return graphemes.segment(word)[Symbol.iterator]().next().value?.segment ?? "";
}

/**
 * Up to two initials from a name or an e-mail address ("Sam Rivera" → "SR", "sam@example.com" → "S"),
 * from the words that begin with a letter, else those that begin with a digit, when there are any
 * ("Zoë 🏠" → "Z"). A number in an address is a suffix more often than a name: "sam.lee-1990@…" is "SL".
 */
function initialsOf(name: string): string {
  const words = name.split("@")[0]?.trim().split(/[\s._-]+/).filter(Boolean) ?? [];
  const lettered = words.filter((word) => /^\p{L}/u.test(word));
  const numbered = words.filter((word) => /^\p{N}/u.test(word));
  const initials = (lettered.length > 0 ? lettered : numbered.length > 0 ? numbered : words).map(firstCharacter);
  const first = initials[0] ?? "";
  const last = initials.length > 1 ? (initials.at(-1) ?? "") : "";
  return (first + last).toUpperCase();
}

/**
 * The letters the avatar shows in place of a picture. A control that shows the avatar names itself with
 * them too, so that its name holds the text on screen (WCAG 2.5.3, docs/decisions/050).
 */
function avatarInitials(name: string): string {
  return initialsOf(name) || "?";
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
        <span aria-hidden="true">{avatarInitials(name)}</span>
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}

export { Avatar, avatarInitials, avatarVariants, initialsOf, type AvatarProps };
