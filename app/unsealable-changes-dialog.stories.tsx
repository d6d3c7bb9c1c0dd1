import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { UnsealableChangesDialog, unsealableChangesWords } from "./unsealable-changes-dialog.tsx";

/*
 * 'Sign out' with changes waiting, in a session begun without the password (decision 057): what signing out
 * does to them is said before it is done. Shown open, without the menu that opens it, so the picture shows
 * the dialog alone (README: stories that show a dialog open render it without its opener).
 */
const meta = {
  title: "App/SignOutWithChangesWaiting",
  component: UnsealableChangesDialog,
  tags: ["visual-mobile"],
  parameters: { layout: "fullscreen" },
  args: { open: true, count: 1, onOpenChange: fn(), onDiscard: fn(), returnFocus: fn() },
} satisfies Meta<typeof UnsealableChangesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog() {
  const dialog = await screen.findByRole("alertdialog");
  await waitFor(() => expect(dialog.getAnimations({ subtree: true }).every((animation) => animation.playState === "finished")).toBe(true));
  return within(dialog);
}

/** One change: what becomes of it, and for whom; staying signed in is where focus starts. */
export const OneChange: Story = {
  play: async ({ args }) => {
    const words = unsealableChangesWords(1);
    const dialog = await openDialog();
    await expect(dialog.getByRole("heading", { name: words.title })).toBeVisible();
    await expect(dialog.getByText(words.description)).toBeVisible();
    await expect(dialog.getByRole("button", { name: words.stay })).toHaveFocus();
    await userEvent.click(dialog.getByRole("button", { name: words.discard }));
    await expect(args.onDiscard).toHaveBeenCalledOnce();
  },
};

/** Several changes: the same, counted. */
export const SeveralChanges: Story = {
  args: { count: 3 },
  play: async ({ args }) => {
    const words = unsealableChangesWords(3);
    const dialog = await openDialog();
    await expect(dialog.getByRole("heading", { name: words.title })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Delete them and sign out" })).toBeVisible();
    await expect(dialog.getByText(/deleted from this device and never reach your account/)).toBeVisible();
    await userEvent.keyboard("{Enter}");
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onDiscard).not.toHaveBeenCalled();
  },
};
