import type { Decorator } from "@storybook/react-vite";
import type { InitialEntry } from "react-router";
import type { AuthState, LocalSessionPort } from "@lib/session/index.ts";
import { StoryFrame } from "./story-frame.tsx";

/** Where an account screen may send the visitor; each says where it arrived so a play function can check. */
const destinations = ["/dashboard", "/onboarding", "/settings", "/sign-in", "/sign-up", "/forgot-password", "/try"] as const;

/** What a story may change of its frame, in `parameters.accountFrame`. */
export type AccountFrameParameters = { entry?: InitialEntry; auth?: Partial<AuthState> | null; localSession?: LocalSessionPort };

/**
 * The decorator for a screen answering `screenPath`: it opens at `screenPath` with nobody signed in,
 * unless the story's `parameters.accountFrame` says otherwise (`auth: null` asks the server instead).
 */
export function withAccountFrame(screenPath: string): Decorator {
  return function AccountFrameDecorator(Story, { parameters, loaded }) {
    const overrides = (parameters.accountFrame ?? {}) as AccountFrameParameters;
    // A story's loader may seed local mode before the screen renders (test-support/story-local-home.ts).
    const localSession = (loaded as { localSession?: LocalSessionPort }).localSession ?? overrides.localSession;
    const auth = overrides.auth === undefined ? { status: "unauthenticated" as const } : (overrides.auth ?? undefined);
    return (
      <StoryFrame
        entry={overrides.entry ?? screenPath}
        screenPath={screenPath}
        {...(auth ? { auth } : {})}
        {...(localSession ? { localSession } : {})}
        destinations={destinations}
        mainClassName="min-h-svh bg-muted/40"
        arrivedClassName="grid min-h-64 place-items-center p-6"
        liveRegion={false}
      >
        <Story />
      </StoryFrame>
    );
  };
}
