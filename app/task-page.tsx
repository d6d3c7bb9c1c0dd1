import { TaskScreen } from "@features/task-guide/index.ts";
import { WithCompletionAttachments } from "./completion-attachments.tsx";

/**
 * /task/:id: the task's overview and guide, whose completion with details takes photos and receipts
 * (docs/product.md §4.19), lent by the app since a feature imports no other.
 */
export function TaskPage({ now }: { now?: () => Date }) {
  return (
    <WithCompletionAttachments>
      <TaskScreen {...(now ? { now } : {})} />
    </WithCompletionAttachments>
  );
}
