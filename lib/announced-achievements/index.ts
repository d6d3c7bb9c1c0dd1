export { achievementsToAnnounce, carryAnnounced, readAnnounced, saveAnnounced } from "./announced-achievements.ts";
