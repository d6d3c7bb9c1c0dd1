import { useCalendarFeed } from "./api/get-calendar-feed.ts";
import { useRegenerateCalendarFeed } from "./api/regenerate-calendar-feed.ts";
import { CalendarFeedPanel } from "./calendar-feed-panel.tsx";

const copyToClipboard = (text: string) => navigator.clipboard.writeText(text);

/** The calendar panel wired to the server: the feed URL, copying it, and replacing it. */
export function CalendarFeedSection({ copy = copyToClipboard }: { copy?: (text: string) => Promise<void> }) {
  const feed = useCalendarFeed();
  const regenerate = useRegenerateCalendarFeed();
  return (
    <CalendarFeedPanel
      url={feed.data?.url}
      status={feed.isPending ? "loading" : feed.isError ? "error" : "ready"}
      onCopy={copy}
      onRegenerate={() => regenerate.mutate()}
      regenerating={regenerate.isPending}
      regenerateFailed={regenerate.isError}
      replaced={regenerate.isSuccess}
      onRetry={() => void feed.refetch()}
    />
  );
}
