import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/index.ts";
import { expectBodyScrollFree, expectBodyScrollLocked, expectEscapeClosesAndRestoresFocus, expectFocusTrapped } from "../dialog/modal-checks.ts";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "./alert-dialog.tsx";

const onConfirm = fn();
const onCancel = fn();

const meta = {
  title: "UI/AlertDialog",
  component: AlertDialog,
  tags: ["autodocs"],
  parameters: { docs: { description: { component: "A confirmation that must be answered: Cancel or the action, with focus starting on Cancel." } } },
  render: (args) => (
    <AlertDialog {...args}>
      <AlertDialogTrigger asChild>
        <Button variant="outline">Clear history</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Clear history?</AlertDialogTitle>
          <AlertDialogDescription>The list of finished items will be emptied.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel onClick={onCancel}>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>Clear</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  ),
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const isAlertOpen = () => screen.queryByRole("alertdialog") !== null;

/** Closed until asked; the play function proves the keyboard contract and which handler each button fires. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    onConfirm.mockClear();
    onCancel.mockClear();
    const opener = within(canvasElement).getByRole("button", { name: "Clear history" });

    await userEvent.click(opener);
    const alert = await screen.findByRole("alertdialog", { name: "Clear history?" });
    await expect(alert).toHaveAccessibleDescription("The list of finished items will be emptied.");
    await waitFor(() => expect(within(alert).getByRole("button", { name: "Cancel" })).toHaveFocus());
    await expectBodyScrollLocked();
    await expectFocusTrapped(alert);
    await expectEscapeClosesAndRestoresFocus(opener, isAlertOpen);
    await expectBodyScrollFree();
    await expect(onConfirm).not.toHaveBeenCalled();

    await userEvent.click(opener);
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Cancel" }));
    await expect(onCancel).toHaveBeenCalledTimes(1);
    await expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(isAlertOpen()).toBe(false));
    await waitFor(() => expect(opener).toHaveFocus());

    await userEvent.click(opener);
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Clear" }));
    await expect(onConfirm).toHaveBeenCalledTimes(1);
    await expect(onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(isAlertOpen()).toBe(false));
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Open as the screen shows it (no opener on the page, so nothing focusable hides behind the overlay). */
export const Open: Story = {
  render: (args) => (
    <AlertDialog defaultOpen {...args}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Leave without saving?</AlertDialogTitle>
          <AlertDialogDescription>Your changes on this page will be lost.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Stay</AlertDialogCancel>
          <AlertDialogAction>Leave</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  ),
  play: async () => {
    const alert = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
    await waitFor(() => expect(within(alert).getByRole("button", { name: "Stay" })).toHaveFocus());
    await expectBodyScrollLocked();
  },
};

const consequences = Array.from({ length: 24 }, (_, index) => `Item ${index + 1}: its schedule, its notes and its photos are removed for good and cannot be brought back later.`);

/** A long explanation scrolls inside the window, which never grows past the screen. */
export const LongContent: Story = {
  render: (args) => (
    <AlertDialog defaultOpen {...args}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Remove everything?</AlertDialogTitle>
          <AlertDialogDescription>This is what goes.</AlertDialogDescription>
        </AlertDialogHeader>
        <ul className="flex list-disc flex-col gap-2 pl-5 text-sm">
          {consequences.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep them</AlertDialogCancel>
          <AlertDialogAction variant="destructive">Remove all</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  ),
  play: async () => {
    const alert = await screen.findByRole("alertdialog", { name: "Remove everything?" });
    await expect(alert.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(alert.scrollHeight).toBeGreaterThan(alert.clientHeight);
  },
};

/** An action that cannot be undone: the confirming button is red and fires only when pressed. */
export const Destructive: Story = {
  render: (args) => (
    <AlertDialog {...args}>
      <AlertDialogTrigger asChild>
        <Button variant="destructive">Delete account</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete your account?</AlertDialogTitle>
          <AlertDialogDescription>Everything you saved is deleted. This cannot be undone.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel onClick={onCancel}>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={onConfirm}>
            Delete account
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  ),
  play: async ({ canvasElement }) => {
    onConfirm.mockClear();
    onCancel.mockClear();
    const opener = within(canvasElement).getByRole("button", { name: "Delete account" });
    await userEvent.click(opener);
    const alert = await screen.findByRole("alertdialog", { name: "Delete your account?" });
    // Enter on the first focused button cancels: a stray key press deletes nothing.
    await waitFor(() => expect(within(alert).getByRole("button", { name: "Cancel" })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await expect(onCancel).toHaveBeenCalledTimes(1);
    await expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(opener).toHaveFocus());

    await userEvent.click(opener);
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete account" }));
    await expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(isAlertOpen()).toBe(false));
  },
};
