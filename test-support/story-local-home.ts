import { onboardingCompleteResponseSchema } from "@domain/contract/index.ts";
import { createLocalMode, createLocalSession } from "@lib/local-mode/index.ts";
import { createAccessTokenStore, createApiClient } from "@lib/http/index.ts";
import { type LocalSessionPort } from "@lib/session/index.ts";
import { memoryStorage } from "./memory-storage.ts";
import { FIXTURE_NOW } from "../mock-api/fixtures/tasks.ts";

export type StoryLocalHome = {
  /** Who already uses this browser without an account: nobody, a guest, or a person by e-mail. */
  person?: "nobody" | "guest" | { email: string };
  /** Whether that person's home is set up (a house with a dryer and a furnace). */
  onboarded?: boolean;
  /** Starting a local session fails, as a browser that refuses storage does. */
  failStart?: boolean;
  /** Storage keys whose value is then overwritten with text that is not what was stored (a damaged value). */
  damage?: readonly string[];
};

/**
 * Local mode on a storage of the story's own (never the browser's), at the fixtures' fixed hour: the real
 * local session, seeded before the story renders. Its catalogue and migration calls go to /api (MSW).
 */
export async function storyLocalSession({ person = "nobody", onboarded = false, failStart = false, damage = [] }: StoryLocalHome = {}): Promise<LocalSessionPort> {
  const storage = memoryStorage();
  const local = createLocalMode({ storage, now: () => FIXTURE_NOW, timeZone: () => "UTC" });
  const session = createLocalSession({
    local,
    storage,
    clearBrowserData: () => storage.entries.clear(),
    server: createApiClient({ tokens: createAccessTokenStore() }),
  });
  if (person !== "nobody") {
    await session.start(person === "guest" ? {} : person);
    if (onboarded) {
      await session.client.post(
        "/users/onboarding-complete",
        { homeType: "house", appliances: [{ type: "dryer", yearsOld: 3 }, { type: "furnace" }] },
        { schema: onboardingCompleteResponseSchema },
      );
    }
  }
  for (const key of damage) storage.setItem(key, "not what was stored");
  if (!failStart) return session;
  return { ...session, start: () => Promise.reject(new Error("The browser refused to store the home")) };
}
