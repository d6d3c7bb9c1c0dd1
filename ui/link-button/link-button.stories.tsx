import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { ArrowRight } from "lucide-react";
import { Link, MemoryRouter, Route, Routes } from "react-router";
import { LinkButton } from "./link-button.tsx";

const meta = {
  title: "UI/LinkButton",
  component: LinkButton,
  tags: ["autodocs"],
  parameters: {
    docs: { description: { component: "A link styled as a button, for navigation that reads as an action; `asChild` styles a router link." } },
  },
  args: { href: "#start", children: "Get started" },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Get started" });
    await expect(link).toHaveAttribute("href", "#start");
    await expect(link).toHaveAttribute("data-slot", "link-button");
    await expect(within(canvasElement).queryByRole("button")).toBeNull();
  },
};
export const Secondary: Story = { args: { variant: "secondary" } };
export const Outline: Story = { args: { variant: "outline" } };
export const Ghost: Story = { args: { variant: "ghost" } };
export const Small: Story = { args: { size: "sm" } };
export const Large: Story = {
  args: {
    size: "lg",
    children: (
      <>
        Continue <ArrowRight aria-hidden="true" />
      </>
    ),
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole("link", { name: "Get started" })).toHaveFocus();
  },
};

export const LongText: Story = {
  args: { variant: "outline", children: "Read the full comparison of plans before you choose" },
};

/** With `asChild` the router's link does the navigating and LinkButton only styles it. */
export const RouterLink: Story = {
  args: { asChild: true },
  render: (args) => (
    <MemoryRouter initialEntries={["/"]}>
      <Routes>
        <Route
          path="/"
          element={
            <LinkButton {...args}>
              <Link to="/next">Get started</Link>
            </LinkButton>
          }
        />
        <Route path="/next" element={<p>Next page</p>} />
      </Routes>
    </MemoryRouter>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole("link", { name: "Get started" });
    await expect(link).toHaveAttribute("href", "/next");
    await expect(link).toHaveAttribute("data-slot", "link-button");
    await expect(link.className).toContain("bg-primary");
    await userEvent.click(link);
    await expect(await canvas.findByText("Next page")).toBeVisible();
  },
};
