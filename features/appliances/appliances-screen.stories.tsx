import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { http } from "msw";
import { onboardedUser } from "../../mock-api/fixtures/auth.ts";
import { applianceErrorBodies, homeApplianceOf, severalHomeAppliances } from "../../mock-api/fixtures/appliances.ts";
import { applianceHandlers, applianceUrls, catalogHandlers, homeApplianceHandlers } from "../../mock-api/handlers/appliances.ts";
import { withSignedInFrame } from "../../test-support/stories/signed-in-frame.tsx";
import { alreadyInTheHomeMessage } from "@domain/messages.ts";
import { refuse } from "../../mock-api/handlers/responses.ts";
import { AppliancesScreen } from "./appliances-screen.tsx";

const today = new Date(2026, 10, 24);

const meta = {
  title: "Pages/Appliances",
  component: AppliancesScreen,
  args: { today },
  parameters: { layout: "fullscreen", msw: { handlers: [catalogHandlers.appliances.ok, ...homeApplianceHandlers(severalHomeAppliances())] } },
  decorators: [withSignedInFrame("/appliances/add", onboardedUser)],
  tags: ["visual-mobile"],
} satisfies Meta<typeof AppliancesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Pick<StoryContext, "canvasElement">;
const screen = ({ canvasElement }: Context) => within(canvasElement.ownerDocument.body);
const list = async (context: Context) => within(await screen(context).findByRole("list", { name: "Appliances in your home" }));
const toasts = (context: Context) => within(screen(context).getByRole("region", { name: /Notifications/ }));

export const Loading: Story = {
  parameters: { msw: { handlers: [applianceHandlers.list.pending, catalogHandlers.appliances.pending] } },
  play: async (context) => {
    await expect(await screen(context).findByRole("status", { name: "Loading your appliances" })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [catalogHandlers.appliances.ok, ...homeApplianceHandlers([])] } },
  play: async (context) => {
    await expect(await screen(context).findByRole("heading", { name: "No appliances yet" })).toBeVisible();
    await expect(await screen(context).findByRole("button", { name: "Add 0 appliances" })).toBeDisabled();
  },
};

export const Several: Story = {
  play: async (context) => {
    const rows = await list(context);
    const furnace = within(rows.getByRole("listitem", { name: "Basement furnace" }));
    await expect(furnace.getByText(/Carrier 59SC5 · Installed Sep 2014 · 12 years old/)).toBeVisible();
    await expect(furnace.getByText("6 tasks")).toBeVisible();
    await expect(await screen(context).findAllByText("In your home")).not.toHaveLength(0);
  },
};

