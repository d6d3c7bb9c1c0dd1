import * as React from "react";
import { useAuth, usePageContentShown } from "@features/session/index.ts";
import { useToast } from "@ui/toast/index.ts";
import { useAchievements } from "./api/get-achievements.ts";
import { achievementsToAnnounce, readAnnounced, saveAnnounced } from "./announced-achievements.ts";

/**
 * Toasts each achievement once, on whichever signed-in page the user is when the server reports it
 * unlocked (the achievements are read again after every change and when the window regains focus).
 */
export function AchievementWatcher() {
  const { user } = useAuth();
  // Achievements are news, not the page: they wait for the page's own content (features/session/page-content-first.tsx).
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
  }, [achievements.dataUpdatedAt, data, toast, userId]);
  return null;
}
