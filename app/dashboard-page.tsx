import { DashboardScreen } from "@features/dashboard/index.ts";
import { WarrantyEndingNotices } from "@features/notifications/index.ts";

/**
 * /dashboard: the day's tasks, with a word on any warranty about to end (docs/product.md §4.20). Features
 * import no other feature, so the app puts the notifications' callout into the dashboard's slot.
 */
export function DashboardPage() {
  return <DashboardScreen notices={(today) => <WarrantyEndingNotices today={today} />} />;
}
