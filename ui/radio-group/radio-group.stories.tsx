import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Field } from "../field/field.tsx";
import { Label } from "../label/label.tsx";
import { RadioGroup, RadioGroupItem, RadioGroupOption } from "./radio-group.tsx";

const meta = {
  title: "UI/RadioGroup",
  component: RadioGroup,
  tags: ["autodocs"],
  parameters: {
    docs: { description: { component: "One choice among a few options shown at once; arrow keys move and choose." } },
  },
  args: { "aria-label": "Delivery", onValueChange: fn() },
  render: (args) => (
    <RadioGroup {...args}>
      <RadioGroupOption value="standard" label="Standard" />
      <RadioGroupOption value="express" label="Express" />
      <RadioGroupOption value="pickup" label="Pick up in person" />
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Presses an arrow key and holds it until focus lands on `next`, as a person's key press lasts longer
 * than the tick in which the group moves focus (the group only chooses an option focused by an arrow key).
 */
async function pressArrow(key: "ArrowDown" | "ArrowUp", next: HTMLElement) {
  await userEvent.keyboard(`{${key}>}`);
  await waitFor(() => expect(next).toHaveFocus());
  await userEvent.keyboard(`{/${key}}`);
}

export const NoneChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const name of ["Standard", "Express", "Pick up in person"]) await expect(canvas.getByRole("radio", { name })).not.toBeChecked();
    // Clicking a label chooses its option.
    await userEvent.click(canvas.getByText("Express"));
    await expect(canvas.getByRole("radio", { name: "Express" })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith("express");
  },
};

export const ArrowKeys: Story = {
  args: { defaultValue: "standard" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const standard = canvas.getByRole("radio", { name: "Standard" });
    const express = canvas.getByRole("radio", { name: "Express" });
    const pickup = canvas.getByRole("radio", { name: "Pick up in person" });
    // Tab enters at the chosen option; arrow keys move the choice and wrap around.
    await userEvent.tab();
    await expect(standard).toHaveFocus();
    await pressArrow("ArrowDown", express);
    await expect(express).toBeChecked();
    await expect(standard).not.toBeChecked();
    await pressArrow("ArrowDown", pickup);
    await expect(pickup).toBeChecked();
    await pressArrow("ArrowDown", standard);
    await expect(standard).toBeChecked();
    await pressArrow("ArrowUp", pickup);
    await expect(pickup).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith("pickup");
    // The group is one tab stop.
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
  },
};

/**
 * Arrow keys pressed and released at once, as a screen reader, a switch or an on-screen keyboard sends
 * them: each still chooses the option it moves to, so the focus ring and the dot never part.
 */
export const QuickArrowPresses: Story = {
  args: { defaultValue: "standard" },
  tags: ["no-visual"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const express = canvas.getByRole("radio", { name: "Express" });
    const pickup = canvas.getByRole("radio", { name: "Pick up in person" });
    await userEvent.tab();
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(express).toHaveFocus());
    await waitFor(() => expect(express).toBeChecked());
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(pickup).toHaveFocus());
    await waitFor(() => expect(pickup).toBeChecked());
    await expect(args.onValueChange).toHaveBeenLastCalledWith("pickup");
  },
};

export const Focused: Story = {
  args: { defaultValue: "express" },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole("radio", { name: "Express" })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { defaultValue: "standard", disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radio", { name: "Express" })).toBeDisabled();
    await userEvent.click(canvas.getByText("Express"), { pointerEventsCheck: 0 });
    await expect(canvas.getByRole("radio", { name: "Standard" })).toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const OneOptionDisabled: Story = {
  args: { defaultValue: "standard" },
  render: (args) => (
    <RadioGroup {...args}>
      <RadioGroupOption value="standard" label="Standard" />
      <RadioGroupOption value="express" label="Express" description="Not available for this address." disabled />
      <RadioGroupOption value="pickup" label="Pick up in person" />
    </RadioGroup>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    // Arrow keys skip the disabled option.
    const pickup = canvas.getByRole("radio", { name: "Pick up in person" });
    await pressArrow("ArrowDown", pickup);
    await expect(pickup).toBeChecked();
  },
};

export const WithDescriptions: Story = {
  args: { defaultValue: "standard" },
  render: (args) => (
    <RadioGroup {...args} className="w-80">
      <RadioGroupOption value="standard" label="Standard" description="Three to five working days." />
      <RadioGroupOption value="express" label="Express" description="Next working day if ordered before noon." />
      <RadioGroupOption value="pickup" label="Pick up in person" description="Ready in two hours." />
    </RadioGroup>
  ),
  play: async ({ canvasElement }) => {
    const express = within(canvasElement).getByRole("radio", { name: "Express" });
    await expect(express).toHaveAccessibleDescription("Next working day if ordered before noon.");
  },
};

export const Horizontal: Story = { args: { orientation: "horizontal", defaultValue: "express" } };

export const InAFieldWithHint: Story = {
  args: { "aria-label": undefined },
  render: (args) => (
    <Field label="Delivery" hint="You can change this until the order ships.">
      <RadioGroup {...args}>
        <RadioGroupOption value="standard" label="Standard" />
        <RadioGroupOption value="express" label="Express" />
      </RadioGroup>
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole("radiogroup", { name: "Delivery" });
    await expect(group).toHaveAccessibleDescription("You can change this until the order ships.");
  },
};

export const InAFieldWithError: Story = {
  args: { "aria-label": undefined },
  render: (args) => (
    <Field label="Delivery" error="Choose how you want to receive the order.">
      <RadioGroup {...args}>
        <RadioGroupOption value="standard" label="Standard" />
        <RadioGroupOption value="express" label="Express" />
      </RadioGroup>
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole("radiogroup", { name: "Delivery" });
    await expect(group).toHaveAttribute("aria-invalid", "true");
    await expect(group).toHaveAccessibleDescription("Choose how you want to receive the order.");
    await expect(canvas.getByRole("alert")).toHaveTextContent("Choose how you want to receive the order.");
  },
};

export const LongLabels: Story = {
  args: { defaultValue: "keep" },
  render: (args) => (
    <RadioGroup {...args} className="w-72">
      <RadioGroupOption value="keep" label="Keep everything as it is now, including the settings you changed earlier today" />
      <RadioGroupOption value="reset" label="Go back to the settings you started with and forget every change made since then" />
    </RadioGroup>
  ),
};

/** The bare item with a Label of your own, for layouts RadioGroupOption does not fit. */
export const BareItems: Story = {
  args: { defaultValue: "small" },
  render: (args) => (
    <RadioGroup {...args} orientation="horizontal">
      {["small", "medium", "large"].map((size) => (
        <Label key={size} className="font-normal">
          <RadioGroupItem value={size} />
          {size[0]?.toUpperCase() + size.slice(1)}
        </Label>
      ))}
    </RadioGroup>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText("Large"));
    await expect(canvas.getByRole("radio", { name: "Large" })).toBeChecked();
  },
};
