/**
 * The screen loads when its page is opened, not with this face: the app shell imports this face for
 * its small parts on every signed-in page, and the screen would otherwise come with them.
 */
export const loadCompletedScreen = () => import("./completed-screen.tsx").then((module) => module.CompletedScreen);
export { useAchievements } from "./api/get-achievements.ts";
