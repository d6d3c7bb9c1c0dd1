import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { DOCUMENT_MESSAGES } from "@domain/contract/documents.ts";
import { mockThumbnailJpeg, someHomeDocuments, usageOf } from "../../mock-api/fixtures/documents.ts";
import { withPublicRouter } from "../../test-support/stories/public-router.tsx";
import { DocumentIcon, DocumentsPanel, DocumentThumbnailImage } from "./documents-panel.tsx";

const MB = 1024 * 1024;
const documents = someHomeDocuments("7d1f0c9e-5c1a-4f7e-9b1e-2f0a3c4d5e6f");
const thumbnail = `data:image/jpeg;base64,${mockThumbnailJpeg}`;

const meta = {
  title: "Features/Documents/DocumentsPanel",
  component: DocumentsPanel,
  tags: ["visual-mobile"],
  parameters: { layout: "padded" },
  args: {
    status: "ready",
    documents,
    usage: usageOf(documents),
    defaultKind: "manual",
    onRetry: fn(),
    onUpload: fn(),
    onDownload: fn(),
    onRename: fn(() => Promise.resolve()),
    onChangeKind: fn(),
    onDelete: fn(() => Promise.resolve()),
    renderThumbnail: (document) => (document.hasThumbnail ? <DocumentThumbnailImage src={thumbnail} /> : <DocumentIcon />),
  },
  decorators: [
    withPublicRouter("/appliances/furnace"),
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DocumentsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing uploaded yet: what to upload, and the quota untouched. */
export const Empty: Story = {
  args: { documents: [], usage: usageOf([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Documents and photos" })).toBeVisible();
    await expect(canvas.getByText(/No documents yet/)).toBeVisible();
    await expect(canvas.getByRole("progressbar", { name: "Storage used" })).toHaveAttribute("aria-valuetext", "0 bytes of 500 MB");
    await expect(canvas.getByRole("button", { name: "Upload a file" })).toBeEnabled();
  },
};

/** A furnace's manual, receipt and rating-plate photo, each with its kind, size and date; the photo with its thumbnail. */
export const WithFiles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole("list", { name: "Your documents" });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    await expect(within(list).getByText(/Manual · 4\.5 MB/)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Download Owner's manual" })).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: "Kind of Rating plate" })).toHaveTextContent("Photo");
    await expect(canvas.getByRole("progressbar", { name: "Storage used" })).toHaveAttribute("aria-valuetext", "6.9 MB of 500 MB");
  },
};

/** Choosing a file starts its upload with the kind chosen; the camera's input asks phones for the back camera. */
export const ChooseFile: Story = {
  args: { documents: [], usage: usageOf([]) },
  tags: ["no-visual"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText("Take a photo to upload")).toHaveAttribute("capture", "environment");
    const file = new File(["%PDF-1.7"], "furnace-manual.pdf", { type: "application/pdf" });
    await userEvent.upload(canvas.getByLabelText("Choose a file to upload"), file);
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledWith(file, "manual"));
  },
};

/** An upload on its way: its progress, and no second upload until it ends. */
export const Uploading: Story = {
  args: { upload: { fileName: "rating-plate.jpg", sentBytes: 1.8 * MB, totalBytes: 4 * MB } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("progressbar", { name: "Uploading rating-plate.jpg" })).toHaveAttribute("aria-valuenow", "45");
    await expect(canvas.getByRole("button", { name: "Upload a file" })).toBeDisabled();
    await expect(canvas.getByRole("status")).toHaveTextContent("Uploading rating-plate.jpg");
  },
};

/** The server refused the file: its words, plainly. */
export const WrongType: Story = {
  args: { problem: DOCUMENT_MESSAGES.unsupportedType },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(DOCUMENT_MESSAGES.unsupportedType);
  },
};

/** A file over 20 MB, refused before a byte is sent. */
export const TooLarge: Story = {
  args: { problem: DOCUMENT_MESSAGES.tooLarge },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(DOCUMENT_MESSAGES.tooLarge);
  },
};

/** The home's quota used up: uploading is offered no more, and the numbers say why. */
export const QuotaFull: Story = {
  args: { usage: { usedBytes: 500 * MB, quotaBytes: 500 * MB } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent(`${DOCUMENT_MESSAGES.quotaExceeded} This home's documents take 500 MB of 500 MB.`);
    await expect(canvas.getByRole("button", { name: "Upload a file" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Take a photo" })).toBeDisabled();
  },
};

/** Renaming by keyboard: the name's box takes the focus; an empty name is refused in place. */
export const Rename: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Rename Owner's manual" }));
    const box = canvas.getByRole("textbox", { name: "New name" });
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.clear(box);
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByText("Give the document a name")).toBeVisible();
    await userEvent.type(box, "Furnace manual{Enter}");
    await waitFor(() => expect(args.onRename).toHaveBeenCalledWith(expect.any(String), "Furnace manual"));
  },
};

/** Deleting asks first; the safe answer has the focus. */
export const ConfirmDelete: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Delete Installation receipt" }));
    await expect(canvas.getByText("Delete “Installation receipt”? Its file is deleted for good.")).toBeVisible();
    await waitFor(() => expect(canvas.getByRole("button", { name: "Keep it" })).toHaveFocus());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** The list could not be read: say so, with a way to try again. */
export const LoadFailed: Story = {
  args: { status: "error", documents: undefined, usage: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Your documents could not be loaded.");
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** While the list loads. */
export const Loading: Story = {
  args: { status: "loading", documents: undefined, usage: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status", { name: "Loading your documents" })).toBeVisible();
  },
};

/** A home kept in this browser: documents need an account, and the way to make one. */
export const LocalMode: Story = {
  args: { status: "local", documents: undefined, usage: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Documents need an account" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/sign-up");
  },
};
