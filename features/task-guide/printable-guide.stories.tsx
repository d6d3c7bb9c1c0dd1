import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { catalogTaskById } from "@domain/catalog/index.ts";
import { PrintableGuide } from "./printable-guide.tsx";

const meta = {
  title: "Features/TaskGuide/PrintableGuide",
  component: PrintableGuide,
  parameters: { layout: "fullscreen" },
  args: { guide: catalogTaskById("hvac-replace-filter")! },
} satisfies Meta<typeof PrintableGuide>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What paper gets: the safety warnings, what you need and the parts first, then every step with its drawing, none split across pages. */
export const FurnaceFilter: Story = {
  args: { appliance: { name: "Furnace", brand: "Carrier", model: "59SC5" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Paper has no page heading above it: the guide names its task and the home's appliance first.
    const title = canvas.getByRole("heading", { level: 1, name: "Replace the HVAC air filter" });
    await expect(canvas.getByText("For your Furnace (Carrier 59SC5)")).toBeVisible();
    const safety = within(canvas.getByRole("region", { name: "Before you start: stay safe" }));
    await expect(safety.getByText("Never run the system without a filter in place")).toBeVisible();
    const needs = within(canvas.getByRole("region", { name: "What you need" }));
    await expect(needs.getByText("Flashlight")).toBeVisible();
    await expect(title.compareDocumentPosition(safety.getByText("Never run the system without a filter in place")) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(canvas.getByRole("heading", { name: "Furnace air filter" })).toBeVisible();
    await expect(canvas.getAllByRole("img", { name: /furnace/i })).toHaveLength(3);
    await expect(canvas.getByText("3 of 3")).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "Turn the system back on" })).toBeVisible();
  },
};