/** Names and models as long as they may be (100 characters), in one word: each wraps inside its own row. */
export const LongNames: Story = {
  parameters: {
    msw: {
      handlers: [
        catalogHandlers.appliances.ok,
        ...homeApplianceHandlers([
          homeApplianceOf("furnace", { name: "Furnace".padEnd(100, "X"), brand: "Lennox", model: "ML180UH070XE36B".padEnd(100, "0") }),
          ...severalHomeAppliances(),
        ]),
      ],
    },
  },
  play: async (context) => {
    const rows = await list(context);
    const first = rows.getAllByRole("listitem")[0]!;
    await expect(within(first).getByRole("button", { name: /^Edit Furnace/ })).toBeVisible();
    await expect(first.scrollWidth).toBeLessThanOrEqual(first.clientWidth);
    const page = context.canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [applianceHandlers.list.failing, catalogHandlers.appliances.ok] } },
  play: async (context) => {
    // The page's own live regions are alerts too (empty until something is announced): find the problem by its words.
    const problem = await screen(context).findByText(/Your appliances could not be loaded/);
    await expect(problem.closest('[role="alert"]')).toHaveTextContent(applianceErrorBodies.internal.error.message);
    await expect(screen(context).getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

export const Adding: Story = {
  parameters: { msw: { handlers: [catalogHandlers.appliances.ok, ...homeApplianceHandlers([homeApplianceOf("furnace")])] } },
  play: async (context) => {
    await list(context);
    // The picker shows once the catalogue has arrived, which is separate from the home's list.
    await userEvent.type(await screen(context).findByRole("searchbox", { name: "Search appliances" }), "sump");
    await userEvent.click(await screen(context).findByRole("checkbox", { name: "Sump Pump" }));
    await userEvent.click(screen(context).getByRole("button", { name: "Add 1 appliance" }));
    await expect(await toasts(context).findByText("Sump Pump has been added to your home")).toBeVisible();
    const added = await (await list(context)).findByRole("listitem", { name: "Sump Pump" });
    await expect(added).toBeVisible();
    // The button is off again with nothing picked: the focus goes to what it added, not to the page's start.
    await waitFor(() => expect(added).toHaveFocus());
  },
};

/**
 * One of the picked kinds refused (a home kept in the browser has one of each): the others are still added,
 * and it stays ticked. Behaviour only: its picture is two toasts whose stack moved by 32 px from run to run.
 */
export const AddingOneRefused: Story = {
  tags: ["no-visual"],
  parameters: {
    msw: {
      handlers: [
        http.post(applianceUrls.list, async ({ request }) => {
          const { type } = (await request.clone().json()) as { type?: string };
          if (type === "furnace") return refuse(409, { error: { code: "CONFLICT", message: alreadyInTheHomeMessage("Furnace") } });
          return undefined;
        }),
        catalogHandlers.appliances.ok,
        ...homeApplianceHandlers([homeApplianceOf("furnace")]),
      ],
    },
  },
  play: async (context) => {
    await list(context);
    await userEvent.click(await screen(context).findByRole("checkbox", { name: "Furnace" }));
    await userEvent.click(screen(context).getByRole("checkbox", { name: "Sump Pump" }));
    await userEvent.click(screen(context).getByRole("button", { name: "Add 2 appliances" }));
    await expect(await toasts(context).findByText(alreadyInTheHomeMessage("Furnace"))).toBeVisible();
    await expect(await toasts(context).findByText("Sump Pump has been added to your home")).toBeVisible();
    await expect(await (await list(context)).findByRole("listitem", { name: "Sump Pump" })).toBeVisible();
    await expect(screen(context).getByRole("checkbox", { name: "Furnace" })).toBeChecked();
    await expect(screen(context).getByRole("checkbox", { name: "Sump Pump" })).not.toBeChecked();
  },
};

export const Editing: Story = {
  play: async (context) => {
    const rows = await list(context);
    await userEvent.click(rows.getByRole("button", { name: "Edit Refrigerator" }));
    const dialog = within(await screen(context).findByRole("dialog", { name: "Edit Refrigerator" }));
    await expect(dialog.getByLabelText("Brand (optional)")).toHaveValue("Bosch");
    await userEvent.clear(dialog.getByLabelText("Name"));
    await userEvent.click(dialog.getByRole("button", { name: "Save changes" }));
    await expect(await dialog.findByText("Give it a name, such as “Basement furnace”")).toBeVisible();
    await userEvent.type(dialog.getByLabelText("Name"), "Kitchen fridge");
    await userEvent.clear(dialog.getByLabelText("Brand (optional)"));
    await userEvent.type(dialog.getByLabelText("Brand (optional)"), "Miele");
  },
};

export const EditSaved: Story = {
  play: async (context) => {
    await Editing.play!(context);
    const dialog = within(screen(context).getByRole("dialog"));
    await userEvent.click(dialog.getByRole("button", { name: "Save changes" }));
    // The dialog closes when the save is answered: in Storybook, after local mode's 200 ms (docs/product.md §9.5).
    await waitFor(() => expect(screen(context).queryByRole("dialog")).toBeNull(), { timeout: 10_000 });
    await expect(await (await list(context)).findByText(/Miele B36CL80ENS/)).toBeVisible();
    await expect(await toasts(context).findByText("Appliance updated")).toBeVisible();
    await waitFor(async () => expect((await list(context)).getByRole("button", { name: "Edit Kitchen fridge" })).toHaveFocus());
  },
};

/** Escape or Cancel closes the dialog and gives the focus back to the Edit button that opened it. */
export const EditCancelled: Story = {
  // It looks as Several does.
  tags: ["no-visual"],
  parameters: { msw: { handlers: [catalogHandlers.appliances.ok, ...homeApplianceHandlers(severalHomeAppliances())] } },
  play: async (context) => {
    const rows = await list(context);
    const edit = rows.getByRole("button", { name: "Edit Refrigerator" });
    edit.focus();
    await userEvent.keyboard("{Enter}");
    await screen(context).findByRole("dialog", { name: "Edit Refrigerator" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen(context).queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(edit).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    const dialog = within(await screen(context).findByRole("dialog", { name: "Edit Refrigerator" }));
    await userEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen(context).queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(edit).toHaveFocus());
  },
};

export const EditRefused: Story = {
  parameters: { msw: { handlers: [applianceHandlers.update.futureInstallDate, catalogHandlers.appliances.ok, ...homeApplianceHandlers(severalHomeAppliances())] } },
  play: async (context) => {
    const rows = await list(context);
    await userEvent.click(rows.getByRole("button", { name: "Edit Refrigerator" }));
    const dialog = within(await screen(context).findByRole("dialog", { name: "Edit Refrigerator" }));
    await userEvent.click(dialog.getByRole("button", { name: "Save changes" }));
    await expect(await dialog.findByRole("alert")).toHaveTextContent(applianceErrorBodies.futureInstallDate.error.message);
    await expect(dialog.getByLabelText("Brand (optional)")).toHaveValue("Bosch");
  },
};

/** The edits the mock server receives; the handlers after it answer them. */
const edits = { count: 0 };
const countEdits = http.put(applianceUrls.one, () => {
  edits.count += 1;
});
/** Types a day into a date field, as a person does with its keyboard. */
const typeDate = async (field: HTMLElement, date: string) => {
  await userEvent.clear(field);
  await userEvent.type(field, date);
};

/**
 * docs/product.md §5.9: an install date not in the future, nor further back than an age may go (200 years).
 * The form says so by the field, and sends nothing; the date picker offers only the days it takes.
 */
export const EditInstallDateInTheFuture: Story = {
  beforeEach: () => {
    edits.count = 0;
  },
  parameters: { msw: { handlers: [countEdits, catalogHandlers.appliances.ok, ...homeApplianceHandlers(severalHomeAppliances())] } },
  play: async (context) => {
    const rows = await list(context);
    await userEvent.click(rows.getByRole("button", { name: "Edit Refrigerator" }));
    const dialog = within(await screen(context).findByRole("dialog", { name: "Edit Refrigerator" }));
    const installDate = dialog.getByLabelText("Install date (optional)");
    await expect(installDate).toHaveAttribute("max", "2026-11-24");
    await expect(installDate).toHaveAttribute("min", "1826-11-24");
    await typeDate(installDate, "1826-11-23");
    await userEvent.click(dialog.getByRole("button", { name: "Save changes" }));
    await expect(await dialog.findByText("The install date is more than 200 years ago")).toBeVisible();
    await expect(installDate).toHaveAccessibleDescription(/The install date is more than 200 years ago/);
    await typeDate(installDate, "2030-05-01");
    await expect(await dialog.findByText("The install date is in the future")).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Save changes" }));
    await expect(installDate).toHaveFocus();
    await expect(dialog.getByText("The install date is in the future")).toBeVisible();
    await expect(edits.count).toBe(0);
  },
};

/** The server's refusal answered what was sent: it goes as soon as the form changes (the date changed, or cleared). */
export const EditRefusedThenChanged: Story = {
  // Its pictures are EditRefused's and Editing's.
  tags: ["no-visual"],
  parameters: EditRefused.parameters,
  play: async (context) => {
    const rows = await list(context);
    await userEvent.click(rows.getByRole("button", { name: "Edit Refrigerator" }));
    const dialog = within(await screen(context).findByRole("dialog", { name: "Edit Refrigerator" }));
    const installDate = dialog.getByLabelText("Install date (optional)");
    await typeDate(installDate, "2020-05-01");
    await userEvent.click(dialog.getByRole("button", { name: "Save changes" }));
    await expect(await dialog.findByRole("alert")).toHaveTextContent(applianceErrorBodies.futureInstallDate.error.message);
    await typeDate(installDate, "2019-05-01");
    await waitFor(() => expect(dialog.queryByRole("alert")).toBeNull());
    await userEvent.click(dialog.getByRole("button", { name: "Save changes" }));
    await expect(await dialog.findByRole("alert")).toHaveTextContent(applianceErrorBodies.futureInstallDate.error.message);
    await userEvent.clear(installDate);
    await waitFor(() => expect(dialog.queryByRole("alert")).toBeNull());
    await expect(installDate).toHaveValue("");
  },
};

export const ConfirmingRemoval: Story = {
  play: async (context) => {
    const rows = await list(context);
    await userEvent.click(rows.getByRole("button", { name: "Remove Basement furnace" }));
    const confirm = await screen(context).findByRole("alertdialog", { name: "Remove Basement furnace?" });
    await expect(confirm).toHaveTextContent("Its 6 scheduled tasks go with it.");
    await expect(within(confirm).getByRole("button", { name: "Keep it" })).toHaveFocus();
  },
};

/** A furnace holding the home's shared filter task, beside a central AC that takes it over: the question says so. */
export const ConfirmingRemovalOfASharedTask: Story = {
  parameters: {
    msw: {
      handlers: [
        catalogHandlers.appliances.ok,
        ...homeApplianceHandlers([
          homeApplianceOf("furnace", { name: "Basement furnace", openTaskCount: 5, handedOverTaskCount: 1 }),
          homeApplianceOf("central-ac"),
        ]),
      ],
    },
  },
  play: async (context) => {
    const rows = await list(context);
    await userEvent.click(rows.getByRole("button", { name: "Remove Basement furnace" }));
    const confirm = await screen(context).findByRole("alertdialog", { name: "Remove Basement furnace?" });
    await expect(confirm).toHaveTextContent("Its 4 scheduled tasks go with it. The task it shares with another appliance stays on your list.");
  },
};

export const Removed: Story = {
  play: async (context) => {
    await ConfirmingRemoval.play!(context);
    await userEvent.click(within(screen(context).getByRole("alertdialog")).getByRole("button", { name: "Remove" }));
    await expect(await toasts(context).findByText("Basement furnace has been removed from your home")).toBeVisible();
    await waitFor(async () => expect((await list(context)).queryByRole("listitem", { name: "Basement furnace" })).toBeNull());
    // Its row has gone with its Remove button: the row that took its place has the focus.
    await waitFor(async () => expect((await list(context)).getByRole("listitem", { name: "Water Heater (Tank)" })).toHaveFocus());
  },
};

/** Keeping it closes the question and gives the focus back to the Remove button that asked it. */
export const RemovalKept: Story = {
  // It looks as Several does.
  tags: ["no-visual"],
  parameters: { msw: { handlers: [catalogHandlers.appliances.ok, ...homeApplianceHandlers(severalHomeAppliances())] } },
  play: async (context) => {
    await ConfirmingRemoval.play!(context);
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen(context).queryByRole("alertdialog")).toBeNull());
    await waitFor(async () => expect((await list(context)).getByRole("button", { name: "Remove Basement furnace" })).toHaveFocus());
  },
};

/** The last appliance removed, the list's heading takes the focus: nothing else is left in its place. */
export const RemovedTheLast: Story = {
  // It looks as Empty does.
  tags: ["no-visual"],
  parameters: { msw: { handlers: [catalogHandlers.appliances.ok, ...homeApplianceHandlers([homeApplianceOf("furnace")])] } },
  play: async (context) => {
    (await (await list(context)).findByRole("button", { name: "Remove Furnace" })).focus();
    await userEvent.keyboard("{Enter}");
    await userEvent.click(within(await screen(context).findByRole("alertdialog", { name: "Remove Furnace?" })).getByRole("button", { name: "Remove" }));
    await expect(await screen(context).findByRole("heading", { name: "No appliances yet" })).toBeVisible();
    await waitFor(() => expect(screen(context).getByRole("heading", { name: "In your home (0)" })).toHaveFocus());
  },
};

export const RemovalFailed: Story = {
  parameters: { msw: { handlers: [applianceHandlers.remove.failing, catalogHandlers.appliances.ok, ...homeApplianceHandlers(severalHomeAppliances())] } },
  play: async (context) => {
    await ConfirmingRemoval.play!(context);
    await userEvent.click(within(screen(context).getByRole("alertdialog")).getByRole("button", { name: "Remove" }));
    await expect(await toasts(context).findByText("Basement furnace could not be removed")).toBeVisible();
    // The list puts it back: the server still has it.
    await expect(await (await list(context)).findByRole("listitem", { name: "Basement furnace" })).toBeVisible();
  },
};
