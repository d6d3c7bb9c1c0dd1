import { useQueryClient } from "@tanstack/react-query";
import * as React from "react";
import { notificationKeys } from "@features/notifications/index.ts";
import { useAuth, usePageContentShown } from "@lib/session/index.ts";
import { useToast } from "@ui/toast/index.ts";
import { useAchievements } from "@features/progress/index.ts";
import { achievementsToAnnounce, readAnnounced, saveAnnounced } from "@lib/announced-achievements/index.ts";

/**
 * Toasts each achievement once, on whichever signed-in page the user is when the server reports it
 * unlocked (the achievements are read again after every change and when the window regains focus).
 * The server judges the achievements in that read and writes each unlock's notification then
 * (decision 038), so the bell, which may have been read a moment before, is read again with the toast.
 */
export function AchievementWatcher() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  // Achievements are news, not the page: they wait for the page's own content (lib/session/page-content-first.tsx).
  const achievements = useAchievements({ enabled: usePageContentShown() });
  const { toast } = useToast();
  const userId = user?.id;
  const data = achievements.data;
  React.useEffect(() => {
    if (!userId || !data) return;
    const announced = readAnnounced(userId);
    const fresh = achievementsToAnnounce(data, announced, new Date(achievements.dataUpdatedAt));
    if (fresh.length === 0) return;
    for (const achievement of fresh) {
      toast({ variant: "success", title: `Achievement unlocked: ${achievement.title}`, description: achievement.description, duration: 6000 });
      announced.add(achievement.id);
    }
    saveAnnounced(userId, announced);
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  }, [achievements.dataUpdatedAt, data, queryClient, toast, userId]);
  return null;
}
