/*
 * The wiring of a completion's attachments (app/completion-attachments.tsx, docs/product.md §4.19): the files
 * chosen in the dialog go after the completion's answer, named with its id and the task's appliance, and a
 * refused one is said by name while the task stays done. Run as stories of the dashboard page.
 */
import { composeStory, setProjectAnnotations, type StoryObj } from "@storybook/react-vite";
import { beforeAll, describe, test } from "vitest";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { http, HttpResponse } from "msw";
import { completeTaskResponseSchema } from "@domain/contract/index.ts";
import { DOCUMENT_MESSAGES } from "@domain/contract/documents.ts";
import preview from "../.storybook/preview.tsx";
import { mockCompletionId, recordTaskWrites, taskHome, taskUrls } from "../mock-api/handlers/tasks.ts";
import { documentLibrary, documentUrls } from "../mock-api/handlers/documents.ts";
import { notificationHandlers } from "../mock-api/handlers/notifications.ts";
import { errorBody, refuse } from "../mock-api/handlers/responses.ts";
import { homeTasks } from "../mock-api/fixtures/tasks.ts";
import { clickDeferredTrigger } from "../test-support/stories/deferred-trigger.ts";
import { dashboardPage as page, dashboardReady as ready, toastSaying, type DashboardContext } from "../test-support/stories/dashboard-page.ts";
import meta from "./complete-with-attachments.stories.tsx";

type Story = StoryObj<typeof meta>;

const COMPLETION_ID = mockCompletionId(4242);
const filter = homeTasks().find((task) => task.masterTaskSlug === "hvac-replace-filter")!;
const photo = new File([new Uint8Array(2_048)], "new-filter.jpg", { type: "image/jpeg" });
// A HEIC photo the server cannot read: refused by the upload below, as the server words it.
const unreadable = new File([new Uint8Array(1_024)], "IMG_0042.heic", { type: "image/heic" });

let uploads: { fileName: string; kind: unknown; completionId: unknown; applianceId: unknown }[] = [];
const writes: string[] = [];

const handlers = [
  ...recordTaskWrites(writes),
  // The completion's answer names the completion the files go with.
  http.put(taskUrls.complete, () => HttpResponse.json(completeTaskResponseSchema.parse({ completionId: COMPLETION_ID, nextTaskId: null, nextDueDate: null }))),
  // Hears each upload's fields, then lets the document library answer.
  http.post(documentUrls.upload, async ({ request }) => {
    const form = await request.clone().formData();
    const file = form.get("file");
    const fileName = file instanceof File ? file.name : "";
    uploads.push({ fileName, kind: form.get("kind"), completionId: form.get("completionId"), applianceId: form.get("applianceId") });
    if (fileName === unreadable.name) return refuse(415, errorBody("UNSUPPORTED_FILE_TYPE", DOCUMENT_MESSAGES.unreadablePhoto));
  }),
  ...taskHome(),
  ...documentLibrary([]),
  ...notificationHandlers.empty(),
];

async function completeTheFilterWith(context: DashboardContext, files: File[]) {
  uploads = [];
  writes.length = 0;
  await ready(context);
  const screen = page(context);
  await clickDeferredTrigger(() => screen.findByRole("button", { name: "More actions for Replace the HVAC air filter" }));
  await userEvent.click(await screen.findByRole("menuitem", { name: /Complete with details/ }));
  const dialog = within(await screen.findByRole("dialog", { name: "Complete with details" }));
  await userEvent.upload(await dialog.findByLabelText("Choose a photo or receipt to attach"), files);
  await userEvent.click(dialog.getByRole("button", { name: "Complete task" }));
  await expect(await toastSaying(context, "Replace the HVAC air filter done")).toBeVisible();
}

const FilesGoWithTheNewCompletion: Story = {
  parameters: { msw: { handlers } },
  play: async (context) => {
    await completeTheFilterWith(context, [photo]);
    await waitFor(() => expect(uploads).toEqual([{ fileName: "new-filter.jpg", kind: "photo", completionId: COMPLETION_ID, applianceId: filter.applianceId }]));
    await waitFor(() => expect(document.querySelector('[data-slot="live-region-polite"]')).toHaveTextContent("1 file attached to Replace the HVAC air filter"));
  },
};

const ARefusedFileIsNamedAndTheTaskStaysDone: Story = {
  parameters: { msw: { handlers } },
  play: async (context) => {
    await completeTheFilterWith(context, [unreadable, photo]);
    const refusal = await toastSaying(context, "IMG_0042.heic was not attached");
    await expect(refusal.closest("li") ?? refusal).toHaveTextContent(`${DOCUMENT_MESSAGES.unreadablePhoto} Replace the HVAC air filter is still marked done.`);
    // The live region says it too, at once.
    await waitFor(() => expect(document.querySelector('[data-slot="live-region-assertive"]')).toHaveTextContent("IMG_0042.heic was not attached"));
    // The photo went all the same, and nothing undid the completion.
    await waitFor(() => expect(uploads.map((upload) => upload.fileName)).toEqual(["IMG_0042.heic", "new-filter.jpg"]));
    await expect(writes).toEqual([`complete ${filter.id}`]);
  },
};

const project = setProjectAnnotations([preview, { initialGlobals: { network: "instant" } }]);
beforeAll(project.beforeAll);

describe("a completion's attachments", () => {
  test("go with the new completion's id and the task's appliance", async () => {
    await composeStory(FilesGoWithTheNewCompletion, meta, undefined, "FilesGoWithTheNewCompletion").run();
  });
  test("a refused file is named, and the task stays done", async () => {
    await composeStory(ARefusedFileIsNamedAndTheTaskStaysDone, meta, undefined, "ARefusedFileIsNamedAndTheTaskStaysDone").run();
  });
});
