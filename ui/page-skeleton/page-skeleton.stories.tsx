import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { DashboardSkeleton } from "./dashboard-skeleton.tsx";
import { SignInCardSkeleton } from "./sign-in-card-skeleton.tsx";

const meta = {
  title: "UI/PageSkeleton",
  component: SignInCardSkeleton,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen", docs: { description: { component: "Whole-page skeletons: one busy status region with one announced text, silent shapes inside." } } },
} satisfies Meta<typeof SignInCardSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One announcement for the region, none for the shapes. */
async function expectOneBusyRegion(canvasElement: HTMLElement, shapes: number) {
  const region = within(canvasElement).getByRole("status");
  await expect(region).toHaveAttribute("aria-busy", "true");
  await expect(region).toHaveTextContent("Loading...");
  const placeholders = region.querySelectorAll('[data-slot="skeleton"]');
  await expect(placeholders).toHaveLength(shapes);
  for (const placeholder of placeholders) await expect(placeholder).toHaveAttribute("aria-hidden", "true");
}

export const SignInCard: Story = {
  tags: ["visual-mobile"],
  play: ({ canvasElement }) => expectOneBusyRegion(canvasElement, 6),
};

export const Dashboard: Story = {
  tags: ["visual-mobile"],
  render: () => <DashboardSkeleton />,
  play: ({ canvasElement }) => expectOneBusyRegion(canvasElement, 8),
};
