import { cn } from "@ui/lib/index.ts";

/** Hearthkeep's mark, a shield around a house; decorative, so the text next to it names the product. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn("size-8 shrink-0", className)}>
      <path d="M16 2.5 27.5 6.6v8.6c0 7-4.8 12.3-11.5 14.5C9.3 27.5 4.5 22.2 4.5 15.2V6.6Z" className="fill-primary" />
      <path d="M9.5 16.2 16 10.4l6.5 5.8v7.3h-4.4v-4.6h-4.2v4.6H9.5Z" className="fill-primary-foreground" />
    </svg>
  );
}
