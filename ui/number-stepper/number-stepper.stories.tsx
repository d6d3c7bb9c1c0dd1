import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { NumberStepper } from "./number-stepper.tsx";

const meta = {
  title: "UI/NumberStepper",
  component: NumberStepper,
  args: {
    label: "Time spent",
    defaultValue: 30,
    min: 0,
    max: 240,
    step: 5,
    suffix: "min",
    formatValueText: (value: number) => `${value} minutes`,
    onValueChange: fn(),
  },
} satisfies Meta<typeof NumberStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Minutes: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("spinbutton", { name: "Time spent" });
    await expect(input).toHaveAttribute("aria-valuenow", "30");
    await expect(input).toHaveAttribute("aria-valuetext", "30 minutes");

    // Keyboard: arrows step, PageUp/PageDown step ten times, Home/End go to the bounds.
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    await expect(input).toHaveValue("35");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(35);
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(input).toHaveValue("25");
    await userEvent.keyboard("{PageUp}");
    await expect(input).toHaveValue("75");
    await userEvent.keyboard("{End}");
    await expect(input).toHaveValue("240");
    await expect(canvas.getByRole("button", { name: "Increase Time spent" })).toBeDisabled();
    await userEvent.keyboard("{Home}");
    await expect(input).toHaveValue("0");
    await expect(canvas.getByRole("button", { name: "Decrease Time spent" })).toBeDisabled();
    await userEvent.keyboard("{ArrowDown}");
    await expect(input).toHaveValue("0");

    // The buttons stay out of the tab order: one stop for the whole control.
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const Buttons: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("spinbutton", { name: "Time spent" });
    await userEvent.click(canvas.getByRole("button", { name: "Increase Time spent" }));
    await userEvent.click(canvas.getByRole("button", { name: "Increase Time spent" }));
    await expect(input).toHaveValue("40");
    await userEvent.click(canvas.getByRole("button", { name: "Decrease Time spent" }));
    await expect(input).toHaveValue("35");
    await expect(args.onValueChange).toHaveBeenCalledTimes(3);
  },
};

export const TypedEntry: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("spinbutton", { name: "Time spent" });
    // A typed value is kept as typed (no snapping to the step) and committed on Enter…
    await userEvent.clear(input);
    await userEvent.type(input, "42{Enter}");
    await expect(input).toHaveValue("42");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(42);
    // …clamped to the bounds on blur…
    await userEvent.clear(input);
    await userEvent.type(input, "999");
    await userEvent.tab();
    await expect(input).toHaveValue("240");
    // …and text that is not a number gives back the last good value instead of losing it.
    await userEvent.clear(input);
    await userEvent.type(input, "about an hour");
    await userEvent.tab();
    await expect(input).toHaveValue("240");
    // Escape abandons an edit in progress.
    await userEvent.clear(input);
    await userEvent.type(input, "15{Escape}");
    await expect(input).toHaveValue("240");
  },
};

export const Dollars: Story = {
  args: {
    label: "Cost",
    defaultValue: 0,
    min: 0,
    max: 10_000,
    step: 1,
    precision: 2,
    prefix: "$",
    suffix: undefined,
    description: "What you spent on parts, if anything.",
    formatValueText: (value: number) => `$${value.toFixed(2)}`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("spinbutton", { name: "Cost" });
    await expect(input).toHaveAccessibleDescription("What you spent on parts, if anything.");
    await userEvent.clear(input);
    await userEvent.type(input, "12,50");
    await userEvent.tab();
    await expect(input).toHaveValue("12.5");
    await expect(input).toHaveAttribute("aria-valuetext", "$12.50");
  },
};

export const WithError: Story = {
  args: { error: "Enter the minutes you spent, up to 240." },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("spinbutton", { name: "Time spent" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Enter the minutes you spent, up to 240.");
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("spinbutton", { name: "Time spent" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Increase Time spent" })).toBeDisabled();
  },
};

export const Small: Story = { args: { size: "sm" } };

export const LongLabel: Story = {
  args: {
    label: "How many minutes did flushing the water heater take, including draining and refilling?",
    description: "An estimate is fine; it helps us plan your next reminder.",
  },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
};
