import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { calendarFeedFixtures } from "../../../mock-api/handlers/calendar.ts";
import { CalendarFeedPanel } from "./calendar-feed-panel.tsx";

const meta = {
  title: "Features/CalendarFeed/CalendarFeedPanel",
  component: CalendarFeedPanel,
  tags: ["visual-mobile"],
  parameters: { layout: "padded" },
  args: {
    url: calendarFeedFixtures.current.url,
    status: "ready",
    onCopy: fn(() => Promise.resolve()),
    onRegenerate: fn(),
    regenerating: false,
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CalendarFeedPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The address, a copy button, how to subscribe in three calendar apps, and a way to replace it. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Calendar feed" })).toBeVisible();
    await expect(canvas.getByLabelText("Your private calendar address")).toHaveValue(calendarFeedFixtures.current.url);
    for (const app of ["Google Calendar", "Apple Calendar", "Outlook"]) await expect(canvas.getByText(`${app}:`)).toBeVisible();
  },
};

export const Copied: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Copy address" }));
    await expect(context.args.onCopy).toHaveBeenCalledWith(calendarFeedFixtures.current.url);
    await expect(await canvas.findByRole("status")).toHaveTextContent("Calendar address copied.");
  },
};

export const CopyRefused: Story = {
  args: { onCopy: fn(() => Promise.reject(new Error("denied"))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Copy address" }));
    await expect(await canvas.findByText("Could not copy. Select the address and copy it yourself.")).toBeVisible();
  },
};

/** Replacing asks first, because calendars subscribed to the old address stop updating. */
export const ConfirmReplace: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Replace address" }));
    await expect(canvas.getByText(/Calendars subscribed to the current one stop updating/)).toBeVisible();
    // The question takes the button's place and the focus, on its safe answer; answered, the focus goes back to the button.
    await waitFor(() => expect(canvas.getByRole("button", { name: "Keep the current one" })).toHaveFocus());
    await userEvent.click(canvas.getByRole("button", { name: "Keep the current one" }));
    await expect(context.args.onRegenerate).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole("button", { name: "Replace address" })).toHaveFocus());
    await userEvent.click(canvas.getByRole("button", { name: "Replace address" }));
    await userEvent.click(canvas.getByRole("button", { name: "Make a new address" }));
    await expect(context.args.onRegenerate).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole("button", { name: "Replace address" })).toHaveFocus());
  },
};

export const Replacing: Story = {
  args: { regenerating: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: /Replace address/ })).toHaveAttribute("aria-busy", "true");
  },
};

/** A new address is in: the panel says so, and what it means for the calendars already subscribed. */
export const Replaced: Story = {
  args: { replaced: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("New address made. Calendars subscribed to the old one no longer update: add this one instead.");
  },
};

export const ReplaceFailed: Story = {
  args: { regenerateFailed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("The address could not be replaced. Try again.");
  },
};

export const Loading: Story = {
  args: { status: "loading", url: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText("Loading your calendar address")).toHaveAttribute("aria-busy", "true");
  },
};

export const LoadFailed: Story = {
  args: { status: "error", url: undefined },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Your calendar address could not be loaded.");
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(context.args.onRetry).toHaveBeenCalledTimes(1);
  },
};
