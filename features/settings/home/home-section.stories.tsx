import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { severalHomes } from "../../../mock-api/index.ts";
import { deletionWarning, HomeSection } from "./home-section.tsx";

const meta = {
  title: "Features/Settings/HomeSection",
  component: HomeSection,
  tags: ["visual-mobile"],
  parameters: { layout: "padded" },
  args: { home: severalHomes[1]!, homeCount: 3, onRename: fn(() => Promise.resolve()), onDelete: fn(() => Promise.resolve()), onAddHome: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HomeSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The owner of one of several homes: rename, add, delete. */
export const Owner: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement);
    await expect(section.getByText("Lake cottage, which you own.")).toBeVisible();
    await expect(section.getByRole("button", { name: "Rename home" })).toBeVisible();
    await expect(section.getByRole("button", { name: "Delete home" })).toBeVisible();
  },
};

/** A member may add a home of their own but neither rename nor delete this one. */
export const Member: Story = {
  args: { home: severalHomes[2]! },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement);
    await expect(section.getByText("Only the home's owner can rename or delete it.")).toBeVisible();
    await expect(section.queryByRole("button", { name: "Rename home" })).toBeNull();
    await expect(section.queryByRole("button", { name: "Delete home" })).toBeNull();
  },
};

/** The account's only home: deleting the account erases it, so it has no delete of its own. */
export const OnlyHome: Story = {
  args: { home: { ...severalHomes[0]!, name: null, memberCount: 1 }, homeCount: 1 },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement);
    await expect(section.getByText("My home, which you own.")).toBeVisible();
    await expect(section.queryByRole("button", { name: "Delete home" })).toBeNull();
  },
};

export const RenameDialog: Story = {
  args: { defaultOpen: "rename" },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole("dialog", { name: "Rename this home" });
    const name = within(dialog).getByRole("textbox", { name: "Name" });
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole("button", { name: "Save name" }));
    await expect(await within(dialog).findByText("Give the home a name")).toBeVisible();
    await userEvent.type(name, "The cottage");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save name" }));
    await waitFor(() => expect(args.onRename).toHaveBeenCalledWith("The cottage"));
  },
};

/** Deleting says what is lost, and asks the person to say they understand before it can go. */
export const DeleteDialog: Story = {
  args: { defaultOpen: "delete" },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole("alertdialog", { name: "Delete Lake cottage?" });
    await expect(within(dialog).getByText(deletionWarning("Lake cottage"))).toBeVisible();
    const remove = within(dialog).getByRole("button", { name: "Delete Lake cottage" });
    await expect(remove).toBeDisabled();
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "I understand that Lake cottage's tasks, history and documents will be deleted" }));
    await expect(remove).toBeEnabled();
  },
};

export const DeleteRefused: Story = {
  args: { defaultOpen: "delete", onDelete: fn(() => Promise.reject(new Error("Something went wrong on our side. Please try again."))) },
  play: async (context) => {
    await DeleteDialog.play?.(context);
    const dialog = page(context.canvasElement).getByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete Lake cottage" }));
    await expect(await within(dialog).findByRole("alert")).toHaveTextContent("Something went wrong on our side. Please try again.");
  },
};
