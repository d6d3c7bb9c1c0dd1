import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { onboardedUser } from "../../mock-api/fixtures/auth.ts";
import { recordedHomeAppliances } from "../../mock-api/fixtures/appliances.ts";
import { applianceHandlers, homeApplianceHandlers } from "../../mock-api/handlers/appliances.ts";
import { withSignedInFrame } from "../../test-support/stories/signed-in-frame.tsx";
import { ApplianceListScreen } from "./appliance-list-screen.tsx";

const today = new Date(2026, 11, 7);

const meta = {
  title: "Pages/Appliance list",
  component: ApplianceListScreen,
  args: { today },
  parameters: { layout: "fullscreen", msw: { handlers: homeApplianceHandlers(recordedHomeAppliances()) } },
  decorators: [withSignedInFrame("/appliances", onboardedUser)],
  tags: ["visual-mobile"],
} satisfies Meta<typeof ApplianceListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Pick<StoryContext, "canvasElement">;
const screen = ({ canvasElement }: Context) => within(canvasElement.ownerDocument.body);

/** By category, each with its brand and model, its age from wherever it came, and its next task. */
export const Grouped: Story = {
  play: async (context) => {
    const climate = within(await screen(context).findByRole("region", { name: "Climate Control Systems" }));
    await expect(climate.getByRole("link", { name: /^Basement furnace/ })).toHaveAttribute("href", "/appliances/00000000-0000-4000-8000-0000000000a1");
    await expect(climate.getByText("Carrier 59SC5 · Installed Sep 2014 · 12 years old")).toBeVisible();
    await expect(climate.getByText("Next: Replace the HVAC air filter · Due in 5 days")).toBeVisible();
    const kitchen = within(screen(context).getByRole("region", { name: "Kitchen Appliances" }));
    await expect(kitchen.getByText("Bosch B36CL80ENS · About 5 years old (the age you picked)")).toBeVisible();
    await expect(screen(context).getByRole("link", { name: "Add appliances" })).toHaveAttribute("href", "/appliances/add");
  },
};

/** The warranty state the app composes in, where it has one. */
export const WithWarranty: Story = {
  args: { warrantyOf: (appliance) => (appliance.brand === "Carrier" ? "Under warranty until Sep 15, 2027" : null) },
  play: async (context) => {
    await expect(await screen(context).findByText("Under warranty until Sep 15, 2027")).toBeVisible();
  },
};

export const Searching: Story = {
  play: async (context) => {
    await userEvent.type(await screen(context).findByRole("searchbox", { name: "Search your appliances" }), "garage");
    await expect(screen(context).getByText("1 of 5 appliances match")).toBeVisible();
    await expect(screen(context).getByRole("link", { name: "Water Heater (Tank)" })).toBeVisible();
    await expect(screen(context).queryByRole("region", { name: "Climate Control Systems" })).toBeNull();
  },
};

export const NoMatch: Story = {
  play: async (context) => {
    await userEvent.type(await screen(context).findByRole("searchbox", { name: "Search your appliances" }), "sauna");
    await expect(screen(context).getByText("No appliance matches “sauna”.")).toBeVisible();
    await expect(screen(context).getByText("0 of 5 appliances match")).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: homeApplianceHandlers([]) } },
  play: async (context) => {
    await expect(await screen(context).findByRole("heading", { name: "No appliances yet" })).toBeVisible();
    await expect(screen(context).getByRole("link", { name: "Add appliances" })).toHaveAttribute("href", "/appliances/add");
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [applianceHandlers.list.pending] } },
  play: async (context) => {
    await expect(await screen(context).findByRole("status", { name: "Loading your appliances" })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [applianceHandlers.list.failing] } },
  play: async (context) => {
    await expect(await screen(context).findByText(/Your appliances could not be loaded/)).toBeVisible();
  },
};
