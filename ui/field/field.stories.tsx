import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button.tsx";
import { Checkbox } from "../checkbox/checkbox.tsx";
import { Input, PasswordInput } from "../input/input.tsx";
import { RadioGroup, RadioGroupOption } from "../radio-group/radio-group.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../select/select.tsx";
import { Switch } from "../switch/switch.tsx";
import { Field } from "./field.tsx";

const meta = {
  title: "UI/Field",
  component: Field,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component: "A label, any control, an optional hint and an error, tied together with id, htmlFor, aria-describedby and aria-invalid.",
      },
    },
  },
  args: {
    label: "Email address",
    children: <Input type="email" autoComplete="email" placeholder="name@example.com" />,
  },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The description a control announces, read from the ids in its aria-describedby. */
const describedByIds = (control: HTMLElement) => (control.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Email address" });
    await expect(canvas.getByText("Email address")).toHaveAttribute("for", input.id);
    await expect(input).not.toHaveAttribute("aria-describedby");
    await expect(input).not.toHaveAttribute("aria-invalid");
    await userEvent.click(canvas.getByText("Email address"));
    await expect(input).toHaveFocus();
    await userEvent.type(input, "sam@example.com");
    await expect(input).toHaveValue("sam@example.com");
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole("textbox", { name: "Email address" })).toHaveFocus();
  },
};

export const WithHint: Story = {
  args: { hint: "We only use it to reach you. We never share it." },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Email address" });
    await expect(input).toHaveAccessibleDescription("We only use it to reach you. We never share it.");
    // Below the control by default.
    const hint = canvas.getByText("We only use it to reach you. We never share it.");
    await expect(input.compareDocumentPosition(hint) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

export const HintAbove: Story = {
  args: { hint: "Use the address you sign in with.", hintPosition: "above" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Email address" });
    await expect(input).toHaveAccessibleDescription("Use the address you sign in with.");
    const hint = canvas.getByText("Use the address you sign in with.");
    await expect(input.compareDocumentPosition(hint) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
  },
};

export const WithError: Story = {
  args: {
    hint: "Use the address you sign in with.",
    error: "Enter an email address like name@example.com.",
    children: <Input type="email" autoComplete="email" defaultValue="sam@" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Email address" });
    const error = canvas.getByRole("alert");
    await expect(error).toHaveTextContent("Enter an email address like name@example.com.");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    // Hint first, then the error; both are read after the name.
    const hint = canvas.getByText("Use the address you sign in with.");
    await expect(describedByIds(input)).toEqual([hint.id, error.id]);
    await expect(input).toHaveAccessibleDescription("Use the address you sign in with. Enter an email address like name@example.com.");
    // The error sits under the control.
    await expect(input.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

function SignUpForm() {
  const [error, setError] = React.useState<string>();
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const value = new FormData(event.currentTarget).get("email");
        setError(typeof value === "string" && value.includes("@") ? undefined : "Enter your email address.");
      }}
    >
      <Field label="Email address" error={error}>
        <Input name="email" type="email" autoComplete="email" />
      </Field>
      <Button type="submit">Continue</Button>
    </form>
  );
}

/** The error appears (and is announced) when the form is sent, and goes once the value is fixed. */
export const ErrorAfterSubmit: Story = {
  render: () => <SignUpForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Email address" });
    await expect(canvas.queryByRole("alert")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    const error = await canvas.findByRole("alert");
    await expect(error).toHaveTextContent("Enter your email address.");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(describedByIds(input)).toContain(error.id);

    await userEvent.type(input, "sam@example.com");
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(canvas.queryByRole("alert")).toBeNull());
    await expect(input).not.toHaveAttribute("aria-invalid");
    await expect(input).not.toHaveAttribute("aria-describedby");
  },
};

export const Disabled: Story = {
  args: { hint: "Ask the owner of the account to change it.", children: <Input type="email" defaultValue="sam@example.com" disabled /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: "Email address" })).toBeDisabled();
    await expect(getComputedStyle(canvas.getByText("Email address")).cursor).toBe("not-allowed");
  },
};

export const LongText: Story = {
  args: {
    label: "The e-mail address where you would like to receive every message we send, including newsletters",
    hint: "You can change this at any time from the settings page. We check that the address works by sending a short message with a link to follow.",
    error: "This address could not be reached. Check it for typing mistakes, or use another address that you read regularly.",
    children: <Input type="email" defaultValue="someone.with.a.very.long.address@a-long-domain-name.example.com" />,
  },
};

