import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { onboardedUser } from "../../mock-api/fixtures/auth.ts";
import { homeApplianceOf, RECORDED_APPLIANCE_IDS, recordedFurnaceWork, recordedHomeAppliances } from "../../mock-api/fixtures/appliances.ts";
import { applianceHandlers, homeApplianceHandlers } from "../../mock-api/handlers/appliances.ts";
import { withSignedInFrame } from "../../test-support/stories/signed-in-frame.tsx";
import { ApplianceRecordScreen } from "./appliance-record-screen.tsx";

const today = new Date(2026, 11, 7);
const home = () => homeApplianceHandlers(recordedHomeAppliances(), { [RECORDED_APPLIANCE_IDS.furnace]: recordedFurnaceWork });
const at = (id: string) => ({ entry: `/appliances/${id}` });

const meta = {
  title: "Pages/Appliance record",
  component: ApplianceRecordScreen,
  args: { today },
  parameters: { layout: "fullscreen", ...at(RECORDED_APPLIANCE_IDS.furnace), msw: { handlers: home() } },
  decorators: [withSignedInFrame("/appliances/:id", onboardedUser)],
  tags: ["visual-mobile"],
} satisfies Meta<typeof ApplianceRecordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Pick<StoryContext, "canvasElement">;
const screen = ({ canvasElement }: Context) => within(canvasElement.ownerDocument.body);
const details = async (context: Context) => within(await screen(context).findByRole("region", { name: "Details" }));

/** The record with its date as typed, its tasks and the work done on it. */
export const View: Story = {
  play: async (context) => {
    await expect(await screen(context).findByRole("heading", { level: 1, name: "Basement furnace" })).toBeVisible();
    const fields = await details(context);
    await expect(fields.getByText("Installed Sep 2014 · 12 years old")).toBeVisible();
    await expect(fields.getByText("Basement, by the stairs")).toBeVisible();
    const tasks = within(screen(context).getByRole("region", { name: "Its tasks" }));
    await expect(tasks.getByRole("link", { name: "Replace the HVAC air filter" })).toHaveAttribute("href", "/task/10000000-0000-4000-8000-000000000001");
    await expect(tasks.getByText("Due in 5 days · Dec 12")).toBeVisible();
    const work = within(screen(context).getByRole("region", { name: "Work done" }));
    await expect(work.getByText("Done Sep 10, 2026 · 10 min · $24.50")).toBeVisible();
    await expect(work.getByText("MERV 11 filter, bought two spares.")).toBeVisible();
  },
};

/** The form open at what the record holds, the name first to change; nothing refused yet. */
export const Editing: Story = {
  play: async (context) => {
    await userEvent.click(await screen(context).findByRole("button", { name: "Edit details" }));
    const form = within(screen(context).getByRole("form", { name: "Edit Basement furnace" }));
    await waitFor(() => expect(form.getByRole("textbox", { name: "Name" })).toHaveFocus());
    await expect(form.getByRole("textbox", { name: "Name" })).toHaveValue("Basement furnace");
    await expect(form.getByRole("textbox", { name: /^Brand/ })).toHaveValue("Carrier");
    await expect(form.getByRole("textbox", { name: /^Serial number/ })).toHaveValue("4512E12345");
    await expect(form.getByRole("textbox", { name: /Where it is/ })).toHaveValue("Basement, by the stairs");
    await expect(form.getByRole("button", { name: "Save changes" })).toBeEnabled();
    await expect(form.queryByRole("alert")).toBeNull();
  },
};

/** An appliance added from the list and nothing more: no brand, serial number, date or documents, each said plainly. */
export const BareAppliance: Story = {
  parameters: at(RECORDED_APPLIANCE_IDS.smokeAlarms),
  play: async (context) => {
    await expect(await screen(context).findByRole("heading", { level: 1, name: "Smoke & CO Detectors" })).toBeVisible();
    const fields = await details(context);
    await expect(fields.getAllByText("Not noted")).toHaveLength(4);
    await expect(fields.getByText("Not known")).toBeVisible();
    await expect(fields.getByText("None")).toBeVisible();
    await expect(screen(context).queryByRole("region", { name: "Age from the serial number" })).toBeNull();
  },
};

