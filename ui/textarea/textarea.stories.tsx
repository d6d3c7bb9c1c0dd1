import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Field } from "../field/field.tsx";
import { Textarea } from "./textarea.tsx";

const meta = {
  title: "UI/Textarea",
  component: Textarea,
  tags: ["autodocs"],
  parameters: {
    docs: { description: { component: "A multi-line text box that grows with its content up to a limit, then scrolls." } },
  },
  args: { "aria-label": "Notes", placeholder: "Anything worth remembering next time", onChange: fn() },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole("textbox", { name: "Notes" });
    await expect(textarea).toHaveValue("");
    await expect(textarea).toHaveAttribute("placeholder", "Anything worth remembering next time");
  },
};

export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const textarea = within(canvasElement).getByRole("textbox", { name: "Notes" });
    const heightBefore = textarea.getBoundingClientRect().height;
    await userEvent.type(textarea, "First line{Enter}Second line{Enter}Third line{Enter}Fourth line{Enter}Fifth line");
    await expect(textarea).toHaveValue("First line\nSecond line\nThird line\nFourth line\nFifth line");
    await expect(args.onChange).toHaveBeenCalled();
    // It grows with what is typed instead of hiding lines behind a scrollbar.
    await expect(textarea.getBoundingClientRect().height).toBeGreaterThan(heightBefore);
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole("textbox", { name: "Notes" })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "Written last spring." },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole("textbox", { name: "Notes" });
    await expect(textarea).toBeDisabled();
    await userEvent.type(textarea, " More.", { pointerEventsCheck: 0 });
    await expect(textarea).toHaveValue("Written last spring.");
  },
};

export const WithHint: Story = {
  render: (args) => (
    <Field label="Notes" hint="Only you can see these.">
      <Textarea {...args} aria-label={undefined} />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox", { name: "Notes" })).toHaveAccessibleDescription("Only you can see these.");
  },
};

export const WithError: Story = {
  render: (args) => (
    <Field label="Notes" error="Keep notes under 500 characters.">
      <Textarea {...args} aria-label={undefined} defaultValue="Far too much text." />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole("textbox", { name: "Notes" });
    await expect(textarea).toHaveAttribute("aria-invalid", "true");
    await expect(textarea).toHaveAccessibleDescription("Keep notes under 500 characters.");
  },
};

export const LongText: Story = {
  args: {
    defaultValue: Array.from(
      { length: 14 },
      (_, line) => `Line ${line + 1}: a long note that wraps onto the next line when the box is narrow.`,
    ).join("\n"),
  },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole("textbox", { name: "Notes" });
    // Past its limit the box stops growing and scrolls.
    await expect(textarea.scrollHeight).toBeGreaterThan(textarea.clientHeight);
  },
};
