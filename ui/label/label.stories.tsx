import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Checkbox } from "../checkbox/checkbox.tsx";
import { Input } from "../input/input.tsx";
import { Label } from "./label.tsx";

type LabelArgs = React.ComponentProps<typeof Label>;

function LabelledInput(args: LabelArgs) {
  const id = React.useId();
  return (
    <div className="grid w-72 gap-1.5">
      <Label {...args} htmlFor={id} />
      <Input id={id} autoComplete="name" />
    </div>
  );
}

function LabelledCheckbox({ disabled, ...args }: LabelArgs & { disabled?: boolean }) {
  const id = React.useId();
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={id} disabled={disabled} />
      <Label {...args} htmlFor={id} />
    </div>
  );
}

const meta = {
  title: "UI/Label",
  component: Label,
  tags: ["autodocs"],
  parameters: {
    docs: { description: { component: "Names a form control; clicking it focuses or toggles the control it points at." } },
  },
  args: { children: "Full name" },
  render: (args) => <LabelledInput {...args} />,
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithInput: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Full name" });
    await userEvent.click(canvas.getByText("Full name"));
    await expect(input).toHaveFocus();
  },
};

export const WithCheckbox: Story = {
  args: { children: "Remember me" },
  render: (args) => <LabelledCheckbox {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole("checkbox", { name: "Remember me" });
    await userEvent.click(canvas.getByText("Remember me"));
    await expect(checkbox).toBeChecked();
  },
};

/** A label placed after a disabled control marked `peer` dims with it. */
export const Disabled: Story = {
  args: { children: "Remember me" },
  render: (args) => <LabelledCheckbox {...args} disabled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("checkbox", { name: "Remember me" })).toBeDisabled();
    await expect(getComputedStyle(canvas.getByText("Remember me")).cursor).toBe("not-allowed");
  },
};

export const LongText: Story = {
  args: { children: "The name we use in greetings and in the e-mails we send you, as you would like to be addressed" },
};
