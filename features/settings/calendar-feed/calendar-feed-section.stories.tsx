import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { AuthProvider } from "@lib/session/index.ts";
import { createAccessTokenStore, createApiClient } from "@lib/http/index.ts";
import { delay, http, HttpResponse } from "msw";
import { calendarFeedFixtures, calendarHandlers, calendarUrls } from "../../../mock-api/handlers/calendar.ts";
import { defaultAuthHandlers } from "../../../mock-api/handlers/auth.ts";
import { CalendarFeedSection } from "./calendar-feed-section.tsx";

function WithSession({ children }: { children: React.ReactNode }) {
  // A fresh client per story: no access token leaks from one story into the next.
  const [client] = React.useState(() => createApiClient({ tokens: createAccessTokenStore() }));
  return <AuthProvider client={client}>{children}</AuthProvider>;
}

const meta = {
  title: "Features/CalendarFeed/CalendarFeedSection",
  component: CalendarFeedSection,
  parameters: { layout: "padded", msw: { handlers: [calendarHandlers.feed, calendarHandlers.regenerate, ...defaultAuthHandlers] } },
  args: { copy: fn(() => Promise.resolve()) },
  decorators: [
    (Story) => (
      <WithSession>
        <div className="max-w-2xl">
          <Story />
        </div>
      </WithSession>
    ),
  ],
} satisfies Meta<typeof CalendarFeedSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText("Your private calendar address")).toHaveValue(calendarFeedFixtures.current.url);
  },
};

// The server as it is after a replacement: the feed's address is the new one, and its read again is slow,
// as on a busy machine, so the story shows the new address arriving before the replacement is done.
let replacedOnTheServer = false;
const feedAfterReplacement = [
  http.get(calendarUrls.feed, async () => {
    if (!replacedOnTheServer) return HttpResponse.json(calendarFeedFixtures.current);
    await delay(500);
    return HttpResponse.json(calendarFeedFixtures.replaced);
  }),
  http.post(calendarUrls.regenerate, () => {
    replacedOnTheServer = true;
    return HttpResponse.json(calendarFeedFixtures.replaced);
  }),
];

/** Replacing the address shows the new one the server answers. */
export const Replaced: Story = {
  parameters: { msw: { handlers: [...feedAfterReplacement, ...defaultAuthHandlers] } },
  beforeEach: () => {
    replacedOnTheServer = false;
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await Success.play?.(context);
    await userEvent.click(canvas.getByRole("button", { name: "Replace address" }));
    await userEvent.click(canvas.getByRole("button", { name: "Make a new address" }));
    await expect(await canvas.findByDisplayValue(calendarFeedFixtures.replaced.url)).toBeVisible();
    // The new address shows as soon as the server answers; the replacement is done, and says so, once the
    // address has been read again, which a busy machine may not have finished yet.
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent(/^New address made\./));
    // Busy while the new address was made, the button that asked for it has the focus once it is in.
    await expect(canvas.getByRole("button", { name: "Replace address" })).toHaveFocus();
  },
};

export const ReplaceFailed: Story = {
  parameters: { msw: { handlers: [calendarHandlers.feed, calendarHandlers.regenerateError, ...defaultAuthHandlers] } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await Success.play?.(context);
    await userEvent.click(canvas.getByRole("button", { name: "Replace address" }));
    await userEvent.click(canvas.getByRole("button", { name: "Make a new address" }));
    await expect(await canvas.findByText("The address could not be replaced. Try again.")).toBeVisible();
    await expect(canvas.getByLabelText("Your private calendar address")).toHaveValue(calendarFeedFixtures.current.url);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [calendarHandlers.feedPending, ...defaultAuthHandlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText("Loading your calendar address")).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [calendarHandlers.feedError, ...defaultAuthHandlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent("Your calendar address could not be loaded.");
  },
};
