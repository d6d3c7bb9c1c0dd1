import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { taskHome } from "../mock-api/handlers/tasks.ts";
import { documentHandlers, documentLibrary } from "../mock-api/handlers/documents.ts";
import { notificationHandlers } from "../mock-api/handlers/notifications.ts";
import { FIXTURE_NOW } from "../mock-api/fixtures/tasks.ts";
import { clickDeferredTrigger } from "../test-support/stories/deferred-trigger.ts";
import { withTaskFrame } from "../test-support/stories/signed-in-frame.tsx";
import { dashboardPage as page, dashboardReady as ready, toastSaying, type DashboardContext } from "../test-support/stories/dashboard-page.ts";
import { DashboardPage } from "./dashboard-page.tsx";

/*
 * Complete with details as the app composes it (app/completion-attachments.tsx): the dialog takes photos
 * and receipts, uploaded once the completion is answered (docs/product.md §4.19). The dashboard stands for
 * every page that completes tasks; the task page gets the same field from the same provider.
 */
const meta = {
  title: "Pages/Dashboard/CompleteWithAttachments",
  component: DashboardPage,
  args: { now: () => FIXTURE_NOW },
  parameters: { layout: "fullscreen", msw: { handlers: [...taskHome(), ...documentLibrary([]), ...notificationHandlers.empty()] } },
  decorators: [withTaskFrame("/dashboard")],
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const receipt = new File([new Uint8Array(182_044)], "filter-receipt.pdf", { type: "application/pdf" });
const photo = new File([new Uint8Array(2_311_402)], "new-filter.jpg", { type: "image/jpeg" });

/** Opens complete-with-details for the HVAC filter, due today. */
async function openDetailsOfTheFilter(context: DashboardContext) {
  await ready(context);
  const screen = page(context);
  await clickDeferredTrigger(() => screen.findByRole("button", { name: "More actions for Replace the HVAC air filter" }));
  await userEvent.click(await screen.findByRole("menuitem", { name: /Complete with details/ }));
  return within(await screen.findByRole("dialog", { name: "Complete with details" }));
}

async function chooseReceiptAndPhoto(context: DashboardContext) {
  const dialog = await openDetailsOfTheFilter(context);
  await userEvent.upload(await dialog.findByLabelText("Choose a photo or receipt to attach"), [receipt, photo]);
  await expect(await dialog.findByText("filter-receipt.pdf · 178 KB")).toBeVisible();
  await expect(dialog.getByText("new-filter.jpg · 2.2 MB")).toBeVisible();
  return dialog;
}

/** A receipt and a photo chosen, kept in the dialog until the task is completed. */
export const FilesChosen: Story = {
  tags: ["visual-mobile"],
  play: async (context) => {
    const dialog = await chooseReceiptAndPhoto(context);
    await expect(dialog.getByRole("group", { name: "Photos and receipts" })).toBeVisible();
    await expect(dialog.getByLabelText("Take a photo to attach")).toHaveAttribute("capture", "environment");
  },
};

/** The server keeps neither file: each is named in a toast, and the task stays done. */
export const FileRefused: Story = {
  tags: ["visual-mobile"],
  parameters: { msw: { handlers: [...taskHome(), ...documentHandlers.failing(), ...notificationHandlers.empty()] } },
  play: async (context) => {
    const dialog = await chooseReceiptAndPhoto(context);
    await userEvent.click(dialog.getByRole("button", { name: "Complete task" }));
    await expect(await toastSaying(context, "Replace the HVAC air filter done")).toBeVisible();
    await expect(await toastSaying(context, "filter-receipt.pdf was not attached")).toBeVisible();
    await expect(await toastSaying(context, "new-filter.jpg was not attached")).toBeVisible();
    await waitFor(() => expect(page(context).queryByRole("article", { name: "Replace the HVAC air filter" })).toBeNull());
  },
};
