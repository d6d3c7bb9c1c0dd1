import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import type { ReadingFormat } from "@domain/entities/app-state.ts";
import { ReadingFormatField, type ReadingFormatFieldProps } from "./reading-format-field.tsx";

/** The field with its choice held, as the app-wide store holds it. */
function Controlled(props: ReadingFormatFieldProps) {
  const [value, setValue] = React.useState<ReadingFormat>(props.value);
  return (
    <ReadingFormatField
      {...props}
      value={value}
      onChange={(format) => {
        setValue(format);
        props.onChange(format);
      }}
    />
  );
}

const meta = {
  title: "Features/Settings/ReadingFormatField",
  component: ReadingFormatField,
  tags: ["visual-mobile"],
  parameters: { layout: "padded" },
  // The browser's locale is given, so the pictures are the same wherever they are taken.
  args: { value: "browser", locale: "en-GB", onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ReadingFormatField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Following a British browser: its example reads day first and in °C; each choice shows what it writes. */
export const FollowsTheBrowser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radio", { name: /As this browser writes them/ })).toBeChecked();
    await expect(canvas.getAllByText("12 Mar · 49 °C")).toHaveLength(2);
    await expect(canvas.getByText("Mar 12 · 120 °F")).toBeVisible();
  },
};

/** A reader abroad who wants the US's way chooses it; the change is handed on at once. */
export const ChoosesMonthFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("radio", { name: /Month first, °F/ }));
    await expect(args.onChange).toHaveBeenCalledWith("us");
    await expect(canvas.getByRole("radio", { name: /Month first, °F/ })).toBeChecked();
  },
};
