import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Field } from "../field/field.tsx";
import { Switch } from "./switch.tsx";

const meta = {
  title: "UI/Switch",
  component: Switch,
  tags: ["autodocs"],
  parameters: {
    docs: { description: { component: "An on/off setting that takes effect at once; Space flips it." } },
  },
  args: { onCheckedChange: fn() },
  render: (args) => (
    <Field orientation="horizontal" label="Notifications by e-mail">
      <Switch {...args} />
    </Field>
  ),
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole("switch", { name: "Notifications by e-mail" });
    await expect(toggle).not.toBeChecked();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(" ");
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const On: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("switch", { name: "Notifications by e-mail" });
    await expect(toggle).toBeChecked();
    // Clicking the label flips it too.
    await userEvent.click(canvas.getByText("Notifications by e-mail"));
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(false);
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole("switch", { name: "Notifications by e-mail" })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole("switch", { name: "Notifications by e-mail" });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const DisabledOn: Story = { args: { disabled: true, defaultChecked: true } };

export const WithHint: Story = {
  render: (args) => (
    <Field orientation="horizontal" label="Notifications by e-mail" hint="Sent at most once a day.">
      <Switch {...args} />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole("switch", { name: "Notifications by e-mail" });
    await expect(toggle).toHaveAccessibleDescription("Sent at most once a day.");
  },
};

export const WithError: Story = {
  render: (args) => (
    <Field orientation="horizontal" label="Notifications by e-mail" error="Confirm your e-mail address before turning this on.">
      <Switch {...args} />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole("switch", { name: "Notifications by e-mail" });
    await expect(toggle).toHaveAttribute("aria-invalid", "true");
    await expect(toggle).toHaveAccessibleDescription("Confirm your e-mail address before turning this on.");
  },
};

export const LongLabel: Story = {
  render: (args) => (
    <div className="w-72">
      <Field orientation="horizontal" label="Also send a copy of every notification to the other members of the account">
        <Switch {...args} />
      </Field>
    </div>
  ),
};
