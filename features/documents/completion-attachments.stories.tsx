import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { CompletionAttachments } from "./completion-attachments.tsx";

const receipt = new File([new Uint8Array(182_044)], "filter-receipt.pdf", { type: "application/pdf" });
const photo = new File([new Uint8Array(2_311_402)], "new-filter.jpg", { type: "image/jpeg" });

/** The attachments as the dialog's screen holds them: chosen files kept in its state. */
function Held({ initial, onChange }: { initial: File[]; onChange: (files: File[]) => void }) {
  const [files, setFiles] = React.useState(initial);
  return (
    <CompletionAttachments
      files={files}
      onChange={(next) => {
        setFiles(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: "Features/Documents/CompletionAttachments",
  component: Held,
  parameters: { layout: "padded" },
  args: { initial: [], onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Held>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing attached yet; the camera's input asks phones for the back camera. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("group", { name: "Photos and receipts" })).toBeVisible();
    await expect(canvas.getByLabelText("Take a photo to attach")).toHaveAttribute("capture", "environment");
  },
};

/** A receipt and a photo chosen, each with its size and a way to take it back. */
export const WithFiles: Story = {
  args: { initial: [receipt, photo] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("filter-receipt.pdf · 178 KB")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Remove new-filter.jpg" }));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith([receipt]));
    await userEvent.upload(canvas.getByLabelText("Choose a photo or receipt to attach"), photo);
    await expect(await canvas.findByText("new-filter.jpg · 2.2 MB")).toBeVisible();
  },
};
