import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Field } from "../field/field.tsx";
import { Input, PasswordInput } from "./input.tsx";

const meta = {
  title: "UI/Input",
  component: Input,
  tags: ["autodocs"],
  parameters: {
    docs: { description: { component: "A single-line text box in three sizes; PasswordInput adds a show/hide button." } },
  },
  args: { "aria-label": "Email address", placeholder: "name@example.com", type: "email", onChange: fn() },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Email address" });
    await expect(input).toHaveValue("");
    await expect(input).toHaveAttribute("placeholder", "name@example.com");
  },
};

export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Email address" });
    await userEvent.type(input, "sam@example.com");
    await expect(input).toHaveValue("sam@example.com");
    await expect(args.onChange).toHaveBeenCalledTimes("sam@example.com".length);
    await userEvent.clear(input);
    await expect(input).toHaveValue("");
  },
};

export const WithValue: Story = { args: { defaultValue: "sam@example.com" } };

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole("textbox", { name: "Email address" })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "sam@example.com" },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Email address" });
    await expect(input).toBeDisabled();
    await userEvent.type(input, "more", { pointerEventsCheck: 0 });
    await expect(input).toHaveValue("sam@example.com");
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { defaultValue: "sam@" },
  render: (args) => (
    <Field label="Email address" error="Enter an email address like name@example.com.">
      <Input {...args} aria-label={undefined} />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Email address" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Enter an email address like name@example.com.");
  },
};

export const Small: Story = { args: { size: "sm" } };
export const Large: Story = { args: { size: "lg" } };

export const LongValue: Story = {
  args: {
    type: "text",
    "aria-label": "Notes",
    defaultValue: "A value far longer than the box is wide, which scrolls inside the box instead of stretching the layout",
  },
};

export const Password: Story = {
  render: (args) => <PasswordInput aria-label="Password" autoComplete="current-password" onChange={args.onChange} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText("Password", { selector: "input" });
    await userEvent.type(input, "correct horse");
    await expect(input).toHaveAttribute("type", "password");

    const toggle = canvas.getByRole("button", { name: "Show password" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await expect(toggle).toHaveAttribute("aria-controls", input.id);
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute("type", "text");
    await expect(toggle).toHaveAccessibleName("Show password");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(input).toHaveValue("correct horse");

    await userEvent.keyboard("{Enter}");
    await expect(input).toHaveAttribute("type", "password");
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
  },
};

export const PasswordSizes: Story = {
  render: () => (
    <div className="grid gap-3">
      <PasswordInput aria-label="Small password" size="sm" defaultValue="secret" />
      <PasswordInput aria-label="Medium password" defaultValue="secret" />
      <PasswordInput aria-label="Large password" size="lg" defaultValue="secret" />
    </div>
  ),
};

export const PasswordDisabled: Story = {
  render: () => <PasswordInput aria-label="Password" disabled defaultValue="secret" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText("Password", { selector: "input" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Show password" })).toBeDisabled();
  },
};
