import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "./button.tsx";

const meta = {
  title: "UI/Button",
  component: Button,
  args: { children: "Save changes", onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Save changes" });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard("{Enter}");
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};
export const Secondary: Story = { args: { variant: "secondary" } };
export const Outline: Story = { args: { variant: "outline" } };
export const Ghost: Story = { args: { variant: "ghost" } };
export const Destructive: Story = { args: { variant: "destructive", children: "Delete account" } };
export const Link: Story = { args: { variant: "link", children: "Learn more" } };
export const Small: Story = { args: { size: "sm" } };
export const Large: Story = { args: { size: "lg" } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Save changes" });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Save changes" });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Saves until the story says the work is done (a `finish-saving` event), as a form waits for the server. */
function SavingButton() {
  const [saving, setSaving] = React.useState(false);
  React.useEffect(() => {
    const finish = () => setSaving(false);
    window.addEventListener("finish-saving", finish);
    return () => window.removeEventListener("finish-saving", finish);
  }, []);
  return (
    <Button loading={saving} onClick={() => setSaving(true)}>
      Save changes
    </Button>
  );
}

/**
 * Pressed from the keyboard, the button is disabled while it works and the browser moves the focus to the
 * page; when the work ends the focus is back on the button, so the person goes on from where they were.
 */
export const KeepsTheFocusThroughLoading: Story = {
  render: () => <SavingButton />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Save changes" });
    button.focus();
    await userEvent.keyboard("{Enter}");
    await expect(button).toHaveAttribute("aria-busy", "true");
    await waitFor(() => expect(button).not.toHaveFocus());
    window.dispatchEvent(new Event("finish-saving"));
    await waitFor(() => expect(button).not.toHaveAttribute("aria-busy"));
    await expect(button).toHaveFocus();
  },
};
