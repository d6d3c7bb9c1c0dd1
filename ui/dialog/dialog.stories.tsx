import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/index.ts";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "./dialog.tsx";
import { expectBodyScrollFree, expectBodyScrollLocked, expectEscapeClosesAndRestoresFocus, expectFocusTrapped } from "./modal-checks.ts";

const onSave = fn();

const meta = {
  title: "UI/Dialog",
  component: Dialog,
  tags: ["autodocs"],
  parameters: { docs: { description: { component: "A modal window that traps focus, closes on Escape and hands focus back to its opener." } } },
  args: { onOpenChange: fn() },
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button variant="outline">Edit details</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit details</DialogTitle>
          <DialogDescription>Changes apply as soon as you save them.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button>Save changes</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const isDialogOpen = () => screen.queryByRole("dialog") !== null;

/** Closed until its button is pressed; the play function walks the whole keyboard contract. */
export const Closed: Story = {
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole("button", { name: "Edit details" });
    await expect(screen.queryByRole("dialog")).toBeNull();
    await expectBodyScrollFree();

    await userEvent.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "Edit details" });
    await expect(dialog).toHaveAccessibleDescription("Changes apply as soon as you save them.");
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expectBodyScrollLocked();
    await expectFocusTrapped(dialog);

    await expectEscapeClosesAndRestoresFocus(opener, isDialogOpen);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expectBodyScrollFree();

    // The corner button closes it too, and focus still comes home.
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole("button", { name: "Close" }));
    await waitFor(() => expect(isDialogOpen()).toBe(false));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  },
};

/** Open as the screen shows it (no opener on the page, so nothing focusable hides behind the overlay). */
export const Open: Story = {
  render: (args) => (
    <Dialog defaultOpen {...args}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reminder settings</DialogTitle>
          <DialogDescription>We send one e-mail a week before something is due.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Got it</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Reminder settings" });
    await expect(dialog).toBeVisible();
    await expectBodyScrollLocked();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  },
};

const paragraphs = Array.from({ length: 14 }, (_, index) => `Section ${index + 1}. Keep the area around the unit clear, check the seals for cracks and wipe the surfaces with a damp cloth before you put the cover back on.`);

/** Taller than the screen: the window keeps inside the viewport and its content scrolls. */
export const LongContent: Story = {
  render: (args) => (
    <Dialog defaultOpen {...args}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>Terms of use</DialogTitle>
          <DialogDescription>Please read them to the end.</DialogDescription>
        </DialogHeader>
        {paragraphs.map((paragraph) => (
          <p key={paragraph} className="text-sm">
            {paragraph}
          </p>
        ))}
        <DialogFooter>
          <DialogClose asChild>
            <Button>I have read them</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Terms of use" });
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    const lastButton = within(dialog).getByRole("button", { name: "I have read them" });
    lastButton.focus();
    lastButton.scrollIntoView();
    await waitFor(() => expect(dialog.scrollTop).toBeGreaterThan(0));
    dialog.scrollTop = 0;
  },
};

function NameForm() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">Rename</Button>
      </DialogTrigger>
      <DialogContent size="sm">
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            onSave(new FormData(event.currentTarget).get("name"));
          }}
        >
          <DialogHeader>
            <DialogTitle>Rename</DialogTitle>
            <DialogDescription>Give it a name you will recognise.</DialogDescription>
          </DialogHeader>
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            Name
            <input
              name="name"
              defaultValue="Kitchen fridge"
              className="h-10 rounded-md border border-input bg-background px-3 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
            />
          </label>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit">Save</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** A small form: focus starts in its first field, and the Enter key submits it. */
export const WithForm: Story = {
  render: () => <NameForm />,
  play: async ({ canvasElement }) => {
    onSave.mockClear();
    const opener = within(canvasElement).getByRole("button", { name: "Rename" });
    await userEvent.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "Rename" });
    const field = within(dialog).getByRole("textbox", { name: "Name" });
    await waitFor(() => expect(field).toHaveFocus());
    await expectFocusTrapped(dialog);

    await userEvent.clear(field);
    await userEvent.type(field, "Garage freezer{Enter}");
    await expect(onSave).toHaveBeenCalledWith("Garage freezer");

    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(isDialogOpen()).toBe(false));
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
