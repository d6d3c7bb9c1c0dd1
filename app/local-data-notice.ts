import * as React from "react";
import { LOCAL_STORAGE_KEYS } from "@domain/entities/browser-storage-keys.ts";
import type { LocalDataProblem, LocalSessionPort } from "@lib/session/index.ts";
import { useAnnounce } from "@ui/live-region/index.ts";
import { useToast } from "@ui/toast/index.ts";

/** What each value local mode keeps holds, in the words of the notice. */
const WHAT_IT_HOLDS: Record<string, string> = {
  [LOCAL_STORAGE_KEYS.localTasks]: "your schedule",
  [LOCAL_STORAGE_KEYS.localDataStore]: "your completed tasks",
  [LOCAL_STORAGE_KEYS.localUsers]: "your profile",
  [LOCAL_STORAGE_KEYS.localAchievements]: "your achievements",
  [LOCAL_STORAGE_KEYS.localNotifications]: "your notifications",
};

/** What a value made whole again was made from, in the words of the notice. */
const HOW_IT_WAS_REBUILT: Record<string, string> = {
  [LOCAL_STORAGE_KEYS.localTasks]: "Your schedule has been rebuilt from your appliances and the tasks you have done.",
};

// Made when a notice is worded, which is rare, rather than as the app's start loads this module.
let listFormat: Intl.ListFormat | undefined;

/**
 * docs/product.md §4.16: what the person is told when values their home keeps in this browser could not be
 * read whole. Each was set aside under a key of its own, and what could be read of it is kept; the schedule
 * is made again from the home's appliances and completions.
 */
export function localDataProblemMessage(problems: readonly LocalDataProblem[]): { title: string; description: string } {
  const parts = [...new Set(problems.map((problem) => WHAT_IT_HOLDS[problem.key] ?? "some of your data"))];
  const rebuilt = [...new Set(problems.flatMap((problem) => (problem.rebuilt ? (HOW_IT_WAS_REBUILT[problem.key] ?? []) : [])))];
  return {
    title: "Some of your data on this browser could not be read",
    description: [`Part of ${(listFormat ??= new Intl.ListFormat("en", { style: "long", type: "conjunction" })).format(parts)} was damaged.`, "What could be read is kept here, and the damaged copy is set aside on this browser.", ...rebuilt].join(" "),
  };
}

/** Problems found together (one start-up reads every value) are told in one notice. */
const GATHER_MS = 300;

/** Tells the person, in a toast and to screen readers, of each value found damaged; renders nothing. */
export function useLocalDataNotice(localSession: LocalSessionPort | undefined) {
  const { toast } = useToast();
  const announce = useAnnounce();
  React.useEffect(() => {
    if (!localSession?.onDataProblem) return;
    let gathered: LocalDataProblem[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tell = () => {
      timer = undefined;
      const { title, description } = localDataProblemMessage(gathered);
      gathered = [];
      toast({ title, description, variant: "error" });
      announce(`${title}. ${description}`, "assertive");
    };
    const unsubscribe = localSession.onDataProblem((problem) => {
      gathered.push(problem);
      timer ??= setTimeout(tell, GATHER_MS);
    });
    return () => {
      unsubscribe();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [announce, localSession, toast]);
}
