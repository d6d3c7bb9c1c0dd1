import { DashboardScreen } from "@features/dashboard/index.ts";
import { WarrantyEndingNotices } from "@features/notifications/index.ts";
import { WithCompletionAttachments } from "./completion-attachments.tsx";

/**
 * /dashboard: the day's tasks, with a word on any warranty about to end (docs/product.md §4.20) and photos
 * and receipts taken with a completion's details (§4.19). Features import no other feature, so the app puts
 * the notifications' callout into the dashboard's slot and lends it the documents' attachments.
 */
export function DashboardPage({ now }: { now?: () => Date }) {
  return (
    <WithCompletionAttachments>
      <DashboardScreen {...(now ? { now } : {})} notices={(today) => <WarrantyEndingNotices today={today} />} />
    </WithCompletionAttachments>
  );
}
