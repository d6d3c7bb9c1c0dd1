import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "../button/index.ts";
import { Stepper } from "./stepper.tsx";

const onboarding = [
  { title: "Welcome" },
  { title: "Your home", description: "House or apartment" },
  { title: "Appliances", description: "What you have" },
  { title: "Ages", description: "How old they are" },
  { title: "Done" },
];

const meta = {
  title: "UI/Stepper",
  component: Stepper,
  args: { steps: onboarding, currentStep: 2, "aria-label": "Onboarding progress" },
  decorators: [
    (Story) => (
      <div className="w-[min(40rem,calc(100vw-2rem))]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole("navigation", { name: "Onboarding progress" });
    const steps = within(nav).getAllByRole("listitem");
    await expect(steps).toHaveLength(5);
    // Each step says its number and state in words; only the current one carries aria-current.
    await expect(steps[0]).toHaveTextContent("Step 1: Welcome (completed)");
    await expect(steps[2]).toHaveTextContent("Step 3: Appliances (current)");
    await expect(steps[3]).toHaveTextContent("Step 4: Ages (not started)");
    await expect(steps[2]).toHaveAttribute("aria-current", "step");
    await expect(nav.querySelectorAll("[aria-current]")).toHaveLength(1);
    // Without onStepSelect nothing is clickable.
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

export const FirstStep: Story = { args: { currentStep: 0 } };
export const AllComplete: Story = {
  args: { currentStep: onboarding.length },
  play: async ({ canvasElement }) => {
    const steps = within(canvasElement).getAllByRole("listitem");
    for (const step of steps) await expect(step).toHaveAttribute("data-state", "complete");
  },
};

/** A guide's steps down the side of the page, with going back to finished steps. */
export const VerticalGuide: Story = {
  args: {
    orientation: "vertical",
    "aria-label": "Guide steps",
    currentStep: 1,
    onStepSelect: fn(),
    steps: [
      { title: "Turn off the power", description: "Preparation · 2 min" },
      { title: "Drain the tank", description: "Main · 20 min" },
      { title: "Flush the sediment", description: "Main · 10 min" },
      { title: "Refill and restore power", description: "Completion · 5 min" },
    ],
  },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Only finished steps are buttons.
    const buttons = canvas.getAllByRole("button");
    await expect(buttons).toHaveLength(1);
    await userEvent.tab();
    await expect(buttons[0]).toHaveFocus();
    await expect(buttons[0]).toHaveAccessibleName("Step 1: Turn off the power (completed) Preparation · 2 min");
    await userEvent.keyboard("{Enter}");
    await expect(args.onStepSelect).toHaveBeenCalledWith(0);
  },
};

function WalkThrough() {
  const [current, setCurrent] = React.useState(0);
  return (
    <div className="flex flex-col gap-6">
      <Stepper steps={onboarding} currentStep={current} aria-label="Onboarding progress" onStepSelect={setCurrent} />
      <div className="flex justify-center gap-2">
        <Button variant="outline" disabled={current === 0} onClick={() => setCurrent((step) => step - 1)}>
          Back
        </Button>
        <Button disabled={current === onboarding.length} onClick={() => setCurrent((step) => step + 1)}>
          Next
        </Button>
      </div>
    </div>
  );
}

export const Interactive: Story = {
  render: () => <WalkThrough />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expect(canvas.getAllByRole("listitem")[2]).toHaveAttribute("aria-current", "step");
    await userEvent.click(canvas.getByRole("button", { name: /Step 1: Welcome/ }));
    await expect(canvas.getAllByRole("listitem")[0]).toHaveAttribute("aria-current", "step");
  },
};

export const LongTitles: Story = {
  args: {
    currentStep: 1,
    steps: [
      { title: "Tell us about your home and where it is" },
      { title: "Pick every appliance you want reminders for", description: "You can add more later from Settings" },
      { title: "Confirm" },
    ],
  },
  tags: ["visual-mobile"],
};
