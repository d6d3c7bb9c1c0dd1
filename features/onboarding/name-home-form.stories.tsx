import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { NameHomeForm } from "./name-home-form.tsx";

const meta = {
  title: "Features/Onboarding/NameHomeForm",
  component: NameHomeForm,
  tags: ["visual-mobile"],
  parameters: { layout: "padded" },
  args: { onCreate: fn(() => Promise.resolve()), onCancel: fn() },
} satisfies Meta<typeof NameHomeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 1, name: "Add a home" })).toBeVisible();
  },
};

export const NameMissing: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole("button", { name: "Create and set up" }));
    await expect(await form.findByText("Give the home a name")).toBeVisible();
    await expect(form.getByRole("textbox", { name: /Home name/ })).toHaveFocus();
  },
};

export const Created: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.type(form.getByRole("textbox", { name: /Home name/ }), "Lake cottage");
    await userEvent.click(form.getByRole("button", { name: "Create and set up" }));
    await waitFor(() => expect(args.onCreate).toHaveBeenCalledWith("Lake cottage"));
  },
};

export const Refused: Story = {
  args: { onCreate: fn(() => Promise.reject(new Error("Something went wrong on our side. Please try again."))) },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.type(form.getByRole("textbox", { name: /Home name/ }), "Lake cottage");
    await userEvent.click(form.getByRole("button", { name: "Create and set up" }));
    await expect(await form.findByText("Something went wrong on our side. Please try again.")).toBeVisible();
  },
};
