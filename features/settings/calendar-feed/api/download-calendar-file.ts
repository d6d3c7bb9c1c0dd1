import { useMutation } from "@tanstack/react-query";
import { useAuth } from "@lib/session/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";

export const CALENDAR_FILE_NAME = "hearthkeep-maintenance.ics";

/**
 * The home's open tasks as a calendar file, read through the session's client: the browser's own in local
 * mode (docs/product.md §4.16), whose list holds every task at once.
 */
export async function calendarFile(client: ApiClient, { appUrl, now }: { appUrl: string; now: Date }): Promise<string> {
  // Every task, done ones left out: 'pending' alone would leave out the overdue ones (docs/product.md §3.9).
  const all = await callRoute(client, "listTasks", { query: { status: "all" } });
  const open = { data: all.data.filter((task) => !task.isCompleted) };
  // The iCalendar writer is loaded when a file is asked for, not with the settings page.
  const { calendarFileOf } = await import("../calendar-file.ts");
  return calendarFileOf(open.data, { appUrl, now });
}

/** Hands the browser a file to save: text made here, or a file the server sent. */
export function downloadFile(content: BlobPart, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL; releasing it at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Builds the home's calendar file from its open tasks and saves it. */
export function useDownloadCalendarFile() {
  const { client } = useAuth();
  return useMutation({
    mutationFn: () => calendarFile(client, { appUrl: window.location.origin, now: new Date() }),
    onSuccess: (text) => downloadFile(text, CALENDAR_FILE_NAME, "text/calendar"),
  });
}
