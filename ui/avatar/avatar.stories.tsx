import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { Avatar } from "./avatar.tsx";

// A self-contained portrait: no network, same pixels on every machine.
const portrait = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0f766e"/><circle cx="32" cy="25" r="12" fill="#fde68a"/><path d="M10 64c2-14 11-20 22-20s20 6 22 20z" fill="#fde68a"/></svg>',
)}`;

const meta = {
  title: "UI/Avatar",
  component: Avatar,
  args: { name: "Sam Rivera", src: portrait, size: "md" },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {
  play: async ({ canvasElement }) => {
    // Once loaded, the picture replaces the initials and carries the name as its alt text.
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="avatar-fallback"]')).toBeNull());
    await expect(within(canvasElement).getByRole("img", { name: "Sam Rivera" }).tagName).toBe("IMG");
  },
};

export const Initials: Story = {
  args: { src: null },
  play: async ({ canvasElement }) => {
    const fallback = within(canvasElement).getByRole("img", { name: "Sam Rivera" });
    await expect(fallback).toHaveTextContent("SR");
  },
};

/** A broken picture falls back to the initials instead of a broken-image icon. */
export const BrokenImage: Story = {
  args: { src: "data:image/png;base64,bm90IGFuIGltYWdl", name: "alex@example.com" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole("img", { name: "alex@example.com" })).toHaveTextContent("A"));
    await expect(canvasElement.querySelector("img")).toBeNull();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
      <Avatar name="Jordan Lee" size="lg" />
    </div>
  ),
};

export const LongName: Story = { args: { src: null, name: "Maria-Fernanda de los Santos Oliveira" } };
