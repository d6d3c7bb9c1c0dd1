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
    onInvalidChange: fn(),
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
    // …or on blur.
    await userEvent.clear(input);
    await userEvent.type(input, "90");
    await userEvent.tab();
    await expect(input).toHaveValue("90");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(90);
    // Escape abandons an edit in progress.
    await userEvent.clear(input);
    await userEvent.type(input, "15{Escape}");
    await expect(input).toHaveValue("90");
    await expect(input).not.toHaveAttribute("aria-invalid");
    await expect(args.onInvalidChange).not.toHaveBeenCalled();
  },
};

/** A number outside the bounds is kept as typed and refused with a message; the value is not changed. */
export const TypedOutOfRange: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("spinbutton", { name: "Time spent" });
    await userEvent.clear(input);
    await userEvent.type(input, "999");
    await userEvent.tab();
    await expect(input).toHaveValue("999");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Enter a number from 0 to 240.");
    await expect(canvas.getByRole("alert")).toHaveTextContent("Enter a number from 0 to 240.");
    await expect(input).toHaveAttribute("aria-valuenow", "30");
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(args.onInvalidChange).toHaveBeenLastCalledWith(true);
  },
};

/**
 * Once no more typing could make the text acceptable, its message shows while the person is still typing,
 * so it is on screen before they reach for the next control; a number on its way waits for the field to be left.
 */
export const MessageWhileTyping: Story = {
  tags: ["no-visual"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("spinbutton", { name: "Time spent" });
    await userEvent.clear(input);
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
    await userEvent.type(input, "24");
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
    await userEvent.type(input, "5");
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByRole("alert")).toHaveTextContent("Enter a number from 0 to 240.");
    await expect(args.onInvalidChange).toHaveBeenLastCalledWith(true);
    await userEvent.type(input, "{Backspace}");
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
    await expect(args.onInvalidChange).toHaveBeenLastCalledWith(false);
    await userEvent.type(input, "m");
    await expect(canvas.getByRole("alert")).toHaveTextContent("“24m” is not a number. Enter a number from 0 to 240.");
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** Text that is not a number is kept as typed and refused on Enter, the focus staying in the field. */
export const TypedNotANumber: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("spinbutton", { name: "Time spent" });
    await userEvent.clear(input);
    await userEvent.type(input, "about an hour{Enter}");
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue("about an hour");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("“about an hour” is not a number. Enter a number from 0 to 240.");
    await expect(input).toHaveAttribute("aria-valuenow", "30");
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(args.onInvalidChange).toHaveBeenLastCalledWith(true);
    // Blurring does not lose the text either.
    await userEvent.tab();
    await expect(input).toHaveValue("about an hour");
    await expect(input).toHaveAttribute("aria-invalid", "true");
  },
};

/** Fixing refused text: the message goes as soon as the text is a number it can take, which blur then commits. */
export const TypedTextFixed: Story = {
  play: async (context) => {
    await TypedOutOfRange.play?.(context);
    const { canvasElement, args } = context;
    const canvas = within(canvasElement);
    const input = canvas.getByRole("spinbutton", { name: "Time spent" });
    await userEvent.clear(input);
    await userEvent.type(input, "45");
    await expect(input).not.toHaveAttribute("aria-invalid");
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
    await expect(args.onInvalidChange).toHaveBeenLastCalledWith(false);
    await userEvent.tab();
    await expect(input).toHaveValue("45");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(45);
  },
};

/** From refused text, Escape puts back the last good value and the arrows step from the typed number brought within the bounds. */
export const TypedTextAbandoned: Story = {
  play: async (context) => {
    await TypedNotANumber.play?.(context);
    const { canvasElement, args } = context;
    const canvas = within(canvasElement);
    const input = canvas.getByRole("spinbutton", { name: "Time spent" });
    await userEvent.click(input);
    await userEvent.keyboard("{Escape}");
    await expect(input).toHaveValue("30");
    await expect(input).not.toHaveAttribute("aria-invalid");
    await expect(args.onInvalidChange).toHaveBeenLastCalledWith(false);

    await userEvent.clear(input);
    await userEvent.type(input, "999");
    await userEvent.tab();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await userEvent.click(input);
    await userEvent.keyboard("{ArrowDown}");
    await expect(input).toHaveValue("235");
    await expect(input).not.toHaveAttribute("aria-invalid");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(235);

    // The buttons step the same way.
    await userEvent.clear(input);
    await userEvent.type(input, "-20");
    await userEvent.keyboard("{Enter}");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await userEvent.click(canvas.getByRole("button", { name: "Increase Time spent" }));
    await expect(input).toHaveValue("5");
    await expect(input).not.toHaveAttribute("aria-invalid");
    await expect(args.onInvalidChange).toHaveBeenLastCalledWith(false);
  },
};

/**
 * Text typed before and given back (a form that unmounted the field keeps it): shown as typed with its
 * message at once, the value still the last good one. The ages step of onboarding tells its changes back.
 */
export const TypedTextGivenBack: Story = {
  args: { defaultDraft: "half an hour", onDraftChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("spinbutton", { name: "Time spent" });
    await expect(input).toHaveValue("half an hour");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAttribute("aria-valuenow", "30");
    await expect(canvas.getByRole("alert")).toHaveTextContent("“half an hour” is not a number. Enter a number from 0 to 240.");
    await expect(args.onInvalidChange).toHaveBeenLastCalledWith(true);
    // Only a change is told: what was given is known already.
    await expect(args.onDraftChange).not.toHaveBeenCalled();
  },
};

/** Without a visible label the message shows under the control, tied to the input the same way. */
export const StandaloneTypedOutOfRange: Story = {
  args: {
    label: undefined,
    "aria-label": "Age in years",
    size: "sm",
    defaultValue: 4,
    min: 0,
    max: 50,
    step: 1,
    suffix: "years",
    formatValueText: (value: number) => `${value} years old`,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("spinbutton", { name: "Age in years" });
    await userEvent.clear(input);
    await userEvent.type(input, "999");
    await userEvent.tab();
    await expect(input).toHaveValue("999");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Enter a number from 0 to 50.");
    await expect(canvas.getByRole("alert")).toHaveTextContent("Enter a number from 0 to 50.");
    await expect(input).toHaveAttribute("aria-valuenow", "4");
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** An error given by the form is shown instead of the field's own message. */
export const GivenErrorOverTypedText: Story = {
  args: { error: "Enter the minutes you spent, up to 240." },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("spinbutton", { name: "Time spent" });
    await userEvent.clear(input);
    await userEvent.type(input, "abc");
    await userEvent.tab();
    await expect(input).toHaveValue("abc");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Enter the minutes you spent, up to 240.");
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
