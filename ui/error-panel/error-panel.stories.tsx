import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ErrorPanel } from "./error-panel.tsx";

const meta = {
  title: "UI/ErrorPanel",
  component: ErrorPanel,
  tags: ["autodocs"],
  parameters: { docs: { description: { component: "An alert that takes the place of what failed: the whole app, one page, or one part of a page." } } },
  args: { variant: "component", title: "Something went wrong", actions: [{ label: "Try Again", onAction: fn() }] },
} satisfies Meta<typeof ErrorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole app failed: a full page with a way to reload and a way home. */
export const App: Story = {
  parameters: { layout: "fullscreen" },
  args: {
    variant: "app",
    title: "Oops! Something went wrong",
    text: "We're sorry, but something unexpected happened. Please try refreshing the page.",
    actions: [
      { label: "Refresh Page", onAction: fn() },
      { label: "Go to Home", onAction: fn() },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole("alert");
    await expect(within(alert).getByRole("heading", { level: 1, name: "Oops! Something went wrong" })).toBeVisible();
    await expect(alert).toHaveTextContent("We're sorry, but something unexpected happened. Please try refreshing the page.");
    await expect(canvas.getByRole("main")).toContainElement(alert);
    await userEvent.click(canvas.getByRole("button", { name: "Refresh Page" }));
    await expect(args.actions[0]?.onAction).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole("button", { name: "Go to Home" }));
    await expect(args.actions[1]?.onAction).toHaveBeenCalledTimes(1);
  },
};

/** One page failed inside the layout: try it again, or go home. */
export const Route: Story = {
  args: {
    variant: "route",
    title: "This page encountered an error",
    actions: [
      { label: "Try Again", onAction: fn() },
      { label: "Go Home", onAction: fn() },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole("alert")).getByRole("heading", { name: "This page encountered an error" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Try Again" }));
    await expect(args.actions[0]?.onAction).toHaveBeenCalledTimes(1);
    await expect(args.actions[1]?.onAction).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("button", { name: "Go Home" }));
    await expect(args.actions[1]?.onAction).toHaveBeenCalledTimes(1);
  },
};

/** One part of a page failed: the rest of the page stays usable. */
export const Component: Story = {
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Something went wrong");
    await expect(canvas.queryByRole("heading")).toBeNull();
    const retry = canvas.getByRole("button", { name: "Try Again" });
    retry.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.actions[0]?.onAction).toHaveBeenCalledTimes(1);
    await userEvent.click(retry);
    await expect(args.actions[0]?.onAction).toHaveBeenCalledTimes(2);
  },
};

/** A long message wraps inside the panel. */
export const LongText: Story = {
  args: {
    variant: "route",
    title: "This page encountered an error while it was putting together everything you asked to see",
    text: "The rest of the app still works. Try the page again, and if it keeps failing come back a little later.",
    actions: [
      { label: "Try Again", onAction: fn() },
      { label: "Go Home", onAction: fn() },
    ],
  },
};
