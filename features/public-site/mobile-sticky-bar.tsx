import { ShieldCheck } from "lucide-react";
import { Button } from "@ui/button/index.ts";
import { cn } from "@ui/lib/index.ts";
import { PreloadLink } from "@lib/route-preload/index.ts";
import { SIGN_UP_PATH } from "./site-links.ts";

type MobileStickyBarProps = {
  visible: boolean;
  className?: string;
};

/**
 * The phone-width bar pinned to the bottom of the landing page (docs/product.md §2.4). Hidden, it slides away
 * and leaves the tab order and the accessibility tree.
 */
export function MobileStickyBar({ visible, className }: MobileStickyBarProps) {
  return (
    <div
      data-slot="mobile-sticky-bar"
      data-state={visible ? "visible" : "hidden"}
      aria-hidden={!visible}
      inert={!visible}
      className={cn(
        "fixed inset-x-0 bottom-0 z-30 border-t bg-background/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(0_0_0/0.08)] backdrop-blur transition-transform duration-200",
        visible ? "translate-y-0" : "pointer-events-none translate-y-full",
        className,
      )}
    >
      <Button asChild size="lg" className="w-full">
        <PreloadLink to={SIGN_UP_PATH}>Start Free — 2 min setup</PreloadLink>
      </Button>
      <p className="mt-2 flex items-center justify-center gap-1.5 text-xs text-muted-foreground">
        <ShieldCheck aria-hidden="true" className="size-3.5" />
        30-day guarantee • No credit card
      </p>
    </div>
  );
}
