import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { DOCUMENT_MESSAGES } from "@domain/contract/documents.ts";
import { documentHandlers, documentLibrary } from "../../mock-api/handlers/documents.ts";
import { someHomeDocuments } from "../../mock-api/fixtures/documents.ts";
import { taskStoryUser, withSignedInFrame } from "../../test-support/stories/signed-in-frame.tsx";
import { DocumentsSection } from "./documents-section.tsx";

const furnaceId = "7d1f0c9e-5c1a-4f7e-9b1e-2f0a3c4d5e6f";

/*
 * The section wired to the mock API: what a press does from the file input to the list read again. The
 * states a designer reviews are DocumentsPanel's stories; these check the wiring, so they take no pictures.
 */
const meta = {
  title: "Features/Documents/DocumentsSection",
  component: DocumentsSection,
  tags: ["no-visual"],
  args: { applianceId: furnaceId, defaultKind: "manual" },
  decorators: [withSignedInFrame("/appliances/furnace", taskStoryUser)],
  parameters: { msw: { handlers: [...documentLibrary(someHomeDocuments(furnaceId))] } },
} satisfies Meta<typeof DocumentsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The appliance's documents, the photo with its thumbnail fetched with the session. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole("list", { name: "Your documents" });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    await waitFor(() => expect(list.querySelector("img")).not.toBeNull());
    await expect(list.querySelector("img")?.getAttribute("src")).toMatch(/^data:image\/jpeg;base64,/);
  },
};

/** A PDF chosen: it is uploaded with the kind chosen and the appliance, and the list shows it. */
export const UploadAFile: Story = {
  parameters: { msw: { handlers: documentHandlers.empty() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/No documents yet/);
    await userEvent.upload(canvas.getByLabelText("Choose a file to upload"), new File(["%PDF-1.7"], "furnace-manual.pdf", { type: "application/pdf" }));
    await expect(await canvas.findByRole("button", { name: "Download furnace-manual.pdf" })).toBeVisible();
    await expect(canvas.getByText("furnace-manual.pdf uploaded.")).toBeVisible();
    await expect(canvas.getByText(/^Manual · /)).toBeVisible();
  },
};

/** While the server has not answered, the upload's bar stands and no second one can start. */
export const UploadWaiting: Story = {
  parameters: { msw: { handlers: documentHandlers.uploading() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/No documents yet/);
    await userEvent.upload(canvas.getByLabelText("Choose a file to upload"), new File(["jpeg"], "rating-plate.jpg", { type: "image/jpeg" }));
    await expect(await canvas.findByRole("progressbar", { name: "Uploading rating-plate.jpg" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Upload a file" })).toBeDisabled();
  },
};

/** The server refuses a file it cannot read as a document: its words, and the list as it was. */
export const UploadRefused: Story = {
  parameters: { msw: { handlers: documentHandlers.failing() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/No documents yet/);
    await userEvent.upload(canvas.getByLabelText("Choose a file to upload"), new File(["<html>"], "manual.pdf", { type: "application/pdf" }));
    await expect(await canvas.findByText(DOCUMENT_MESSAGES.unsupportedType)).toHaveAttribute("role", "alert");
    await expect(canvas.getByText(/No documents yet/)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Upload a file" })).toBeEnabled();
  },
};

/** A file larger than the quota's room is refused before it is sent, with the numbers. */
export const QuotaFullBeforeSending: Story = {
  parameters: { msw: { handlers: documentLibrary(someHomeDocuments(furnaceId), 7_300_000) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("list", { name: "Your documents" });
    await userEvent.upload(canvas.getByLabelText("Choose a file to upload"), new File([new Uint8Array(200_000)], "invoice.pdf", { type: "application/pdf" }));
    await expect(await canvas.findByText(`${DOCUMENT_MESSAGES.quotaExceeded} This home's documents take 6.9 MB of 7 MB, and this file is 195 KB.`)).toHaveAttribute("role", "alert");
  },
};

/** Renaming and changing the kind go to the server, and the list shows what it kept. */
export const RenameAndChangeKind: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Rename Installation receipt" }));
    const box = canvas.getByRole("textbox", { name: "New name" });
    await userEvent.clear(box);
    await userEvent.type(box, "Furnace receipt{Enter}");
    await expect(await canvas.findByRole("button", { name: "Download Furnace receipt" })).toBeVisible();

    await userEvent.click(canvas.getByRole("combobox", { name: "Kind of Furnace receipt" }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole("option", { name: "Invoice" }));
    await waitFor(() => expect(canvas.getByRole("combobox", { name: "Kind of Furnace receipt" })).toHaveTextContent("Invoice"));
  },
};

/** Deleting after the question: the document leaves the list and the status says so. */
export const Delete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Delete Owner's manual" }));
    await userEvent.click(canvas.getByRole("button", { name: "Delete document" }));
    await waitFor(() => expect(canvas.queryByText("Owner's manual")).toBeNull());
    await expect(canvas.getByText("Owner's manual deleted.")).toBeVisible();
    await expect(within(canvas.getByRole("list", { name: "Your documents" })).getAllByRole("listitem")).toHaveLength(2);
  },
};
