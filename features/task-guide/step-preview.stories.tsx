import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { CATALOG_TASKS, catalogTaskById } from "@domain/catalog/index.ts";
import { DAY_FIRST_CELSIUS, US_CONVENTIONS } from "@domain/format/for-people.ts";
import { guideForReader } from "@domain/format/guide-for-reader.ts";
import { StepPreview } from "./step-preview.tsx";

function step(taskId: string, index: number) {
  const found = catalogTaskById(taskId)?.steps[index];
  if (!found) throw new Error(`No step ${index} in ${taskId}`);
  return found;
}

/** Every step of the catalogue by name, so a reviewer can pick any of them in the Controls panel. */
const everyStep = Object.fromEntries(
  CATALOG_TASKS.flatMap((task) => task.steps.map((each, index) => [`${task.id} · ${index + 1}. ${each.title}`, each] as const)),
);

const meta = {
  title: "Features/Guide/StepPreview",
  component: StepPreview,
  parameters: { layout: "fullscreen" },
  args: { step: step("dryer-clean-vent-inside", 1) },
  argTypes: { step: { control: "select", options: Object.keys(everyStep), mapping: everyStep } },
} satisfies Meta<typeof StepPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fridge and freezer check read by a US reader: the catalogue's temperatures in °F (docs/product.md §2.18). */
export const TemperaturesInFahrenheit: Story = {
  args: { step: guideForReader(catalogTaskById("refrigerator-check-temperatures")!, US_CONVENTIONS).steps[1]! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Refrigerator: 40 °F or below")).toBeVisible();
    await expect(canvas.getByText("Freezer: 0 °F")).toBeVisible();
    await expect(canvas.queryByText(/°C/)).toBeNull();
  },
};

/** The same step read in a metric locale: the same temperatures in °C, the °F gone. */
export const TemperaturesInCelsius: Story = {
  args: { step: guideForReader(catalogTaskById("refrigerator-check-temperatures")!, DAY_FIRST_CELSIUS).steps[1]! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Refrigerator: 4 °C or below")).toBeVisible();
    await expect(canvas.getByText("Freezer: -18 °C")).toBeVisible();
    await expect(canvas.queryByText(/°F/)).toBeNull();
  },
};

export const DryerVentDuct: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Brush out the duct" })).toBeVisible();
    const image = canvas.getByRole("img", { name: /clothes dryer/i });
    await expect(image).toHaveAttribute("src", "/guides/dryer-vent.webp");
    // The marks are listed in words for screen readers; the chips appear once the picture has loaded.
    await expect((await canvas.findAllByText(/Vent duct/)).length).toBeGreaterThan(0);
  },
};

export const FurnaceFilterWithWarning: Story = {
  args: { step: step("hvac-replace-filter", 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("note")).toHaveTextContent("backwards");
  },
};

export const RefrigeratorCoilsPreparation: Story = { args: { step: step("refrigerator-clean-coils", 0) } };

export const SmokeAlarmTest: Story = { args: { step: step("test-smoke-co-detectors", 1) } };

export const WaterHeaterReliefValve: Story = {
  args: { step: step("water-heater-test-valve", 1) },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByText(/Lift the lever/)).length).toBeGreaterThan(0);
  },
};

export const GarageDoorSensors: Story = { args: { step: step("test-garage-door-reverse", 2) } };

export const GutterDownspout: Story = { args: { step: step("clean-gutters-fall", 2) } };

export const AlarmDateLabel: Story = {
  args: { step: step("replace-alarms-end-of-life", 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("img", { name: /date of manufacture/i })).toHaveAttribute("src", "/guides/smoke-alarm-label.webp");
    await expect((await canvas.findAllByText(/Replace by/)).length).toBeGreaterThan(0);
  },
};

export const AfciBreakerTest: Story = { args: { step: step("test-afci-breakers", 1) } };

export const RadonKitPlacement: Story = { args: { step: step("test-radon", 1) } };

export const FireEscapePlan: Story = { args: { step: step("practice-fire-escape-drill", 0) } };

export const WellheadCap: Story = { args: { step: step("well-inspect-wellhead", 1) } };

export const GasApplianceVent: Story = { args: { step: step("inspect-gas-appliance-vents", 1) } };

export const WaterHeaterTemperatureDial: Story = { args: { step: step("water-heater-check-temperature", 1) } };

export const RefrigeratorWaterFilter: Story = { args: { step: step("refrigerator-replace-water-filter", 0) } };
