import { Button } from "@ui/button/index.ts";

/** The small question of docs/product.md §4.14, asked once: may we measure how the app is used? */
export function ConsentBanner({ onAccept, onDecline }: { onAccept: () => void; onDecline: () => void }) {
  return (
    <section
      aria-label="Analytics consent"
      data-slot="consent-banner"
      className="fixed right-4 bottom-4 z-50 grid max-w-sm gap-3 rounded-lg border bg-card p-4 text-sm text-card-foreground shadow-lg"
    >
      <p>
        May we count how Hearthkeep is used, to make it better? No advertising, no selling, and nothing is sent unless you say yes.
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" size="sm" onClick={onDecline}>
          No thanks
        </Button>
        <Button size="sm" onClick={onAccept}>
          Allow analytics
        </Button>
      </div>
    </section>
  );
}
