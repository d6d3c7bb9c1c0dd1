import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Field } from "../field/field.tsx";
import { Checkbox } from "./checkbox.tsx";

const meta = {
  title: "UI/Checkbox",
  component: Checkbox,
  tags: ["autodocs"],
  parameters: {
    docs: { description: { component: "A box that is ticked, not ticked, or partly ticked for a group whose members differ." } },
  },
  args: { onCheckedChange: fn() },
  render: (args) => (
    <Field orientation="horizontal" label="Remember me on this device">
      <Checkbox {...args} />
    </Field>
  ),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole("checkbox", { name: "Remember me on this device" });
    await expect(checkbox).not.toBeChecked();
    // Clicking the label toggles the box.
    await userEvent.click(canvas.getByText("Remember me on this device"));
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    // Space toggles it from the keyboard.
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("checkbox", { name: "Remember me on this device" })).toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { checked: "indeterminate" },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole("checkbox", { name: "Remember me on this device" });
    await expect(checkbox).toHaveAttribute("aria-checked", "mixed");
    await expect(checkbox).toBePartiallyChecked();
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole("checkbox", { name: "Remember me on this device" })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole("checkbox", { name: "Remember me on this device" });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(canvas.getByText("Remember me on this device"), { pointerEventsCheck: 0 });
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const DisabledChecked: Story = { args: { disabled: true, defaultChecked: true } };

export const WithHint: Story = {
  render: (args) => (
    <Field orientation="horizontal" label="Remember me on this device" hint="Don't tick this on a shared computer.">
      <Checkbox {...args} />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole("checkbox", { name: "Remember me on this device" });
    await expect(checkbox).toHaveAccessibleDescription("Don't tick this on a shared computer.");
  },
};

export const WithError: Story = {
  render: (args) => (
    <Field orientation="horizontal" label="I accept the terms of use" error="Accept the terms to continue.">
      <Checkbox {...args} />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole("checkbox", { name: "I accept the terms of use" });
    await expect(checkbox).toHaveAttribute("aria-invalid", "true");
    await expect(checkbox).toHaveAccessibleDescription("Accept the terms to continue.");
  },
};

export const LongLabel: Story = {
  render: (args) => (
    <div className="w-72">
      <Field
        orientation="horizontal"
        label="Keep me signed in on this device for thirty days, unless I sign out or change my password in the meantime"
      >
        <Checkbox {...args} />
      </Field>
    </div>
  ),
};

const channels = ["E-mail", "Text message", "Push notification"] as const;

function ChannelPicker() {
  const [chosen, setChosen] = React.useState<ReadonlySet<string>>(new Set(["E-mail"]));
  const all = chosen.size === channels.length ? true : chosen.size === 0 ? false : "indeterminate";
  return (
    <div className="grid gap-3">
      <Field orientation="horizontal" label="All channels">
        <Checkbox checked={all} onCheckedChange={(checked) => setChosen(new Set(checked === true ? channels : []))} />
      </Field>
      <div className="grid gap-3 pl-7">
        {channels.map((channel) => (
          <Field key={channel} orientation="horizontal" label={channel}>
            <Checkbox
              checked={chosen.has(channel)}
              onCheckedChange={(checked) =>
                setChosen((previous) => {
                  const next = new Set(previous);
                  if (checked === true) next.add(channel);
                  else next.delete(channel);
                  return next;
                })
              }
            />
          </Field>
        ))}
      </div>
    </div>
  );
}

/** A parent box shows "partly ticked" while only some of its children are. */
export const SelectAll: Story = {
  render: () => <ChannelPicker />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole("checkbox", { name: "All channels" });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    for (const channel of channels) await expect(canvas.getByRole("checkbox", { name: channel })).toBeChecked();
    await expect(all).toBeChecked();
    await userEvent.click(canvas.getByRole("checkbox", { name: "Text message" }));
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(all).toBeChecked();
  },
};
