import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { phoneViewport, withPublicRouter } from "../../test-support/stories/public-router.tsx";
import { PricingPage } from "./pricing-page.tsx";
import { plans } from "./plans.ts";

const meta = {
  title: "Pages/Pricing",
  component: PricingPage,
  parameters: { layout: "fullscreen" },
  decorators: [withPublicRouter("/pricing")],
} satisfies Meta<typeof PricingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.title).toBe("Pricing · Hearthkeep");
    for (const plan of plans) {
      const card = within(canvas.getByRole("group", { name: plan.name }));
      await expect(card.getByText(plan.price)).toBeVisible();
      await expect(card.getByRole("list", { name: `${plan.name} includes` })).toBeVisible();
      await expect(card.getByRole("link", { name: plan.cta })).toHaveAttribute("href", "/sign-up");
    }
    await expect(canvas.getByRole("heading", { level: 2, name: "30-day money-back guarantee" })).toBeVisible();
  },
};

export const PlanButtonLeadsToSignUp: Story = {
  name: "A plan's button leads to sign-up",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(canvas.getByRole("group", { name: "Pro" })).getByRole("link", { name: "Start Free" }));
    await expect(await canvas.findByRole("heading", { name: "Arrived at /sign-up" })).toBeVisible();
  },
};

export const Mobile: Story = {
  ...phoneViewport,
  tags: ["phone-only"],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("group")).toHaveLength(plans.length);
  },
};