/** What the contract refuses is said by its field, and nothing is sent. */
export const EditingWithErrors: Story = {
  play: async (context) => {
    await userEvent.click(await screen(context).findByRole("button", { name: "Edit details" }));
    const form = within(screen(context).getByRole("form", { name: "Edit Basement furnace" }));
    await userEvent.clear(form.getByRole("textbox", { name: "Name" }));
    const location = form.getByRole("textbox", { name: /Where it is/ });
    await userEvent.clear(location);
    await userEvent.click(location);
    await userEvent.paste("B".repeat(101));
    await userEvent.click(form.getByRole("button", { name: "Save changes" }));
    await expect(await form.findByText("Give it a name, such as “Basement furnace”")).toBeVisible();
    await expect(form.getByText("At most 100 characters")).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Name" })).toHaveFocus();
  },
};

/** A brand and a serial number and no date (or only the age band's): the month the serial says, with the rule used. */
export const EstimateOffered: Story = {
  parameters: at(RECORDED_APPLIANCE_IDS.waterHeater),
  play: async (context) => {
    const estimate = within(await screen(context).findByRole("region", { name: "Age from the serial number" }));
    await expect(estimate.getByText(/Estimated from the serial number:/)).toHaveTextContent("Estimated from the serial number: March 2015");
    await expect(estimate.getByText(/^Rule used: The first letter is the year/)).toBeVisible();
    await expect(estimate.getByRole("button", { name: "Accept March 2015" })).toBeVisible();
    await expect(estimate.getByRole("button", { name: "Correct the date" })).toBeVisible();
  },
};

/** Accepting keeps the month as the heater's date: its age replaces the age band. */
export const EstimateAccepted: Story = {
  // A home of its own: accepting changes it, and the other stories read theirs untouched.
  parameters: { ...at(RECORDED_APPLIANCE_IDS.waterHeater), msw: { handlers: home() } },
  play: async (context) => {
    await userEvent.click(await screen(context).findByRole("button", { name: "Accept March 2015" }));
    const fields = await details(context);
    await expect(await fields.findByText("Made Mar 2015 (from the serial number) · 11 years old")).toBeVisible();
    await waitFor(() => expect(screen(context).queryByRole("region", { name: "Age from the serial number" })).toBeNull());
  },
};

/** Correcting opens the form at the date. */
export const EstimateCorrected: Story = {
  parameters: at(RECORDED_APPLIANCE_IDS.waterHeater),
  play: async (context) => {
    await userEvent.click(await screen(context).findByRole("button", { name: "Correct the date" }));
    await waitFor(() => expect(screen(context).getByLabelText("Installed or made on (optional)")).toHaveFocus());
  },
};

/** A serial that fits two decades within a heat pump's life: the owner chooses. */
export const EstimateAmbiguous: Story = {
  parameters: at(RECORDED_APPLIANCE_IDS.heatPump),
  play: async (context) => {
    const estimate = within(await screen(context).findByRole("region", { name: "Age from the serial number" }));
    await expect(estimate.getByText("The serial number fits more than one year. Choose the one that matches your appliance.")).toBeVisible();
    await expect(estimate.getByRole("button", { name: "Use the chosen month" })).toBeDisabled();
    await userEvent.click(estimate.getByRole("radio", { name: "March 2002" }));
    await expect(estimate.getByRole("button", { name: "Use the chosen month" })).toBeEnabled();
    await expect(estimate.getByRole("radio", { name: "January 2021" })).not.toBeChecked();
  },
};

/** A serial the brand's rule does not read says so plainly. */
export const EstimateNoMatch: Story = {
  parameters: {
    entry: "/appliances/00000000-0000-4000-8000-0000000000b1",
    msw: { handlers: homeApplianceHandlers([homeApplianceOf("furnace", { id: "00000000-0000-4000-8000-0000000000b1", brand: "Goodman", serialNumber: "AB-77" })]) },
  },
  play: async (context) => {
    const estimate = within(await screen(context).findByRole("region", { name: "Age from the serial number" }));
    await expect(estimate.getByText("This serial number does not match the brand's rule, so no date could be estimated. Enter the date if you know it.")).toBeVisible();
    await expect(estimate.getByRole("button", { name: "Enter the date" })).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { msw: { handlers: [applianceHandlers.record.notFound] } },
  play: async (context) => {
    await expect(await screen(context).findByRole("heading", { name: "Appliance not found" })).toBeVisible();
    await expect(screen(context).getByRole("link", { name: "All appliances" })).toHaveAttribute("href", "/appliances");
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [applianceHandlers.record.pending] } },
  play: async (context) => {
    await expect(await screen(context).findByRole("status", { name: "Loading the appliance" })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [applianceHandlers.record.failing] } },
  play: async (context) => {
    await expect(await screen(context).findByText(/This appliance could not be loaded/)).toBeVisible();
  },
};
