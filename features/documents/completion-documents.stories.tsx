import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { homeDocumentOf } from "../../mock-api/fixtures/documents.ts";
import { CompletionDocumentsList } from "./completion-documents.tsx";

const completionId = "00000000-0000-4000-8000-000000000007";
const attached = [
  homeDocumentOf({ name: "new-filter.jpg", kind: "photo", contentType: "image/jpeg", sizeBytes: 2_311_402, hasThumbnail: true, completionId }),
  homeDocumentOf({ name: "filter-receipt.pdf", kind: "receipt", sizeBytes: 182_044, completionId }),
];

/** Under a piece of work done on the appliance's page: the photos and receipts attached to that completion (docs/product.md §4.19). */
const meta = {
  title: "Features/Documents/CompletionDocuments",
  component: CompletionDocumentsList,
  parameters: { layout: "padded" },
  args: { taskName: "Replace the HVAC air filter", documents: attached, onDownload: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xl rounded-lg border bg-card p-3">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CompletionDocumentsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A photo and a receipt, each a download with its kind and size. */
export const PhotoAndReceipt: Story = {
  tags: ["visual-mobile"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole("list", { name: "Photos and receipts of Replace the HVAC air filter" });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    await userEvent.click(canvas.getByRole("button", { name: "Download new-filter.jpg" }));
    await expect(args.onDownload).toHaveBeenCalledWith(attached[0]);
  },
};

/** A download that failed says so under the files. */
export const DownloadFailed: Story = {
  args: { problem: "new-filter.jpg could not be downloaded. Something went wrong on our side" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("new-filter.jpg could not be downloaded.");
  },
};