export const Password: Story = {
  args: {
    label: "Password",
    hint: "At least 8 characters.",
    children: <PasswordInput autoComplete="new-password" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText("Password", { selector: "input" });
    await expect(input).toHaveAttribute("type", "password");
    await expect(input).toHaveAccessibleDescription("At least 8 characters.");
    await userEvent.type(input, "tr0ub4dor");

    const toggle = canvas.getByRole("button", { name: "Show password" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute("type", "text");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(toggle).toHaveAccessibleName("Show password");
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute("type", "password");
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
  },
};

export const PasswordWithError: Story = {
  args: {
    label: "Password",
    error: "Use at least 8 characters.",
    children: <PasswordInput autoComplete="new-password" defaultValue="short" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText("Password", { selector: "input" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Use at least 8 characters.");
  },
};

/** The Select root goes around the Field, so the Field's child is the trigger. */
export const WithSelect: Story = {
  args: { label: "Country", hint: "Used for units and date formats." },
  render: ({ label, hint }) => (
    <Select>
      <Field label={label} hint={hint}>
        <SelectTrigger>
          <SelectValue placeholder="Choose a country" />
        </SelectTrigger>
      </Field>
      <SelectContent>
        <SelectItem value="ca">Canada</SelectItem>
        <SelectItem value="gb">United Kingdom</SelectItem>
        <SelectItem value="us">United States</SelectItem>
      </SelectContent>
    </Select>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole("combobox", { name: "Country" });
    await expect(trigger).toHaveAccessibleDescription("Used for units and date formats.");
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    await userEvent.click(await screen.findByRole("option", { name: "Canada" }));
    await waitFor(() => expect(trigger).toHaveTextContent("Canada"));
  },
};

export const WithCheckbox: Story = {
  args: {
    label: "Subscribe to the newsletter",
    hint: "One e-mail a month.",
    orientation: "horizontal",
    children: <Checkbox />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole("checkbox", { name: "Subscribe to the newsletter" });
    await expect(checkbox).toHaveAccessibleDescription("One e-mail a month.");
    await userEvent.click(canvas.getByText("Subscribe to the newsletter"));
    await expect(checkbox).toBeChecked();
  },
};

export const WithCheckboxError: Story = {
  args: {
    label: "I accept the terms of use",
    error: "Accept the terms to continue.",
    orientation: "horizontal",
    children: <Checkbox />,
  },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole("checkbox", { name: "I accept the terms of use" });
    await expect(checkbox).toHaveAttribute("aria-invalid", "true");
    await expect(checkbox).toHaveAccessibleDescription("Accept the terms to continue.");
  },
};

export const WithSwitch: Story = {
  args: { label: "Notifications by e-mail", hint: "Sent at most once a day.", orientation: "horizontal", children: <Switch defaultChecked /> },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole("switch", { name: "Notifications by e-mail" });
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAccessibleDescription("Sent at most once a day.");
  },
};

/** A group has no labelable element, so its name comes from the label through aria-labelledby. */
export const WithRadioGroup: Story = {
  args: {
    label: "Theme",
    error: "Choose a theme.",
    children: (
      <RadioGroup>
        <RadioGroupOption value="light" label="Light" />
        <RadioGroupOption value="dark" label="Dark" />
        <RadioGroupOption value="system" label="Same as the device" />
      </RadioGroup>
    ),
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole("radiogroup", { name: "Theme" });
    await expect(group).toHaveAttribute("aria-invalid", "true");
    await expect(group).toHaveAccessibleDescription("Choose a theme.");
  },
};

/** With a function as child, the id and aria props go to a control nested inside other markup. */
export const NestedControl: Story = {
  args: { label: "Timeout", hint: "How long to wait for an answer before giving up." },
  render: ({ label, hint }) => (
    <Field label={label} hint={hint}>
      {(control) => (
        <div className="flex items-center gap-2">
          <Input {...control} inputMode="numeric" defaultValue="30" className="w-20" />
          <span className="text-sm text-muted-foreground">seconds</span>
        </div>
      )}
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Timeout" });
    await expect(input).toHaveAccessibleDescription("How long to wait for an answer before giving up.");
    await expect(input).toHaveAttribute("data-field-control");
  },
};

/** A control's own id and description are kept; the Field adds its hint and error after them. */
export const ControlWithOwnIds: Story = {
  args: { label: "Username", error: "That name is taken." },
  render: ({ label, error }) => (
    <div className="grid gap-3">
      <p id="username-rules" className="text-sm text-muted-foreground">
        Letters and numbers only.
      </p>
      <Field label={label} error={error}>
        <Input id="username" aria-describedby="username-rules" autoComplete="username" defaultValue="sam" />
      </Field>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Username" });
    await expect(input).toHaveAttribute("id", "username");
    await expect(canvas.getByText("Username")).toHaveAttribute("for", "username");
    await expect(describedByIds(input)).toEqual(["username-rules", canvas.getByRole("alert").id]);
    await expect(input).toHaveAccessibleDescription("Letters and numbers only. That name is taken.");
  },
};
