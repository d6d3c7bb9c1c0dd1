import type { Decorator } from "@storybook/react-vite";
import type { User } from "@domain/contract/index.ts";
import { StoryFrame } from "./story-frame.tsx";

/**
 * The decorator for a signed-in screen at `path` (onboarding, appliances): `user` is signed in. A screen whose
 * path has a parameter ("/appliances/:id") opens at the story's `parameters.entry`.
 */
export function withSignedInFrame(path: string, user: User): Decorator {
  return function SignedInFrameDecorator(Story, { parameters }) {
    return (
      <StoryFrame
        entry={typeof parameters.entry === "string" ? parameters.entry : path}
        screenPath={path}
        auth={{ status: "authenticated", user, hasCompletedOnboarding: user.hasCompletedOnboarding ?? false, mode: "remote" }}
        mainClassName="min-h-svh p-4 sm:p-8"
      >
        <Story />
      </StoryFrame>
    );
  };
}

export const taskStoryUser: User = {
  id: "user-home-0002",
  email: "sam@example.com",
  name: "Sam",
  plan: "free",
  hasCompletedOnboarding: true,
  createdAt: "2026-01-10T09:00:00.000Z",
  updatedAt: "2026-01-10T09:00:00.000Z",
  avatarUrl: null,
};

/**
 * The decorator for the dashboard and task screens: the screen at `screenPath`, opened at the story's
 * `parameters.entry` (or the path itself), with the dashboard, a task and the appliance picker to go to,
 * signed in as `parameters.user` (Sam when the story names nobody).
 */
export function withTaskFrame(screenPath: string): Decorator {
  return function TaskFrameDecorator(Story, { parameters }) {
    const entry = typeof parameters.entry === "string" ? parameters.entry : screenPath;
    const user = (parameters.user as User | undefined) ?? taskStoryUser;
    return (
      <StoryFrame
        entry={entry}
        screenPath={screenPath}
        auth={{ status: "authenticated", user, hasCompletedOnboarding: true, error: null }}
        destinations={["/dashboard", "/task/:id", "/appliances/add"]}
        mainClassName="min-h-svh bg-background"
        arrivedClassName="grid min-h-64 place-items-center p-6"
      >
        <Story />
      </StoryFrame>
    );
  };
}
